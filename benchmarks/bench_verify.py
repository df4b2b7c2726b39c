"""`log verify` of a big signed log, side by side with SQLite's integrity check of it (issue 28: within 1.5x).

    uv run python benchmarks/bench_verify.py CACHE_FOLDER [--incidents 1000000] [--runs 3] [--part-runs N]

The first run synthesizes the log into CACHE_FOLDER (kept: later runs only time). It is made as
`bench_store.py` makes its big log (a template log written through the real API, its rulings cloned
into one signed chain), but the cloned records are inserted directly, without an import's checks,
which would make the synthesis take far longer than the verify it serves (the import is measured by
`bench_store.py`). Synthesizing a million incidents (1.3 million records, 3.8 GB) took 24 minutes
on a busy 2-core machine (10 of them for the export file); the time is printed.

Each run times, on a freshly opened store, the whole `verify` (what `floordesk log verify` runs: its
checks at the same time, on connections reading one state) and SQLite's own `PRAGMA integrity_check` of the
same file, as is (its CHECK constraints evaluated; on a connection of its own with SQLite's settings, not read
through the store's memory map), side by side (interleaved, in alternating order), so that both meet the same
load; issue 28's target is the ratio of the two (verify within 1.5x of the integrity check), printed for wall
time and for CPU time (all threads, and any process verify starts: `os.times`' children, counted once waited for,
as anything verify starts is before it answers). Then each of verify's parts alone on one connection, for the
breakdown: its integrity check (without the CHECK constraints, see `integrity_problems`), FTS5's check of the
full-text index and of its entries, the chains (record hashes, links, segments, witnesses, signatures, heads), the
listed facts, and `quick_check` for reference (the parts verify runs on readers of its own are timed on such a
reader). Medians are printed, with the load average before and after the runs: on a shared machine the wall time
is mostly the others' load, and the CPU ratio is the figure that load changes least. Last, another process takes
the log's write lock every 50 ms while verify runs, and for 5 s with nothing else running: its longest wait is
what a write of the window (a Sign) waits for while the log is verified.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import shutil
import sqlite3
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from multiprocessing.connection import Connection
from pathlib import Path

from floordesk.store.database import integrity_problems
from floordesk.store.derived import refresh_derived, search_index_damage
from floordesk.store.log import IncidentStore
from floordesk.store.records import canonical_json
from floordesk.store.signing import DeviceKey, key_path
from floordesk.store.verify import _chain_problems, _listing_problems

LOG_NAME = "floordesk.sqlite3"


def build(folder: Path, incidents: int) -> None:
    """The big log in `folder`: a template log, its export cloned `incidents` times, inserted as one chain."""
    # Here, not at the top: a spawned process imports this module first, which the test tools it loads would slow.
    sys.path.insert(0, str(Path(__file__).parent))
    import bench_store

    started = time.perf_counter()
    folder.mkdir(parents=True, exist_ok=True)
    templates = folder / "templates.sqlite3"
    if not templates.exists():
        bench_store.write_templates(templates)
    template_store = IncidentStore.open(templates, backup_every=None)
    template_store.export(folder / "templates.fdlog")
    template_store.close()
    export = folder / "big.fdlog"
    bench_store.synthesize(folder / "templates.fdlog", export, incidents)
    made = time.perf_counter() - started
    building = folder / "building"  # moved into place whole, with its key, once made
    shutil.rmtree(building, ignore_errors=True)
    log = building / LOG_NAME
    store = IncidentStore.open(log, device_label="benchmark", backup_every=None)
    admin = store.staff.create_first_administrator("Bench Verifier", "1234")
    store.devices.approve(DeviceKey.beside(templates).fingerprint, "templates", admin)
    connection = store.connection
    connection.execute("PRAGMA synchronous = OFF")  # set-up speed only
    connection.execute("BEGIN IMMEDIATE")
    connection.execute("PRAGMA defer_foreign_keys = ON")
    segments: dict[str, dict[str, object]] = {}
    with export.open(encoding="utf-8") as lines:
        next(lines)
        for raw in lines:
            line = json.loads(raw)
            if "fields" in line:
                store.journal.insert(
                    line["type"], line["device"], line["seq"], line["prev_hash"], line["fields"], line["hash"],
                    line["signature"],
                )  # fmt: skip
                segment = segments.setdefault(line["device"], {"device": line["device"], "first_seq": line["seq"],
                                                               "prev_hash": line["prev_hash"]})  # fmt: skip
                segment.update(last_seq=line["seq"], last_hash=line["hash"])
    refresh_derived(connection, None)
    connection.execute("COMMIT")
    # The import record an import would have written: another laptop's records stand only where one names them.
    with store.journal.transaction("recording the synthesized import") as stamp:
        store.journal.append(
            "import",
            stamp,
            {"recorded_by": admin.staff_uid, "source": export.name, "source_sha256": "0" * 64,
             "segments": canonical_json(list(segments.values())), "added": "{}", "server": None},
        )  # fmt: skip
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    log.rename(folder / LOG_NAME)
    key_path(log).rename(key_path(folder / LOG_NAME))
    shutil.rmtree(building)
    export.unlink()
    total = time.perf_counter() - started
    print(f"synthesized {incidents:,} incidents in {total:.0f} s (the export file in {made:.0f} s)")


def cpu_with_children() -> float:
    """CPU seconds of this process (all its threads) and of its child processes that have ended."""
    times = os.times()
    return times.user + times.system + times.children_user + times.children_system


def timed(action: Callable[[], object]) -> tuple[float, float]:
    """(wall, CPU of the whole process and the processes it started) seconds of one run of `action`."""
    wall, cpu = time.perf_counter(), cpu_with_children()
    action()
    return time.perf_counter() - wall, cpu_with_children() - cpu


def medians(runs: int, action: Callable[[], object]) -> tuple[float, float]:
    """(wall, CPU of the whole process and its children) seconds of `action`, medians of `runs`."""
    walls, cpus = zip(*(timed(action) for _ in range(runs)), strict=True)
    return statistics.median(walls), statistics.median(cpus)


Timings = tuple[list[float], list[float]]


def interleaved(
    runs: int, first: Callable[[], object], second: Callable[[], object]
) -> tuple[Timings, Timings, list[float]]:
    """(walls, CPUs) of `runs` runs of each action, run in pairs, which goes first alternating: each pair meets
    one load, and neither always runs on the cache the other warmed; and the load average as each pair began."""
    times: tuple[Timings, Timings] = (([], []), ([], []))
    loads = []
    for run in range(runs):
        loads.append(os.getloadavg()[0])
        order = (0, 1) if run % 2 == 0 else (1, 0)
        for which in order:
            wall, cpu = timed((first, second)[which])
            times[which][0].append(wall)
            times[which][1].append(cpu)
    return (*times, loads)


def in_snapshot(connection: sqlite3.Connection, check: Callable[[sqlite3.Connection], object]) -> Callable[[], object]:
    """`check` on `connection` in one read transaction, as verify runs it."""

    def run() -> object:
        connection.execute("BEGIN")
        try:
            return check(connection)
        finally:
            connection.execute("ROLLBACK")

    return run


def chains(connection: sqlite3.Connection) -> object:
    return _chain_problems(connection, own_key=None, signatures=True)


def quick_check(connection: sqlite3.Connection) -> object:
    return connection.execute("PRAGMA quick_check").fetchall()


def sqlite_integrity_check(connection: sqlite3.Connection) -> object:
    """SQLite's own check, as is: CHECK constraints evaluated (verify's leaves them out, see `integrity_problems`)."""
    return connection.execute("PRAGMA integrity_check").fetchall()


WRITE_EVERY_S = 0.05
"""How often the writer process of `write_waits` takes the log's write lock (a window's write, as a Sign makes)."""


def take_the_write_lock(path: Path, answer: Connection) -> None:
    """In a process of its own: take the log's write lock and let go of it every `WRITE_EVERY_S`, until told to stop
    through `answer`, then send back how long each wait for it took (seconds)."""
    connection = sqlite3.connect(path, timeout=60, isolation_level=None)
    answer.send("ready")
    waits = []
    while not answer.poll(WRITE_EVERY_S):
        started = time.perf_counter()
        connection.execute("BEGIN IMMEDIATE")
        waits.append(time.perf_counter() - started)
        connection.execute("ROLLBACK")
    connection.close()
    answer.send(waits)


def write_waits(path: Path, action: Callable[[], object]) -> list[float]:
    """The waits of another process for the log's write lock, taken every `WRITE_EVERY_S` while `action` runs."""
    ours, theirs = multiprocessing.get_context("spawn").Pipe()
    writer = multiprocessing.get_context("spawn").Process(target=take_the_write_lock, args=(path, theirs))
    writer.start()
    try:
        ours.recv()
        action()
        ours.send("stop")
        waits: list[float] = ours.recv()
        return waits
    finally:
        writer.join()


def describe_waits(waits: list[float]) -> str:
    return f"longest {max(waits) * 1000:.1f} ms, median {statistics.median(waits) * 1000:.2f} ms ({len(waits)} writes)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("cache", type=Path, help="folder for the synthesized log (made on the first run)")
    parser.add_argument("--incidents", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--part-runs", type=int, help="runs of each part alone (default: --runs)")
    options = parser.parse_args()
    folder = options.cache / f"verify-{options.incidents}"
    if not (folder / LOG_NAME).exists():
        build(folder, options.incidents)
    store = IncidentStore.open(folder / LOG_NAME, backup_every=None)
    # A connection as anyone's sqlite3 opens one, and as verify's readers are: SQLite's settings, where the store's
    # reads the log through a memory map (`map_log`), which would make the baseline FloorDesk's, not SQLite's.
    plain = sqlite3.connect(f"{(folder / LOG_NAME).resolve().as_uri()}?mode=ro", uri=True, isolation_level=None)
    try:
        result = store.verify()
        if not result.ok or not result.index_checked:
            raise SystemExit(f"the synthesized log does not verify: {result.first or result.damage}")
        size = (folder / LOG_NAME).stat().st_size
        print(f"{result.records:,} records, {size / 1e9:.2f} GB; load average {os.getloadavg()[0]:.2f} before the runs")
        side_by_side = interleaved(options.runs, store.verify, in_snapshot(plain, sqlite_integrity_check))
        parts: dict[str, Callable[[], object]] = {
            "integrity check (verify's)": in_snapshot(plain, integrity_problems),
            "full-text index (FTS5's check, on a copy; entries)": in_snapshot(plain, search_index_damage),
            "chains (hashes, links, signatures)": in_snapshot(plain, chains),
            "listed facts": in_snapshot(plain, _listing_problems),
            "PRAGMA quick_check (reference)": in_snapshot(plain, quick_check),
        }
        part_runs = options.part_runs or options.runs
        figures = {f"  {name}": (*medians(part_runs, run), part_runs) for name, run in parts.items()}
        waits = {
            "while verify runs": write_waits(folder / LOG_NAME, store.verify),
            "with nothing else running (5 s)": write_waits(folder / LOG_NAME, partial(time.sleep, 5)),
        }
    finally:
        plain.close()
        store.close()
    print(f"load average after the runs {os.getloadavg()[0]:.2f}")
    (verify_walls, verify_cpus), (check_walls, check_cpus), loads = side_by_side
    figures = {
        "verify (integrity check and signatures)": (
            statistics.median(verify_walls),
            statistics.median(verify_cpus),
            options.runs,
        ),
        "SQLite integrity_check (side by side)": (
            statistics.median(check_walls),
            statistics.median(check_cpus),
            options.runs,
        ),
        **figures,
    }
    for name, (wall, cpu, runs) in figures.items():
        print(f"{name:<42} wall {wall:6.1f} s   CPU {cpu:6.1f} s   (medians of {runs})")
    # Issue 28's target: verify within 1.5x of SQLite's own integrity check of the same file, measured side by side:
    # the median of each pair's ratio, each pair run back to back under the same load.
    wall_ratios = [v / c for v, c in zip(verify_walls, check_walls, strict=True)]
    cpu_ratios = [v / c for v, c in zip(verify_cpus, check_cpus, strict=True)]
    for pair, (wall, cpu) in enumerate(zip(wall_ratios, cpu_ratios, strict=True), start=1):
        print(
            f"  pair {pair}: verify {verify_walls[pair - 1]:.1f} s, integrity_check {check_walls[pair - 1]:.1f} s: "
            f"{wall:.2f}x wall, {cpu:.2f}x CPU (load {loads[pair - 1]:.1f})"
        )
    wall_ratio, cpu_ratio = statistics.median(wall_ratios), statistics.median(cpu_ratios)
    print(f"verify / integrity_check: wall {wall_ratio:.2f}x   CPU {cpu_ratio:.2f}x   (medians of the pairs' ratios)")
    # What a window's write (a Sign) waits for while the log is verified: the write lock, taken every 50 ms.
    for name, taken in waits.items():
        print(f"another process's wait for the write lock {name}: {describe_waits(taken)}")


if __name__ == "__main__":
    main()
