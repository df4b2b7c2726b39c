"""GUI: the rule book window, quoting Section VI rules 44 to 51 and FloorDesk's note on rule 52."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from floordesk import RULES_SHORT_NAME
from floordesk.resources import RULE_NUMBERS, read_text, rule_text

RECONSTRUCTED = frozenset({52})


def rule_book_html() -> str:
    source = "<br>".join(escape(line) for line in read_text("rules", "source.txt").splitlines())
    parts = [f"<p><b>{source}</b></p>"]
    for number in RULE_NUMBERS:
        paragraphs = [escape(p) for p in rule_text(number).split("\n\n")]
        # The rule's number in bold, so a supervisor finds it at a glance.
        paragraphs[0] = paragraphs[0].replace(f"{number}. ", f"<b>{number}.</b> ", 1)
        if number in RECONSTRUCTED:
            parts.append("<hr>" + "".join(f"<p><i>{p}</i></p>" for p in paragraphs))
        else:
            parts.append("".join(f"<p>{p}</p>" for p in paragraphs))
    return "".join(parts)


class RuleBookDialog(QDialog):
    """GUI: a non-modal window with the rule texts, to read them out at the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(
            self.tr("Rule book: {RULES_SHORT_NAME}, Section VI").format(RULES_SHORT_NAME=RULES_SHORT_NAME)
        )
        self.resize(720, 640)
        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(False)
        self.browser.setAccessibleName(self.tr("Rules 44 to 52"))
        self.browser.setHtml(rule_book_html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
