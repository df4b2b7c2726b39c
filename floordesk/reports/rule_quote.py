"""Reports: a rule quoted as FloorDesk quotes it everywhere (incident report, wizards, rule book). No Qt.

The WSOP 2009 English text is the authority and is always quoted; in another language FloorDesk's own
translation stands beside it, marked as FloorDesk's, never in its place.
"""

from __future__ import annotations

from html import escape

from floordesk.i18n import ENGLISH, LANGUAGES, SPEAKER, translate
from floordesk.resources import rule_text, rule_translation


def paragraphs_html(words: str, css_class: str = "") -> str:
    opening = f'<p class="{css_class}">' if css_class else "<p>"
    return "".join(f"{opening}{escape(paragraph)}</p>" for paragraph in words.split("\n\n"))


def quoted_rule_html(rule: int, css_class: str = "") -> str:
    """Rule `rule` (44-52) in English, and beside it FloorDesk's translation into the language spoken now."""
    english = paragraphs_html(rule_text(rule), css_class)
    language = SPEAKER.language
    translated = None if language == ENGLISH else rule_translation(rule, language)
    if translated is None:
        return english
    authority = translate("rule_quote", "The WSOP 2009 text, in English: the authority")
    ours = translate("rule_quote", "FloorDesk's translation ({language}), not the authority").format(
        language=LANGUAGES[language]
    )
    return (
        '<table width="100%" cellspacing="0" cellpadding="4"><tr>'
        f'<td width="50%" valign="top"><p><b>{escape(authority)}</b></p>{english}</td>'
        f'<td width="50%" valign="top"><p><b>{escape(ours)}</b></p>{paragraphs_html(translated, css_class)}</td>'
        "</tr></table>"
    )
