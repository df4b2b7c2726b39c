"""Store: the work a log's first opening after an update must do before the log can be used.

Opening a log of an older schema for writing keeps a copy of it, migrates it, may vacuum it and makes the search
documents a migration queued (0022 queues every incident): seconds at 100,000 incidents, minutes at 1,000,000. An
import cut off before its documents were made leaves some queued too. `due` says, cheaply and writing nothing,
whether such work waits; `prepare` does it, on whatever thread the caller likes (it opens its own connection and
closes it), so that a window can stay responsive and say what is happening instead of looking hung.
"""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from floordesk.store.database import connect_read_only, schema_of, schema_version
from floordesk.store.derived import pending_documents
from floordesk.store.errors import StoreError
from floordesk.store.log import IncidentStore

FIRST_WITH_CHANGES_FOUND = 23
"""The schema whose migration made `schema_changes_found` (0023)."""


@dataclass(frozen=True)
class Preparation:
    """Work waiting in a log: its migration from `schema_found` to `schema_now` (equal: none), and the search
    documents queued for its incidents."""

    schema_found: int
    schema_now: int

    @property
    def migrates(self) -> bool:
        return self.schema_found < self.schema_now


@dataclass(frozen=True)
class Prepared:
    """What the work found: the schema objects this migration found changed outside FloorDesk (kept in the log as
    evidence, see migration 0023) and the copy of the log taken before it (a file name in the backups folder)."""

    changed_objects: int
    copy_before: str | None


def due(path: Path) -> Preparation | None:
    """The work opening `path` for writing will do first, if any (None: none, no log, or one the opening itself
    refuses with its own reason: a newer FloorDesk's, not a log)."""
    if not path.is_file():
        return None
    try:
        connection = connect_read_only(path, older=True)
    except (StoreError, sqlite3.Error):
        return None
    with closing(connection):
        try:
            found = schema_of(connection)
            newest = schema_version()
            if found > newest or (found == newest and not pending_documents(connection)):
                return None
            return Preparation(found, newest)
        except sqlite3.Error:
            return None  # not a log FloorDesk can read: the opening says why


def prepare(path: Path) -> Prepared:
    """Do the work `due` found: open `path` for writing (which migrates it and makes the queued documents) and close
    it. Raises StoreError as `IncidentStore.open` does; the log is left as a failed opening leaves it."""
    seen = _changes_recorded(path)
    store = IncidentStore.open(path, backup_every=None)
    try:
        found = _changes_after(store.connection, seen)
    finally:
        store.close()
    return Prepared(sum(_object_count(differences) for _copy, differences in found), found[-1][0] if found else None)


def _changes_recorded(path: Path) -> int:
    """The last row of `schema_changes_found` (0: none, or a log older than the table)."""
    with closing(connect_read_only(path, older=True)) as connection:
        try:
            if schema_of(connection) < FIRST_WITH_CHANGES_FOUND:
                return 0
            return int(connection.execute("SELECT coalesce(max(rowid), 0) FROM schema_changes_found").fetchone()[0])
        except sqlite3.Error:
            return 0  # the table itself changed: verify names it


def _changes_after(connection: sqlite3.Connection, seen: int) -> list[tuple[str, str]]:
    """The rows of `schema_changes_found` after `seen`: what this opening's migration recorded."""
    try:
        query = "SELECT copy_before, differences FROM schema_changes_found WHERE rowid > ? ORDER BY rowid"
        return [(str(copy), str(differences)) for copy, differences in connection.execute(query, (seen,))]
    except sqlite3.Error:
        return []  # the table itself changed: verify names it


def _object_count(differences: str) -> int:
    """How many objects a row names; a row that is not FloorDesk's form counts as one finding (verify names it)."""
    try:
        objects = json.loads(differences)
    except (TypeError, ValueError):
        return 1
    return len(objects) if isinstance(objects, list) else 1
