"""Window > Floor server…'s "Test connection" on the shared floor at scale: how long its worker thread waits.

The floor is bench_server's (50 synthetic laptops' chains of 20,000 incidents each, by
COPY through the server's chain trigger), and every second laptop has approved the
laptop tested (a device_approval record at the end of its chain). The test reads the
schema version, each laptop's last word on this laptop's key, and this laptop's
position on the server (`probe_server`). No target is set by the issue; the window
never waits on it (a worker thread, a 30 s statement timeout). Run with

    uv run python benchmarks/bench_server_probe.py [--laptops 50] [--incidents 20000] [--rounds 10]
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

import psycopg

sys.path.insert(0, str(Path(__file__).parent))

import bench_server

from floordesk.store.server.probe import probe_server
from floordesk.store.server.schema import WRITER_ROLE
from floordesk.store.signing import fingerprint_digits
from tests.store.conftest import Clock, make_floor
from tests.store.server.cluster import running_cluster


def run(laptops: int, per_laptop: int, rounds: int) -> None:
    rng = random.Random(2009)
    with running_cluster() as cluster, tempfile.TemporaryDirectory(prefix="floordesk-bench-probe-") as scratch:
        folder = Path(scratch)
        dsn = bench_server._database(cluster)
        shape = bench_server.template(folder / "template")
        desk = make_floor(folder / "desk" / "floordesk.sqlite3", label="desk", clock=Clock(datetime.now().astimezone()))
        own = desk.store.devices.own_fingerprint
        assert own is not None
        total = 0
        with psycopg.connect(dsn) as connection:
            for number in range(laptops):
                laptop, prologue = bench_server.new_laptop(number, shape)
                total += bench_server.copy_rows(connection, iter(prologue))
                chain = bench_server.incidents(laptop, shape, per_laptop * 11 // 10, rng)
                total += bench_server.copy_rows(connection, chain)
                if number % 2 == 0:
                    approval = {"recorded_by": None, "fingerprint": fingerprint_digits(own), "label": "desk"}
                    bench_server._stamp(laptop, approval)
                    row = bench_server._row(laptop, "device_approval", approval, sign=True)
                    total += bench_server.copy_rows(connection, iter([row]))
            connection.execute("ANALYZE records")
        print(f"server: {laptops} laptops, {total:,} records ({laptops * per_laptop:,} incidents)")
        device = desk.store.journal.device_id()
        timings = []
        for _ in range(rounds):
            started = time.perf_counter()
            found = probe_server(cluster.dsn("bench", WRITER_ROLE), device, own)
            timings.append(time.perf_counter() - started)
        assert len(found.approved_by) == (laptops + 1) // 2, found
        taken = bench_server._median_ms(timings)
        print(f"Test connection (probe_server), approved by {len(found.approved_by)} laptops: {taken}")
        desk.store.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--laptops", type=int, default=50)
    parser.add_argument("--incidents", type=int, default=20_000, help="incidents per laptop")
    parser.add_argument("--rounds", type=int, default=10)
    args = parser.parse_args()
    run(args.laptops, args.incidents, args.rounds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
