"""The correct and void dialogs: a refusal said beside its field (or under the form) and nothing written; what was
changed, and only that, recorded with the reason."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox

from floordesk.gui.log_window.amend import AmendDialog, correct_dialog, void_dialog
from floordesk.store.staff import SignedIn
from tests.gui.log_window.conftest import signer_of, type_into
from tests.store.conftest import Floor


def corrected_with(
    qtbot, floor: Floor, incident_uid: str, values: dict[str, str], signer: SignedIn | None
) -> AmendDialog:
    """The correct dialog of an incident with `values` typed into its fields and OK pressed, signed by `signer`."""
    dialog = correct_dialog(None, floor.store, floor.store.incidents.get(incident_uid), signer_of(signer))  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    type_into(dialog, values)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    return dialog


def test_a_refused_amendment_is_said_beside_its_field_and_writes_nothing(qtbot, floor: Floor) -> None:
    recorded = floor.record()
    incident = floor.store.incidents.get(recorded.uid)
    dialog = correct_dialog(None, floor.store, incident, signer_of(floor.supervisor))  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.problems["narrative"].text() == "change what happened or the witnesses, or cancel"
    dialog.fields["narrative"].setPlainText("New words.")  # type: ignore[union-attr]
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()  # no reason
    assert dialog.problems["reason"].text()
    void = void_dialog(None, floor.store, incident, signer_of(floor.manager), signer_of(floor.manager))  # type: ignore[arg-type]
    qtbot.addWidget(void)
    void.fields["reason"].setText("Entered twice")  # type: ignore[union-attr]
    void.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert void.general.text() == "a void must be confirmed by a second, different staff member"
    assert floor.store.incidents.get(recorded.uid).amendments == []


def test_a_refusal_leaves_every_line_of_an_amendment_dialog_readable(qtbot, floor: Floor, open_window) -> None:
    """The dialog makes room for the message it shows: no wrapped line of it, nor of its introduction, is cut."""
    from PySide6.QtWidgets import QLabel

    recorded = floor.record()
    window = open_window()
    incident = floor.store.incidents.get(recorded.uid)
    dialog = void_dialog(window, floor.store, incident, signer_of(None), signer_of(None))  # closed with the window
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()  # refused: nothing said
    QApplication.processEvents()
    shown = [label for label in dialog.findChildren(QLabel) if label.isVisible() and label.wordWrap()]
    assert any(label.text().startswith("say ") for label in shown)
    for label in shown:
        assert label.height() >= label.heightForWidth(label.width()), label.text()
    dialog.reject()


def test_correcting_the_words_leaves_a_witness_whose_name_holds_a_comma_as_he_is(qtbot, floor: Floor) -> None:
    """`log record --witness "Okafor, Ben"` names one witness; the window's correction must not make him two."""
    recorded = floor.record(witnesses=["Okafor, Ben", "Dealer Bob"])
    corrected_with(qtbot, floor, recorded.uid, {"narrative": "Better words.", "reason": "Typo"}, floor.supervisor)
    corrected = floor.store.incidents.get(recorded.uid)
    assert corrected.narrative == "Better words."
    assert corrected.witnesses == ["Okafor, Ben", "Dealer Bob"]
    assert [sorted(a.changes) for a in corrected.amendments] == [["narrative"]]


def test_a_void_signed_by_a_manager_and_confirmed_by_another_is_recorded_with_both(qtbot, floor: Floor) -> None:
    recorded = floor.record()
    incident = floor.store.incidents.get(recorded.uid)
    dialog = void_dialog(None, floor.store, incident, signer_of(floor.manager), signer_of(floor.td))  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Void incident #1?"
    dialog.fields["reason"].setText("Entered twice")  # type: ignore[union-attr]
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.result() == QDialog.DialogCode.Accepted
    [void] = floor.store.incidents.get(recorded.uid).amendments
    assert (void.kind, void.reason, void.by, void.second_staff) == (
        "void",
        "Entered twice",
        "Mia Manager",
        "Tom Director",
    )


def test_witnesses_edited_are_read_one_name_between_commas(qtbot, floor: Floor) -> None:
    recorded = floor.record(witnesses=["Dealer Bob"])
    typed = {"witnesses": "Dealer Bob,  Ann Lee , ", "reason": "A second witness"}
    corrected_with(qtbot, floor, recorded.uid, typed, floor.supervisor)
    corrected = floor.store.incidents.get(recorded.uid)
    assert corrected.witnesses == ["Dealer Bob", "Ann Lee"]
    assert [sorted(a.changes) for a in corrected.amendments] == [["witnesses"]]


def test_a_signature_withdrawn_leaves_the_dialog_open_and_writes_nothing(qtbot, floor: Floor) -> None:
    recorded = floor.record()
    dialog = corrected_with(qtbot, floor, recorded.uid, {"narrative": "New words.", "reason": "Typo"}, None)
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert [label.text() for label in (*dialog.problems.values(), dialog.general)] == [""] * 4
    assert floor.store.incidents.get(recorded.uid).amendments == []
