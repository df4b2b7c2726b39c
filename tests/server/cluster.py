"""A real PostgreSQL cluster in a temporary folder, for the server tests and the server benchmark.

Made with initdb, listening only on a Unix socket in its own folder, stopped and
removed at the end. PostgreSQL refuses to run as root: under root (CI's machine)
it runs as the `postgres` user Debian's package creates, through runuser.
"""

from __future__ import annotations

import getpass
import os
import pwd
import re
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import psycopg


class NoPostgres(RuntimeError):
    """PostgreSQL's server cannot be run here (what to install is in the message)."""


PORT = 5432
"""Only a socket file's name: the socket lives in the cluster's own temporary folder."""


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
    raise NoPostgres(
        "PostgreSQL's server is not installed (no initdb and pg_ctl via pg_config or /usr/lib/postgresql/N/bin): "
        "install Debian's `postgresql` package (CI's .ci/run does)"
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


@contextmanager
def running_cluster(*, settings: str = "") -> Iterator[Cluster]:
    """A cluster of our own for as long as the block runs (`settings`: more `-c name=value` server options)."""
    binaries = postgres_bin()
    folder = Path(tempfile.mkdtemp(prefix="floordesk-pg-"))
    superuser = getpass.getuser()
    if os.geteuid() == 0:
        try:
            owner = pwd.getpwnam("postgres")
        except KeyError:
            shutil.rmtree(folder)
            raise NoPostgres("running as root, and there is no `postgres` user to run PostgreSQL as") from None
        os.chown(folder, owner.pw_uid, owner.pw_gid)
        superuser = "postgres"
    data = folder / "data"
    initdb = [str(binaries / "initdb"), "-D", str(data), "-U", superuser, "--auth=trust", "-E", "UTF8", "--no-sync"]
    options = f"-k {folder} -p {PORT} -c listen_addresses='' -c fsync=off -c full_page_writes=off {settings}"
    pg_ctl = [str(binaries / "pg_ctl"), "-D", str(data)]
    try:
        _run_as_owner(initdb, folder)
        _run_as_owner([*pg_ctl, "-l", str(folder / "server.log"), "-o", options, "-w", "start"], folder)
        yield Cluster(folder, superuser)
    finally:
        subprocess.run(
            _as_owner([*pg_ctl, "-m", "immediate", "-w", "stop"]), check=False, capture_output=True, cwd=folder
        )
        shutil.rmtree(folder, ignore_errors=True)


def _run_as_owner(command: list[str], folder: Path) -> None:
    done = subprocess.run(_as_owner(command), check=False, capture_output=True, text=True, cwd=folder)
    if done.returncode != 0:
        raise NoPostgres(f"{Path(command[0]).name} failed: {done.stderr.strip() or done.stdout.strip()}")
