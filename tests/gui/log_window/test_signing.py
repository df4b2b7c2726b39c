"""The signature an amendment asks for: a staff member with a PIN on this laptop, checked by the store; a refusal
said beside the PIN."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QWidget

from floordesk.gui.log_window.signing import SignatureDialog, ask_signature
from tests.store.conftest import Floor


def test_the_signature_dialog_shows_a_wrong_pin_beside_the_field(qtbot, floor: Floor) -> None:
    dialog = SignatureDialog(floor.store, "Sign the correction")
    qtbot.addWidget(dialog)
    dialog.member.setCurrentIndex(dialog.member.findText("Sam Supervisor (Supervisor)"))
    dialog.pin.setText("0000")
    dialog.sign()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.problem.text()
    assert dialog.signed is None
    dialog.pin.setText("4444")
    dialog.sign()
    assert dialog.signed is not None
    assert dialog.signed.name == "Sam Supervisor"


def test_the_member_signed_in_at_the_window_is_proposed_and_only_active_members_are_offered(
    qtbot, floor: Floor
) -> None:
    floor.store.staff.deactivate(floor.supervisor.staff_uid, "left the company", floor.admin)
    dialog = SignatureDialog(floor.store, "Sign the void", proposed=floor.manager.staff_uid)
    qtbot.addWidget(dialog)
    assert dialog.member.currentText() == "Mia Manager (Manager)"
    offered = sorted(dialog.member.itemText(index) for index in range(dialog.member.count()))
    assert offered == ["Ada Admin (Administrator)", "Mia Manager (Manager)", "Tom Director (Tournament Director)"]
    assert "Sign the void" in [label.text() for label in dialog.findChildren(QLabel)]


def answer_signature(pin: str | None) -> None:
    """Type `pin` into the signature dialog about to open and sign (None: cancel it)."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SignatureDialog)
        if pin is None:
            dialog.reject()
            return
        dialog.pin.setText(pin)
        dialog.sign()

    QTimer.singleShot(0, answer)


def test_asking_a_signature_gives_the_member_who_signed_or_none_when_cancelled(qtbot, floor: Floor) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    signer = ask_signature(floor.store, lambda: floor.supervisor)
    answer_signature("4444")
    signed = signer(parent, "Sign the correction")
    assert signed is not None
    assert signed.staff_uid == floor.supervisor.staff_uid
    answer_signature(None)
    assert signer(parent, "Sign the correction") is None
