"""No English left on screen: in each language every wizard page, every dialog (the Event dialog for an event and a
new one, the retention period before and after it is set), the main window (its menus and side panel), the log
window, the overrule, the event's change, the log's correction and void, a ruling's void, a report witnessed, footage
marked saved, the message boxes the window asks, the log's warnings after Verify, the floor server's state, a stud
pot with a tie to break and what is drawn on the table show no text that is an English catalogue source the language
translates otherwise, and no line made in code in English's own words either (tests/english_left.py's
`made_in_code`: a few hundredths of a second of CPU per wizard, beside the tenths its pages take to reach, so every
language is checked, not one standing for all: a text may be made in code in one language only, as `mid_sentence`
makes German's). A catalogue entry left untranslated is tests/test_translations.py's to find.

Every text a user reads or hears is collected: labels, buttons, group boxes', windows' and pages' titles, combo
boxes' items, tables' and trees' headers and cells, tabs, tooltips, placeholders, accessible names and
descriptions, menus and their actions. What counts as English left is tests/english_left.py's to say.
"""

from __future__ import annotations

import copy
import sqlite3
from collections.abc import Iterator
from dataclasses import replace
from itertools import product
from pathlib import Path
from unittest.mock import patch

import pytest
from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QCoreApplication, QModelIndex, Qt
from PySide6.QtGui import QAction, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QSpinBox,
    QStatusBar,
    QTabBar,
    QTextEdit,
    QWidget,
    QWizardPage,
)

from floordesk.core.demo import demo_event
from floordesk.core.event import Event
from floordesk.core.flows.event_change import EventAction
from floordesk.core.flows.flow import RecordedIncident
from floordesk.core.flows.overrule import RecordedRuling
from floordesk.core.flows.overrule_form import overrule_form
from floordesk.core.flows.pots import ShowdownMode
from floordesk.core.ruleset import RuleSet, StudHighCardScope, StudLowTieRule
from floordesk.core.ruling import RulingKind
from floordesk.core.table import Table
from floordesk.gui.dialogs.event_dialog import EventDialog
from floordesk.gui.dialogs.problems import build_startup_error_box
from floordesk.gui.log_window import amend
from floordesk.gui.log_window.amend import correct_dialog
from floordesk.gui.log_window.footage import MarkSavedDialog
from floordesk.gui.log_window.retention import RetentionDialog
from floordesk.gui.log_window.window import LogWindow
from floordesk.gui.log_window.witness import WitnessDialog
from floordesk.gui.operations.hand_over import OverruleAsk, refuse_before_work
from floordesk.gui.sync_status import SyncStatus, Unreachable
from floordesk.gui.table_admin import ask_move
from floordesk.gui.wizards.overrule_dialog import EventChangeDialog, OverruleDialog
from floordesk.gui.wizards.void_dialog import VoidDialog
from floordesk.i18n import SPEAKER, TRANSLATED
from floordesk.service.disputes import FootageTasks
from floordesk.store.server.report import SyncReport
from floordesk.store.staff import Role
from tests.cli.test_log import fill
from tests.english_left import EnglishLeft
from tests.gui.log_window.conftest import refused_overrule, signer_of
from tests.gui.test_sync_status import REFUSED_PORT
from tests.gui.test_translated_layout import WIZARDS, every_dialog, every_wizard_page, nobody_signs
from tests.gui.wizards.test_pots_pages import deal_stud_hi_lo, state_winners
from tests.gui.wizards.test_rulings import ADMIN_PIN, next_page, staff_of
from tests.store.conftest import drop_guards, make_floor
from tests.store.test_disputes import DISPUTE

DEMO = demo_event()
NAMES = (
    *(table.name for table in DEMO.tables),
    *(seated.player.name for table in DEMO.tables for seated in table.occupants.values()),
    # the staff of tests/gui/wizards/test_rulings.staff_of, and the log of tests/store/conftest.make_floor
    *("Ada Admin", "Sam Super", "Mia Manager", "Tom Director", "Sam Supervisor", "Dealer Bob", "Table 7"),
)
"""the test data's names: no English, whatever words they hold"""
STARTUP_PROBLEM = "the data folder is read-only"
MOVE_ASKED = "Move Ana to Table 2, seat 3?"
DATA = (
    DEMO.name,
    STARTUP_PROBLEM,
    MOVE_ASKED,
    "Chip race at level 5 went to seat 3",
    # the log of tests/cli/test_log.fill: its event, an overrule's reason, and a recommendation recorded as the
    # test wrote it (no rules computed it, so the log shows it as recorded, in English, and says so)
    "No-Limit Hold'em",
    "He acted in time",
    "Clock on seat 5",
    "Card exposed",
    "Seat 3 wins one T100",
    # SQLite's own words for the search index damaged by verify_warnings, quoted as the library says them
    "database disk image is malformed",
)
"""what the test itself says through the window (a problem, a question, an event's name and a ruling's story)"""
ROWS = 40
"""rows of a table or tree read: the test data's fit, and what a row shows its neighbours show alike"""
ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole)


def where(widget: QWidget) -> str:
    """A widget as a developer finds it: its class, its name, and the classes it stands in."""
    chain = []
    at: QWidget | None = widget
    while at is not None:
        name = type(at).__name__ + (f"#{at.objectName()}" if at.objectName() else "")
        if not chain or not name.startswith("Q") or at.parentWidget() is None:
            chain.append(name)
        at = at.parentWidget()
    return " in ".join(chain)


def widget_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """(what, text) of one widget's texts a user reads or hears."""
    yield "window title", widget.windowTitle() if widget.isWindow() else ""
    yield "tooltip", widget.toolTip()
    yield "status tip", widget.statusTip()
    yield "accessible name", widget.accessibleName()
    yield "accessible description", widget.accessibleDescription()
    if isinstance(widget, QLabel | QAbstractButton):
        yield "text", widget.text()
    if isinstance(widget, QGroupBox | QMenu):
        yield "title", widget.title()
    if isinstance(widget, QLineEdit | QTextEdit | QPlainTextEdit):
        yield "placeholder", widget.placeholderText()
    if isinstance(widget, QTextEdit | QPlainTextEdit) and widget.isReadOnly():
        yield "text", widget.toPlainText()
    if isinstance(widget, QAbstractSpinBox):
        yield "special value", widget.specialValueText()
    if isinstance(widget, QSpinBox):
        yield "prefix", widget.prefix()
        yield "suffix", widget.suffix()
    if isinstance(widget, QWizardPage):
        yield "title", widget.title()
        yield "subtitle", widget.subTitle()
    if isinstance(widget, QTabBar):
        for index in range(widget.count()):
            yield f"tab {index}", widget.tabText(index)
            yield f"tab {index} tooltip", widget.tabToolTip(index)
    if isinstance(widget, QComboBox):
        for index in range(widget.count()):
            yield f"item {index}", widget.itemText(index)
            yield f"item {index} tooltip", str(widget.itemData(index, Qt.ItemDataRole.ToolTipRole) or "")
    if isinstance(widget, QAbstractItemView) and widget.model() is not None:
        yield from model_texts(widget.model())
    if isinstance(widget, QStatusBar):
        yield "message", widget.currentMessage()
    for action in widget.actions():
        yield from action_texts(action)


def model_texts(
    model: QAbstractItemModel, parent: QModelIndex | None = None, depth: int = 0
) -> Iterator[tuple[str, str]]:
    parent = parent or QModelIndex()
    listed = isinstance(model, QAbstractListModel)  # one column, no children (PySide keeps its columnCount private)
    columns = 1 if listed else model.columnCount(parent)
    if depth == 0:
        for column in range(columns):
            for role in ROLES:
                yield f"header {column}", str(model.headerData(column, Qt.Orientation.Horizontal, role) or "")
    for row in range(min(model.rowCount(parent), ROWS)):
        for column in range(columns):
            index = model.index(row, column, parent)
            for role in ROLES:
                yield f"row {row} column {column}", str(model.data(index, role) or "")
            if depth < 2 and column == 0 and not listed:
                yield from model_texts(model, index, depth + 1)


def action_texts(action: QAction) -> Iterator[tuple[str, str]]:
    yield f"action {action.text()!r}", action.text()
    yield f"action {action.text()!r} tooltip", action.toolTip()
    yield f"action {action.text()!r} status tip", action.statusTip()
    if action.menu() is not None:
        for inner in action.menu().actions():
            yield from action_texts(inner)


def english_on(root: QWidget, english: EnglishLeft) -> list[str]:
    """Each English text left under `root`: what, where, in which language."""
    found: dict[str, str] = {}
    for widget in [root, *root.findChildren(QWidget)]:
        for what, text in widget_texts(widget):
            if text:
                for part in english.found_in(text):
                    found.setdefault(part, f"{where(widget)}, {what}")
    return [f"{english.language}: {part!r} in English ({place})" for part, place in found.items()]


@pytest.fixture(params=TRANSLATED)
def desk_in(request, open_desk):
    desk = open_desk(language=request.param)
    desk.finish_start()
    return desk


def test_the_main_window_and_the_log_window_are_said_in_the_language(qtbot, desk_in, tmp_path):
    desk = desk_in
    english = EnglishLeft(SPEAKER.language, (*NAMES, *DATA), made_in_code=True)
    desk.window.show()
    qtbot.waitExposed(desk.window)
    floor = make_floor(tmp_path / "log" / "floordesk.sqlite3")
    fill(floor)  # rulings of three kinds, one overruled: the list and an incident's page say kinds and statuses
    log = LogWindow(floor.store, overrule=refused_overrule)
    qtbot.addWidget(log)
    log.show()
    log.open_incident(floor.store.incidents.get("2").uid)
    try:
        found = english_on(desk.window, english) + english_on(log, english)
        assert not found, "\n".join(found)
    finally:
        floor.store.close()


def test_every_dialog_is_said_in_the_language(qtbot, desk_in, paths):
    """Each dialog, the Event dialog also as it opens for a new event (its rule set's every label, choice and tooltip
    in both), and the retention period the log states, as the Retention dialog shows it before and after a change."""
    folders = (str(paths.data_dir), str(paths.log_file))  # the About box's: this test's folders, no English
    english = EnglishLeft(SPEAKER.language, (*NAMES, *folders), made_in_code=True)
    staff_of(desk_in)
    window = desk_in.window
    current = window.model.current_event
    # as the window's Event > New builds it, in a stud game under the later TDA practice (the other preset)
    new_event = Event("", 2, "stud", current.chip_set.all_in_play(), (Table("Table 1", 9),), rules=RuleSet.tda_style())
    dialogs = [
        *every_dialog(desk_in, paths),
        EventDialog(new_event, QCoreApplication.translate("EventControls", "New event"), window),
    ]
    admin = next(member for member in desk_in.store.staff.members() if member.role is Role.ADMINISTRATOR)
    desk_in.store.retention.set(7, "the commission asks it", desk_in.store.staff.sign_in(admin.uid, ADMIN_PIN))
    dialogs.append(RetentionDialog(desk_in.store, nobody_signs, window))  # the period set by someone, on a day
    found = []
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        found += english_on(dialog, english)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("kind", WIZARDS)
def test_every_wizard_page_is_said_in_the_language(qtbot, desk_in, kind):
    english = EnglishLeft(SPEAKER.language, (*NAMES, *DATA), made_in_code=True)
    found: dict[str, str] = {}  # each text said once, at the first page it is seen on (the wizard holds them all)
    for wizard in every_wizard_page(qtbot, desk_in, kind):
        if wizard.current_step == "showdown":  # the winners stated, as well as the cards (the page's default)
            wizard.currentPage().mode.choose(ShowdownMode.STATED)
            for problem in english_on(wizard, english):
                found.setdefault(problem, f"{kind}, at {wizard.current_step}, the winners stated: {problem}")
            wizard.currentPage().mode.choose(ShowdownMode.CARDS)
        for problem in english_on(wizard, english):
            found.setdefault(problem, f"{kind}, at {wizard.current_step}: {problem}")
    assert not found, "\n".join(found.values())


def test_a_stud_pot_with_a_tie_to_break_is_said_in_the_language(qtbot, desk_in):
    """The pots wizard in stud hi-lo with Ben and Dmitri tied for low: the tie-break cards' labels and fields say which
    card the rule set means, their refusals, the odd chip once decided and the recommendation after; and the card
    each rule set means is said."""
    english = EnglishLeft(SPEAKER.language, (*NAMES, *DATA), made_in_code=True)
    staff_of(desk_in)
    deal_stud_hi_lo(desk_in)
    wizard, page = state_winners(desk_in, qtbot, high=(1,), low=(2, 5))
    assert page.problems["tie_cards.2.low"].isVisibleTo(page)  # the tie, said beside the cards that break it
    found = english_on(wizard, english)
    page.tie_fields[2, "low"].setText("6c")
    page.tie_fields[5, "low"].setText("6d")
    assert page.odd_chip_preview.text()  # the odd chip decided, beside the cards
    found += english_on(wizard, english)
    next_page(qtbot, wizard)
    assert wizard.current_step == "recommendation"  # the pots drawn, each odd chip with its reason
    found += english_on(wizard, english)
    flow = copy.copy(wizard.flow)
    for scope, low_tie in product(StudHighCardScope, StudLowTieRule):
        flow.rules = replace(flow.rules, stud_high_card_scope=scope, stud_low_tie_rule=low_tie)
        found += [
            f"{scope}, {low_tie}: {part!r}"
            for half in ("high", "low")
            for part in english.found_in(flow.tie_card_label(half))
        ]
    assert not found, "\n".join(sorted(set(found)))


def test_the_sweep_finds_english_left_and_says_where(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    QLabel("Incident log", window).setObjectName("probe")
    assert english_on(window, EnglishLeft("de")) == ["de: 'Incident log' in English (QLabel#probe in QWidget, text)"]


def test_english_made_in_code_is_words_not_an_ids_letters() -> None:
    english = EnglishLeft("de", made_in_code=True)
    assert english.found_in("Cancel the incident of the event") == ["Cancel the incident of the event"]
    assert english.found_in("Vorfall 0cancel1the2incident3of4the5event6") == []  # an id's letters between its digits


def signed_acts_and_questions(desk, floor) -> Iterator[QWidget]:
    """The overrule (its question and its dialog), an event cancelled and altered, the log's correction and void, a
    ruling's void after an undo, a printed report witnessed, footage marked saved, and the message boxes the window
    asks: each over the desk's window, built as the window builds it, on the log `floor` (a footage task first)."""
    window = desk.window
    incident = floor.store.incidents.get("1")
    ruling = RecordedRuling.of(incident)
    yield OverruleAsk(desk.store, desk.session, lambda: None, lambda _number: None, window)
    refusal = window.rulings.overrule_refusal  # the supervisor signed in may not overrule: he is told who may
    assert refusal() is not None
    yield OverruleAsk(desk.store, desk.session, refusal, lambda _number: None, window)
    yield OverruleDialog(ruling, overrule_form(ruling, None), nobody_signs, window)
    for action in EventAction:
        yield EventChangeDialog(window.model.current_event, action, nobody_signs, window)
    yield correct_dialog(window, floor.store, incident, signer_of(None))
    yield amend.void_dialog(window, floor.store, incident, signer_of(None), signer_of(None))
    yield VoidDialog(floor.store, RecordedIncident(incident.uid, incident.number, ""), None, window)
    yield WitnessDialog(floor.store, signer_of(None), window)
    yield MarkSavedDialog(FootageTasks(floor.store), FootageTasks(floor.store).tasks()[0], signer_of(None), window)
    # the message boxes
    yield refuse_before_work(desk.session, desk.store, window, str(refusal()), lambda: None)
    yield build_startup_error_box(STARTUP_PROBLEM, Path("floordesk.log"))
    asked: list[QMessageBox] = []
    with patch.object(QMessageBox, "exec", lambda box: asked.append(box) or 0):
        ask_move(window, MOVE_ASKED)
    yield from asked
    desk.store.drafts.save("d1", "chip-race", {"table": "Table 1"})
    window.rulings.offer_drafts()
    yield window.rulings.draft_offer
    window.rulings.overrule_by_hand = ("Table 1",)
    window.rulings._overruled(window.rulings.tr("Incident #{number} overruled.").format(number=1))
    yield window.rulings.overrule_notice
    yield window.pot_hold.ask_hold()
    window.start_ruling(RulingKind.CHIP_RACE, 2)
    yield window.rulings.wizard._discard_question()
    yield from verify_warnings(floor, window)


def verify_warnings(floor, parent: QWidget) -> Iterator[QMessageBox]:
    """The log window's two warnings after Verify (the search index damaged; a record changed), built as the window
    builds them, on the log `floor`, which they leave damaged."""
    log = LogWindow(floor.store, overrule=refused_overrule)
    log.setParent(parent)
    warned: list[QMessageBox] = []
    static: list[str] = []  # Qt's static boxes, whose texts no sweep reads (and which wait for a click)
    raw = sqlite3.connect(floor.store.path, isolation_level=None)
    try:
        with (
            patch.object(QMessageBox, "exec", lambda box: warned.append(box) or 0),
            patch.object(QMessageBox, "warning", lambda _parent, _title, text, *_buttons: static.append(text)),
        ):
            raw.execute(
                "UPDATE search_index_data SET block = x'00ff00' WHERE id = (SELECT max(id) FROM search_index_data)"
            )
            log.verify_action.trigger()
            drop_guards(raw)
            raw.execute("UPDATE incidents SET narrative = 'No clock was called.' WHERE number = 2")
            log.verify_action.trigger()
    finally:
        raw.close()
    assert not static, static
    assert len(warned) == 2, [box.text() for box in warned]  # the records verify but the index not; then they do not
    yield from warned


def test_the_signed_acts_and_the_questions_asked_are_said_in_the_language(qtbot, desk_in, tmp_path):
    english = EnglishLeft(SPEAKER.language, (*NAMES, *DATA), made_in_code=True)
    staff_of(desk_in)
    floor = make_floor(tmp_path / "log" / "floordesk.sqlite3")
    fill(floor)
    floor.store.incidents.record(floor.draft(dispute=DISPUTE), floor.supervisor, floor.manager)
    found: dict[str, str] = {}
    try:
        for dialog in signed_acts_and_questions(desk_in, floor):
            assert dialog is not None
            qtbot.addWidget(dialog)
            for problem in english_on(dialog, english):
                found.setdefault(problem, f"{type(dialog).__name__}: {problem}")
    finally:
        floor.store.close()
    assert not found, "\n".join(found.values())


SERVER, REFUSAL = "floor/floordesk", "a fork in the chain of north"
"""the test's server, and a refusal as the store would have said it (in the language: tests/store/server's to check)"""


def test_the_floor_servers_state_is_said_in_the_language(qtbot, desk_in, paths):
    """The status bar's word, its tooltip and the details box, for each outcome: the server unreachable before any
    contact, records received, records waiting while nobody is signed in, records refused, and the server unreachable
    since with records waiting."""
    english = EnglishLeft(SPEAKER.language, (*NAMES, *DATA, SERVER, REFUSAL), made_in_code=True)
    status = SyncStatus(REFUSED_PORT, paths.database, desk_in.session, desk_in.window)
    outcomes = (
        Unreachable("timeout"),
        SyncReport(SERVER, sent=3, received=4, devices=["north"]),
        SyncReport(SERVER, waiting_to_send=2, waiting_to_receive=3),
        SyncReport(SERVER, refused=[REFUSAL], waiting_to_send=1),
        Unreachable("timeout", waiting=2),
    )
    found: dict[str, str] = {}
    try:
        for index, outcome in enumerate(outcomes):
            status.finished.emit(REFUSED_PORT, outcome)
            box = status.show_details()
            for problem in english_on(status.label, english) + english_on(box, english):
                found.setdefault(problem, f"after outcome {index} ({type(outcome).__name__}): {problem}")
            box.close()
    finally:
        status.close()
    assert not found, "\n".join(found.values())


def drawn_on_the_table(view: QGraphicsView) -> list[tuple[str, str]]:
    """(what, text) of what the table's view shows: each text its items draw (QPainter.drawText, read as the view
    paints itself) and each item's tooltip."""
    drawn: list[tuple[str, str]] = []
    draw = QPainter.drawText

    def reading(painter: QPainter, *arguments: object) -> None:
        drawn.extend(("drawn", argument) for argument in arguments if isinstance(argument, str))
        draw(painter, *arguments)

    with patch.object(QPainter, "drawText", reading):
        view.grab()
    tips = [(f"{type(item).__name__} tooltip", item.toolTip()) for item in view.scene().items() if item.toolTip()]
    return drawn + tips


def test_the_table_is_drawn_in_the_language(qtbot, desk_in):
    """The seats' plates (names, counts, tags), the markers, the pot and the felt, in a hand with a seat absent, one
    folded and one on penalty."""
    window = desk_in.window
    window.show()
    qtbot.waitExposed(window)
    table = window.model.table_names()[0]
    operations = window.operations
    assert operations.next_hand(table)
    assert operations.set_absent(table, 3, True)
    assert operations.fold(table, 6), operations.last_refusal
    assert operations.penalise(table, 5, 2)
    english = EnglishLeft(SPEAKER.language, (*NAMES, *DATA), made_in_code=True)
    read = drawn_on_the_table(window.table_view)
    assert ("drawn", "Ana Ribeiro") in read  # the plates' own texts are read, not only tooltips
    found = {
        f"{english.language}: {part!r} in English (the table, {what})"
        for what, text in read
        for part in english.found_in(text)
    }
    assert not found, "\n".join(sorted(found))
