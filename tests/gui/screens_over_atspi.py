"""Opens FloorDesk's real window, every dialog, the log window and every ruling wizard's pages, and has each read
through AT-SPI as a screen reader reads it; writes what it read as JSON to the file named by its argument.

Run by tests/gui/test_screen_reader.py under Xvfb and a session bus of its own. The reader is
`atspi_reader.py`, run by the system's Python (the project's environment cannot reach Debian's bindings) while
this process's event loop keeps answering its questions.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QEventLoop, QProcess, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget, QWizard

from floordesk.app_paths import AppPaths
from floordesk.core.ruling import RulingKind
from floordesk.gui.app import application, compose
from tests.gui.test_translated_layout import every_dialog
from tests.gui.wizards.test_pots_pages import put_in
from tests.gui.wizards.test_rulings import staff_of

READER = Path(__file__).with_name("atspi_reader.py")
SYSTEM_PYTHON = "/usr/bin/python3"
WIZARDS = ("chip-race", "found-chips", "pots", "clock", "button", "penalty")


def settle(milliseconds: int = 150) -> None:
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def read_tree() -> dict[str, object]:
    """This process's accessibility tree, read by the AT-SPI reader while the event loop answers it."""
    settle()
    reader = QProcess()
    loop = QEventLoop()
    reader.finished.connect(loop.quit)
    reader.start(SYSTEM_PYTHON, [str(READER), str(os.getpid())])
    loop.exec()
    if reader.exitCode() != 0:
        raise RuntimeError(bytes(reader.readAllStandardError().data()).decode())
    tree: dict[str, object] = json.loads(bytes(reader.readAllStandardOutput().data()))
    return tree


def shown(widget: QWidget) -> QWidget:
    widget.show()
    settle()
    return widget


def screens(data: Path) -> list[dict[str, object]]:
    """(screen, tree) for every screen, read one after the other (a wizard replaces the one before)."""
    app = application()
    paths = AppPaths.under(data)
    paths.create()
    desk = compose(app, paths)
    window = desk.window
    window.show()
    desk.finish_start()
    staff_of(desk)
    read = [{"screen": "main window", "tree": read_tree()}]
    first_administrator = QApplication.activeModalWidget()  # shown at a first start; staff_of made one
    if first_administrator is not None:
        first_administrator.close()
    view = window.tabs.current_view
    assert view is not None
    window.activateWindow()
    settle()
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_3)
    read.append({"screen": "main window, seat 3 selected", "tree": read_tree()})
    dialogs = [*every_dialog(desk, paths), desk.window.side_windows.show_incident_log()]
    for dialog in dialogs:
        shown(dialog)
        read.append({"screen": type(dialog).__name__, "tree": read_tree()})
        dialog.hide()
    assert window.operations.change("Table 1", "the hand", put_in)
    for kind in WIZARDS:
        window.start_ruling(RulingKind(kind), 2)
        wizard = window.rulings.wizard
        assert wizard is not None
        seen: list[str] = []
        while wizard.current_step not in seen and wizard.isVisible():
            seen.append(wizard.current_step)
            read.append({"screen": f"{kind} wizard: {wizard.current_step}", "tree": read_tree()})
            if wizard.current_step == "signature":
                break
            wizard.button(QWizard.WizardButton.NextButton).click()
            settle(50)
        QWizard.reject(wizard)  # without the question whether to discard the answers given
        settle(50)
    desk.close()
    return read


def main() -> int:
    with tempfile.TemporaryDirectory() as data:
        found = screens(Path(data))
    Path(sys.argv[1]).write_text(json.dumps(found))
    return 0


if __name__ == "__main__":
    sys.exit(main())
