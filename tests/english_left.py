"""English left in another language: a text shown or printed that is a catalogue's English source the language
translates otherwise. Shared by the window's sweep (tests/gui/test_no_english_left.py) and the command line's
(tests/cli/test_no_english_left.py).

A text is looked at whole and in its parts (its lines, what stands between HTML tags, columns set apart by two
spaces or more, with a closing colon or ellipsis taken off), each part against every English source: a source's
placeholders ({count}, %n) match any value within a line (a source with fewer than five letters of
its own besides them, "{a} to {b}", tells nothing). A part is English left when it is such a source, the language
translates that source otherwise, and it is not itself one of the language's translations ("Total" may be both);
in a part that is one of the language's translations, what stands in its placeholders is looked at the same way
(an English word in a German sentence: "Regel 51 penalty").
The WSOP 2009 rule text quoted in English beside its translation is the authority, English on purpose, as are its
title (`RULES_EDITION`, a document's name) and the rule book's line naming the document it quotes; the test data's
names (a table called "Table 7") are names, not English.

Asked for (`made_in_code`), a part that is no catalogue's source is English left too when it holds two or more of
English's own words (in three English sources or more, in none of the language's translations: "the", "incident"
in German): a text made in code that no catalogue holds ("Cancel event #7", an f-string), whole or in a translation's
placeholder (a translation whose placeholder opens it, "{kind} {uid} (Position {seq} …): {message}", takes in an
English sentence before it).
"""

from __future__ import annotations

import html
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from floordesk import RULES_EDITION
from floordesk.i18n import ENGLISH, catalogue
from floordesk.resources import read_text, rule_text

WSOP_RULES = range(44, 53)
_PLACEHOLDER = re.compile(r"\{[^{}]*\}|%L?n")
_MNEMONIC = re.compile(r"&(?!&)")
_TAG = re.compile(r"<[^>]*>")
_COLUMNS = re.compile(r"\n|\s{2,}|\t")
_CLOSING = ":：…. "
_FEWEST_LETTERS = 5
_WORD = re.compile(r"(?<![^\W_])[^\W\d_]{2,}(?![^\W_])")
"""a word: letters, none touching a digit (an id's hex letters, "01a23acb", are no words)"""
_MARKED = 2
"""English words a part holds, of those no translation of the language holds, that make it English left"""
_COMMON = 3
"""how many of the English sources a word is in to be English's own (a rarer one may be a name, a term)"""


def plain(text: str) -> str:
    """A text as read: its mnemonic marks taken off ("&Save" is read "Save")."""
    return _MNEMONIC.sub("", text).replace("&&", "&").strip()


def parts(text: str) -> set[str]:
    """`text` whole and each part of it a reader takes as one text."""
    unmarked = html.unescape(_TAG.sub("\n", text)) if _TAG.search(text) else text
    found = {plain(unmarked)}
    for piece in _COLUMNS.split(unmarked):
        piece = plain(piece)
        found |= {piece, piece.rstrip(_CLOSING)}
    return {piece for piece in found if any(character.isalpha() for character in piece)}


@dataclass(frozen=True)
class _Texts:
    """Texts as literals (a set) and as patterns with wildcards, each pattern with a fixed part every match holds."""

    literal: frozenset[str]
    patterns: tuple[tuple[str, re.Pattern[str]], ...]

    @classmethod
    def of(cls, texts: set[str]) -> _Texts:
        literal, patterns = set(), []
        for text in texts:
            shown = plain(text)
            if not any(character.isalpha() for character in _PLACEHOLDER.sub("", shown)):
                continue  # "{name} ({role})": no words of its own, it matches anything
            if not _PLACEHOLDER.search(shown):
                literal |= {shown, shown.rstrip(_CLOSING)}
                continue
            if sum(character.isalpha() for character in _PLACEHOLDER.sub("", shown)) < _FEWEST_LETTERS:
                continue  # "{a} to {b}": too few words of its own to tell English from a name or a quote
            fixed = max(_PLACEHOLDER.split(shown), key=len)
            regex = "".join(
                "([^\n]*?)" if _PLACEHOLDER.fullmatch(chunk) else re.escape(chunk)
                for chunk in re.split(f"({_PLACEHOLDER.pattern})", shown)
                if chunk
            )
            patterns.append((fixed, re.compile(regex, re.DOTALL)))
        return cls(frozenset(literal), tuple(patterns))

    def match(self, text: str) -> bool:
        return text in self.literal or any(fixed in text and p.fullmatch(text) for fixed, p in self.patterns)

    def values(self, text: str) -> set[str]:
        """What stands in the placeholders of each pattern `text` is ("Regel 51 penalty" -> 51, penalty)."""
        matches = (p.fullmatch(text) for fixed, p in self.patterns if fixed in text)
        return {value.strip() for found in matches if found is not None for value in found.groups()}


class EnglishLeft:
    """What of a text is English left in `language`."""

    def __init__(self, language: str, names: Iterable[str] = (), *, made_in_code: bool = False) -> None:
        self.language = language
        self._made_in_code = made_in_code
        ordered = sorted({*names, RULES_EDITION}, key=len, reverse=True)
        self._names = re.compile("|".join(rf"(?<!\w){re.escape(name)}(?!\w)" for name in ordered)) if ordered else None
        """the test data's names (players, staff, tables): no English, whatever words they hold ("Table 7")"""
        self._seen: dict[str, list[str]] = {}
        spoken = catalogue(language).messages
        english_forms = catalogue(ENGLISH).messages
        english: set[str] = set()
        translations: set[str] = set()
        for key, forms in spoken.items():
            said = english_forms.get(key) or (key[1],)
            translations |= {form for form in forms if form}
            if {plain(form) for form in forms if form} != {plain(source) for source in said}:
                english |= set(said)
        self._english = _Texts.of(english - translations)
        self._translations = _Texts.of(translations)
        spoken_words = {word for text in translations for word in _words(text)}
        in_sources = Counter(word for key in spoken for word in set(_words(plain(key[1]))))
        self._english_words = frozenset(
            word for word, sources in in_sources.items() if sources >= _COMMON and word not in spoken_words
        )
        """English's common words that no translation of the language holds ("the", "incident" in German)"""

    def found_in(self, text: str) -> list[str]:
        """The parts of `text` that are English left (none: the language says it all)."""
        if text not in self._seen:  # a wizard's texts are looked at again on each of its pages
            found = {found for part in parts(text) for found in self._english_in(part)}
            # "Player:" and "Player" are one text found twice (whole, and with its colon taken off): said once
            self._seen[text] = sorted(
                part for part in found if part.rstrip(_CLOSING) == part or part.rstrip(_CLOSING) not in found
            )
        return self._seen[text]

    def _english_in(self, part: str, depth: int = 0) -> set[str]:
        """`part` if it is English left, else what of the values in its placeholders is ("Regel 51 penalty":
        a German sentence around an English word), two placeholders deep."""
        masked = self._names.sub("\N{HORIZONTAL ELLIPSIS}", part) if self._names is not None else part
        if not any(character.isalpha() for character in masked) or _quoted_rule(masked):
            return set()
        if self._english.match(masked) and not self._translations.match(masked):
            return {part}
        if self._made_in_code and self._made_in_english(masked):
            return {part}
        if depth == 2:
            return set()
        return {found for value in self._translations.values(masked) for found in self._english_in(value, depth + 1)}

    def _made_in_english(self, part: str) -> bool:
        """A line no catalogue holds, said in English's own words (a text of several lines is read line by line: a
        quoted rule's lines are the authority's)."""
        if "\n" in part or self._translations.match(part):
            return False
        return len({word for word in _words(part) if word in self._english_words}) >= _MARKED


def _words(text: str) -> list[str]:
    return [word.lower() for word in _WORD.findall(_PLACEHOLDER.sub(" ", text))]


@cache
def _rule_texts() -> str:
    # the rules, and the document they are quoted from as the rule book names it (its title, place and dates)
    return "\n\n".join([read_text("rules", "source.txt"), *(rule_text(rule) for rule in WSOP_RULES)])


def _quoted_rule(part: str) -> bool:
    """A sentence of the WSOP 2009 text (quoted as the authority): long enough to be no label that it also holds."""
    return len(part) >= 30 and " ".join(part.split()) in " ".join(_rule_texts().split())
