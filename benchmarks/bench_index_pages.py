"""Issue 28, round 4: a search's first 50 hits on a log before migration 0025 (its full-text index in FTS5's own pages
of 4,050 bytes) and on the same log after it (pages of 250 bytes), alternating in one process, round by round: within
the busiest player, within the busiest table, and without a filter. Run with

    uv run python benchmarks/bench_index_pages.py BEFORE AFTER [ROUNDS]

BEFORE: a copy of a log of schema 24 (this FloorDesk would migrate it as it opens it, so it is opened here as
`connect` opens a log, without migrating); AFTER: a copy of the same log opened once by this FloorDesk (migrated).
The clock runs from the store's search `page` called with the query to the page's rows made (as bench_store's
`full_text_with_a_filter`); not the window's model or its painting. CPU time (this process's) beside wall time,
medians and ranges of ROUNDS (40), and the load average before and after.
"""

from __future__ import annotations

import os
import sqlite3
import sys
from dataclasses import replace
from pathlib import Path

from paired import Times, alternating_pairs, medians

from floordesk.store import search
from floordesk.store.database import map_log
from floordesk.store.derived import INDEX_PAGE_BYTES, fact_columns
from floordesk.store.search import IncidentQuery

WORDS = ("clock", "seat", "Okafor", "dispute seat", "kalomi*")


def opened(path: Path) -> sqlite3.Connection:
    """The log at `path` opened as `connect` opens it, not migrated."""
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("PRAGMA foreign_keys = ON")
    map_log(connection)
    return connection


def page_size(connection: sqlite3.Connection) -> int | None:
    row = connection.execute("SELECT v FROM search_index_config WHERE k = 'pgsz'").fetchone()
    return None if row is None else int(row[0])


def busiest(connection: sqlite3.Connection, rows: str, key: str) -> str:
    """The uid of the fact (`key`, a column of the table `rows`) the most incidents of `rows` name."""
    row = connection.execute(
        f"SELECT k.uid FROM {rows} JOIN fact_keys k ON k.id = {key} GROUP BY k.uid ORDER BY count(*) DESC LIMIT 1"
    ).fetchone()
    return str(row[0])


def spread(times: Times) -> str:
    cpus = sorted(cpu * 1000 for _wall, cpu in times)
    wall, cpu = medians(times)
    return f"{cpu * 1000:.2f} ms CPU ({cpus[0]:.2f}-{cpus[-1]:.2f}), {wall * 1000:.2f} wall"


def main(before_path: Path, after_path: Path, rounds: int) -> None:
    before, after = opened(before_path), opened(after_path)
    if page_size(after) != INDEX_PAGE_BYTES or page_size(before) == INDEX_PAGE_BYTES:
        raise SystemExit("AFTER must be migrated to pages of 250 bytes, BEFORE not")
    filters = {
        "player": IncidentQuery(players=(busiest(before, "incident_players p", "p.player_key"),)),
        "table": IncidentQuery(tables=(busiest(before, "incident_facts f", "f.table_key"),)),
        "none": IncidentQuery(),
    }
    print(f"load {os.getloadavg()[0]:.1f}")
    for name, filtered in filters.items():
        for word in WORDS:
            hits, acts, baselines = compared(before, after, replace(filtered, text=word), rounds)
            ratio = medians(baselines)[1] / medians(acts)[1]
            print(
                f"{name} {word!r} ({hits} hits): pages of 250 bytes {spread(acts)}; "
                f"of 4,050 {spread(baselines)}; {ratio:.2f}x CPU"
            )
    print(f"load {os.getloadavg()[0]:.1f}")


def compared(
    before: sqlite3.Connection, after: sqlite3.Connection, query: IncidentQuery, rounds: int
) -> tuple[int, Times, Times]:
    """The first page of `query` on both logs, alternating: its hits, and the times on `after` and on `before`."""
    columns = {connection: fact_columns(connection) for connection in (before, after)}
    pages: dict[sqlite3.Connection, search.Page] = {}

    def first_page(connection: sqlite3.Connection) -> None:
        pages[connection] = search.page(connection, query, limit=50, columns=columns[connection])

    acts, baselines = alternating_pairs(lambda: first_page(after), lambda: first_page(before), rounds)
    assert pages[before] == pages[after], query
    return len(pages[after].rows), acts, baselines


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 40)
