"""A rule quoted as FloorDesk quotes it: the WSOP 2009 English text always, FloorDesk's translation beside it in
another language, marked as not the authority."""

from __future__ import annotations

from html import escape

import pytest

from floordesk.i18n import LANGUAGES, SPEAKER, translate
from floordesk.reports.rule_quote import paragraphs_html, quoted_rule_html
from floordesk.resources import rule_text, rule_translation


def test_each_paragraph_is_its_own_escaped_paragraph() -> None:
    assert paragraphs_html("Bets < 5 & more\n\nNext one") == "<p>Bets &lt; 5 &amp; more</p><p>Next one</p>"
    assert paragraphs_html("One\nline", "rule") == '<p class="rule">One\nline</p>'


def test_in_english_the_rule_is_quoted_alone() -> None:
    with SPEAKER.speaking("en"):
        assert quoted_rule_html(49, "rule") == paragraphs_html(rule_text(49), "rule")


@pytest.mark.parametrize("language", ["es", "de"])
def test_in_another_language_the_english_authority_stands_first_and_the_translation_beside_it(language: str) -> None:
    translation = rule_translation(49, language)
    assert translation is not None
    with SPEAKER.speaking(language):
        quoted = quoted_rule_html(49)
        marks = (
            translate("rule_quote", "The WSOP 2009 text, in English: the authority"),
            translate("rule_quote", "FloorDesk's translation ({language}), not the authority"),
        )
    english, ours = paragraphs_html(rule_text(49)), paragraphs_html(translation)
    assert english in quoted
    assert ours in quoted
    assert quoted.index(english) < quoted.index(ours)
    authority, not_authority = marks
    assert authority != "The WSOP 2009 text, in English: the authority"  # said in the reader's language
    assert quoted.index(escape(authority)) < quoted.index(english)
    assert quoted.index(escape(not_authority.format(language=LANGUAGES[language]))) < quoted.index(ours)
    assert quoted.count("<td") == 2
