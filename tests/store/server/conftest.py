"""Server test set-up: one real PostgreSQL cluster for the session (`cluster.py` beside it), a fresh database per test.

Without PostgreSQL the server tests fail, saying what to install: they are never skipped.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import psycopg
import pytest

from floordesk.store.server.schema import WRITER_ROLE, init_server
from tests.store.server.cluster import Cluster, NoPostgres, running_cluster

_NUMBERS = itertools.count(1)


@pytest.fixture(scope="session")
def cluster() -> Iterator[Cluster]:
    try:
        with running_cluster() as made:
            yield made
    except NoPostgres as error:
        pytest.fail(str(error), pytrace=False)


@dataclass(frozen=True)
class Server:
    """A fresh database set up by `floordesk server init`, reached as the writer role or the superuser."""

    cluster: Cluster
    database: str

    @property
    def dsn(self) -> str:
        """What a laptop uses: the role that may only insert and read."""
        return self.cluster.dsn(self.database, WRITER_ROLE)

    @property
    def owner_dsn(self) -> str:
        return self.cluster.dsn(self.database)

    def admin(self) -> psycopg.Connection[tuple[object, ...]]:
        return self.cluster.admin(self.database)

    @contextmanager
    def tampering(self) -> Iterator[psycopg.Connection[tuple[object, ...]]]:
        """The superuser's connection with the append-only trigger off, as an intruder would have it; on again after."""
        with self.admin() as connection:
            connection.execute("ALTER TABLE records DISABLE TRIGGER records_no_change")
            yield connection
            connection.execute("ALTER TABLE records ENABLE TRIGGER records_no_change")


@pytest.fixture
def server(cluster: Cluster) -> Server:
    name = f"floor_{os.getpid()}_{next(_NUMBERS)}"
    with cluster.admin() as connection:
        connection.execute(f"CREATE DATABASE {name}")
    made = Server(cluster, name)
    init_server(made.owner_dsn)
    return made
