"""Store: the server this laptop synchronises with, as FloorDesk keeps it.

One small JSON file in the configuration folder, `server.json`, holding the
DSN only: never a password (`keeping_problem`), which libpq reads from
~/.pgpass or PGPASSFILE. Read without Qt, by the window and the command line
alike. No file: no server, and FloorDesk works as it always has.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from floordesk.core.errors import InvalidInput
from floordesk.i18n import translate
from floordesk.store.server.connection import keeping_problem

FILE_NAME = "server.json"


def saved_server(config_dir: Path) -> str | None:
    """The DSN saved for this laptop (None: no server configured)."""
    path = config_dir / FILE_NAME
    try:
        value = json.loads(path.read_text(encoding="utf-8")).get("dsn")
    except FileNotFoundError:
        return None
    except (OSError, ValueError, AttributeError) as error:
        raise InvalidInput.at(
            str(path), translate("store", "is not FloorDesk's server setting ({error})").format(error=error)
        ) from None
    return value if isinstance(value, str) and value.strip() else None


def save_server(config_dir: Path, dsn: str | None) -> None:
    """Keep `dsn` as this laptop's server (None: forget it); InvalidInput for a DSN FloorDesk may not keep."""
    path = config_dir / FILE_NAME
    if dsn is None:
        path.unlink(missing_ok=True)
        return
    problem = keeping_problem(dsn)
    if problem:
        raise InvalidInput.at("server", problem)
    config_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
    partial = path.with_name(f"{FILE_NAME}.{os.getpid()}.partial")
    partial.write_text(json.dumps({"dsn": dsn}) + "\n", encoding="utf-8")
    os.replace(partial, path)
