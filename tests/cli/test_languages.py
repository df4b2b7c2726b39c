"""The command line in the floor's languages: --lang, FLOORDESK_LANG, the system's, and a language refused."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from floordesk.store.log import IncidentStore

SCRIPT = Path(sys.executable).with_name("floordesk")


def floordesk(*args: str, **environ: str) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if key not in ("FLOORDESK_LANG", "LC_ALL", "LANG")}
    return subprocess.run(
        [str(SCRIPT), *args], capture_output=True, text=True, timeout=60, env={**env, "LANG": "C.UTF-8", **environ}
    )


@pytest.mark.parametrize(
    ("args", "environ", "said"),
    [
        (["--lang", "de"], {}, "keine Vorfälle"),
        (["--lang=es"], {}, "ningún incidente"),
        ([], {"FLOORDESK_LANG": "fr"}, "aucun incident"),
        ([], {"LANG": "pt_BR.UTF-8"}, "nenhum incidente"),
        (["--lang", "pt_BR"], {"FLOORDESK_LANG": "de"}, "nenhum incidente"),  # --lang wins
        ([], {}, "no incidents"),
    ],
)
def test_the_command_speaks_the_language_asked_for(tmp_path, args, environ, said):
    IncidentStore.open(tmp_path / "floordesk.sqlite3").close()  # an empty log
    done = floordesk("--data-dir", str(tmp_path), *args, "log", "list", **environ)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == said


def test_help_is_translated_too(tmp_path):
    done = floordesk("--lang", "de", "log", "--help")
    assert done.returncode == 0
    assert "Vorfälle, neueste zuerst" in done.stdout


@pytest.mark.parametrize(("args", "environ"), [(["--lang", "xx"], {}), ([], {"FLOORDESK_LANG": "klingon"})])
def test_a_language_floordesk_does_not_speak_is_bad_input_in_one_line(tmp_path, args, environ):
    done = floordesk("--data-dir", str(tmp_path), *args, "log", "list", **environ)
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.splitlines()) == 1
    assert done.stderr.startswith("floordesk: error: ")
    assert "FloorDesk speaks en, es, fr, pt_BR, de" in done.stderr
