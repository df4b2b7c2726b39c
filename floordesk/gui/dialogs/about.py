"""GUI: the About box: version, the rules edition FloorDesk implements, and where its files are."""

from __future__ import annotations

from html import escape

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, qVersion
from PySide6.QtWidgets import QMessageBox, QWidget

from floordesk import RULES_EDITION, __version__
from floordesk.app_paths import AppPaths


def about_text(paths: AppPaths) -> str:
    return QCoreApplication.translate(
        "about",
        "<h3>FloorDesk {version}</h3>"
        "<p>The tournament floor supervisor's desk.</p>"
        "<p><b>Rules:</b> {rules}.<br>"
        "Rules 44 to 51 are quoted from the 2009 rule book; "
        "the text of rule 52 (penalties) was not found, so FloorDesk follows a documented reconstruction.</p>"
        "<p><b>Data:</b> {data}<br>"
        "<b>Log file:</b> {log}</p>"
        "<p>Qt {qt}, PySide6 {pyside}</p>",
    ).format(
        version=escape(__version__),
        rules=escape(RULES_EDITION),
        data=escape(str(paths.data_dir)),
        log=escape(str(paths.log_file)),
        qt=escape(qVersion()),
        pyside=escape(pyside_version),
    )


def build_about_box(paths: AppPaths, parent: QWidget | None = None) -> QMessageBox:
    box = QMessageBox(parent)
    box.setWindowTitle(QCoreApplication.translate("about", "About FloorDesk"))
    box.setIconPixmap(box.windowIcon().pixmap(64, 64))
    box.setText(about_text(paths))
    box.setStandardButtons(QMessageBox.StandardButton.Close)
    return box
