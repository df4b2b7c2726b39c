"""FloorDesk's languages, for the code that has no Qt (core, store, service, cli, reports). No Qt here.

The window's texts go through Qt's translators (`self.tr`, `QCoreApplication.translate`); the rest of
FloorDesk reads the very same compiled catalogues, `resources/translations/floordesk_<language>.qm`,
with the small reader below, so one catalogue serves both. `translate` takes the arguments of
`QCoreApplication.translate` in the same order (context, source, disambiguation, n), so `pyside6-lupdate`
extracts its calls like Qt's, numerus forms included, and `%n` / `%Ln` are replaced as Qt replaces them.

The .qm format read here is Qt's own (qtranslator.cpp): a magic number, then tagged blocks; the
Messages block lists each message's translations (UTF-16BE), source text, context and comment, and
the NumerusRules block is the small byte code that picks a plural form for a count.
"""

from __future__ import annotations

import os
import re
import struct
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from floordesk.resources import resource_root

ENGLISH = "en"
LANGUAGES: dict[str, str] = {
    "en": "English",
    "es": "Español",
    "fr": "Français",
    "pt_BR": "Português (Brasil)",
    "de": "Deutsch",
}
"""The languages FloorDesk speaks, by code, each named in itself (as the Language menu shows them)."""
TRANSLATED = tuple(code for code in LANGUAGES if code != ENGLISH)
ENVIRONMENT_VARIABLE = "FLOORDESK_LANG"
TRANSLATIONS_FOLDER = "translations"

_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
_MESSAGES, _NUMERUS_RULES = 0x69, 0x88
_END, _TRANSLATION, _OBSOLETE1, _SOURCE, _CONTEXT, _COMMENT = 1, 3, 5, 6, 7, 8
_EQ, _LT, _LEQ, _BETWEEN, _OP_MASK, _NOT, _MOD_10, _MOD_100, _LEAD_1000 = 1, 2, 3, 4, 7, 8, 0x10, 0x20, 0x40
_AND, _OR, _NEWRULE = 0xFD, 0xFE, 0xFF

_GROUPING: dict[str, tuple[str, int]] = {
    # (separator, the fewest digits grouped): Qt's QLocale, so the window and the printout agree.
    "en": (",", 4),
    "es": (".", 5),  # 3950 but 12.500 (CLDR's minimum grouping digits)
    "fr": ("\u202f", 4),
    "pt_BR": (".", 4),
    "de": (".", 4),
}
_SPACES = " \u00a0\u2009\u202f"  # ordinary, no-break, thin, narrow no-break
_DECIMAL_MARKS: dict[str, str] = {"en": ".", "es": ",", "fr": ",", "pt_BR": ",", "de": ","}
"""The mark before a fraction ("1.2M", "1,2M"): Qt's QLocale, as for the grouping."""
_DATES: dict[str, str] = {
    # A recorded day as the language writes it (Qt's QLocale short format, with the whole year).
    "en": "{year}-{month}-{day}",  # ISO, as the log has always printed it
    "es": "{day}/{month}/{year}",
    "fr": "{day}/{month}/{year}",
    "pt_BR": "{day}/{month}/{year}",
    "de": "{day}.{month}.{year}",
}


_RECORDED_MOMENT = re.compile(r"(?P<year>\d{4})-(?P<month>\d{2})-(?P<day>\d{2})(?:[T ]|$)")


class CatalogueError(ValueError):
    """A .qm file that is not one of Qt's compiled catalogues (or is damaged)."""


def supported(code: str | None) -> str | None:
    """The FloorDesk language a locale name means ("de_AT.UTF-8" -> "de", "pt" -> "pt_BR"), None if none."""
    if not code:
        return None
    name = code.split(".")[0].split("@")[0].replace("-", "_")
    if name in LANGUAGES:
        return name
    base = name.split("_")[0].lower()
    # Portuguese from Portugal reads the Brazilian catalogue better than English.
    return {"pt": "pt_BR", **{c: c for c in LANGUAGES if "_" not in c}}.get(base)


def requested_language(requested: str | None = None, environ: Mapping[str, str] = os.environ) -> str | None:
    """The language asked for: `requested` (--lang), else FLOORDESK_LANG; None when neither says.

    Raises ValueError for a language FloorDesk has no catalogue for (a typo must not quietly give English).
    """
    for origin, value in (("--lang", requested), (ENVIRONMENT_VARIABLE, environ.get(ENVIRONMENT_VARIABLE))):
        if value:
            language = supported(value)
            if language is None:
                raise ValueError(
                    translate("i18n", "{origin} {value}: FloorDesk speaks {languages}").format(
                        origin=origin, value=value, languages=", ".join(LANGUAGES)
                    )
                )
            return language
    return None


def system_language(environ: Mapping[str, str] = os.environ) -> str:
    """The language of the system's locale (LC_ALL, LC_MESSAGES, LANG) if FloorDesk speaks it, else English."""
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if environ.get(variable):
            return supported(environ[variable]) or ENGLISH
    return ENGLISH


def catalogue_path(language: str) -> Path:
    return resource_root() / TRANSLATIONS_FOLDER / f"floordesk_{language}.qm"


@dataclass(frozen=True)
class Catalogue:
    """One language's compiled catalogue, as Qt's QTranslator reads it (empty: the English sources as written)."""

    language: str = ENGLISH
    messages: Mapping[tuple[str, str, str], tuple[str, ...]] = field(default_factory=dict)
    """(context, source, disambiguation) -> the translation, or its numerus forms"""
    numerus_rules: bytes = b""

    @classmethod
    def read(cls, language: str, data: bytes) -> Catalogue:
        if not data.startswith(_MAGIC):
            raise CatalogueError(f"the {language} catalogue is not a Qt .qm file")
        messages: dict[tuple[str, str, str], tuple[str, ...]] = {}
        rules = b""
        at = len(_MAGIC)
        try:
            while at < len(data):
                tag, length = struct.unpack_from(">BI", data, at)
                block = data[at + 5 : at + 5 + length]
                if len(block) != length:
                    raise CatalogueError(f"the {language} catalogue is cut short")
                at += 5 + length
                if tag == _MESSAGES:
                    messages.update(_read_messages(block))
                elif tag == _NUMERUS_RULES:
                    rules = block
        except (struct.error, UnicodeDecodeError) as error:
            raise CatalogueError(f"the {language} catalogue is damaged: {error}") from error
        return cls(language, messages, rules)

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        """`source` in this language, as QCoreApplication.translate gives it (untranslated: the source)."""
        forms = self.messages.get((context, source, disambiguation or ""))
        if not forms and disambiguation:
            forms = self.messages.get((context, source, ""))
        text = source
        if forms:
            form = forms[min(_numerus_form(n, self.numerus_rules), len(forms) - 1)] if n >= 0 else forms[0]
            text = form or source
        if n >= 0:
            text = text.replace("%Ln", self.count(n)).replace("%n", str(n))
        return text

    def count(self, number: int) -> str:
        """A chip count or any whole number with this language's digit grouping ("3,950", "3.950")."""
        return format_count(number, self.language)

    def moment(self, recorded: str) -> str:
        """A recorded time ("2009-06-01T21:00:10", as the log keeps it) with its day written this language's way
        ("01.06.2009 21:00:10"); anything else as it is."""
        match = _RECORDED_MOMENT.match(recorded)
        if match is None:
            return recorded
        day = _DATES[self.language].format(**match.groupdict())
        return f"{day} {recorded[match.end() :]}".rstrip()


def format_count(number: int, language: str) -> str:
    separator, fewest = _GROUPING.get(language, _GROUPING[ENGLISH])
    digits = str(abs(number))
    if len(digits) >= fewest:
        digits = f"{abs(number):,}".replace(",", separator)
    return f"-{digits}" if number < 0 else digits


@cache
def _count_pattern(language: str) -> re.Pattern[str]:
    separator = _GROUPING.get(language, _GROUPING[ENGLISH])[0]
    # A space of any width is typed as an ordinary one ("12 500" for the narrow space French writes), or as
    # the keyboard's or a copied number's: a refusal quoting a number that looks just like the one asked for
    # would tell the user nothing.
    separators = re.escape(_SPACES if separator.isspace() else separator)
    return re.compile(rf"[+-]?(?:[0-9]{{1,3}}(?:[{separators}][0-9]{{3}})+|[0-9]+)")


def read_count(text: str, language: str) -> int | None:
    """The whole number `text` writes as `format_count` writes it in `language`, or in plain digits; else None.

    "12.500" and "12500" in German, "12 500" in French (with the narrow space it writes, or any other space),
    "12,500" in English. Every group after the first has exactly three digits and only the language's own
    separator counts: "1,5" and "1,000" in German, "1.5" and "1.00" in English are None, never guessed at
    (a count is a whole number; a decimal mark, or another language's separator, says the text means
    something else). The text is read as it is (strip it first); more digits than Python reads (4300)
    raise ValueError, so say how long a number may be before reading it.
    """
    if _count_pattern(language).fullmatch(text) is None:
        return None
    return int(text.translate(_SEPARATORS_AWAY))


_SEPARATORS_AWAY = {ord(character): None for character in _SPACES + "".join(sep for sep, _ in _GROUPING.values())}


def _read_messages(block: bytes) -> dict[tuple[str, str, str], tuple[str, ...]]:
    messages: dict[tuple[str, str, str], tuple[str, ...]] = {}
    at = 0
    translations: list[str] = []
    source = context = comment = ""
    while at < len(block):
        tag = block[at]
        at += 1
        if tag == _END:
            messages[(context, source, comment)] = tuple(translations)
            translations, source, context, comment = [], "", "", ""
        elif tag == _OBSOLETE1:
            at += 4
        elif tag in (_TRANSLATION, _SOURCE, _CONTEXT, _COMMENT):
            (length,) = struct.unpack_from(">I", block, at)
            at += 4
            if length == 0xFFFFFFFF:  # a null translation
                translations.append("")
                continue
            raw = block[at : at + length]
            if len(raw) != length:
                raise CatalogueError("a message is cut short")
            at += length
            if tag == _TRANSLATION:
                translations.append(raw.decode("utf-16-be"))
            elif tag == _SOURCE:
                source = raw.decode("utf-8")
            elif tag == _CONTEXT:
                context = raw.decode("utf-8")
            else:
                comment = raw.decode("utf-8")
        else:
            raise CatalogueError(f"unknown message tag {tag:#x}")
    return messages


def _numerus_form(n: int, rules: bytes) -> int:
    """Which numerus form Qt picks for `n` (qtranslator.cpp's numerusHelper, read as written there)."""
    if not rules:
        return 0
    form = 0
    at = 0
    while True:
        any_true = False
        while True:
            all_true = True
            while True:
                opcode, right = rules[at], rules[at + 1]
                at += 2
                left = n
                if opcode & _MOD_10:
                    left %= 10
                elif opcode & _MOD_100:
                    left %= 100
                elif opcode & _LEAD_1000:
                    while left >= 1000:
                        left //= 1000
                op = opcode & _OP_MASK
                if op == _EQ:
                    truth = left == right
                elif op == _LT:
                    truth = left < right
                elif op == _LEQ:
                    truth = left <= right
                else:  # _BETWEEN
                    truth = right <= left <= rules[at]
                    at += 1
                all_true = all_true and (truth != bool(opcode & _NOT))
                if at == len(rules) or rules[at] != _AND:
                    break
                at += 1
            any_true = any_true or all_true
            if at == len(rules) or rules[at] != _OR:
                break
            at += 1
        if any_true:
            return form
        form += 1
        if at == len(rules):
            return form
        if rules[at] != _NEWRULE:
            return 0
        at += 1


@cache
def catalogue(language: str) -> Catalogue:
    """The catalogue of `language` (English: the plural forms only); raises OSError, CatalogueError."""
    if language == ENGLISH and not catalogue_path(language).is_file():
        return Catalogue()  # English reads without its plural forms ("1 chip(s)")
    return Catalogue.read(language, catalogue_path(language).read_bytes())


class _Spoken(threading.local):
    catalogue: Catalogue | None = None
    """this thread's own language while it is `speaking` one (the class's None is every thread's start: read
    without the missing attribute's exception, which made every translated text of the rules cost a microsecond)"""


class Speaker:
    """The language the Qt-free code speaks in this process: the one the command line or the window chose,
    unless this thread is `speaking` another for a while (a report printed for a player)."""

    def __init__(self) -> None:
        self._language = ENGLISH
        self._local = _Spoken()

    @property
    def language(self) -> str:
        override = self._local.catalogue
        return self._language if override is None else override.language

    @property
    def current(self) -> Catalogue:
        """The catalogue spoken now, read when first needed: start-up does not wait for the Qt-free one."""
        override = self._local.catalogue
        if override is not None:
            return override
        try:
            return catalogue(self._language)
        except (OSError, CatalogueError):
            return Catalogue(self._language)  # damaged since `use` (the self-test says so): English words

    def use(self, language: str) -> None:
        """Speak `language` from now on; raises OSError when FloorDesk has no catalogue for it."""
        if language != ENGLISH and not catalogue_path(language).is_file():
            raise OSError(f"the {language} catalogue is missing: {catalogue_path(language)}")
        self._language = language

    @contextmanager
    def speaking(self, language: str | None) -> Iterator[Catalogue]:
        """Within the block, this thread speaks `language` (None: the process's); raises OSError, CatalogueError."""
        before = self._local.catalogue
        self._local.catalogue = self.current if language is None else catalogue(language)
        try:
            yield self._local.catalogue
        finally:
            self._local.catalogue = before


SPEAKER = Speaker()
"""The process's one language for messages (set once by the command line, and by Window > Language)."""


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`source` in the process's language; the arguments are QCoreApplication.translate's."""
    return SPEAKER.current.translate(context, source, disambiguation, n)


def noop(context: str, source: str) -> str:
    """Marks `source` for the catalogue where it is defined; `translate(context, source)` shows it later."""
    del context
    return source


def numerus(context: str, source: str, disambiguation: str = "", marker: int = 0) -> str:
    """Marks a text with a count (`%n`) where it is defined; `translate(context, source, "", n)` says it for `n`.

    lupdate's Python parser takes a text for numerus forms only when its count is a number literal, so a text
    counted at run time is marked here, `numerus("content", "%n hand(s) to miss", "", 0)`: the 0 is for lupdate."""
    del context, disambiguation, marker
    return source


def mid_sentence(label: str) -> str:
    """A label ("Camera") within a sentence: lower case, but German nouns keep their capital ("Kamera")."""
    return label if SPEAKER.language == "de" else label[:1].lower() + label[1:]


def grouped(number: int) -> str:
    """A chip count or any whole number grouped as the process's language groups digits ("3,950", "3.950")."""
    return format_count(number, SPEAKER.language)


def read_grouped(text: str) -> int | None:
    """The reading counterpart of `grouped`: the whole number `text` writes in the process's language's grouping
    or in plain digits ("12.500" or "12500" in German), None for anything else ("1,5" in German); see `read_count`."""
    return read_count(text, SPEAKER.language)


def decimal_mark() -> str:
    """The mark the process's language writes before a fraction ("1.2" in English, "1,2" in German)."""
    return _DECIMAL_MARKS.get(SPEAKER.language, _DECIMAL_MARKS[ENGLISH])
