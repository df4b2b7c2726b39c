"""The server's client library is paid for only where a server is used, and its verbs never load Qt."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.store.server.helpers import laptop

_LOADED = (
    "print(sorted({m.split('.')[0] for m in sys.modules if m.split('.')[0] in ('psycopg', 'PySide6', 'shiboken6')}))\n"
)


def _loaded(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", f"import sys\n{code}\n{_LOADED}"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()[-1]


def test_without_a_server_neither_the_window_nor_the_log_verbs_load_psycopg(tmp_path: Path) -> None:
    laptop(tmp_path, "north").store.close()
    assert _loaded("import floordesk.gui.app") == "['PySide6', 'shiboken6']"
    main = f"from floordesk.cli.main import main\nmain(['--data-dir', {str(tmp_path)!r}, "
    assert _loaded(main + "'log', 'list'])") == "[]"
    assert _loaded(main + "'server', 'show'])") == "[]"


def test_the_server_verbs_load_psycopg_and_no_qt(tmp_path: Path) -> None:
    laptop(tmp_path, "north").store.close()
    down = f"host={tmp_path} port=1 dbname=floor"
    main = f"from floordesk.cli.main import main\nmain(['--data-dir', {str(tmp_path)!r}, "
    assert _loaded(main + f"'sync', '--server', {down!r}])") == "['psycopg']"
    assert _loaded(main + f"'log', 'verify', '--server', {down!r}])") == "['psycopg']"


def test_the_server_migrations_are_in_the_bundle_beside_the_schema_module() -> None:
    from floordesk.store.server.schema import MIGRATIONS
    from tests.test_bundle_contents import ROOT, bundled_files

    migrations = sorted(MIGRATIONS.glob("*.sql"))
    assert migrations
    folder = MIGRATIONS.relative_to(ROOT).as_posix()
    assert {f"{folder}/{path.name}" for path in migrations} <= set(bundled_files())
