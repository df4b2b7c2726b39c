"""Witnessing a printed report: its code proved against the log first, then signed in as a witnessed head; a code
that is none, or that the log does not hold unchanged, said beside the field and nothing written."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog

from floordesk.gui.log_window.witness import WitnessDialog
from tests.gui.log_window.conftest import signer_of
from tests.store.conftest import Floor


def test_a_printed_reports_code_is_witnessed_once_and_a_wrong_one_is_said_beside_the_field(
    qtbot, floor: Floor, open_window
) -> None:
    recorded = floor.record()
    code = f"floordesk:incident:{recorded.uid}:{floor.store.record_hash(recorded.uid)}"
    window = open_window(floor.supervisor)
    dialog = WitnessDialog(floor.store, signer_of(floor.supervisor), window)
    qtbot.addWidget(dialog)
    dialog.code.setText("floordesk:incident:nonsense")
    dialog.witness()
    assert dialog.problem.text() == "Is not a FloorDesk report code (floordesk:incident:ID:HASH)."
    dialog.code.setText(code[:-4] + ("0000" if not code.endswith("0000") else "1111"))
    dialog.witness()
    assert dialog.problem.text().startswith("Not witnessed: incident #1 is in the log with another hash")
    assert not floor.connection.execute("SELECT count(*) FROM witnessed_heads").fetchone()[0]
    dialog.code.setText(code)
    dialog.witness()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.done_message == "The printed report of incident #1 is witnessed."
    assert floor.connection.execute("SELECT count(*) FROM witnessed_heads").fetchone()[0] == 1
    QTimer.singleShot(0, lambda: _accept_witness(code))
    window.witness_action.trigger()
    assert window.statusBar().currentMessage() == "The printed report of incident #1 was already witnessed."


def _accept_witness(code: str) -> None:
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, WitnessDialog) and w.isVisible())
    dialog.code.setText(code)
    dialog.witness()


def test_a_refused_code_is_said_whole_in_the_witness_dialog(qtbot, floor: Floor) -> None:
    recorded = floor.record()
    dialog = WitnessDialog(floor.store, signer_of(None))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.code.setText(f"floordesk:incident:{recorded.uid}:{'0' * 64}")  # a report altered after printing
    dialog.witness()
    QApplication.processEvents()
    assert dialog.problem.text().startswith("Not witnessed: incident #1 is in the log with another hash")
    assert dialog.problem.height() >= dialog.problem.heightForWidth(dialog.problem.width())


def test_a_signature_withdrawn_witnesses_nothing_and_keeps_the_dialog_open(qtbot, floor: Floor) -> None:
    recorded = floor.record()
    asked: list[str] = []

    def withdraw(_parent: object, purpose: str) -> None:
        asked.append(purpose)

    dialog = WitnessDialog(floor.store, withdraw)
    qtbot.addWidget(dialog)
    dialog.code.setText(f"floordesk:incident:{recorded.uid}:{floor.store.record_hash(recorded.uid)}")
    dialog.witness()
    assert asked == ["Witness the printed report of incident #1"]
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.done_message == ""
    assert not floor.connection.execute("SELECT count(*) FROM witnessed_heads").fetchone()[0]
