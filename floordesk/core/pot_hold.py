"""Core: the pot held while a dispute is reviewed (the impounded pot): who held it, why, when, and its release.

While the pot is held the hand neither goes on nor is given out: no next hand, no misdeal, no chip into or out
of the pot, no pot settled or awarded (`TableSession` refuses each, saying why). Each hold, once released, stays
with the hand, so the ruling that gives the pot out records it ("pot held 14:02-14:09 by Sam Super: ...").
Once released, the hand ends only by that ruling: a misdeal, a bet returned uncalled, the next hand or chips taken
out of the pot by hand would end it with no signed record of the hold, so each is refused (`unrecorded`).
A hand saved before that refusal may carry released holds over an empty pot (its bets returned by a misdeal):
no pot ruling can give such a pot out, so the next hand takes the holds with it, each naming its hand (`hand`),
and they meet the same refusal there until the next pot ruling records them.

Times are the caller's local wall-clock time as ISO 8601 text (the core reads no clock).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from floordesk.i18n import noop, translate

_HELD = noop("core", "pot held {span} by {by} ({reason}){released}")
_HELD_STILL = noop("core", "pot held since {span} by {by} ({reason}){released}")
_RELEASED = noop("core", ", released by {name}")
_OF_HAND = noop("core", "hand {number}: {hold}")


@dataclass(frozen=True)
class PotHold:
    """One hold of the pot: held by `by` at `since` for `reason`; released by `released_by` at `until` (None:
    held still). `hand`: the hand whose pot it held, when carried to a later hand (None: the hand it is with)."""

    by: str
    reason: str
    since: str
    until: str | None = None
    released_by: str | None = None
    hand: int | None = None

    @property
    def held(self) -> bool:
        return self.until is None

    def words(self, say: bool = False) -> str:
        """'pot held 14:02-14:09 by Sam Super (camera 4 replayed)', 'released by Mia Manager' when another did.

        In English as the ruling records it; `say`: in the language spoken now, for the screen."""

        def worded(text: str) -> str:
            return translate("core", text) if say else text

        span = _clock(self.since) if self.until is None else f"{_clock(self.since)}-{_clock(self.until)}"
        released = "" if self.released_by in (None, self.by) else worded(_RELEASED).format(name=self.released_by)
        hold = worded(_HELD_STILL if self.held else _HELD).format(
            span=span, by=self.by, reason=self.reason, released=released
        )
        return hold if self.hand is None else worded(_OF_HAND).format(number=self.hand, hold=hold)

    def refusal(self, what: str) -> str:
        """Why `what` ("the next hand is dealt", marked where it is written) is refused while the pot is held."""
        return translate(
            "core", "the pot is held while a dispute is reviewed ({hold}): release it before {what}"
        ).format(hold=self.words(say=True), what=translate("core", what))

    def to_json(self) -> dict[str, Any]:
        return {k: v for k, v in vars(self).items() if v is not None}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> PotHold:
        until, released_by, hand = data.get("until"), data.get("released_by"), data.get("hand")
        return cls(
            str(data["by"]),
            str(data["reason"]),
            str(data["since"]),
            None if until is None else str(until),
            None if released_by is None else str(released_by),
            None if hand is None else int(hand),
        )

    def carried_from(self, number: int) -> PotHold:
        """This hold taken on from hand `number` to the next hand (naming the hand it held, the first if carried
        before)."""
        return self if self.hand is not None else replace(self, hand=number)


def unrecorded(holds: Sequence[PotHold], what: str) -> str:
    """Why `what` (marked where it is written) is refused while the hand carries released `holds` not yet recorded."""
    return translate(
        "core",
        "the pot was held for a dispute: give it out by the pot ruling (Award pot), which records the hold "
        "({holds}), before {what}",
    ).format(holds="; ".join(hold.words(say=True) for hold in holds), what=translate("core", what))


def _clock(moment: str) -> str:
    """'2026-12-02T14:02:31+01:00' -> '14:02' (the text as given when it is not of that form)."""
    time = moment.partition("T")[2]
    return time[:5] if len(time) >= 5 and time[2] == ":" else moment
