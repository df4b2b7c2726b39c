"""The command line in the floor's languages: --lang, FLOORDESK_LANG, the system's, and a language refused."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from floordesk.cli import signing
from floordesk.i18n import SPEAKER, catalogue
from floordesk.store.log import IncidentStore
from tests.cli.test_log import fill
from tests.store.conftest import make_floor
from tests.store.conftest import open_tamperer as tamperer

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


def test_log_show_and_its_dispute_lines_speak_the_language_asked_for(tmp_path):
    floor = make_floor(tmp_path / "floordesk.sqlite3")
    fill(floor)
    floor.store.close()
    done = floordesk("--data-dir", str(tmp_path), "--lang", "de", "log", "show", "2")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("Vorfall Nr. 2 von Gerät floor-1 (ID ")
    assert "Status: vom Turnierdirektor aufgehoben" in lines
    assert "Beteiligt: Platz 5, Ben Okafor" in lines
    assert 'Entscheidung: {"hand": "live"}' in lines  # the recorded JSON as recorded


def test_log_list_and_show_write_days_as_the_language_writes_them(tmp_path):
    floor = make_floor(tmp_path / "floordesk.sqlite3")
    fill(floor)
    (recorded,) = floor.connection.execute("SELECT recorded_local FROM incidents WHERE number = 2").fetchone()
    floor.store.close()
    year, month, day = recorded[:10].split("-")
    listed = floordesk("--data-dir", str(tmp_path), "--lang", "de", "log", "list")
    shown = floordesk("--data-dir", str(tmp_path), "--lang", "de", "log", "show", "2")
    assert listed.returncode == shown.returncode == 0, listed.stderr + shown.stderr
    assert f"{day}.{month}.{year} " in listed.stdout
    assert recorded[:10] not in listed.stdout
    assert f"{day}.{month}.{year} " in shown.stdout


def test_the_pin_is_asked_for_in_the_language_spoken(tmp_path, monkeypatch):
    floor = make_floor(tmp_path / "floordesk.sqlite3")
    asked: list[str] = []
    monkeypatch.setattr(signing, "_has_terminal", lambda: True)
    monkeypatch.setattr(signing.getpass, "getpass", lambda prompt: asked.append(prompt) or "1111")
    with SPEAKER.speaking("fr"):
        signing.sign_in(floor.store, "ada admin", None)
        signing.read_new_pin(None, "Noa Nouvelle")
    assert asked == [
        "PIN de Ada Admin : ",
        "Nouveau PIN pour Noa Nouvelle : ",
        "Le nouveau PIN pour Noa Nouvelle, encore : ",
    ]
    floor.store.close()


def test_the_outcomes_of_reindex_and_export_are_said_in_the_language_spoken(tmp_path):
    floor = make_floor(tmp_path / "floordesk.sqlite3")
    fill(floor)
    floor.store.close()
    done = floordesk("--data-dir", str(tmp_path), "--lang", "de", "log", "reindex")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Listen und Volltextindex aus den Einträgen neu aufgebaut (3 Vorfälle)")
    exported = tmp_path / "out.jsonl"
    done = floordesk("--data-dir", str(tmp_path), "--lang", "fr", "log", "export", str(exported))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith(f"exporté(s) (3 incidents, 1 appareil) vers {exported}")


@pytest.mark.parametrize("language", ["de", "fr"])
def test_log_verify_names_a_changed_record_in_the_language_spoken(tmp_path, language):
    floor = make_floor(tmp_path / "floordesk.sqlite3")
    fill(floor)
    floor.store.close()
    raw = tamperer(tmp_path / "floordesk.sqlite3")
    raw.execute("UPDATE incidents SET narrative = 'changed afterwards' WHERE number = 2")
    raw.close()
    done = floordesk("--data-dir", str(tmp_path), "--lang", language, "log", "verify")
    assert done.returncode == 1, done.stderr
    words = catalogue(language)
    english = "its content does not match its hash: it was changed after it was written"
    where = "{kind} {uid} (position {seq} in the chain of device {device}): {message}"
    said = words.translate("verify", english)
    assert said != english
    assert said in done.stdout
    assert english not in done.stdout
    assert words.translate("verify", where).split("{seq}")[0].split("{uid}")[1] in done.stdout  # " (Position "
    assert "in the chain of device" not in done.stdout


def test_rule_answers_in_english_json_whatever_the_language_and_explains_in_the_language_asked(tmp_path):
    request = tmp_path / "clock.json"
    request.write_text('{"clock_requested_at_s": 130, "player_action_at_s": 205}', encoding="utf-8")
    english = floordesk("rule", "clock", "--explain", str(request))
    german = floordesk("--lang", "de", "rule", "clock", "--explain", str(request))
    assert english.returncode == german.returncode == 0, german.stderr
    assert german.stdout == english.stdout  # the contract's JSON, as `log record` records it
    assert english.stderr.splitlines() == json.loads(english.stdout)["explanation"]
    said = german.stderr.splitlines()
    assert len(said) == len(english.stderr.splitlines())
    assert not set(said) & set(english.stderr.splitlines())
    assert "Der Spieler hat 60 s (1:00) für seine Entscheidung, bis 190 s (3:10)" in german.stderr
