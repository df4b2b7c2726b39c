"""A report printed in another language than the process's (for a player): the rule quoted in English,
the authority, and in FloorDesk's translation beside it, marked as such; the rest in that language."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from floordesk.core.ruling import Decision, Ruling, RulingKind, recommend
from floordesk.i18n import SPEAKER, CatalogueError, catalogue
from floordesk.reports import gather
from floordesk.reports.pdf import write_pdf
from floordesk.resources import rule_text, rule_translation
from tests.reports.conftest import REQUESTS
from tests.reports.pdf_reading import pdf_text
from tests.reports.test_reports import EveryKind

pytestmark = pytest.mark.usefixtures("qapp")  # one QApplication for all tests; reports need only its fonts


def report_words(floor, uid: str, target: Path, language: str | None) -> str:
    write_pdf(gather.incident_document(floor.store, uid, language), target)
    return " ".join(pdf_text(target, layout=False).split())


def opening(text: str) -> str:
    """The rule text's first words, as the PDF reads them back (spaces collapsed)."""
    return " ".join(text.split()[:8])


@pytest.mark.parametrize(
    ("language", "heading", "mark"),
    [
        ("de", "Vorfallbericht Nr.", "Übersetzung von FloorDesk (Deutsch), nicht maßgeblich"),
        ("es", "Informe del incidente n.º", "Traducción de FloorDesk (Español), no es el texto de referencia"),
        ("fr", "Rapport d'incident n°", "Traduction de FloorDesk (Français), ne fait pas foi"),
        ("pt_BR", "Relatório do incidente nº", "Tradução do FloorDesk (Português (Brasil)), não é o texto oficial"),
    ],
)
def test_a_report_for_a_player_quotes_the_rule_in_english_and_in_his_language(
    every_kind: EveryKind, tmp_path: Path, language: str, heading: str, mark: str
) -> None:
    floor, recorded = every_kind
    words = report_words(floor, recorded["clock"].uid, tmp_path / "player.pdf", language)
    assert heading in words
    assert mark in words
    day = floor.store.incidents.get(recorded["clock"].uid).recorded_local[:10]
    assert catalogue(language).moment(day) in words  # the day written the player's way
    assert opening(rule_text(49)) in words
    translation = rule_translation(49, language)
    assert translation is not None
    assert opening(translation) in words
    # The process itself still speaks English: the next report is all English, with no translation beside it.
    english = report_words(floor, recorded["clock"].uid, tmp_path / "window.pdf", None)
    assert "Incident report #" in english
    assert opening(rule_text(49)) in english
    assert opening(translation) not in english
    assert "FloorDesk's translation" not in english


def test_an_english_report_quotes_the_rule_once(every_kind: EveryKind, tmp_path: Path) -> None:
    floor, recorded = every_kind
    words = report_words(floor, recorded["chip-race"].uid, tmp_path / "en.pdf", "en")
    assert words.count(opening(rule_text(46))) == 1


def test_every_rule_has_a_translation_in_every_language() -> None:
    for language in ("es", "fr", "pt_BR", "de"):
        for rule in range(44, 53):
            translated = rule_translation(rule, language)
            assert translated is not None
            assert translated.startswith(f"{rule}. ")
            assert translated != rule_text(rule)
            # the same paragraphs, so a reader can follow the English beside it
            assert translated.count("\n\n") == rule_text(rule).count("\n\n")


def test_a_language_without_a_catalogue_is_refused_and_the_process_keeps_its_own() -> None:
    with pytest.raises((OSError, CatalogueError)), SPEAKER.speaking("xx"):
        pass
    assert SPEAKER.current.language == "en"


@pytest.mark.parametrize(
    ("kind", "said"),
    [
        ("clock", ["Uhr ausgerufen", "Ende des Countdowns", "Ergebnis"]),
        ("chip-race", ["Entfernte Chipwerte", "Das Race, Karte für Karte", "Platz", "Spieler"]),
        ("penalty", ["Verstoß", "Auszusetzende Hände", "Die Strafe"]),
    ],
)
def test_each_kind_s_detail_follows_the_report_s_language(
    every_kind: EveryKind, tmp_path: Path, kind: str, said: list[str]
) -> None:
    floor, recorded = every_kind
    words = report_words(floor, recorded[kind].uid, tmp_path / "player.pdf", "de")
    assert [word for word in said if word not in words] == []
    english = report_words(floor, recorded[kind].uid, tmp_path / "window.pdf", None)
    assert [word for word in said if word in english] == []


def test_the_shift_report_speaks_the_language_spoken(every_kind: EveryKind) -> None:
    floor, _recorded = every_kind
    since, until = datetime(2000, 1, 1, tzinfo=UTC), datetime(2100, 1, 1, tzinfo=UTC)
    with SPEAKER.speaking("de"):
        german = gather.shift_document(floor.store, since, until)
    english = gather.shift_document(floor.store, since, until)
    said = ["Schichtbericht", "Übersicht", "Vom TD aufgehoben", "Nach Regel", "Nach Art", "Schichtleiter"]
    assert [word for word in said if word not in german.html] == []
    assert [word for word in said if word in english.html] == []
    assert german.footer_lines[0].startswith("Gedruckt ")
    assert german.footer_lines[0].endswith(" Vorfälle")


def said(line: str) -> str:
    return " ".join(line.split())


@pytest.mark.parametrize(
    ("kind", "spanish"),
    [
        ("clock", "El jugador tiene 60 s (1:00) para actuar, hasta 190 s (3:10), y después una cuenta atrás de 10 s"),
        ("pots", "La ficha sobrante de T25 va a Ana Ribeiro: la ficha sobrante entre manos empatadas va al primer"),
        ("chip-race", "Asiento 7 (Chen Wei) tiene la carta más alta, A♦, y gana una ficha de T100."),
    ],
)
def test_a_players_report_gives_the_rules_reasons_in_his_language_beside_the_english_rule(
    every_kind: EveryKind, tmp_path: Path, kind: str, spanish: str
) -> None:
    floor, recorded = every_kind
    words = report_words(floor, recorded[kind].uid, tmp_path / "player.pdf", "es")
    incident = floor.store.incidents.get(recorded[kind].uid)
    assert spanish in words
    for line in incident.recommended["explanation"]:  # the record's English reasons
        assert said(line) not in words
    for line in recommend(RulingKind(kind), REQUESTS[kind]).explanation_in("es"):
        assert said(line) in words
    assert opening(rule_text(incident.rule)) in words  # the authority, in English, still quoted
    assert "Los motivos tal como se registraron, en inglés" not in words
    # The window's own report, in English, prints the recorded lines as they are.
    english = report_words(floor, recorded[kind].uid, tmp_path / "window.pdf", None)
    assert all(said(line) in english for line in incident.recommended["explanation"])


def test_reasons_recorded_in_other_words_are_printed_as_recorded_in_english_and_said_to_be(
    every_kind: EveryKind, tmp_path: Path
) -> None:
    floor, _recorded = every_kind
    result = dict(recommend(RulingKind.CLOCK, REQUESTS["clock"]).result)
    # as an older FloorDesk worded it: today's rules give the same result in other words
    older = [line.replace("so it is granted", "and it was granted") for line in result["explanation"]]
    uid = floor.record(
        kind="clock",
        rule=49,
        narrative="A clock at table 7.",
        inputs=REQUESTS["clock"],
        recommended={**result, "explanation": older},
    ).uid
    words = report_words(floor, uid, tmp_path / "player.pdf", "es")
    assert all(said(line) in words for line in older)
    assert "Los motivos tal como se registraron, en inglés" in words
    assert "El jugador tiene 60 s" not in words


def test_a_wizards_narrative_leaves_the_reasons_to_the_recommendation_in_the_players_language(
    every_kind: EveryKind, tmp_path: Path
) -> None:
    floor, _recorded = every_kind
    recommendation = recommend(RulingKind.CLOCK, REQUESTS["clock"])
    fields = Ruling.of(recommendation, Decision.follow()).incident_fields()  # as the wizard records it
    uid = floor.record(
        kind="clock",
        rule=49,
        narrative=fields["narrative"],
        inputs=REQUESTS["clock"],
        recommended=fields["recommended"],
    ).uid
    words = report_words(floor, uid, tmp_path / "player.pdf", "es")
    assert not [line for line in recommendation.explanation if said(line) in words]  # not in English, anywhere
    assert all(said(line) in words for line in recommendation.explanation_in("es"))
    assert "El floor siguió la recomendación." in words
    english = report_words(floor, uid, tmp_path / "window.pdf", None)
    assert said(fields["narrative"]) in english  # the window's own report prints the narrative as recorded
