"""Reaching a PostgreSQL server with libpq's conventions (store/server/connection.py): a DSN read as libpq reads it,
a server named without its password, a DSN FloorDesk may not keep, and a server that cannot be reached said so."""

from __future__ import annotations

import socket

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.store.server.connection import (
    SERVER_NAME_MAX,
    ServerError,
    connect,
    describe,
    keeping_problem,
    parsed_dsn,
)


def test_a_dsn_or_a_url_is_read_as_libpq_reads_it():
    assert parsed_dsn("host=floor dbname=floordesk") == {"host": "floor", "dbname": "floordesk"}
    assert parsed_dsn("postgresql://sam@floor:5433/floordesk")["port"] == "5433"
    with pytest.raises(InvalidInput, match="server: is empty"):
        parsed_dsn("  ")
    with pytest.raises(InvalidInput, match="server: is not a connection string libpq reads"):
        parsed_dsn("host=floor dbname")


@pytest.mark.parametrize(
    ("dsn", "named"),
    [
        ("service=floor", "service floor"),
        ("host=floor dbname=floordesk password=hunter2", "floor/floordesk"),
        ("dbname=floordesk", "localhost/floordesk"),
        ("host=floor user=sam", "floor/sam"),
    ],
)
def test_a_server_is_named_by_its_service_or_its_host_and_database_never_its_password(dsn, named):
    assert describe(dsn) == named


def test_a_dsn_is_kept_only_without_a_password_and_with_a_name_the_log_can_record():
    assert keeping_problem("host=floor dbname=floordesk") is None
    assert "put it in ~/.pgpass" in (keeping_problem("host=floor password=x") or "")
    long = f"host={'f' * SERVER_NAME_MAX} dbname=floordesk"
    assert "name it by a service in pg_service.conf instead" in (keeping_problem(long) or "")


def test_a_server_nobody_answers_is_unreachable_and_named():
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]  # bound, never listening: refused at once
        with pytest.raises(ServerError, match=r"the server 127\.0\.0\.1/floordesk is unreachable"):
            connect(f"host=127.0.0.1 port={port} dbname=floordesk user=nobody connect_timeout=2")
