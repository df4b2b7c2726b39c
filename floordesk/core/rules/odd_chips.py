"""Core: rule 48, splitting one pot among its winners, odd chips included (rules-spec section 6).

A pot is split in units of the lowest denomination in play. `split(P, W, order)`
gives every winner P div |W| units and the P mod |W| odd units go one each to
the first winners in `order` (flag `odd_units` = `all_to_first`: all to the first).

`order`: button games, clockwise from the button (a dead button counts where it
stands); stud games, the high card by suit of the winner's five-card hand (or all
his cards, flag `stud_high_card_scope`), aces low in a low hand, and for tied
lows the flag `stud_low_tie_rule`.

Hi-lo: no qualifying low, the high hands split the whole pot; the same players
win high and low ("identical value"), the whole pot is split once; otherwise the
high half gets the odd unit of the first split, each half is split among its
winners, and the low half's odd unit goes to the worse position (the first
clockwise from the button). Every odd unit carries the reason it went where it went.

The cards a request states for the stud tie-breaks are checked like any others
(`stated_card_problems`): a card is one player's alone, and comes from his cards;
and one stated beside the cards it is worked out from must be the card they give
(`disagreeing_tie_card`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from types import MappingProxyType

from floordesk.core.cards import Card, ensure_distinct
from floordesk.core.chips import denomination_label
from floordesk.core.errors import CardError, ChipError, Problem, SeatError, ShowdownError
from floordesk.core.rules.hand_eval import Game, ace_low_rank
from floordesk.core.rules.pots import join_names
from floordesk.core.ruleset import OddUnits, RuleSet, StudHighCardScope, StudLowTieRule
from floordesk.core.table import MAX_SEATS
from floordesk.i18n import noop, translate

RULE = 48
FIRST_SPLIT_REASON = noop("reasons", "odd chip of the first split goes to the high half")


class Half(Enum):
    """Which part of a pot a split shares out."""

    WHOLE = "whole"
    HIGH = "high"
    LOW = "low"


@dataclass(frozen=True)
class Contender:
    """A player who can win the pot.

    In stud games `high_card` and `low_card` are the cards that order him among
    tied high or low hands (see `tie_break_card`). `path` is where he stands in
    the request, for error messages (default `contenders[i]`).
    """

    player: str
    seat: int
    high_card: Card | None = None
    low_card: Card | None = None
    path: str = ""


@dataclass(frozen=True)
class Winners:
    """A pot's winners: `low` is empty when no contender has a qualifying low (razz: only `low`)."""

    high: tuple[str, ...] = ()
    low: tuple[str, ...] = ()


@dataclass(frozen=True)
class SplitSetting:
    """What a split needs besides the pot: the game, the flags, and the button for button games."""

    game: Game
    rules: RuleSet = field(default_factory=RuleSet)
    button_seat: int | None = None
    seats_max: int = MAX_SEATS


@dataclass(frozen=True)
class TieCardMembers:
    """The request members that can give a stud contender's tie-break card for each half, for the
    problem raised when it is missing: the path names the first member, the message the others."""

    high: tuple[str, ...] = ("high_card",)
    low: tuple[str, ...] = ("low_card",)


HIGH_CARD_AND_LOW_CARD = TieCardMembers()


@dataclass(frozen=True)
class StatedCards:
    """The cards a request states for one player; `path` is where he stands (`contenders[1]`).

    `cards` are his own cards (hole cards in flop games, all seven in stud); `others` maps each
    other member that names cards of his (five-card hands, high_card, low_card) to those cards.
    """

    path: str
    cards: Sequence[Card] = ()
    others: Mapping[str, Sequence[Card]] = field(default_factory=dict)


@dataclass(frozen=True)
class OddUnit:
    """One odd unit of the lowest denomination and why it went where it went.

    `player` is None only for the first split's odd unit when the high half is
    shared by several winners: it went to the high half, not to one player.
    """

    player: str | None
    amount: int
    reason: str


@dataclass(frozen=True)
class SplitPart:
    """One split: the whole pot, or its high or low half, and who got what of it.

    `winners` are in the order odd units are handed out (seat order when none is).
    """

    half: Half
    amount: int
    winners: tuple[str, ...]
    awards: Mapping[str, int]


@dataclass(frozen=True)
class PotSplit:
    amount: int
    awards: Mapping[str, int]  # seat order; only players who receive chips
    parts: tuple[SplitPart, ...]
    odd_units: tuple[OddUnit, ...]
    explanation: tuple[str, ...]


def tie_break_card(candidates: Iterable[Card], *, low: bool, rules: RuleSet) -> Card:
    """The card that orders a stud player among tied hands, from the cards that may count.

    High hands: the highest card by suit. Low hands (aces low): the highest card by
    suit, or the lowest with `stud_low_tie_rule` = `low_card_by_suit`.
    """
    return min(candidates, key=lambda card: _card_order_key(card, low=low, rules=rules))


def stated_tie_card(
    five_card_hand: Sequence[Card], all_cards: Sequence[Card], *, low: bool, rules: RuleSet
) -> Card | None:
    """The tie-break card from a stated five-card hand, or from all the player's cards when the
    flag `stud_high_card_scope` says so; None when the cards it needs were not given."""
    cards = all_cards if rules.stud_high_card_scope is StudHighCardScope.ALL_CARDS else five_card_hand
    return tie_break_card(cards, low=low, rules=rules) if cards else None


def disagreeing_tie_card(
    where: str, stated: Card | None, given: Card | None, source: str, *, low: bool, rules: RuleSet
) -> list[Problem]:
    """The problem when the stud tie-break card stated at `where` is not `given`, the one worked out
    from the member `source` (by `tie_break_card`, as the ruling would); none when either is missing.

    Without it the stated card would win over the cards and could send the odd chip to the wrong
    player."""
    if stated is None or given is None or stated == given:
        return []
    if rules.stud_high_card_scope is StudHighCardScope.ALL_CARDS:
        among = "all his cards"
    else:
        among = "his five-card low hand" if low else "his five-card hand"
    criterion = _tie_card_criterion(low=low, rules=rules, among=among)
    return [
        Problem(
            where,
            translate(
                "core",
                "is {stated}, but from {source} it is {given} ({criterion}); give one or the other, or correct it",
            ).format(stated=stated, source=source, given=given, criterion=criterion),
        )
    ]


def stated_card_problems(game: Game, players: Iterable[StatedCards], board: Sequence[Card] = ()) -> list[Problem]:
    """Every problem with the cards stated for the players, in the words of `ensure_distinct`.

    A player's own cards are his alone and off the board. In stud games so is every other card
    stated for him (his high and low hands may share cards), and when his own cards are given the
    others must be among them. In flop games the five-card hands share the board and the tie-break
    cards are never used, so only the hole cards are checked.
    """
    groups: dict[str, Sequence[Card]] = {"board": board} if board else {}
    problems: list[Problem] = []
    for player in players:
        own = f"{player.path}.cards"
        if player.cards:
            groups[own] = player.cards
        if game.is_button_game:
            continue
        stated = set(player.cards)
        for member, cards in player.others.items():
            where = f"{player.path}.{member}"
            if player.cards:
                problems.extend(
                    Problem(where, translate("core", "card {card} is not in {own}").format(card=card, own=own))
                    for card in cards
                    if card not in stated
                )
            else:
                # his own members may share a card: it is compared with others' where he first states it
                groups[where] = [card for card in cards if card not in stated]
                stated.update(cards)
    try:
        ensure_distinct(groups)
    except CardError as error:
        problems.extend(error.problems)
    return problems


def split_pot(
    amount: int,
    unit: int,
    winners: Winners,
    contenders: Sequence[Contender],
    setting: SplitSetting,
    *,
    pot_title: str | None = None,
    tie_card_members: TieCardMembers = HIGH_CARD_AND_LOW_CARD,
) -> PotSplit:
    """Split one pot under rule 48; raises ChipError, SeatError or ShowdownError on bad input.

    `pot_title` names the pot within a sentence (None: "the pot"); `tie_card_members` names, in the problem raised
    when a stud tie-break card is missing, the request members that could have given it."""
    _check(amount, unit, winners, contenders, setting)
    pot_title = translate("reasons", "the pot") if pot_title is None else pot_title
    if len(contenders) == 1:
        only = contenders[0].player
        awards = MappingProxyType({only: amount} if amount else {})
        return PotSplit(
            amount,
            awards,
            (SplitPart(Half.WHOLE, amount, (only,), awards),),
            (),
            (
                translate(
                    "reasons", "Only {player} can win {pot}, so {player} takes all {amount} without a showdown."
                ).format(player=only, pot=pot_title, amount=amount),
            ),
        )
    return _Splitter(unit, contenders, setting, pot_title, tie_card_members).split(amount // unit, winners)


@dataclass(frozen=True)
class _Share:
    """One split to make: `units` among `names`; `identical` when it serves both halves at once."""

    half: Half
    units: int
    names: Sequence[str]
    identical: bool = False


class _Splitter:
    """Works one contested pot through rule 48, collecting awards, odd units and explanation."""

    def __init__(
        self,
        unit: int,
        contenders: Sequence[Contender],
        setting: SplitSetting,
        pot_title: str,
        tie_card_members: TieCardMembers,
    ) -> None:
        self.unit = unit
        self.setting = setting
        self.pot_title = pot_title
        self.tie_card_members = tie_card_members
        self.by_name = {c.player: c for c in sorted(contenders, key=lambda c: c.seat)}
        self.paths = {c.player: c.path or f"contenders[{i}]" for i, c in enumerate(contenders)}
        self.tie_cards: dict[tuple[str, bool], Card] = {}  # (player, low?) -> his stud tie-break card
        self.odd_units: list[OddUnit] = []
        self.parts: list[SplitPart] = []
        self.lines: list[str] = []

    def split(self, units: int, winners: Winners) -> PotSplit:
        shares = self._shares(units, winners)
        self._collect_tie_cards(shares)
        for share in shares:
            self._share(share)
        awards: dict[str, int] = {}
        for part in self.parts:
            for player, chips in part.awards.items():
                awards[player] = awards.get(player, 0) + chips
        in_seat_order = {name: awards[name] for name in self.by_name if awards.get(name)}
        return PotSplit(
            units * self.unit,
            MappingProxyType(in_seat_order),
            tuple(self.parts),
            tuple(self.odd_units),
            tuple(self.lines),
        )

    def _shares(self, units: int, winners: Winners) -> list[_Share]:
        """The splits the pot is made in (rules-spec section 6), with the lines that say why."""
        game = self.setting.game
        if game is Game.RAZZ:
            return [_Share(Half.WHOLE, units, winners.low)]
        if not game.splits_high_low or not winners.low:
            if game.splits_high_low:
                self.lines.append(
                    translate("reasons", "No contender for {pot} has a qualifying low (8 or better).").format(
                        pot=self.pot_title
                    )
                )
            return [_Share(Half.WHOLE, units, winners.high)]
        if set(winners.high) == set(winners.low):
            names = self._seat_order(winners.high)
            if len(names) == 1:
                self.lines.append(
                    translate("reasons", "{player} has both the best high and the best low for {pot}.").format(
                        player=names[0], pot=self.pot_title
                    )
                )
            else:
                self.lines.append(
                    translate(
                        "reasons",
                        "{players} tie for both the high and the low of {pot}: hands of identical value, so it is "
                        "split once, as evenly as possible.",
                    ).format(players=join_names(names), pot=self.pot_title)
                )
            return [_Share(Half.WHOLE, units, winners.high, identical=True)]
        if units % 2:
            shared = len(winners.high) > 1
            self.odd_units.append(
                OddUnit(None if shared else winners.high[0], self.unit, translate("reasons", FIRST_SPLIT_REASON))
            )
            if shared:
                sentence = translate(
                    "reasons",
                    "{pot} does not halve evenly: the odd {chip} of the first split goes to the high half, shared "
                    "by {players}.",
                )
            else:
                sentence = translate(
                    "reasons", "{pot} does not halve evenly: the odd {chip} of the first split goes to {player}."
                )
            said = sentence.format(
                pot=self.pot_title, chip=self._label, players=join_names(winners.high), player=winners.high[0]
            )
            self.lines.append(said[0].upper() + said[1:])
        return [_Share(Half.HIGH, units - units // 2, winners.high), _Share(Half.LOW, units // 2, winners.low)]

    def _collect_tie_cards(self, shares: Sequence[_Share]) -> None:
        """Stud games: the card of every tied winner an odd unit goes by; every missing one is
        refused at once, so the supervisor learns all the cards he must give in one go."""
        if self.setting.game.is_button_game:
            return
        problems: list[Problem] = []
        for share in shares:
            if not share.units % len(share.names):
                continue
            low = self._is_low(share.half)
            for name in self._seat_order(share.names):
                contender = self.by_name[name]
                card = contender.low_card if low else contender.high_card
                if card is None:
                    problems.append(self._missing_tie_card(name, low=low))
                else:
                    self.tie_cards[name, low] = card
        if problems:
            raise ShowdownError(problems)

    def _missing_tie_card(self, name: str, *, low: bool) -> Problem:
        member, *others = self.tie_card_members.low if low else self.tie_card_members.high
        instead = f" (or {' or '.join(others)})" if others else ""
        return Problem(
            f"{self.paths[name]}.{member}",
            translate(
                "core", "is needed{instead}: {name} ties for {value} in a stud game and the odd chip goes by suit"
            ).format(instead=instead, name=name, value="low" if low else "high"),
        )

    def _is_low(self, half: Half) -> bool:
        return half is Half.LOW or self.setting.game is Game.RAZZ

    @property
    def _label(self) -> str:
        return denomination_label(self.unit)

    def _seat_order(self, names: Iterable[str]) -> list[str]:
        chosen = set(names)
        return [name for name in self.by_name if name in chosen]

    def _share(self, share: _Share) -> None:
        """split(units, names, order): equal shares, then the odd units in order."""
        half, units, names = share.half, share.units, share.names
        base, odd = divmod(units, len(names))
        if not odd:
            order = self._seat_order(names)
            units_of = dict.fromkeys(order, base)
            self._record(half, units, order, units_of, base)
            return
        order, reason_for = self._order(share)
        units_of = dict.fromkeys(order, base)
        receivers = [order[0]] * odd if self.setting.rules.odd_units is OddUnits.ALL_TO_FIRST else order[:odd]
        for player in receivers:
            units_of[player] += 1
            self.odd_units.append(OddUnit(player, self.unit, reason_for(player)))
        self._record(half, units, order, units_of, base)
        goes = translate("reasons", "The odd {chip} goes to {player}: {reason}.")
        self.lines.extend(
            goes.format(chip=self._label, player=player, reason=reason_for(player)) for player in receivers
        )

    def _record(self, half: Half, units: int, order: Sequence[str], units_of: Mapping[str, int], base: int) -> None:
        awards = {name: count * self.unit for name, count in units_of.items() if count}
        self.parts.append(SplitPart(half, units * self.unit, tuple(order), MappingProxyType(awards)))
        self._explain_share(half, units * self.unit, order, base * self.unit)

    def _explain_share(self, half: Half, chips: int, order: Sequence[str], each: int) -> None:
        if half is Half.WHOLE:
            what = self.pot_title
        elif half is Half.HIGH:
            what = translate("reasons", "the high half of {pot}").format(pot=self.pot_title)
        else:
            what = translate("reasons", "the low half of {pot}").format(pot=self.pot_title)
        if len(order) == 1:
            self.lines.append(
                translate("reasons", "{player} wins {what}: {chips}.").format(player=order[0], what=what, chips=chips)
            )
        else:
            self.lines.append(
                translate("reasons", "{players} tie for {what} ({chips}) and get {each} each before odd chips.").format(
                    players=join_names(self._seat_order(order)), what=what, chips=chips, each=each
                )
            )

    def _order(self, share: _Share) -> tuple[list[str], Callable[[str], str]]:
        """The order odd units go in, and the reason each receiver gets his."""
        rules = self.setting.rules
        game = self.setting.game
        half, names = share.half, share.names
        low = self._is_low(half)
        if share.identical:
            tied = "identical"
        elif low:
            tied = "low"
        elif half is Half.HIGH or game.splits_high_low:
            tied = "high"
        else:
            tied = "plain"
        all_to_first = rules.odd_units is OddUnits.ALL_TO_FIRST
        if game.is_button_game:
            button = self.setting.button_seat
            assert button is not None  # checked by _check
            seats_max = self.setting.seats_max
            order = sorted(names, key=lambda name: (self.by_name[name].seat - button - 1) % seats_max)
            by_position = _reason(_BY_POSITION[tied], all_to_first)

            def by_position_of(player: str) -> str:
                return by_position.format(seat=self.by_name[player].seat, button=button)

            return order, by_position_of

        cards = {name: self.tie_cards[name, low] for name in names}
        order = sorted(
            names, key=lambda name: (_card_order_key(cards[name], low=low, rules=rules), self.by_name[name].seat)
        )
        lowest = low and rules.stud_low_tie_rule is StudLowTieRule.LOW_CARD_BY_SUIT
        by_card = _reason(_BY_CARD["lowest" if lowest else tied], all_to_first)

        def by_card_of(player: str) -> str:
            return by_card.format(card=cards[player].pretty)

        return order, by_card_of


# Why an odd chip goes where it goes, by the tie it settles: whole clauses, each said as one.
_BY_POSITION = {
    "identical": noop(
        "reasons",
        "hands of identical value split as evenly as possible; the odd chip goes to the first winner clockwise "
        "from the button (seat {seat}, button seat {button})",
    ),
    "low": noop(
        "reasons",
        "odd chip between tied low hands goes to the player in the worse position, first clockwise from the button "
        "(seat {seat}, button seat {button})",
    ),
    "high": noop(
        "reasons",
        "odd chip between tied high hands goes to the first winner clockwise from the button "
        "(seat {seat}, button seat {button})",
    ),
    "plain": noop(
        "reasons",
        "odd chip between tied hands goes to the first winner clockwise from the button "
        "(seat {seat}, button seat {button})",
    ),
}
_BY_CARD = {
    "identical": noop(
        "reasons",
        "hands of identical value split as evenly as possible; the odd chip goes to the high card by suit ({card})",
    ),
    "lowest": noop("reasons", "odd chip between tied low hands goes to the lowest card by suit, aces low ({card})"),
    "low": noop(
        "reasons", "odd chip between tied low hands goes to the high card by suit of the low hand, aces low ({card})"
    ),
    "high": noop("reasons", "odd chip between tied high hands goes to the high card by suit ({card})"),
    "plain": noop("reasons", "odd chip between tied hands goes to the high card by suit ({card})"),
}


def _reason(reason: str, all_to_first: bool) -> str:
    said = translate("reasons", reason)
    if not all_to_first:
        return said
    # Formatted twice (here, then with the seat or card): its own placeholders are kept as they are.
    return translate("reasons", "{reason}; every odd chip goes to the first (odd_units = all_to_first)").replace(
        "{reason}", said
    )


def _tie_card_criterion(*, low: bool, rules: RuleSet, among: str = "") -> str:
    """Which card breaks a stud tie, in words; `among` names the cards it is taken from (left out,
    the explanation names the low hand only: for the high one it goes without saying)."""
    lowest = low and rules.stud_low_tie_rule is StudLowTieRule.LOW_CARD_BY_SUIT
    if low and not lowest:
        among = among or "the low hand"
    which = "the lowest card by suit" if lowest else "the high card by suit"
    return f"{which}{f' of {among}' if among else ''}{', aces low' if low else ''}"


def _card_order_key(card: Card, *, low: bool, rules: RuleSet) -> tuple[int, int]:
    """Sort key: the card that takes the first odd unit sorts first (rank, then suit s > h > d > c)."""
    if not low:
        return (-card.rank, -card.suit.strength)
    key = (ace_low_rank(card), card.suit.strength)
    if rules.stud_low_tie_rule is StudLowTieRule.LOW_CARD_BY_SUIT:
        return key
    return (-key[0], -key[1])


def button_seat_problems(game: Game, button_seat: int | None, seats_max: int) -> list[Problem]:
    """A button game needs the button on a seat of the table; stud games need none."""
    if not game.is_button_game:
        return []
    if button_seat is None:
        return [
            Problem("button_seat", translate("core", "is required: {title} is a button game").format(title=game.title))
        ]
    if not 1 <= button_seat <= seats_max:
        return [
            Problem(
                "button_seat", translate("core", "must be a seat from 1 to {seats_max}").format(seats_max=seats_max)
            )
        ]
    return []


def _check(amount: int, unit: int, winners: Winners, contenders: Sequence[Contender], setting: SplitSetting) -> None:
    if unit < 1:
        raise ChipError.at(
            "lowest_denomination", translate("core", "must be a whole number >= 1, not {unit}").format(unit=unit)
        )
    if amount < 0 or amount % unit:
        raise ChipError.at(
            "pot_amount",
            translate(
                "core", "{amount} is not a whole number >= 0 of the lowest denomination in play ({denomination_label})"
            ).format(amount=amount, denomination_label=denomination_label(unit)),
        )
    seat_problems = button_seat_problems(setting.game, setting.button_seat, setting.seats_max)
    if not contenders:
        seat_problems.append(Problem("contenders", translate("core", "a pot needs at least one contender")))
    seen: set[str] = set()
    seats: set[int] = set()
    for index, contender in enumerate(contenders):
        where = contender.path or f"contenders[{index}]"
        if contender.player in seen:
            seat_problems.append(
                Problem(
                    f"{where}.player", translate("core", "{player} is listed twice").format(player=contender.player)
                )
            )
        if not 1 <= contender.seat <= setting.seats_max or contender.seat in seats:
            seat_problems.append(
                Problem(
                    f"{where}.seat",
                    translate("core", "must be a free seat from 1 to {seats_max}, not {seat}").format(
                        seats_max=setting.seats_max, seat=contender.seat
                    ),
                )
            )
        seen.add(contender.player)
        seats.add(contender.seat)
    if seat_problems:
        raise SeatError(seat_problems)
    if len(contenders) > 1:
        _check_winners(winners, seen, setting.game)


def _check_winners(winners: Winners, contenders: set[str], game: Game) -> None:
    problems: list[Problem] = []
    for half, names in (("high", winners.high), ("low", winners.low)):
        if len(set(names)) != len(names):
            problems.append(Problem(f"winners.{half}", translate("core", "names a player twice")))
        problems.extend(
            Problem(
                f"winners.{half}",
                translate("core", "{name} cannot win this pot: not one of its contenders").format(name=name),
            )
            for name in names
            if name not in contenders
        )
    if game is Game.RAZZ:
        if winners.high:
            problems.append(Problem("winners.high", translate("core", "razz has no high hand; the best low wins")))
        if not winners.low:
            problems.append(Problem("winners.low", translate("core", "a contested razz pot needs its low winners")))
    else:
        if not winners.high:
            problems.append(Problem("winners.high", translate("core", "a contested pot needs its high winners")))
        if winners.low and not game.splits_high_low:
            problems.append(
                Problem("winners.low", translate("core", "{title} has no low half").format(title=game.title))
            )
    if problems:
        raise ShowdownError(problems)
