"""`log verify --server` of one laptop's signed chain: every row's signature checked one by one, against sealed runs
(issue 24), side by side in the same run.

    uv run python benchmarks/bench_verify_server.py CACHE_FOLDER [--runs 3]

The chain is the template log `bench_store.py` writes (about 11,000 records, made once into CACHE_FOLDER), copied
to a server this script starts (as the tests do; FLOORDESK_TEST_PG chooses the PostgreSQL). Each run times
`verify_server` as `floordesk log verify --server` runs it (sealed runs: one signature check per run of up to
`SEALED_RUN` rows each sealed by the next), and again with every row's signature checked as it comes (what a receive
does, and what verify did before): the same rows, the same problems (none here), medians printed.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

import psycopg
from psycopg.types.json import Jsonb

sys.path.insert(0, str(Path(__file__).parent))

import bench_server
import bench_store

from floordesk.store.log import IncidentStore
from floordesk.store.server import chains
from floordesk.store.server import verify as server_verify
from tests.store.server.cluster import running_cluster

_COPY = "COPY records (device_id, seq, record_type, record_uid, prev_hash, hash, signature, fields) FROM STDIN"


def chain_of(folder: Path) -> list[dict]:
    """The template log's records, as its export holds them (made once)."""
    export = folder / "templates.fdlog"
    if not export.exists():
        folder.mkdir(parents=True, exist_ok=True)
        bench_store.write_templates(folder / "templates.sqlite3")
        store = IncidentStore.open(folder / "templates.sqlite3", backup_every=None)
        store.export(export)
        store.close()
    return [json.loads(line) for line in export.read_text(encoding="utf-8").splitlines()][1:-1]


def every_signature(device: str, sealed_runs: bool) -> chains.ServerChain:
    return chains.ServerChain(device, sealed_runs=False)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("cache", type=Path, help="folder for the template log (made on the first run)")
    parser.add_argument("--runs", type=int, default=3)
    options = parser.parse_args()
    records = chain_of(options.cache / "verify-server")
    ways = {"every signature checked": every_signature, "sealed runs (log verify --server)": chains.ServerChain}
    times: dict[str, list[float]] = {name: [] for name in ways}
    with running_cluster() as cluster:
        dsn = bench_server._database(cluster)
        with psycopg.connect(dsn) as connection, connection.cursor() as cursor, cursor.copy(_COPY) as copy:
            for r in records:
                fields = r["fields"]
                copy.write_row(
                    (r["device"], r["seq"], r["type"], fields["uid"], r["prev_hash"], r["hash"], r["signature"],
                     Jsonb(fields))
                )  # fmt: skip
        for _ in range(options.runs):
            for name, factory in ways.items():
                server_verify.ServerChain = factory  # type: ignore[assignment]
                started = time.perf_counter()
                result = server_verify.verify_server(dsn)
                times[name].append(time.perf_counter() - started)
                if not result.ok or result.records != len(records):
                    raise SystemExit(f"the chain does not verify: {result.problems[:1]}")
    for name, seconds in times.items():
        print(f"verify --server of {len(records):,} rows, {name}: {statistics.median(seconds):.2f} s (median of "
              f"{options.runs})")  # fmt: skip
    ratio = statistics.median(times["every signature checked"]) / statistics.median(
        times["sealed runs (log verify --server)"]
    )
    print(f"sealed runs are {ratio:.1f}x faster")


if __name__ == "__main__":
    main()
