"""The Qt-free side of FloorDesk's languages (floordesk.i18n): it reads the catalogues Qt reads, as Qt reads them."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QLocale, QTranslator

from floordesk import i18n
from floordesk.core.chips import MAX_CHIP_COUNT
from floordesk.i18n import (
    SPEAKER,
    TRANSLATED,
    Catalogue,
    CatalogueError,
    catalogue,
    catalogue_path,
    decimal_mark,
    format_count,
    grouped,
    read_count,
    read_grouped,
)

REPOSITORY = Path(__file__).resolve().parent.parent
COUNTS = [*range(31), 100, 101, 111, 1000, 1001, 12_500, 1_000_000]


def translations_script():
    spec = importlib.util.spec_from_file_location("translations", REPOSITORY / "packaging" / "translations.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_reads_as_qt_reads_it(language):
    qt = QTranslator()
    assert qt.load(str(catalogue_path(language)))
    read = catalogue(language)
    assert read.messages
    for (context, source, comment), forms in read.messages.items():
        if "%n" in source:
            for n in COUNTS:
                expected = qt.translate(context, source, comment or None, n)
                # QTranslator gives the form, QCoreApplication.translate then replaces %n: compare the form
                assert read.translate(context, source, comment, n) == expected.replace("%Ln", read.count(n)).replace(
                    "%n", str(n)
                ), (source, n)
        else:
            assert read.translate(context, source, comment) == qt.translate(context, source, comment or None)
            assert forms[0], f"{language}: {source!r} is not translated"


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_committed_catalogues_are_compiled_from_the_ts_files(language, tmp_path):
    script = translations_script()
    (built,) = [path for path in script.release(tmp_path) if path.name == catalogue_path(language).name]
    assert built.read_bytes() == catalogue_path(language).read_bytes(), "run packaging/translations.py release"


def test_an_unknown_text_and_english_stay_as_written():
    assert catalogue("de").translate("nowhere", "Not in any catalogue") == "Not in any catalogue"
    assert Catalogue().translate("MainWindow", "%n seats", None, 3) == "3 seats"


def test_a_file_that_is_not_a_catalogue_is_refused():
    with pytest.raises(CatalogueError):
        Catalogue.read("de", b"not a qm file")
    damaged = catalogue_path("de").read_bytes()[:40]
    with pytest.raises(CatalogueError):
        Catalogue.read("de", damaged + b"\x69\x00\x00\x00\x09\x03\x00\x00")


@pytest.mark.parametrize(
    ("name", "language"),
    [
        ("de_AT.UTF-8", "de"),
        ("es_AR", "es"),
        ("es-MX", "es"),
        ("fr_CA.UTF-8@euro", "fr"),
        ("pt_BR", "pt_BR"),
        ("pt_PT", "pt_BR"),
        ("en_GB", "en"),
        ("C.UTF-8", None),
        ("it_IT", None),
        ("", None),
    ],
)
def test_a_locale_name_means_a_language_floordesk_speaks(name, language):
    assert i18n.supported(name) == language


def test_the_language_asked_for_wins_over_the_environment_and_the_system():
    environ = {"FLOORDESK_LANG": "fr", "LANG": "de_DE.UTF-8"}
    assert i18n.requested_language("es", environ) == "es"
    assert i18n.requested_language(None, environ) == "fr"
    assert i18n.requested_language(None, {"LANG": "de_DE.UTF-8"}) is None
    assert i18n.system_language({"LANG": "de_DE.UTF-8"}) == "de"
    assert i18n.system_language({"LC_ALL": "pt_BR.UTF-8", "LANG": "de_DE.UTF-8"}) == "pt_BR"
    assert i18n.system_language({"LANG": "C.UTF-8"}) == "en"
    assert i18n.system_language({}) == "en"


@pytest.mark.parametrize(("requested", "environ"), [("xx", {}), (None, {"FLOORDESK_LANG": "xx"})])
def test_a_language_floordesk_does_not_speak_is_refused_by_name(requested, environ):
    with pytest.raises(ValueError, match=r"xx: FloorDesk speaks en, es, fr, pt_BR, de"):
        i18n.requested_language(requested, environ)


@given(st.integers(min_value=-(10**12), max_value=10**12))
def test_counts_are_grouped_as_the_window_groups_them(number):
    for language in ("en", *TRANSLATED):
        locale = QLocale("en_US" if language == "en" else language)
        assert format_count(number, language) == locale.toString(number), language


EVERY_LANGUAGE = ("en", *TRANSLATED)
DIGITS = "0123456789"


def qt_locale(language: str) -> QLocale:
    return QLocale("en_US" if language == "en" else language)


@given(st.integers(min_value=0, max_value=MAX_CHIP_COUNT))
def test_every_count_grouped_in_any_language_reads_back_as_itself_and_so_do_its_plain_digits(count):
    for language in EVERY_LANGUAGE:
        with SPEAKER.speaking(language):
            assert read_grouped(grouped(count)) == count, language
            assert read_grouped(str(count)) == count, language


@given(st.integers(min_value=-(10**15), max_value=10**15))
def test_any_whole_number_written_in_a_language_is_read_back_in_it(number):
    for language in EVERY_LANGUAGE:
        assert read_count(format_count(number, language), language) == number, language


@given(st.integers(min_value=0, max_value=10**9), st.text(DIGITS, min_size=1, max_size=7), st.booleans())
def test_a_number_with_a_decimal_part_is_never_read_as_a_count(whole, fraction, whole_grouped):
    for language in EVERY_LANGUAGE:
        written = format_count(whole, language) if whole_grouped else str(whole)
        assert read_count(f"{written}{qt_locale(language).decimalPoint()}{fraction}", language) is None, language


@given(st.integers(min_value=1, max_value=999), st.text(DIGITS, max_size=7).filter(lambda digits: len(digits) != 3))
def test_a_group_of_other_than_three_digits_is_never_read_as_a_count(head, group):
    for language in EVERY_LANGUAGE:
        separator = qt_locale(language).groupSeparator()
        assert read_count(f"{head}{separator}{group}", language) is None, language
        assert read_count(f"{head}{separator}{group}{separator}000", language) is None, language


@pytest.mark.parametrize(
    ("language", "typed", "count"),
    [
        ("de", "1.000", 1000),
        ("de", "12.500", 12_500),
        ("de", "1.000.000", 1_000_000),
        ("en", "1,000", 1000),
        ("es", "3.950", 3950),  # Spanish writes 3950, and reads its grouping from four digits
        ("pt_BR", "12.500", 12_500),
        ("fr", "12\u202f500", 12_500),  # as French is written
        ("fr", "12 500", 12_500),  # as it is typed
        ("fr", "12\u00a0500", 12_500),  # as a keyboard's no-break space or a copied number gives it
    ],
)
def test_a_count_is_read_in_its_language_s_grouping(language, typed, count):
    assert read_count(typed, language) == count


@pytest.mark.parametrize(
    ("language", "typed"),
    [
        ("de", "1,5"),
        ("de", "1,000"),  # one, in German
        ("de", "1.00"),
        ("de", "1 000"),
        ("en", "1.5"),
        ("en", "1.00"),
        ("en", "1.000"),
        ("en", "1,00"),
        ("fr", "1,5"),
        ("fr", "1.000"),
        ("fr", "1 00"),
        ("es", "12,500"),
        ("pt_BR", "1,000"),
        ("de", "1.000,"),
        ("de", ".500"),
        ("de", "12_500"),
    ],
)
def test_a_fraction_or_another_language_s_separator_is_not_a_count(language, typed):
    assert read_count(typed, language) is None


def test_each_language_writes_the_decimal_mark_qt_writes():
    for language in EVERY_LANGUAGE:
        with SPEAKER.speaking(language):
            assert decimal_mark() == qt_locale(language).decimalPoint(), language


@pytest.mark.parametrize(
    ("language", "written"),
    [
        ("en", "2009-06-01 21:00:10"),
        ("es", "01/06/2009 21:00:10"),
        ("fr", "01/06/2009 21:00:10"),
        ("pt_BR", "01/06/2009 21:00:10"),
        ("de", "01.06.2009 21:00:10"),
    ],
)
def test_a_recorded_time_is_written_as_the_language_writes_days(language, written):
    assert catalogue(language).moment("2009-06-01T21:00:10") == written
    assert catalogue(language).moment("not a time") == "not a time"
