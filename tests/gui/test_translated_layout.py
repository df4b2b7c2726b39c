"""Every wizard page and dialog laid out in each language at 1280x800: no text cut, no window past the screen.

German is the longest. A label that does not wrap must get its whole text's width, one that wraps the height
its text needs at its width, a button its text's width; a window at most 1280x800 (a dialog: less the title
bar). Texts that are elided on purpose (ElidedLabel: names, with the whole text in a tooltip) and what sits in
a scroll area (it scrolls) are not cut.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QAbstractButton, QLabel, QScrollArea, QWidget, QWizard

from floordesk.core.ruling import RulingKind
from floordesk.gui.dialogs.about import build_about_box
from floordesk.gui.dialogs.event_dialog import EventDialog
from floordesk.gui.dialogs.floor_server import FloorServerDialog, ThisLaptop
from floordesk.gui.dialogs.new_table import NewTableDialog
from floordesk.gui.dialogs.problems import CrashDialog
from floordesk.gui.dialogs.rule_book import RuleBookDialog
from floordesk.gui.dialogs.sign_in import FirstAdministratorForm, SignInForm
from floordesk.gui.dialogs.staff import StaffWindow
from floordesk.gui.elided_label import ElidedLabel
from floordesk.gui.log_window.audit_pack import AuditPackDialog
from floordesk.gui.log_window.house import HouseDialog
from floordesk.gui.log_window.retention import RetentionDialog
from floordesk.gui.wizards.wizard import RulingWizard
from floordesk.i18n import LANGUAGES
from tests.gui.wizards.test_pots_pages import put_in
from tests.gui.wizards.test_rulings import staff_of

SCREEN = (1280, 800)
DEPTH = {"chip-race": 6, "found-chips": 1, "pots": 3, "clock": 3, "button": 4, "penalty": 4}
TITLE_BAR = 40
LANGUAGE_CODES = list(LANGUAGES)


def every_dialog(desk, paths) -> list[QWidget]:
    """One of each of FloorDesk's dialogs, over the desk's window (the accessibility test reads them too)."""
    window = desk.window
    return [
        # titled as the window titles them, in the language spoken
        EventDialog(window.model.current_event, QCoreApplication.translate("EventControls", "Event"), window),
        NewTableDialog(["Table 1"], lambda name: name, window),
        FloorServerDialog(lambda: ThisLaptop("laptop-1", "Ada's laptop", None), lambda _dsn: None, window),
        StaffWindow(desk.store.staff, desk.session, desk.preferences, window),
        RuleBookDialog(window),
        build_about_box(paths, window),
        SignInForm(desk.session, desk.store.staff.members(), window),
        FirstAdministratorForm(desk.session, window),
        CrashDialog(RuntimeError("a test"), Path("floordesk.log"), window),
        AuditPackDialog(desk.store, nobody_signs, window),
        RetentionDialog(desk.store, nobody_signs, window),
        HouseDialog(desk.store, nobody_signs, window),
    ]


def scrolled(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def cut_texts(root: QWidget) -> list[str]:
    """The texts under `root` (shown) that do not get the room they need."""
    cut = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) or isinstance(widget, ElidedLabel) or scrolled(widget):
            continue
        if isinstance(widget, QLabel) and widget.text():
            if widget.wordWrap():
                needed = widget.heightForWidth(widget.width())
                if needed > widget.height() + 1:
                    cut.append(f"{widget.text()[:60]!r}: {needed} px high needed, {widget.height()} given")
            elif widget.minimumSizeHint().width() > widget.width() + 1:
                cut.append(
                    f"{widget.text()[:60]!r}: {widget.minimumSizeHint().width()} px wide, {widget.width()} given"
                )
        elif isinstance(widget, QAbstractButton) and widget.text() and widget.sizeHint().width() > widget.width() + 1:
            cut.append(f"button {widget.text()!r}: {widget.sizeHint().width()} px wide, {widget.width()} given")
    return cut


def fits(window: QWidget, *, dialog: bool) -> list[str]:
    width, height = SCREEN[0], SCREEN[1] - (TITLE_BAR if dialog else 0)
    size = window.size()
    if size.width() > width or size.height() > height:
        return [f"{window.windowTitle()!r} is {size.width()}x{size.height()}, past {width}x{height}"]
    return []


def laid_out(qtbot, window: QWidget, *, dialog: bool = True) -> list[str]:
    """`window` at the size it asks for on a 1280x800 screen (a dialog) or at 1280x800 (the main window).

    Not adjustSize(): it bounds a window to two thirds of the test platform's own screen (800x600).
    """
    window.show()
    qtbot.waitExposed(window)
    screen = QSize(SCREEN[0], SCREEN[1] - (TITLE_BAR if dialog else 0))
    window.resize(window.sizeHint().expandedTo(window.minimumSizeHint()).boundedTo(screen) if dialog else screen)
    qtbot.wait(10)
    grown = window.minimumSizeHint()
    past = [] if grown.boundedTo(screen) == grown else [f"{window.windowTitle()!r} needs at least {grown.toTuple()}"]
    return past + fits(window, dialog=dialog) + cut_texts(window)


def nobody_signs(_parent: QWidget, _title: str) -> None:
    """A signature asked for and cancelled: the dialogs are only laid out."""


@pytest.fixture(params=LANGUAGE_CODES)
def desk_in(request, open_desk):
    desk = open_desk(language=request.param)
    desk.finish_start()
    return desk


def test_the_main_window_fits_1280x800(qtbot, desk_in):
    assert laid_out(qtbot, desk_in.window, dialog=False) == []


def test_every_dialog_fits_and_cuts_no_text(qtbot, desk_in, paths):
    desk = desk_in
    staff_of(desk)
    dialogs = every_dialog(desk, paths)
    problems = []
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        problems += [f"{type(dialog).__name__}: {problem}" for problem in laid_out(qtbot, dialog)]
        dialog.hide()
    assert problems == []


WIZARDS = [kind.value for kind in RulingKind if kind.value in DEPTH]


def every_wizard_page(qtbot, desk, kind: str) -> Iterator[RulingWizard]:
    """`kind`'s wizard started at seat 2, at each page Next reaches with the table's own answers (the signature
    at most); the wizard is left open at the last."""
    staff_of(desk)
    if kind == "pots":
        assert desk.window.operations.change("Table 1", "the hand", put_in)  # as the pots wizard's own tests
    desk.window.start_ruling(RulingKind(kind), 2)
    wizard = desk.window.rulings.wizard
    assert wizard is not None
    qtbot.waitExposed(wizard)
    seen: list[str] = []
    # Next goes on while the page's answers (as the table gives them) are accepted, up to the signature.
    while wizard.current_step not in seen:
        seen.append(wizard.current_step)
        yield wizard
        if wizard.current_step == "signature":
            break
        wizard.button(QWizard.WizardButton.NextButton).click()


@pytest.mark.parametrize("kind", WIZARDS)
def test_every_wizard_page_fits_and_cuts_no_text(qtbot, desk_in, kind):
    problems: list[str] = []
    seen: list[str] = []
    for wizard in every_wizard_page(qtbot, desk_in, kind):
        seen.append(wizard.current_step)
        problems += [f"{kind} {wizard.current_step}: {problem}" for problem in laid_out(qtbot, wizard)]
    # As far as the table's own answers go: chips found need a colour-up before them (their situation page is
    # laid out), the pots stop at the cards to enter, the clock at its running countdown; the chip race, the
    # button and the penalty reach the signature. The pages after are the same classes in every wizard.
    assert len(seen) >= DEPTH[kind], (seen, wizard.currentPage().page_problem.text())
    assert problems == []


def test_the_check_sees_a_cut_label_and_a_window_past_the_screen(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    squeezed = QLabel("Die Zeitmessung beginnt, wenn Sie weitergehen", window)
    squeezed.setGeometry(0, 0, 40, 20)
    wrapped = QLabel("Ein langer Satz, der umbricht und mehr Zeilen braucht, als er bekommt. " * 3, window)
    wrapped.setWordWrap(True)
    wrapped.setGeometry(0, 30, 120, 20)
    window.resize(1400, 300)
    window.show()
    qtbot.waitExposed(window)
    problems = fits(window, dialog=False) + cut_texts(window)
    assert len(problems) == 3
    assert "past 1280x800" in problems[0]
