"""GUI: signed acts on the log: a Tournament Director's overrule (rule 44), an event cancelled or altered (rule 45).

Each dialog shows what it acts on, asks for the reason (and the new decision,
or what changes) and the signer's PIN, and hands them to a `sign` callable that
checks, signs and records; every refusal (a bad field, a wrong PIN, a role the
log does not allow) is shown beside its field and nothing is written.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QTextBrowser,
    QWidget,
)

from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.event import Event
from floordesk.core.flows.event_change import EventAction
from floordesk.core.flows.overrule import RecordedRuling
from floordesk.core.flows.overrule_form import OverruleForm
from floordesk.gui.field_problem import field_problem_label, show_problem
from floordesk.gui.touch import touch
from floordesk.gui.wizards.decision_form import DecisionForm
from floordesk.reports.content import code_said
from floordesk.resources import RULE_NUMBERS, rule_text
from floordesk.store.errors import NotAllowedError, StoreError

DIALOG_WIDTH = 640
FORM_HEIGHT_MAX = 320
"""The new decision's fields scroll beyond this height, so the dialog fits a 1024x600 screen with its signature."""
Sign = Callable[..., str]
"""Checks, signs with the PIN and records; returns what to say; raises InvalidInput, NotAllowedError, StoreError."""


class SignedDialog(QDialog):
    """GUI: the frame of a signed act: a reason, a PIN, each problem beside its field."""

    def __init__(self, title: str, action: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(DIALOG_WIDTH)
        self.form = QFormLayout(self)
        self.page_problem = field_problem_label()
        self.form.addRow(self.page_problem)
        self.problems: dict[str, QLabel] = {}
        self.reason = touch(QLineEdit())
        self.pin = touch(QLineEdit())
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin.setAccessibleName(QCoreApplication.translate("SignedDialog", "PIN"))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.act = touch(self.buttons.addButton(action, QDialogButtonBox.ButtonRole.AcceptRole))
        touch(self.buttons.button(QDialogButtonBox.StandardButton.Cancel))
        self.buttons.accepted.connect(self.submit)
        self.buttons.rejected.connect(self.reject)
        self.said = ""

    def add_signature(self) -> None:
        self.form.addRow(QCoreApplication.translate("SignedDialog", "&Reason:"), self.reason)
        self.form.addRow("", self.problem_for("reason"))
        self.form.addRow(QCoreApplication.translate("SignedDialog", "Your &PIN:"), self.pin)
        self.form.addRow("", self.problem_for("pin"))
        self.form.addRow(self.buttons)

    def problem_for(self, field: str) -> QLabel:
        label = field_problem_label()
        self.problems[field] = label
        return label

    def show_problems(self, problems: list[Problem]) -> None:
        placed: dict[QLabel, list[str]] = {}
        for problem in problems:
            head = problem.path.lstrip("-").partition(".")[0]
            label = self.problems.get(problem.path) or self.problems.get(head, self.page_problem)
            placed.setdefault(label, []).append(problem.message if label is not self.page_problem else str(problem))
        for label in (self.page_problem, *self.problems.values()):
            show_problem(label, " ".join(placed.get(label, [])))

    def values(self) -> dict[str, Any]:
        """What the act's own fields say; raises InvalidInput naming the field."""
        return {}

    def signed(self, pin: str, reason: str, values: dict[str, Any]) -> str:
        raise NotImplementedError

    def submit(self) -> None:
        if not self.pin.text():
            self.show_problems([Problem("pin", QCoreApplication.translate("SignedDialog", "enter your PIN to sign"))])
            return
        try:
            self.said = self.signed(self.pin.text(), self.reason.text(), self.values())
        except InvalidInput as error:
            self.show_problems(list(error.problems))
            return
        except NotAllowedError as error:  # a wrong PIN, a PIN delay, a role the log does not allow
            self.show_problems([Problem("pin", str(error))])
            return
        except StoreError as error:
            self.show_problems(
                [
                    Problem(
                        "",
                        QCoreApplication.translate("SignedDialog", "Nothing was recorded: {error}").format(error=error),
                    )
                ]
            )
            return
        finally:
            self.pin.clear()
        self.accept()


class OverruleDialog(SignedDialog):
    """GUI: a recorded ruling with its rule, and the Tournament Director's new decision (in the ruling's own fields,
    from the core's form) with a reason and his PIN."""

    def __init__(self, ruling: RecordedRuling, form: OverruleForm, sign: Sign, parent: QWidget | None = None) -> None:
        super().__init__(
            QCoreApplication.translate("OverruleDialog", "Overrule incident #{number}").format(number=ruling.number),
            QCoreApplication.translate("OverruleDialog", "&Overrule"),
            parent,
        )
        self._sign = sign
        # each sentence whole in its own translate call: a translation orders its parts as its language does
        heading_text = (
            QCoreApplication.translate(
                "OverruleDialog",
                "<b>Incident #{number}</b>: {kind} under rule {rule} at {table}, decided by {decided_by} on {when}.",
            )
            if ruling.table
            else QCoreApplication.translate(
                "OverruleDialog",
                "<b>Incident #{number}</b>: {kind} under rule {rule}, decided by {decided_by} on {when}.",
            )
        )
        heading = QLabel(
            heading_text.format(
                number=ruling.number,
                kind=escape(code_said(ruling.kind)),
                rule=ruling.rule,
                table=escape(ruling.table or ""),
                decided_by=escape(ruling.decided_by),
                when=escape(ruling.recorded_local),
            )
        )
        heading.setWordWrap(True)
        self.form.addRow(heading)
        self.rule = QTextBrowser()
        self.rule.setObjectName("overruleRule")
        quoted = rule_text(ruling.rule) if ruling.rule in RULE_NUMBERS else ""
        self.rule.setPlainText(f"{quoted}\n\n{ruling.narrative}".strip())
        self.form.addRow(QCoreApplication.translate("OverruleDialog", "Rule and ruling:"), self.rule)
        self.decision_form = DecisionForm(form)
        scroll = QScrollArea()
        scroll.setObjectName("overruleDecision")
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.decision_form)
        scroll.setMinimumHeight(min(self.decision_form.sizeHint().height() + 4, FORM_HEIGHT_MAX))
        self.form.addRow(
            QLabel(
                QCoreApplication.translate(
                    "OverruleDialog", "<b>The new decision</b> (it opens as the decision in force):"
                )
            )
        )
        self.form.addRow(scroll)
        self.form.addRow("", self.problem_for("decision"))
        self.problems.update(self.decision_form.problems)
        self.add_signature()

    def values(self) -> dict[str, Any]:
        return {"decision": self.decision_form.form.decision(self.decision_form.values())}

    def signed(self, pin: str, reason: str, values: dict[str, Any]) -> str:
        return self._sign(values["decision"], reason, pin)


class EventChangeDialog(SignedDialog):
    """GUI: cancel the event, or record its structure and schedule as altered, with a reason (rule 45)."""

    def __init__(self, event: Event, action: EventAction, sign: Sign, parent: QWidget | None = None) -> None:
        cancel = action is EventAction.CANCEL
        super().__init__(
            (
                QCoreApplication.translate("EventChangeDialog", "Cancel event #{number}")
                if cancel
                else QCoreApplication.translate("EventChangeDialog", "Alter event #{number}")
            ).format(number=event.number),
            QCoreApplication.translate("EventChangeDialog", "&Cancel the event")
            if cancel
            else QCoreApplication.translate("EventChangeDialog", "&Alter the event"),
            parent,
        )
        self._sign = sign
        self.action = action
        heading = QLabel(
            QCoreApplication.translate(
                "EventChangeDialog", "<b>{escape}</b> is cancelled: no more rulings are recorded under it as running."
            ).format(escape=escape(event.name))
            if action is EventAction.CANCEL
            else QCoreApplication.translate(
                "EventChangeDialog",
                "Record that <b>{escape}</b> is altered "
                "(its structure as now set in Event > Edit event, its schedule as given here).",
            ).format(escape=escape(event.name))
        )
        heading.setWordWrap(True)
        self.form.addRow(heading)
        self.structure = touch(
            QCheckBox(
                QCoreApplication.translate(
                    "EventChangeDialog", "The &structure (game and levels) as the event now has it"
                )
            )
        )
        self.starts_on = touch(QLineEdit())
        self.starts_on.setPlaceholderText(QCoreApplication.translate("EventChangeDialog", "YYYY-MM-DD"))
        self.ends_on = touch(QLineEdit())
        self.ends_on.setPlaceholderText(QCoreApplication.translate("EventChangeDialog", "YYYY-MM-DD"))
        if action is EventAction.ALTER:
            self.structure.setChecked(True)
            self.form.addRow("", self.structure)
            # a date's problem beside its own field: both say the same words when both are typed
            self.form.addRow(QCoreApplication.translate("EventChangeDialog", "Starts &on:"), self.starts_on)
            self.form.addRow("", self.problem_for("changes.starts_on"))
            self.form.addRow(QCoreApplication.translate("EventChangeDialog", "&Ends on:"), self.ends_on)
            self.form.addRow("", self.problem_for("changes.ends_on"))
            self.form.addRow("", self.problem_for("changes"))
        self.add_signature()

    def values(self) -> dict[str, Any]:
        dates = {"starts_on": self.starts_on.text().strip(), "ends_on": self.ends_on.text().strip()}
        return {"structure": self.structure.isChecked(), **{k: v for k, v in dates.items() if v}}

    def signed(self, pin: str, reason: str, values: dict[str, Any]) -> str:
        return self._sign(self.action, reason, values, pin)
