"""The plain Next hand follows the event's new-player flag (rule 50), as the button wizard deals it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from floordesk.core.chips import Stack
from floordesk.core.event import Event
from floordesk.core.ruleset import NewPlayerOnButtonOrSmallBlind, RuleSet
from floordesk.core.table import Player, Table
from tests.gui.table_view.table_helpers import CHIPS, TABLE, bench

ANA, BEN, CHEN, DIA, EVA = (Player(name.lower(), name) for name in ("Ana", "Ben", "Chen", "Dia", "Eva"))


def event(rule: NewPlayerOnButtonOrSmallBlind) -> Event:
    """Seats 1, 2, 4 and 5 taken on a six-seat table, under the new-player flag given."""
    table = Table(TABLE, 6)
    for seat, player in ((1, ANA), (2, BEN), (4, DIA), (5, EVA)):
        table = table.with_player(seat, player, Stack({100: 10}))
    rules = replace(RuleSet.wsop_2009(), new_player_on_button_or_sb=rule)
    return Event("Event 7", 7, "holdem", CHIPS, (table,), players=(CHEN,), rules=rules)


@pytest.mark.parametrize(
    ("rule", "expected", "said"),
    [
        (NewPlayerOnButtonOrSmallBlind.DEAL_IN, (2, 4, 5), "Next hand: button: seat 2, small blind: seat 4, big blind"),
        (NewPlayerOnButtonOrSmallBlind.WAIT, (2, 4, 5), "Next hand: button: seat 2, no small blind, big blind"),
    ],
)
def test_next_hand_deals_a_new_player_on_the_small_blind_as_the_event_says(rule, expected, said):
    desk = bench(event(rule))
    ops = desk.operations
    assert ops.next_hand(TABLE, first_button=1)
    assert desk.session().hand.blinds == (1, 2, 4)
    # Dia, the big blind, is knocked out and Chen sits down in her seat: the next hand puts him on the small blind.
    assert ops.set_count(TABLE, 4, 100, 0)
    assert ops.eliminate(TABLE, 4)
    assert ops.seat_player(TABLE, 4, "Chen")
    assert ops.set_count(TABLE, 4, 100, 10)
    assert ops.describe_next_hand(desk.session()).startswith(said)
    assert ops.next_hand(TABLE)
    session = desk.session()
    assert session.hand.blinds == expected
    assert session.is_waiting(4) is (rule is NewPlayerOnButtonOrSmallBlind.WAIT)
    markers = session.table.markers
    assert markers is not None
    assert markers.small_blind_seat == (None if rule is NewPlayerOnButtonOrSmallBlind.WAIT else 4)


def test_the_preview_of_the_next_hand_says_the_button_will_be_dead_as_the_hand_then_dealt_says():
    # The small blind knocked out: the next button is his empty seat. The preview said only "button: seat 2".
    desk = bench(event(NewPlayerOnButtonOrSmallBlind.DEAL_IN))
    ops = desk.operations
    assert ops.next_hand(TABLE, first_button=1)
    assert ops.set_count(TABLE, 2, 100, 0)
    assert ops.eliminate(TABLE, 2)
    preview = ops.describe_next_hand(desk.session())
    assert preview == "Next hand: button: seat 2 (dead button), small blind: seat 4, big blind: seat 5."
    assert ops.next_hand(TABLE)
    dealt = desk.messages[-1]
    assert dealt == f"{TABLE}, hand 2: Button: seat 2 (dead button), small blind: seat 4, big blind: seat 5."
