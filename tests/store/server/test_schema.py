"""The server's versioned schema: migrated in order once, a writer role that may only insert and read, and a server
FloorDesk has not set up, or a newer FloorDesk has, refused saying what to do."""

from __future__ import annotations

import itertools
import os
import threading

import psycopg
import pytest

from floordesk.store.server.connection import ServerError
from floordesk.store.server.schema import (
    MIGRATIONS,
    WRITER_ROLE,
    init_server,
    require_schema,
    server_schema_version,
)
from tests.store.server.cluster import Cluster
from tests.store.server.conftest import Server

_NAMES = itertools.count(1)


def _fresh(cluster: Cluster) -> str:
    name = f"schema_{os.getpid()}_{next(_NAMES)}"
    with cluster.admin() as connection:
        connection.execute(f"CREATE DATABASE {name}")
    return name


def _versions(cluster: Cluster, database: str) -> list[int]:
    with cluster.admin(database) as connection:
        return [int(str(row[0])) for row in connection.execute("SELECT version FROM schema_version ORDER BY 1")]


def test_the_newest_version_is_the_last_migration_file():
    numbers = sorted(int(file.name.split("_", 1)[0]) for file in MIGRATIONS.glob("[0-9]*_*.sql"))
    assert numbers == list(range(1, len(numbers) + 1))
    assert server_schema_version() == numbers[-1]


def test_a_fresh_database_gets_every_migration_in_order_and_again_none(cluster: Cluster):
    database = _fresh(cluster)
    report = init_server(cluster.dsn(database))
    assert (report.from_version, report.to_version, report.role) == (0, server_schema_version(), WRITER_ROLE)
    assert _versions(cluster, database) == list(range(1, server_schema_version() + 1))
    again = init_server(cluster.dsn(database))
    assert (again.from_version, again.to_version) == (server_schema_version(), server_schema_version())
    assert _versions(cluster, database) == list(range(1, server_schema_version() + 1))


def test_two_inits_at_once_migrate_once(cluster: Cluster):
    database = _fresh(cluster)
    reports, errors = [], []

    def init() -> None:
        try:
            reports.append(init_server(cluster.dsn(database)))
        except ServerError as error:
            errors.append(error)

    threads = [threading.Thread(target=init) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert sorted(r.from_version for r in reports) == [0, server_schema_version()]
    assert _versions(cluster, database) == list(range(1, server_schema_version() + 1))


def test_the_writer_may_insert_and_read_but_never_change_or_remove(server: Server):
    with psycopg.connect(server.dsn) as connection:
        assert connection.execute("SELECT count(*) FROM records").fetchone() is not None
        assert connection.execute("SELECT max(version) FROM schema_version").fetchone() == (server_schema_version(),)
    for statement in (
        "UPDATE records SET hash = hash",
        "DELETE FROM records",
        "TRUNCATE records",
        "INSERT INTO schema_version (version) VALUES (999)",
        "DROP TABLE records",
    ):
        with psycopg.connect(server.dsn) as connection, pytest.raises(psycopg.Error):
            connection.execute(statement)


def test_a_server_without_the_schema_is_refused_saying_how_to_set_it_up(cluster: Cluster):
    database = _fresh(cluster)
    with psycopg.connect(cluster.dsn(database)) as connection:
        with pytest.raises(ServerError, match=r"has no FloorDesk schema: set it up with `floordesk server init DSN`"):
            require_schema(connection, cluster.dsn(database))
        # the refused transaction is rolled back: the connection still answers
        assert connection.execute("SELECT 1").fetchone() == (1,)


def test_a_server_a_newer_floordesk_migrated_is_refused_by_init_and_use(server: Server):
    newer = server_schema_version() + 1
    with server.admin() as connection:
        connection.execute("INSERT INTO schema_version (version) VALUES (%s)", (newer,))
    expected = rf"holds schema {newer}, written by a newer FloorDesk \(this one knows {server_schema_version()}\)"
    with pytest.raises(ServerError, match=expected):
        init_server(server.owner_dsn)
    with psycopg.connect(server.dsn) as connection, pytest.raises(ServerError, match=expected):
        require_schema(connection, server.dsn)


def test_a_server_an_older_floordesk_set_up_is_refused_until_migrated(server: Server):
    with server.admin() as connection:
        connection.execute("DELETE FROM schema_version WHERE version = %s", (server_schema_version(),))
    with psycopg.connect(server.dsn) as connection, pytest.raises(ServerError, match="migrate it with"):
        require_schema(connection, server.dsn)


def test_a_database_that_keeps_its_text_in_sql_ascii_is_refused_before_anything_is_made(cluster: Cluster):
    name = f"ascii_{os.getpid()}_{next(_NAMES)}"
    with cluster.admin() as connection:
        connection.execute(f"CREATE DATABASE {name} ENCODING 'SQL_ASCII' LOCALE 'C' TEMPLATE template0")
    with pytest.raises(ServerError, match="needs a UTF8 database"):
        init_server(cluster.dsn(name))
    with cluster.admin(name) as connection:
        made = connection.execute("SELECT to_regclass('schema_version')").fetchone()
    assert made == (None,)
