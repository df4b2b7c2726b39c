"""`floordesk --self-test`: every check passes on a working install, and a broken one makes it fail."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from floordesk.cli.rule import VERBS
from floordesk.selftest import (
    SAMPLES,
    CheckFailed,
    Sample,
    Workspace,
    check_rule,
    check_server_client,
    require_platform_plugin,
)

CHECKS = [
    "folders",
    "resources",
    *(f"rule {verb}" for verb in VERBS),
    "log",
    "second process",
    "gui",
    "translations",
    "report",
    "server client",
]
NEEDS_THE_FOLDER = [
    name for name in CHECKS if name not in ("folders", "resources", "translations", "server client", "second process")
]


SCRIPT = Path(sys.executable).with_name("floordesk")


def self_test(*arguments: str, platform: str = "offscreen") -> subprocess.CompletedProcess[str]:
    """The installed `floordesk` script, as a user runs it."""
    env = {**os.environ, "QT_QPA_PLATFORM": platform}
    command = [str(SCRIPT), "--self-test", *arguments]
    return subprocess.run(command, capture_output=True, text=True, timeout=120, env=env)


def lines_by_check(stdout: str) -> dict[str, str]:
    """{check name: "ok" or "FAIL"} from the self-test's output, which must be one line per check."""
    *check_lines, summary = stdout.splitlines()
    found = {}
    for line in check_lines:
        status, _, rest = line.partition(" ")
        name = rest.strip().partition(": ")[0]
        assert status in ("ok", "FAIL"), line
        assert name not in found, f"{name} reported twice"
        found[name] = status
    assert summary in ("all checks passed", f"{list(found.values()).count('FAIL')} check(s) failed")
    return found


@pytest.mark.slow
def test_a_working_install_passes_every_check_and_leaves_nothing_behind(tmp_path):
    done = self_test("--data-dir", str(tmp_path))
    assert done.returncode == 0, done.stdout + done.stderr
    assert lines_by_check(done.stdout) == dict.fromkeys(CHECKS, "ok")
    assert done.stdout.splitlines()[-1] == "all checks passed"
    assert "ok   gui: window shown on the offscreen platform" in done.stdout
    assert done.stderr == ""
    # Everything was written in a temporary folder inside DIR, and that folder is gone.
    assert list(tmp_path.iterdir()) == []


@pytest.mark.slow
def test_a_data_folder_that_cannot_be_written_fails_every_check_that_writes(tmp_path):
    not_a_folder = tmp_path / "floordesk-data"
    not_a_folder.write_text("a file where the data folder should be")
    done = self_test("--data-dir", str(not_a_folder))
    assert done.returncode == 1
    found = lines_by_check(done.stdout)
    assert found == {**dict.fromkeys(CHECKS, "FAIL"), **dict.fromkeys(set(CHECKS) - set(NEEDS_THE_FOLDER), "ok")}
    assert f"FAIL log: no temporary folder can be made in {not_a_folder}: Not a directory" in done.stdout
    assert done.stdout.splitlines()[-1] == f"{len(NEEDS_THE_FOLDER)} check(s) failed"
    assert "Traceback" not in done.stderr


@pytest.mark.slow
def test_a_window_that_cannot_open_fails_the_gui_and_report_checks_and_the_self_test(tmp_path):
    done = self_test("--data-dir", str(tmp_path), platform="no-such-platform")
    assert done.returncode == 1
    assert lines_by_check(done.stdout) == {**dict.fromkeys(CHECKS, "ok"), "gui": "FAIL", "report": "FAIL"}
    assert "FAIL gui: Qt's 'no-such-platform' platform plugin is not in " in done.stdout
    assert "FAIL report: Qt's 'no-such-platform' platform plugin is not in " in done.stdout
    assert done.stdout.splitlines()[-1] == "2 check(s) failed"


def test_the_self_test_takes_no_command(tmp_path):
    done = self_test("--data-dir", str(tmp_path), "rule", "pots")
    assert done.returncode == 2
    assert done.stderr == "floordesk: error: --self-test takes no command\n"
    assert done.stdout == ""


def test_every_rule_verb_has_a_sample():
    assert set(SAMPLES) == set(VERBS)


def test_a_verb_without_a_sample_fails_its_check(tmp_path, monkeypatch):
    monkeypatch.delitem(SAMPLES, "penalty-hand")
    with pytest.raises(CheckFailed, match="no built-in sample for this verb"):
        check_rule("penalty-hand")(Workspace(tmp_path))


def test_an_answer_that_differs_from_the_sample_fails_and_says_how(tmp_path, monkeypatch):
    split = SAMPLES["split"]
    wrong = {**split.expected, "awards": {"A": 700, "B": 650, "C": 650}}
    monkeypatch.setitem(SAMPLES, "split", Sample(split.request, wrong))
    with pytest.raises(CheckFailed) as failure:
        check_rule("split")(Workspace(tmp_path))
    reason, _, answer = str(failure.value).partition(": ")
    assert reason == "unexpected awards"
    assert json.loads(answer) == {"awards": split.expected["awards"]}


def test_a_sample_the_verb_refuses_fails_with_the_verbs_reason(tmp_path, monkeypatch):
    clock = SAMPLES["clock"]
    monkeypatch.setitem(SAMPLES, "clock", Sample({**clock.request, "clock_requested_at_s": -1}, clock.expected))
    with pytest.raises(CheckFailed, match=r"^exit 2: floordesk: error: clock_requested_at_s: "):
        check_rule("clock")(Workspace(tmp_path))


def test_each_check_writes_inside_its_own_temporary_folder_which_is_removed(tmp_path):
    workspace = Workspace(tmp_path)
    assert check_rule("pots")(workspace) == "rule 47 answered as expected"
    (made,) = tmp_path.iterdir()
    assert made.name.startswith("floordesk-self-test-")
    assert (made / "rule-pots.json").is_file()
    workspace.remove()
    assert not made.exists()


def test_a_missing_platform_plugin_fails_the_gui_check_instead_of_aborting(tmp_path):
    (tmp_path / "platforms").mkdir()
    (tmp_path / "platforms" / "libqoffscreen.so").write_bytes(b"")
    require_platform_plugin("offscreen", [str(tmp_path)])
    with pytest.raises(CheckFailed, match=r"^Qt's 'xcb' platform plugin is not in "):
        require_platform_plugin("xcb:nograb", [str(tmp_path)])


def test_the_server_client_check_names_psycopg_and_the_libpq_it_loaded(tmp_path):
    import psycopg

    found = check_server_client(Workspace(tmp_path))
    assert found.startswith(f"psycopg {psycopg.__version__} ({psycopg.pq.__impl__}), libpq ")
    major = psycopg.pq.version() // 10000
    assert f"libpq {major}." in found
    # No server is asked and nothing is written: the shared floor is only used once one is set up.
    assert list(tmp_path.iterdir()) == []


def test_a_bundle_without_the_postgresql_client_fails_the_server_client_check(tmp_path, monkeypatch):
    # What a bundle that lost psycopg or its libpq would do: the shared floor's verbs would crash on import.
    for name in [name for name in sys.modules if name == "psycopg" or name.startswith("psycopg.")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "psycopg", None)
    with pytest.raises(CheckFailed, match=r"^the PostgreSQL client of the shared floor cannot be loaded: "):
        check_server_client(Workspace(tmp_path))


def test_a_catalogue_qt_cannot_load_fails_the_translations_check(tmp_path, monkeypatch):
    from floordesk import i18n, selftest

    damaged = tmp_path / "floordesk_de.qm"
    damaged.write_bytes(b"not a catalogue")
    monkeypatch.setattr(i18n, "catalogue_path", lambda language: damaged)
    with pytest.raises(selftest.CheckFailed, match="Qt cannot load the es catalogue"):
        selftest.check_translations(None)  # type: ignore[arg-type]
