"""Store test set-up: a log on a fixed clock, staff of every role signed in, an event with a table."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from weakref import WeakKeyDictionary

import pytest

from floordesk.store.derived import DOCUMENT_ID, SEARCH_DOCUMENTS
from floordesk.store.devices import approved_fingerprints
from floordesk.store.exchange import ImportReport
from floordesk.store.incidents import IncidentDraft, Party, Recorded
from floordesk.store.log import IncidentStore
from floordesk.store.records import RECORD_TYPE, record_hash, seal, table_columns
from floordesk.store.restoring import restore_store
from floordesk.store.signing import DeviceKey, fingerprint, fingerprint_digits
from floordesk.store.staff import Role, SignedIn
from floordesk.store.tournament import EventDraft

from .pins import FAST_PINS

FILES = Path(__file__).parent / "_files"
VEGAS = timezone(timedelta(hours=-7), "PDT")


class Clock:
    """A fixed time that moves one second per reading (so records have distinct times)."""

    def __init__(self, start: datetime | None = None) -> None:
        self.now = start or datetime(2009, 6, 2, 4, 0, tzinfo=UTC).astimezone(VEGAS)

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=1)
        return self.now


@dataclass
class Floor:
    """A log with one event, one table of 9, three players and signed-in staff of every role."""

    store: IncidentStore
    admin: SignedIn
    td: SignedIn
    manager: SignedIn
    supervisor: SignedIn
    event: str
    table: str
    players: list[str]
    clock: Clock

    @property
    def connection(self) -> sqlite3.Connection:
        return self.store.connection

    def draft(self, **changes: object) -> IncidentDraft:
        values: dict[str, object] = {
            "event": self.event,
            "rule": 46,
            "kind": "chip-race",
            "narrative": "Colour-up of the T25 chips at level 5; seat 3 won the race.",
            "inputs": {"denominations_removed": [25], "players": [{"seat": 3, "player": "A"}]},
            "recommended": {"rule": 46, "stacks_after": {"A": {"100": 13}}, "explanation": ["Seat 3 wins one T100"]},
            "table": self.table,
            "parties": [Party(seat=3, player=self.players[0])],
            "witnesses": ["Dealer Bob"],
        }
        values.update(changes)
        return IncidentDraft(**values)  # type: ignore[arg-type]

    def record(self, **changes: object) -> Recorded:
        return self.store.incidents.record(self.draft(**changes), self.supervisor)


def index_pages(connection: sqlite3.Connection) -> list[int]:
    """The sizes of the full-text index's pages (its leaves and their lists' indexes: not its structure, rowid 10,
    or its averages, rowid 1)."""
    return [row[0] for row in connection.execute("SELECT length(block) FROM search_index_data WHERE id > 10")]


def make_floor(path: Path, *, label: str = "floor-1", clock: Clock | None = None) -> Floor:
    clock = clock or Clock()
    store = IncidentStore.open(path, clock=clock, device_label=label, pin_hasher=FAST_PINS, backup_every=None)
    admin = store.staff.create_first_administrator("Ada Admin", "1111")
    signed = {}
    for name, role, pin in (
        ("Tom Director", Role.TOURNAMENT_DIRECTOR, "2222"),
        ("Mia Manager", Role.MANAGER, "3333"),
        ("Sam Supervisor", Role.SUPERVISOR, "4444"),
    ):
        uid = store.staff.add(name, role, pin, admin)
        signed[role] = store.staff.sign_in(uid, pin)
    td = signed[Role.TOURNAMENT_DIRECTOR]
    event = store.tournament.register_event(
        EventDraft(12, "No-Limit Hold'em", "holdem", "2009-06-01", [{"value": 25}, {"value": 100}]), td
    )
    table = store.tournament.register_table(event, "Table 7", 9, td)
    players = [
        store.tournament.register_player(event, registration, name, signed[Role.SUPERVISOR])
        for registration, name in (("P-101", "Ana Ribeiro"), ("P-102", "Ben Okafor"), ("P-103", "Chen Wei"))
    ]
    return Floor(store, admin, td, signed[Role.MANAGER], signed[Role.SUPERVISOR], event, table, players, clock)


@pytest.fixture
def floor(tmp_path: Path) -> Iterator[Floor]:
    made = make_floor(tmp_path / "floordesk.sqlite3")
    yield made
    made.store.close()


@pytest.fixture
def floor_factory(tmp_path: Path) -> Iterator[Callable[..., Floor]]:
    opened: list[Floor] = []

    def factory(name: str, clock: Clock | None = None) -> Floor:
        made = make_floor(tmp_path / name / "floordesk.sqlite3", label=name, clock=clock)
        opened.append(made)
        return made

    yield factory
    for made in opened:
        made.store.close()


_ADMINS: WeakKeyDictionary[IncidentStore, SignedIn] = WeakKeyDictionary()


def admin_of(store: IncidentStore) -> SignedIn:
    """An administrator signed in to `store`: Ada Admin of a floor, or one made on a log nobody can sign in to yet."""
    if store not in _ADMINS:
        ada = [member for member in store.staff.find("Ada Admin") if member.has_pin]
        if ada:
            _ADMINS[store] = store.staff.sign_in(ada[0].uid, "1111")
        else:
            _ADMINS[store] = store.staff.create_first_administrator("Ida Importer", "1111")
    return _ADMINS[store]


def approve_keys_in(store: IncidentStore, export: Path) -> None:
    """Approve every other laptop's key an export names, as an administrator who compared the fingerprints would."""
    own = store.devices.own_fingerprint
    admin_of(store)
    if not export.is_file():
        return
    for raw in export.read_bytes().splitlines():
        try:
            line = json.loads(raw)
        except (ValueError, RecursionError):
            continue
        if isinstance(line, dict) and line.get("type") == "device_key" and isinstance(line.get("fields"), dict):
            shown = fingerprint(line["fields"]["public_key"])
            if shown != own and fingerprint_digits(shown) not in approved_fingerprints(store.connection):
                store.devices.approve(shown, "a laptop in the tests", admin_of(store))


def merge(store: IncidentStore, export: Path, by: SignedIn | None = None) -> ImportReport:
    """Import `export` into `store` as its administrator (or `by`), its laptops' keys approved first."""
    approve_keys_in(store, export)
    _agree_clocks(store, export)
    return store.import_file(export, by or admin_of(store))


def _agree_clocks(store: IncidentStore, export: Path) -> None:
    """Set the importing laptop's test clock no earlier than the file's newest record (their clocks agree)."""
    clock = store.journal.clock
    if not isinstance(clock, Clock) or not export.is_file():
        return
    newest = max(
        (
            line.split(b'"recorded_utc":"', 1)[1][:27]
            for line in export.read_bytes().splitlines()
            if b'"recorded_utc":"' in line
        ),
        default=None,
    )
    if newest is not None:
        moment = datetime.strptime(newest.decode(), "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC)
        clock.now = max(clock.now, moment.astimezone(clock.now.tzinfo))


DISPUTED = {
    "requested_by": "player",
    "seat": 3,
    "requested_at": "21:40",
    "before_next_deal": True,
    "camera": "Cam 14",
    "window": {"from": "21:38", "to": "21:41"},
    "review": "podium",
    "finding": "the river card was exposed",
    "error": "dealer",
    "preserve_by": "2009-06-09T04:00:00Z",
}
"""A dispute record with every field (a disputed ruling with its second reviewer is one of the records)."""


def fill_every_record_type(floor: Floor) -> None:
    """Add at least one record of every type: amendments, a penalty, rule 45, a disputed ruling signed by a second
    reviewer and its footage's place recorded, a staff change, the retention period set, the house's settings
    changed, an auditor's pack made, an import, the revocation of the imported laptop's approval, a printed report's
    code witnessed, and the restore of a backup taken after the first ruling (which takes every later record back)."""
    from floordesk.store.house import House
    from floordesk.store.incidents import PenaltyDraft

    recorded = floor.record(
        penalties=[
            PenaltyDraft(floor.players[0], "warning"),
            PenaltyDraft(floor.players[1], "missed_round", hands=8, rounds=1),
        ]
    )
    backup = floor.store.backup()
    floor.store.incidents.correct(recorded.uid, {"narrative": "Seat 3 won the race."}, "typo", floor.supervisor)
    floor.store.incidents.overrule(recorded.uid, {"rule": 46, "stacks_after": {}}, "re-dealt", floor.td)
    departing = floor.record(kind="clock", rule=49, decision={"hand": "dead"}, departure_reason="stalling")
    floor.store.incidents.void(departing.uid, "entered on the wrong table", floor.manager, floor.supervisor)
    printed = floor.record(recommended=None, decision="split the pot", table=None, kind="dispute", rule=44)
    disputed = floor.store.incidents.record(floor.draft(dispute=DISPUTED), floor.supervisor, floor.manager)
    floor.store.incidents.correct(disputed.uid, {"footage_saved_to": "NAS case 118"}, "saved", floor.supervisor)
    floor.store.witnesses.enter(printed.uid, floor.store.record_hash(printed.uid), floor.supervisor)
    floor.store.tournament.alter_event(floor.event, {"name": "NLHE"}, "shorter name", floor.td)
    floor.store.staff.deactivate(floor.manager.staff_uid, "left", floor.admin)
    floor.store.retention.set(7, "the commission keeps seven years", floor.admin)
    floor.store.house.set(House(30, True), "surveillance keeps a month", floor.td)
    floor.store.audit_packs.record(floor.td, floor.clock.now - timedelta(days=1), floor.clock.now, None, "a" * 64)
    folder = floor.store.path.parent
    second = make_floor(folder / "other" / "floordesk.sqlite3", label="floor-2")
    second.record()
    second.store.export(folder / "other.fdlog")
    second_key = second.store.devices.own_fingerprint
    second.store.close()
    merge(floor.store, folder / "other.fdlog")
    assert second_key is not None
    floor.store.devices.revoke(second_key, "retired", admin_of(floor.store))
    restore_store(floor.store, backup, "the disk reported errors", admin_of)


@pytest.fixture
def full_floor(floor: Floor) -> Floor:
    fill_every_record_type(floor)
    return floor


@pytest.fixture(scope="module")
def full_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A log with every record type (another laptop's chain merged, its key then revoked), closed: copy it to
    tamper with it."""
    path = tmp_path_factory.mktemp("full") / "floordesk.sqlite3"
    floor = make_floor(path)
    fill_every_record_type(floor)
    assert floor.store.verify().ok
    floor.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    floor.store.close()
    return path


def append_unused_page(path: Path) -> None:
    """One page more at the end of the log's file, in no table's tree nor the free list (damage only a check of the
    whole file sees)."""
    with sqlite3.connect(path) as raw:
        (page_size,) = raw.execute("PRAGMA page_size").fetchone()
        (pages,) = raw.execute("PRAGMA page_count").fetchone()
    raw.close()
    with path.open("r+b") as file:
        file.seek(pages * page_size)
        file.write(bytes(page_size))
        file.seek(28)
        file.write((pages + 1).to_bytes(4, "big"))  # the header's count of pages


def snapshot(connection: sqlite3.Connection) -> list[str]:
    """Every row of the database as SQL text: equal snapshots mean an unchanged log."""
    return list(connection.iterdump())


def drop_guards(connection: sqlite3.Connection) -> list[str]:
    """Remove the append-only triggers, as a tamperer with the file would; returns them, to put back."""
    triggers = connection.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").fetchall()
    dropped = []
    for name, sql in triggers:
        if "append_only" in name or "chained" in name or "fixed" in name:
            connection.execute(f"DROP TRIGGER {name}")
            dropped.append(sql)
    return dropped


class Tamperer(sqlite3.Connection):
    """A connection to a log file as a tamperer holding only the file: the append-only triggers dropped while it
    works, put back as it closes (a careful tamperer leaves the schema as FloorDesk made it, for verify names a
    changed schema on its own)."""

    guards: tuple[str, ...] = ()

    def unguard(self) -> None:
        self.guards += tuple(drop_guards(self))

    def put_back(self) -> None:
        for sql in self.guards:
            self.execute(sql)
        self.guards = ()

    def close(self) -> None:
        self.put_back()
        super().close()


DAMAGE_THE_INDEX = "UPDATE search_index_data SET block = x'00ff00' WHERE id = (SELECT max(id) FROM search_index_data)"
"""A tamperer's statement that damages the full-text index's structure (its last block)."""


def open_tamperer(path: Path) -> Tamperer:
    raw = sqlite3.connect(path, isolation_level=None, factory=Tamperer)
    raw.unguard()
    return raw


def rehash_chain_from(connection: sqlite3.Connection, device: str, seq: int, key: DeviceKey | None = None) -> None:
    """Hash a device's chain again from `seq` to its end after a change there, as a tamperer would: signed with
    `key` if they hold it, else with the signatures left as they were."""
    rows = connection.execute(
        "SELECT seq, record_type, record_uid, prev_hash FROM chain WHERE device_id = ? AND seq >= ? ORDER BY seq",
        (device, seq),
    ).fetchall()
    prev = rows[0][3]
    for at, record_type, uid, _old_prev in rows:
        table = RECORD_TYPE[record_type].table if record_type in RECORD_TYPE else None
        row = None if table is None else connection.execute(f"SELECT * FROM {table} WHERE uid = ?", (uid,)).fetchone()
        if table is None or row is None:
            return  # no record to hash it from (its uid or type changed, say)
        digest = record_hash(
            record_type, device, at, prev, dict(zip(table_columns(connection, table), row, strict=True))
        )
        connection.execute(
            "UPDATE chain_entries SET prev_hash = ?, hash = ? WHERE device_id = ? AND seq = ?",
            (prev, digest, device, at),
        )
        if key is not None:
            connection.execute(
                "UPDATE chain_entries SET signature = ? WHERE device_id = ? AND seq = ?", (key.sign(digest), device, at)
            )
        (signature,) = connection.execute(
            "SELECT signature FROM chain WHERE device_id = ? AND seq = ?", (device, at)
        ).fetchone()
        prev = seal(digest, signature)


def search_documents(connection: sqlite3.Connection) -> dict[str, tuple[int, str, str]]:
    """Each incident's search document as the records give it, under the rowid its facts give it:
    (rowid, text, filter words)."""
    connection.execute("CREATE TEMP TABLE IF NOT EXISTS refresh_scope (uid TEXT PRIMARY KEY)")
    connection.execute("INSERT OR IGNORE INTO temp.refresh_scope SELECT uid FROM incidents")
    try:
        made = connection.execute(SEARCH_DOCUMENTS).fetchall()
    finally:
        connection.execute("DELETE FROM temp.refresh_scope")
    facts = connection.execute(f"SELECT {DOCUMENT_ID}, incident_uid FROM incident_facts f")
    incidents = dict(facts.fetchall())
    return {incidents[rowid]: (rowid, document, words) for rowid, document, words in made}


def queued_documents(store: IncidentStore) -> list[str]:
    """The incidents waiting for their search documents, by uid."""
    return [uid for (uid,) in store.connection.execute("SELECT incident_uid FROM search_pending ORDER BY 1")]


def documented(store: IncidentStore, incident_uid: str) -> bool:
    """Whether the full-text index holds the incident's current search document."""
    found = store.connection.execute(
        f"SELECT count(*) FROM incident_facts f WHERE f.incident_uid = ? AND {DOCUMENT_ID} IN "
        "(SELECT rowid FROM search_index)",
        (incident_uid,),
    ).fetchone()
    return bool(found[0])
