"""GUI: who may sign a ruling is said before any work is asked, and the desk can be handed over without losing any.

A member whose role may not sign a ruling here (the first-start administrator; a supervisor at an event that the
log does not hold yet, which only a manager, a tournament director or an administrator may set up) is told so when
the ruling is asked for, with the offer to hand the desk over: the wizard opens once someone who may has signed in.
A wizard already open keeps every answer while another member signs in (its Sign page's "Hand the desk over…",
or the lock's form): its Sign page then names whoever signs now.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QMessageBox, QPushButton, QWidget

from floordesk.core.errors import InvalidInput
from floordesk.gui.dialogs.sign_in import SignInForm
from floordesk.gui.dialogs.staff_form import sentence
from floordesk.gui.field_problem import field_problem_label, show_problem
from floordesk.gui.staff_session import StaffSession
from floordesk.gui.touch import touch, touch_buttons
from floordesk.gui.wizards.wizard import RulingWizard
from floordesk.i18n import noop
from floordesk.store.errors import NotFoundError
from floordesk.store.log import IncidentStore

HAND_OVER = noop("hand_over", "&Hand the desk over…")

Refusal = Callable[[], str | None]
"""why whoever is at the desk may not do it now (None: he may)"""


def ask_sign_in(session: StaffSession, store: IncidentStore, parent: QWidget, then: Callable[[], object]) -> SignInForm:
    """The sign-in form over `parent`; `then` is called once someone has signed in with it."""
    form = SignInForm(session, store.staff.members(), parent)
    form.setWindowModality(Qt.WindowModality.WindowModal)
    form.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    form.accepted.connect(then)
    form.open()
    return form


def refuse_before_work(
    session: StaffSession, store: IncidentStore, window: QWidget, refusal: str, then: Callable[[], object]
) -> QMessageBox:
    """Say who may not sign (and who may), offering to hand the desk over; `then` once another member signed in."""
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("hand_over", "Who may sign this ruling"),
        f"{refusal}.",
        parent=window,
    )
    box.setInformativeText(
        QCoreApplication.translate(
            "hand_over", "Nothing has been entered. A member who may sign can sign in at this desk and rule."
        )
    )
    hand_over = touch(
        box.addButton(QCoreApplication.translate("hand_over", HAND_OVER), QMessageBox.ButtonRole.AcceptRole)
    )
    close = touch(box.addButton(QCoreApplication.translate("hand_over", "&Close"), QMessageBox.ButtonRole.RejectRole))
    box.setDefaultButton(hand_over)
    box.setEscapeButton(close)
    box.buttonClicked.connect(lambda button: button is hand_over and ask_sign_in(session, store, window, then))
    box.open()
    return box


class WizardHandOver(QObject):
    """GUI: keeps an open wizard's Sign page naming whoever is signed in, and hands the desk over from it.

    A child of the wizard: it goes with it, and so do its connections to the session."""

    def __init__(self, wizard: RulingWizard, session: StaffSession, store: IncidentStore) -> None:
        super().__init__(wizard)
        self._wizard = wizard
        self._session = session
        self._store = store
        self.form: SignInForm | None = None
        session.changed.connect(self._on_session_changed)
        wizard.hand_over_requested.connect(self.ask)

    def ask(self) -> SignInForm:
        self.form = ask_sign_in(self._session, self._store, self._wizard, lambda: None)
        return self.form

    def _on_session_changed(self) -> None:
        member = self._session.current
        if member is not None:
            self._wizard.set_signer(member.name)


class OverruleAsk(QDialog):
    """GUI: which incident to overrule, by its number; who may not overrule is told here before anything is typed.

    `refusal` says why whoever is at the desk may not overrule (the service's answer, None: he may); `start` opens
    the overrule of the incident named (once this dialog has closed); "Hand the desk over…" lets a Tournament
    Director sign in without leaving it.
    """

    def __init__(
        self,
        store: IncidentStore,
        session: StaffSession,
        refusal: Refusal,
        start: Callable[[str], object],
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Overrule a ruling"))
        self._store, self._session, self._refusal, self._start = store, session, refusal, start
        self.refusal = field_problem_label()
        self.number = touch(QLineEdit())
        self.number.setAccessibleName(self.tr("Incident number"))
        self.problem = field_problem_label()
        self.hand_over = touch(QPushButton(QCoreApplication.translate("hand_over", HAND_OVER)))
        self.hand_over.clicked.connect(lambda: ask_sign_in(session, store, self, lambda: None))
        self.buttons = touch_buttons(
            QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.refusal)
        form.addRow(self.tr("Incident &number (as #17 or 17):"), self.number)
        form.addRow("", self.problem)
        form.addRow(self.hand_over)
        form.addRow(self.buttons)
        self.setMinimumWidth(480)
        session.changed.connect(self._show_who_may)
        self._show_who_may()

    @classmethod
    def ask(
        cls,
        store: IncidentStore,
        session: StaffSession,
        refusal: Refusal,
        start: Callable[[str], object],
        parent: QWidget,
    ) -> OverruleAsk:
        """Open the question over `parent`; `start` opens the overrule of the incident named."""
        ask = cls(store, session, refusal, start, parent)
        ask.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        ask.open()
        return ask

    def _show_who_may(self) -> None:
        refusal = self._refusal()
        show_problem(self.refusal, "" if refusal is None else f"{refusal}.")
        for widget in (self.number, self.buttons.button(QDialogButtonBox.StandardButton.Ok)):
            widget.setEnabled(refusal is None)
        self.hand_over.setVisible(refusal is not None)
        if refusal is None:
            self.number.setFocus()

    def accept(self) -> None:
        reference = self.number.text().strip()
        try:
            if not reference:
                raise InvalidInput.at(
                    "incident", QCoreApplication.translate("OverruleAsk", "type the incident's number")
                )
            self._store.incidents.get(reference)
        except (InvalidInput, NotFoundError) as error:
            show_problem(self.problem, sentence(str(error).removeprefix("incident: ")))
            return
        super().accept()
        self._start(reference)
