"""The incident log window: paging, search, filters, sorting, the detail, and amending and printing from it."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QModelIndex, Qt, QTimer, QUrl
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QLineEdit

from floordesk.gui.log_window.amend import AmendDialog
from floordesk.gui.log_window.model import NUMBER, PAGE, TIME
from floordesk.gui.log_window.signing import SignatureDialog
from floordesk.gui.log_window.window import LogWindow
from floordesk.reports.content import PLAYER_LINK
from floordesk.store.incidents import Party
from tests.gui.log_window.conftest import signer_of, type_into
from tests.reports.conftest import record_every_kind
from tests.store.conftest import Floor


def numbers(window: LogWindow) -> list[int]:
    return [window.model.summary(row).number for row in range(window.model.rowCount())]


def test_a_large_log_opens_on_one_page_and_pages_as_it_scrolls(qtbot, floor: Floor, open_window) -> None:
    for index in range(PAGE * 2 + 30):
        floor.record(narrative=f"Colour-up {index}.")
    window = open_window()
    assert window.model.rowCount() == PAGE  # only the first page was read
    assert numbers(window)[:3] == [230, 229, 228]
    while window.model.canFetchMore(QModelIndex()):
        window.table.scrollToBottom()
        QApplication.processEvents()
    assert numbers(window) == list(range(230, 0, -1))  # every incident once, newest first, no gap
    assert window.statusBar().currentMessage() == "230 incidents shown"


def test_search_and_every_filter(qtbot, floor: Floor, open_window) -> None:
    recorded = record_every_kind(floor)
    window = open_window()
    assert window.model.rowCount() == len(recorded)
    qtbot.keyClicks(window.filters.search, "clock")
    qtbot.waitUntil(lambda: numbers(window) == [recorded["clock"].number])
    window.filters.search.clear()
    qtbot.waitUntil(lambda: window.model.rowCount() == len(recorded))
    window.filters.kind.setCurrentIndex(window.filters.kind.findData("penalty"))
    assert numbers(window) == [recorded["penalty"].number]
    window.filters.kind.setCurrentIndex(0)
    window.filters.rule.setCurrentIndex(window.filters.rule.findData(46))
    assert sorted(numbers(window)) == sorted([recorded["chip-race"].number, recorded["found-chips"].number])
    window.filters.rule.setCurrentIndex(0)
    qtbot.keyClicks(window.filters.player, "nobody at all")
    qtbot.waitUntil(lambda: window.model.rowCount() == 0)
    assert window.filters.problem.text() == "This log has no player 'nobody at all'."
    window.filters.player.clear()
    qtbot.keyClicks(window.filters.staff, "Sam Supervisor")
    qtbot.waitUntil(lambda: window.model.rowCount() == len(recorded) and not window.filters.problem.text())
    window.filters.until.setDate(window.filters.until.date().fromString("2009-05-31", "yyyy-MM-dd"))
    assert window.model.rowCount() == 0
    window.filters.until.setDate(window.filters.until.date().fromString("2009-06-02", "yyyy-MM-dd"))
    assert window.model.rowCount() == len(recorded)


def test_sorting_by_number_and_time(qtbot, floor: Floor, open_window) -> None:
    for _ in range(5):
        floor.record()
    window = open_window()
    window.table.sortByColumn(NUMBER, Qt.SortOrder.AscendingOrder)
    assert numbers(window) == [1, 2, 3, 4, 5]
    window.table.sortByColumn(TIME, Qt.SortOrder.DescendingOrder)
    assert numbers(window) == [5, 4, 3, 2, 1]
    window.table.sortByColumn(TIME, Qt.SortOrder.AscendingOrder)
    assert numbers(window) == [1, 2, 3, 4, 5]


def test_the_detail_shows_the_whole_ruling_verified_and_a_name_opens_his_history(
    qtbot, floor: Floor, open_window
) -> None:
    recorded = record_every_kind(floor)
    ana, ben, _chen = floor.players
    floor.record(narrative="Ben alone.", parties=[Party(4, ben)])
    window = open_window()
    window.table.selectRow(numbers(window).index(recorded["clock"].number))
    detail = window.detail
    shown = detail.text.toPlainText()
    assert f"Incident report #{recorded['clock'].number}" in shown
    assert "Clock requested" in shown
    assert "Calling-for-clock procedures" in shown
    assert detail.verification.text().startswith("Verified: incident #")
    assert detail.print_button.isEnabled()
    detail.text.anchorClicked.emit(QUrl(PLAYER_LINK + ana))
    assert window.filters.player.text() == "Ana Ribeiro"
    assert window.filters.event_name.text() == "#12"
    assert window.model.rowCount() == len(recorded)  # every ruling of the fixture involves Ana; "Ben alone" not
    assert all("Ana Ribeiro" in window.model.summary(row).parties for row in range(window.model.rowCount()))


def fill_and_accept(qtbot, values: dict[str, str]) -> None:
    """Fill the modal amendment dialog that is about to open, and press OK."""

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, AmendDialog)
        type_into(dialog, values)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        if dialog.isVisible():  # refused: say why in the test, then give up
            messages = [label.text() for label in (*dialog.problems.values(), dialog.general) if label.text()]
            dialog.reject()
            raise AssertionError(messages)

    QTimer.singleShot(0, fill)


def test_correct_from_the_detail(qtbot, floor: Floor, open_window) -> None:
    recorded = floor.record(narrative="First words.")
    window = open_window(signer=floor.supervisor)
    window.table.selectRow(0)
    fill_and_accept(qtbot, {"narrative": "Better words.", "reason": "Typo"})
    window.detail.correct_button.click()
    incident = floor.store.incidents.get(recorded.uid)
    assert incident.narrative == "Better words."
    assert [(a.kind, a.reason, a.by) for a in incident.amendments] == [("correction", "Typo", "Sam Supervisor")]
    assert window.model.summary(0).status == "amended"
    assert "Better words." in window.detail.text.toPlainText()


def test_void_with_a_second_signature_from_the_detail(qtbot, floor: Floor, open_window) -> None:
    first = floor.record(narrative="To be voided.")
    window = open_window(signer=floor.manager, second=floor.td)
    window.table.selectRow(numbers(window).index(first.number))
    fill_and_accept(qtbot, {"reason": "Entered twice"})
    window.detail.void_button.click()
    voided = floor.store.incidents.get(first.uid)
    assert voided.voided
    assert (voided.amendments[0].by, voided.amendments[0].second_staff) == ("Mia Manager", "Tom Director")
    assert not window.detail.correct_button.isEnabled()  # a voided ruling cannot be amended


def test_the_detail_overrules_through_the_overrule_it_was_given(qtbot, floor: Floor) -> None:
    """No overrule of its own (its free-text decision skipped rule 44's form): the window's, for the chosen
    incident; once that dialog is accepted, the list shows the incident anew."""
    recorded = floor.record(kind="clock", rule=49, narrative="To be overruled.")
    dialog = QDialog()
    qtbot.addWidget(dialog)
    asked: list[str] = []
    window = LogWindow(floor.store, overrule=lambda uid: asked.append(uid) or dialog, signer=signer_of(floor.td))
    qtbot.addWidget(window)
    window.table.selectRow(0)
    window.detail.overrule_button.click()
    assert asked == [recorded.uid]
    floor.store.incidents.overrule(recorded.uid, {"hand": "live"}, "seen on video", floor.td)
    dialog.accept()
    assert "OVERRULED" in window.detail.text.toPlainText()


def test_the_main_window_opens_the_log_with_ctrl_shift_l(open_desk) -> None:
    desk = open_desk()
    action = desk.window.incident_log_action
    assert action.shortcut().toString() == "Ctrl+Shift+L"
    assert action.isEnabled()
    assert desk.window.large_text_action.shortcut().toString() != "Ctrl+Shift+L"
    action.trigger()
    log = desk.window.side_windows.show_incident_log()
    assert isinstance(log, LogWindow)
    assert log.isVisible()
    assert log.model.rowCount() == 0
    line = log.filters.search
    assert isinstance(line, QLineEdit)


@pytest.mark.parametrize("chains", ["checked here", "checked in a second process"])
def test_verify_from_the_window_and_cancel_it(qtbot, floor: Floor, open_window, monkeypatch, chains: str) -> None:
    from floordesk.gui.log_window import printing
    from floordesk.store import verify

    if chains == "checked in a second process":
        monkeypatch.setattr(verify, "_SECOND_PROCESS_FROM_BYTES", 0)  # as a big log's are
    for _ in range(3):
        floor.record()
    window = open_window()
    window.verify_action.trigger()
    records = floor.connection.execute("SELECT count(*) FROM chain").fetchone()[0]
    assert window.statusBar().currentMessage() == f"All {records:,} records verify."

    def cancelled(self) -> bool:
        self.dialog.cancel()
        return False

    monkeypatch.setattr(printing.ProgressWindow, "alive", cancelled)
    window.verify_action.trigger()
    assert window.statusBar().currentMessage() == "Verification cancelled."
    assert floor.store.verify().ok  # the connection works on after the interruption


def test_verify_from_the_window_says_a_damaged_search_index_and_how_to_rebuild_it(
    qtbot, floor: Floor, open_window, monkeypatch
) -> None:
    import sqlite3

    from floordesk.gui.log_window import window as window_module

    floor.record()
    raw = sqlite3.connect(floor.store.path, isolation_level=None)
    raw.execute("UPDATE search_index_data SET block = x'00ff00' WHERE id = (SELECT max(id) FROM search_index_data)")
    raw.close()
    warned: list[str] = []
    monkeypatch.setattr(window_module.QMessageBox, "exec", lambda box: warned.append(box.text()))
    window = open_window()
    window.verify_action.trigger()
    assert len(warned) == 1
    assert warned[0].startswith("The records verify, but the full-text index is damaged or out of step")
    assert warned[0].endswith("`floordesk log reindex`.")


def test_the_detail_is_readable_in_the_dark_theme(qtbot, qapp, floor: Floor, open_window) -> None:
    """Every colour the detail draws text in stands out from its page (WCAG AA, 4.5:1), in either theme."""
    from PySide6.QtGui import QPalette, QTextCharFormat

    from floordesk.gui.theme import DARK, LIGHT
    from tests.gui.test_theme import contrast

    recorded = floor.record(kind="clock", rule=49, decision={"hand": "dead"}, departure_reason="stalling")
    floor.store.incidents.overrule(recorded.uid, {"hand": "live"}, "the TD saw it", floor.td)
    floor.store.incidents.void(recorded.uid, "entered twice", floor.manager, floor.supervisor)  # VOIDED in red
    window = open_window()
    window.table.selectRow(0)
    floor.store.close()  # a change of theme draws the ruling shown again without reading the log
    for theme in (DARK, LIGHT):
        common = theme.build_palette()
        qapp.setPalette(common)
        for class_name, palette in theme.class_palettes(common):
            qapp.setPalette(palette, class_name)
        qapp.processEvents()  # the new palette reaches the widgets
        page = window.detail.text.viewport().palette().color(QPalette.ColorRole.Base)
        block = window.detail.text.document().begin()
        drawn: set[str] = set()
        while block.isValid():
            fragments = block.begin()
            while not fragments.atEnd():
                fragment = fragments.fragment()
                if fragment.text().strip():
                    form: QTextCharFormat = fragment.charFormat()
                    colour = form.foreground().color() if form.hasProperty(form.Property.ForegroundBrush) else None
                    drawn.add((colour or window.detail.text.palette().color(QPalette.ColorRole.Text)).name())
                fragments += 1
            block = block.next()
        unreadable = {colour for colour in drawn if contrast(QColor(colour), page) < 4.5}
        assert not unreadable, (theme.name, page.name(), unreadable)


def test_the_keyboard_reaches_the_detail_and_its_buttons_from_the_list(qtbot, floor: Floor, open_window) -> None:
    """Tab goes from the list to the ruling and its buttons (not cell by cell through every row of the page);
    Alt and a button's letter press it."""
    floor.record()
    floor.record()
    window = open_window(floor.supervisor)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # shortcuts (Alt+C) only work in the active window
    window.table.setFocus()
    qtbot.waitUntil(window.table.hasFocus)
    qtbot.keyClick(window.table, Qt.Key.Key_Down)
    qtbot.keyClick(window.table, Qt.Key.Key_Down)
    assert window.detail.incident is not None
    qtbot.keyClick(window.table, Qt.Key.Key_Tab)
    assert window.detail.text.hasFocus()
    for _ in range(5):  # past the ruling's links (its players' names)
        if window.detail.correct_button.hasFocus():
            break
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert window.detail.correct_button.hasFocus()
    pressed: list[str] = []
    for name, button in (
        ("correct", window.detail.correct_button),
        ("void", window.detail.void_button),
        ("overrule", window.detail.overrule_button),
        ("print", window.detail.print_button),
        ("pdf", window.detail.pdf_button),
    ):
        button.clicked.disconnect()
        button.clicked.connect(lambda _checked=False, name=name: pressed.append(name))
    for key in (Qt.Key.Key_C, Qt.Key.Key_V, Qt.Key.Key_O, Qt.Key.Key_P, Qt.Key.Key_D):
        qtbot.keyClick(window, key, Qt.KeyboardModifier.AltModifier)
        qtbot.wait(200)  # a mnemonic's button clicks itself a moment later (Qt animates the press)
    assert pressed == ["correct", "void", "overrule", "print", "pdf"]


def test_a_finger_can_press_every_button_of_the_log_window_and_its_dialogs(qtbot, floor: Floor, open_window) -> None:
    from PySide6.QtWidgets import QPushButton

    from floordesk.gui.log_window.amend import correct_dialog, void_dialog
    from floordesk.gui.log_window.witness import WitnessDialog
    from floordesk.gui.touch import TOUCH_PX

    recorded = floor.record()
    window = open_window()
    window.table.selectRow(0)
    incident = floor.store.incidents.get(recorded.uid)
    dialogs = [
        correct_dialog(window, floor.store, incident, signer_of(None)),
        void_dialog(window, floor.store, incident, signer_of(None), signer_of(None)),
        SignatureDialog(floor.store, "Sign", window),
        WitnessDialog(floor.store, signer_of(None), window),
    ]
    for dialog in dialogs:
        dialog.show()
    small = [
        (button.text(), button.height())
        for host in (window, *dialogs)
        for button in host.findChildren(QPushButton)
        if button.isVisible() and button.height() < TOUCH_PX
    ]
    pin = dialogs[2].pin  # type: ignore[attr-defined]
    assert not small
    assert pin.height() >= TOUCH_PX
    for dialog in dialogs:
        dialog.reject()


def test_a_shift_report_without_its_days_covers_the_current_shift(
    qtbot, floor: Floor, open_window, monkeypatch
) -> None:
    from floordesk.gui.log_window import window as log_window

    floor.record()
    window = open_window()
    previewed: list[str] = []
    monkeypatch.setattr(log_window, "preview_document", lambda _parent, document: previewed.append(document.html))
    window.shift_report_action.trigger()
    today = QDate.currentDate()
    assert window.filters.until.date() == today
    assert window.filters.since.date() in (today, today.addDays(-1))
    assert len(previewed) == 1
    # a night shift: before six in the morning it began the day before
    window.filters.since.setDate(window.filters.since.minimumDate())
    window.filters.choose_current_shift(datetime(2026, 12, 2, 3, 15))
    assert window.filters.since.date() == QDate(2026, 12, 1)


def test_one_incident_shown_is_said_in_the_singular(qtbot, floor: Floor, open_window) -> None:
    floor.record()
    window = open_window()
    assert window.statusBar().currentMessage() == "1 incident shown"


def test_save_pdf_opens_in_the_documents_folder(qtbot, floor: Floor, open_window, monkeypatch) -> None:
    from PySide6.QtCore import QStandardPaths
    from PySide6.QtWidgets import QFileDialog

    floor.record()
    window = open_window()
    window.table.selectRow(0)
    asked: list[str] = []

    def cancel(_parent, _title, suggested, _filter):
        asked.append(suggested)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", cancel)
    window.save_incident_pdf()
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert Path(asked[0]) == Path(documents) / "incident-1.pdf"


def test_a_shift_report_of_the_filtered_event_names_it(qtbot, floor: Floor, open_window, monkeypatch) -> None:
    from floordesk.gui.log_window import window as log_window

    floor.record()
    window = open_window()
    previewed: list[str] = []
    monkeypatch.setattr(log_window, "preview_document", lambda _parent, document: previewed.append(document.html))
    for text, field in (("2009-06-01", window.filters.since), ("2009-06-02", window.filters.until)):
        field.setDate(field.date().fromString(text, "yyyy-MM-dd"))
    qtbot.keyClicks(window.filters.event_name, "12")
    qtbot.waitUntil(lambda: window.model.query.events is not None)
    window.shift_report_action.trigger()
    assert len(previewed) == 1
    assert "Event #12 No-Limit Hold&#x27;em" in previewed[0]


def test_at_1200_px_the_list_shows_rule_kind_and_players_without_scrolling(qtbot, floor: Floor, open_window) -> None:
    from floordesk.gui.log_window.model import COLUMNS

    floor.record()
    window = open_window()
    window.resize(1200, 760)
    qtbot.waitUntil(lambda: window.width() == 1200)
    width = window.table.viewport().width()
    for title in ("Rule", "Kind", "Seats and players"):
        column = COLUMNS.index(title)
        left = window.table.columnViewportPosition(column)
        assert left >= 0, title
        assert left + window.table.columnWidth(column) <= width, (title, left, width)


def test_the_detail_breaks_no_heading_inside_a_word_nor_a_date_and_an_overrule_reads_as_words(
    qtbot, floor: Floor, open_window
) -> None:
    from PySide6.QtGui import QTextDocument

    recorded = record_every_kind(floor)
    race = recorded["chip-race"]
    floor.store.incidents.overrule(race.uid, {"stacks_after": {"Ana Ribeiro": {"100": 12}}}, "Recount", floor.td)
    window = open_window()
    window.resize(1200, 760)
    window.detail.show_incident(race.uid)
    document = window.detail.text.document()

    def lines_holding(words: str) -> list[str]:
        found = document.find(words, 0, QTextDocument.FindFlag.FindCaseSensitively)
        assert not found.isNull(), words
        block, layout = found.block(), found.block().layout()
        lines = (layout.lineAt(n) for n in range(layout.lineCount()))
        return [block.text()[line.textStart() : line.textStart() + line.textLength()] for line in lines]

    for heading in ("Seat", "Exchanged"):
        assert lines_holding(heading) == [heading]
    recorded_at = floor.store.incidents.get(race.uid).recorded_local[:19].replace("T", "\N{NO-BREAK SPACE}")
    # (Qt's find takes a no-break space for a space; the line holds it as typed)
    assert any(recorded_at in line for line in lines_holding(recorded_at.replace("\N{NO-BREAK SPACE}", " ")))
    changes = window.detail.text.toPlainText().partition("Amendments and overrules")[2]
    assert "The decision in force, shown under Decision." in changes
    assert "stacks after" not in changes.lower()
