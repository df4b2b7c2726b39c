"""Store: reaching a PostgreSQL server, with libpq's own conventions.

A connection is named as libpq names it: a DSN (`host=... dbname=...` or a
`postgresql://` URL) or a service (`service=floor`, from PGSERVICEFILE or
pg_service.conf), the password coming from ~/.pgpass or PGPASSFILE. FloorDesk
keeps only the DSN, never a password: a DSN that holds one is refused when it
is saved, saying where the password goes instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floordesk.core.errors import InvalidInput
from floordesk.i18n import translate
from floordesk.store.errors import StoreError

if TYPE_CHECKING:
    import psycopg

CONNECT_TIMEOUT_S = 5
"""How long to wait for a server before calling it unreachable (the floor's network, not the internet)."""
DEAD_PEER_S = 30
"""How long a connection may go unanswered (TCP keepalives, unacknowledged data) before it counts as lost:
a server that vanishes mid-synchronisation must not leave the background synchronisation waiting for ever."""


class ServerError(StoreError):
    """The server could not be used: unreachable, refusing us, or not a FloorDesk server."""


def parsed_dsn(dsn: str) -> dict[str, str]:
    """The DSN's settings, as libpq reads them; InvalidInput if it is not one."""
    # psycopg loads only when a server is used
    from psycopg import ProgrammingError
    from psycopg.conninfo import conninfo_to_dict

    if not dsn.strip():
        raise InvalidInput.at(
            "server", translate("store", "is empty: give a DSN such as 'host=floor dbname=floordesk'")
        )
    try:
        return {key: str(value) for key, value in conninfo_to_dict(dsn).items()}
    except ProgrammingError as error:
        raise InvalidInput.at(
            "server",
            translate("store", "is not a connection string libpq reads ({first_line})").format(
                first_line=first_line(error)
            ),
        ) from None


SERVER_NAME_MAX = 200
"""The longest server name (`describe`) the log records in a receive's import record."""


def keeping_problem(dsn: str) -> str | None:
    """Why FloorDesk may not keep or use this DSN (None: it may)."""
    if "password" in parsed_dsn(dsn):
        return translate(
            "server",
            "holds a password, which FloorDesk never keeps in its settings: put it in ~/.pgpass "
            "(or the file PGPASSFILE names), owner-only, and give the DSN without it",
        )
    name = describe(dsn)
    if len(name) > SERVER_NAME_MAX:
        return translate(
            "server",
            "names a server too long for the log to record ({length} characters of host and database, "
            "at most {most}): name it by a service in pg_service.conf instead",
        ).format(length=len(name), most=SERVER_NAME_MAX)
    return None


def connect(
    dsn: str, *, autocommit: bool = False, statement_timeout_s: float | None = None
) -> psycopg.Connection[tuple[object, ...]]:
    """A connection to the server; ServerError (saying why) when it cannot be reached or refuses us.

    With `statement_timeout_s`, the server cancels any statement that runs longer (one that waits on a
    lock held elsewhere, say), unless the DSN sets its own server options.
    """
    # psycopg loads only when a server is used
    import psycopg
    from psycopg.conninfo import make_conninfo

    settings = parsed_dsn(dsn)
    timeout = settings.get("connect_timeout", str(CONNECT_TIMEOUT_S))
    guards: dict[str, str | int] = {
        "keepalives": 1,
        "keepalives_idle": DEAD_PEER_S // 3,
        "keepalives_interval": DEAD_PEER_S // 6,
        "keepalives_count": 3,
        "tcp_user_timeout": DEAD_PEER_S * 1000,
    }
    if statement_timeout_s is not None:
        guards["options"] = f"-c statement_timeout={round(statement_timeout_s * 1000)}"
    unset = {key: value for key, value in guards.items() if key not in settings}  # the DSN's own settings win
    try:
        guarded = make_conninfo(dsn, **unset)
        return psycopg.connect(guarded, autocommit=autocommit, connect_timeout=int(timeout))
    except psycopg.OperationalError as error:
        raise ServerError(
            translate("store", "the server {describe} is unreachable: {first_line}").format(
                describe=describe(dsn), first_line=first_line(error)
            )
        ) from None


def describe(dsn: str) -> str:
    """The server as people name it: its service, or host and database (never a password)."""
    settings = parsed_dsn(dsn)
    if "service" in settings:
        return f"service {settings['service']}"
    host = settings.get("host", "localhost")
    return f"{host}/{settings.get('dbname', settings.get('user', ''))}".rstrip("/")


def first_line(error: BaseException) -> str:
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__
