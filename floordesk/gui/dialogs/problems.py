"""GUI: the messages that report a problem: an unexpected error, or data FloorDesk cannot open.

They are plain QMessageBoxes built by code, so tests can read them without a modal loop.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from floordesk.i18n import noop

# True because the store runs in autocommit mode: every write is committed
# when it is made (tests/gui/test_app.py checks the connection FloorDesk opens).
DATA_SAFE = noop(
    "problems",
    "Nothing that was saved is lost: FloorDesk writes every change to its database the moment it is made.",
)


def describe_exception(error: BaseException) -> str:
    """One line naming what went wrong, e.g. "ValueError: seat 12 is outside this table"."""
    message = " ".join(str(error).split())
    return f"{type(error).__name__}: {message}" if message else type(error).__name__


class CrashDialog(QMessageBox):
    """GUI: the report of an unhandled exception, with "Keep working" and "Quit FloorDesk"."""

    def __init__(self, error: BaseException, log_file: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Critical)
        self.setWindowTitle(self.tr("FloorDesk: unexpected problem"))
        self.setText(self.tr("FloorDesk ran into an unexpected problem and could not finish what it was doing."))
        self.setInformativeText(
            self.tr(
                "What happened: {describe_exception}\n\n{DATA_SAFE}\n\nThe details are in the log file:\n{log_file}\n"
                "Please pass that file on to whoever looks after FloorDesk."
            ).format(
                describe_exception=describe_exception(error),
                DATA_SAFE=QCoreApplication.translate("problems", DATA_SAFE),
                log_file=log_file,
            )
        )
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.keep_button = self.addButton(self.tr("Keep working"), QMessageBox.ButtonRole.AcceptRole)
        self.quit_button = self.addButton(self.tr("Quit FloorDesk"), QMessageBox.ButtonRole.DestructiveRole)
        self.setDefaultButton(self.keep_button)


def build_startup_error_box(reason: str, log_file: Path | None) -> QMessageBox:
    """The message shown when FloorDesk cannot start (its database or folders cannot be used)."""
    box = QMessageBox(
        QMessageBox.Icon.Critical,
        QCoreApplication.translate("problems", "FloorDesk cannot start"),
        QCoreApplication.translate("problems", "FloorDesk cannot open its data."),
    )
    where = (
        "\n\n" + QCoreApplication.translate("problems", "The log file is {log_file}").format(log_file=log_file)
        if log_file is not None
        else ""
    )
    box.setInformativeText(f"{reason}{where}")
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return box
