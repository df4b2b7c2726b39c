"""Store: the server's versioned schema, and the role the laptops use.

Migrations are the files `migrations/NNNN_name.sql` beside this module, applied
in order, each in the transaction that records it in `schema_version`, under an
advisory lock so that two `server init` at once migrate once. `WRITER_ROLE`
may only insert and read records: with the triggers (no UPDATE, DELETE or
TRUNCATE, no record off its chain's end) nothing a laptop can do rewrites the
shared log; only the database's owner could, and `verify --server` catches it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from floordesk.i18n import translate
from floordesk.store.server.connection import ServerError, connect, describe

if TYPE_CHECKING:
    import psycopg

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
WRITER_ROLE = "floordesk_writer"
_LOCK = 0x466C6F6F72  # pg_advisory_xact_lock's key for migrating: any constant of our own


@cache
def _migration_files() -> tuple[tuple[int, Path], ...]:
    return tuple(sorted((int(file.name.split("_", 1)[0]), file) for file in MIGRATIONS.glob("[0-9]*_*.sql")))


def server_schema_version() -> int:
    """The newest server schema this FloorDesk knows."""
    return _migration_files()[-1][0]


@dataclass(frozen=True)
class InitReport:
    server: str
    from_version: int
    to_version: int
    role: str

    def to_json(self) -> dict[str, Any]:
        return vars(self).copy()


def init_server(dsn: str) -> InitReport:
    """Create or migrate FloorDesk's schema on the server, and its insert-and-read role."""
    with connect(dsn) as connection:
        encoding = connection.info.parameter_status("server_encoding")
        if encoding != "UTF8":
            # SQL_ASCII (what initdb makes under a C locale) cannot hold a name or narrative beyond ASCII in jsonb.
            raise ServerError(
                translate(
                    "store",
                    "the server {describe} keeps its text in {encoding}: FloorDesk needs a UTF8 "
                    "database (CREATE DATABASE ... ENCODING 'UTF8' TEMPLATE template0)",
                ).format(describe=describe(dsn), encoding=encoding)
            )
        try:
            connection.execute("SELECT pg_advisory_xact_lock(%s)", (_LOCK,))
            connection.execute(
                "CREATE TABLE IF NOT EXISTS schema_version "
                "(version integer PRIMARY KEY, applied_utc timestamptz NOT NULL DEFAULT now())"
            )
            found = _version(connection)
            if found > server_schema_version():
                raise ServerError(_newer(dsn, found))
            for version, file in _migration_files():
                if version > found:
                    connection.execute(file.read_text(encoding="utf-8").encode("utf-8"))
                    connection.execute("INSERT INTO schema_version (version) VALUES (%s)", (version,))
            _grant_writer(connection)
            connection.commit()
        except _database_errors() as error:
            raise ServerError(
                translate("store", "the server {describe} refused to set up FloorDesk's schema: {error}").format(
                    describe=describe(dsn), error=error
                )
            ) from None
    return InitReport(describe(dsn), found, server_schema_version(), WRITER_ROLE)


def _grant_writer(connection: psycopg.Connection[tuple[object, ...]]) -> None:
    exists = connection.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (WRITER_ROLE,)).fetchone()
    if exists is None:
        # LOGIN without a password: the database's administrator gives it one (laptops keep it in ~/.pgpass).
        connection.execute(f"CREATE ROLE {WRITER_ROLE} LOGIN")
    connection.execute(f"GRANT CONNECT ON DATABASE {_quoted(_database(connection))} TO {WRITER_ROLE}")
    connection.execute(f"GRANT USAGE ON SCHEMA public TO {WRITER_ROLE}")
    connection.execute(f"REVOKE ALL ON records, schema_version FROM {WRITER_ROLE}")
    connection.execute(f"GRANT SELECT, INSERT ON records TO {WRITER_ROLE}")
    connection.execute(f"GRANT SELECT ON schema_version TO {WRITER_ROLE}")


def _database(connection: psycopg.Connection[tuple[object, ...]]) -> str:
    row = connection.execute("SELECT current_database()").fetchone()
    assert row is not None
    return str(row[0])


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _version(connection: psycopg.Connection[tuple[object, ...]]) -> int:
    row = connection.execute("SELECT coalesce(max(version), 0) FROM schema_version").fetchone()
    return 0 if row is None else int(str(row[0]))


def _newer(dsn: str, found: int) -> str:
    return (
        f"the server {describe(dsn)} holds schema {found}, written by a newer FloorDesk (this one knows "
        f"{server_schema_version()}): update FloorDesk"
    )


def require_schema(connection: psycopg.Connection[tuple[object, ...]], dsn: str) -> None:
    """Refuse a server FloorDesk has not set up, or one a newer FloorDesk migrated (ServerError)."""
    # psycopg loads only when a server is used
    import psycopg

    try:
        found = _version(connection)
    except psycopg.errors.UndefinedTable:
        connection.rollback()
        raise ServerError(
            translate(
                "store", "the server {describe} has no FloorDesk schema: set it up with `floordesk server init DSN`"
            ).format(describe=describe(dsn))
        ) from None
    if found > server_schema_version():
        raise ServerError(_newer(dsn, found))
    if found < server_schema_version():
        raise ServerError(
            translate(
                "store",
                "the server {describe} holds schema {found}, older than this FloorDesk's "
                "{server_schema_version}: migrate it with `floordesk server init DSN`",
            ).format(describe=describe(dsn), found=found, server_schema_version=server_schema_version())
        )


def _database_errors() -> type[Exception]:
    # psycopg loads only when a server is used
    import psycopg

    return psycopg.DatabaseError
