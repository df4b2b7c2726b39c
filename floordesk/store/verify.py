"""Store: recomputing every device's hash chain, and naming what does not match.

SQLite's integrity check comes first: a physically damaged file is reported as
damaged (`Verification.damage`) and its records are not judged. FTS5's
integrity check of the full-text index, in step with its documents
(`Verification.index_damage`): derived data, which `floordesk log reindex`
makes again from the records. Where it can, `verify` runs these checks and the
ones below at the same time, each on its own connection reading one state
(see `verify`), and judges their findings in this order. Checks 1, 3 (the link), 7 and, of 2, that each
record has its chain entry, are made in one pass over each record table and its chain entries
(`_record_problems`): each record is read, laid out and joined to its chain entry once, not once a check.
SQLite's check stays one check of the whole file (a quarter of the CPU a million incidents take, the tables' CHECK
constraints left out: see `integrity_problems`): checked table by table, on more cores, it would no longer account
for every page, and a page that no table or free list holds would pass. The
listed facts (derived too) are compared with what their records give: an
incident without amendments with its own row, an amended one with the view
that defines them, each incident's rows in the players' incidents with their view, and its precedent key with its
facts and flags (`_listing_problems`). These checks together catch a change to any stored field of any record:
0. the schema (tables, indexes, triggers, views) is what the migrations of the schema the log declares make, as a
   restore checks a backup: without its append-only triggers, or with a trigger of someone else's, the log guards
   nothing (named after the records);
1. each record's content, hashed again with its chain position and its
   predecessor's hash, must give the hash the chain holds for it;
2. every chain entry must have its record, and every record its chain entry;
3. each chain entry must link to the entry before it: name the seal of its hash and signature (`records.seal`, every
   record written from schema 12 on) or its bare hash (older records); where a link breaks and the entry before
   it no longer carries its device's signature, that entry is named (its signature, or its content hashed again,
   changed after the next record sealed it). Or it starts the chain, or, in another laptop's chain, starts a
   segment that an import record of this log's own chain says was merged, after a gap that no such import record
   says the log held). This laptop's own chain, all written
   here, is gapless from position 1: no import record excuses a gap in it;
4. every segment an import record of this log's own chain says was merged must still be whole, and
   end with the hash the import record holds for it;
5. every record of another laptop's chain lies in such a segment: one that none names was written into the file
   (injected), and is named by the first record of its run;
6. each such segment's key was approved, and not revoked since, at the import record's place in this log's own
   chain (chain order, not the records' clocks);
7. every signed record was signed where its signer could sign: on the laptop whose chain holds it, after that
   chain gave them a PIN (their account made there, or a PIN set there; `admission.PINS_GIVEN`);
8. the last record of every run of every chain is signed by its device's key
   in force there, which is this laptop's own key or one an administrator of
   this log approved (or approved, then revoked: the records it brought stay,
   and the chain's head says the approval was revoked): a record forged or rehashed with fresh hashes is caught
   without the device's private key, which never leaves its data folder. Where that signature fails, a bisection
   of the run's signatures names the first record its device did not sign (the first that differs from what was
   signed);
9. every chain head witnessed outside this log still holds the record seen
   there: heads an import record saw (here or on another laptop) and record
   hashes entered from printed reports (`floordesk.store.witnesses`, which
   says what such a witness cannot catch): a chain rewritten (or, for a
   printed one, cut short) after it was witnessed is caught.

Limits: records removed from the very end of this laptop's own chain leave a
signed head behind, as long as nobody else witnessed the later head; the
chain heads (`Verification.heads`) are what to note down (a printed report's
code) or compare with a backup or an export to catch that. Signatures in the
middle of a run are not checked one by one (Ed25519 costs 50-70 µs a signature, several times what SQLite's own
integrity check spends on a record: verify would take several times its 1.5x budget): the run's last signature
covers their records' content, since each record's hash commits to every record before it, and the seal each
record names covers the bytes of the signature before it (one SHA-256 a record). What that leaves unchecked: the
stored signature bytes of a record that the record after it links to by its bare hash (both written before schema
12), which no hash covers; changing them forges nothing (the run's end still vouches for the record).
"""

from __future__ import annotations

import multiprocessing
import re
import signal
import sqlite3
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor, wait
from contextlib import closing, suppress
from dataclasses import dataclass, replace
from hashlib import sha256
from multiprocessing.connection import Connection
from pathlib import Path
from threading import Event
from typing import Any

from floordesk.core.fields import UnreadableJson, is_whole_number, read_json
from floordesk.i18n import SPEAKER, noop, numerus, translate
from floordesk.store.admission import PINS_GIVEN, no_pin_there
from floordesk.store.custody import CustodyBreak, judge_keys, restore_breaks, signer_of
from floordesk.store.database import (
    database_path,
    hold_state,
    integrity_problems,
    schema_difference,
    schema_of,
    waiting_at_most,
)
from floordesk.store.derived import (
    COMPACT_FACTS_FROM,
    FLAGS_OF_INCIDENT,
    index_entry_problems,
    index_structure_damage,
    microseconds,
    search_index_damage,
)
from floordesk.store.devices import approved_fingerprints, decisions_in_chain_order, revocations
from floordesk.store.errors import VerifyCancelled
from floordesk.store.records import (
    GENESIS_HASH,
    INTEGER_MAX,
    RECORD_TYPE,
    RECORD_TYPES,
    RecordType,
    canonical_sql,
    column_kinds,
    first_key,
    is_storable_text,
    key_in_force,
    required_columns,
    table_columns,
)
from floordesk.store.signing import fingerprint, fingerprint_digits, signature_valid
from floordesk.store.witnesses import Witness, printed_witnesses

_KINDS = {
    # each kind of record as the verifier's reader says it (in English, the kind's own name)
    "device": noop("record kind", "device"),
    "device_key": noop("record kind", "device_key"),
    "staff": noop("record kind", "staff"),
    "staff_change": noop("record kind", "staff_change"),
    "device_approval": noop("record kind", "device_approval"),
    "device_revocation": noop("record kind", "device_revocation"),
    "event": noop("record kind", "event"),
    "event_action": noop("record kind", "event_action"),
    "table": noop("record kind", "table"),
    "player": noop("record kind", "player"),
    "incident": noop("record kind", "incident"),
    "penalty": noop("record kind", "penalty"),
    "amendment": noop("record kind", "amendment"),
    "import": noop("record kind", "import"),
    "witnessed_head": noop("record kind", "witnessed_head"),
    "restore": noop("record kind", "restore"),
    "audit_pack": noop("record kind", "audit_pack"),
    "retention": noop("record kind", "retention"),
    "house": noop("record kind", "house"),
    "schema": noop("record kind", "schema"),
    "record": noop("record kind", "record"),
}


@dataclass(frozen=True)
class ChainProblem:
    device_id: str | None
    seq: int | None
    record_type: str | None
    uid: str | None
    message: str
    device_label: str | None = None

    def describe(self) -> str:
        """Where the problem is and what it is, in the language spoken (`message` was said in it when found)."""
        kind, uid = (
            said_kind(self.record_type or "record"),
            self.uid or "?",
        )  # "record": a position whose record is gone
        if self.seq is None:
            return translate("verify", "{kind} {uid}: {message}").format(kind=kind, uid=uid, message=self.message)
        return translate("verify", "{kind} {uid} (position {seq} in the chain of device {device}): {message}").format(
            kind=kind, uid=uid, seq=self.seq, device=self.device_label or self.device_id, message=self.message
        )

    def to_json(self) -> dict[str, Any]:
        return {**vars(self), "description": self.describe()}


def said_kind(record_type: str) -> str:
    """A record type's name in the language spoken ("incident" -> "Vorfall"); an unknown one as it is."""
    return translate("record kind", _KINDS[record_type]) if record_type in _KINDS else record_type


@dataclass(frozen=True)
class ChainHead:
    """A device's chain as this log holds it: note `last_hash` to catch a truncated chain later."""

    device_id: str
    label: str
    records: int
    last_seq: int
    last_hash: str
    revoked: str | None = None
    """when, by whom and why the approval of the key that signs it was revoked (its records stay; None: it was not)"""
    fingerprint: str | None = None
    """of the key in force at its head: compare it with the one its laptop shows (`floordesk log devices`)"""


@dataclass(frozen=True)
class Verification:
    records: int
    heads: tuple[ChainHead, ...]
    problems: tuple[ChainProblem, ...]
    damage: tuple[str, ...] = ()
    """what SQLite's integrity check found (the file is damaged: its records were not judged)"""
    index_damage: tuple[str, ...] = ()
    """what FTS5's integrity check found wrong with the full-text index (derived, not records: `log reindex`
    makes it again from the records)"""
    index_checked: bool = True
    """False: the full-text index was not checked (one from before schema 20, in a log of an older schema read as is)"""
    custody: tuple[CustodyBreak, ...] = ()
    """where a chain changed hands without its old key (a recovery, a restore): not tampering, but to account for"""

    @property
    def ok(self) -> bool:
        return not self.problems and not self.damage and not self.index_damage

    @property
    def first(self) -> ChainProblem | None:
        """The first record (in chain order) that does not match."""
        return self.problems[0] if self.problems else None

    def to_json(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "damaged": bool(self.damage or self.index_damage),
            "damage": list(self.damage),
            "index_damage": list(self.index_damage),
            "index_checked": self.index_checked,
            "records": self.records,
            "first_problem": None if self.first is None else self.first.to_json(),
            "problems": [problem.to_json() for problem in self.problems],
            "custody": [custody_break.to_json() for custody_break in self.custody],
            "chains": [vars(head) for head in self.heads],
        }


def verify(
    connection: sqlite3.Connection,
    *,
    own_key: str | None = None,
    signatures: bool = True,
    keep_alive: Callable[[], bool] | None = None,
    reader_uri: str | None = None,
) -> Verification:
    """Check the file, then every record of every device's chain; see the module docstring.

    `own_key`: this laptop's public key (hex), which must sign its own chain. `signatures`: False only for
    a copy from before FloorDesk signed records (schema 2), whose chains nothing signs. `keep_alive`: called
    every moment the checks run (a window paints and takes a Cancel there); False stops every check at once and
    raises `VerifyCancelled`, as an exception it raises (or an interruption) stops them and is raised.
    `reader_uri`: where nothing writes the file (a backup copy), the URI it is read by (as `connection` reads it):
    the checks' readers take its state as it is, no write lock taken.

    Where the log's write lock can be taken (within `_LOCK_WAIT_MS`), the checks run at the same time, each on a
    connection of its own in a thread (SQLite does not hold Python's lock while it works), and a big log's chains in
    a second process (`_ChainsElsewhere`), every one reading the state committed when the lock was taken (let go of at
    once: no write waits for verify), while this thread only waits; otherwise (read-only media, another FloorDesk
    writing longer) one after another, on `connection`.
    """
    text_factory = connection.text_factory
    # Bytes that are not UTF-8 any more (damaged or forged) are a record that does not match, not a crash.
    connection.text_factory = _tolerant_text
    elsewhere = None
    path = database_path(connection)
    uri = reader_uri or f"{path.resolve().as_uri()}?mode=ro"
    try:
        elsewhere = _ChainsElsewhere.ready(path, uri, own_key, signatures, keep_alive)
        readers = _readers_of_one_state(connection, uri, elsewhere, locked=reader_uri is None)
        if readers is None:
            return _verified_in_turn(connection, own_key, signatures, keep_alive)
        return _verified_together(readers, own_key, signatures, keep_alive, elsewhere)
    finally:
        if elsewhere is not None:
            elsewhere.close()
        connection.text_factory = text_factory


_READERS = 5
"""The file's check, the chains, the listing, the full-text index's entries and its structure: each on a read-only
connection of its own."""

_LOCK_WAIT_MS = 250
"""How long verify waits for another FloorDesk's write to end before it checks in turn instead: a Sign holds the log's
write lock for a few milliseconds, and checked in turn, on one core, a big log takes longer (at 1,000,000 incidents
the checks alone took 49 s of CPU one after another, against 32.6 s of wall time together); the window's thread,
which waits here, is not kept alive meanwhile."""

_KEEP_ALIVE_S = 0.05
"""How often `keep_alive` is called while this thread waits for the checks: a window repaints as often."""

_KEEP_ALIVE_STEPS = 100_000
"""SQLite's steps between calls of `keep_alive` while the checks run on this thread, one after another."""

_STOP_STEPS = 1_000_000
"""SQLite's steps between a check's looks at whether it was stopped (a long step, as FTS5's check, is interrupted)."""


def _readers_of_one_state(
    connection: sqlite3.Connection, uri: str, elsewhere: _ChainsElsewhere | None, *, locked: bool
) -> list[sqlite3.Connection] | None:
    """`_READERS` connections to `connection`'s log by `uri`, each reading the state `connection` reads (None: its
    write lock cannot be taken now, or the log is in memory).

    `locked`: each reader takes its snapshot while `connection` holds the write lock, so nobody can commit between
    them, and so does the second process's (`elsewhere`) where it answers at once; the lock is let go of before any
    check begins. Not `locked`: nothing writes the file, whose state is what it holds.
    """
    if not database_path(connection).is_file() or (locked and not _writes(connection)):
        return None  # a database in memory (nothing else can open it), or opened not to be written
    readers: list[sqlite3.Connection] = []
    try:
        for _ in range(_READERS):
            reader = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False)
            readers.append(reader)
            hold_state(reader)
        if elsewhere is not None:
            elsewhere.take_snapshot()
    except sqlite3.DatabaseError:  # too damaged to open again: checked in turn, which reports the damage
        for reader in readers:
            reader.close()
        return None
    finally:
        _end_transaction(connection)
    for reader in readers:
        reader.text_factory = _tolerant_text
    return readers


def _writes(connection: sqlite3.Connection) -> bool:
    """Whether `connection` takes the log's write lock within `_LOCK_WAIT_MS` (and holds it, in a transaction begun,
    where it does)."""
    try:
        with waiting_at_most(connection, _LOCK_WAIT_MS):
            connection.execute("BEGIN IMMEDIATE")
            # A read-only connection begins too, locking nothing: only a write (rolled back) tells.
            (version,) = connection.execute("PRAGMA user_version").fetchone()
            connection.execute(f"PRAGMA user_version = {int(version)}")
    except sqlite3.DatabaseError:  # cannot be written now, or too damaged: checked in turn, which says which
        _end_transaction(connection)
        return False
    return True


def _verified_in_turn(
    connection: sqlite3.Connection, own_key: str | None, signatures: bool, keep_alive: Callable[[], bool] | None
) -> Verification:
    stopped = False

    def stop() -> bool:
        nonlocal stopped
        stopped = keep_alive is not None and not keep_alive()
        return stopped

    connection.set_progress_handler(stop, _KEEP_ALIVE_STEPS)
    try:
        connection.execute("BEGIN")  # one snapshot, even while another FloorDesk writes
        try:
            damage = integrity_problems(connection)
            if damage:
                return Verification(0, (), (), tuple(damage))
            problems, heads = _chain_problems(connection, own_key, signatures)
            if not problems:
                problems = _listing_problems(connection)
            custody = _custody_breaks(connection)
            index_damage = search_index_damage(connection)
        finally:
            _end_transaction(connection)
        return replace(_verification(problems, heads, index_damage), custody=custody)
    except sqlite3.OperationalError as error:
        if stopped:
            raise _cancelled() from error
        raise
    finally:
        connection.set_progress_handler(None, 0)


def _verified_together(
    readers: list[sqlite3.Connection],
    own_key: str | None,
    signatures: bool,
    keep_alive: Callable[[], bool] | None,
    elsewhere: _ChainsElsewhere | None,
) -> Verification:
    file_reader, chain_reader, listing_reader, entries_reader, structure_reader = readers
    stopped = Event()
    for reader in readers:
        reader.set_progress_handler(stopped.is_set, _STOP_STEPS)
    try:
        with ThreadPoolExecutor(max_workers=len(readers)) as pool:
            structure = pool.submit(index_structure_damage, structure_reader)
            entries = pool.submit(index_entry_problems, entries_reader)
            damage = pool.submit(integrity_problems, file_reader)
            chains = pool.submit(_chains_here_or_elsewhere, elsewhere, chain_reader, own_key, signatures, stopped)
            listing = pool.submit(_listing_and_custody, listing_reader)
            try:
                _wait_alive({structure, entries, damage, chains, listing}, keep_alive)
            except BaseException:
                stopped.set()  # before the pool's end, which waits for every check
                for reader in readers:
                    reader.interrupt()
                if elsewhere is not None:
                    elsewhere.stop()
                raise
            found = damage.result()
            if found:  # what the other checks made of a damaged file (or any error they met) is not judged
                return Verification(0, (), (), tuple(found))
            problems, heads = chains.result()
            listed, custody = listing.result()
            if not problems:
                if isinstance(listed, sqlite3.DatabaseError):
                    raise listed
                problems = listed
            index_damage = structure.result()
            if index_damage == []:  # entries of a damaged index are not judged, as in turn
                index_damage = entries.result()
            return replace(_verification(problems, heads, index_damage), custody=custody)
    finally:
        for reader in readers:
            reader.close()


_SECOND_PROCESS_FROM_BYTES = 64 * 1024**2
"""A log this large (about 25,000 incidents) has its chains checked in a second process (`_ChainsElsewhere`)."""

_SECOND_PROCESS_READY_S = 5.0
"""How long verify waits for the second process to start (130 ms on a quiet machine) before it checks without it."""

_SECOND_PROCESS_SNAPSHOT_S = 0.5
"""How long the log's write lock is held for the second process to take its snapshot (a millisecond as a rule)
before its chains are checked here instead: a write of the window waits meanwhile."""


class _ChainsElsewhere:
    """The chains' check in a second process, reading the state the other checks read.

    Checked on a thread of this process beside the others, the chains' check (Python working through every record)
    and the checks SQLite makes alone slowed each other down: at 1,000,000 incidents the five took 68-75 s of CPU
    together, against 52-56 s with the chains in a process of their own (and 27-29 s of wall time, against 35-39).
    A small log's check is over before a process starts. The second process only helps: where it does not start in
    time, does not answer, or fails, the chains are checked here on a reader of the same state, which says what any
    failure was. Started with "spawn", as the import's second process (`floordesk.store.ahead`).
    """

    def __init__(self, uri: str, own_key: str | None, signatures: bool) -> None:
        context = multiprocessing.get_context("spawn")
        self._answers, theirs = context.Pipe()
        self._process = context.Process(
            target=_chains_in_second_process,
            args=(theirs, uri, own_key, signatures, SPEAKER.language),
            name="floordesk-verify-chains",
            daemon=True,
        )
        self._process.start()
        theirs.close()
        self.helping = True

    @classmethod
    def ready(
        cls, path: Path, uri: str, own_key: str | None, signatures: bool, keep_alive: Callable[[], bool] | None
    ) -> _ChainsElsewhere | None:
        """A second process waiting to take its snapshot of the log at `path`, read by `uri`, for a log of
        `_SECOND_PROCESS_FROM_BYTES` or more (None: a smaller one, or one in memory, or the process did not start in
        time); `keep_alive` is called while it starts, as while the checks run."""
        try:
            if path.stat().st_size < _SECOND_PROCESS_FROM_BYTES:
                return None
        except OSError:  # in memory, or gone: the checks say what they find
            return None
        elsewhere = cls(uri, own_key, signatures)
        try:
            started = elsewhere._answered("ready", _SECOND_PROCESS_READY_S, keep_alive)
        except BaseException:
            elsewhere.close()
            raise
        if started:
            return elsewhere
        elsewhere.close()
        return None

    def take_snapshot(self) -> None:
        """The process takes its snapshot now (while the log's write lock is held); where it does not at once, the
        chains are checked here."""
        try:
            self._answers.send("snapshot")
        except OSError:
            self.helping = False
            return
        self.helping = self._answered("taken", _SECOND_PROCESS_SNAPSHOT_S, None)

    def result(self) -> tuple[list[ChainProblem], tuple[ChainHead, ...]] | None:
        """What the chains' check found there (None: it did not help, or failed)."""
        if not self.helping:
            return None
        try:
            answer = self._answers.recv()
        except (EOFError, OSError):  # the process ended without an answer (stopped, or killed)
            return None
        return answer if isinstance(answer, tuple) else None

    def stop(self) -> None:
        """End the process, wherever it is (its work is not wanted, or is done), and wait for it. A thread waiting for
        its answer is answered: none."""
        if self._process.is_alive():
            self._process.kill()
        self._process.join()

    def close(self) -> None:
        """`stop`, and let go of the pipe (once no thread waits on it)."""
        self.stop()
        self._answers.close()

    def _answered(self, word: str, timeout_s: float, keep_alive: Callable[[], bool] | None) -> bool:
        """Whether the process says `word` within `timeout_s`, `keep_alive` called every `_KEEP_ALIVE_S` meanwhile."""
        waited = 0.0
        try:
            while True:
                if keep_alive is not None and not keep_alive():
                    raise _cancelled()
                if self._answers.poll(min(_KEEP_ALIVE_S, timeout_s - waited)):
                    return bool(self._answers.recv() == word)
                waited += _KEEP_ALIVE_S
                if waited >= timeout_s:
                    return False
        except (EOFError, OSError):
            return False


def _chains_in_second_process(
    answers: Connection, uri: str, own_key: str | None, signatures: bool, language: str
) -> None:
    """The second process of `_ChainsElsewhere`: ready, then its snapshot when told, then the chains' check (or, if it
    fails, "failed": the check is made again where it was asked for, which says what went wrong, as it says it)."""
    # Ctrl+C reaches every process of the terminal: the one that asked stops this one, and says so.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        with closing(sqlite3.connect(uri, uri=True, isolation_level=None)) as reader:
            reader.text_factory = _tolerant_text
            answers.send("ready")
            answers.recv()  # "snapshot": the other checks' readers are taking theirs, the write lock held
            hold_state(reader)
            answers.send("taken")
            with SPEAKER.speaking(language):
                found = _chain_problems(reader, own_key, signatures)
            answers.send(found)
    except Exception:  # whatever it is, the check made again where it was asked for meets it, and reports it
        with suppress(OSError):
            answers.send("failed")


def _chains_here_or_elsewhere(
    elsewhere: _ChainsElsewhere | None,
    reader: sqlite3.Connection,
    own_key: str | None,
    signatures: bool,
    stopped: Event,
) -> tuple[list[ChainProblem], tuple[ChainHead, ...]]:
    """The chains' check, from the second process where it helped, else made on `reader` (of the same state)."""
    found = None if elsewhere is None else elsewhere.result()
    if found is not None:
        return found
    if stopped.is_set():  # the second process was ended because verify was stopped: nothing to make again
        raise _cancelled()
    return _chain_problems(reader, own_key, signatures)


def _listing_and_custody(
    reader: sqlite3.Connection,
) -> tuple[list[ChainProblem] | sqlite3.DatabaseError, tuple[CustodyBreak, ...]]:
    """`_listing_problems` (or the error it met), then `_custody_breaks`, on one reader: no connection is used by two
    threads at once. Its calls back into Python (a stop's look, a hash), made under SQLite's lock of the connection,
    would wait for Python's lock, held by the other thread waiting for SQLite's: both would wait for ever (seen at
    1,000,000 incidents).

    The listing is judged only where the chains are sound, as in turn, where it is not read otherwise: a record
    changed (JSON cut short, a column renamed) can fail its SQL, and is named by the chains' check."""
    try:
        listed: list[ChainProblem] | sqlite3.DatabaseError = _listing_problems(reader)
    except sqlite3.DatabaseError as error:
        listed = error
    return listed, _custody_breaks(reader)


def _wait_alive(checks: set[Future[Any]], keep_alive: Callable[[], bool] | None) -> None:
    """Until every one of `checks` is done, `keep_alive` called every `_KEEP_ALIVE_S` (first at once)."""
    while True:
        if keep_alive is not None and not keep_alive():
            raise _cancelled()
        if not checks:
            return
        _done, checks = wait(checks, timeout=None if keep_alive is None else _KEEP_ALIVE_S)


def _cancelled() -> VerifyCancelled:
    return VerifyCancelled(translate("verify", "verification cancelled"))


def _end_transaction(connection: sqlite3.Connection) -> None:
    if connection.in_transaction:  # an error in a damaged file may have ended it already
        connection.execute("ROLLBACK")


def _chain_problems(
    connection: sqlite3.Connection, own_key: str | None, signatures: bool
) -> tuple[list[ChainProblem], tuple[ChainHead, ...]]:
    """What checks 0 to 9 find, and every chain's head."""
    kinds = _record_types(connection)
    problems, signer_problems, unlinked = _record_problems(connection, kinds)
    problems += _schema_problems(connection)
    own = connection.execute("SELECT device_id FROM this_device").fetchone()
    own_device = None if own is None else str(own[0])
    # An import record that fails its own hash vouches for nothing, and accuses nothing either.
    segments = _merged_segments(connection, {p.uid for p in problems if p.record_type == "import"})
    # Only this log's own import records account for another laptop's records here; the others' speak for the
    # laptops that wrote them, as witnesses of the heads they saw.
    merged_here = [s for s in segments if s.import_device == own_device]
    # Likewise a witnessed head whose record fails its own hash.
    altered = {p.uid for p in problems if p.record_type == "witnessed_head"}
    printed = [witness for witness in printed_witnesses(connection) if witness.record_uid not in altered]
    orphans = _orphan_problems(connection, kinds)
    # The record pass checked the link of every entry that has a record; the orphans' are checked here.
    links = _broken_links(
        connection, unlinked | {(o.device_id, o.seq) for o in orphans if o.device_id is not None and o.seq is not None}
    )
    heads = _heads(connection)
    problems += [
        *orphans,
        *signer_problems,
        *_link_problems(connection, links, merged_here, own_device, signatures),
        *_segment_problems(connection, merged_here),
        *_unaccounted_problems(connection, heads, merged_here, own_device),
        *_witness_problems(connection, [*_seen_by_imports(segments, merged_here), *printed]),
        *(_signature_problems(connection, own_key, _run_ends(links, heads), links) if signatures else ()),
        *(_key_problems(connection) if signatures else ()),
        *(_approval_problems(connection, merged_here) if signatures else ()),
    ]
    return problems, heads


def _key_problems(connection: sqlite3.Connection) -> list[ChainProblem]:
    """Every key record held to the custody rules (`floordesk.store.custody`): an unsigned or foreign-signed one,
    or a recovery over a chain its old key does not sign, is tampering."""
    if not connection.execute("SELECT 1 FROM sqlite_master WHERE name = 'device_keys'").fetchone():
        return []
    problems, _breaks = judge_keys(connection)
    return [ChainProblem(p.device_id, p.seq, "device_key", p.uid, p.message) for p in problems]


def _custody_breaks(connection: sqlite3.Connection) -> tuple[CustodyBreak, ...]:
    """The recoveries and restores every chain records, in chain order."""
    if not connection.execute("SELECT 1 FROM sqlite_master WHERE name = 'device_keys'").fetchone():
        return ()
    try:
        _problems, breaks = judge_keys(connection)
        restores = restore_breaks(connection)
    except sqlite3.OperationalError:
        return ()  # a changed schema (a column renamed, say) cannot be read for custody: check 0 names the change
    return tuple(sorted([*breaks, *restores], key=lambda b: (b.device_id, b.seq)))


def _verification(
    problems: list[ChainProblem], heads: tuple[ChainHead, ...], index_damage: list[str] | None
) -> Verification:
    labels = {head.device_id: head.label for head in heads}
    # A changed schema is named after the records (the first problem is a record's, where one fails). Problems of
    # one record keep the order of the checks that found them (the sort is stable): their messages, in the language
    # spoken, would order them differently in each language.
    problems.sort(
        key=lambda p: (
            p.record_type == "schema",
            p.device_id or "",
            -1 if p.seq is None else p.seq,
            p.uid or "",
        )
    )
    named = tuple(replace(problem, device_label=labels.get(problem.device_id or "")) for problem in problems)
    records = sum(head.records for head in heads)
    return Verification(
        records, heads, named, index_damage=tuple(index_damage or ()), index_checked=index_damage is not None
    )


_FACTS = (
    "moment",
    "number",
    "event_key",
    "table_key",
    "staff_key",
    "rule",
    "kind",
    "status",
    "parties",
    "narrative",
)
"""What a listing shows of an incident besides its uid."""


def _listing_problems(connection: sqlite3.Connection) -> list[ChainProblem]:
    """Incidents whose indexed facts (what lists and filters read), players' incidents (a player's listing) or
    precedent keys (the precedents a decision step shows) are not what their records give, or are listed without being
    in the log.

    The facts are derived, not records: no hash covers them, and a damaged byte there would
    shorten or change a listing without any record failing its hash.
    """
    if not connection.execute("SELECT 1 FROM sqlite_master WHERE name = 'incident_facts_source'").fetchone():
        return []  # a copy from before the facts were indexed
    schema = schema_of(connection)
    differing = {
        *connection.execute(_unamended_facts_differing(schema)).fetchall(),
        *connection.execute(_amended_facts_differing(schema)).fetchall(),
    }
    listing = translate("verify", "the listing is damaged (`floordesk log reindex` makes it again from the records)")
    stray = connection.execute(
        "SELECT f.incident_uid FROM incident_facts f "
        "WHERE NOT EXISTS (SELECT 1 FROM incidents i WHERE i.uid = f.incident_uid)"
    ).fetchall()
    misplaced = {uid for (uid,) in connection.execute(_players_differing(schema))}
    misfiled = {uid for (uid,) in connection.execute(_PRECEDENTS_DIFFERING)} if schema >= COMPACT_FACTS_FROM else set()
    precedents = translate(
        "verify", "the precedents' index is damaged (`floordesk log reindex` makes it again from the records)"
    )
    return [
        *(
            _derived_problem(
                str(uid),
                translate("verify", "its listed facts are not what its records give: {remedy}").format(remedy=listing),
            )
            for (uid,) in sorted(differing, key=str)
        ),
        # Counted in a listing's total, though no incident is listed for it.
        *(
            _derived_problem(
                str(uid),
                translate("verify", "is listed, but the log holds no such incident: {remedy}").format(remedy=listing),
            )
            for (uid,) in stray
        ),
        # A player's listing and the filter words of a search within his incidents read these rows; those of no listed
        # incident a player's listing counts, and shows nothing.
        *_derived_problems(
            misplaced,
            translate("verify", "is not listed under the players its records name: {remedy}").format(remedy=listing),
            translate("verify", "the players' listings hold incidents that are not listed: {remedy}").format(
                remedy=listing
            ),
        ),
        # What a decision step shows as precedents, and records it showed: a key changed hides a ruling or adds one.
        *_derived_problems(
            misfiled,
            translate("verify", "is not among the precedents its records give: {remedy}").format(remedy=precedents),
            translate("verify", "the precedents hold rulings that are not listed: {remedy}").format(remedy=precedents),
        ),
    ]


def _derived_problem(uid: str | None, message: str) -> ChainProblem:
    """A problem of an incident's derived rows (None: of rows of no listed incident), which no chain position holds."""
    return ChainProblem(None, None, "incident", uid, message)


def _derived_problems(uids: set[str | None], named: str, unlisted: str) -> list[ChainProblem]:
    """A problem `named` for each incident of `uids`, and one `unlisted` for all the rows of no listed incident (None
    among them)."""
    problems = [_derived_problem(uid, named) for uid in sorted(uids - {None}, key=str)]
    if None in uids:
        problems.append(_derived_problem(None, unlisted))
    return problems


def _players_differing(schema: int) -> str:
    """SQL: the incidents (NULL for a row of no listed incident) whose rows in the players' incidents are not what
    `incident_players_source` gives their records, in a log of `schema`: a row missing, changed or added.

    Both sides' rows sorted together once, each kept where only one side holds it: a set difference each way (EXCEPT)
    cost 34 s of CPU at a million incidents, this 6-7 s."""
    if schema >= COMPACT_FACTS_FROM:
        given = f"k.id AS player, {microseconds('s.recorded_utc')} AS moment"
        keys = "LEFT JOIN fact_keys k ON k.uid = s.player_uid"
        listed = "player_key, moment"
    else:
        given, keys, listed = "s.player_uid AS player, s.recorded_utc AS moment", "", "player_uid, recorded_utc"
    return (
        "SELECT f.incident_uid FROM (SELECT row FROM ("
        f"SELECT {given}, f.row AS row, 1 AS given FROM incident_players_source s "
        f"JOIN incident_facts f ON f.incident_uid = s.incident_uid {keys} "
        f"UNION ALL SELECT {listed}, row, 0 FROM incident_players"
        # A player named twice in one incident's records (a correction naming him again) is one row.
        ") GROUP BY player, moment, row HAVING min(given) = max(given)) differing "
        "LEFT JOIN incident_facts f ON f.row = differing.row"
    )


_PRECEDENTS_DIFFERING = (
    "SELECT f.incident_uid FROM (SELECT row FROM ("
    # Each ruling not voided, under the class of its kind (as corrected) and its rule-set flags: from the facts, which
    # are held to the records above, and the record's flags.
    "SELECT f.row AS row, (SELECT c.id FROM ruling_classes c WHERE c.kind = f.kind "
    f"AND c.flags = {FLAGS_OF_INCIDENT}) AS class, f.event_key AS event, f.moment AS moment, 1 AS given "
    "FROM incident_facts f JOIN incidents i ON i.uid = f.incident_uid WHERE f.status != 'voided' "
    "UNION ALL SELECT row, class, event_key, moment, 0 FROM precedent_keys"
    ") GROUP BY row, class, event, moment HAVING min(given) = max(given)) differing "
    "LEFT JOIN incident_facts f ON f.row = differing.row"
)
"""SQL: the incidents (NULL for a key of no listed incident) whose precedent key is not what their records give, from
schema 19 (before, the keys held uids and times as text; such a log is only read as it is, and the precedents are
shown only where a ruling is decided): a key missing, changed or added, or a class whose kind or flags changed. Both
sides sorted together once, as `_players_differing` does (3.2 s of CPU at 1,000,000 incidents)."""


def _amended_facts_differing(schema: int) -> str:
    """SQL: the amended incidents whose facts are not what `incident_facts_source` gives, in a log of `schema`."""
    differing = " OR ".join(f"{_listed(fact, schema)} IS NOT s.{_defined(fact, schema)}" for fact in _FACTS)
    # Joined on the incident (whose listed row is unique) rather than a set difference of both sides, which sorted
    # a million rows; IS NOT, like EXCEPT, takes two NULLs as equal.
    return (
        "SELECT s.incident_uid FROM incident_facts_source s "
        "LEFT JOIN incident_facts f ON f.incident_uid = s.incident_uid "
        "WHERE s.incident_uid IN (SELECT incident_uid FROM amendments) "
        f"AND (f.incident_uid IS NULL OR {differing})"
    )


_UNAMENDED_FACTS = {
    "moment": microseconds("i.recorded_utc"),
    "number": "i.number",
    "event_key": "i.event_uid",
    # As the view gives it: json_quote and json_extract undo each other but at a NUL, which ends the text there (taking
    # the uid as it is where it holds none cost a tenth of this check).
    "table_key": (
        "CASE WHEN instr(i.table_uid, char(0)) THEN json_extract(json_quote(i.table_uid), '$') ELSE i.table_uid END"
    ),
    "staff_key": "i.recorded_by",
    "rule": "i.rule",
    "kind": "i.kind",
    "status": "'recorded'",
    "parties": (
        "coalesce((SELECT group_concat(trim(coalesce((party.value ->> 'seat'), '') || ' ' || "
        "coalesce(p.name, '')), ', ') FROM json_each(i.parties) party "
        "LEFT JOIN names p ON p.uid = (party.value ->> 'player')), '')"
    ),
    "narrative": "''",  # a correction's narrative only (schema 18)
}
"""What `incident_facts_source` gives for an incident without amendments (for a key, the uid it must stand for, see
`_listed`): each of its corrections' subqueries finds none (its coalesce falls to the incident's own value, its status
is 'recorded'). `->>` gives what `json_extract` gives for one key (a test holds them to the view), parsing faster. On a
million incidents (7 % of them amended, compared in 2 s) this takes 12 s, where the view took 18."""

_NARRATIVES_COPIED_UNTIL = 17
"""The last schema whose listing kept every incident's narrative (its first 160 characters); from 18 on it keeps only a
correction's, '' for the record's own (a log verified as it is, unmigrated, is held to its own schema's)."""


_AS_RECORDED = {
    "moment": "recorded_utc",
    "event_key": "event_uid",
    "table_key": "table_uid",
    "staff_key": "recorded_by",
}
"""The facts held otherwise from schema 19 (a time as microseconds, a uid as its `fact_keys` id), and the columns a log
before it, read as it is, held them in, as `incident_facts_source` names them."""


def _defined(fact: str, schema: int) -> str:
    """The column of `incident_facts_source` that defines `fact` in a log of `schema` (a key's: the uid)."""
    if fact == "moment" and schema >= COMPACT_FACTS_FROM:
        return fact
    return _AS_RECORDED.get(fact, fact)


def _listed(fact: str, schema: int) -> str:
    """SQL: what the listing `f` holds of `fact` in a log of `schema`, a key as the uid it stands for (NULL: none)."""
    if schema < COMPACT_FACTS_FROM:
        return f"f.{_AS_RECORDED.get(fact, fact)}"
    if fact != "moment" and fact in _AS_RECORDED:
        return f"(SELECT k.uid FROM fact_keys k WHERE k.id = f.{fact})"
    return f"f.{fact}"


def _unamended_facts_differing(schema: int) -> str:
    """SQL: the incidents without amendments (nearly all) whose facts are not what `incident_facts_source` gives them,
    in a log of `schema`."""
    facts = dict(_UNAMENDED_FACTS)
    if schema <= _NARRATIVES_COPIED_UNTIL:
        facts["narrative"] = "substr(i.narrative, 1, 160)"
    if schema < COMPACT_FACTS_FROM:
        facts["moment"] = "i.recorded_utc"
    return (
        # Materialized: the amended incidents probed in memory, not in their index on disk, and each party's name looked
        # up in an index made in memory, covering it, rather than in the players' (then their row) for every party.
        "WITH amended AS MATERIALIZED (SELECT incident_uid FROM amendments), "
        "names AS MATERIALIZED (SELECT uid, name FROM players) "
        "SELECT i.uid FROM incidents i LEFT JOIN incident_facts f ON f.incident_uid = i.uid "
        # A null uid matches no amendment in the view either (nor in the list: amendments name their incident).
        "WHERE (i.uid IS NULL OR i.uid NOT IN amended) "
        f"AND (f.incident_uid IS NULL OR {' OR '.join(f'{_listed(f, schema)} IS NOT {facts[f]}' for f in _FACTS)})"
    )


def _tolerant_text(value: bytes) -> str:
    return value.decode("utf-8", "surrogateescape")


def _schema_problems(connection: sqlite3.Connection) -> list[ChainProblem]:
    """Every table, index, trigger or view that is not what the migrations of the log's schema make (as a restore
    checks a backup): without its append-only triggers, or with a trigger of someone else's, the log guards nothing."""
    named = sorted({(kind, name) for kind, name, _table, _sql in schema_difference(connection)})
    return [
        ChainProblem(
            None,
            None,
            "schema",
            name,
            translate("verify", "{kind} {name} is not what FloorDesk's migrations make: the schema was changed").format(
                kind=kind, name=name
            ),
        )
        for kind, name in named
    ] + _changes_found_by_migrations(connection)


def _changes_found_by_migrations(connection: sqlite3.Connection) -> list[ChainProblem]:
    """How the schema differed from what FloorDesk's migrations make when the log was migrated (migration 0023):
    the migration may have made the changed objects anew, so check 3 alone would find nothing of it now."""
    if not connection.execute("SELECT 1 FROM sqlite_master WHERE name = 'schema_changes_found'").fetchone():
        return []
    found = connection.execute(
        "SELECT found_utc, schema_found, migrated_to, copy_before, differences FROM schema_changes_found ORDER BY id"
    ).fetchall()
    problems = []
    for when, schema_found, migrated_to, copy, differences in found:
        named = _objects_named(differences)
        if named is None:  # not what FloorDesk writes there: someone else's row
            named = [("table", "schema_changes_found")]
        problems += [
            ChainProblem(
                None,
                None,
                "schema",
                name,
                translate(
                    "verify",
                    "{kind} {name} was not what FloorDesk's migrations make when the log was migrated from schema "
                    "{found} to {migrated} ({when}): the schema had been changed; the copy {copy} holds it as it was",
                ).format(kind=kind, name=name, found=schema_found, migrated=migrated_to, when=when, copy=copy),
            )
            for kind, name in named
        ]
    return problems


def _objects_named(differences: object) -> list[tuple[str, str]] | None:
    """The (type, name) of each object a migration found changed, as `schema_changes_found` keeps them; None where
    the cell is not that: a row FloorDesk did not write."""
    try:
        objects = read_json(differences) if isinstance(differences, str) else None
    except UnreadableJson:
        return None
    if not isinstance(objects, list) or not objects:
        return None
    named = set()
    for found in objects:
        if not (isinstance(found, list) and len(found) == 4 and all(isinstance(part, str) for part in found[:3])):
            return None
        named.add((found[0], found[1]))
    return sorted(named)


def _record_types(connection: sqlite3.Connection) -> list[RecordType]:
    """The record types whose tables this database has (a copy of an older schema lacks the newer ones)."""
    tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    return [record_type for record_type in RECORD_TYPES if record_type.table in tables]


def _record_problems(
    connection: sqlite3.Connection, kinds: list[RecordType]
) -> tuple[list[ChainProblem], list[ChainProblem], set[tuple[str, int]]]:
    """Each record hashed again and compared with the hash its chain entry holds (check 2), records signed in the
    name of someone who had no PIN on the laptop that wrote them, at that point of its chain (check 5: its own staff
    records and PIN changes say who had one, from where on), and whether its chain entry follows the one before it
    (check 6, `_broken_links`): (content problems, signer problems, the entries whose link is broken).

    All in one pass over each record table and its chain entries: reading and joining them once for each check cost
    a fifth of the chains' check."""
    # SQLite lays out each row's canonical content and compares the hashes (in C); Python only hashes. Only the
    # rows that fail come back to Python: bringing every row's uid and hash across cost a fifth of the check.
    connection.create_function("floordesk_sha256", 1, _sha256_hex, deterministic=True)
    connection.create_function("floordesk_hashes_differ", 4, _hashes_differ, deterministic=True)
    signing = {"staff", "staff_changes"} <= {kind.table for kind in kinds}
    # One small table of who was given a PIN where, probed by an index SQLite makes for it.
    given = (
        f"WITH given AS MATERIALIZED (SELECT device_id, staff_uid, min(seq) AS seq FROM ({PINS_GIVEN}) GROUP BY 1, 2) "
        if signing
        else ""
    )
    signature = "b.signature" if "signature" in table_columns(connection, "chain") else "NULL"
    link_broken = _link_broken("c", "b", signature)
    # The filter: whether the row fails one of those checks, its two SHA-256s in one call to Python, not two (the
    # calls cost as much as the hashes). `link_broken` again for the few rows it lets through, to say which.
    unsealed = "c.seq = 1 OR b.seq IS NULL OR b.hash IS c.prev_hash"
    link_failing = "CASE WHEN c.seq = 1 THEN c.prev_hash != :genesis ELSE b.seq IS NULL END"
    content_problems: list[ChainProblem] = []
    signer_problems: list[ChainProblem] = []
    unlinked: set[tuple[str, int]] = set()
    for record_type in kinds:
        table = record_type.table
        columns = column_kinds(connection, table)
        content = canonical_sql(record_type.name, "t", columns, "c", required_columns(connection, table))
        signers = [
            column
            for column in ("recorded_by", "second_staff")
            if signing and column in record_type.references and column in columns
        ]
        # A signer without a PIN there, with its name and the chain's label; NULL for none.
        unsigned = [
            f"CASE WHEN t.{column} IS NOT NULL AND c.device_id IS NOT NULL AND NOT EXISTS "
            f"(SELECT 1 FROM given g WHERE g.device_id = c.device_id AND g.staff_uid = t.{column} AND g.seq < c.seq) "
            f"THEN (SELECT coalesce(s.name, s.uid) FROM staff s WHERE s.uid = t.{column}) END"
            for column in signers
        ]
        rows = connection.execute(
            f"{given}SELECT t.uid, c.device_id, c.seq, c.record_type, "
            f"floordesk_sha256(CAST({content} AS BLOB)) IS NOT c.hash, "
            f"{link_broken}, coalesce((SELECT label FROM devices d WHERE d.device_id = c.device_id), c.device_id)"
            f"{''.join(f', {signer}' for signer in unsigned)} "
            f"FROM {table} t LEFT JOIN chain c ON c.record_uid = t.uid "
            "LEFT JOIN chain b ON b.device_id = c.device_id AND b.seq = c.seq - 1 "
            f"WHERE c.device_id IS NULL OR c.record_type IS NOT :type OR {link_failing} "
            f"OR floordesk_hashes_differ(CAST({content} AS BLOB), c.hash, "
            f"CASE WHEN {unsealed} THEN NULL ELSE {_seal_source('b', signature)} END, "
            "c.prev_hash)"
            f"{''.join(f' OR {signer} IS NOT NULL' for signer in unsigned)}",
            {"type": record_type.name, "genesis": GENESIS_HASH},
        )
        for uid, device_id, seq, chained_type, changed, broken, label, *unpinned in rows:
            if device_id is None:
                content_problems.append(
                    ChainProblem(None, None, record_type.name, uid, translate("verify", "has no place in any chain"))
                )
                continue
            if broken:
                unlinked.add((device_id, seq))
            if chained_type != record_type.name:
                message = translate("verify", "the chain holds it as a {chained}, but it is a {kind}").format(
                    chained=said_kind(chained_type), kind=said_kind(record_type.name)
                )
                content_problems.append(ChainProblem(device_id, seq, record_type.name, uid, message))
            elif changed:
                message = translate(
                    "verify", "its content does not match its hash: it was changed after it was written"
                )
                content_problems.append(ChainProblem(device_id, seq, record_type.name, uid, message))
            signer_problems += [
                ChainProblem(device_id, seq, record_type.name, uid, no_pin_there(name, label))
                for name in unpinned
                if name is not None
            ]
    return content_problems, signer_problems, unlinked


def _sha256_hex(content: bytes) -> str:
    return sha256(content).hexdigest()


def _hashes_differ(content: bytes, digest: str | None, sealed: bytes | None, link: str | None) -> bool:
    """Whether `content`'s SHA-256 is not `digest`, or `sealed` (None: no seal to check) hashes to another `link`."""
    return sha256(content).hexdigest() != digest or (sealed is not None and sha256(sealed).hexdigest() != link)


def _orphan_problems(connection: sqlite3.Connection, kinds: list[RecordType]) -> list[ChainProblem]:
    missing = " ".join(
        f"WHEN '{t.name}' THEN NOT EXISTS (SELECT 1 FROM {t.table} r WHERE r.uid = c.record_uid)" for t in kinds
    )
    rows = connection.execute(
        f"SELECT device_id, seq, record_type, record_uid FROM chain c WHERE CASE c.record_type {missing} ELSE 1 END"
    )
    return [
        ChainProblem(device_id, seq, record_type, uid, translate("verify", "its record is missing from the log"))
        if record_type in RECORD_TYPE
        else ChainProblem(
            device_id,
            seq,
            record_type,
            uid,
            translate("verify", "{kind!r} is not a kind of record").format(kind=record_type),
        )
        for device_id, seq, record_type, uid in rows
    ]


@dataclass(frozen=True)
class _BrokenLink:
    """A chain entry that does not follow the entry before it."""

    device_id: str
    seq: int
    record_type: str
    uid: str
    prev_hash: str
    follows_other: bool
    """the entry before it is there, with another hash"""
    held_before: int | None
    """after a gap: the last position held before it (None: none)"""


def _link_broken(entry: str, before: str, signature: str) -> str:
    """SQL: whether chain entry `entry` names a predecessor while first in its chain, follows neither the seal nor the
    hash of `before`, the entry before it (`records.follows`), or comes after a gap (`before` not held); parameter
    `:genesis` is `GENESIS_HASH`.

    The seal is made in SQLite, as `records.seal` makes it (the bytes as stored), and hashed in Python: only for an
    entry that does not name its predecessor's bare hash (a record written before links were sealed). `signature`:
    `before`'s, or NULL for a copy from before records were signed (schema 2 and 3), which has none to seal."""
    return (
        f"CASE WHEN {entry}.seq = 1 THEN {entry}.prev_hash != :genesis WHEN {before}.seq IS NULL THEN 1 "
        f"WHEN {before}.hash IS {entry}.prev_hash THEN 0 "
        f"ELSE floordesk_sha256({_seal_source(before, signature)}) IS NOT {entry}.prev_hash END"
    )


def _seal_source(before: str, signature: str) -> str:
    """SQL: what `records.seal` hashes for chain entry `before`, the bytes as stored: its hash, a colon, `signature`."""
    return f"CAST({before}.hash || ':' || coalesce({signature}, '') AS BLOB)"


def _broken_links(connection: sqlite3.Connection, entries: set[tuple[str, int]]) -> list[_BrokenLink]:
    """Of these chain entries, those that name a predecessor while first in their chain, follow neither the seal nor
    the hash of the entry before them, or come after a gap (`_link_broken`), in chain order.

    No work in a log whose every link holds; otherwise one walk of the chains, however many entries are asked
    about (looking each up would bind its device's id, which a damaged byte may have left without text to bind)."""
    if not entries:
        return []
    connection.create_function("floordesk_sha256", 1, _sha256_hex, deterministic=True)
    signature = "b.signature" if "signature" in table_columns(connection, "chain") else "NULL"
    rows = connection.execute(
        "SELECT a.device_id, a.seq, a.record_type, a.record_uid, a.prev_hash, b.seq IS NOT NULL FROM chain a "
        "LEFT JOIN chain b ON b.device_id = a.device_id AND b.seq = a.seq - 1 "
        f"WHERE {_link_broken('a', 'b', signature)}",
        {"genesis": GENESIS_HASH},
    ).fetchall()
    links = []
    for device_id, seq, record_type, uid, prev_hash, follows_other in rows:
        if (device_id, seq) not in entries:
            continue
        held_before = None
        if seq != 1 and not follows_other:
            held_before = connection.execute(
                "SELECT max(seq) FROM chain WHERE device_id = ? AND seq < ?", (device_id, seq)
            ).fetchone()[0]
        links.append(_BrokenLink(device_id, seq, record_type, uid, prev_hash, bool(follows_other), held_before))
    return links


def _link_problems(
    connection: sqlite3.Connection,
    links: list[_BrokenLink],
    merged_here: list[_Segment],
    own_device: str | None,
    signatures: bool,
) -> list[ChainProblem]:
    starts = {(s.device_id, s.first_seq, s.prev_hash) for s in merged_here}
    problems: list[ChainProblem] = []
    for link in links:
        device_id, seq = link.device_id, link.seq
        if seq == 1:
            message = translate("verify", "it is first in its chain but names a predecessor")
        elif link.follows_other and signatures and (changed := _signature_changed(connection, device_id, seq - 1)):
            problems.append(changed)
            continue
        elif link.follows_other:
            message = translate(
                "verify", "it does not follow the record before it (position {seq} was changed or replaced)"
            ).format(seq=seq - 1)
        else:
            gap = ((link.held_before or 0) + 1, seq - 1)
            # A segment this log merged may start after records it never had, not after records it lost; this
            # laptop's own chain was all written here, so a gap in it is always a loss.
            if (
                device_id != own_device
                and (device_id, seq, link.prev_hash) in starts
                and not any(s.overlaps(device_id, *gap) for s in merged_here)
            ):
                continue
            message = _missing_before(*gap)
        problems.append(ChainProblem(device_id, seq, link.record_type, link.uid, message))
    return problems


def _unaccounted_problems(
    connection: sqlite3.Connection, heads: tuple[ChainHead, ...], merged_here: list[_Segment], own_device: str | None
) -> list[ChainProblem]:
    """Another laptop's records that no import record of this log's own chain names: written into the file.

    One problem per run of such records, named by its first. Only the stretches between the merged segments are
    read, so a log of a few devices costs a few queries whatever its size.
    """
    problems: list[ChainProblem] = []
    for head in heads:
        if head.device_id == own_device:
            continue
        covered = sorted((s.first_seq, s.last_seq) for s in merged_here if s.device_id == head.device_id)
        start = 1
        stretches = []
        for first, last in covered:
            if first > start:
                stretches.append((start, first - 1))
            start = max(start, last + 1)
        stretches.append((start, INTEGER_MAX))
        for low, high in stretches:
            rows = connection.execute(
                "SELECT seq, record_type, record_uid FROM chain WHERE device_id = ? AND seq BETWEEN ? AND ? "
                "ORDER BY seq",
                (head.device_id, low, high),
            ).fetchall()
            for run in _runs(rows):
                first_seq, record_type, uid = run[0]
                message = translate(
                    "verify",
                    "position {positions} of this chain came in by no import of this log: "
                    "they were written into the file (injected)",
                ).format(positions=_positions(first_seq, run[-1][0]))
                problems.append(ChainProblem(head.device_id, first_seq, record_type, uid, message))
    return problems


def _runs(rows: list[tuple[int, str, str]]) -> list[list[tuple[int, str, str]]]:
    """Chain entries (in order) grouped into runs of consecutive positions."""
    runs: list[list[tuple[int, str, str]]] = []
    for row in rows:
        if runs and runs[-1][-1][0] == row[0] - 1:
            runs[-1].append(row)
        else:
            runs.append([row])
    return runs


def _approval_problems(connection: sqlite3.Connection, merged_here: list[_Segment]) -> list[ChainProblem]:
    """Each merged segment's key was approved, and not revoked since, when the import that merged it was recorded:
    in the order of this laptop's chain, whatever the records' clocks say."""
    decisions = decisions_in_chain_order(connection)
    problems: list[ChainProblem] = []
    for segment in merged_here:
        key = key_in_force(connection, segment.device_id, segment.last_seq)
        if key is None or not _HEX_KEY.fullmatch(key):
            continue  # no key, or a damaged one: the signature check names it
        digits = fingerprint_digits(fingerprint(key))
        standing = [approved for seq, decided, approved in decisions if decided == digits and seq < segment.import_seq]
        if standing and standing[-1]:
            continue
        why = (
            translate("verify", "its approval was revoked")
            if standing
            else translate("verify", "it was approved only later")
        )
        row = connection.execute(
            "SELECT record_type, record_uid FROM chain WHERE device_id = ? AND seq = ?",
            (segment.device_id, segment.last_seq),
        ).fetchone()
        if row is None:
            continue  # the segment's records are missing: `_segment_problems` names them
        message = translate(
            "verify",
            "its device's key was not approved in this laptop's chain when the import that brought it was "
            "recorded ({why})",
        ).format(why=why)
        problems.append(ChainProblem(segment.device_id, segment.last_seq, row[0], row[1], message))
    return problems


def _run_ends(links: list[_BrokenLink], heads: tuple[ChainHead, ...]) -> set[tuple[str, int]]:
    """The last entry of every run of every chain: each chain's head, and the last entry before each gap."""
    ends = {(head.device_id, head.last_seq) for head in heads}
    ends.update((link.device_id, link.held_before) for link in links if link.held_before is not None)
    return ends


_MERGED_MISSING = numerus(
    "verify", "%n record(s) it merged from device {label} (position {positions}) are missing from the log", "", 0
)


def _segment_problems(connection: sqlite3.Connection, segments: list[_Segment]) -> list[ChainProblem]:
    """Each merged segment still whole, and ending with the record that was merged."""
    problems: list[ChainProblem] = []
    for segment in segments:
        held, label, last_type, last_uid, last_hash = connection.execute(
            "SELECT (SELECT count(*) FROM chain WHERE device_id = :device AND seq BETWEEN :first AND :last), "
            "coalesce((SELECT label FROM devices WHERE device_id = :device), :device), "
            "l.record_type, l.record_uid, l.hash "
            "FROM (SELECT 1) LEFT JOIN chain l ON l.device_id = :device AND l.seq = :last",
            {"device": segment.device_id, "first": segment.first_seq, "last": segment.last_seq},
        ).fetchone()
        merged = segment.last_seq - segment.first_seq + 1
        if held < merged:
            message = translate("verify", _MERGED_MISSING, "", merged - held).format(
                label=label, positions=_positions(segment.first_seq, segment.last_seq)
            )
            problems.append(ChainProblem(segment.device_id, None, "import", segment.import_uid, message))
        if last_hash is not None and last_hash != segment.last_hash:
            message = translate("verify", "it is not the record that import {uid} merged at this position").format(
                uid=segment.import_uid
            )
            problems.append(ChainProblem(segment.device_id, segment.last_seq, last_type, last_uid, message))
    return problems


def _seen_by_imports(segments: list[_Segment], merged_here: list[_Segment]) -> list[Witness]:
    """The chain heads import records saw on other laptops (segments merged here are checked with the records they
    merged, by `_segment_problems`)."""
    return [
        Witness(
            s.import_uid,
            s.device_id,
            s.last_seq,
            s.last_hash,
            translate("verify", "import {uid}").format(uid=s.import_uid),
            printed=False,
        )
        for s in segments
        if s not in merged_here
    ]


def _witness_problems(connection: sqlite3.Connection, witnesses: list[Witness]) -> list[ChainProblem]:
    """Every witnessed head (another laptop's import, a printed report's code) is still the record there.

    A chain rewritten after another laptop merged it is caught here once that laptop's import record comes back;
    a head entered from a printed report was in this log when entered, so it being gone is a problem too.
    """
    problems: list[ChainProblem] = []
    for witness in witnesses:
        row = connection.execute(
            "SELECT record_type, record_uid, hash FROM chain WHERE device_id = ? AND seq = ?",
            (witness.device_id, witness.seq),
        ).fetchone()
        if row is None and witness.printed:
            message = translate(
                "verify", "the record {by} witnessed here is missing: the chain was cut short after it"
            ).format(by=witness.by)
            problems.append(ChainProblem(witness.device_id, witness.seq, None, None, message))
        elif row is not None and row[2] != witness.hash:
            message = translate(
                "verify", "it is not the record {by} saw at this position: the chain was rewritten"
            ).format(by=witness.by)
            problems.append(ChainProblem(witness.device_id, witness.seq, row[0], row[1], message))
    return problems


def _signature_problems(
    connection: sqlite3.Connection, own_key: str | None, ends: set[tuple[str, int]], links: list[_BrokenLink]
) -> list[ChainProblem]:
    """The last record of every run of every chain (`ends`) is signed by its device's key in force there, a key
    that is this laptop's own or one an administrator here approved. Each record's hash covers the chain before it,
    so these signatures vouch for every record (checking each record's would cost a second per 3,000)."""
    own = connection.execute("SELECT device_id FROM this_device").fetchone()
    own_device = None if own is None else own[0]
    # A revoked key was approved when its records came in: they stay, and the heads say it was revoked.
    approved = approved_fingerprints(connection) | set(revocations(connection))
    problems: list[ChainProblem] = []
    for device_id, seq in sorted(ends):
        record_type, uid, digest, signature = connection.execute(
            "SELECT record_type, record_uid, hash, signature FROM chain WHERE device_id = ? AND seq = ?",
            (device_id, seq),
        ).fetchone()
        key = signer_of(connection, device_id, seq)
        if key is None:
            message = translate(
                "verify",
                "no key of its device signs it (written before FloorDesk signed records?): nothing vouches for it",
            )
        elif not signature_valid(key, digest, signature):
            message = translate(
                "verify", "its signature is not its device's: the chain up to here was not written by that device"
            )
            problems.extend(_first_unsigned(connection, device_id, _run_start(connection, device_id, seq, links), seq))
        elif device_id == own_device and own_key is not None and key != own_key:
            message = translate("verify", "this laptop's chain is signed by a key that is not this laptop's")
        elif device_id != own_device and fingerprint_digits(fingerprint(key)) not in approved:
            message = translate("verify", "its device's key ({fingerprint}) was never approved here").format(
                fingerprint=fingerprint(key)
            )
        else:
            continue
        problems.append(ChainProblem(device_id, seq, record_type, uid, message))
    return problems


def _run_start(connection: sqlite3.Connection, device_id: str, end: int, links: list[_BrokenLink]) -> int:
    """The first position of the run of a device's chain that ends at `end`: after the last gap before it."""
    (first,) = connection.execute("SELECT min(seq) FROM chain WHERE device_id = ?", (device_id,)).fetchone()
    after_gaps = [link.seq for link in links if link.device_id == device_id and link.held_before and link.seq <= end]
    return max([int(first), *after_gaps])


def _first_unsigned(connection: sqlite3.Connection, device_id: str, start: int, end: int) -> list[ChainProblem]:
    """The first record of a run whose signature fails (the run's end, `end`, fails), if it is not the end: what a
    record changed and the chain after it hashed again (or a signature changed) leaves.

    Each record's hash covers the chain before it, so from the first record that differs from what was signed every
    signature fails, and before it every one holds: a bisection finds it in a few signature checks, not one a record.
    """
    low, high = start, end
    while low < high:
        middle = (low + high) // 2
        digest, signature = connection.execute(
            "SELECT hash, signature FROM chain WHERE device_id = ? AND seq = ?", (device_id, middle)
        ).fetchone()
        key = signer_of(connection, device_id, middle)
        # Before its chain's first key record (the device record written with it) a record is vouched for by the
        # signatures after it, as everything before a valid signature is.
        if key is None or signature_valid(key, digest, signature):
            low = middle + 1
        else:
            high = middle
    if low == end:
        return []
    record_type, uid = connection.execute(
        "SELECT record_type, record_uid FROM chain WHERE device_id = ? AND seq = ?", (device_id, low)
    ).fetchone()
    message = translate(
        "verify",
        "it is the first record of its run that its device did not sign: it was changed, and the chain after it "
        "hashed again, without the device's key",
    )
    return [ChainProblem(device_id, low, record_type, uid, message)]


def _signature_changed(connection: sqlite3.Connection, device_id: str, seq: int) -> ChainProblem | None:
    """The record at `seq`, which the record after it does not follow, if its own signature is not its device's: its
    signature was changed, or its content changed and hashed again, after the record after it was linked to it (None:
    it is signed, or nothing must sign it: the record after it names another predecessor, and is named itself).

    Before its chain's first key record a record is signed by that key, as the key record itself is (2.3)."""
    record_type, uid, digest, signature = connection.execute(
        "SELECT record_type, record_uid, hash, signature FROM chain WHERE device_id = ? AND seq = ?", (device_id, seq)
    ).fetchone()
    key = signer_of(connection, device_id, seq) or first_key(connection, device_id)
    if key is None or signature_valid(key, digest, signature):
        return None
    message = translate(
        "verify",
        "its signature is not its device's, and the record after it was linked to another hash or signature: it "
        "was changed after that record was written (its signature altered, or its content hashed again)",
    )
    return ChainProblem(device_id, seq, record_type, uid, message)


def _positions(first: int, last: int) -> str:
    return f"{first}" if first == last else translate("verify", "{first} to {last}").format(first=first, last=last)


def _missing_before(first: int, last: int) -> str:
    if first == last:
        return translate("verify", "the record before it (position {seq}) is missing from the log").format(seq=first)
    return translate("verify", "the records before it (positions {first} to {last}) are missing from the log").format(
        first=first, last=last
    )


@dataclass(frozen=True)
class _Segment:
    """A run of one device's chain that an import record says it merged."""

    import_uid: str
    device_id: str
    first_seq: int
    prev_hash: str
    last_seq: int
    last_hash: str
    import_device: str | None = None
    """the chain holding the import record that names it, and its position there"""
    import_seq: int = 0

    def overlaps(self, device_id: str, first: int, last: int) -> bool:
        return self.device_id == device_id and self.first_seq <= last and first <= self.last_seq


def _merged_segments(connection: sqlite3.Connection, altered: set[str | None]) -> list[_Segment]:
    """The segments that import records name, but for the `altered` import records, each with where its import
    record is.

    An import record whose segments cannot be read vouches for nothing (and fails its own hash). One in another
    laptop's chain speaks for the log that wrote it, not for this one: a date-range export carries it without the
    records it merged.
    """
    segments: list[_Segment] = []
    rows = connection.execute(
        # CROSS JOIN: from the few imports to their entries (left to choose, SQLite walked the whole chain).
        "SELECT i.uid, i.segments, c.device_id, c.seq FROM imports i CROSS JOIN chain c ON c.record_uid = i.uid"
    )
    for uid, text, device_id, seq in rows:
        if uid in altered:
            continue
        try:
            listed: Any = read_json(text)
            named = [
                _Segment(
                    uid, s["device"], s["first_seq"], s["prev_hash"], s["last_seq"], s["last_hash"], device_id, seq
                )
                for s in listed
            ]
        except (ValueError, TypeError, KeyError):  # UnreadableJson too: nested too deeply, say
            continue
        segments.extend(s for s in named if _well_formed(s))
    return segments


def _well_formed(segment: _Segment) -> bool:
    texts = (segment.device_id, segment.prev_hash, segment.last_hash)
    seqs = (segment.first_seq, segment.last_seq)
    return (
        all(is_storable_text(text) for text in texts)
        and all(is_whole_number(seq, minimum=1, maximum=INTEGER_MAX) for seq in seqs)
        and segment.first_seq <= segment.last_seq
    )


_HEX_KEY = re.compile(r"[0-9a-f]{64}")


def _heads(connection: sqlite3.Connection) -> tuple[ChainHead, ...]:
    # Counted first, then labelled: a label looked up for each of a million entries cost seconds.
    rows = connection.execute(
        "SELECT c.device_id, coalesce(d.label, c.device_id), c.records, c.last_seq, "
        "(SELECT h.hash FROM chain h WHERE h.device_id = c.device_id AND h.seq = c.last_seq) "
        "FROM (SELECT device_id, count(*) AS records, max(seq) AS last_seq FROM chain GROUP BY device_id) c "
        "LEFT JOIN devices d ON d.device_id = c.device_id ORDER BY c.device_id"
    ).fetchall()
    revoked = revocations(connection)
    heads = []
    for row in rows:
        key = key_in_force(connection, row[0])
        revocation, shown = None, None
        if key is not None and _HEX_KEY.fullmatch(key):  # a damaged key is named by its own hash check
            shown = fingerprint(key)
            revocation = revoked.get(fingerprint_digits(shown) or "")
        described = None if revocation is None else revocation.describe()
        heads.append(replace(ChainHead(*row), revoked=described, fingerprint=shown))
    return tuple(heads)
