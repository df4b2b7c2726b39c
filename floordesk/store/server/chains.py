"""Store: one device's chain as the server holds it, judged record by record in chain order.

The server is a meeting place that every laptop can write to (they share the
writer role's credentials) and its owner can rewrite, so nothing there is
trusted for being there. `verify --server` and every receive judge each row
with the same rules (`ServerChain.check`), in this order:

1. position: the row is at the position after the last one judged (the first
   judged is position 1, or for a receive the one after what the log holds);
   a missing position is a hole;
2. link: its `prev_hash` follows the row before it (`records.follows`: that row's
   seal of its hash and signature, or, written before schema 12, its hash; the
   genesis hash for position 1; for a receive, this log's record there);
3. content: it is a kind of record, its fields are text and whole numbers
   under their own names, its uid is its `record_uid`, and hashed again with
   its device, position and `prev_hash` they give its stated hash;
4. date: it is dated no later than `latest` (a receive: this laptop's clock
   plus `CLOCK_TOLERANCE`; verify: the time the server received the row plus
   `CLOCK_TOLERANCE`);
5. signature: every row carries a signature of its hash made by its device's
   key that must sign it there, by the key-change rule
   (`floordesk.store.key_changes`, the same one the laptop's own verify uses).
   The chain's first `device_key` row is signed by the key it declares, and
   so is every record before it; a record before it that carries no signature
   (written before FloorDesk signed records) is vouched for through the hash
   chain by the first key row's signature. A later `device_key` row is a key
   change signed by the key before it, or an administrator's recovery (it
   names who and why, is signed by the new key, and follows a row the old key
   signed), which stands as a break in custody (`ServerChain.breaks`), not as
   tampering. Any other key row is tampering and changes nothing, so the rows
   after it that its key signed are named too.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from floordesk.core.fields import UnreadableJson, read_json
from floordesk.i18n import translate
from floordesk.store.exchange import CLOCK_TOLERANCE
from floordesk.store.key_changes import KeyCustody, KeyRecordSeen, foreign_before, shown
from floordesk.store.records import (
    GENESIS_HASH,
    RECORD_TYPE,
    follows,
    is_storable_text,
    key_in_force,
    record_hash,
    seal,
    utc_text,
)
from floordesk.store.signing import signature_valid

ServerRow = tuple[int, str, str, str, str, "str | None", str]
"""(seq, record_type, record_uid, prev_hash, hash, signature, fields as JSON text) as the server holds them."""
ROW_COLUMNS = "seq, record_type, record_uid, prev_hash, hash, signature, fields::text"
"""As text, read here: fields nested too deep for Python's JSON reader are one bad row, not a failed read."""


@dataclass(frozen=True)
class ServerBreak:
    """A break in custody a chain on the server records: an administrator's recovery, or adoption."""

    seq: int
    uid: str
    kind: str
    record: KeyRecordSeen
    fingerprint: str | None

    def describe(self) -> str:
        said = (
            translate(
                "verify",
                "position {seq}: a recovery: a new key took over the chain (fingerprint {fingerprint}), "
                "by {by}: {reason}",
            )
            if self.kind == "recovery"
            else translate("verify", "position {seq}: an adoption (fingerprint {fingerprint}), by {by}: {reason}")
        )
        return said.format(
            seq=self.seq, fingerprint=self.fingerprint, by=self.record.recorded_by, reason=self.record.reason
        )


def device_break(label: str, custody_break: ServerBreak) -> str:
    """A break in custody of a device's chain on the server, as a receive and `verify --server` say it."""
    return translate("verify", "device {label}, {custody_break}").format(
        label=label, custody_break=custody_break.describe()
    )


def _text(fields: dict[str, Any], name: str) -> str | None:
    value = fields.get(name)
    return value if isinstance(value, str) else None


@dataclass(frozen=True)
class RowProblem:
    seq: int
    record_type: str
    uid: str
    message: str


SEALED_RUN = 256
"""Rows of a sealed run checked by one signature (`ServerChain.sealed_runs`): a run whose signature fails costs
this many checks more, an honest one 1/256 of a check a row."""


def latest_date(moment: datetime) -> str:
    """The latest `recorded_utc` a record may carry when judged at `moment` (stored form)."""
    return utc_text(moment + CLOCK_TOLERANCE)


@dataclass
class ServerChain:
    """What is known of one device's chain after the rows judged so far (see the module docstring)."""

    device: str
    seq: int = 0
    """the last position judged"""
    hash: str = GENESIS_HASH
    signature: str | None = None
    """the hash and signature of the row at the last position judged (what the next row must follow)"""
    custody: KeyCustody = field(default_factory=KeyCustody)
    """which key signs the chain after the last position judged"""
    label: str = ""
    fields: dict[str, Any] | None = None
    """the fields of the last row judged, as read (None: they are not a record's)"""
    breaks: list[ServerBreak] = field(default_factory=list)
    """the recoveries and adoptions that stood, in chain order"""
    _sound: bool = True
    """whether the last row judged is signed by the key that had to sign it (the log's own record, for a receive)"""
    _unkeyed: list[ServerRow] = field(default_factory=list)
    """rows before the chain's first key row, judged when it comes"""
    sealed_runs: bool = False
    """True (`verify --server`): a row the next row seals is vouched for by the signature that ends its sealed run
    (`_pending`), checked once, and each of its rows' own only when that one fails; False (a receive, which stops at
    the first row that fails): every row's signature is checked as it comes"""
    _pending: list[ServerRow] = field(default_factory=list)
    """the sealed run since the last signature checked, each row sealed by the next, all under the key in force"""
    _late: list[RowProblem] = field(default_factory=list)
    """what checking a sealed run found, named with the row judged when it was checked"""

    @property
    def key(self) -> str | None:
        """the key in force after the last position judged (None: no key declared yet)"""
        return self.custody.key

    def check(self, row: ServerRow, latest: str | None) -> list[RowProblem]:
        """The problems of the next row (none: it stands); the chain moves on past it either way."""
        seq, record_type, uid, prev_hash, stated, _signature, _text = row
        problems: list[RowProblem] = []
        if self._pending and not (seq == self.seq + 1 and prev_hash == seal(self.hash, self.signature)):
            self._check_pending()  # the run's last row is sealed by nothing: its signature is checked now
        self.fields, content = _read(self.device, row)

        def problem(message: str) -> None:
            problems.append(RowProblem(seq, record_type, uid, message))

        if seq == self.seq + 2:
            problem(
                translate("verify", "the record at position {seq} is missing (a hole on the server)").format(
                    seq=self.seq + 1
                )
            )
        elif seq != self.seq + 1:
            problem(
                translate(
                    "verify", "the records at positions {first} to {last} are missing (a hole on the server)"
                ).format(first=self.seq + 1, last=seq - 1)
            )
        # A row whose signature failed is named already; the next one's seal of it cannot hold.
        elif self._sound and not (
            prev_hash == GENESIS_HASH if self.seq == 0 else follows(prev_hash, self.hash, self.signature)
        ):
            problem(
                translate("verify", "it does not link to the record before it (the chain was changed on the server)")
            )
        fields = self.fields
        if fields is None:
            problem(content)
        else:
            dated = fields["recorded_utc"]
            if latest is not None and isinstance(dated, str) and dated > latest:
                problem(
                    translate(
                        "verify",
                        "it is dated {dated}, more than {minutes} minutes ahead "
                        "(the clock of the laptop that wrote it runs fast)",
                    ).format(dated=dated, minutes=f"{CLOCK_TOLERANCE.total_seconds() / 60:.0f}")
                )
            if record_type == "device" and isinstance(fields.get("label"), str):
                self.label = fields["label"]
        signed = self._signature_problems(row, fields)
        self._sound = not signed
        problems.extend(signed)
        self.seq, self.hash, self.signature = seq, stated, row[5]
        problems.extend(self._late)
        self._late.clear()
        return problems

    def stop(self, row: ServerRow, latest: str | None) -> tuple[int, str] | None:
        """Where a run of this chain must stop at `row`: the position and why (a hole stops where it starts)."""
        expected = self.seq + 1
        problems = self.check(row, latest)
        return (min(problems[0].seq, expected), problems[0].message) if problems else None

    def _signature_problems(self, row: ServerRow, fields: dict[str, Any] | None) -> list[RowProblem]:
        seq, record_type, uid, _prev, stated, signature, _fields = row
        declared = fields.get("public_key") if fields is not None and record_type == "device_key" else None
        if isinstance(declared, str) and fields is not None:
            self._check_pending()  # the key-change rule asks whether the row before is signed
            first = self.key is None
            seen = KeyRecordSeen(
                seq, stated, signature, declared, _text(fields, "recorded_by"), _text(fields, "reason")
            )
            verdict = self.custody.judge(seen, before_sound=self._sound)
            if verdict.custody_break is not None:
                self.breaks.append(ServerBreak(seq, uid, verdict.custody_break, seen, shown(declared)))
            if first:  # the first key vouches for the rows before it too
                waiting, self._unkeyed = self._unkeyed, []
                foreign = set(foreign_before(declared, [(s, h, signed) for s, _t, _u, _p, h, signed, _f in waiting]))
                message = translate("verify", "it is not signed by its device's first key ({fingerprint})").format(
                    fingerprint=shown(declared)
                )
                named = [RowProblem(s, t, u, message) for s, t, u, *_r in waiting if s in foreign]
                return named + ([RowProblem(seq, record_type, uid, verdict.problem)] if verdict.problem else [])
            return [RowProblem(seq, record_type, uid, verdict.problem)] if verdict.problem else []
        if self.key is None:
            self._unkeyed.append(row)
            return []
        if self.sealed_runs:
            self._pending.append(row)
            if len(self._pending) < SEALED_RUN:
                return []
            self._check_pending()
            return [self._late.pop()] if self._late and self._late[-1].seq == seq else []
        return self._unsigned(row, self.key)

    def _unsigned(self, row: ServerRow, key: str) -> list[RowProblem]:
        seq, record_type, uid, _prev, stated, signature, _fields = row
        if signature_valid(key, stated, signature):
            return []
        message = translate(
            "verify",
            "it is not signed by its device's key in force there ({fingerprint}): rehashed or forged on the server",
        ).format(fingerprint=shown(key))
        return [RowProblem(seq, record_type, uid, message)]

    def _check_pending(self) -> None:
        """The signature that ends the sealed run; where it fails, every row's of the run, each named as a receive
        would name it. Every row of the run is sealed by the next, so the last signature, made over a hash that covers
        every row's content and signature bytes before it, holds only if the laptop's key wrote them all so."""
        run, self._pending = self._pending, []
        if not run or self.key is None:
            return
        if signature_valid(self.key, run[-1][4], run[-1][5]):
            self._sound = True
            return
        for row in run:
            self._late.extend(self._unsigned(row, self.key))
        self._sound = False

    def finish(self) -> list[RowProblem]:
        """What the end of the chain leaves unvouched: records no key row ever followed, and a sealed run's rows."""
        self._check_pending()
        late, self._late = self._late, []
        return late + [
            RowProblem(seq, record_type, uid, translate("verify", "its chain declares no key: nothing vouches for it"))
            for seq, record_type, uid, *_rest in self._unkeyed[:1]
        ]


def held_chain(local: sqlite3.Connection, device: str, seq: int) -> ServerChain:
    """A device's chain as judged up to position `seq` by what this log holds there (a receive starts from it)."""
    held = local.execute("SELECT hash, signature FROM chain WHERE device_id = ? AND seq = ?", (device, seq)).fetchone()
    chain = ServerChain(device, seq) if held is None else ServerChain(device, seq, str(held[0]), held[1])
    chain.custody.key = key_in_force(local, device, seq) if seq else None
    return chain


def _read(device: str, row: ServerRow) -> tuple[dict[str, Any] | None, str]:
    """The row's fields if they are a record's matching its hash, else None and why not."""
    try:
        fields = read_json(row[6])
    except UnreadableJson as error:
        return None, translate("verify", "its fields cannot be read ({error})").format(error=error)
    problem = _content_problem(device, row, fields)
    if problem is not None or not isinstance(fields, dict):
        return None, problem or translate("verify", "its fields are not a record's")
    return fields, ""


def _content_problem(device: str, row: ServerRow, fields: object) -> str | None:
    seq, record_type, uid, prev_hash, stated, _signature, _text = row
    if record_type not in RECORD_TYPE:
        return translate("verify", "{kind!r} is not a kind of record").format(kind=record_type)
    if not isinstance(fields, dict) or not all(is_storable_text(k) for k in fields) or fields.get("uid") != uid:
        return translate("verify", "its fields are not a record's")
    try:
        if record_hash(record_type, device, seq, prev_hash, fields) != stated:
            return translate("verify", "its content does not match its hash (changed on the server)")
    except TypeError as error:
        return translate("verify", "its fields are not a record's ({error})").format(error=error)
    if not isinstance(fields.get("recorded_utc"), str):
        return translate("verify", "it has no time")
    return None
