"""GUI: the wizard pages every ruling shares, and the page every step's page is built on.

A page reads its step's answers from the flow when it is shown, gives them back
to `flow.submit` when the supervisor goes on, and shows each problem beside the
field it names (a page-level line for the rest). No rules here: the flow has them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QFont, QFontDatabase
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.flows.flow import RecordedIncident, RulingFlow, Step
from floordesk.gui.accessible import name_parts
from floordesk.gui.field_problem import field_problem_label, show_problem
from floordesk.gui.touch import touch
from floordesk.gui.wizards.dispute_group import DisputeGroup
from floordesk.gui.wizards.precedents_panel import PrecedentsPanel
from floordesk.gui.wizards.widgets import NumberedChoice, StacksGrid
from floordesk.i18n import SPEAKER
from floordesk.reports.rule_quote import quoted_rule_html
from floordesk.store.errors import NotAllowedError, StoreError

Signer = Callable[[str, str], RecordedIncident]
"""Signs the flow's ruling with the signer's PIN and the second reviewer's (empty: none asked) and records it;
raises an error whose message is shown beside the PIN."""


class FlowPage(QWizardPage):
    """GUI: one step of a flow (see the module's description)."""

    def __init__(self, flow: RulingFlow, step: Step, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.flow = flow
        self.step = step
        self.setTitle(step.said)
        self.setObjectName(f"page_{step.key}")
        self.page_problem = field_problem_label()
        self.problems: dict[str, QLabel] = {}
        self._built = False
        self._left_back_at: dict[str, Any] | None = None
        self.offered: tuple[QAction, ...] = ()  # the table's actions offered at the top (see `offer_actions`)

    # -- what a page defines --------------------------------------------------------
    def load(self, answers: dict[str, Any]) -> None:
        """Show the step's answers (those given, or what the flow proposes)."""

    def answers(self) -> dict[str, Any]:
        return {}

    def focus_first(self) -> None:
        """Where the keyboard starts on this page."""

    # -- the frame -------------------------------------------------------------------
    def problem_for(self, field: str) -> QLabel:
        """A problem label placed beside the field named `field`."""
        label = field_problem_label()
        self.problems[field] = label
        return label

    def initializePage(self) -> None:
        if not self._built:
            self._built = True
            self._scaffold()
            self.build()
            name_parts(self, self.title())
        left_back_at, self._left_back_at = self._left_back_at, None
        if left_back_at is not None and left_back_at == self._flow_state():
            # Back and on again with nothing changed before it: what was typed here, unchecked yet, stays.
            self.resume()
            return
        self.refresh()

    def cleanupPage(self) -> None:
        """Back from this page: its fields keep what was typed, unless an earlier page changes what it shows."""
        self._left_back_at = self._flow_state()
        super().cleanupPage()

    def _flow_state(self) -> dict[str, Any]:
        state = self.flow.to_json()
        state.pop("position", None)
        return state

    def resume(self) -> None:
        """The page shown again as it was left by Back (a page that follows a live state refreshes instead)."""
        self.focus_first()

    def offer_actions(self, actions: Sequence[QAction]) -> None:
        """Offer the table's `actions` at the top of the page (the pot wizard's first step: Hold the pot), each
        a button that follows its action (made when the page is first shown)."""
        self.offered = tuple(actions)

    def _scaffold(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.page_problem)
        if self.offered:
            row = QHBoxLayout()
            for action in self.offered:
                button = touch(QToolButton())
                button.setDefaultAction(action)
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
                row.addWidget(button)
            row.addStretch(1)
            outer.addLayout(row)
        # The page scrolls rather than squeezing its fields: ten players in large text do not fit a laptop screen.
        content = QWidget()
        self.body = QVBoxLayout(content)
        self._scroll = QScrollArea()
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QFrame.Shape.NoFrame)
        # Not a stop for Tab or the page's first focus: the keys go to the fields, which it scrolls into view.
        self._scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._scroll.setWidget(content)
        outer.addWidget(self._scroll, 1)

    def build(self) -> None:
        """The page's widgets, made when it is first shown: opening a wizard builds only its first page."""

    def refresh(self) -> None:
        """Show the step as the flow has it now (every time the page is entered going forward)."""
        self.show_problems([])
        self.load(self.flow.answers(self.step.key))
        self.focus_first()

    def validatePage(self) -> bool:
        problems = self.submit()
        self.show_problems(problems)
        return not problems

    def submit(self) -> list[Problem]:
        return self.flow.submit(self.step.key, self.answers())

    def show_problems_of(self, problems: Sequence[Problem], fields: Iterable[str]) -> None:
        """As `show_problems`, beside the `fields` named only (checked as they are typed); the rest stay as shown."""
        for field in fields:
            show_problem(self.problems[field], " ".join(_sentence(p.message) for p in problems if p.path == field))

    def show_problems(self, problems: Sequence[Problem]) -> None:
        """Each problem beside its field: the field itself, else the field it is part of, else the page."""
        placed: dict[QLabel, list[str]] = {}
        for problem in problems:
            label = self._label_for(problem.path)
            placed.setdefault(label, []).append(
                _sentence(problem.message if label is not self.page_problem else str(problem))
            )
        for label in (self.page_problem, *self.problems.values()):
            show_problem(label, " ".join(placed.get(label, [])))
        shown = [label for label in self.problems.values() if label in placed]
        if shown and self._built:
            self._scroll.ensureWidgetVisible(shown[0])

    def _label_for(self, path: str) -> QLabel:
        field = path
        while field:
            if field in self.problems:
                return self.problems[field]
            field = field.rpartition(".")[0]
        return self.page_problem


def _sentence(text: str) -> str:
    text = text.strip()
    return (text[:1].upper() + text[1:]).rstrip(".") + "."


PageMaker = Callable[..., FlowPage]
"""Makes a step's page from (flow, step); a ruling's own pages take its own flow class."""


class RulePage(FlowPage):
    """GUI: the rule quoted from the rule book, so the supervisor can read it out at the table."""

    def build(self) -> None:
        rule = self.flow.kind.rule
        self.setSubTitle(
            QCoreApplication.translate("RulePage", "Rule {rule}, as the rule book words it.").format(rule=rule)
            if rule
            else ""
        )
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        self.text.setAccessibleName(QCoreApplication.translate("RulePage", "The rule's text"))
        if rule is not None:
            self.text.setHtml(quoted_rule_html(rule))
        self.body.addWidget(self.text)


class RecommendationPage(FlowPage):
    """GUI: what the rules recommend, with the explanation in words; a request the rule refuses is shown why."""

    def build(self) -> None:
        self.setSubTitle(
            QCoreApplication.translate("RecommendationPage", "What the rules recommend, in words you can read out.")
        )
        self.explanation = QTextBrowser()
        self.explanation.setOpenLinks(False)
        self.explanation.setAccessibleName(QCoreApplication.translate("RecommendationPage", "The recommendation"))
        first = self.body.count()
        self.add_details()
        items = (self.body.itemAt(index) for index in range(first, self.body.count()))
        self._detail_widgets = [widget for item in items if item is not None and (widget := item.widget())]
        self.body.addWidget(self.explanation, 1)

    def add_details(self) -> None:
        """Where a ruling adds its own view of the result, above the explanation."""

    def show_details(self, result: dict[str, Any]) -> None:
        """Fill the ruling's own view from the recommended result."""

    def refresh(self) -> None:
        self.show_problems([])
        try:
            recommendation = self.flow.recommendation()
        except InvalidInput as error:
            self.explanation.clear()
            self._show_detail_widgets(False)  # an earlier result must not be read beside the problem
            self.show_problems(error.problems)
            return
        self._show_detail_widgets(True)
        said = recommendation.result_in(SPEAKER.language)  # recorded in English, read in the window's
        self.show_details(dict(said))
        self.explanation.setHtml("".join(f"<p>{escape(line)}</p>" for line in said.get("explanation", ())))

    def _show_detail_widgets(self, shown: bool) -> None:
        for widget in self._detail_widgets:
            widget.setVisible(shown)

    def submit(self) -> list[Problem]:
        return self.flow.submit(self.step.key, {})


class DecisionPage(FlowPage):
    """GUI: follow the recommendation, or depart from it with the outcome decided and a required reason (rule 44);
    the earlier rulings like it beside (`PrecedentsPanel`), one opened in the log on request (`precedent_requested`)."""

    precedent_requested = Signal(str)

    def build(self) -> None:
        self.setSubTitle(
            QCoreApplication.translate(
                "DecisionPage", "Rule 44: fairness comes first. A departure is recorded with its reason."
            )
        )
        self.choice = NumberedChoice(
            [
                ("follow", QCoreApplication.translate("DecisionPage", "Follow the recommendation")),
                ("depart", QCoreApplication.translate("DecisionPage", "Depart from it: state the outcome and why")),
            ]
        )
        self.choice.chosen.connect(self._show_departure)
        self.body.addWidget(self.choice)
        self.body.addWidget(self.problem_for("decision"))
        self.precedents = PrecedentsPanel()
        self.precedents.open_requested.connect(self.precedent_requested)
        self.problems["difference"] = self.precedents.problem
        self.body.addWidget(self.precedents)
        self.departure = QWidget()
        departure = QVBoxLayout(self.departure)
        departure.setContentsMargins(0, 0, 0, 0)
        self.add_outcome(departure)
        departure.addWidget(self.problem_for("outcome"))
        reason_label = QLabel(QCoreApplication.translate("DecisionPage", "&Reason (required):"))
        self.reason = QPlainTextEdit()
        self.reason.setTabChangesFocus(True)
        self.reason.setMinimumHeight(3 * 44)
        reason_label.setBuddy(self.reason)
        departure.addWidget(reason_label)
        departure.addWidget(self.reason)
        departure.addWidget(self.problem_for("reason"))
        self.body.addWidget(self.departure)
        witnesses_label = QLabel(
            QCoreApplication.translate("DecisionPage", "&Witnesses (optional, separated by commas):")
        )
        self.witnesses = touch(QLineEdit())
        self.witnesses.setPlaceholderText(
            QCoreApplication.translate("DecisionPage", "e.g. the dealer, a player at the table")
        )
        witnesses_label.setBuddy(self.witnesses)
        self.body.addWidget(witnesses_label)
        self.body.addWidget(self.witnesses)
        self.body.addWidget(self.problem_for("witnesses"))
        self.dispute = DisputeGroup()
        self.body.addWidget(self.dispute)
        self.problems.update(self.dispute.problems)
        self.body.addStretch(1)

    def refresh(self) -> None:
        self.show_problems([])
        self.dispute.load(self.flow.dispute)
        self.precedents.show_precedents(self.flow.look_up_precedents())
        try:
            template = self.flow.departure_template()
        except InvalidInput as error:
            self.show_problems(error.problems)
            return
        decision = self.flow.decision
        edited = self.flow.departure_answers(decision.outcome) if decision and decision.departs else template
        self.show_outcome(template, edited)
        self.choice.choose("depart" if decision is not None and decision.departs else "follow")
        self.reason.setPlainText((decision.reason or "") if decision else "")
        self.witnesses.setText(", ".join(self.flow.witnesses))
        self.choice.focus_choice()

    # -- the outcome decided instead: chips by default; a ruling of markers or outcomes replaces these three --
    def add_outcome(self, layout: QVBoxLayout) -> None:
        layout.addWidget(
            QLabel(
                QCoreApplication.translate("DecisionPage", "The outcome decided instead (chips each player ends with):")
            )
        )
        self.outcome = StacksGrid()
        layout.addWidget(self.outcome)

    def show_outcome(self, template: dict[str, dict[str, int]], edited: dict[str, dict[str, int]]) -> None:
        """The departure's editor filled: `template` is the recommendation's, `edited` what was decided."""
        values = sorted(
            {int(v) for stack in template.values() for v in stack} | set(self.flow.departure_denominations())
        )
        rows = [(label, label, {int(v): c for v, c in edited.get(label, {}).items()}) for label in template]
        self.outcome.set_rows(rows, values, "outcome")
        self.problems.update(self.outcome.problems)

    def outcome_answers(self) -> dict[str, dict[str, int]]:
        return self.outcome.counts()

    def _show_departure(self, key: str) -> None:
        self.departure.setVisible(key == "depart")

    def answers(self) -> dict[str, Any]:
        answers: dict[str, Any] = {
            "decision": self.choice.key(),
            "witnesses": [name.strip() for name in self.witnesses.text().split(",") if name.strip()],
            "dispute": self.dispute.answers(),
        }
        if self.choice.key() == "depart":
            answers["outcome"] = self.outcome_answers()
            answers["reason"] = self.reason.toPlainText()
        return answers | {"difference": self.precedents.difference_text()}


class SignaturePage(FlowPage):
    """GUI: the PIN again before signing; a wrong PIN or a PIN delay is said beside it, and nothing is recorded.

    "Hand the desk over…" lets another member sign in and sign this ruling, its answers kept (`hand_over_requested`).

    Signals:
        hand_over_requested(): the supervisor asked for another member to sign in.
    """

    hand_over_requested = Signal()

    def __init__(
        self, flow: RulingFlow, step: Step, sign: Signer, signer_name: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(flow, step, parent)
        self._sign = sign
        self._signer_name = signer_name
        self.setCommitPage(True)
        self.setButtonText(QWizard.WizardButton.CommitButton, QCoreApplication.translate("SignaturePage", "&Sign"))

    def build(self) -> None:
        self.setSubTitle(
            QCoreApplication.translate(
                "SignaturePage", "Signing writes the ruling to the incident log and changes the table."
            )
        )
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.body.addWidget(self.summary)
        self.pin_label = QLabel()
        self.pin = touch(QLineEdit())
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin.setAccessibleName(QCoreApplication.translate("SignaturePage", "PIN"))
        self.pin_label.setBuddy(self.pin)
        self.set_signer(self._signer_name)
        self.body.addWidget(self.pin_label)
        self.body.addWidget(self.pin)
        self.body.addWidget(self.problem_for("pin"))
        self.second_label = QLabel()
        self.second_pin = touch(QLineEdit())
        self.second_pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.second_pin.setAccessibleName(QCoreApplication.translate("SignaturePage", "Second reviewer's PIN"))
        self.second_label.setBuddy(self.second_pin)
        for widget in (self.second_label, self.second_pin, self.problem_for("second_pin")):
            self.body.addWidget(widget)
        self.hand_over = touch(QPushButton(QCoreApplication.translate("SignaturePage", "&Hand the desk over…")))
        self.hand_over.setToolTip(
            QCoreApplication.translate(
                "SignaturePage", "Another member signs in here and signs this ruling; nothing entered is lost"
            )
        )
        self.hand_over.clicked.connect(self.hand_over_requested)
        row = QHBoxLayout()
        row.addWidget(self.hand_over)
        row.addStretch(1)
        self.body.addLayout(row)
        self.body.addStretch(1)

    def set_signer(self, name: str) -> None:
        """Name who signs now (another member signed in while the ruling was open)."""
        self._signer_name = name
        if self._built:
            self.pin_label.setText(
                QCoreApplication.translate("SignaturePage", "{escape}, your &PIN:").format(escape=escape(name))
                if name
                else QCoreApplication.translate("SignaturePage", "Your &PIN:")
            )
            self.show_problems([])  # a refusal said to the one before is not theirs

    def refresh(self) -> None:
        self.show_problems([])
        self.pin.clear()
        decision = self.flow.decision
        said = (
            QCoreApplication.translate("SignaturePage", "The ruling ({summary}) follows the recommendation.")
            if decision and not decision.departs
            else QCoreApplication.translate("SignaturePage", "The ruling ({summary}) departs from it.")
        )
        self.summary.setText(said.format(summary=self.flow.summary()))
        reviewer = self.flow.dispute.second_reviewer if self.flow.dispute else None
        self.second_label.setText(
            QCoreApplication.translate("SignaturePage", "{reviewer}, second reviewer, your P&IN:").format(
                reviewer=escape(reviewer or "")
            )
        )
        for widget in (self.second_label, self.second_pin):
            widget.setVisible(reviewer is not None)
        self.pin.setFocus()

    def cleanupPage(self) -> None:
        self.pin.clear()  # a PIN is never kept on a page left
        self.second_pin.clear()
        super().cleanupPage()

    def submit(self) -> list[Problem]:
        second_pin = self.second_pin.text()
        try:
            return self.flow.sign(self.pin.text(), lambda pin: self._sign(pin, second_pin))
        except NotAllowedError as error:  # a wrong PIN, a PIN delay, a role without the right: nothing recorded
            return [Problem("pin", str(error))]
        except StoreError as error:
            return [
                Problem(
                    "", QCoreApplication.translate("SignaturePage", "Nothing was recorded: {error}").format(error=error)
                )
            ]
        finally:
            self.pin.clear()
            self.second_pin.clear()


class ResultPage(FlowPage):
    """GUI: the incident number and its record hash, once the ruling is in the log, and its report to print.

    Signals:
        print_requested(str): the supervisor asked to print the recorded incident (its uid).
    """

    print_requested = Signal(str)

    def build(self) -> None:
        self.setFinalPage(True)
        self.number = QLabel()
        font = QFont(self.number.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.number.setFont(font)
        self.record_hash = QLabel()
        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        fixed.setPointSizeF(self.font().pointSizeF())  # as large as the text around it (large text too)
        self.record_hash.setFont(fixed)
        self.record_hash.setWordWrap(True)
        self.record_hash.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.change = QLabel()
        self.change.setWordWrap(True)
        self.print_button = touch(QPushButton(QCoreApplication.translate("ResultPage", "&Print the incident report…")))
        self.print_button.clicked.connect(self._ask_print)
        for widget in (
            self.number,
            QLabel(QCoreApplication.translate("ResultPage", "Record hash:")),
            self.record_hash,
            self.change,
        ):
            self.body.addWidget(widget)
        row = QHBoxLayout()
        row.addWidget(self.print_button)
        row.addStretch(1)
        self.body.addLayout(row)
        self.body.addStretch(1)

    def _ask_print(self) -> None:
        if self.flow.recorded is not None:
            self.print_requested.emit(self.flow.recorded.uid)

    def refresh(self) -> None:
        recorded = self.flow.recorded
        if recorded is None:
            return
        self.number.setText(
            QCoreApplication.translate("ResultPage", "Incident #{number} recorded").format(number=recorded.number)
        )
        self.record_hash.setText(recorded.record_hash)
        self.change.setText(
            QCoreApplication.translate(
                "ResultPage", "The table has been changed: {summary}. Edit > Undo takes the change back."
            ).format(summary=self.flow.summary())
        )
