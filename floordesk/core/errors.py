"""Core: typed input errors that name the offending field.

Every problem carries a path in the notation the command line prints
(`players[2].stack["25"]`), so the CLI, the GUI and tests report the same words.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Problem:
    """One thing wrong with an input, located by its field path."""

    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message

    def under(self, prefix: str) -> Problem:
        """The same problem seen from a containing value (a batch element, say)."""
        if not prefix:
            return self
        if not self.path:
            return Problem(prefix, self.message)
        joiner = "" if self.path.startswith("[") else "."
        return Problem(f"{prefix}{joiner}{self.path}", self.message)


class InvalidInput(ValueError):
    """Input the rules cannot work with; holds one or more located problems."""

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.problems: tuple[Problem, ...] = tuple(problems)
        if not self.problems:
            raise ValueError("InvalidInput needs at least one problem")
        super().__init__("; ".join(str(p) for p in self.problems))

    @classmethod
    def at(cls, path: str, message: str) -> InvalidInput:
        return cls([Problem(path, message)])


class CardError(InvalidInput):
    """A card that is not a card, or a card seen twice."""


class ChipError(InvalidInput):
    """A chip count, denomination or amount the chip set does not allow."""


class SeatError(InvalidInput):
    """A seat outside the table, or two players in one seat."""


class RuleSetError(InvalidInput):
    """A configuration flag with a value the rules do not know."""


class ChipRaceError(InvalidInput):
    """A colour-up the chip race cannot run: a denomination not in play, the last one removed,
    two players in one seat, too few or duplicate race cards. Each problem names its field."""


class ShowdownError(InvalidInput):
    """A showdown the pots cannot be settled from: a ranked player who folded or is unknown,
    a winner who is not a contender of that pot, a stud tie with no card to break it by suit."""
