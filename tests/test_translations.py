"""Nothing left out of the translations.

The rule for what is user-visible (and so must be marked), checked over the whole package:
a string literal or f-string with words in it, passed straight to
- a Qt text setter (setText, setWindowTitle, setToolTip, addAction, showMessage... see TEXT_CALLS),
- a widget or item built with its text (QLabel, QPushButton, QAction... see WIDGETS),
- a QMessageBox / QFileDialog / QInputDialog helper's title or text,
- the command line's outputs (write, print, parser.error, ArgumentTypeError), its prompts (read_pin) or an
  argument's help,
- an error's message (any `...Error(text)`, `InvalidInput.at(path, text)`, `Problem(path, text)`,
  `problems.add(path, text)`, `field.fail(text)`): the refusals core, store and service give the window and
  the command line,
- a report's table headers and labelled facts (`table([...])`, `facts([(label, value)...])`), an overrule form's
  field (`FormField`) and what an overrule leaves undone (`_unchanged`),
must be wrapped in self.tr / QCoreApplication.translate (Qt code) or floordesk.i18n.translate (Qt-free code).
Outside the window and the command line, `write` and `print` are files' and programmers' business: not checked.
What is hashed and signed into the log (a record's contents) is written in English and said in the reader's
language where it is shown.
Texts made elsewhere and handed over in a variable are the maker's to mark (a constant: i18n.noop or Qt's
QT_TRANSLATE_NOOP). Then every marked text must be in the catalogues, as lupdate extracted it, and every
catalogue must translate every text, with the same placeholders.
"""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from floordesk.i18n import LANGUAGES, TRANSLATED

REPOSITORY = Path(__file__).resolve().parent.parent
PACKAGE = REPOSITORY / "floordesk"
CATALOGUES = REPOSITORY / "resources" / "translations"
SCANNED = sorted(PACKAGE.rglob("*.py"))
INTERFACES = ("gui", "cli")
"""The packages that write to a screen or a terminal: there `write`, `print` and the like are user-visible."""
ENGLISH_ONLY = {
    # the catalogues' reader and the resource folder they are read from: their failures cannot be said through
    # the catalogue that failed to load
    "i18n.py", "resources.py",
}  # fmt: skip
PROGRAMMERS = {
    # messages of a broken call, never of a user's input: a bug's words, for whoever fixes it
    "InvalidInput needs at least one problem", "a record's time must carry its time zone",
    "an Ed25519 private key is 32 bytes",
}  # fmt: skip
BUGS = {"TypeError", "KeyError", "AssertionError", "RuntimeError", "NotImplementedError", "AttributeError"}

TEXT_CALLS = {
    "setText", "setWindowTitle", "setToolTip", "setTitle", "setSubTitle", "setPlaceholderText", "setStatusTip",
    "setWhatsThis", "addMenu", "addAction", "setTabText", "addTab", "insertTab", "setLabelText", "showMessage",
    "setIconText", "setButtonText", "setInformativeText", "setDetailedText", "setHorizontalHeaderLabels",
    "setHeaderLabels", "addRow", "setSpecialValueText", "setSuffix", "setPrefix", "addItem", "addItems",
    "set_full_text", "setAccessibleName", "setAccessibleDescription", "insertItem", "addButton",
    "show_message", "_show_message", "_report", "createUndoAction", "createRedoAction",
    "getSaveFileName", "getOpenFileName", "getExistingDirectory", "getText", "getItem", "getInt",
    # FloorDesk's own helpers that put a text on screen
    "ProgressWindow", "gather_with_progress", "say_problem", "_form", "_box", "TableNameDialog", "add_pin_pair",
    "refuse", "_button", "change_event", "EventDialog",
    # the command line's outputs and prompts
    "write", "print", "error", "ArgumentTypeError", "read_pin", "getpass", "input",
}  # fmt: skip
WIDGETS = {
    "QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QAction", "QToolButton", "QMenu",
    "QCommandLinkButton", "ElidedLabel", "QTreeWidgetItem", "QListWidgetItem", "QMessageBox", "QProgressDialog",
    "StaffForm",
}  # fmt: skip
MESSAGE_BOXES = {"information", "warning", "question", "critical", "about"}
HELP_KEYWORDS = {"help", "description", "title", "text", "toolTip", "placeholderText"}
MARKERS = {"tr", "translate", "noop", "numerus", "QT_TRANSLATE_NOOP", "QT_TR_NOOP"}


def words_in(node: ast.expr) -> bool:
    """Whether a literal shows words: letters outside its HTML tags and its placeholders."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        shown = node.value
    elif isinstance(node, ast.JoinedStr):
        # a choice of words inside a placeholder (f"{'Reactivate' if off else 'Deactivate'}") shows them too
        if any(isinstance(v, ast.FormattedValue) and words_in(v.value) for v in node.values):
            return True
        shown = "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)  # type: ignore[misc]
    elif isinstance(node, ast.BinOp):
        return words_in(node.left) or words_in(node.right)
    elif isinstance(node, ast.IfExp):
        return words_in(node.body) or words_in(node.orelse)
    else:
        return False
    return any(character.isalpha() for character in re.sub(r"<[^>]*>|\{[^}]*\}", "", shown))


def called(node: ast.Call) -> str | None:
    function = node.func
    return (
        function.attr
        if isinstance(function, ast.Attribute)
        else function.id
        if isinstance(function, ast.Name)
        else None
    )


LOGGERS = {"_log", "log", "logger", "_logger", "logging"}
"""What is written to FloorDesk's log file is for whoever maintains it, in English: not user-visible."""


def shown_arguments(node: ast.Call, interface: bool = True) -> list[ast.expr]:
    name = called(node)
    if isinstance(node.func, ast.Attribute) and called_name(node.func.value) in LOGGERS:
        return []
    refusal = refused_texts(node)
    if refusal is not None:
        return refusal
    if name == "FormField":  # a field of the overrule's form: its label and the heading it stands under
        return [*node.args[1:2], *(keyword.value for keyword in node.keywords if keyword.arg == "group")]
    if name == "_unchanged":  # what an overrule leaves the table: its note and what is left to do by hand
        return node.args[1:]
    if name == "table" and node.args and isinstance(node.args[0], (ast.List, ast.Tuple)):
        return list(node.args[0].elts)
    if name == "facts" and node.args and isinstance(node.args[0], (ast.List, ast.Tuple)):
        return [pair.elts[0] for pair in node.args[0].elts if isinstance(pair, ast.Tuple) and pair.elts]
    if not interface:
        return []
    keywords = [keyword.value for keyword in node.keywords if keyword.arg in HELP_KEYWORDS]
    if name in ("add_argument", "add_parser", "add_subparsers", "add_argument_group", "ArgumentParser"):
        return keywords
    if name in TEXT_CALLS or name in WIDGETS:
        return [*node.args, *keywords]
    if name in MESSAGE_BOXES and isinstance(node.func, ast.Attribute) and called_name(node.func.value) == "QMessageBox":
        return node.args[1:3]
    return []


FINDINGS = {"ChainProblem": 4, "RowProblem": 3, "KeyProblem": 3, "KeyVerdict": 0}
"""What verify, the server's chains and the key-change rule find, by the position of their message: each is said
to whoever verifies, imports or receives."""


def refused_texts(node: ast.Call) -> list[ast.expr] | None:
    """An error's or a problem's message among the call's arguments (None: the call makes neither)."""
    name = called(node)
    on = called_name(node.func.value) if isinstance(node.func, ast.Attribute) else None
    if name in FINDINGS:
        return [
            *node.args[FINDINGS[name] : FINDINGS[name] + 1],
            *(keyword.value for keyword in node.keywords if keyword.arg in ("message", "problem")),
        ]
    if name in ("at", "Problem") or (name == "add" and on == "problems"):
        return node.args[1:2]
    if name == "fail" and on is not None:
        return node.args[:1]
    if name is not None and name.endswith("Error") and name not in BUGS:
        texts = [*node.args, *(keyword.value for keyword in node.keywords if keyword.arg == "message")]
        return [text for text in texts if not (isinstance(text, ast.Constant) and text.value in PROGRAMMERS)]
    return None


def called_name(node: ast.expr) -> str | None:
    return node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else None


MESSAGES = {"message", "why", "refusal", "problem", "remedy", "seen_by"}
"""Names that hold a finding's or a refusal's words until it is made (`message = "..."; ChainProblem(..., message)`)."""
PARSER_TEXTS = {"description", "epilog", "usage"}
"""A command-line parser's texts, set after it is made (`log.description = "..."`): what --help shows."""


NOT_SHOWN = {
    # what the window's helpers return that is no text to read: a style sheet's file, a module, a count's unit
    'f"{self.name}.qss"', 'f"floordesk.gui.wizards.{WIZARDS[kind].pages}"', 'f"{count // 1_000}K"',
    'f"{tenths // 10}{decimal_mark()}{tenths % 10}M"',
}  # fmt: skip


def assigned_texts(node: ast.AST, interface: bool, source: str = "") -> list[ast.expr]:
    """A text with words given to a message's name, or to a parser's description or epilog, or returned by a helper
    of the window or the command line (what they return, they show)."""
    if isinstance(node, ast.Return) and interface and node.value is not None:
        return [] if ast.get_source_segment(source, node.value) in NOT_SHOWN else [node.value]
    if isinstance(node, ast.Assign):
        targets, value = node.targets, node.value
    elif isinstance(node, ast.AnnAssign) and node.value is not None:
        targets, value = [node.target], node.value
    else:
        return []
    for target in targets:
        if isinstance(target, ast.Name) and target.id in MESSAGES:
            return [value]
        if interface and isinstance(target, ast.Attribute) and target.attr in PARSER_TEXTS:
            return [value]
    return []


def unmarked(path: Path) -> list[str]:
    source = path.read_text(encoding="utf-8")
    interface = path.is_relative_to(PACKAGE) and path.relative_to(PACKAGE).parts[0] in INTERFACES
    interface = interface or not path.is_relative_to(PACKAGE)
    found = {
        id(argument): argument  # a return of a helper that says why: seen by both rules, said once
        for node in ast.walk(ast.parse(source, str(path)))
        for argument in (
            shown_arguments(node, interface) if isinstance(node, ast.Call) else assigned_texts(node, interface, source)
        )
        if words_in(argument)
    }.values()
    return [
        f"{path.relative_to(REPOSITORY)}:{argument.lineno}: {ast.get_source_segment(source, argument)}"
        for argument in sorted(found, key=lambda argument: (argument.lineno, argument.col_offset))
    ]


def test_the_rule_finds_an_unmarked_text():
    probe = REPOSITORY / "tests" / "_probe_unmarked.py"
    probe.write_text('label.setText("Seat 5")\nlabel.setText(self.tr("Seat 5"))\nprint(f"<b>{x}</b>")\n')
    try:
        assert [line.split(": ", 1)[1] for line in unmarked(probe)] == ['"Seat 5"']
    finally:
        probe.unlink()


def test_the_rule_finds_an_unmarked_refusal():
    probe = REPOSITORY / "tests" / "_probe_refusal.py"
    probe.write_text(
        'raise SeatError.at("seat", f"seat {seat} is empty")\n'
        'raise StoreError(translate("store", "the disk is full"))\n'
        'problems.add("pin", "is wrong")\n'
        'raise KeyError("a bug")\n'
    )
    try:
        assert [line.split(": ", 1)[1] for line in unmarked(probe)] == ['f"seat {seat} is empty"', '"is wrong"']
    finally:
        probe.unlink()


def test_the_rule_finds_an_unmarked_finding_and_help_set_after_the_parser_is_made():
    probe = REPOSITORY / "tests" / "_probe_finding.py"
    probe.write_text(
        'problems.append(ChainProblem(device, seq, kind, uid, "has no place in any chain"))\n'
        'message = f"position {seq} was changed"\n'
        'message = translate("verify", "position {seq} was changed")\n'
        'log.description = "The incident log."\n'
        "button.setText(f\"{'Re&activate' if off else '&Deactivate'}...\")\n"
        'return KeyVerdict(translate("verify", "unsigned"))\n'
        'return "floor\'s own"\n'
        "def why(value) -> str | None:\n"
        '    return None if value else "must not be empty"\n'
    )
    try:
        assert [line.split(": ", 1)[1] for line in unmarked(probe)] == [
            '"has no place in any chain"',
            'f"position {seq} was changed"',
            '"The incident log."',
            "f\"{'Re&activate' if off else '&Deactivate'}...\"",
            '"floor\'s own"',
            'None if value else "must not be empty"',
        ]
    finally:
        probe.unlink()


@pytest.mark.parametrize(
    "path",
    [path for path in SCANNED if path.relative_to(PACKAGE).as_posix() not in ENGLISH_ONLY],
    ids=lambda path: path.relative_to(PACKAGE).as_posix(),
)
def test_every_user_visible_text_is_marked_for_translation(path):
    assert unmarked(path) == []


def marked_texts() -> set[tuple[str, str]]:
    """(context, source) of every literal marked in the package, as the program sees it at run time."""
    found = set()
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        classes = [node for node in ast.walk(tree) if isinstance(node, ast.ClassDef)]
        owner = {id(inner): cls.name for cls in classes for inner in ast.walk(cls)}
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or called(node) not in MARKERS:
                continue
            literals = [arg.value for arg in node.args if isinstance(arg, ast.Constant) and isinstance(arg.value, str)]
            if called(node) == "tr" and literals and id(node) in owner:
                found.add((owner[id(node)], literals[0]))
            elif called(node) != "tr" and len(node.args) >= 2 and all(is_text(arg) for arg in node.args[:2]):
                found.add((literals[0], literals[1]))
    return found


def is_text(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def catalogue(language: str) -> ET.Element:
    return ET.parse(CATALOGUES / f"floordesk_{language}.ts").getroot()


def messages(language: str) -> dict[tuple[str, str], ET.Element]:
    root = catalogue(language)
    return {
        (context.findtext("name") or "", message.findtext("source") or ""): message
        for context in root.iter("context")
        for message in context.iter("message")
    }


def test_every_marked_text_is_in_the_catalogue_as_the_program_asks_for_it():
    """A text lupdate did not extract, or extracted otherwise (an escape it does not read), is never translated."""
    missing = marked_texts() - set(messages("de"))
    assert sorted(missing) == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_text_is_translated_with_the_same_placeholders(language):
    problems = []
    for (context, source), message in messages(language).items():
        translation = message.find("translation")
        assert translation is not None
        forms = [form.text or "" for form in translation.iter("numerusform")] or [translation.text or ""]
        if translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(forms):
            problems.append(f"{context}: {source!r} is not translated")
            continue
        wanted = (sorted(re.findall(r"\{[^}]*\}", source)), "%n" in source, "&" in source.replace("&&", ""))
        for form in forms:
            found = (sorted(re.findall(r"\{[^}]*\}", form)), "%n" in form, "&" in form.replace("&&", ""))
            if found != wanted:
                problems.append(f"{context}: {source!r} -> {form!r}: placeholders, %n or & differ")
    assert problems == []


def test_every_text_is_in_a_context():
    """lupdate files a `tr` outside a class under no context, where the program never looks for it."""
    assert [source for context, source in messages("de") if not context] == []


def test_the_english_catalogue_holds_every_plural_form():
    plurals = {key for key, message in messages("de").items() if message.get("numerus") == "yes"}
    english = messages("en")
    assert set(english) == plurals
    for message in english.values():
        forms = [form.text for form in message.iter("numerusform")]
        assert len(forms) == 2
        assert all(forms)


def test_every_language_has_a_catalogue():
    assert {path.stem.removeprefix("floordesk_") for path in CATALOGUES.glob("*.ts")} == set(LANGUAGES)
