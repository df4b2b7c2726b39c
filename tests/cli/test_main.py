"""The `floordesk` console script, end to end, and its argument handling."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from floordesk import __version__
from floordesk.cli.main import main
from floordesk.cli.rule import run_rule

SCRIPT = Path(sys.executable).with_name("floordesk")


def _run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(SCRIPT), *args], input=stdin, capture_output=True, text=True, timeout=60)


def test_console_script_is_installed():
    assert SCRIPT.exists(), "the venv should have the floordesk console script"


def test_version_end_to_end():
    result = _run("--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"FloorDesk {__version__}"


def test_python_dash_m_runs_the_same_command():
    result = subprocess.run(
        [sys.executable, "-m", "floordesk", "--version"], capture_output=True, text=True, timeout=60
    )
    assert (result.returncode, result.stdout.strip()) == (0, f"FloorDesk {__version__}")


def test_unknown_rule_verb_exits_2_with_one_line():
    result = _run("rule", "no-such-verb", stdin="{}")
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("floordesk: error: unknown rule verb 'no-such-verb'")


def test_unknown_option_exits_2_with_one_line():
    result = _run("--no-such-option")
    assert result.returncode == 2
    assert result.stderr.splitlines() == ["floordesk: error: unrecognized arguments: --no-such-option"]


def test_rule_without_a_verb_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as caught:
        main(["rule"])
    assert caught.value.code == 2
    assert capsys.readouterr().err == "floordesk: error: the following arguments are required: verb\n"


def test_help_lists_every_sub_command(capsys):
    with pytest.raises(SystemExit) as exited:
        main(["--help"])
    assert exited.value.code == 0
    listed = capsys.readouterr().out
    assert "rule" in listed
    assert "record, read, search, verify and move the incident log" in listed
    assert "add and list the staff who sign rulings" in listed


def test_log_verbs_are_there_when_log_is_asked_for(capsys):
    # The log verbs are built only when the word `log` is on the command line.
    with pytest.raises(SystemExit) as exited:
        main(["--data-dir", "somewhere", "log", "--help"])
    assert exited.value.code == 0
    usage = capsys.readouterr().out
    for verb in ("list", "search", "show", "record", "verify", "export", "import", "backup", "restore"):
        assert verb in usage


def test_log_without_a_verb_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as exited:
        main(["log"])
    assert exited.value.code == 2
    assert capsys.readouterr().err == "floordesk: error: the following arguments are required: VERB\n"


def _echo(field):
    name = field.key("name")
    if name is None:
        return None
    return {"rule": 0, "hello": name.as_str(), "explanation": [f"Said hello to {name.value}."]}


@pytest.fixture
def echo_verb(monkeypatch):
    """The clock verb's reader replaced: the request plumbing exercised without depending on any rule."""
    monkeypatch.setattr("floordesk.cli.rule.request_handler", lambda kind: _echo)


def _rule(verb, path, explain=False):
    out, err = io.StringIO(), io.StringIO()
    code = run_rule(verb, str(path), explain=explain, stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


@pytest.mark.usefixtures("echo_verb")
def test_malformed_json_is_one_line_and_exit_2(tmp_path):
    request = tmp_path / "bad.json"
    request.write_text('{"name": ')
    code, out, err = _rule("clock", request)
    assert (code, out) == (2, "")
    assert err.startswith("floordesk: error: malformed JSON at line 1, column 10")
    assert err.count("\n") == 1


@pytest.mark.usefixtures("echo_verb")
@pytest.mark.parametrize(
    ("text", "reason"),
    [("[" * 5000 + "]" * 5000, "JSON nested too deeply to read"), ("[" + "9" * 5000 + "]", "too many digits")],
)
def test_json_python_cannot_read_is_one_line_and_exit_2(tmp_path, text, reason):
    request = tmp_path / "odd.json"
    request.write_text(text)
    code, out, err = _rule("clock", request)
    assert (code, out) == (2, "")
    assert err.startswith("floordesk: error: ")
    assert reason in err
    assert err.count("\n") == 1


def test_a_reader_that_goes_away_stops_the_command_quietly(tmp_path):
    # Thousands of answers are far more than a pipe holds, so writing them meets the closed pipe.
    request = tmp_path / "many.json"
    one = '{"smallest_denomination_in_play": 100, "removed_denomination": 25, '
    one += '"found_after_race": {"player": "C", "chips": {"25": 5}}}'
    request.write_text("[" + ", ".join([one] * 5000) + "]")
    command = [str(SCRIPT), "rule", "found-chips", str(request)]
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as process:
        assert process.stdout is not None
        assert process.stderr is not None
        process.stdout.read(10)
        process.stdout.close()
        errors = process.stderr.read().decode()
        assert process.wait(timeout=60) == 141
    assert errors == ""


@pytest.mark.usefixtures("echo_verb")
def test_ctrl_c_stops_a_command_with_one_line_and_no_traceback(monkeypatch, capsys):
    import floordesk.cli.main as main_module

    def interrupted(_args: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(main_module, "_run_command", interrupted)
    try:
        code = main(["log", "verify"])
    except KeyboardInterrupt:  # not let through to pytest, which would take it as its own
        pytest.fail("Ctrl+C left the command as a traceback")
    assert code == 130
    assert capsys.readouterr().err == "floordesk: interrupted\n"


def test_unreadable_file_is_one_line(tmp_path):
    code, out, err = _rule("clock", tmp_path / "missing.json")
    assert (code, out) == (2, "")
    assert "cannot read" in err
    assert err.count("\n") == 1


@pytest.mark.usefixtures("echo_verb")
def test_request_that_is_not_an_object(tmp_path):
    request = tmp_path / "r.json"
    request.write_text("3")
    code, _out, err = _rule("clock", request)
    assert code == 2
    assert err == "floordesk: error: must be a JSON object, not 3\n"


@pytest.mark.usefixtures("echo_verb")
def test_batch_answers_in_order_and_names_bad_elements(tmp_path):
    request = tmp_path / "batch.json"
    request.write_text('[{"name": "A"}, {"name": "B"}]')
    code, out, err = _rule("clock", request, explain=True)
    assert code == 0
    assert '"hello": "A"' in out
    assert out.index('"A"') < out.index('"B"')
    assert err == "Said hello to A.\nSaid hello to B.\n"

    request.write_text('[{"name": "A"}, {}, {"name": 5}]')
    code, out, err = _rule("clock", request)
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        "floordesk: error: [1].name: is required",
        "floordesk: error: [2].name: must be a string, not 5",
    ]
