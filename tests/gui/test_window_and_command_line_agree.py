"""Each floor act done through the window and through the command line, on one data folder: the same service
answers both, so the same act gets the same outcome (issue 25: the two had drifted apart)."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QMessageBox

from floordesk.core.flows.event_change import EventAction
from floordesk.core.ruling import RulingKind
from tests.cli.cli_helpers import pin_file, run
from tests.core.test_ruling import RACE
from tests.gui.wizards.conftest import race, ruled, signed_in  # noqa: F401 (fixtures)
from tests.gui.wizards.test_overrule_and_event_change import cancel_the_event, message
from tests.gui.wizards.test_rulings import SUPERVISOR_PIN, TABLE

SUPERVISOR = ["--by", "Sam Super"]


def command_line(capsys, desk, tmp_path, *args: str, pin: str = SUPERVISOR_PIN) -> tuple[int, str, str]:
    capsys.readouterr()
    return run(capsys, desk.store.path.parent, *args, "--pin-file", pin_file(tmp_path, pin))


def request(tmp_path) -> str:
    path = tmp_path / "race.json"
    path.write_text(json.dumps(RACE), encoding="utf-8")
    return str(path)


def test_a_ruling_recorded_either_way_names_the_same_event_and_table(desk, race, tmp_path, capsys):  # noqa: F811
    where = ["--event", f"#{desk.window.model.current_event.number}", "--table", TABLE]
    status, out, err = command_line(
        capsys, desk, tmp_path, "log", "record", "chip-race", request(tmp_path), *SUPERVISOR, *where
    )
    assert (status, err) == (0, "")
    scripted = desk.store.incidents.get(str(json.loads(out)["incident"]))
    assert (scripted.event_uid, scripted.table_uid, scripted.decided_by) == (
        race.event_uid,
        race.table_uid,
        race.decided_by,
    )


def test_a_ruling_at_a_cancelled_event_is_refused_either_way_for_the_same_reason(desk, qtbot, race, tmp_path, capsys):  # noqa: F811
    cancel_the_event(desk, qtbot)
    refusal = desk.window.rulings.cancellation.refusal("a ruling")
    assert desk.window.rulings.start(RulingKind.CHIP_RACE, TABLE) is None
    assert message(desk) == f"Refused: {refusal}."
    where = ["--event", f"#{desk.window.model.current_event.number}", "--table", TABLE]
    status, out, err = command_line(
        capsys, desk, tmp_path, "log", "record", "chip-race", request(tmp_path), *SUPERVISOR, *where
    )
    assert (status, out, err) == (2, "", f"floordesk: error: --event: {refusal}\n")


def test_an_overrule_by_a_supervisor_is_refused_either_way_for_the_same_reason(desk, race, tmp_path, capsys):  # noqa: F811
    assert desk.window.rulings.start_overrule(str(race.number)) is None
    window_said = message(desk).removeprefix("Refused: ")
    status, out, err = command_line(
        capsys, desk, tmp_path, "log", "overrule", str(race.number), *SUPERVISOR, "--reason", "x"
    )
    assert (status, out) == (2, "")
    assert err == f"floordesk: error: {window_said}\n"
    assert desk.store.incidents.get(race.uid).amendments == []


def test_an_event_cancelled_by_a_supervisor_is_refused_either_way_for_the_same_reason(desk, race, tmp_path, capsys):  # noqa: F811
    dialog = desk.window.rulings.start_event_change(EventAction.CANCEL)
    dialog.reason.setText("rain")
    dialog.pin.setText(SUPERVISOR_PIN)
    dialog.submit()
    assert dialog.isVisible()
    window_said = " ".join(label.text() for label in [*dialog.problems.values(), dialog.page_problem])
    number = f"#{desk.window.model.current_event.number}"
    status, out, err = command_line(
        capsys, desk, tmp_path, "event", "alter", number, *SUPERVISOR, "--reason", "rain", "--cancel"
    )
    assert (status, out) == (2, "")
    assert err.removeprefix("floordesk: error: ").strip() in window_said
    assert desk.window.rulings.read_cancellation() is None


def test_who_may_overrule_is_answered_alike_by_the_windows_questions_and_the_command_line(
    desk,
    race,  # noqa: F811
    tmp_path,
    capsys,
):
    status, out, err = command_line(
        capsys, desk, tmp_path, "log", "overrule", str(race.number), *SUPERVISOR, "--reason", "x"
    )
    assert (status, out) == (2, "")
    said = err.removeprefix("floordesk: error: ").rstrip("\n")
    assert "only a Tournament Director may overrule" in said
    ask = desk.window.ask_overrule()
    assert ask.refusal.text() == f"{said}."
    assert desk.window.side_windows._overrule_or_say_who_may(race.uid) is None
    [told] = [box for box in desk.window.findChildren(QMessageBox) if box.isVisible()]
    assert told.text() == f"{said}."
    assert desk.store.incidents.get(race.uid).amendments == []
