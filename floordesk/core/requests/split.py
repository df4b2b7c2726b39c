"""Request `split`: split one pot among ranked contenders, rule 48 (contract: rules-cli.md, "split").

Ranks are 1 for the best hand, equal numbers tie, and a null `low_rank` is no
qualifying low. Stud games give each contender's five-card hands (or all his
cards, or the tie-break cards directly) so odd chips can go by suit; the core
checks those cards against each other, and a tie-break card stated beside the
hand it is worked out from against that hand, before any odd chip goes by them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from floordesk.core.cards import Card
from floordesk.core.errors import CardError, Problem
from floordesk.core.fields import Field
from floordesk.core.requests._reading import read_card, read_cards
from floordesk.core.requests.pots import PotRequest, odd_chips_json, read_pot_request
from floordesk.core.rules.hand_eval import Game
from floordesk.core.rules.odd_chips import (
    RULE,
    Contender,
    SplitSetting,
    StatedCards,
    TieCardMembers,
    disagreeing_tie_card,
    split_pot,
    stated_card_problems,
    stated_tie_card,
)
from floordesk.core.rules.showdown import decide_winners
from floordesk.core.ruleset import RuleSet, StudHighCardScope
from floordesk.i18n import translate

FIVE_CARD_HAND = 5


@dataclass(frozen=True)
class _Ranked:
    contender: Contender
    high_rank: int | None
    low_rank: int | None
    cards: StatedCards
    disagreements: tuple[Problem, ...]  # stated tie-break cards that his own hands contradict


def handle(request: Field) -> dict[str, Any] | None:
    setting = read_pot_request(request)
    amount = request.read_key("pot_amount", Field.as_int, minimum=0)
    entries = request.read_key("contenders", Field.elements, min_items=1) or []
    ranked = [_read_contender(entry, setting, contested=len(entries) > 1) for entry in entries]
    if request.problems.items or setting is None or amount is None:
        return None
    # a tie-break card is compared with his hand only once the cards themselves are sound
    card_problems = stated_card_problems(setting.game, [r.cards for r in ranked if r is not None]) or [
        problem for r in ranked if r is not None for problem in r.disagreements
    ]
    if card_problems:
        raise CardError(card_problems)
    contenders = [r.contender for r in ranked if r is not None]
    winners = decide_winners(
        setting.game,
        [c.player for c in sorted(contenders, key=lambda c: c.seat)],
        high={r.contender.player: -r.high_rank for r in ranked if r is not None and r.high_rank is not None},
        low={r.contender.player: -r.low_rank for r in ranked if r is not None and r.low_rank is not None},
    )
    split_setting = SplitSetting(setting.game, setting.rules, setting.button_seat, setting.seats_max)
    split = split_pot(
        amount, setting.unit, winners, contenders, split_setting, tie_card_members=_tie_card_members(setting.rules)
    )
    return {
        "rule": RULE,
        "high_winners": list(winners.high),
        "low_winners": list(winners.low),
        "awards": dict(split.awards),
        "odd_chips": odd_chips_json(split.odd_units),
        "parts": [
            {"half": part.half.value, "amount": part.amount, "winners": list(part.winners), "awards": dict(part.awards)}
            for part in split.parts
        ],
        "explanation": list(split.explanation),
    }


def _read_contender(entry: Field, setting: PotRequest | None, *, contested: bool) -> _Ranked | None:
    if not entry.is_object():
        return None
    # all looked up before any is read, so the 'is required' problems are reported first
    player_field, seat_field = entry.key("player"), entry.key("seat")
    player = player_field.as_str() if player_field else None
    seat = seat_field.as_int(minimum=1) if seat_field else None
    high_rank = _read_rank(entry, "high_rank", setting, contested=contested)
    low_rank = _read_rank(entry, "low_rank", setting, contested=contested)
    cards, (high_card, low_card), disagreements = _read_tie_cards(entry, setting)
    if player is None or seat is None:
        return None
    return _Ranked(Contender(player, seat, high_card, low_card), high_rank, low_rank, cards, disagreements)


def _read_rank(entry: Field, name: str, setting: PotRequest | None, *, contested: bool) -> int | None:
    """A rank, checked against what the game has: razz ranks only lows, high-only games no lows."""
    field = entry.optional(name)
    game = setting.game if setting else None
    deciding = name == ("low_rank" if game is Game.RAZZ else "high_rank")
    if field is None:
        if contested and deciding and game is not None:
            entry.problems.add(
                f"{entry.path}.{name}",
                translate("core", "is required to split a contested {title} pot").format(title=game.title),
            )
        return None
    if game is not None and not deciding and not game.splits_high_low:
        field.fail(
            translate("core", "must be null: {title} has no {value}").format(
                title=game.title, value="high hand" if name == "high_rank" else "low half"
            )
        )
        return None
    return field.as_int(minimum=1)


def _read_tie_cards(
    entry: Field, setting: PotRequest | None
) -> tuple[StatedCards, tuple[Card | None, Card | None], tuple[Problem, ...]]:
    """Every card the contender states; his stud tie-break cards for high and low, stated directly or
    taken from the five-card hands (or all cards, by flag); and the stated ones those contradict."""
    five_high = entry.read_optional("five_card_high_hand", (), _read_hand, FIVE_CARD_HAND)
    five_low = entry.read_optional("five_card_low_hand", (), _read_hand, FIVE_CARD_HAND)
    own = entry.read_optional("cards", (), _read_hand, setting.game.own_card_count if setting else None)
    high_card = entry.read_optional("high_card", None, read_card)
    low_card = entry.read_optional("low_card", None, read_card)
    others = {
        "five_card_high_hand": five_high,
        "five_card_low_hand": five_low,
        "high_card": () if high_card is None else (high_card,),
        "low_card": () if low_card is None else (low_card,),
    }
    stated = StatedCards(entry.path, own, others)
    if setting is None or setting.game.is_button_game:
        return stated, (None, None), ()
    rules = setting.rules
    members = _tie_card_members(rules)
    tie_cards: list[Card | None] = []
    disagreements: list[Problem] = []
    for low, card, hand, (source, member) in (
        (False, high_card, five_high, members.high),
        (True, low_card, five_low, members.low),
    ):
        given = stated_tie_card(hand, own, low=low, rules=rules)
        where = f"{entry.path}.{member}"
        disagreements.extend(disagreeing_tie_card(where, card, given, f"{entry.path}.{source}", low=low, rules=rules))
        tie_cards.append(card or given)
    return stated, (tie_cards[0], tie_cards[1]), tuple(disagreements)


def _tie_card_members(rules: RuleSet) -> TieCardMembers:
    """Where a contender gives each tie-break card, as `stated_tie_card` reads them under the scope flag."""
    if rules.stud_high_card_scope is StudHighCardScope.ALL_CARDS:
        return TieCardMembers(("cards", "high_card"), ("cards", "low_card"))
    return TieCardMembers(("five_card_high_hand", "high_card"), ("five_card_low_hand", "low_card"))


def _read_hand(field: Field, size: int | None) -> tuple[Card, ...]:
    cards = read_cards(field)
    if cards and size is not None and len(cards) != size:
        field.fail(translate("core", "must be {size} cards, not {count}").format(size=size, count=len(cards)))
        return ()
    return cards
