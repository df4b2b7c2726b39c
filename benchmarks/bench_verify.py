"""`log verify` of a big signed log (issue 17: 1,000,000 incidents with signatures and the integrity check < 20 s).

    uv run python benchmarks/bench_verify.py CACHE_FOLDER [--incidents 1000000] [--runs 3]

The first run synthesizes the log into CACHE_FOLDER (kept: later runs only time). It is made as
`bench_store.py` makes its big log (a template log written through the real API, its rulings cloned
into one signed chain), but the cloned records are inserted directly, without an import's checks,
which would make the synthesis take far longer than the verify it serves (the import is measured by
`bench_store.py`). Synthesizing a million incidents (1.3 million records, 3.8 GB) took 24 minutes
on a busy 2-core machine (10 of them for the export file); the time is printed.

Each run times, on a freshly opened store: the whole `verify` (what `floordesk log verify` runs), and
for the breakdown SQLite's `integrity_check` and `quick_check` alone and `verify` without the
signatures. Medians are printed.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import bench_store

from floordesk.store.derived import refresh_derived
from floordesk.store.log import IncidentStore
from floordesk.store.signing import DeviceKey, key_path
from floordesk.store.verify import verify

LOG_NAME = "floordesk.sqlite3"


def build(folder: Path, incidents: int) -> None:
    """The big log in `folder`: a template log, its export cloned `incidents` times, inserted as one chain."""
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
    with export.open(encoding="utf-8") as lines:
        next(lines)
        for raw in lines:
            line = json.loads(raw)
            if "fields" in line:
                store.journal.insert(
                    line["type"], line["device"], line["seq"], line["prev_hash"], line["fields"], line["hash"],
                    line["signature"],
                )  # fmt: skip
    refresh_derived(connection, None)
    connection.execute("COMMIT")
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    log.rename(folder / LOG_NAME)
    key_path(log).rename(key_path(folder / LOG_NAME))
    shutil.rmtree(building)
    export.unlink()
    total = time.perf_counter() - started
    print(f"synthesized {incidents:,} incidents in {total:.0f} s (the export file in {made:.0f} s)")


def median_time(runs: int, action: Callable[[], object]) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("cache", type=Path, help="folder for the synthesized log (made on the first run)")
    parser.add_argument("--incidents", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=3)
    options = parser.parse_args()
    folder = options.cache / f"verify-{options.incidents}"
    if not (folder / LOG_NAME).exists():
        build(folder, options.incidents)
    store = IncidentStore.open(folder / LOG_NAME, backup_every=None)
    connection = store.connection
    try:
        result = store.verify()
        if not result.ok:
            raise SystemExit(f"the synthesized log does not verify: {result.first or result.damage}")
        size = (folder / LOG_NAME).stat().st_size
        print(f"{result.records:,} records, {size / 1e9:.2f} GB")
        figures = {
            "verify (integrity check and signatures)": median_time(options.runs, store.verify),
            "PRAGMA integrity_check": median_time(
                options.runs, lambda: connection.execute("PRAGMA integrity_check").fetchall()
            ),
            "PRAGMA quick_check": median_time(
                options.runs, lambda: connection.execute("PRAGMA quick_check").fetchall()
            ),
            "verify without signatures": median_time(
                options.runs, lambda: verify(connection, own_key=None, signatures=False)
            ),
        }
    finally:
        store.close()
    for name, seconds in figures.items():
        print(f"{name:>42}: {seconds:6.1f} s (median of {options.runs})")


if __name__ == "__main__":
    main()
