"""Store: the checks a record from elsewhere passes before it joins the log.

A record that arrives in an import is held to what FloorDesk itself would have
written: its shape (each field read by the same readers a local write uses, and
equal to what they make of it), and its signer's permission at its own time
(their role and whether they were active then, from the staff records of the
log and of the file). References and signatures are checked by the importer.
Each check is a function of the record alone, so it costs microseconds: an
import checks hundreds of thousands. An incident, most of any import, is
judged at once where every field is already as the readers make it
(`_incident_as_written`); the readers judge the rest, and name the problem.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from floordesk.core.errors import InvalidInput
from floordesk.core.fields import Field, is_whole_number, read_json
from floordesk.core.ruling import REASON_MAX, RulingKind
from floordesk.core.table import MAX_SEATS, MIN_SEATS
from floordesk.i18n import noop, translate
from floordesk.store.auditing import RETENTION_YEARS_MAX
from floordesk.store.house import RETENTION_DAYS_RANGE
from floordesk.store.incidents import RULE_MAX, PenaltyState, _corrections, _incident_values, _penalties
from floordesk.store.records import canonical_json, is_storable_text, utc_text
from floordesk.store.staff import ALLOWED, Permission, Role
from floordesk.store.tournament import _alterations, _event_fields
from floordesk.store.validation import (
    JSON_MAX,
    NAME_MAX,
    NARRATIVE_MAX,
    TEXTS_MAX_ITEMS,
    json_value,
    text_value,
    uid_value,
)
from floordesk.store.witnesses import PRINTED_REPORT

_HEX32 = re.compile(r"[0-9a-f]{32}")
UTC_SAMPLE = utc_text(datetime(2009, 6, 2, tzinfo=UTC))
_HEX64 = re.compile(r"[0-9a-f]{64}")


def shape_problem(record_type: str, device: str, fields: Mapping[str, Any]) -> str | None:
    """Why a record is not one FloorDesk writes (None: it is)."""
    if not isinstance(fields.get("uid"), str) or not _HEX32.fullmatch(fields["uid"]):
        return translate("store", "its uid is not a record id")
    problem = _time_problem(fields)
    if problem:
        return problem
    check = _SHAPES.get(record_type)
    try:
        return None if check is None else check(device, fields)
    except InvalidInput as error:
        return translate("store", "is not what FloorDesk writes ({problem})").format(problem=error.problems[0])
    except (ValueError, TypeError, KeyError, AttributeError) as error:  # JSON of the wrong shape
        return translate("store", "is not what FloorDesk writes ({problem})").format(
            problem=f"{type(error).__name__}: {error}"
        )


def _time_problem(fields: Mapping[str, Any]) -> str | None:
    utc, local = fields.get("recorded_utc"), fields.get("recorded_local")
    # fromisoformat, not strptime: this runs for every imported record. 27 characters and a Z is FloorDesk's form.
    if not isinstance(utc, str) or not isinstance(local, str) or len(utc) != len(UTC_SAMPLE) or utc[-1] != "Z":
        return translate("store", "its time is not written as FloorDesk writes it")
    try:
        moment = datetime.fromisoformat(utc[:-1]).replace(tzinfo=UTC)
        stated = datetime.fromisoformat(local)
    except ValueError:
        return translate("store", "its time is not written as FloorDesk writes it")
    if stated.tzinfo is None or stated != moment:
        return translate("store", "its local time and its UTC time disagree")
    return None


def _is_utc(value: object) -> bool:
    """Whether `value` is an instant as FloorDesk stores one (UTC, fixed width, a Z)."""
    if not isinstance(value, str) or len(value) != len(UTC_SAMPLE) or value[-1] != "Z":
        return False
    try:
        datetime.fromisoformat(value[:-1])
    except ValueError:
        return False
    return True


_DIFFERENT = {
    # whole sentences, translated only for a record that differs (an import checks hundreds of thousands)
    "device id": noop("store", "its device id is not what FloorDesk would have written"),
    "content": noop("store", "its content is not what FloorDesk would have written"),
    "changes": noop("store", "its changes are not what FloorDesk would have written"),
    "source": noop("store", "its source is not what FloorDesk would have written"),
}


def _same(label: str, made: object, stored: object) -> str | None:
    return None if made == stored else translate("store", _DIFFERENT[label])


def _texts(fields: Mapping[str, Any], *names: str, limit: int = 200) -> str | None:
    for name in names:
        value = fields[name]
        if isinstance(value, str) and 0 < len(value) <= limit and value == value.strip() and "\x00" not in value:
            continue  # what text_value accepts as it is (the exporter checked it is UTF-8)
        root = Field.root({name: value})
        clean = root.read_key(name, text_value, limit=limit)
        root.problems.raise_if_any()
        if clean != fields[name]:
            return translate("store", "its {field} is not trimmed text").format(field=name)
    return None


def _loads(text: object) -> Any:
    # read_json: JSON nested too deeply for Python is a refusal with its reason, not a RecursionError.
    return None if text is None else read_json(str(text))


def _device(device: str, fields: Mapping[str, Any]) -> str | None:
    return _same("device id", device, fields["device_id"]) or _texts(fields, "label")


def _device_key(device: str, fields: Mapping[str, Any]) -> str | None:
    if not _HEX64.fullmatch(str(fields["public_key"])):
        return translate("store", "its public key is not 32 bytes of hex")
    if (fields.get("recorded_by") is None) != (fields.get("reason") is None):
        return translate("store", "a recovery names both who recovered and why")
    reason = None if fields.get("reason") is None else _texts(fields, "reason", limit=2000)
    return _same("device id", device, fields["device_id"]) or reason


def _restore(_device_id: str, fields: Mapping[str, Any]) -> str | None:
    if not _HEX64.fullmatch(str(fields["backup_hash"])) or not isinstance(fields["backup_seq"], int):
        return translate("store", "its backup's chain head is not what FloorDesk writes")
    return _texts(fields, "reason", limit=2000) or _texts(fields, "backup")


def _audit_pack(_device_id: str, fields: Mapping[str, Any]) -> str | None:
    if not _HEX64.fullmatch(str(fields["manifest_sha256"])):
        return translate("store", "its manifest hash is not 64 hex digits")
    if (
        not (_is_utc(fields["period_from"]) and _is_utc(fields["period_to"]))
        or fields["period_from"] >= fields["period_to"]
    ):
        return translate("store", "its period is not what FloorDesk writes")
    return None


def _retention(_device_id: str, fields: Mapping[str, Any]) -> str | None:
    years = fields["years"]
    if not isinstance(years, int) or not 1 <= years <= RETENTION_YEARS_MAX:
        return translate("store", "its retention is not 1 to {most} years").format(most=RETENTION_YEARS_MAX)
    return _texts(fields, "reason", limit=2000)


def _house(_device_id: str, fields: Mapping[str, Any]) -> str | None:
    low, high = RETENTION_DAYS_RANGE
    for prefix in ("previous_", ""):
        if not is_whole_number(fields[f"{prefix}video_retention_days"], minimum=low, maximum=high):
            return translate("store", "its video retention is not {low} to {high} days").format(low=low, high=high)
        if fields[f"{prefix}second_reviewer_required"] not in (0, 1):
            return translate("store", "its second reviewer's setting is not 0 or 1")
    return _texts(fields, "reason", limit=2000)


def _device_approval(_device_id: str, fields: Mapping[str, Any]) -> str | None:
    if not _HEX32.fullmatch(str(fields["fingerprint"])):
        return translate("store", "its fingerprint is not 32 hex digits")
    return _texts(fields, "label")


def _device_revocation(_device_id: str, fields: Mapping[str, Any]) -> str | None:
    if not _HEX32.fullmatch(str(fields["fingerprint"])):
        return translate("store", "its fingerprint is not 32 hex digits")
    return _texts(fields, "reason", limit=2000)


def _staff(_device_id: str, fields: Mapping[str, Any]) -> str | None:
    Role(fields["role"])
    return _texts(fields, "name")


def _staff_change(_device_id: str, fields: Mapping[str, Any]) -> str | None:
    if fields["role"] is not None:
        Role(fields["role"])
    return _texts(fields, "reason", limit=2000)


def _event(_device_id: str, fields: Mapping[str, Any]) -> str | None:
    draft = {name: fields[name] for name in ("number", "name", "game", "starts_on", "ends_on", "status")}
    made = _event_fields(Field.root({**draft, "chip_set": _loads(fields["chip_set"])}))
    return _same("content", made, {name: fields[name] for name in made})


def _event_action(_device_id: str, fields: Mapping[str, Any]) -> str | None:
    changes = _loads(fields["changes"])
    if fields["action"] == "cancel":
        return _same("changes", {"status": "cancelled"}, changes)
    root = Field.root({"changes": changes})
    made = root.read_key("changes", _alterations)
    root.problems.raise_if_any()
    return _same("changes", canonical_json(made), fields["changes"]) or _texts(fields, "reason", limit=2000)


def _table(_device_id: str, fields: Mapping[str, Any]) -> str | None:
    if not isinstance(fields["seats_max"], int) or not MIN_SEATS <= fields["seats_max"] <= MAX_SEATS:
        return translate("store", "its table has not {fewest} to {most} seats").format(fewest=MIN_SEATS, most=MAX_SEATS)
    return _texts(fields, "name")


def _player(_device_id: str, fields: Mapping[str, Any]) -> str | None:
    return _texts(fields, "registration", "name")


def _incident(device: str, fields: Mapping[str, Any]) -> str | None:
    return None if _incident_as_written(device, fields) else _incident_as_read(device, fields)


_KINDS = frozenset(kind.value for kind in RulingKind)


def _incident_as_written(device: str, fields: Mapping[str, Any]) -> bool:
    """Whether an incident is certainly what `_incident_as_read` accepts: each field checked once, its JSON parsed
    once, against what the readers accept and make of it (canonical JSON, trimmed text), with no reader walked.
    False gives no verdict: the readers judge the record and name its problem. Every check of theirs is here; a
    test holds the two to each other.
    """
    try:
        recommended, decision, reason = fields["recommended"], fields["decision"], fields["departure_reason"]
        departs = recommended is not None and decision is not None  # what the readers store, "departs" among it
        return (
            fields["device_id"] == device
            and _is_uid(fields["event_uid"])
            and (fields["table_uid"] is None or _is_uid(fields["table_uid"]))
            and _is_parties(fields["parties"])
            and fields["rule"].__class__ is int
            and 1 <= fields["rule"] <= RULE_MAX
            and fields["kind"].__class__ is str
            and fields["kind"] in _KINDS
            and _is_canonical_json(fields["inputs"])
            and (recommended is None or _is_canonical_json(recommended))
            and (decision is None or _is_canonical_json(decision))
            and (recommended is not None or decision is not None)  # a decision, where no outcome was computed
            and decision != recommended  # a decision as recommended is stored as NULL
            and fields["departs"].__class__ is int
            and fields["departs"] == departs
            and (_is_trimmed_text(reason, REASON_MAX) if departs else reason is None)
            and _is_witnesses(fields["witnesses"])
            and _is_trimmed_text(fields["narrative"], NARRATIVE_MAX)
            # Rarer parts, each with a reader of its own: judged by the readers.
            and fields.get("dispute") is None
            and fields.get("precedents") is None
        )
    except KeyError:  # a field missing: the readers name it
        return False


def _is_uid(value: object) -> bool:
    return value.__class__ is str and _HEX32.fullmatch(value) is not None


def _is_trimmed_text(value: object, limit: int) -> bool:
    """What `text_value` returns as it is: non-blank, at most `limit` characters, trimmed, no NUL, UTF-8."""
    return (
        value.__class__ is str
        and 0 < len(value) <= limit
        and value == value.strip()
        and "\x00" not in value
        and (value.isascii() or is_storable_text(value))
    )


def _parsed(text: object) -> Any:
    """JSON text's value; None where it is not JSON text Python reads (the readers then say why)."""
    if text.__class__ is not str:
        return None
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return None


def _is_canonical(value: object, text: str) -> bool:
    """Whether `text` is the canonical JSON of `value` (read from it), as `json_value` makes it."""
    try:
        return len(text) <= JSON_MAX and canonical_json(value) == text and (text.isascii() or is_storable_text(text))
    except (ValueError, TypeError, RecursionError):  # NaN, say: the readers say why
        return False


def _is_canonical_json(text: object) -> bool:
    """What `json_value` makes of a present value: JSON other than null, in canonical form."""
    value = _parsed(text)
    return value is not None and _is_canonical(value, text)  # type: ignore[arg-type]


def _is_witnesses(text: object) -> bool:
    """What `texts_value` makes of the witnesses, as canonical JSON."""
    names = _parsed(text)
    return (
        names.__class__ is list
        and len(names) <= TEXTS_MAX_ITEMS
        and all(_is_trimmed_text(name, NAME_MAX) for name in names)
        and _is_canonical(names, text)  # type: ignore[arg-type]
    )


def _is_parties(text: object) -> bool:
    """What `_parties` makes of the parties: each a seat, a player or both, each seat and player once."""
    parties = _parsed(text)
    if parties.__class__ is not list:
        return False
    seats: set[int] = set()
    players: set[str] = set()
    for party in parties:
        if party.__class__ is not dict or party.keys() != {"player", "seat"}:
            return False
        seat, player = party["seat"], party["player"]
        if seat is None and player is None:
            return False
        if seat is not None:
            if seat.__class__ is not int or not 1 <= seat <= MAX_SEATS or seat in seats:
                return False
            seats.add(seat)
        if player is not None:
            if not _is_uid(player) or player in players:
                return False
            players.add(player)
    return _is_canonical(parties, text)  # type: ignore[arg-type]


def _incident_as_read(device: str, fields: Mapping[str, Any]) -> str | None:
    draft = {
        "event": fields["event_uid"],
        "table": fields["table_uid"],
        "parties": _loads(fields["parties"]),
        "rule": fields["rule"],
        "kind": fields["kind"],
        "inputs": _loads(fields["inputs"]),
        "recommended": _loads(fields["recommended"]),
        "decision": _loads(fields["decision"]),
        "departure_reason": fields["departure_reason"],
        "witnesses": _loads(fields["witnesses"]),
        "narrative": fields["narrative"],
        "dispute": _loads(fields.get("dispute")),
        "precedents": _loads(fields.get("precedents")),
    }
    made = _incident_values(Field.root(draft))
    made.pop("penalties")
    stored = {name: fields.get(name) for name in made}  # a column an older FloorDesk lacks is absent: NULL
    return _same("device id", device, fields["device_id"]) or _same("content", made, stored)


def _penalty(_device_id: str, fields: Mapping[str, Any]) -> str | None:
    draft = {
        "player": fields["player_uid"],
        "penalty": fields["penalty"],
        "hands": fields["hands"],
        "rounds": fields["rounds"],
        "state": fields["state"],
    }
    root = Field.root({"penalties": [{k: v for k, v in draft.items() if v is not None}]})
    made = root.read_key("penalties", _penalties)
    root.problems.raise_if_any()
    assert made is not None  # no problem recorded means a value was read
    return _same("content", made[0], {name: fields[name] for name in made[0]})


def _amendment(_device_id: str, fields: Mapping[str, Any]) -> str | None:
    changes = _loads(fields["changes"])
    kind = fields["kind"]
    root = Field.root({"changes": changes})
    if not isinstance(changes, dict):
        return translate("store", "its changes are not a JSON object")
    if kind == "correction":
        made: Any = root.read_key("changes", _corrections)
    elif kind == "overrule":
        decision = Field.root(changes).read_key("decision", json_value)
        made = {"decision": None if decision is None else json.loads(decision)}
    elif kind == "penalty":
        PenaltyState(changes["state"])
        made = {"penalty": Field.root(changes).read_key("penalty", uid_value), "state": changes["state"]}
    else:
        made = {}
    root.problems.raise_if_any()
    return _same("changes", canonical_json(made), fields["changes"]) or _texts(fields, "reason", limit=2000)


def _import(_device_id: str, fields: Mapping[str, Any]) -> str | None:
    segments, added = _loads(fields["segments"]), _loads(fields["added"])
    keys = {"device", "first_seq", "prev_hash", "last_seq", "last_hash"}
    if not isinstance(segments, list) or not all(isinstance(s, dict) and set(s) == keys for s in segments):
        return translate("store", "its segments are not what FloorDesk writes")
    if not isinstance(added, dict) or not all(isinstance(v, int) for v in added.values()):
        return translate("store", "its counts are not what FloorDesk writes")
    return None if fields.get("server") is None else _texts(fields, "server")


def _witnessed_head(_device_id: str, fields: Mapping[str, Any]) -> str | None:
    if not (_HEX32.fullmatch(str(fields["witnessed_uid"])) and _HEX32.fullmatch(str(fields["device_id"]))):
        return translate("store", "its record or device is not a record id")
    if not _HEX64.fullmatch(str(fields["hash"])) or not isinstance(fields["seq"], int) or fields["seq"] < 1:
        return translate("store", "its chain position or hash is not what FloorDesk writes")
    return _same("source", PRINTED_REPORT, fields["source"])


_SHAPES: dict[str, Callable[[str, Mapping[str, Any]], str | None]] = {
    "device": _device,
    "device_key": _device_key,
    "device_approval": _device_approval,
    "device_revocation": _device_revocation,
    "staff": _staff,
    "staff_change": _staff_change,
    "event": _event,
    "event_action": _event_action,
    "table": _table,
    "player": _player,
    "incident": _incident,
    "penalty": _penalty,
    "amendment": _amendment,
    "import": _import,
    "witnessed_head": _witnessed_head,
    "restore": _restore,
    "audit_pack": _audit_pack,
    "retention": _retention,
    "house": _house,
}


# -- permissions at the record's own time -----------------------------------------
_PERMISSION: dict[str, Permission] = {
    "staff": Permission.MANAGE_STAFF,
    "staff_change": Permission.MANAGE_STAFF,
    "device_approval": Permission.APPROVE_DEVICE,
    "device_revocation": Permission.APPROVE_DEVICE,
    "event": Permission.SET_UP_EVENT,
    "table": Permission.OPEN_TABLE,
    "player": Permission.REGISTER_PLAYER,
    "event_action": Permission.ALTER_EVENT,
    "incident": Permission.RECORD_RULING,
    "penalty": Permission.RECORD_RULING,
    "import": Permission.IMPORT,
    "witnessed_head": Permission.RECORD_RULING,
    "restore": Permission.TAKE_CUSTODY,
    "audit_pack": Permission.MAKE_AUDIT_PACK,
    "retention": Permission.SET_RETENTION,
    "house": Permission.HOUSE_SETTINGS,
}
_AMENDMENT_PERMISSION = {
    "correction": Permission.CORRECT_RULING,
    "overrule": Permission.OVERRULE,
    "void": Permission.VOID,
    "penalty": Permission.RECORD_RULING,
}


PINS_GIVEN = (
    "SELECT c.device_id, s.uid AS staff_uid, c.seq FROM staff s CROSS JOIN chain c ON c.record_uid = s.uid "
    "UNION ALL SELECT c.device_id, x.staff_uid, c.seq FROM staff_changes x CROSS JOIN chain c ON c.record_uid = x.uid "
    "WHERE x.change = 'pin'"
)
"""Where each staff member was given a PIN (device_id, staff_uid, seq): their account made with one, and each PIN set,
each at its place in the chain of the laptop that wrote it. A PIN is kept only on that laptop (`staff_credentials`),
so that is where, from there on, they can sign."""


def no_pin_there(name: str, device_label: str) -> str:
    """Why a record was not signed where it says (import and verify say it alike)."""
    return translate(
        "store", "{name} had no PIN on device {device} at this point of its chain: they could not have signed it there"
    ).format(name=name, device=device_label)


@dataclass
class _Change:
    """A staff change as it takes effect: at its date, or earlier where a change after it in its chain is dated
    earlier (a change dated ahead of its chain's order never outranks a later one)."""

    in_effect_utc: str
    seq: int
    uid: str
    staff_uid: str
    change: str
    role: str | None


class Authority:
    """Who held which role, and who was active, when: from the log's staff records and an import's."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self._connection = connection
        self._pins: dict[str, dict[str, int]] = {}
        """device -> staff uid -> the first position of its chain giving them a PIN on it"""
        self._labels: dict[str, str] = dict(connection.execute("SELECT device_id, label FROM devices").fetchall())
        self._staff: dict[str, tuple[str, str, str]] = {}
        """uid -> (recorded_utc, name, first role)"""
        self._changes: dict[str, list[_Change]] = {}
        """staff uid -> their changes"""
        self._chains: dict[str, list[_Change]] = {}
        """device -> the staff changes of its chain, in chain order"""
        for uid, utc, name, role in connection.execute("SELECT uid, recorded_utc, name, role FROM staff"):
            self._staff[uid] = (utc, name, role)
        rows = connection.execute(
            "SELECT x.uid, x.recorded_utc, x.staff_uid, x.change, x.role, c.device_id, c.seq "
            "FROM staff_changes x CROSS JOIN chain c ON c.record_uid = x.uid ORDER BY c.device_id, c.seq"
        )
        for uid, utc, staff_uid, change, role, device, seq in rows:
            self._add_change(
                device, seq, {"uid": uid, "recorded_utc": utc, "staff_uid": staff_uid, "change": change, "role": role}
            )
        self._in_order: dict[str, list[_Change]] = {}
        """uid -> its changes in the order they take effect (sorted once, not once per record judged)"""

    def knows(self, uid: object) -> bool:
        """Whether `uid` (a signer named by a record; None: nobody) is a staff member known here."""
        return uid is None or uid in self._staff

    def learn(self, record_type: str, fields: Mapping[str, Any], device: str, seq: int) -> None:
        """A staff record or staff change from the file, at position `seq` of `device`'s chain (read in chain
        order)."""
        if record_type == "staff":
            self._staff[fields["uid"]] = (fields["recorded_utc"], fields["name"], fields["role"])
            self._give_pin(device, fields["uid"], seq)
        elif record_type == "staff_change":
            for changed in self._add_change(device, seq, fields):
                self._in_order.pop(changed, None)
            if fields["change"] == "pin":
                self._give_pin(device, fields["staff_uid"], seq)
        elif record_type == "device":
            self._labels[device] = fields["label"]

    def _give_pin(self, device: str, staff_uid: str, seq: int) -> None:
        granted = self._pins_on(device)
        granted[staff_uid] = min(seq, granted.get(staff_uid, seq))

    def _add_change(self, device: str, seq: int, fields: Mapping[str, Any]) -> set[str]:
        """Add a change after those of its chain known so far; returns the staff whose order of changes moved."""
        utc = fields["recorded_utc"]
        added = _Change(utc, seq, fields["uid"], fields["staff_uid"], fields["change"], fields["role"])
        chain = self._chains.setdefault(device, [])
        moved = {fields["staff_uid"]}
        for earlier in reversed(chain):
            if earlier.in_effect_utc <= utc:
                break  # those before it are no later than it already
            earlier.in_effect_utc = utc
            moved.add(earlier.staff_uid)
        chain.append(added)
        self._changes.setdefault(fields["staff_uid"], []).append(added)
        return moved

    def problem(self, record_type: str, fields: Mapping[str, Any], device: str, seq: int) -> str | None:
        """Why the record's signer could not have written it at its time, at position `seq` of `device`'s chain
        (None: they could)."""
        return self._without_pin(fields, device, seq) or self._standing(record_type, fields)

    def _without_pin(self, fields: Mapping[str, Any], device: str, seq: int) -> str | None:
        """A signer who had no PIN on the laptop that wrote the record, at that point of its chain."""
        granted = self._pins_on(device)
        for signer in (fields.get("recorded_by"), fields.get("second_staff")):
            if isinstance(signer, str) and signer in self._staff and granted.get(signer, seq) >= seq:
                name = self._staff[signer][1]
                label = self._labels.get(device, device)
                return no_pin_there(name, label)
        return None

    def _pins_on(self, device: str) -> dict[str, int]:
        """staff uid -> the first position of `device`'s chain giving them a PIN there (read from the log once)."""
        granted = self._pins.get(device)
        if granted is None:
            granted = self._pins[device] = {}
            rows = self._connection.execute(
                f"SELECT staff_uid, min(seq) FROM ({PINS_GIVEN}) WHERE device_id = ? GROUP BY 1", (device,)
            )
            granted.update(rows.fetchall())
        return granted

    def _standing(self, record_type: str, fields: Mapping[str, Any]) -> str | None:
        """A signer whose role or standing at the record's time did not allow it."""
        by, when = fields.get("recorded_by"), fields["recorded_utc"]
        if record_type == "staff" and by is None:
            # The first administrator of a laptop signs their own account into being.
            return (
                None
                if fields["role"] == Role.ADMINISTRATOR.value
                else translate("store", "a staff member nobody added")
            )
        if record_type == "import" and by is None:
            return None  # written before importing needed a sign-in
        permission: Permission | None = _PERMISSION.get(record_type)
        if record_type == "import" and fields.get("server") is not None:
            permission = Permission.RECEIVE  # from the floor's server; a file's import stays Permission.IMPORT
        elif record_type == "incident" and fields.get("second_staff") is not None:
            found = self._refusal(str(fields["second_staff"]), when, Permission.SECOND_REVIEW)
            if found:
                return found
        elif record_type == "amendment":
            if fields["kind"] not in _AMENDMENT_PERMISSION:
                return translate("store", "an amendment of a kind FloorDesk does not write ({kind!r})").format(
                    kind=fields["kind"]
                )
            permission = _AMENDMENT_PERMISSION[fields["kind"]]
            second = fields.get("second_staff")
            found = None if second is None else self._refusal(second, when, Permission.CONFIRM_VOID)
            if found:
                return found
        elif record_type == "staff_change" and fields["change"] == "pin" and by == fields["staff_uid"]:
            permission = None  # one's own PIN: being active is enough
        elif permission is None:
            return None  # a device's own records: nobody signs them in
        return self._refusal(str(by), when, permission)

    def _refusal(self, uid: str, when: str, permission: Permission | None) -> str | None:
        known = self._staff.get(uid)
        if known is None:
            return None  # a missing reference: the importer names it
        since, name, role = known
        if since > when:
            return translate("store", "{name} had no account yet at {when}").format(name=name, when=when)
        active = True
        changes = self._in_order.get(uid)
        if changes is None:
            order = sorted(self._changes.get(uid, ()), key=lambda c: (c.in_effect_utc, c.seq, c.uid))
            changes = self._in_order[uid] = order
        for change in changes:
            if change.in_effect_utc > when:
                break
            if change.change == "role" and change.role is not None:
                role = change.role
            elif change.change in ("deactivate", "reactivate"):
                active = change.change == "reactivate"
        if not active:
            return translate("store", "{name} was deactivated at {when}").format(name=name, when=when)
        if permission is not None and Role(role) not in ALLOWED[permission]:
            return translate("store", "{name} was {role} at {when}: not allowed to {action}").format(
                name=name, role=Role(role).predicate, when=when, action=permission.said
            )
        return None
