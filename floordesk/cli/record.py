"""CLI: `floordesk log record VERB [FILE|-] --by NAME ...`: one scripted ruling, signed and recorded.

It takes the path every ruling takes: the request is computed by the core
under the event's rule set (`recommend(kind, with_rule_set(request, rules))`),
the decision is checked under rule 44 (`Ruling.of`), the signer gives a PIN,
and `record_ruling` writes one incident. Everything is checked before the
signature, and the event, table and incident are written in one transaction,
so any refusal leaves the log exactly as it was.

Where the ruling happened:
- `--event NAME`: the log's event of that number (`12`, `#12`) or current name;
  otherwise the event in the window (data folder) of that number or name;
  otherwise no event is named and the log must hold exactly one. An event not
  yet in the log is registered: from the window when it is the window's event,
  else with that name (or "Event #N"), the next free number (or N), game
  "not stated" and the usual chip set.
- The rule set is the window's event's when the event is the window's (matched
  by number), else the WSOP 2009 reading; flags the request's own `config`
  states win (`with_rule_set`), and the incident keeps them all.
- `--table NAME`: the event's table of that name (case-insensitive), registered
  when new, with the window's seat count if the window has it, else 10.
- `--seat N`: the party; its player is the request's player at seat N when that
  player is registered in the event (by registration or name), else none.
"""

from __future__ import annotations

import argparse
import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from floordesk.core.errors import InvalidInput
from floordesk.core.table import MAX_SEATS

if TYPE_CHECKING:
    from floordesk.core.event import Event
    from floordesk.core.ruleset import RuleSet
    from floordesk.core.ruling import Decision, Ruling
    from floordesk.store.incidents import Party, Recorded
    from floordesk.store.log import IncidentStore
    from floordesk.store.staff import SignedIn

UNSTATED_GAME = "not stated"
USUAL_CHIPS = (25, 100, 500, 1000, 5000, 25000)
_FLAG_OF = {"decision": "--decision", "reason": "--depart"}
_EVENT_NUMBER = re.compile(r"#?([0-9]{1,9})")


def add_record_verb(verbs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from floordesk.cli.log import parsed_positive, parsed_text

    record = verbs.add_parser("record", help="compute a ruling (as `rule VERB`) and record it, signed, as one incident")
    record.add_argument("verb", help="the ruling, e.g. chip-race")
    record.add_argument("file", nargs="?", default="-", help="JSON request file, or - for standard input")
    record.add_argument("--by", type=parsed_text, required=True, metavar="NAME", help="the deciding staff member")
    record.add_argument("--pin-file", metavar="FILE", help="the signer's PIN: the file's first line")
    record.add_argument("--event", type=parsed_text, metavar="NAME", help="event name or number (#N)")
    record.add_argument("--table", type=parsed_text, metavar="NAME", help="table name")
    record.add_argument("--seat", type=parsed_positive, metavar="N", help="the seat involved")
    record.add_argument(
        "--witness", type=parsed_text, action="append", default=[], metavar="NAME", help="a witness (repeat)"
    )
    record.add_argument("--depart", type=parsed_text, metavar="REASON", help="depart from the recommendation (rule 44)")
    record.add_argument("--decision", metavar="JSON", help="with --depart: the outcome decided instead")


@dataclass(frozen=True)
class _EventChoice:
    """The event a ruling is recorded at: in the log (uid), or to be registered with this number and name."""

    uid: str | None
    number: int
    name: str
    on_screen: Event | None
    """the window's event, when it is this one"""

    @property
    def rules(self) -> RuleSet:
        from floordesk.core.ruleset import RuleSet

        return self.on_screen.rules if self.on_screen is not None else RuleSet.wsop_2009()


def record(store: IncidentStore, args: argparse.Namespace) -> dict[str, Any]:
    """Compute, check, sign and record; returns what `log record` prints."""
    from floordesk.cli.rule import read_request, ruling_kind
    from floordesk.cli.signing import sign_in
    from floordesk.core.ruling import Ruling, recommend, with_rule_set

    kind = ruling_kind(args.verb)
    request = read_request(args.file)
    decision = _decision(args.depart, args.decision)
    event = _choose_event(store, args.event)
    asked = with_rule_set(request, event.rules) if isinstance(request, dict) else request
    recommendation = recommend(kind, asked)
    try:
        ruling = Ruling.of(recommendation, decision, args.witness)
    except InvalidInput as error:  # rule 44's problems, named by the flags that give them
        raise InvalidInput(replace(p, path=_FLAG_OF.get(p.path, p.path)) for p in error.problems) from None
    by = sign_in(store, args.by, args.pin_file)
    recorded = _write(store, ruling, event, args.table, args.seat, by)
    return {
        "incident": recorded.number,
        "id": recorded.uid,
        "rule": ruling.rule,
        "kind": kind.value,
        "decision": ruling.decision.kind.value,
        "record_hash": store.record_hash(recorded.uid),
    }


def _decision(reason: str | None, outcome_json: str | None) -> Decision:
    """Follow, or depart (either flag says so); a missing half is left for rule 44's check to name."""
    from floordesk.core.fields import UnreadableJson, read_json
    from floordesk.core.ruling import Decision

    if reason is None and outcome_json is None:
        return Decision.follow()
    outcome = None
    if outcome_json is not None:
        try:
            outcome = read_json(outcome_json)
        except UnreadableJson as error:
            raise InvalidInput.at("--decision", str(error)) from None
    return Decision.depart(outcome, reason)


def _choose_event(store: IncidentStore, wanted: str | None) -> _EventChoice:
    from floordesk.store.events import EventRepository
    from floordesk.store.live_link import event_numbered

    on_screen = EventRepository(store.connection).current()
    events = [store.tournament.event(uid) for (uid,) in store.connection.execute("SELECT uid FROM events")]
    if wanted is None:
        if len(events) != 1:
            held = "no events yet" if not events else f"{len(events)} events"
            raise InvalidInput.at("--event", f"is required: the log holds {held} (give a name or #number)")
        only = events[0]
        return _EventChoice(only.uid, only.number, only.name, _same(on_screen, only.number))
    number = event_number(wanted)
    if number is not None:
        first = event_numbered(store.connection, number)
        if first is not None:
            return _EventChoice(first, number, store.tournament.event(first).name, _same(on_screen, number))
        if on_screen is not None and on_screen.number == number:
            return _EventChoice(None, number, on_screen.name, on_screen)
        return _EventChoice(None, number, f"Event #{number}", None)
    named = [e for e in events if e.name.casefold() == wanted.strip().casefold()]
    if len(named) > 1:
        numbers = ", ".join(f"#{e.number}" for e in named)
        raise InvalidInput.at("--event", f"{len(named)} events are named {wanted!r} ({numbers}): give the number")
    if named:
        return _EventChoice(named[0].uid, named[0].number, named[0].name, _same(on_screen, named[0].number))
    if on_screen is not None and on_screen.name.casefold() == wanted.strip().casefold():
        return _EventChoice(None, on_screen.number, on_screen.name, on_screen)
    next_number = max((e.number for e in events), default=0) + 1
    return _EventChoice(None, next_number, wanted.strip(), None)


def event_number(text: str) -> int | None:
    """The event number `12` or `#12` names; None for a name."""
    match = _EVENT_NUMBER.fullmatch(text.strip())
    return None if match is None else int(match.group(1))


def _same(on_screen: Event | None, number: int) -> Event | None:
    return on_screen if on_screen is not None and on_screen.number == number else None


def _write(
    store: IncidentStore, ruling: Ruling, event: _EventChoice, table: str | None, seat: int | None, by: SignedIn
) -> Recorded:
    from floordesk.store.live_link import Where

    with store.journal.transaction("recording the ruling") as stamp:
        event_uid = event.uid or _register_event(store, event, stamp.local[:10], by)
        table_uid = None if table is None else _table(store, event_uid, table, event.on_screen, by)
        parties = (
            () if seat is None else (_party(store, event_uid, seat, ruling, _seated(event.on_screen, table, seat)),)
        )
        return store.record_ruling(ruling, Where(event_uid, table_uid, parties), by)


def _register_event(store: IncidentStore, event: _EventChoice, today: str, by: SignedIn) -> str:
    from floordesk.store.tournament import EventDraft, EventStatus

    if event.on_screen is not None:
        draft = EventDraft.from_core(event.on_screen, today, EventStatus.RUNNING)
    else:
        chips = [{"value": value} for value in USUAL_CHIPS]
        draft = EventDraft(event.number, event.name, UNSTATED_GAME, today, chips, None, EventStatus.RUNNING.value)
    return store.tournament.register_event(draft, by)


def _table(store: IncidentStore, event_uid: str, name: str, on_screen: Event | None, by: SignedIn) -> str:
    wanted = name.strip()
    row = store.connection.execute(
        "SELECT uid FROM tables WHERE event_uid = ? AND name = ? COLLATE NOCASE ORDER BY recorded_utc, uid LIMIT 1",
        (event_uid, wanted),
    ).fetchone()
    if row is not None:
        return str(row[0])
    shown = [t for t in (on_screen.tables if on_screen else ()) if t.name.casefold() == wanted.casefold()]
    if shown:
        return store.tournament.register_table(event_uid, shown[0].name, shown[0].seats_max, by)
    return store.tournament.register_table(event_uid, wanted, MAX_SEATS, by)


def _seated(on_screen: Event | None, table: str | None, seat: int) -> str | None:
    """The registration of the player the window's table has in `seat` (a penalty's request names nobody)."""
    shown = [t for t in (on_screen.tables if on_screen else ()) if table and t.name.casefold() == table.casefold()]
    occupant = shown[0].occupants.get(seat) if shown else None
    return None if occupant is None else occupant.player.player_id


def _party(store: IncidentStore, event_uid: str, seat: int, ruling: Ruling, seated: str | None) -> Party:
    """The seat, and the request's player in it (else the window's player in it) when he is registered in the event."""
    from floordesk.store.incidents import Party

    request = ruling.recommendation.request if ruling.recommendation else {}
    players = request.get("players")
    named = [
        entry["player"]
        for entry in (players if isinstance(players, list) else [])
        if isinstance(entry, dict) and entry.get("seat") == seat and isinstance(entry.get("player"), str)
    ] or ([seated] if seated else [])
    if len(named) != 1:
        return Party(seat=seat)
    rows = store.connection.execute(
        "SELECT uid FROM players WHERE event_uid = ?1 "
        "AND (registration = ?2 COLLATE NOCASE OR name = ?2 COLLATE NOCASE)",
        (event_uid, named[0].strip()),
    ).fetchall()
    return Party(seat=seat, player=rows[0][0] if len(rows) == 1 else None)
