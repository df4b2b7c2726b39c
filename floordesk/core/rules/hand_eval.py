"""Core: the games FloorDesk settles, and ranking their hands through a replaceable evaluator.

Hands are ranked by pokerkit's evaluators (the field's peer-reviewed library),
behind the small `HandEvaluator` protocol so another evaluator can take its
place. FloorDesk never ranks hands itself. `import pokerkit` costs about 0.3 s
(it builds its lookup tables), so it is imported on the first evaluation, never
when this module is imported.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cache
from typing import TYPE_CHECKING, Protocol

from floordesk.core.cards import RANK_CHARS, Card, format_cards, full_deck
from floordesk.i18n import noop, translate

if TYPE_CHECKING:
    from pokerkit import Hand as PokerkitHand


class HandKind(Enum):
    """What an evaluator is asked for: which cards may be combined, and high or low."""

    HIGH = "high"  # best five of all the cards (hold'em hole + board, or stud's seven)
    OMAHA_HIGH = "omaha_high"  # exactly two hole cards and three board cards
    LOW_8 = "low_8"  # ace-to-five low of five distinct ranks, eight or better, from any five
    OMAHA_LOW_8 = "omaha_low_8"  # the same, with exactly two hole and three board cards
    LOW_A5 = "low_a5"  # razz: ace-to-five low, pairs count, no qualifier

    @property
    def is_low(self) -> bool:
        return self in (HandKind.LOW_8, HandKind.OMAHA_LOW_8, HandKind.LOW_A5)


class Game(Enum):
    """A game whose pots FloorDesk can settle; the values are the JSON spellings."""

    HOLDEM = "holdem"
    OMAHA = "omaha"
    OMAHA_HI_LO_8 = "omaha_hi_lo_8"
    STUD = "stud"
    STUD_HI_LO_8 = "stud_hi_lo_8"
    RAZZ = "razz"

    @property
    def is_button_game(self) -> bool:
        """Flop games: odd chips go clockwise from the button (stud games use the cards)."""
        return self in (Game.HOLDEM, Game.OMAHA, Game.OMAHA_HI_LO_8)

    @property
    def splits_high_low(self) -> bool:
        return self in (Game.OMAHA_HI_LO_8, Game.STUD_HI_LO_8)

    @property
    def high_kind(self) -> HandKind | None:
        """How the high hand is judged; None in razz, where only the low hand wins."""
        return {
            Game.HOLDEM: HandKind.HIGH,
            Game.OMAHA: HandKind.OMAHA_HIGH,
            Game.OMAHA_HI_LO_8: HandKind.OMAHA_HIGH,
            Game.STUD: HandKind.HIGH,
            Game.STUD_HI_LO_8: HandKind.HIGH,
            Game.RAZZ: None,
        }[self]

    @property
    def low_kind(self) -> HandKind | None:
        """How the low hand is judged; None in high-only games."""
        return {
            Game.OMAHA_HI_LO_8: HandKind.OMAHA_LOW_8,
            Game.STUD_HI_LO_8: HandKind.LOW_8,
            Game.RAZZ: HandKind.LOW_A5,
        }.get(self)

    @property
    def own_card_count(self) -> int:
        """Cards each player holds at showdown: hole cards, or all seven in stud games."""
        return {Game.HOLDEM: 2, Game.OMAHA: 4, Game.OMAHA_HI_LO_8: 4}.get(self, 7)

    @property
    def board_card_count(self) -> int:
        return 5 if self.is_button_game else 0

    @property
    def title(self) -> str:
        """The game's name in the language spoken."""
        return translate("games", _GAME_TITLES[self])


_GAME_TITLES = {
    Game.HOLDEM: noop("games", "hold'em"),
    Game.OMAHA: noop("games", "Omaha"),
    Game.OMAHA_HI_LO_8: noop("games", "Omaha hi-lo 8 or better"),
    Game.STUD: noop("games", "seven-card stud"),
    Game.STUD_HI_LO_8: noop("games", "seven-card stud hi-lo 8 or better"),
    Game.RAZZ: noop("games", "razz"),
}


def ace_low_rank(card: Card) -> int:
    """The card's rank where aces count low (1), as in every low hand."""
    return 1 if card.rank == 14 else card.rank


@dataclass(frozen=True)
class RankedHand:
    """A player's best five-card hand of one kind.

    `strength` is larger for a better hand and only means something against
    hands of the same kind; equal strengths tie.
    """

    kind: HandKind
    strength: int
    cards: tuple[Card, ...]
    label: str

    @property
    def shown_cards(self) -> tuple[Card, ...]:
        """The five cards as a dealer lays them out: sets first, then by rank (aces low in a low)."""
        counts = Counter(card.rank for card in self.cards)
        rank = ace_low_rank if self.kind.is_low else (lambda card: card.rank)
        return tuple(
            sorted(self.cards, key=lambda card: (counts[card.rank], rank(card), card.suit.strength), reverse=True)
        )

    def describe(self) -> str:
        """Words a supervisor reads aloud: `straight (A♠ K♦ Q♣ J♥ 10♦)`, `8-6-4-3-A low`."""
        if self.kind.is_low:
            ranks = (ace_low_rank(card) for card in self.shown_cards)
            said = "-".join("A" if rank == 1 else RANK_CHARS[rank - 2] for rank in ranks)
            return translate("reasons", "{ranks} low").format(ranks=said)
        name = translate("reasons", _HAND_NAMES[self.label]) if self.label in _HAND_NAMES else self.label.lower()
        return translate("reasons", "{hand} ({cards})").format(hand=name, cards=format_cards(self.shown_cards))


_HAND_NAMES = {
    # pokerkit's labels, as the explanation says them
    "High card": noop("reasons", "high card"),
    "One pair": noop("reasons", "one pair"),
    "Two pair": noop("reasons", "two pair"),
    "Three of a kind": noop("reasons", "three of a kind"),
    "Straight": noop("reasons", "straight"),
    "Flush": noop("reasons", "flush"),
    "Full house": noop("reasons", "full house"),
    "Four of a kind": noop("reasons", "four of a kind"),
    "Straight flush": noop("reasons", "straight flush"),
}


class HandEvaluator(Protocol):
    """Anything that can find a player's best hand of a kind."""

    def evaluate(self, kind: HandKind, own: Sequence[Card], board: Sequence[Card] = ()) -> RankedHand | None:
        """The best hand of `kind` from `own` cards (and `board`); None when no hand qualifies
        (no eight-or-better low). With exactly five cards and no board, that hand is ranked as it is."""
        ...


class PokerkitEvaluator:
    """`HandEvaluator` over pokerkit's hand classes; pokerkit is imported on first use."""

    def __init__(self) -> None:
        self._classes: dict[HandKind, type[PokerkitHand]] | None = None
        self._cards: dict[str, Card] = {}

    def _hand_class(self, kind: HandKind) -> type[PokerkitHand]:
        if self._classes is None:
            import pokerkit  # deliberately late: see the module docstring

            self._classes = {
                HandKind.HIGH: pokerkit.StandardHighHand,
                HandKind.OMAHA_HIGH: pokerkit.OmahaHoldemHand,
                HandKind.LOW_8: pokerkit.EightOrBetterLowHand,
                HandKind.OMAHA_LOW_8: pokerkit.OmahaEightOrBetterLowHand,
                HandKind.LOW_A5: pokerkit.RegularLowHand,
            }
            self._cards = {str(card): card for card in full_deck()}
        return self._classes[kind]

    def evaluate(self, kind: HandKind, own: Sequence[Card], board: Sequence[Card] = ()) -> RankedHand | None:
        hand_class = self._hand_class(kind)
        hand = hand_class.from_game_or_none("".join(map(str, own)), "".join(map(str, board)))
        if hand is None:
            return None
        index = hand.entry.index
        return RankedHand(
            kind=kind,
            # pokerkit's entry index grows with a high hand's strength and shrinks with a low hand's
            strength=-index if kind.is_low else index,
            cards=tuple(self._cards[repr(card)] for card in hand.cards),
            label=str(hand.entry.label.value),
        )


@cache
def default_evaluator() -> HandEvaluator:
    """The shared pokerkit evaluator (created on first call; pokerkit loads on its first evaluation)."""
    return PokerkitEvaluator()


def load_default_evaluator() -> None:
    """Rank one hand with the shared evaluator, so everything its first ranking loads (pokerkit, about 0.3 s)
    is loaded now: the window does it once idle, before a supervisor's first showdown."""
    default_evaluator().evaluate(HandKind.HIGH, full_deck()[:5])
