"""Core: the pot wizard's flow: side pots, split pots and odd chips (rules 47 and 48).

Steps: the situation (the hand on the table: the game, the button, each
player's contribution and whether he is in, all in or folded; every value
editable), the rule, the showdown (the cards, read by the core, or the winners
of each pot stated by the supervisor when the cards are gone), then the shared
recommendation (the pots as layers, their winners and every odd chip with its
reason), decision, signature and result. The request is the `pots` verb's, so
the incident replays with `floordesk rule pots`.

The outcome gives the pot out by denomination (`floordesk.core.payout`): the
awards and any uncalled bet go onto the seats, the smallest chip making up the
odd amounts, and the hand ends. `award_pot` does the same without a ruling, for
a pot nobody disputes.

Decisions where the issue is silent:
- The contributions must add up to the pot on the table, and nothing may have
  been given out of it by hand yet: the wizard settles the whole pot, once.
- A stated showdown names the winners of each contested pot; FloorDesk turns
  them into the ranking the `pots` request takes, and refuses winners that no
  ranking of hands could give (A beats B in one pot and loses to him in another).
  In hi-lo games a pot has low winners, or "no qualifying low" ticked.
- Players who put nothing in this hand take no part (they cannot win a chip).
- A departure states the chips each player is given; together they must be
  exactly the pot's chips.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from floordesk.core.cards import Card, parse_card
from floordesk.core.chips import ChipSet, Stack, denomination_label
from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.fields import is_whole_number
from floordesk.core.flows.card_entry import CardGroup, card_entry_problems
from floordesk.core.flows.flow import Answers, RulingFlow, Step, parse_departure_stacks
from floordesk.core.payout import Payout, pay_with_change
from floordesk.core.rules.hand_eval import Game
from floordesk.core.rules.pots import Contribution, PotLayout, Status, build_pots, too_few_players
from floordesk.core.rules.pots_result import OddChip, PotsResult
from floordesk.core.ruleset import StudHighCardScope, StudLowTieRule
from floordesk.core.ruling import Recommendation, RulingKind
from floordesk.core.table_session import TableSession
from floordesk.i18n import SPEAKER, grouped, noop, translate

SHOWDOWN = Step("showdown", noop("flow", "The showdown"))
_TIE_CARDS = {
    # (the lowest card, not the highest; among which cards): the phrase whole, as each language words it
    (False, "best five"): noop("flow", "the highest card by suit of his best five"),
    (False, "five-card low"): noop("flow", "the highest card by suit of his five-card low"),
    (False, "all"): noop("flow", "the highest card by suit of all his cards"),
    (True, "five-card low"): noop("flow", "the lowest card by suit of his five-card low"),
    (True, "all"): noop("flow", "the lowest card by suit of all his cards"),
}


class ShowdownMode:
    """How the winners are found: the values are the answers' spellings."""

    CARDS = "cards"
    STATED = "stated"


@dataclass(frozen=True)
class HandPlayer:
    """One player in the hand as the situation states it."""

    seat: int
    name: str
    contributed: int
    status: Status


@dataclass(frozen=True)
class OddChipLine:
    """One odd chip and where it went, in words: 'odd T25 to seat 4 (Dia): first winner clockwise ...'."""

    seat: int | None
    amount: int
    words: str


@dataclass(frozen=True)
class PotLayer:
    """One pot as the result page draws it: main first, then each side pot above it."""

    name: str
    amount: int
    level: int
    eligible: tuple[int, ...]
    high_winners: tuple[int, ...]
    low_winners: tuple[int, ...]
    awards: Mapping[int, int]
    odd_chips: tuple[OddChipLine, ...]


@dataclass(frozen=True)
class PotPicture:
    """Everything the result page shows: the layers, best hands, uncalled bets returned and totals by seat."""

    layers: tuple[PotLayer, ...]
    hands: Mapping[int, str]
    returned: Mapping[int, int]
    totals: Mapping[int, int]
    payout: Payout[int]


class PotFlow(RulingFlow):
    """Core: settling a hand's pots (see the module's description)."""

    kind = RulingKind.POTS
    title = noop("flow", "Side pots, split pots and odd chips")
    own_steps = (SHOWDOWN,)

    # -- what the table gives ---------------------------------------------------------
    @property
    def unit(self) -> int:
        """The lowest denomination in play: every pot is split down to it (rule 48)."""
        return self.session.chip_set.smallest_in_play().value

    def name_at(self, seat: int) -> str:
        occupant = self.session.occupant(seat)
        return "" if occupant is None else occupant.player.name

    def who(self, seat: int) -> str:
        return translate("flow", "seat {seat} ({name})").format(seat=seat, name=self.name_at(seat))

    def game_chosen(self) -> Game:
        """The game the situation states (the event's, until changed)."""
        return Game(self.answers("situation")["game"])

    def players(self) -> tuple[HandPlayer, ...]:
        """The players who put chips in this hand, in seat order, as the situation states them."""
        return self._players_of(self.answers("situation").get("players", {}))

    def _players_of(self, stated: Mapping[str, Any]) -> tuple[HandPlayer, ...]:
        """The players who put chips in by `stated` rows. A bet nobody else put chips against is an uncalled
        bet returned (rule 47): rule 47's pots then need the players who folded without a chip in, one of
        whom is named beside it, having put in nothing."""
        players = []
        for seat in self.session.table.occupied_seats():
            row = stated.get(str(seat), {})
            amount = row.get("contributed", 0)
            if is_whole_number(amount, minimum=1):
                players.append(HandPlayer(seat, self.name_at(seat), amount, Status(row.get("status", "active"))))
        if len(players) == 1 and players[0].status is not Status.FOLDED:
            other = next((seat for seat in self.session.table.occupied_seats() if seat != players[0].seat), None)
            if other is not None:
                players.append(HandPlayer(other, self.name_at(other), 0, Status.FOLDED))
        return tuple(sorted(players, key=lambda player: player.seat))

    def contenders(self) -> tuple[int, ...]:
        """Seats of the players still in the hand (not folded) who put chips in."""
        return tuple(p.seat for p in self.players() if p.status is not Status.FOLDED)

    def layout(self) -> PotLayout:
        """The pots the situation makes (rule 47); raises InvalidInput while it is wrong."""
        contributions = [Contribution(p.name, p.seat, p.contributed, p.status) for p in self.players()]
        return build_pots(contributions, self.unit)

    def contested_pots(self) -> tuple[tuple[int, str, tuple[int, ...]], ...]:
        """(index, name, contender seats) for each pot that needs a showdown."""
        seat_of = {p.name: p.seat for p in self.players()}
        return tuple(
            (pot.index, pot.name, tuple(seat_of[name] for name in pot.eligible))
            for pot in self.layout().pots
            if pot.contested
        )

    def tie_card_label(self, half: str) -> str:
        """What a stud tie-break card field asks for, as the rule means it: the highest card by suit of the
        player's best five for high (rule 48, rules-spec [I-7]), and for low as the rule set says ([I-9])."""
        low = half == "low"
        lowest = low and self.rules.stud_low_tie_rule is StudLowTieRule.LOW_CARD_BY_SUIT
        among = (
            "all"
            if self.rules.stud_high_card_scope is StudHighCardScope.ALL_CARDS
            else ("five-card low" if low else "best five")
        )
        return translate("flow", _TIE_CARDS[lowest, among])

    def odd_chips_if(self, showdown: Answers) -> tuple[list[Problem], tuple[str, ...]]:
        """What these showdown answers would meet before they are accepted: their problems, and the odd chips
        they give in words (none while they are incomplete or wrong), shown beside the tie-break cards that
        decide them as they are typed."""
        trial = copy.copy(self)
        trial._answers = dict(self._answers)
        problems = trial.submit(SHOWDOWN.key, showdown)
        if problems:
            return problems, ()
        try:
            picture = trial.picture(trial.recommendation().result_in(SPEAKER.language))
        except InvalidInput:
            return [], ()
        return [], tuple(line.words for layer in picture.layers for line in layer.odd_chips)

    def showdown_seats(self) -> tuple[int, ...]:
        """The seats whose cards the showdown needs: everyone who contests a pot."""
        needed = {seat for _index, _name, seats in self.contested_pots() for seat in seats}
        return tuple(seat for seat in self.contenders() if seat in needed)

    @staticmethod
    def used_cards(showdown: Answers, except_field: str | None = None) -> frozenset[Card]:
        """The cards entered in `showdown` answers (the board, `board`, and each `cards.SEAT`) but in
        `except_field`: the card picker never offers them again for another field."""
        groups: dict[str, object] = {f"cards.{seat}": texts for seat, texts in showdown.get("cards", {}).items()}
        groups["board"] = showdown.get("board", [])
        used: set[Card] = set()
        for field, texts in groups.items():
            if field == except_field or not isinstance(texts, list):
                continue
            for text in texts:
                try:
                    used.add(parse_card(text))
                except InvalidInput:
                    continue
        return frozenset(used)

    # -- proposals ------------------------------------------------------------------------
    def proposed(self, key: str) -> Answers:
        if key == "situation":
            return self._proposed_situation()
        if key == SHOWDOWN.key:
            return {"mode": ShowdownMode.CARDS, "board": [], "cards": {}, "pots": [], "tie_cards": {}}
        return {}

    def _proposed_situation(self) -> Answers:
        session = self.session
        players: dict[str, dict[str, Any]] = {}
        for seat in session.table.occupied_seats():
            contributed = session.contribution(seat).total()
            if session.has_folded(seat):
                status = Status.FOLDED
            elif session.is_all_in(seat):
                status = Status.ALL_IN
            else:
                status = Status.ACTIVE
            players[str(seat)] = {"contributed": contributed, "status": status.value}
        game = self.game if self.game in {g.value for g in Game} else Game.HOLDEM.value
        markers = session.table.markers
        return {"game": game, "button_seat": None if markers is None else markers.button_seat, "players": players}

    # -- checks -----------------------------------------------------------------------------
    def submit(self, key: str, answers: Mapping[str, Any]) -> list[Problem]:
        """As every flow's; stated winners whose odd chip needs a stud tie card not given are refused here,
        beside the tie card's field, rather than on the recommendation's page, which has no such field."""
        problems = super().submit(key, answers)
        if problems or key != SHOWDOWN.key or self.answers(key).get("mode") != ShowdownMode.STATED:
            return problems
        needed = [problem for problem in self._recommendation_problems() if problem.path.startswith("tie_cards.")]
        if needed:
            self._forget_from(key)
            del self._answers[key]
        return needed

    def check(self, key: str, answers: Answers) -> list[Problem]:
        if key == "situation":
            return self._situation_problems(answers)
        if key == SHOWDOWN.key:
            return self._showdown_problems(answers)
        return []

    def _situation_problems(self, answers: Answers) -> list[Problem]:
        problems: list[Problem] = []
        game_text = answers.get("game")
        if game_text not in {g.value for g in Game}:
            return [
                Problem(
                    "game",
                    translate("core", "{game_text!r} is not a game FloorDesk settles").format(game_text=game_text),
                )
            ]
        game = Game(game_text)
        button = answers.get("button_seat")
        seats_max = self.session.table.seats_max
        if game.is_button_game and not is_whole_number(button, minimum=1, maximum=seats_max):
            problems.append(
                Problem(
                    "button_seat",
                    translate("core", "is required in {title}: a seat from 1 to {seats_max}").format(
                        title=game.title, seats_max=seats_max
                    ),
                )
            )
        rows = answers.get("players")
        if not isinstance(rows, dict):
            return [*problems, Problem("players", translate("core", "state what each player put in"))]
        seated = self.session.table.occupied_seats()
        total = 0
        for seat_text, row in rows.items():
            field = f"players.{seat_text}"
            if not (isinstance(seat_text, str) and seat_text.isdigit() and int(seat_text) in seated):
                problems.append(
                    Problem("players", translate("core", "seat {seat_text} is empty").format(seat_text=seat_text))
                )
                continue
            if not isinstance(row, dict):
                problems.append(
                    Problem(field, translate("core", "state what the player put in and whether he is still in"))
                )
                continue
            amount, status = row.get("contributed"), row.get("status")
            if not is_whole_number(amount, minimum=0):
                problems.append(
                    Problem(
                        field,
                        translate("core", "put in must be a whole number >= 0, not {amount!r}").format(amount=amount),
                    )
                )
            elif amount % self.unit:
                problems.append(
                    Problem(
                        field,
                        translate("core", "{amount} is not a whole number of {denomination_label} chips").format(
                            amount=grouped(amount), denomination_label=denomination_label(self.unit)
                        ),
                    )
                )
            else:
                total += amount
            if status not in {s.value for s in Status}:
                problems.append(Problem(field, translate("core", "say whether the player is in, all in or folded")))
            elif status == Status.ALL_IN.value and amount == 0:
                problems.append(Problem(field, translate("core", "an all-in player has put chips in")))
            elif status != Status.FOLDED.value and self.session.is_killed(int(seat_text)):
                reason = "is serving a penalty: his hand was killed after the deal and contests no pot (rule 52)"
                problems.append(Problem(field, f"{self.name_at(int(seat_text))} {reason}"))
        names = [self.name_at(seat) for seat in seated]
        if len(set(names)) != len(names):
            problems.append(
                Problem("players", translate("core", "two players at this table have the same name: rename one first"))
            )
        if problems:
            return problems
        return self._pot_problems(total, answers)

    def _pot_problems(self, total: int, answers: Answers) -> list[Problem]:
        hand = self.session.hand
        if hand.paid_out:
            given = hand.given_out().total()
            return [
                Problem(
                    "players",
                    translate("core", "{given} was already given out of the pot by hand: undo that first").format(
                        given=grouped(given)
                    ),
                )
            ]
        if total != hand.pot.total():
            return [
                Problem(
                    "players",
                    translate(
                        "core",
                        "the players put in {total} in all, but the pot holds {total2}: correct what "
                        "a player put in, or the pot on the table",
                    ).format(total=grouped(total), total2=grouped(hand.pot.total())),
                )
            ]
        contributions = [
            Contribution(p.name, p.seat, p.contributed, p.status) for p in self._players_of(answers["players"])
        ]
        try:
            build_pots(contributions, self.unit)
        except InvalidInput as error:
            return [self._situation_field(problem, contributions) for problem in error.problems]
        return []

    @staticmethod
    def _situation_field(problem: Problem, contributions: Sequence[Contribution]) -> Problem:
        match = re.match(r"contributions\[(\d+)\]", problem.path)
        if match and int(match.group(1)) < len(contributions):
            return Problem(f"players.{contributions[int(match.group(1))].seat}", problem.message)
        if problem.path == "contributions" and problem.message == too_few_players():
            return Problem("players", translate("core", "at least two players must have put chips in the pot"))
        return Problem("players", problem.message)

    def _showdown_problems(self, answers: Answers) -> list[Problem]:
        mode = answers.get("mode")
        if not self.contested_pots():
            return []  # one player left in every pot: no showdown
        if mode == ShowdownMode.CARDS:
            return self._card_problems(answers)
        if mode == ShowdownMode.STATED:
            return self._stated_problems(answers)
        return [
            Problem("mode", translate("core", "choose how the winners are found: the cards, or the winners stated"))
        ]

    def _card_problems(self, answers: Answers) -> list[Problem]:
        game = self.game_chosen()
        problems: list[Problem] = []
        board_texts = answers.get("board", [])
        groups: list[CardGroup] = []
        if game.board_card_count:
            count = game.board_card_count
            groups.append(CardGroup("board", "the board", board_texts, count, f"needs {count} cards"))
        elif board_texts:
            problems.append(
                Problem(
                    "board",
                    translate("core", "{title} has no board: give each player's seven cards").format(title=game.title),
                )
            )
        cards = answers.get("cards", {})
        if not isinstance(cards, dict):
            return [Problem("cards", translate("core", "enter each player's cards"))]
        needed = self.showdown_seats()
        for seat_text, texts in cards.items():
            if texts and not (seat_text.isdigit() and int(seat_text) in needed):
                problems.append(
                    Problem(f"cards.{seat_text}", translate("core", "takes no part in the showdown: leave it empty"))
                )
        count = game.own_card_count
        groups += [
            CardGroup(f"cards.{seat}", f"seat {seat}", cards.get(str(seat), []), count, f"needs {count} cards")
            for seat in needed
        ]
        return problems + card_entry_problems(groups)

    def _stated_problems(self, answers: Answers) -> list[Problem]:
        game = self.game_chosen()
        stated = answers.get("pots")
        contested = self.contested_pots()
        if not isinstance(stated, list) or len(stated) < max(index for index, _n, _s in contested) + 1:
            return [Problem("pots", translate("core", "state the winners of every pot"))]
        problems: list[Problem] = []
        by_seat = {p.seat: p for p in self.players()}
        halves = [half for half in ("high", "low") if _has_half(game, half)]
        for index, name, eligible in contested:
            pot = stated[index] if isinstance(stated[index], dict) else {}
            for half in halves:
                field = f"pots.{index}.{half}"
                winners = pot.get(half, [])
                if not isinstance(winners, list):
                    problems.append(Problem(field, translate("core", "tick the winners")))
                    continue
                no_low = half == "low" and game.splits_high_low and bool(pot.get("no_low"))
                if no_low and winners:
                    problems.append(
                        Problem(field, translate("core", "either name the low winners or tick 'no qualifying low'"))
                    )
                elif not winners and not no_low:
                    extra = " or tick 'no qualifying low'" if half == "low" and game.splits_high_low else ""
                    problems.append(
                        Problem(
                            field,
                            translate("core", "name who wins the {half} of the {name} pot{extra}").format(
                                half=half, name=name, extra=extra
                            ),
                        )
                    )
                for seat_text in winners:
                    seat = int(seat_text) if str(seat_text).isdigit() else -1
                    player = by_seat.get(seat)
                    if player is None:
                        problems.append(
                            Problem(
                                field,
                                translate("core", "seat {seat_text} has no player in this hand").format(
                                    seat_text=seat_text
                                ),
                            )
                        )
                    elif player.status is Status.FOLDED:
                        problems.append(
                            Problem(
                                field, translate("core", "{who} folded and cannot win a pot").format(who=self.who(seat))
                            )
                        )
                    elif seat not in eligible:
                        problems.append(
                            Problem(
                                field,
                                translate("core", "{who} put in too little to win the {name} pot").format(
                                    who=self.who(seat), name=name
                                ),
                            )
                        )
        seen_problems, seen = self._seen_cards(answers)
        problems += seen_problems + self._tie_card_problems(answers.get("tie_cards", {}), seen)
        if problems:
            return problems
        try:
            stated_ranking(self._stated_winners(answers), game)
        except InvalidInput as error:
            return list(error.problems)
        return []

    def _seen_cards(self, answers: Answers) -> tuple[list[Problem], dict[Card, int]]:
        """The cards seen this hand when the rest are gone (`seen.SEAT`: a player's up cards, a folded player's
        too), checked as cards (each once, none more than the game deals him), and whose each is."""
        seen_texts = answers.get("seen", {})
        if not isinstance(seen_texts, dict):
            return [Problem("seen", translate("core", "give the cards seen by seat"))], {}
        in_hand = [str(p.seat) for p in self.players()]
        problems = [
            Problem(f"seen.{seat_text}", translate("core", "takes no part in this hand: leave it empty"))
            for seat_text, texts in seen_texts.items()
            if texts and seat_text not in in_hand
        ]
        count = self.game_chosen().own_card_count
        groups = [
            CardGroup(f"seen.{seat}", f"seat {seat}", seen_texts.get(seat, []), count, f"at most {count} cards", True)
            for seat in in_hand
        ]
        problems += card_entry_problems(groups)
        seen: dict[Card, int] = {}
        for seat, texts in seen_texts.items():
            for text in texts if seat in in_hand and isinstance(texts, list) else ():
                try:
                    seen.setdefault(parse_card(text), int(seat))
                except InvalidInput:
                    continue
        return problems, seen

    def _tie_card_problems(self, tie_cards: object, seen: Mapping[Card, int]) -> list[Problem]:
        """Each stud tie-break card a card, and none already used on the table this hand: another player's
        tie card, or a card another player showed (his own may hold it)."""
        if not isinstance(tie_cards, dict):
            return [Problem("tie_cards", translate("core", "give the cards by seat"))]
        problems: list[Problem] = []
        tie_seen: dict[Card, int] = {}
        for seat_text, by_half in tie_cards.items():
            if not isinstance(by_half, dict):
                continue
            for half, text in by_half.items():
                if not text:
                    continue
                field = f"tie_cards.{seat_text}.{half}"
                try:
                    card = parse_card(text, field)
                except InvalidInput as error:
                    problems += [Problem(field, p.message) for p in error.problems]
                    continue
                seat = int(seat_text)
                if tie_seen.get(card, seat) != seat:
                    problems.append(
                        Problem(
                            field,
                            translate("core", "{pretty} is already seat {tie_seen}'s").format(
                                pretty=card.pretty, tie_seen=tie_seen[card]
                            ),
                        )
                    )
                elif seen.get(card, seat) != seat:
                    shown = translate("core", "{who} showed it").format(who=self.who(seen[card]))
                    problems.append(
                        Problem(
                            field,
                            translate("core", "{pretty} is already on the table this hand: {shown}").format(
                                pretty=card.pretty, shown=shown
                            ),
                        )
                    )
                tie_seen.setdefault(card, seat)
        return problems

    def _stated_winners(self, answers: Answers) -> list[StatedPot]:
        stated = answers["pots"]
        return [
            StatedPot(
                index,
                name,
                eligible,
                tuple(int(s) for s in stated[index].get("high", [])),
                tuple(int(s) for s in stated[index].get("low", [])),
            )
            for index, name, eligible in self.contested_pots()
        ]

    # -- the request ---------------------------------------------------------------------------
    def build_request(self) -> dict[str, Any]:
        situation = self.answers("situation")
        game = Game(situation["game"])
        showdown = self.answers(SHOWDOWN.key)
        mode = showdown.get("mode")
        cards = showdown.get("cards", {}) if mode == ShowdownMode.CARDS else {}
        tie_cards = showdown.get("tie_cards", {}) if mode == ShowdownMode.STATED else {}
        contributions = []
        for player in self.players():
            entry: dict[str, Any] = {
                "player": player.name,
                "seat": player.seat,
                "contributed": player.contributed,
                "status": player.status.value,
            }
            if cards.get(str(player.seat)):
                entry["cards"] = list(cards[str(player.seat)])
            for half in ("high", "low"):
                card = tie_cards.get(str(player.seat), {}).get(half)
                if card and not game.is_button_game:
                    entry[f"{half}_card"] = card
            contributions.append(entry)
        request: dict[str, Any] = {
            "game": game.value,
            "lowest_denomination": self.unit,
            "seats_at_table": self.session.table.seats_max,
            "contributions": contributions,
        }
        if game.is_button_game:
            request["button_seat"] = situation["button_seat"]
        if mode == ShowdownMode.CARDS and game.board_card_count and showdown.get("board"):
            request["board"] = list(showdown["board"])
        if mode == ShowdownMode.STATED and self.contested_pots():
            high, low = stated_ranking(self._stated_winners(showdown), game)
            names = {p.seat: p.name for p in self.players()}
            request["showdown"] = {
                "high_ranking": [[names[seat] for seat in group] for group in high],
                "low_ranking": [[names[seat] for seat in group] for group in low],
            }
        return request

    def field_of(self, problem: Problem) -> Problem:
        """`contributions[i].cards` is that player's cards field, `.high_card` his tie card; the rest the page's."""
        match = re.match(r"contributions\[(\d+)\]\.?(\w*)", problem.path)
        players = self.players()
        if match and int(match.group(1)) < len(players):
            seat = players[int(match.group(1))].seat
            member = match.group(2)
            if member == "cards":
                return Problem(f"cards.{seat}", problem.message)
            if member in ("high_card", "low_card"):
                return Problem(f"tie_cards.{seat}.{member[:-5]}", problem.message)
            return Problem(f"players.{seat}", problem.message)
        if problem.path == "board":
            return Problem("board", problem.message)
        return Problem("", str(problem))

    def recommendation(self) -> Recommendation:
        """The recommendation, refused also when the pot's chips cannot make up its awards."""
        recommendation = super().recommendation()
        self.payout(recommendation.result)
        return recommendation

    # -- the result, drawn -------------------------------------------------------------------------
    def amounts(self, result: Mapping[str, Any]) -> dict[int, int]:
        """Each seat's chips from a result: pot winnings plus any uncalled bet returned."""
        seat_of = {p.name: p.seat for p in self.players()}
        return dict(sorted((seat_of[name], chips) for name, chips in PotsResult.read(result).amounts.items()))

    def payout(self, result: Mapping[str, Any]) -> Payout[int]:
        """The chips each seat is given: a departure's own, or the amounts made up from the pot's chips
        (with change from the rack where they cannot make them up exactly)."""
        seat_of = {p.name: p.seat for p in self.players()}
        departed = PotsResult.read(result).payout
        if departed is not None:
            return Payout({seat_of[name]: stack for name, stack in departed.items()}, Stack(), Stack())
        try:
            return pay_with_change(self.session.hand.pot, self.amounts(result), self.session.chip_set.in_play_values())
        except InvalidInput as error:
            raise InvalidInput([Problem("", p.message) for p in error.problems]) from error

    def picture(self, result: Mapping[str, Any]) -> PotPicture:
        """The result page's picture of a `pots` result (so a recorded incident draws the same)."""
        settled = PotsResult.read(result)
        seat_of = {p.name: p.seat for p in self.players()}
        levels = {pot.name: pot.level for pot in self.layout().pots}
        layers = tuple(
            PotLayer(
                name=pot.name,
                amount=pot.amount,
                level=levels.get(pot.name, 0),
                eligible=tuple(seat_of[n] for n in pot.eligible),
                high_winners=tuple(seat_of[n] for n in pot.high_winners),
                low_winners=tuple(seat_of[n] for n in pot.low_winners),
                awards={seat_of[n]: chips for n, chips in pot.awards.items()},
                odd_chips=tuple(self._odd_line(odd, seat_of) for odd in pot.odd_chips),
            )
            for pot in settled.pots
        )
        hands = {
            seat_of[name]: "; ".join(described) or translate("flow", "no qualifying hand")
            for name, described in settled.hands.items()
        }
        returned = {seat_of[name]: chips for name, chips in settled.uncalled_returned.items()}
        return PotPicture(layers, hands, returned, self.amounts(result), self.payout(result))

    def _odd_line(self, odd: OddChip, seat_of: Mapping[str, int]) -> OddChipLine:
        label = denomination_label(odd.amount)
        if odd.player is None:
            words = translate("flow", "odd {label} to the high half: {reason}")
            return OddChipLine(None, odd.amount, words.format(label=label, reason=odd.reason))
        seat = seat_of[odd.player]
        words = translate("flow", "odd {label} to {who}: {reason}").format(
            label=label, who=self.who(seat), reason=odd.reason
        )
        return OddChipLine(seat, odd.amount, words)

    # -- the outcome -------------------------------------------------------------------------
    def departure_template(self) -> dict[str, dict[str, int]]:
        payout = self.payout(self.recommendation().result).chips
        return {p.name: payout.get(p.seat, Stack()).to_json() for p in self.players()}

    def departure_outcome(self, edited: object) -> Any:
        recommended = self.recommendation().result
        stacks = parse_departure_stacks(edited, tuple(p.name for p in self.players()))
        given = {name: Stack.parse(stack, name).total() for name, stack in stacks.items()}
        totals = {name: chips for name, chips in given.items() if chips}
        return {**recommended, "total_awarded": totals, "uncalled_returned": {}, "payout": stacks}

    def departure_answers(self, outcome: Any) -> dict[str, dict[str, int]]:
        return {name: dict(stack) for name, stack in outcome["payout"].items()}

    def departure_denominations(self) -> tuple[int, ...]:
        """A departure gives out the pot's chips, or chips in play changed for them at the rack."""
        return self.session.chip_set.in_play_values()

    def departure_problems(self, outcome: Any) -> list[Problem]:
        given = Stack()
        for stack in outcome["payout"].values():
            given = given.plus(Stack.parse(stack, "outcome"))
        pot = self.session.hand.pot.total()
        if given.total() != pot:
            return [
                Problem(
                    "outcome",
                    translate("core", "gives out {total}; every chip of the pot must go: {pot}").format(
                        total=grouped(given.total()), pot=grouped(pot)
                    ),
                )
            ]
        return []

    def table_after(self, outcome: Any) -> tuple[TableSession, ChipSet]:
        return self.session.pay_out_pot(self.payout(outcome).chips), self.session.chip_set

    def summary(self) -> str:
        return translate("core", "pot of {total} given out at {table}").format(
            total=grouped(self.session.hand.pot.total()), table=self.session.name
        )

    def table_events(self) -> tuple[str, ...]:
        """Each time the pot was held while the dispute was reviewed, and its release (issue 30)."""
        return tuple(hold.words() for hold in self.session.hand.pot_holds)

    def parties(self) -> tuple[int, ...]:
        return tuple(p.seat for p in self.players())


def award_pot(flow: PotFlow) -> tuple[TableSession, str]:
    """The table once the pot is given out as the rules say, without a ruling (nobody disputes it).

    The situation and the showdown must be answered; raises InvalidInput with the problems otherwise."""
    result = flow.recommendation().result
    picture = flow.picture(result)
    given = ", ".join(f"{flow.who(seat)} {grouped(chips)}" for seat, chips in picture.totals.items())
    session, _chip_set = flow.table_after(result)
    return session, translate("core", "Award the pot at {table}: {given}").format(table=flow.session.name, given=given)


@dataclass(frozen=True)
class StatedPot:
    """The winners the supervisor states for one contested pot (seats)."""

    index: int
    name: str
    eligible: tuple[int, ...]
    high: tuple[int, ...]
    low: tuple[int, ...]


def _has_half(game: Game, half: str) -> bool:
    return (game.high_kind is not None) if half == "high" else (game.low_kind is not None)


def stated_ranking(pots: Sequence[StatedPot], game: Game) -> tuple[list[list[int]], list[list[int]]]:
    """The high and low rankings (groups of tied seats, best first) that give every pot its stated winners.

    Each pot says its winners tie and beat its other contenders; a ranking is read off those
    comparisons. Raises ShowdownError-like InvalidInput on `pots.N.high|low` when none can exist.
    A player who wins no low anywhere is left out of the low ranking (no qualifying low)."""
    high = _rank(pots, "high", qualifier=False) if game.high_kind is not None else []
    low = _rank(pots, "low", qualifier=game.splits_high_low) if game.low_kind is not None else []
    return high, low


def _rank(pots: Sequence[StatedPot], half: str, *, qualifier: bool) -> list[list[int]]:
    """One half's ranking; with a `qualifier` (8 or better), a player who wins no low has none."""
    winners_of = {pot.index: (pot.high if half == "high" else pot.low) for pot in pots}
    # Tied winners are one class (union-find); each winner class beats every other contender of the pot.
    parent: dict[int, int] = {}

    def find(seat: int) -> int:
        parent.setdefault(seat, seat)
        while parent[seat] != seat:
            parent[seat] = parent[parent[seat]]
            seat = parent[seat]
        return seat

    for winners in winners_of.values():
        for seat in winners[1:]:
            parent[find(seat)] = find(winners[0])
    beats: dict[int, set[int]] = {}
    problems: list[Problem] = []
    for pot in pots:
        winners = winners_of[pot.index]
        if not winners:
            continue
        top = find(winners[0])
        for seat in pot.eligible:
            if seat in winners:
                continue
            if qualifier and not any(seat in w for w in winners_of.values()):
                continue  # no qualifying low anywhere: left out of the low ranking
            if find(seat) == top:
                problems.append(
                    Problem(
                        f"pots.{pot.index}.{half}",
                        translate(
                            "core", "seat {seat} ties with seat {winners} in another pot, so wins here too"
                        ).format(seat=seat, winners=winners[0]),
                    )
                )
            beats.setdefault(top, set()).add(find(seat))
    for pot in pots:
        if qualifier and not winners_of[pot.index]:
            problems += [
                Problem(
                    f"pots.{pot.index}.low",
                    translate("core", "seat {seat} wins a low in another pot, so he has a qualifying low").format(
                        seat=seat
                    ),
                )
                for seat in pot.eligible
                if any(seat in w for w in winners_of.values())
            ]
    if problems:
        raise InvalidInput(problems)
    classes = {find(seat) for w in winners_of.values() for seat in w} | {b for bs in beats.values() for b in bs}
    groups: list[list[int]] = []
    remaining = set(classes)
    while remaining:
        layer = sorted(c for c in remaining if not any(c in beats.get(o, set()) for o in remaining if o != c))
        if not layer:
            cycle = sorted(remaining)
            raise InvalidInput.at(
                f"pots.{_first_pot_of(pots, half, cycle)}.{half}",
                translate(
                    "core", "these winners contradict another pot's: a hand cannot both beat and lose to the same hand"
                ),
            )
        groups.append(sorted(seat for seat in parent if find(seat) in layer))
        remaining -= set(layer)
    return groups


def _first_pot_of(pots: Sequence[StatedPot], half: str, seats: Sequence[int]) -> int:
    for pot in pots:
        if set(pot.high if half == "high" else pot.low) & set(seats):
            return pot.index
    return pots[0].index
