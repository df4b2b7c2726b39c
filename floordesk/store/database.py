"""Store: opening the database, and its versioned schema.

The schema version lives in `PRAGMA user_version`. Migrations are the files
`migrations/NNNN_name.sql`, applied in order, each in one transaction. A
database written by a newer FloorDesk is refused rather than guessed at.
"""

from __future__ import annotations

import os
import sqlite3
from importlib import resources
from pathlib import Path


class StoreError(Exception):
    """A problem with the database file that the user must be told about."""


def _migrations() -> list[tuple[int, str, str]]:
    found = []
    for entry in resources.files("floordesk.store.migrations").iterdir():
        if entry.name.endswith(".sql"):
            number = int(entry.name.split("_", 1)[0])
            found.append((number, entry.name, entry.read_text(encoding="utf-8")))
    found.sort()
    return found


def schema_version() -> int:
    """The newest schema this FloorDesk knows."""
    return _migrations()[-1][0]


def connect(path: Path) -> sqlite3.Connection:
    """Open (creating if needed) and migrate the database at `path`."""
    creating = not path.exists()
    if creating:
        path.parent.mkdir(parents=True, exist_ok=True)
        # The log is evidence: create the file readable by its owner only.
        os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))
    try:
        connection = sqlite3.connect(path, timeout=10.0, isolation_level=None)
        connection.execute("PRAGMA foreign_keys = ON")
        connection.execute("PRAGMA journal_mode = WAL")
        _migrate(connection, path)
    except sqlite3.DatabaseError as error:
        raise StoreError(f"cannot open the database {path}: {error}") from error
    return connection


def _migrate(connection: sqlite3.Connection, path: Path) -> None:
    current = int(connection.execute("PRAGMA user_version").fetchone()[0])
    newest = schema_version()
    if current > newest:
        raise StoreError(
            f"{path} was written by a newer FloorDesk (schema {current}; this version knows {newest}). "
            "Update FloorDesk to open it; the file has not been changed."
        )
    for number, _name, script in _migrations():
        if number <= current:
            continue
        connection.execute("BEGIN IMMEDIATE")
        try:
            for statement in _statements(script):
                connection.execute(statement)
            connection.execute(f"PRAGMA user_version = {number}")
            connection.execute("COMMIT")
        except BaseException:
            connection.execute("ROLLBACK")
            raise


def _statements(script: str) -> list[str]:
    """Split a migration into statements (executescript would commit on its own)."""
    statements: list[str] = []
    buffer = ""
    for line in script.splitlines(keepends=True):
        buffer += line
        if sqlite3.complete_statement(buffer):
            statements.append(buffer.strip())
            buffer = ""
    return statements
