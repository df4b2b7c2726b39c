"""Server test set-up: one real PostgreSQL cluster for the session, and a fresh database per test.

The cluster is made with initdb in a temporary folder and listens only on a Unix
socket there. PostgreSQL refuses to run as root: under root (CI's machine) it
runs as the `postgres` user Debian's package creates, through runuser. Without
PostgreSQL the server tests fail, saying what to install: they are never skipped.
"""

from __future__ import annotations

import getpass
import itertools
import os
import pwd
import re
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import psycopg
import pytest

from floordesk.store.server.schema import WRITER_ROLE, init_server

PORT = 5432
"""Only a socket file's name: the socket lives in the cluster's own temporary folder."""
_NUMBERS = itertools.count(1)


def postgres_bin() -> Path:
    """The folder of initdb and pg_ctl: pg_config's, or the newest of Debian's /usr/lib/postgresql/N/bin."""
    candidates: list[Path] = []
    pg_config = shutil.which("pg_config")
    if pg_config:
        found = subprocess.run([pg_config, "--bindir"], capture_output=True, text=True, check=False).stdout.strip()
        candidates.append(Path(found))
    versions = sorted(
        Path("/usr/lib/postgresql").glob("*/bin"), key=lambda p: int(re.sub(r"\D", "", p.parent.name) or 0)
    )
    candidates.extend(reversed(versions))
    for folder in candidates:
        if (folder / "initdb").is_file() and (folder / "pg_ctl").is_file():
            return folder
    pytest.fail(
        "PostgreSQL's server is not installed (no initdb and pg_ctl via pg_config or /usr/lib/postgresql/N/bin): "
        "install Debian's `postgresql` package (CI's .ci/run does)",
        pytrace=False,
    )


@dataclass(frozen=True)
class Cluster:
    socket_dir: Path
    superuser: str

    def dsn(self, database: str = "postgres", user: str | None = None) -> str:
        return f"host={self.socket_dir} port={PORT} dbname={database} user={user or self.superuser}"

    def admin(self, database: str = "postgres") -> psycopg.Connection[tuple[object, ...]]:
        return psycopg.connect(self.dsn(database), autocommit=True)


def _as_owner(command: list[str]) -> list[str]:
    """`command` run as the cluster's owner: `postgres` when the tests run as root, else ourselves."""
    return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else command


@pytest.fixture(scope="session")
def cluster() -> Iterator[Cluster]:
    binaries = postgres_bin()
    folder = Path(tempfile.mkdtemp(prefix="floordesk-pg-"))
    superuser = getpass.getuser()
    if os.geteuid() == 0:
        try:
            owner = pwd.getpwnam("postgres")
        except KeyError:
            pytest.fail("the tests run as root, and there is no `postgres` user to run PostgreSQL", pytrace=False)
        os.chown(folder, owner.pw_uid, owner.pw_gid)
        superuser = "postgres"
    data = folder / "data"
    subprocess.run(
        _as_owner(
            [
                str(binaries / "initdb"),
                "-D",
                str(data),
                "-U",
                superuser,
                "--auth=trust",
                "-E",
                "UTF8",
                "--no-sync",
                "--no-instructions",
            ]
        ),
        check=True,
        capture_output=True,
    )
    options = f"-k {folder} -p {PORT} -c listen_addresses='' -c fsync=off -c full_page_writes=off"
    subprocess.run(
        _as_owner(
            [str(binaries / "pg_ctl"), "-D", str(data), "-l", str(folder / "server.log"), "-o", options, "-w", "start"]
        ),
        check=True,
        capture_output=True,
    )
    try:
        yield Cluster(folder, superuser)
    finally:
        subprocess.run(
            _as_owner([str(binaries / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop"]),
            check=False,
            capture_output=True,
        )
        shutil.rmtree(folder, ignore_errors=True)


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


@pytest.fixture
def server(cluster: Cluster) -> Server:
    name = f"floor_{os.getpid()}_{next(_NUMBERS)}"
    with cluster.admin() as connection:
        connection.execute(f"CREATE DATABASE {name}")
    made = Server(cluster, name)
    init_server(made.owner_dsn)
    return made
