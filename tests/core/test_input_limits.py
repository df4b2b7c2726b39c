"""Typed input the table must not let through (issue 15): names too long, numbers out of range, an empty deal."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floordesk.core.chips import MAX_CHIP_COUNT, Stack, standard_chip_set
from floordesk.core.errors import ChipError, InvalidInput, SeatError
from floordesk.core.event import Event
from floordesk.core.fields import read_typed_number
from floordesk.core.table import MAX_NAME_LENGTH, Player, Table, tidy_name
from floordesk.core.table_session import HandError, TableSession
from floordesk.i18n import LANGUAGES, SPEAKER, decimal_mark, grouped, translate

WHOLE_NUMBERS = 'counts are whole numbers, typed like {grouped} or {plain}; "{typed}" is not one'

CHIPS = standard_chip_set((25, 100, 500))


def event_with(*tables: Table) -> Event:
    return Event("E", 1, "holdem", CHIPS, tables)


# -- names ---------------------------------------------------------------------------


def test_a_name_of_the_maximum_length_is_kept_whole_and_a_longer_one_is_refused_saying_the_limit():
    longest = "A" * (MAX_NAME_LENGTH - 10) + " Bcdefghi"
    assert tidy_name(f"  {longest}  ", "player") == longest
    with pytest.raises(SeatError) as refused:
        tidy_name("x" * 500, "player")
    assert str(refused.value) == f"name: a name has at most {MAX_NAME_LENGTH} characters, not 500"


@pytest.mark.parametrize(
    ("language", "what", "said"),
    [
        ("en", "table", "a table needs a name"),
        ("de", "table", "ein Tisch braucht einen Namen"),
        ("de", "event", "ein Event braucht einen Namen"),
        ("fr", "table", "une table doit avoir un nom"),
        ("es", "player", "un jugador necesita un nombre"),
    ],
)
def test_an_empty_name_is_refused_in_a_whole_sentence_of_the_language_spoken(language, what, said):
    with SPEAKER.speaking(language), pytest.raises(SeatError) as refused:
        tidy_name("   ", what)
    assert str(refused.value) == f"name: {said}"


def test_the_event_refuses_an_overlong_player_or_table_name():
    event = event_with(Table("T1", 9))
    assert event.player_named("Ana   Ribeiro").name == "Ana Ribeiro"
    with pytest.raises(SeatError, match="at most 40 characters, not 41"):
        event.player_named("P" * 41)
    with pytest.raises(SeatError, match="at most 40 characters, not 70"):
        event.new_table_name("T" * 70)
    with pytest.raises(SeatError, match="a table needs a name"):
        event.new_table_name("   ")


@pytest.mark.parametrize("typed", ["\u200b\u200b", "\u200b \u2060", "\u0301\u0301", "\ufeff", "\u00ad"])
def test_a_name_with_nothing_to_see_is_refused_as_no_name(typed):
    # A player whose name shows as nothing cannot be told apart at the table, on a report or in the log.
    with pytest.raises(SeatError, match="a player needs a name: this one has no visible character"):
        tidy_name(typed, "player")


@pytest.mark.parametrize("typed", ["Ana\x00", "Ben\x1b[31m", "\x07Chen", "\u202enomiS", "Dia \u2067Eva"])
def test_a_name_holding_a_control_character_is_refused_saying_which(typed):
    with pytest.raises(SeatError, match=r"a name cannot hold control characters \(U\+[0-9A-F]{4}\)"):
        tidy_name(typed, "player")


@pytest.mark.parametrize("typed", ["Ana \ud800", "\udcffBen", "Chen \udfff\ud800"])
def test_a_name_holding_half_of_a_character_pair_is_refused_saying_which(typed):
    # From a dropped JSON payload's escapes, say: no log could store it, so every later save of the event would fail.
    with pytest.raises(SeatError, match=r"a name cannot hold U\+D[89A-F][0-9A-F]{2}: half of a character pair"):
        tidy_name(typed, "player")


@pytest.mark.parametrize(
    "typed", ["مرحبا بالعالم", "Zoë Ångström", "A\u0301na", "李小龍", "👩\u200d👩\u200d👧 Fam", "\u200fDan"]
)
def test_names_in_any_script_with_their_marks_and_joiners_are_kept_as_typed(typed):
    assert tidy_name(typed, "player") == typed


def test_a_name_saved_before_the_limit_still_loads():
    # The limit is on what is typed; a saved record is never refused for it.
    assert Player("p", "N" * 70).name == "N" * 70


# -- typed numbers ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("-5", "must be at least 0, not -5"),
        ("0", None),
        ("2.5", 'counts are whole numbers, typed like 12,500 or 12500; "2.5" is not one'),
        ("five", "'five' is not a whole number"),
        ("", "type a whole number from 0 to 999,999,999"),
        ("1000000000", "must be at most 999,999,999, not 1,000,000,000"),
        ("1,00", 'counts are whole numbers, typed like 12,500 or 12500; "1,00" is not one'),
        ("٢٥", "'٢٥' is not a whole number"),
        ("9" * 5000, "too many digits"),
    ],
)
def test_a_typed_count_is_refused_with_its_reason_never_corrected(typed, message):
    if message is None:
        assert read_typed_number(typed, "count", minimum=0, maximum=MAX_CHIP_COUNT) == 0
        return
    with pytest.raises(InvalidInput) as refused:
        read_typed_number(typed, "count", minimum=0, maximum=MAX_CHIP_COUNT)
    assert message in str(refused.value)
    assert str(refused.value).startswith("count: ")


def test_zero_seats_is_refused_not_made_a_default_table():
    with pytest.raises(InvalidInput, match="must be at least 2, not 0"):
        read_typed_number("0", "seats", minimum=2, maximum=10)


@given(st.integers(min_value=0, max_value=MAX_CHIP_COUNT), st.booleans())
def test_any_count_in_range_reads_back_as_typed_with_or_without_separators(count, grouped):
    typed = f"{count:,}" if grouped else str(count)
    assert read_typed_number(f" {typed} ", "count", minimum=0, maximum=MAX_CHIP_COUNT) == count


@given(st.integers(min_value=0, max_value=MAX_CHIP_COUNT), st.sampled_from(tuple(LANGUAGES)), st.booleans())
def test_any_count_reads_back_as_the_window_shows_it_in_any_language_or_in_plain_digits(count, language, in_digits):
    with SPEAKER.speaking(language):
        typed = str(count) if in_digits else grouped(count)
        assert read_typed_number(f" {typed} ", "count", minimum=0, maximum=MAX_CHIP_COUNT) == count


@given(
    st.integers(min_value=0, max_value=MAX_CHIP_COUNT),
    st.text("0123456789", min_size=1, max_size=4),
    st.sampled_from(tuple(LANGUAGES)),
)
def test_a_count_typed_with_a_decimal_part_is_refused_in_any_language_never_read_as_another(whole, fraction, language):
    with SPEAKER.speaking(language):
        typed = f"{grouped(whole)}{decimal_mark()}{fraction}"
        with pytest.raises(InvalidInput) as refused:
            read_typed_number(typed, "count", minimum=0, maximum=MAX_CHIP_COUNT)
        assert refused.value.problems[0].message == translate("core", WHOLE_NUMBERS).format(
            grouped=grouped(12_500), plain=12_500, typed=typed
        )


@pytest.mark.parametrize(
    ("language", "typed", "message"),
    [
        ("de", "1,5", "Anzahlen sind ganze Zahlen, eingegeben wie 12.500 oder 12500; „1,5“ ist keine ganze Zahl"),
        ("de", "1,000", "Anzahlen sind ganze Zahlen, eingegeben wie 12.500 oder 12500; „1,000“ ist keine ganze Zahl"),
        ("de", "1.5", "Anzahlen sind ganze Zahlen, eingegeben wie 12.500 oder 12500; „1.5“ ist keine ganze Zahl"),
        (
            "fr",
            "1,5",
            "les nombres sont entiers, saisis comme 12\u202f500 ou 12500 ; « 1,5 » n'est pas un nombre entier",
        ),
        ("en", "1.00", 'counts are whole numbers, typed like 12,500 or 12500; "1.00" is not one'),
    ],
)
def test_a_fraction_or_a_misplaced_separator_is_refused_in_the_language_spoken_quoting_it(language, typed, message):
    with SPEAKER.speaking(language), pytest.raises(InvalidInput) as refused:
        read_typed_number(typed, "T25 count", minimum=0, maximum=MAX_CHIP_COUNT)
    assert str(refused.value) == f"T25 count: {message}"


@pytest.mark.parametrize(
    ("language", "typed", "count"),
    [("de", "12.500", 12_500), ("de", "1.000", 1000), ("fr", "12 500", 12_500), ("fr", "1\u202f000", 1000)],
)
def test_a_count_is_read_in_the_grouping_of_the_language_spoken(language, typed, count):
    with SPEAKER.speaking(language):
        assert read_typed_number(typed, "count", minimum=0, maximum=MAX_CHIP_COUNT) == count


@given(st.integers(min_value=MAX_CHIP_COUNT + 1, max_value=10**30))
def test_any_count_above_the_limit_is_refused(count):
    with pytest.raises(InvalidInput, match="must be at most 999,999,999"):
        read_typed_number(str(count), "count", minimum=0, maximum=MAX_CHIP_COUNT)


def test_the_table_refuses_a_count_above_the_limit_and_keeps_the_stack():
    session = TableSession(CHIPS, Table("T1", 9).with_player(1, Player("ana", "Ana"), Stack({100: 3})))
    with pytest.raises(ChipError, match="from 0 to 999,999,999, not 1000000000"):
        session.set_count(1, 100, MAX_CHIP_COUNT + 1)
    assert session.set_count(1, 100, MAX_CHIP_COUNT).occupant(1).stack.count(100) == MAX_CHIP_COUNT


# -- dealing ------------------------------------------------------------------------------


def test_dealing_at_an_empty_table_says_nobody_is_seated():
    session = TableSession(CHIPS, Table("Table 2", 9))
    with pytest.raises(HandError) as refused:
        session.next_hand()
    assert str(refused.value) == "seats: nobody is seated at Table 2: seat the players before dealing a hand"
    assert session.next_markers() is None
    assert session.first_button_seat() is None


@given(
    st.sets(st.integers(min_value=1, max_value=9), min_size=2, max_size=9),
    st.integers(min_value=0, max_value=6),
)
def test_what_is_announced_before_a_hand_is_what_the_hand_does(seats, hands_before):
    table = Table("T1", 9)
    for seat in sorted(seats):
        table = table.with_player(seat, Player(f"p{seat}", f"P{seat}"), Stack({100: 5}))
    session = TableSession(CHIPS, table)
    assert session.first_button_seat() == min(seats)
    for _ in range(hands_before):
        session = session.next_hand()
    announced = session.next_markers()
    dealt = session.next_hand()
    assert announced == dealt.table.markers
    if hands_before == 0:
        assert dealt.table.markers is not None
        assert dealt.table.markers.button_seat == min(seats)
