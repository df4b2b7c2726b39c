"""Store: recording rulings (rule 44), and amending them without ever rewriting one.

An incident keeps what the rules core recommended and what the floor decided.
When the two differ the decision departs from the recommendation, and rule 44
requires a reason. Once written, an incident never changes: a correction, a
Tournament Director's overrule, a void (reason plus a second staff member) or
a penalty's progress is an amendment, and the incident as it stands is the
record with its amendments applied in order.

Every write is checked in two steps before anything is written: the values
themselves (each problem named by its field), then, inside the write
transaction, the records they name. A failure at any point rolls the
transaction back, leaving the log exactly as it was.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections import defaultdict
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Literal

from floordesk.core.dispute import Dispute
from floordesk.core.errors import InvalidInput
from floordesk.core.fields import Field, Problems
from floordesk.core.ruling import REASON_MAX, Direction, RulingKind
from floordesk.core.table import MAX_SEATS
from floordesk.i18n import noop, translate
from floordesk.store.derived import refresh_derived
from floordesk.store.errors import CorruptError, NotAllowedError, NotFoundError
from floordesk.store.journal import Journal
from floordesk.store.records import Stamp, canonical_json, exists
from floordesk.store.staff import Permission, SignedIn, require
from floordesk.store.validation import (
    NARRATIVE_MAX,
    Reader,
    json_data,
    json_value,
    named_changes,
    root,
    text_value,
    texts_value,
    uid_value,
)


class PenaltyState(Enum):
    PENDING = "pending"
    SERVING = "serving"
    SERVED = "served"
    RESCINDED = "rescinded"


_PENALTY_NEXT: dict[PenaltyState, frozenset[PenaltyState]] = {
    PenaltyState.PENDING: frozenset({PenaltyState.SERVING, PenaltyState.SERVED, PenaltyState.RESCINDED}),
    # serving -> serving: each hand served is recorded as it is dealt
    PenaltyState.SERVING: frozenset({PenaltyState.SERVING, PenaltyState.SERVED, PenaltyState.RESCINDED}),
    # served -> served: what the table did in its last hand, said again once a post made later in it (a stud
    # bring-in, posted when his card brings it in) is known
    PenaltyState.SERVED: frozenset({PenaltyState.SERVED}),
    PenaltyState.RESCINDED: frozenset(),
}

RULE_MAX = 999
SAVED_TO_MAX = 500
"""The longest note of where footage was saved (a path, a disc's label, a ticket number)."""


@dataclass(frozen=True)
class Party:
    """A seat and/or a player involved in an incident (player: a player record's uid)."""

    seat: int | None = None
    player: str | None = None


@dataclass(frozen=True)
class Where:
    """Where a ruling happened, as the log's ids: the event, the table (if any) and the parties involved."""

    event_uid: str
    table_uid: str | None
    parties: tuple[Party, ...]


@dataclass(frozen=True)
class PenaltyDraft:
    player: str
    penalty: str
    """a PenaltyType value"""
    hands: int | None = None
    """hands to miss (missed_hand; also the computed count for missed_round)"""
    rounds: int | None = None
    state: str = PenaltyState.PENDING.value


@dataclass(frozen=True)
class IncidentDraft:
    """A ruling to record. `decision` None means the floor followed `recommended` as computed."""

    event: str
    rule: int
    kind: str
    narrative: str
    inputs: Any = field(default_factory=dict)
    recommended: Any = None
    decision: Any = None
    departure_reason: str | None = None
    table: str | None = None
    parties: Sequence[Party] = ()
    witnesses: Sequence[str] = ()
    penalties: Sequence[PenaltyDraft] = ()
    dispute: Any = None
    """the dispute record's JSON (`floordesk.core.dispute.Dispute.to_json`); None: the ruling was not disputed"""
    precedents: Any = None
    """the precedents its decision step showed (`floordesk.core.precedents.Considered.to_json`); None: none shown"""


@dataclass(frozen=True)
class Recorded:
    uid: str
    number: int


@dataclass(frozen=True)
class Amendment:
    uid: str
    kind: str
    recorded_utc: str
    recorded_local: str
    by: str
    second_staff: str | None
    reason: str
    changes: dict[str, Any]


@dataclass(frozen=True)
class Penalty:
    uid: str
    player_uid: str
    player: str
    penalty: str
    hands: int | None
    rounds: int | None
    state: str


@dataclass(frozen=True)
class Incident:
    """An incident as it stands: the record, with its amendments applied in order."""

    uid: str
    device_id: str
    device_label: str
    number: int
    recorded_utc: str
    recorded_local: str
    event_uid: str
    event: str
    table_uid: str | None
    table: str | None
    parties: list[dict[str, Any]]
    rule: int
    kind: str
    inputs: Any
    recommended: Any
    original_decision: Any
    decision: Any
    departs: bool
    departure_reason: str | None
    decided_by_uid: str
    decided_by: str
    witnesses: list[str]
    narrative: str
    voided: bool
    overruled: bool
    amendments: list[Amendment]
    penalties: list[Penalty]
    dispute: dict[str, Any] | None = None
    second_reviewer: str | None = None
    """the name of the staff member who signed the dispute's review as its second reviewer"""
    footage_saved_to: str | None = None
    """where the footage of the dispute's camera was saved (its preservation amendment's), None: not yet"""
    precedents: Any = None
    """the precedents shown when it was decided (`Considered.to_json`), None where none were"""

    def to_json(self) -> dict[str, Any]:
        data = {name: getattr(self, name) for name in self.__dataclass_fields__}
        data["amendments"] = [vars(a) for a in self.amendments]
        data["penalties"] = [vars(p) for p in self.penalties]
        return data


# A number has at most 7 digits and an id at least 8, so digits alone are never both (ids are hexadecimal,
# and the first 8 of one can be all decimal).
_REF_NUMBER = re.compile(r"#?([0-9]{1,7})")
_REF_UID = re.compile(r"[0-9a-f]{8,32}")


class IncidentLog:
    """Store: writing and reading rulings."""

    def __init__(self, journal: Journal) -> None:
        self._journal = journal
        self._connection = journal.connection
        self.documents_now = True
        """False: a ruling's search document is queued with it (`search_pending`), made after the commit
        (`IncidentStore.document_later`)."""

    # -- recording ------------------------------------------------------------
    def record(self, draft: IncidentDraft, by: SignedIn, second: SignedIn | None = None) -> Recorded:
        """Record a ruling decided by `by` (supervisor, manager or TD); returns its uid and number. `second`: the
        dispute review's second reviewer, another floor member signed in with their own PIN."""
        values = _incident_values(root(draft))
        if second is not None and values["dispute"] is None:
            raise InvalidInput.at(
                "dispute.second_reviewer", translate("store", "signs a dispute record: this ruling has none")
            )
        if second is not None and second.staff_uid == by.staff_uid:
            raise NotAllowedError(
                translate("store", "the second reviewer must be another staff member than the one who decides")
            )
        with self._journal.transaction(noop("store", "recording the incident")) as stamp:
            require(self._connection, by, Permission.RECORD_RULING)
            if second is not None:
                require(self._connection, second, Permission.SECOND_REVIEW)
            penalties = values.pop("penalties")
            if not exists(self._connection, "events", values["event_uid"]):
                raise InvalidInput.at("event", translate("store", "is not an event in this log"))
            self._check_references(
                values["event_uid"],
                values["table_uid"],
                table_given=values["table_uid"] is not None,
                parties=json.loads(values["parties"]),
                penalty_players=[penalty["player_uid"] for penalty in penalties],
            )
            device = self._journal.own_device(stamp)
            number = self._next_number(device)
            signers = {"recorded_by": by.staff_uid, "second_staff": None if second is None else second.staff_uid}
            fields = {**signers, "device_id": device, "number": number, **values}
            incident_uid = self._journal.append("incident", stamp, fields)
            for penalty in penalties:
                self._journal.append(
                    "penalty", stamp, {"recorded_by": by.staff_uid, "incident_uid": incident_uid, **penalty}
                )
            refresh_derived(self._connection, [incident_uid], documents=self.documents_now)
        return Recorded(incident_uid, number)

    def correct(self, incident: str, changes: dict[str, Any], reason: str, by: SignedIn) -> str:
        """A correction of the facts (not the decision); returns the amendment's uid."""
        request = Field.root({"changes": changes, "reason": reason})
        clean_reason = request.read_key("reason", text_value, limit=REASON_MAX)
        clean_changes = request.read_key("changes", _corrections)
        request.problems.raise_if_any()
        assert clean_changes is not None
        with self._journal.transaction(noop("store", "recording the correction")) as stamp:
            require(self._connection, by, Permission.CORRECT_RULING)
            current = self._amendable(incident)
            if "footage_saved_to" in clean_changes and not (current.dispute or {}).get("camera"):
                raise InvalidInput.at(
                    "changes.footage_saved_to", translate("store", "names no camera: there is no footage to preserve")
                )
            self._check_references(
                current.event_uid,
                clean_changes.get("table", current.table_uid),
                table_given="table" in clean_changes,
                # The parties as they stand must fit a new table too.
                parties=clean_changes.get("parties", current.parties),
                prefix="changes.",
                parties_kept="parties" not in clean_changes,
            )
            return self._amend(stamp, current.uid, "correction", clean_changes, clean_reason, by)

    def overrule(self, incident: str, decision: Any, reason: str, by: SignedIn) -> str:
        """Rule 44: a Tournament Director replaces the floor's decision (reason required)."""
        request = Field.root({"decision": decision, "reason": reason})
        clean_reason = request.read_key("reason", text_value, limit=REASON_MAX)
        clean_decision = request.read_key("decision", json_value)
        request.problems.raise_if_any()
        assert clean_decision is not None
        with self._journal.transaction(noop("store", "recording the overrule")) as stamp:
            require(self._connection, by, Permission.OVERRULE)
            current = self._amendable(incident)
            if canonical_json(current.decision) == clean_decision:
                raise InvalidInput.at(
                    "decision", translate("store", "is the decision already in force: an overrule must change it")
                )
            changes = {"decision": json.loads(clean_decision)}
            return self._amend(stamp, current.uid, "overrule", changes, clean_reason, by)

    def void(self, incident: str, reason: str, by: SignedIn, second: SignedIn) -> str:
        """Void a ruling: a manager or TD, with a reason, confirmed by a second staff member."""
        request = Field.root({"reason": reason})
        clean_reason = request.read_key("reason", text_value, limit=REASON_MAX)
        request.problems.raise_if_any()
        if second.staff_uid == by.staff_uid:
            raise NotAllowedError(translate("store", "a void must be confirmed by a second, different staff member"))
        with self._journal.transaction(noop("store", "voiding the incident")) as stamp:
            require(self._connection, by, Permission.VOID)
            require(self._connection, second, Permission.CONFIRM_VOID)
            current = self._amendable(incident)
            return self._amend(stamp, current.uid, "void", {}, clean_reason, by, second=second.staff_uid)

    def update_penalty(self, incident: str, penalty: str, state: str, note: str, by: SignedIn) -> str:
        """A penalty's progress (serving, served, rescinded), as an amendment."""
        request = Field.root({"penalty": penalty, "state": state, "note": note})
        penalty_uid = request.read_key("penalty", uid_value)
        new_state = request.read_key("state", Field.as_enum, PenaltyState)
        clean_note = request.read_key("note", text_value, limit=REASON_MAX)
        request.problems.raise_if_any()
        assert new_state is not None
        with self._journal.transaction(noop("store", "recording the penalty's progress")) as stamp:
            require(self._connection, by, Permission.RECORD_RULING)
            current = self._amendable(incident)
            held = next((p for p in current.penalties if p.uid == penalty_uid), None)
            if held is None:
                raise InvalidInput.at("penalty", translate("store", "is not a penalty of this incident"))
            if new_state not in _PENALTY_NEXT[PenaltyState(held.state)]:
                raise InvalidInput.at(
                    "state",
                    translate("store", "a {state} penalty cannot become {value}").format(
                        state=held.state, value=new_state.value
                    ),
                )
            changes = {"penalty": penalty_uid, "state": new_state.value}
            return self._amend(stamp, current.uid, "penalty", changes, clean_note, by)

    # -- reading -------------------------------------------------------------
    def resolve(self, ref: str) -> str:
        """An incident's uid from `17` / `#17` (this laptop's incident 17, at most 7 digits) or a uid or its first
        8+ digits."""
        ref = ref.strip().lower()
        number = _REF_NUMBER.fullmatch(ref)
        if number:
            row = self._connection.execute(
                "SELECT i.uid FROM incidents i JOIN this_device d ON d.device_id = i.device_id WHERE i.number = ?",
                (int(number.group(1)),),
            ).fetchone()
            if row is None:
                raise NotFoundError(
                    translate("store", "this log has no incident #{group} recorded on this laptop").format(
                        group=number.group(1)
                    )
                )
            return str(row[0])
        if not _REF_UID.fullmatch(ref):
            raise InvalidInput.at(
                "incident", translate("store", "must be an incident number or id (at least 8 hexadecimal digits)")
            )
        rows = self._connection.execute(
            "SELECT uid FROM incidents WHERE uid >= ? AND uid < ? LIMIT 2", (ref, ref + "g")
        ).fetchall()
        if not rows:
            raise NotFoundError(translate("store", "this log has no incident with id {ref}").format(ref=ref))
        if len(rows) > 1:
            raise InvalidInput.at(
                "incident", translate("store", "{ref} names more than one incident: give more digits").format(ref=ref)
            )
        return str(rows[0][0])

    def get(self, ref: str) -> Incident:
        (incident,) = self.many([self.resolve(ref)])
        return incident

    def many(self, incident_uids: Sequence[str]) -> list[Incident]:
        """These incidents as they stand, in the order given: read with five statements however many they are (a
        shift report of thousands would otherwise wait on five an incident)."""
        wanted = json.dumps(list(incident_uids))
        rows = {row[0]: row for row in self._connection.execute(_INCIDENTS, (wanted,))}
        # Keyed by whatever incident the rows name: one whose event or staff record is gone is refused below.
        amendments: defaultdict[str, list[Amendment]] = defaultdict(list)
        for incident_uid, a_uid, kind, utc, local, by, second, reason, changes in self._connection.execute(
            _AMENDMENTS, (wanted,)
        ):
            amendments[incident_uid].append(Amendment(a_uid, kind, utc, local, by, second, reason, json.loads(changes)))
        penalties: defaultdict[str, list[tuple[Any, ...]]] = defaultdict(list)
        for incident_uid, *penalty in self._connection.execute(_PENALTIES, (wanted,)):
            penalties[incident_uid].append(tuple(penalty))
        standing = []
        for incident_uid in incident_uids:
            row = rows.get(incident_uid)
            if row is None:  # the incident is there, but not the event or staff record it names
                raise CorruptError(
                    translate(
                        "store",
                        "{path} is damaged: incident {incident_uid} names an event or a staff member that "
                        "is not in the log. An administrator restores the latest backup (`floordesk log "
                        "restore latest --by NAME --reason TEXT`).",
                    ).format(path=self._journal.path, incident_uid=incident_uid)
                )
            standing.append(_Standing.of(row, amendments[incident_uid]))
        table_uids = {s.state["table_uid"] for s in standing} - {None}
        tables = dict(self._connection.execute(_TABLE_NAMES, (json.dumps(sorted(table_uids)),))) if table_uids else {}
        names = self._players(
            "name", {p["player"] for s in standing for p in s.state["parties"] if p.get("player") is not None}
        )
        return [s.incident(tables, names, penalties[s.data["uid"]]) for s in standing]

    # -- internals -----------------------------------------------------------
    def _amendable(self, ref: str) -> Incident:
        current = self.get(ref)
        if current.voided:
            raise NotAllowedError(
                translate("store", "incident #{number} was voided: it cannot be amended").format(number=current.number)
            )
        return current

    def _amend(
        self,
        stamp: Stamp,
        incident_uid: str,
        kind: str,
        changes: dict[str, Any],
        reason: str | None,
        by: SignedIn,
        *,
        second: str | None = None,
    ) -> str:
        fields = {
            "recorded_by": by.staff_uid,
            "incident_uid": incident_uid,
            "kind": kind,
            "changes": canonical_json(changes),
            "reason": reason,
            "second_staff": second,
        }
        amendment_uid = self._journal.append("amendment", stamp, fields)
        refresh_derived(self._connection, [incident_uid], documents=self.documents_now)
        return amendment_uid

    def _next_number(self, device: str) -> int:
        row = self._connection.execute("SELECT max(number) FROM incidents WHERE device_id = ?", (device,)).fetchone()
        return int(row[0] or 0) + 1

    def _check_references(
        self,
        event_uid: str,
        table_uid: str | None,
        *,
        table_given: bool,
        parties: list[dict[str, Any]],
        penalty_players: Sequence[str] = (),
        prefix: str = "",
        parties_kept: bool = False,
    ) -> None:
        """The records a write names exist and belong to its event (read inside the transaction).

        `parties_kept`: the parties are the incident's own, unchanged, so a seat that does not fit is the table's fault.
        """
        problems = Problems()
        seats_max = MAX_SEATS
        if table_uid is not None:
            row = self._connection.execute("SELECT event_uid, seats_max FROM tables WHERE uid = ?", (table_uid,))
            found = row.fetchone()
            if found is None or found[0] != event_uid:
                if table_given:
                    problems.add(prefix + "table", translate("store", "is not a table of this incident's event"))
            else:
                seats_max = int(found[1])
        party_players = [party["player"] for party in parties if party["player"] is not None]
        events = self._players("event_uid", {*party_players, *penalty_players})
        for index, party in enumerate(parties):
            if party["seat"] is not None and party["seat"] > seats_max:
                if parties_kept:
                    problems.add(
                        prefix + "table",
                        translate("store", "has seats 1 to {seats_max}: seat {party} is involved").format(
                            seats_max=seats_max, party=party["seat"]
                        ),
                    )
                else:
                    problems.add(
                        f"{prefix}parties[{index}].seat",
                        translate("store", "must be a seat of the table (1 to {seats_max})").format(
                            seats_max=seats_max
                        ),
                    )
            if party["player"] is not None and events.get(party["player"]) != event_uid:
                problems.add(
                    f"{prefix}parties[{index}].player", translate("store", "is not a player of this incident's event")
                )
        for index, player in enumerate(penalty_players):
            if events.get(player) != event_uid:
                problems.add(
                    f"penalties[{index}].player", translate("store", "is not a player of this incident's event")
                )
        problems.raise_if_any()

    def _players(self, column: Literal["name", "event_uid"], player_uids: Collection[str]) -> dict[str | None, str]:
        """`column` of each of these players that this log holds, by uid, in one query (None, a party with no
        player, finds nothing)."""
        if not player_uids:
            return {}
        query = f"SELECT uid, {column} FROM players WHERE uid IN (SELECT value FROM json_each(?))"
        return dict(self._connection.execute(query, (json.dumps(sorted(p for p in player_uids if p is not None)),)))


@dataclass(frozen=True)
class _Standing:
    """An incident's record (its columns by name) with its amendments applied in order, before the names of the
    table and players it names now are looked up (for many incidents at once)."""

    data: dict[str, Any]
    state: dict[str, Any]
    amendments: list[Amendment]
    penalty_states: dict[str, str]
    voided: bool
    overruled: bool

    @classmethod
    def of(cls, row: sqlite3.Row | tuple[Any, ...], amendments: list[Amendment]) -> _Standing:
        data = dict(zip(_INCIDENT_COLUMNS, row, strict=True))
        state: dict[str, Any] = {
            "table_uid": data["table_uid"],
            "parties": json.loads(data["parties"]),
            "rule": data["rule"],
            "kind": data["kind"],
            "inputs": json.loads(data["inputs"]),
            "witnesses": json.loads(data["witnesses"]),
            "narrative": data["narrative"],
            "decision": json.loads(data["decision"] or data["recommended"]),
            "footage_saved_to": None,
        }
        penalty_states: dict[str, str] = {}
        voided = overruled = False
        for amendment in amendments:
            if amendment.kind == "correction":
                state.update(
                    {("table_uid" if k == "table" else k): v for k, v in amendment.changes.items() if k != "parties"}
                )
                if "parties" in amendment.changes:
                    state["parties"] = amendment.changes["parties"]
            elif amendment.kind == "overrule":
                state["decision"] = amendment.changes["decision"]
                overruled = True
            elif amendment.kind == "void":
                voided = True
            else:
                penalty_states[amendment.changes["penalty"]] = amendment.changes["state"]
        return cls(data, state, amendments, penalty_states, voided, overruled)

    def incident(
        self, tables: dict[str, str], players: dict[str | None, str], penalties: list[tuple[Any, ...]]
    ) -> Incident:
        """The incident, given the names of the tables and players the log holds (one it does not: no name)."""
        data, state = self.data, self.state
        return Incident(
            uid=data["uid"],
            device_id=data["device_id"],
            device_label=data["device_label"],
            number=data["number"],
            recorded_utc=data["recorded_utc"],
            recorded_local=data["recorded_local"],
            event_uid=data["event_uid"],
            event=f"#{data['event_number']} {data['event_name']}",
            table_uid=state["table_uid"],
            table=None if state["table_uid"] is None else tables.get(state["table_uid"]),
            parties=[
                {"seat": party.get("seat"), "player": party.get("player"), "name": players.get(party.get("player"))}
                for party in state["parties"]
            ],
            rule=state["rule"],
            kind=state["kind"],
            inputs=state["inputs"],
            recommended=None if data["recommended"] is None else json.loads(data["recommended"]),
            original_decision=json.loads(data["decision"] or data["recommended"]),
            decision=state["decision"],
            departs=bool(data["departs"]),
            departure_reason=data["departure_reason"],
            decided_by_uid=data["recorded_by"],
            decided_by=data["decided_by"],
            witnesses=state["witnesses"],
            narrative=state["narrative"],
            voided=self.voided,
            overruled=self.overruled,
            amendments=self.amendments,
            penalties=[
                Penalty(p_uid, player_uid, player, kind, hands, rounds, self.penalty_states.get(p_uid, initial))
                for p_uid, player_uid, player, kind, hands, rounds, initial in penalties
            ],
            dispute=None if data["dispute"] is None else json.loads(data["dispute"]),
            second_reviewer=data["second_reviewer"],
            footage_saved_to=state["footage_saved_to"],
            precedents=None if data["precedents"] is None else json.loads(data["precedents"]),
        )


_INCIDENT_COLUMNS = (
    "uid",
    "device_id",
    "device_label",
    "number",
    "recorded_utc",
    "recorded_local",
    "event_uid",
    "event_number",
    "event_name",
    "table_uid",
    "parties",
    "rule",
    "kind",
    "inputs",
    "recommended",
    "decision",
    "departs",
    "departure_reason",
    "recorded_by",
    "decided_by",
    "witnesses",
    "narrative",
    "dispute",
    "second_reviewer",
    "precedents",
)
_INCIDENTS = """
    SELECT i.uid, i.device_id, coalesce(d.label, i.device_id), i.number, i.recorded_utc, i.recorded_local,
        i.event_uid, e.number, e.name, i.table_uid, i.parties, i.rule, i.kind, i.inputs, i.recommended,
        i.decision, i.departs, i.departure_reason, i.recorded_by, s.name, i.witnesses, i.narrative,
        i.dispute, (SELECT r.name FROM staff r WHERE r.uid = i.second_staff), i.precedents
    FROM incidents i
    JOIN events e ON e.uid = i.event_uid
    JOIN staff s ON s.uid = i.recorded_by
    LEFT JOIN devices d ON d.device_id = i.device_id
    WHERE i.uid IN (SELECT value FROM json_each(?))
"""
_AMENDMENTS = """
    SELECT a.incident_uid, a.uid, a.kind, a.recorded_utc, a.recorded_local, s.name, t.name, a.reason, a.changes
    FROM amendments a
    JOIN staff s ON s.uid = a.recorded_by
    LEFT JOIN staff t ON t.uid = a.second_staff
    WHERE a.incident_uid IN (SELECT value FROM json_each(?))
    ORDER BY a.recorded_utc, a.uid
"""
_PENALTIES = """
    SELECT p.incident_uid, p.uid, p.player_uid, pl.name, p.penalty, p.hands, p.rounds, p.state
    FROM penalties p JOIN players pl ON pl.uid = p.player_uid
    WHERE p.incident_uid IN (SELECT value FROM json_each(?))
    ORDER BY p.recorded_utc, p.uid
"""
_TABLE_NAMES = "SELECT uid, name FROM tables WHERE uid IN (SELECT value FROM json_each(?))"


# -- checking values (no database) -------------------------------------------
def _incident_values(request: Field) -> dict[str, Any]:
    values: dict[str, Any] = {
        "event_uid": request.read_key("event", uid_value),
        "table_uid": request.read_optional("table", None, uid_value),
        "parties": request.read_optional("parties", "[]", _parties),
        "rule": request.read_key("rule", _rule),
        "kind": request.read_key("kind", _kind),
        "inputs": request.read_key("inputs", json_value),
        "recommended": request.read_optional("recommended", None, json_value),
        "witnesses": canonical_json(request.read_optional("witnesses", [], texts_value)),
        "narrative": request.read_key("narrative", text_value, limit=NARRATIVE_MAX),
        "penalties": request.read_optional("penalties", [], _penalties),
        "dispute": request.read_optional("dispute", None, _dispute),
        "precedents": request.read_optional("precedents", None, _precedents),
    }
    decision = request.read_optional("decision", None, json_value)
    reason = request.read_optional("departure_reason", None, text_value, limit=REASON_MAX)
    if decision == values["recommended"]:
        decision = None  # stored as NULL: the recommendation, followed as computed
    if decision is None and values["recommended"] is None and not request.problems.items:
        request.problems.add(
            "decision", translate("store", "is required when the rules computed no recommended outcome")
        )
    departs = values["recommended"] is not None and decision is not None
    if departs and reason is None:
        request.problems.add(
            "departure_reason",
            translate("store", "is required: the decision departs from the recommended outcome (rule 44)"),
        )
    if not departs and reason is not None:
        request.problems.add(
            "departure_reason", translate("store", "is only for a decision that departs from the recommended outcome")
        )
    request.problems.raise_if_any()
    values.update(decision=decision, departs=int(departs), departure_reason=reason if departs else None)
    return values


def _dispute(member: Field) -> str | None:
    """The dispute record as stored: canonical JSON of what `Dispute.read` reads (its problems under `dispute.`)."""
    try:
        dispute = Dispute.read(member.value, member.path)
    except InvalidInput as error:
        member.problems.extend(error)
        return None
    if dispute.second_reviewer is not None:
        member.problems.add(
            f"{member.path}.second_reviewer", translate("store", "is a signature kept beside the record, not in it")
        )
        return None
    return canonical_json(dispute.to_json())


def _saved_to(member: Field) -> str | None:
    return text_value(member, SAVED_TO_MAX)


def _precedents(member: Field) -> str | None:
    """What a decision step showed of its precedents: {"shown": [ids], and for a decision against them "against"
    (which way they went) and "difference" (what is different here)}, canonical JSON."""
    if not member.is_object():
        return None
    assert isinstance(member.value, dict)
    shown = member.key("shown")
    value: dict[str, Any] = {"shown": [] if shown is None else [uid_value(item) for item in shown.elements()]}
    against = member.optional("against")
    difference = member.read_optional("difference", None, text_value, limit=REASON_MAX)
    if against is not None:
        value["against"] = against.as_enum(Direction)
        value["difference"] = difference
        if not difference:
            member.problems.add(
                f"{member.path}.difference", translate("store", "is required: the decision goes against its precedents")
            )
    elif difference is not None:
        member.problems.add(
            f"{member.path}.difference", translate("store", "is only for a decision against its precedents")
        )
    for name in member.value.keys() - {"shown", "against", "difference"}:
        member.problems.add(
            f"{member.path}.{name}", translate("store", "is not part of what a ruling records of its precedents")
        )
    return canonical_json({k: v.value if isinstance(v, Enum) else v for k, v in value.items()})


def _rule(member: Field) -> int | None:
    return member.as_int(minimum=1, maximum=RULE_MAX)


def _kind(member: Field) -> str | None:
    kind = member.as_enum(RulingKind)
    return None if kind is None else kind.value


def _parties(member: Field) -> str:
    parties: list[dict[str, Any]] = []
    seen: set[tuple[str, object]] = set()
    for item in member.elements():
        if not item.is_object():
            continue
        seat_field, player_field = item.optional("seat"), item.optional("player")
        if seat_field is None and player_field is None:
            item.fail(translate("store", "needs a seat, a player or both"))
            continue
        seat = None if seat_field is None else seat_field.as_int(minimum=1, maximum=MAX_SEATS)
        player = None if player_field is None else uid_value(player_field)
        for key, value, where in (("seat", seat, seat_field), ("player", player, player_field)):
            if value is not None and where is not None:
                if (key, value) in seen:
                    where.fail(translate("store", "is already involved (each {key} once)").format(key=key))
                seen.add((key, value))
        parties.append({"player": player, "seat": seat})
    return canonical_json(parties)


def _penalties(member: Field) -> list[dict[str, Any]]:
    # Imported here: the rules' penalty module is heavy, and opening the log at start-up needs none of it.
    from floordesk.core.rules.penalties import PenaltyType

    penalties = []
    for item in member.elements():
        if not item.is_object():
            continue
        player = item.read_key("player", uid_value)
        kind = item.read_key("penalty", Field.as_enum, PenaltyType)
        hands_field, rounds_field = item.optional("hands"), item.optional("rounds")
        hands = None if hands_field is None else hands_field.as_int(minimum=1)
        rounds = None if rounds_field is None else rounds_field.as_int(minimum=1)
        state_field = item.key("state")
        state = None if state_field is None else state_field.as_enum(PenaltyState)
        if kind is PenaltyType.MISSED_HAND and hands is None and hands_field is None:
            item.problems.add(f"{item.path}.hands", translate("store", "is required for a missed-hand penalty"))
        if kind is PenaltyType.MISSED_ROUND and rounds is None and rounds_field is None:
            item.problems.add(f"{item.path}.rounds", translate("store", "is required for a missed-round penalty"))
        if kind in (PenaltyType.WARNING, PenaltyType.DISQUALIFICATION) and (hands_field or rounds_field):
            item.fail(translate("store", "a {value} has no hands or rounds to miss").format(value=kind.value))
        if state is PenaltyState.RESCINDED and state_field is not None:
            state_field.fail(translate("store", "a new penalty cannot start rescinded"))
        penalties.append(
            {
                "player_uid": player,
                "penalty": None if kind is None else kind.value,
                "hands": hands,
                "rounds": rounds,
                "state": None if state is None else state.value,
            }
        )
    return penalties


CORRECTABLE: dict[str, Reader] = {
    "table": uid_value,
    "parties": lambda member: json_data(member, _parties),
    "rule": _rule,
    "kind": _kind,
    "inputs": json_data,
    "witnesses": texts_value,
    "narrative": lambda member: text_value(member, NARRATIVE_MAX),
    "footage_saved_to": _saved_to,
}
"""What a correction may change, each read by its reader. The decision changes only by a TD overrule;
the recommendation never."""


def _corrections(member: Field) -> dict[str, Any]:
    correctable = ", ".join(CORRECTABLE)

    def refused(name: str) -> str:
        who = "only a Tournament Director's overrule" if name == "decision" else "nothing"
        return f"cannot be corrected ({who} changes it; correctable: {correctable})"

    return named_changes(
        member,
        CORRECTABLE,
        nullable=("table",),  # the incident was at no table after all
        empty=f"must correct at least one of {correctable}",
        refused=refused,
    )
