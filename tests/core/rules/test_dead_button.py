"""Rule 50, the dead button: worked cases from rules-spec section 8, then properties over whole sessions.

Players are named by the letter of the seat they first sat in (A in seat 1, B in
seat 2, ...); new players are N, O, ... Each expected answer is worked out by
hand in the comment above it from the algorithm in rules-spec section 8.
"""

from __future__ import annotations

import string
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floordesk.core.errors import SeatError
from floordesk.core.rules.dead_button import (
    BlindSeats,
    DeadButtonTable,
    HandPositions,
)
from floordesk.core.ruleset import NewPlayerOnButtonOrSmallBlind
from floordesk.core.table import Markers, clockwise_distance
from floordesk.i18n import LANGUAGES, SPEAKER

WAIT = NewPlayerOnButtonOrSmallBlind.WAIT


def seated(*seats: int) -> list[tuple[int, str]]:
    return [(seat, string.ascii_uppercase[seat - 1]) for seat in seats]


def full_table_except(*empty: int, seats_max: int = 9) -> list[tuple[int, str]]:
    return seated(*(s for s in range(1, seats_max + 1) if s not in empty))


def after(
    previous: tuple[int, int, int],
    players: list[tuple[int, str]],
    new_player_rule: NewPlayerOnButtonOrSmallBlind = NewPlayerOnButtonOrSmallBlind.DEAL_IN,
) -> DeadButtonTable:
    return DeadButtonTable.after_hand(9, players, BlindSeats(*previous), new_player_rule)


def positions(hand: HandPositions) -> tuple[int, str | None, int, str | None, int, str]:
    """(button seat, button player, sb seat, sb player, bb seat, bb player)."""
    return (
        hand.seats.button_seat,
        hand.button_player,
        hand.seats.small_blind_seat,
        hand.small_blind_player,
        hand.seats.big_blind_seat,
        hand.big_blind_player,
    )


# -- worked cases -----------------------------------------------------------------


def test_nothing_changes_everything_moves_one_seat():
    # Full 9-seat table, button 1, blinds 2 and 3: the big blind goes to 4, the small blind to 3
    # (last big blind) and the button to 2 (last small blind); E in seat 5 acts first.
    hand = after((1, 2, 3), full_table_except()).projection(1)[0]
    assert positions(hand) == (2, "B", 3, "C", 4, "D")
    assert hand.first_to_act_preflop == "E"
    assert hand.not_dealt_in == ()


def test_small_blind_eliminated_gives_a_dead_button():
    # B (small blind, seat 2) is out. Big blind: first player after seat 3 is D (4). Small blind:
    # seat 3, C posts it. Button: seat 2, now empty, so a dead button; A (seat 1) acts last again.
    first, second = after((1, 2, 3), full_table_except(2)).projection(2)
    assert positions(first) == (2, None, 3, "C", 4, "D")
    assert first.first_to_act_preflop == "E"
    assert first.last_to_act_after_flop == "A"
    assert any("dead button" in sentence for sentence in first.explanation)
    # Then everything moves on normally: bb 5, sb 4, button 3 (C).
    assert positions(second) == (3, "C", 4, "D", 5, "E")


def test_big_blind_eliminated_gives_no_small_blind_then_a_dead_button():
    # C (big blind, seat 3) is out. Hand 1: big blind D (4); the small blind seat is 3, empty, so
    # no small blind; the button goes to 2 (B). Hand 2: big blind E (5), small blind D (4), and
    # the button goes to seat 3, last hand's small blind seat, which is empty: a dead button.
    first, second = after((1, 2, 3), full_table_except(3)).projection(2)
    assert positions(first) == (2, "B", 3, None, 4, "D")
    assert first.markers() == Markers(button_seat=2, small_blind_seat=None, big_blind_seat=4)
    assert positions(second) == (3, None, 4, "D", 5, "E")
    assert second.last_to_act_after_flop == "B"


def test_both_blinds_eliminated_keep_the_button_player_three_hands():
    # B and C (seats 2 and 3) are out. Hand 1: bb D (4), sb seat 3 empty (none), button seat 2
    # empty (dead). Hand 2: bb E (5), sb D (4), button seat 3 empty (dead). Hand 3: bb F, sb E,
    # button D. A had the button last hand and acts last in hands 1 and 2: three hands in a row.
    first, second, third = after((1, 2, 3), full_table_except(2, 3)).projection(3)
    assert positions(first) == (2, None, 3, None, 4, "D")
    assert positions(second) == (3, None, 4, "D", 5, "E")
    assert positions(third) == (4, "D", 5, "E", 6, "F")
    assert [first.last_to_act_after_flop, second.last_to_act_after_flop] == ["A", "A"]
    assert third.last_to_act_after_flop == "D"


@pytest.mark.parametrize("eliminated", [(1,), (5,), (1, 5, 7)])
def test_eliminating_the_button_or_other_players_leaves_the_blinds_alone(eliminated):
    # Only the blinds' seats matter: bb 4, sb 3, button 2, whoever else has gone.
    hand = after((1, 2, 3), full_table_except(*eliminated)).projection(1)[0]
    assert positions(hand) == (2, "B", 3, "C", 4, "D")


def test_several_eliminations_at_once_past_the_big_blind():
    # C (bb), D and E are out together. bb: first player after seat 3 is F (6); sb seat 3 is empty
    # (no small blind); button B (2). G acts first.
    hand = after((1, 2, 3), full_table_except(3, 4, 5)).projection(1)[0]
    assert positions(hand) == (2, "B", 3, None, 6, "F")
    assert hand.first_to_act_preflop == "G"


def test_new_player_between_button_and_small_blind_waits_until_the_button_passes():
    # Seat 3 was empty last hand (button 1, sb 2, bb 4); N sits in seat 3. Next: bb E (5), sb D (4),
    # button B (2): seat 3 lies strictly between the button and the small blind, so N waits.
    # The hand after: bb 6, sb 5, button 4: the button has passed seat 3, so N plays.
    table = after((1, 2, 4), full_table_except(3))
    first, second = table.projection(2, new_players=[(3, "N")])
    assert positions(first) == (2, "B", 4, "D", 5, "E")
    assert first.not_dealt_in == ("N",)
    assert "N" not in [player for _, player in first.dealt_in]
    assert second.not_dealt_in == ()
    assert (3, "N") in second.dealt_in


def test_new_player_may_take_the_big_blind_at_once():
    # Seat 4 empty; N sits there. The first player after last bb (3) is now N: he posts it and plays.
    hand = after((1, 2, 3), full_table_except(4)).projection(1, new_players=[(4, "N")])[0]
    assert positions(hand) == (2, "B", 3, "C", 4, "N")
    assert hand.not_dealt_in == ()


def test_new_player_in_the_small_blind_seat_plays_or_waits_by_the_flag():
    # C (bb, seat 3) is out and N takes seat 3. The small blind seat is 3 (last bb): by the TDA text
    # N posts it and plays; with the `wait` flag he sits out and nobody posts a small blind.
    players = full_table_except(3)
    dealt = after((1, 2, 3), players).projection(1, new_players=[(3, "N")])[0]
    assert positions(dealt) == (2, "B", 3, "N", 4, "D")
    waiting = after((1, 2, 3), players, new_player_rule=WAIT).projection(1, new_players=[(3, "N")])[0]
    assert positions(waiting) == (2, "B", 3, None, 4, "D")
    assert waiting.not_dealt_in == ("N",)
    assert waiting.markers().small_blind_seat is None


def test_new_player_in_the_button_seat_has_the_button_or_waits_by_the_flag():
    # B (sb, seat 2) is out and N takes seat 2, which is this hand's button seat.
    players = full_table_except(2)
    dealt = after((1, 2, 3), players).projection(1, new_players=[(2, "N")])[0]
    assert positions(dealt) == (2, "N", 3, "C", 4, "D")
    assert dealt.last_to_act_after_flop == "N"
    waiting = after((1, 2, 3), players, new_player_rule=WAIT).projection(1, new_players=[(2, "N")])[0]
    assert positions(waiting) == (2, None, 3, "C", 4, "D")
    assert waiting.not_dealt_in == ("N",)
    assert waiting.last_to_act_after_flop == "A"


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_new_player_who_waits_is_explained_in_words_not_by_the_rule_sets_field_name(language: str) -> None:
    # N takes the small blind seat (3), then the button seat (2): each time he waits, by the `wait` flag.
    with SPEAKER.speaking(language):
        for seat in (3, 2):
            waiting = after((1, 2, 3), full_table_except(seat), new_player_rule=WAIT)
            said = " ".join(waiting.projection(1, new_players=[(seat, "N")])[0].explanation)
            assert "N " in said
            assert "new_player" not in said
            assert "=" not in said


def test_the_rules_cli_example():
    # Button 3, blinds 4 and 5; D and E (4, 5) are out, N sits in seat 4. bb: first after 5 is F (6);
    # sb seat 5 is empty (none); button seat 4 is N's: a new player on the button seat has the
    # button [I-13, deal_in]. G acts first. Then: bb G (7), sb F (6), button seat 5 (empty, dead).
    first, second = after((3, 4, 5), full_table_except(4, 5)).projection(2, new_players=[(4, "N")])
    assert first.to_json() == {
        "button_seat": 4,
        "button_player": "N",
        "sb_seat": 5,
        "sb_player": None,
        "bb_seat": 6,
        "bb_player": "F",
        "first_to_act_preflop": "G",
        "not_dealt_in": [],
    }
    assert positions(second) == (5, None, 6, "F", 7, "G")


# -- heads-up ---------------------------------------------------------------------


def test_heads_up_the_button_posts_the_small_blind_and_the_big_blind_alternates():
    # B (2) and E (5) alone; last hand E had the big blind, B the button and small blind. Next the
    # big blind is the player after seat 5, B, and E has the button; then back again.
    hands = DeadButtonTable.after_hand(9, seated(2, 5), BlindSeats(2, 2, 5)).projection(3)
    assert [positions(h) for h in hands] == [
        (5, "E", 5, "E", 2, "B"),
        (2, "B", 2, "B", 5, "E"),
        (5, "E", 5, "E", 2, "B"),
    ]
    assert all(h.heads_up and h.first_to_act_preflop == h.button_player for h in hands)
    assert all(h.last_to_act_after_flop == h.button_player for h in hands)


@pytest.mark.parametrize(
    ("out", "expected"),
    [
        # Button A out: bb is the first player after seat 3, B; C (last bb) gets the button and sb.
        (1, (3, "C", 3, "C", 2, "B")),
        # Small blind B out: bb is A (after 3, wrapping round); C has the button and sb.
        (2, (3, "C", 3, "C", 1, "A")),
        # Big blind C out: bb is A; B has the button and sb.
        (3, (2, "B", 2, "B", 1, "A")),
    ],
)
def test_three_to_two_players(out, expected):
    # Six seats, A B C in 1 2 3, button 1, blinds 2 and 3. Whoever goes, C (last bb) is not bb again.
    players = [p for p in seated(1, 2, 3) if p[0] != out]
    hand = DeadButtonTable.after_hand(6, players, BlindSeats(1, 2, 3)).projection(1)[0]
    assert positions(hand) == expected
    assert hand.heads_up
    assert hand.big_blind_player != "C"


def test_two_to_three_players_keeps_the_button_behind_the_new_big_blind():
    # Heads-up A (1, button and sb) against E (5, bb); N sits in seat 7. bb: first after 5 is N (7);
    # sb: E's seat 5 (last bb); button: seat 1 (last sb), A. A acts first (after 7: 8, 9 empty, 1).
    table = DeadButtonTable.after_hand(9, seated(1, 5), BlindSeats(1, 1, 5))
    hand = table.projection(1, new_players=[(7, "N")])[0]
    assert positions(hand) == (1, "A", 5, "E", 7, "N")
    assert hand.first_to_act_preflop == "A"


def test_two_to_three_players_when_the_big_blind_comes_round_to_the_old_button():
    # As above but N sits in seat 3. bb: first after 5 (6..9 empty) is A in seat 1, last hand's
    # button and sb seat, so the button cannot go there: it goes just right of the sb (seat 5), on
    # seat 4, empty: a dead button. N (3) is not between the button and sb, so he plays, first.
    table = DeadButtonTable.after_hand(9, seated(1, 5), BlindSeats(1, 1, 5))
    hand = table.projection(1, new_players=[(3, "N")])[0]
    assert positions(hand) == (4, None, 5, "E", 1, "A")
    assert hand.first_to_act_preflop == "N"
    assert hand.not_dealt_in == ()


# -- a whole session ----------------------------------------------------------------


def test_start_places_the_blinds_after_the_button():
    # Players in 1, 3, 4, 6 of 6 seats, button 6: sb A (1), bb C (3), D (4) first to act.
    table = DeadButtonTable.start(6, seated(1, 3, 4, 6), 6)
    assert table.hand is not None
    assert positions(table.hand) == (6, "F", 1, "A", 3, "C")
    assert table.hand.first_to_act_preflop == "D"
    heads_up = DeadButtonTable.start(6, seated(2, 4), 4).hand
    assert heads_up is not None
    assert positions(heads_up) == (4, "D", 4, "D", 2, "B")


def test_session_with_eliminations_and_a_new_player():
    # Six seats full, button 1: sb B, bb C. Then:
    table = DeadButtonTable.start(6, seated(1, 2, 3, 4, 5, 6), 1)
    # hand 2, C (3) busted in hand 1: bb D (4), sb seat 3 empty (none), button B (2).
    table = table.next_hand(eliminated=[3])
    assert table.hand is not None
    assert positions(table.hand) == (2, "B", 3, None, 4, "D")
    # hand 3, N sits in seat 3: button seat 3 (last sb seat) is N's; he is dealt in with the button.
    table = table.next_hand(new_players=[(3, "N")])
    assert table.hand is not None
    assert positions(table.hand) == (3, "N", 4, "D", 5, "E")
    # hand 4, E and F (5 and 6) bust: bb first after 5 is A (1); sb seat 5 empty; button D (4).
    table = table.next_hand(eliminated=[5, 6])
    assert table.hand is not None
    assert positions(table.hand) == (4, "D", 5, None, 1, "A")
    assert table.hand.first_to_act_preflop == "B"


def test_errors_name_their_fields():
    with pytest.raises(SeatError) as caught:
        DeadButtonTable.after_hand(9, [(10, "A"), (2, "B"), (2, "C"), (4, "B")], BlindSeats(1, 2, 3))
    assert [str(p) for p in caught.value.problems] == [
        "occupied_after_previous_hand[0].seat: seat 10 is outside this table (1..9)",
        "occupied_after_previous_hand[2].seat: seat 2 is already taken by B",
        "occupied_after_previous_hand[3].player: B is already seated in seat 2",
    ]


@pytest.mark.parametrize(
    ("previous", "players", "path", "words"),
    [
        ((1, 2, 12), seated(1, 2, 3), "previous_hand.bb_seat", "outside this table"),
        ((1, 2, 1), seated(1, 2, 3), "previous_hand.bb_seat", "needs a seat of its own"),
        ((1, 5, 3), seated(1, 2, 3), "previous_hand.sb_seat", "must lie between the button"),
        # D in seat 4 would have been due the big blind before seat 6.
        ((1, 2, 6), seated(1, 2, 4, 6), "previous_hand.bb_seat", "D in seat 4"),
        ((1, 1, 3), seated(1, 2, 3), "previous_hand.sb_seat", "heads-up"),
    ],
)
def test_previous_hands_that_cannot_have_been(previous, players, path, words):
    with pytest.raises(SeatError) as caught:
        DeadButtonTable.after_hand(9, players, BlindSeats(*previous))
    [problem] = caught.value.problems
    assert problem.path == path
    assert words in problem.message


def test_bad_changes_between_hands():
    table = DeadButtonTable.after_hand(9, seated(1, 2, 3), BlindSeats(1, 2, 3))
    with pytest.raises(SeatError) as caught:
        table.next_hand(eliminated=[5], new_players=[(2, "N"), (0, "O"), (6, "A")])
    assert [p.path for p in caught.value.problems] == [
        "eliminated[0]",
        "new_players[0].seat",
        "new_players[1].seat",
        "new_players[2].player",
    ]
    with pytest.raises(SeatError, match="at least two players"):
        table.next_hand(eliminated=[1, 2])
    with pytest.raises(SeatError, match="hands"):
        table.projection(0)
    with pytest.raises(SeatError, match="hands: must be a whole number from 1 to"):
        table.projection(1.5)  # type: ignore[arg-type]
    with pytest.raises(SeatError, match="seats_max"):
        DeadButtonTable.after_hand(11, seated(1, 2), BlindSeats(1, 1, 2))
    with pytest.raises(SeatError, match="button_seat: seat 2 is empty"):
        DeadButtonTable.start(9, seated(1, 3), 2)


# -- properties over random sessions --------------------------------------------------


def _strictly_between(first: int, seat: int, last: int, seats_max: int) -> bool:
    return 0 < clockwise_distance(first, seat, seats_max) < clockwise_distance(first, last, seats_max)


@st.composite
def sessions(draw: st.DrawFn) -> tuple[DeadButtonTable, list[DeadButtonTable]]:
    """A table started at random and dealt 1..25 hands with random eliminations and new players."""
    seats_max = draw(st.integers(2, 10))
    seats = draw(st.lists(st.integers(1, seats_max), min_size=2, max_size=seats_max, unique=True))
    rule = draw(st.sampled_from(NewPlayerOnButtonOrSmallBlind))
    names = iter(f"P{n}" for n in range(1000))
    table = DeadButtonTable.start(seats_max, [(s, next(names)) for s in seats], draw(st.sampled_from(seats)), rule)
    history = [table]
    for _ in range(draw(st.integers(1, 25))):
        occupied = sorted(table.occupants)
        out = draw(st.lists(st.sampled_from(occupied), unique=True, max_size=len(occupied)))
        # a seat emptied by an elimination may be taken by a new player before the next hand
        free = [s for s in range(1, seats_max + 1) if s not in table.occupants or s in out]
        new = draw(st.lists(st.sampled_from(free), unique=True) if free else st.just([]))
        if len(occupied) - len(out) + len(new) < 2:
            out, new = [], []
        table = table.next_hand(eliminated=out, new_players=[(s, next(names)) for s in new])
        history.append(table)
    return history[0], history[1:]


@settings(max_examples=200, deadline=None)
@given(sessions())
def test_the_big_blind_never_skips_or_repeats_and_sits_on_a_player(session):
    first, later = session
    previous = first
    for table in later:
        hand, before = table.hand, previous.hand
        assert hand is not None
        assert before is not None
        n = table.seats_max
        bb = hand.seats.big_blind_seat
        assert table.occupants[bb] == hand.big_blind_player
        assert (bb, hand.big_blind_player) in hand.dealt_in
        # every seat the big blind passed over on its way from last hand's was empty
        passed = [s for s in range(1, n + 1) if _strictly_between(before.seats.big_blind_seat, s, bb, n)]
        assert all(s not in table.occupants for s in passed)
        assert hand.big_blind_player != before.big_blind_player
        previous = table


@settings(max_examples=200, deadline=None)
@given(sessions())
def test_each_player_posts_the_big_blind_once_per_orbit(session):
    first, later = session
    tables = [first, *later]
    seated = [set(t.occupants.values()) for t in tables]
    big_blinds = [t.hand.big_blind_player for t in tables if t.hand is not None]
    for player in set().union(*seated):
        own = [i for i, bb in enumerate(big_blinds) if bb == player]
        for start, end in pairwise(own):
            if not all(player in seated[i] for i in range(start, end + 1)):
                continue
            # everyone seated throughout this orbit had the big blind exactly once in it
            stayed = set.intersection(*seated[start : end + 1]) - {player}
            orbit = big_blinds[start + 1 : end]
            assert all(orbit.count(other) == 1 for other in stayed), (player, start, end)
            assert player not in orbit


@settings(max_examples=200, deadline=None)
@given(sessions())
def test_markers_and_dealing_are_consistent(session):
    first, later = session
    ever_dealt: set[str] = {p for _, p in first.hand.dealt_in} if first.hand else set()
    previous = first
    for table in later:
        hand, before = table.hand, previous.hand
        assert hand is not None
        assert before is not None
        n, seats = table.seats_max, hand.seats
        dealt = {p for _, p in hand.dealt_in}
        assert len(dealt) >= 2
        assert dealt | set(hand.not_dealt_in) == set(table.occupants.values())
        assert not dealt & set(hand.not_dealt_in)
        assert not set(hand.not_dealt_in) & ever_dealt, "only players never dealt in wait"
        for seat, player in (
            (seats.button_seat, hand.button_player),
            (seats.small_blind_seat, hand.small_blind_player),
        ):
            assert player is None or table.occupants[seat] == player
        if hand.heads_up:
            assert seats.button_seat == seats.small_blind_seat != seats.big_blind_seat
        else:
            # button, then small blind, then big blind, clockwise; the button never moves backwards
            # and never passes last hand's big blind
            assert _strictly_between(seats.button_seat, seats.small_blind_seat, seats.big_blind_seat, n)
            assert clockwise_distance(before.seats.button_seat, seats.button_seat, n) < clockwise_distance(
                before.seats.button_seat, before.seats.big_blind_seat, n
            )
        ever_dealt |= dealt
        previous = table
