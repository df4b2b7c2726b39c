"""Rule 52 on the live table (core/table_session.py, rules-spec section 10, serving 1-4): a player on penalty is
dealt in, posts his forced bets from his stack, has his hand killed, is blinded out when short; a misdeal and its
redeal count as one hand; the seat says which hands the penalty covers."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floordesk.core.chips import Stack, standard_chip_set
from floordesk.core.errors import InvalidInput, SeatError
from floordesk.core.rules.penalties import PenaltyHand, Position, serve_penalty_hand
from floordesk.core.structure import ForcedBets
from floordesk.core.table import Player, Table
from floordesk.core.table_session import Dealing, HandError, HandState, SeatTag, TableSession

CHIPS = standard_chip_set((25, 100, 500, 1000))
NAMES = ("Ana", "Ben", "Chen", "Dia", "Eva", "Fay")
LEVEL = ForcedBets(small_blind=100, big_blind=200, ante=25)
HOLDEM = Dealing(LEVEL)


def table(stacks: dict[int, dict[int, int]], seats_max: int = 6, dealing: Dealing = HOLDEM) -> TableSession:
    t = Table("T1", seats_max)
    for seat, counts in stacks.items():
        t = t.with_player(seat, Player(NAMES[seat - 1].lower(), NAMES[seat - 1]), Stack(counts))
    return TableSession(CHIPS, t, dealing=dealing)


def four() -> TableSession:
    """Hand 1 dealt, button seat 1, blinds seats 2 and 3; every stack 5,000."""
    return table({seat: {1000: 4, 100: 9, 25: 4} for seat in (1, 2, 3, 4)}).next_hand(first_button=1)


def test_a_player_on_penalty_is_dealt_in_posts_his_big_blind_and_ante_and_his_hand_is_killed():
    # Given during hand 1, Dia's 2-hand penalty covers hands 2 and 3; hand 2 has the button on 2, blinds 3 and 4.
    session = four().penalise(4, 2)
    assert session.seat_state(4).tag_text == "PENALTY 2-3"
    hand2 = session.next_hand()
    assert hand2.hand.blinds == (2, 3, 4)
    assert hand2.is_killed(4)
    assert hand2.has_folded(4)
    assert hand2.contribution(4).total() == 225  # big blind 200 and ante 25
    assert hand2.occupant(4).stack.total() == 5000 - 225
    assert hand2.hand.penalty_posts == {"dia": {"ante": 25, "big_blind": 200}}
    # Only players on penalty post: the table does not follow the others' blinds.
    assert hand2.contribution(3).total() == 0
    assert hand2.seat_state(4).tag_text == "PENALTY 2 of 2"
    # His hand is dead: never folded back in, never betting, never paid.
    with pytest.raises(HandError, match="Dia's hand is dead: he is serving a penalty"):
        hand2.fold(4, folded=False)
    with pytest.raises(HandError, match="Dia's hand is dead"):
        hand2.bet(4, 100, 1)
    in_pot = hand2.bet(3, 100, 2)
    with pytest.raises(HandError, match=r"Dia's hand is dead .* cannot win the pot"):
        in_pot.award(4, 100, 1)
    with pytest.raises(HandError, match="cannot win the pot"):
        in_pot.pay_out_pot({4: in_pot.hand.pot})
    hand3 = in_pot.pay_out_pot({3: in_pot.hand.pot}).next_hand()
    assert hand3.hand.penalty_posts == {"dia": {"ante": 25, "small_blind": 100}}  # the blinds moved on one seat
    assert hand3.seat_state(4).tag_text == "PENALTY 1 of 2"
    hand4 = hand3.pay_out_pot({1: hand3.hand.pot}).next_hand()
    assert not hand4.is_killed(4)
    assert hand4.seat_state(4).tag is None
    assert HandState.from_json(hand3.hand.to_json()) == hand3.hand


def test_a_short_player_on_penalty_is_blinded_out_all_in_with_his_hand_dead_then_offered_for_elimination():
    session = table({1: {1000: 5}, 2: {1000: 5}, 3: {100: 1, 25: 1}}).next_hand(first_button=1)
    session = session.penalise(3, 3)
    # Hand 2: button 2, small blind 3 (Chen), big blind 1: he owes ante 25 and small blind 100 with 125.
    hand2 = session.next_hand()
    assert hand2.hand.penalty_posts == {"chen": {"ante": 25, "small_blind": 100}}
    assert not hand2.occupant(3).stack
    assert not hand2.is_all_in(3)  # his hand is dead, not all in: he contests no pot
    assert hand2.seat_state(3).tag is SeatTag.PENALTY
    with pytest.raises(HandError, match="Chen's hand is dead"):
        hand2.fold(3)  # folded already: the table refuses with the reason, not "all in"
    # out once the pot holding his chips is given out (eliminated before, the pot would not add up)
    assert hand2.out_seats() == ()
    with pytest.raises(SeatError, match="Chen has chips in the pot of this hand: settle the pot"):
        hand2.eliminate(3)
    settled = hand2.bet(1, 1000, 1).pay_out_pot({1: hand2.bet(1, 1000, 1).hand.pot})
    assert settled.out_seats() == (3,)
    assert 3 not in settled.eliminate(3).table.occupants


def test_posting_takes_all_he_has_when_he_cannot_pay_and_makes_change_at_the_rack():
    session = table({1: {1000: 5}, 2: {1000: 5}, 3: {500: 1}}).next_hand(first_button=1)
    hand2 = session.penalise(3, 1).next_hand()
    assert hand2.contribution(3).total() == 125
    assert hand2.occupant(3).stack.total() == 375  # 500 changed at the rack
    assert hand2.chips_on_table().total() == session.chips_on_table().total()


def test_misdeal_deals_the_same_hand_again_and_the_penalty_hand_counts_once():
    session = four().penalise(4, 2).next_hand()
    played = session.bet(1, 100, 3).fold(2)
    again = played.misdeal()
    assert again.hand.number == session.hand.number
    assert again.hand.blinds == session.hand.blinds
    assert again.table.markers == session.table.markers
    assert again.penalty_hands_left(4) == session.penalty_hands_left(4) == 2
    assert again.hand.penalty_posts == session.hand.penalty_posts
    assert again.hand.contributions == session.hand.contributions  # Ana's 300 back, Dia posts once again
    assert again.occupant(1).stack == session.occupant(1).stack
    assert not again.has_folded(2)
    assert again.is_killed(4)
    # The next hand after it is hand 3, the penalty's last.
    hand3 = again.pay_out_pot({1: again.hand.pot}).next_hand()
    assert hand3.hand.number == 3
    assert hand3.seat_state(4).tag_text == "PENALTY 1 of 2"


def test_a_misdeal_is_refused_before_the_first_hand_and_after_the_pot_is_given_out():
    with pytest.raises(HandError, match="no hand has been dealt"):
        table({1: {1000: 1}, 2: {1000: 1}}).misdeal()
    session = four().bet(1, 100, 1)
    with pytest.raises(HandError, match="has been given out"):
        session.pay_out_pot({1: session.hand.pot}).misdeal()


def test_the_posts_are_those_rule_52_serving_says():
    hand2 = four().penalise(3, 1).next_hand()  # Chen on the small blind of hand 2
    expected = serve_penalty_hand(PenaltyHand(False, 2, 2, 2, Position.SMALL_BLIND, LEVEL, stack=5000))
    assert hand2.hand.penalty_posts["chen"] == dict(expected.posts)


def test_stud_posts_the_ante_at_the_deal_and_the_bring_in_when_his_card_brings_it_in():
    stud = Dealing(ForcedBets(ante=25, bring_in=100), stud=True)
    session = table({1: {1000: 5}, 2: {1000: 5}, 3: {1000: 5}}, dealing=stud).next_hand(first_button=1)
    hand2 = session.penalise(2, 1).next_hand()
    assert hand2.hand.penalty_posts == {"ben": {"ante": 25}}
    assert hand2.owes_bring_in(2)
    brought_in = hand2.post_bring_in(2)
    assert brought_in.hand.penalty_posts == {"ben": {"ante": 25, "bring_in": 100}}
    assert brought_in.contribution(2).total() == 125
    assert not brought_in.owes_bring_in(2)
    with pytest.raises(HandError, match="Ben has already posted the bring-in"):
        brought_in.post_bring_in(2)
    with pytest.raises(HandError, match="Chen is not serving a penalty this hand"):
        hand2.post_bring_in(3)
    with pytest.raises(HandError, match="only stud games have a bring-in"):
        four().penalise(4, 1).next_hand().post_bring_in(4)


def test_a_penalty_given_on_top_of_one_being_served_extends_the_hands_shown():
    hand2 = four().penalise(4, 2).next_hand().penalise(4, 3)
    assert hand2.hand.penalty_span("dia") == (2, 6)
    assert hand2.seat_state(4).tag_text == "PENALTY 5 of 5"
    assert hand2.seat_state(4).penalty_words == "5 of 5 hands left"


def test_a_post_that_cannot_be_made_is_refused_with_the_reason():
    odd = Dealing(ForcedBets(small_blind=10, big_blind=20))
    with pytest.raises(InvalidInput, match="Dia's chips cannot post 20 exactly"):
        replace(four(), dealing=odd).penalise(4, 1).next_hand()


# -- a property over random hands ---------------------------------------------------------

NEWCOMERS = tuple(Player(f"p{n}", f"Player {n}") for n in range(20))


class Owed:
    """The reference: the hand numbers each player has to miss, from the penalties given alone."""

    def __init__(self) -> None:
        self.hands: dict[str, set[int]] = {}

    def give(self, player: str, at_hand: int, hands: int) -> None:
        owed = self.hands.setdefault(player, set())
        start = max(at_hand, max(owed, default=0)) + 1
        owed.update(range(start, start + hands))

    def block(self, player: str, number: int) -> tuple[int, int]:
        """The run of consecutive owed hands that holds `number`."""
        owed = self.hands[player]
        first = last = number
        while first - 1 in owed:
            first -= 1
        while last + 1 in owed:
            last += 1
        return first, last


def _position(blinds: tuple[int, int, int], seat: int) -> Position:
    button, small_blind, big_blind = blinds
    if seat == big_blind:
        return Position.BIG_BLIND
    if seat == small_blind:
        return Position.SMALL_BLIND
    return Position.BUTTON if seat == button else Position.OTHER


def _check_deal(before: TableSession, after: TableSession, owed: Owed) -> set[str]:
    """The hand just dealt (or dealt again) kills and posts exactly what rule 52 serving says; who was killed."""
    number = after.hand.number
    killed = set()
    for seat, player in after.hand.dealt.items():
        occupant = after.occupant(seat)
        if occupant is None or player in after.hand.waiting:
            continue
        if number in owed.hands.get(player, ()):
            first, last = owed.block(player, number)
            stack = before.occupant(seat).stack.total() + before.contribution(seat).total()
            expected = serve_penalty_hand(
                PenaltyHand(False, first, last, number, _position(after.hand.blinds, seat), LEVEL, stack=stack)
            )
            assert after.is_killed(seat)
            assert dict(after.hand.penalty_posts[player]) == dict(expected.posts)
            assert after.contribution(seat).total() == sum(expected.posts.values())
            killed.add(player)
        else:
            assert not after.is_killed(seat)
    assert after.hand.killed == killed
    assert after.chips_on_table().total() == before.chips_on_table().total()
    return killed


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_a_player_on_penalty_never_wins_posts_what_rule_52_says_and_serves_exactly_his_hands(data):
    session = table({seat: {1000: 2, 100: 5, 25: 8} for seat in range(1, 7)})
    session = session.next_hand(first_button=1)
    owed, killed_in = Owed(), {}
    dealt_in: dict[str, set[int]] = {}
    newcomers = iter(NEWCOMERS)
    for _hand in range(data.draw(st.integers(3, 12), label="hands")):
        seats = sorted(session.table.occupants)
        # Penalties, leaving at least two players free to play the hand out.
        for seat in data.draw(st.lists(st.sampled_from(seats), max_size=2, unique=True), label="penalised"):
            player = session.occupant(seat).player.player_id
            free = [s for s in seats if not session.hand.penalty_span(session.occupant(s).player.player_id)]
            if len([s for s in free if s != seat]) >= 3:
                hands = data.draw(st.integers(1, 4), label="hands to miss")
                session = session.penalise(seat, hands)
                owed.give(player, session.hand.number, hands)
        # The live players bet; the pot goes to one of them, never to a dead hand.
        live = [s for s in seats if not session.has_folded(s) and session.occupant(s).stack.count(25)]
        for seat in data.draw(st.lists(st.sampled_from(live), unique=True), label="bettors") if live else []:
            session = session.bet(seat, 25, 1)
        if session.hand.pot:
            contenders = [s for s in session.table.occupants if not session.has_folded(s)]
            winner = data.draw(st.sampled_from(contenders), label="winner")
            for dead in (s for s in session.table.occupants if session.is_killed(s)):
                with pytest.raises(HandError, match="cannot win the pot"):
                    session.pay_out_pot({dead: session.hand.pot})
            session = session.pay_out_pot({winner: session.hand.pot})
        for seat in session.out_seats():
            if data.draw(st.booleans(), label="eliminate"):
                session = session.eliminate(seat)
        empty = [s for s in session.table.seats() if session.occupant(s) is None]
        if empty and data.draw(st.booleans(), label="new player"):
            session = session.seat_player(empty[0], next(newcomers), Stack({100: 10, 25: 8}))
        before = session
        session = session.next_hand()
        killed = _check_deal(before, session, owed)
        for _misdeal in range(data.draw(st.integers(0, 2), label="misdeals")):
            bettor = session.occupant(seats[0])
            can_bet = bettor is not None and bettor.stack.count(25) and not session.has_folded(seats[0])
            if can_bet and data.draw(st.booleans(), label="bet before the misdeal"):
                session = session.bet(seats[0], 25, 1)
            again = session.misdeal()
            assert again.hand.number == session.hand.number
            assert again.table.markers == session.table.markers
            assert again.hand.penalty_hands == session.hand.penalty_hands
            assert _check_deal(before, again, owed) == killed
            session = again
        for seat, player in session.hand.dealt.items():
            if player not in session.hand.waiting and session.occupant(seat) is not None:
                dealt_in.setdefault(player, set()).add(session.hand.number)
        for player in killed:
            killed_in.setdefault(player, set()).add(session.hand.number)
    # Each player served exactly the hands he owed among those he was dealt.
    for player, hands in dealt_in.items():
        assert killed_in.get(player, set()) == hands & owed.hands.get(player, set())


def test_next_hand_returns_a_pot_only_one_player_put_chips_in():
    session = four().bet(3, 100, 2).fold(1).fold(2).fold(4)
    dealt = session.next_hand()
    assert dealt.hand.number == 2
    assert dealt.occupant(3).stack == session.occupant(3).stack.plus(Stack({100: 2}))
    # Chips from two players are a pot to settle first.
    with pytest.raises(HandError, match="give it to the winner first"):
        four().bet(3, 100, 2).bet(1, 100, 2).next_hand()
