"""Request `pots`: settle a whole hand, rules 47 and 48 (contract: rules-cli.md, "pots").

Reads the request, hands it to `floordesk.core.rules.showdown.settle_hand` and
writes the settlement as JSON. All rules logic is in the core.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from floordesk.core.fields import Field
from floordesk.core.requests._reading import read_card, read_cards
from floordesk.core.rules.hand_eval import Game, RankedHand
from floordesk.core.rules.odd_chips import OddUnit
from floordesk.core.rules.pots import Contribution, Status
from floordesk.core.rules.showdown import (
    RULE,
    HandAtShowdown,
    Settlement,
    ShownHand,
    StatedRanking,
    settle_hand,
)
from floordesk.core.ruleset import RuleSet
from floordesk.core.table import MAX_SEATS, MIN_SEATS


@dataclass(frozen=True)
class PotRequest:
    """The members the `pots` and `split` verbs share."""

    game: Game
    unit: int
    button_seat: int | None
    seats_max: int
    rules: RuleSet


def read_pot_request(request: Field) -> PotRequest | None:
    """Read game, lowest denomination, button, table size and config; None if any is wrong."""
    game = request.read_key("game", Field.as_enum, Game)
    unit = request.read_key("lowest_denomination", Field.as_int, minimum=1)
    # read by hand: a wrong button must be told apart from an absent one
    button_field = request.optional("button_seat")
    button = button_field.as_int(minimum=1) if button_field else None
    seats_max = request.read_optional("seats_at_table", MAX_SEATS, Field.as_int, minimum=MIN_SEATS, maximum=MAX_SEATS)
    rules = RuleSet().with_config(request.optional("config"))
    if game is None or unit is None or seats_max is None or (button_field and button is None):
        return None
    return PotRequest(game, unit, button, seats_max, rules)


def handle(request: Field) -> dict[str, Any] | None:
    setting = read_pot_request(request)
    contributions: list[Contribution] = []
    shown: dict[str, ShownHand] = {}
    for entry in request.read_key("contributions", Field.elements) or []:
        read = _read_contribution(entry)
        if read is not None:
            contributions.append(read[0])
            shown[read[0].player] = read[1]
    board = request.read_optional("board", (), read_cards)
    ranking = request.read_optional("showdown", None, _read_ranking)
    if request.problems.items or setting is None:
        return None
    hand = HandAtShowdown(
        game=setting.game,
        unit=setting.unit,
        contributions=tuple(contributions),
        button_seat=setting.button_seat,
        seats_max=setting.seats_max,
        board=board,
        shown=shown,
        ranking=ranking,
        rules=setting.rules,
    )
    return settlement_json(settle_hand(hand))


def _read_contribution(entry: Field) -> tuple[Contribution, ShownHand] | None:
    if not entry.is_object():
        return None
    # all looked up before any is read, so the 'is required' problems are reported first
    fields = {name: entry.key(name) for name in ("player", "seat", "contributed", "status")}
    player = fields["player"].as_str() if fields["player"] else None
    seat = fields["seat"].as_int(minimum=1) if fields["seat"] else None
    amount = fields["contributed"].as_int(minimum=0) if fields["contributed"] else None
    status = fields["status"].as_enum(Status) if fields["status"] else None
    cards = ShownHand(
        entry.read_optional("cards", (), read_cards),
        entry.read_optional("high_card", None, read_card),
        entry.read_optional("low_card", None, read_card),
    )
    if player is None or seat is None or amount is None or status is None:
        return None
    return Contribution(player, seat, amount, status), cards


def _read_ranking(showdown: Field) -> StatedRanking | None:
    if not showdown.is_object():
        return None
    return StatedRanking(
        high=showdown.read_optional("high_ranking", (), _read_groups),
        low=showdown.read_optional("low_ranking", (), _read_groups),
    )


def _read_groups(field: Field) -> tuple[tuple[str, ...], ...]:
    """Groups of tied players, best first; a lone name stands for a group of one."""
    groups: list[tuple[str, ...]] = []
    for group in field.elements():
        members = [group] if isinstance(group.value, str) else group.elements()
        names = [member.as_str() for member in members]
        groups.append(tuple(name for name in names if name is not None))
    return tuple(groups)


def hand_json(hand: RankedHand | None) -> dict[str, Any] | None:
    if hand is None:
        return None
    return {"cards": [str(card) for card in hand.shown_cards], "description": hand.describe()}


def odd_chips_json(odd_units: tuple[OddUnit, ...]) -> list[dict[str, Any]]:
    return [{"player": unit.player, "amount": unit.amount, "reason": unit.reason} for unit in odd_units]


def settlement_json(settlement: Settlement) -> dict[str, Any]:
    result: dict[str, Any] = {
        "rule": RULE,
        "uncalled_returned": dict(settlement.layout.uncalled_returned),
        "pots": [
            {
                "name": settled.pot.name,
                "amount": settled.pot.amount,
                "eligible": list(settled.pot.eligible),
                "contested": settled.pot.contested,
                "high_winners": list(settled.winners.high),
                "low_winners": list(settled.winners.low),
                "awards": dict(settled.split.awards),
                "odd_chips": odd_chips_json(settled.split.odd_units),
            }
            for settled in settlement.pots
        ],
        "total_awarded": dict(settlement.total_awarded),
    }
    if settlement.hands:
        result["hands"] = {
            name: {"high": hand_json(best.high), "low": hand_json(best.low)} for name, best in settlement.hands.items()
        }
    result["explanation"] = list(settlement.explanation)
    return result
