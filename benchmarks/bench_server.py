"""The shared floor at scale (issue 18): 50 laptops' logs of 20,000 incidents each on one PostgreSQL.

Targets: one laptop's synchronisation of 1,000 new records in both directions
(1,000 of its own sent, 1,000 of another laptop's received and merged by the
authenticated import) < 2 s; the player-history query a penalty wizard makes
< 20 ms. The wizard reads the laptop's own log (`penalty_history`), so it is
measured there, on a log holding every record received from the server; the
same history read on the server itself (a player's penalties and their
incidents, by the server's indexes) is measured too. Run with

    uv run python benchmarks/bench_server.py [--laptops 50] [--incidents 20000] [--rounds 3]

It starts its own PostgreSQL cluster in a temporary folder (as the tests do; fsync on,
as a real server runs). How the floor is made: a template laptop records a chip race
and a penalty through the real API; each synthetic laptop gets its own device id and
Ed25519 key, its staff, event, table and 400 players cloned from the template, and
then its incidents (one in ten a penalty on one of its players, with its penalty
record), each hashed into its chain and signed (a receive checks every row's signature,
as `verify --server` does). The chains go to the server by COPY
through the server's own chain trigger. The laptop measured is a real log whose
administrator approved the 50 keys; it first receives the whole floor (timed too).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import psycopg

from floordesk.service.penalties import penalty_history
from floordesk.store.incidents import PenaltyDraft
from floordesk.store.records import GENESIS_HASH, new_uid, record_hash, utc_text
from floordesk.store.server import receive as server_receive
from floordesk.store.server.schema import WRITER_ROLE, init_server
from floordesk.store.server.sync import synchronise
from floordesk.store.server.verify import verify_server
from floordesk.store.signing import DeviceKey
from tests.store.conftest import Clock, Floor, make_floor
from tests.store.server.cluster import Cluster, running_cluster

PLAYERS = 400
PENALTY_EVERY = 10
_COPY = "COPY records (device_id, seq, record_type, record_uid, prev_hash, hash, signature, fields) FROM STDIN"


@dataclass
class Template:
    """One record of each kind the synthetic laptops write, as a real FloorDesk wrote it."""

    prologue: list[tuple[str, dict[str, Any]]]
    """device, device_key, staff, event, table: cloned once per laptop"""
    player: dict[str, Any]
    chip_race: dict[str, Any]
    penalty_incident: dict[str, Any]
    penalty: dict[str, Any]
    template_player: str


@dataclass
class Laptop:
    """A synthetic laptop's chain as far as it has been written."""

    device: str
    key: DeviceKey
    uids: dict[str, str]
    """template uid -> this laptop's uid"""
    event: str = ""
    players: list[str] = field(default_factory=list)
    seq: int = 0
    head: str = GENESIS_HASH
    number: int = 0
    moment: datetime = field(default_factory=lambda: datetime.now().astimezone() - timedelta(days=30))


def template(folder: Path) -> Template:
    floor = make_floor(folder / "floordesk.sqlite3", label="template")
    floor.record()
    floor.record(
        kind="penalty", rule=52, inputs={"offence": "soft_play"}, penalties=[PenaltyDraft(floor.players[0], "warning")]
    )
    floor.store.export(folder / "template.fdlog")
    floor.store.close()
    records = [json.loads(line) for line in (folder / "template.fdlog").read_text().splitlines()[1:-1]]
    by_type: dict[str, list[dict[str, Any]]] = {}
    for record in records:
        by_type.setdefault(record["type"], []).append(record["fields"])
    once = ("device", "device_key", "staff", "event", "table")
    prologue = [(r["type"], r["fields"]) for r in records if r["type"] in once]
    incidents = by_type["incident"]
    return Template(
        prologue,
        by_type["player"][0],
        incidents[0],
        incidents[1],
        by_type["penalty"][0],
        floor.players[0],
    )


def _stamp(laptop: Laptop, fields: dict[str, Any]) -> None:
    laptop.moment += timedelta(seconds=1)
    fields["uid"] = new_uid()
    fields["recorded_utc"] = utc_text(laptop.moment)
    fields["recorded_local"] = laptop.moment.isoformat(timespec="microseconds")


def _row(laptop: Laptop, record_type: str, fields: dict[str, Any]) -> tuple[Any, ...]:
    laptop.seq += 1
    digest = record_hash(record_type, laptop.device, laptop.seq, laptop.head, fields)
    row = (
        laptop.device,
        laptop.seq,
        record_type,
        fields["uid"],
        laptop.head,
        digest,
        laptop.key.sign(digest),
        json.dumps(fields, ensure_ascii=False, separators=(",", ":")),
    )
    laptop.head = digest
    return row


def _remapped(laptop: Laptop, fields: dict[str, Any]) -> dict[str, Any]:
    made = {}
    for name, value in fields.items():
        made[name] = laptop.uids.get(value, value) if isinstance(value, str) else value
    return made


def new_laptop(number: int, shape: Template) -> tuple[Laptop, list[tuple[Any, ...]]]:
    device = new_uid()
    laptop = Laptop(device, DeviceKey.generate(), {})
    rows = []
    for record_type, fields in shape.prologue:
        old_uid = fields["uid"]
        made = _remapped(laptop, fields)
        _stamp(laptop, made)
        laptop.uids[old_uid] = made["uid"]
        if record_type == "device":
            made.update(device_id=device, label=f"laptop-{number:02}")
        elif record_type == "device_key":
            made.update(device_id=device, public_key=laptop.key.public_hex)
        elif record_type == "event":
            laptop.event = made["uid"]
        rows.append(_row(laptop, record_type, made))
    for index in range(PLAYERS):
        made = _remapped(laptop, shape.player)
        _stamp(laptop, made)
        made.update(registration=f"L{number:02}-{index:04}", name=f"Player {number:02}-{index:04}")
        laptop.players.append(made["uid"])
        rows.append(_row(laptop, "player", made))
    return laptop, rows


def incidents(laptop: Laptop, shape: Template, records: int, rng: random.Random) -> Iterator[tuple[Any, ...]]:
    """`records` more records of the laptop's chain: incidents, one in ten a penalty with its penalty record."""
    written = 0
    while written < records:
        player = rng.choice(laptop.players)
        laptop.number += 1
        penalised = laptop.number % PENALTY_EVERY == 0 and written + 2 <= records
        base = shape.penalty_incident if penalised else shape.chip_race
        made = _remapped(laptop, base)
        _stamp(laptop, made)
        made.update(device_id=laptop.device, number=laptop.number)
        made["parties"] = made["parties"].replace(shape.template_player, player)
        written += 1
        yield _row(laptop, "incident", made)
        if penalised:
            penalty = _remapped(laptop, shape.penalty)
            _stamp(laptop, penalty)
            penalty.update(incident_uid=made["uid"], player_uid=player, recorded_utc=made["recorded_utc"])
            penalty["recorded_local"] = made["recorded_local"]
            written += 1
            yield _row(laptop, "penalty", penalty)


def copy_rows(connection: psycopg.Connection[tuple[Any, ...]], rows: Iterator[tuple[Any, ...]]) -> int:
    count = 0
    with connection.cursor() as cursor, cursor.copy(_COPY) as copy:
        for row in rows:
            copy.write_row(row)
            count += 1
    connection.commit()
    return count


def _median_ms(samples: list[float]) -> str:
    return f"median {statistics.median(samples) * 1000:.2f} ms, max {max(samples) * 1000:.2f} ms over {len(samples)}"


def run(laptops: int, per_laptop: int, rounds: int) -> None:
    rng = random.Random(2009)
    real_disk = "-c fsync=on -c full_page_writes=on -c max_wal_size=4GB"
    with (
        running_cluster(settings=real_disk) as cluster,
        tempfile.TemporaryDirectory(prefix="floordesk-bench-server-") as scratch,
    ):
        folder = Path(scratch)
        dsn = _database(cluster)
        writer_dsn = cluster.dsn("bench", WRITER_ROLE)
        shape = template(folder / "template")

        started = time.perf_counter()
        floor: list[Laptop] = []
        total = 0
        with psycopg.connect(dsn) as connection:
            for number in range(laptops):
                laptop, prologue = new_laptop(number, shape)
                floor.append(laptop)
                total += copy_rows(connection, iter(prologue))
                total += copy_rows(connection, incidents(laptop, shape, per_laptop * 11 // 10, rng))
            connection.execute("ANALYZE records")
            size = connection.execute("SELECT pg_size_pretty(pg_total_relation_size('records'))").fetchone()
        made_s = time.perf_counter() - started
        print(
            f"server: {laptops} laptops, {total:,} records ({laptops * per_laptop:,} incidents), synthesized and "
            f"copied in {made_s:.1f} s ({total / made_s:,.0f} records/s); table and indexes {size[0]}"
        )

        # The test clock moves a second per reading: started a day back, the desk's records stay in the past (a
        # record dated past the server's clock plus ten minutes is a fast laptop's, which verify --server names).
        started_at = datetime.now().astimezone() - timedelta(days=1)
        desk = make_floor(folder / "desk" / "floordesk.sqlite3", label="desk", clock=Clock(started_at))
        for laptop in floor:
            desk.store.devices.approve(laptop.key.fingerprint, "a laptop of the floor", desk.admin)
        started = time.perf_counter()
        joined = synchronise(desk.store, writer_dsn, desk.manager, receive_limit=10**9)
        joined_s = time.perf_counter() - started
        print(
            f"a new laptop receives the whole floor: {joined.received:,} records in {joined_s:.1f} s "
            f"({joined.received / joined_s:,.0f} records/s)"
        )

        timings: list[float] = []
        cpu: list[float] = []
        merging = _timed(server_receive, "import_log")
        indexing = _timed(desk.store, "document_pending")
        for _ in range(rounds):
            other = floor[rng.randrange(laptops)]
            with psycopg.connect(dsn) as connection:
                copy_rows(connection, incidents(other, shape, 1_000, rng))
            for _record in range(1_000):
                desk.record()
            merging.clear()
            indexing.clear()
            started, started_cpu = time.perf_counter(), time.process_time()
            report = synchronise(desk.store, writer_dsn, desk.manager)
            timings.append(time.perf_counter() - started)
            cpu.append(time.process_time() - started_cpu)
            assert report.received == 1_000, report
            assert not report.refused, report
            print(
                f"  round: {report.summary()} in {timings[-1]:.3f} s (CPU {cpu[-1]:.3f} s here), of which the "
                f"import's merge {merging[0]:.3f} s and the received incidents' search documents {sum(indexing):.3f} s"
            )
        print(f"one laptop's synchronisation of 1,000 records each way: {_median_ms(timings)} (target < 2,000 ms)")
        print(f"  its CPU time in this process: {_median_ms(cpu)}; load average {os.getloadavg()[0]:.2f}")

        local, server_side = _histories(desk, floor, writer_dsn, rng)
        print(f"penalty wizard's history on the laptop's log ({_log_size(desk)}): {_median_ms(local)} (target < 20 ms)")
        print(f"the same history read on the server: {_median_ms(server_side)}")

        started = time.perf_counter()
        checked = verify_server(writer_dsn)
        verify_s = time.perf_counter() - started
        print(f"verify --server: {checked.records:,} records, ok={checked.ok}, in {verify_s:.1f} s")
        desk.store.close()


def _timed(owner: object, name: str) -> list[float]:
    """Time each call of `owner.name` (the synchronisation's merge, or its search documents): the list it fills."""
    taken: list[float] = []
    function = getattr(owner, name)

    def timed(*args: Any, **options: Any) -> Any:
        started = time.perf_counter()
        try:
            return function(*args, **options)
        finally:
            taken.append(time.perf_counter() - started)

    setattr(owner, name, timed)
    return taken


def _database(cluster: Cluster) -> str:
    with cluster.admin() as connection:
        connection.execute("CREATE DATABASE bench")
    dsn = cluster.dsn("bench")
    init_server(dsn)
    return dsn


_SERVER_HISTORY = """
    SELECT i.fields ->> 'number', i.fields ->> 'table_uid', i.fields ->> 'recorded_local', p.fields ->> 'penalty'
    FROM records p JOIN records i ON i.record_uid = p.fields ->> 'incident_uid'
    WHERE p.record_type = 'penalty' AND p.fields ->> 'player_uid' = %s AND i.fields ->> 'event_uid' = %s
    ORDER BY i.fields ->> 'recorded_utc'
"""
"""A player's penalties in an event and their incidents: what the penalty wizard lists, read on the server."""


def _histories(desk: Floor, floor: list[Laptop], dsn: str, rng: random.Random) -> tuple[list[float], list[float]]:
    local, server_side = [], []
    with psycopg.connect(dsn) as connection:
        for _ in range(100):
            laptop = rng.choice(floor)
            player = rng.choice(laptop.players)
            started = time.perf_counter()
            penalty_history(desk.store, laptop.event, player)
            local.append(time.perf_counter() - started)
            started = time.perf_counter()
            connection.execute(_SERVER_HISTORY, (player, laptop.event)).fetchall()
            server_side.append(time.perf_counter() - started)
        plan = connection.execute("EXPLAIN " + _SERVER_HISTORY, (player, laptop.event)).fetchall()
    print("server's plan: " + " / ".join(str(row[0]).strip() for row in plan if "Index" in str(row[0])))
    return local, server_side


def _log_size(desk: Floor) -> str:
    records = desk.connection.execute("SELECT count(*) FROM chain").fetchone()[0]
    return f"{records:,} records, {desk.store.path.stat().st_size / 1024**2:,.0f} MiB"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--laptops", type=int, default=50)
    parser.add_argument("--incidents", type=int, default=20_000, help="incidents per laptop")
    parser.add_argument("--rounds", type=int, default=3, help="synchronisations of 1,000 records each way")
    args = parser.parse_args()
    run(args.laptops, args.incidents, args.rounds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
