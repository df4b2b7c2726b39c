"""Core: the dead-button wizard's flow (rule 50): the next hand's button and blinds, previewed and ruled.

Before the next hand the preview shows where the button and the blinds go, who
sits out (a new player between the button and the small blind) and why, from
the rule itself (`floordesk.core.rules.dead_button`, the request of
`floordesk rule button`). The request is built from the table: the players
dealt last hand still in their seats, the players seated since (and those
still waiting) as new players, last hand's positions. Heads-up is the rule's.

Signing deals the next hand with the markers that stand: the recommended
ones, or those the supervisor decided instead, with a reason (rule 44). That is
one change to the table, undone in one step. A table with chips in the pot, or
where no hand has been dealt yet (the first button is drawn for), is refused.
"""

from __future__ import annotations

from typing import Any

from floordesk.core.chips import ChipSet
from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.fields import is_whole_number
from floordesk.core.flows.flow import Answers, RulingFlow
from floordesk.core.rules.button_result import ButtonResult
from floordesk.core.ruling import RulingKind
from floordesk.core.table_session import Marker, TableSession
from floordesk.i18n import grouped, noop, translate

PREVIEW_HANDS_MAX = 9
"""A round of a full table: enough to see where the button goes."""

MARKER_KEYS = (
    (Marker.BUTTON, "button_seat"),
    (Marker.SMALL_BLIND, "sb_seat"),
    (Marker.BIG_BLIND, "bb_seat"),
)
"""The markers as a departure names them, and their key in the rule's result."""


class ButtonFlow(RulingFlow):
    """Core: the next hand's markers under rule 50 (see the module's description)."""

    kind = RulingKind.BUTTON
    title = noop("flow", "Button and blinds for the next hand")

    def proposed(self, key: str) -> Answers:
        return {"hands": 1} if key == "situation" else {}

    def check(self, key: str, answers: Answers) -> list[Problem]:
        problems: list[Problem] = []
        if not is_whole_number(answers.get("hands"), minimum=1, maximum=PREVIEW_HANDS_MAX):
            problems.append(
                Problem(
                    "hands",
                    translate("core", "must be a whole number from 1 to {PREVIEW_HANDS_MAX}").format(
                        PREVIEW_HANDS_MAX=PREVIEW_HANDS_MAX
                    ),
                )
            )
        hand = self.session.hand
        if hand.blinds is None:
            problems.append(
                Problem(
                    "",
                    translate("core", "no hand has been dealt at {name} yet: the first button is drawn for").format(
                        name=self.session.name
                    ),
                )
            )
        if hand.pot:
            problems.append(
                Problem(
                    "",
                    translate("core", "the pot still holds {total} in chips: give it to the winner first").format(
                        total=grouped(hand.pot.total())
                    ),
                )
            )
        names = [occupant.player.name for occupant in self.session.table.occupants.values()]
        if len(names) < 2:
            problems.append(Problem("", translate("core", "a hand needs at least two players at the table")))
        if len(set(names)) != len(names):
            # The rule names the players; two of one name would be one player to it.
            problems.append(
                Problem("", translate("core", "two players at this table have the same name: rename one first"))
            )
        return problems

    # -- the table as the rule reads it -------------------------------------------------------------
    def eliminated(self) -> tuple[tuple[int, str], ...]:
        """Seats dealt last hand whose player is gone since (eliminated, or moved), with the player's name."""
        seated = self.session.table.occupants
        gone = []
        for seat, player_id in self.session.hand.dealt.items():
            occupant = seated.get(seat)
            if occupant is None or occupant.player.player_id != player_id:
                gone.append((seat, self._name_of(player_id)))
        return tuple(gone)

    def newcomers(self) -> tuple[int, ...]:
        """Seats whose player was not dealt last hand, or is still waiting for the button to pass him."""
        hand = self.session.hand
        return tuple(
            seat
            for seat, occupant in self.session.table.occupants.items()
            if hand.dealt.get(seat) != occupant.player.player_id or occupant.player.player_id in hand.waiting
        )

    def _name_of(self, player_id: str) -> str:
        for elimination in reversed(self.session.hand.eliminated):
            if elimination.player.player_id == player_id:
                return elimination.player.name
        return player_id

    def build_request(self) -> dict[str, Any]:
        hand = self.session.hand
        assert hand.blinds is not None  # checked with the situation
        new = set(self.newcomers())
        players = [
            {"seat": seat, "player": occupant.player.name} for seat, occupant in self.session.table.occupants.items()
        ]
        button, small_blind, big_blind = hand.blinds
        return {
            "seats_max": self.session.table.seats_max,
            "occupied_after_previous_hand": [p for p in players if p["seat"] not in new],
            "previous_hand": {"button_seat": button, "sb_seat": small_blind, "bb_seat": big_blind},
            "new_players": [p for p in players if p["seat"] in new],
            "hands": self.answers("situation")["hands"],
        }

    def field_of(self, problem: Problem) -> Problem:
        return Problem(
            "",
            translate("core", "the table's last hand cannot be read by rule 50: {message}").format(
                message=problem.message
            ),
        )

    # -- the outcome -------------------------------------------------------------------------
    def next_hand(self, outcome: Any | None = None) -> dict[str, Any]:
        """The next hand's positions in the standing outcome (the recommendation's when none is given)."""
        result = self.recommendation().result if outcome is None else outcome
        next_hand: dict[str, Any] = result["next_hands"][0]
        return next_hand

    def departure_template(self) -> dict[str, dict[str, int]]:
        hand = self.next_hand()
        return {"markers": {marker.value: int(hand[key]) for marker, key in MARKER_KEYS}}

    def departure_outcome(self, edited: object) -> Any:
        given = edited.get("markers") if isinstance(edited, dict) else None
        if not isinstance(given, dict):
            raise InvalidInput.at("outcome", translate("core", "state where the button and the blinds go instead"))
        seats_max = self.session.table.seats_max
        positions: dict[str, Any] = {}
        problems: list[Problem] = []
        for marker, key in MARKER_KEYS:
            seat = given.get(marker.value)
            if not is_whole_number(seat, minimum=1, maximum=seats_max):
                problems.append(
                    Problem(
                        f"outcome.{marker.value}",
                        translate("core", "choose a seat from 1 to {seats_max}").format(seats_max=seats_max),
                    )
                )
                continue
            occupant = self.session.occupant(seat)
            positions[key] = seat
            positions[key.replace("_seat", "_player")] = None if occupant is None else occupant.player.name
        if problems:
            raise InvalidInput(problems)
        recommended = self.recommendation().result
        decided = {**recommended["next_hands"][0], **positions}
        return {**recommended, "next_hands": [decided]}

    def departure_answers(self, outcome: Any) -> dict[str, dict[str, int]]:
        hand = self.next_hand(outcome)
        return {"markers": {marker.value: int(hand[key]) for marker, key in MARKER_KEYS}}

    def departure_denominations(self) -> tuple[int, ...]:
        return ()

    def departure_problems(self, outcome: Any) -> list[Problem]:
        try:
            self.table_after(outcome)
        except InvalidInput as error:
            return [Problem("outcome", problem.message) for problem in error.problems]
        return []

    def table_after(self, outcome: Any) -> tuple[TableSession, ChipSet]:
        """The next hand dealt, its markers placed as the outcome says."""
        dealt = self.session.next_hand(self.rules.new_player_on_button_or_sb)
        placed = place_markers(dealt, ButtonResult.read(outcome).next_hand.markers)
        return placed, placed.chip_set

    def summary(self) -> str:
        try:
            hand = self.next_hand(self.decision.outcome if self.decision and self.decision.departs else None)
        except InvalidInput:
            return translate("core", "button and blinds at {table}").format(table=self.session.name)
        return translate(
            "core", "next hand at {table}: button seat {button}, small blind seat {small}, big blind seat {big}"
        ).format(table=self.session.name, button=hand["button_seat"], small=hand["sb_seat"], big=hand["bb_seat"])

    def parties(self) -> tuple[int, ...]:
        """The players on the button and the blinds in the standing outcome (an empty seat is nobody's)."""
        try:
            hand = self.next_hand(self.decision.outcome if self.decision and self.decision.departs else None)
        except InvalidInput:
            return ()
        seats = {int(hand[key]) for _marker, key in MARKER_KEYS}
        return tuple(sorted(seat for seat in seats if self.session.occupant(seat) is not None))


def place_markers(session: TableSession, target: tuple[int, int, int]) -> TableSession:
    """The hand in progress with its button and blinds at `target`; raises InvalidInput if they cannot stand so."""
    try:
        return session.place_markers(*target)
    except InvalidInput as error:
        raise InvalidInput.at("outcome", "; ".join(problem.message for problem in error.problems)) from None
