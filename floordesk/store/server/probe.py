"""Store: what a server says about this laptop before it is used: reachable, set up, and this laptop approved.

Asked by the Floor server window's "Test connection". The approvals read are
the other laptops' own (`device_approval` and `device_revocation` records in
their chains on the server, naming this laptop's key by its fingerprint): a
laptop no one has approved sends its records, but no other laptop receives them.
Reads only; ServerError when the server cannot be used, saying why.
"""

from __future__ import annotations

from dataclasses import dataclass

from floordesk.i18n import translate
from floordesk.store.server.connection import ServerError, connect, describe, first_line
from floordesk.store.server.schema import require_schema, server_schema_version
from floordesk.store.signing import fingerprint_digits

_APPROVALS = """
    SELECT DISTINCT ON (device_id) device_id, record_type,
        (SELECT d.fields ->> 'label' FROM records d
         WHERE d.device_id = r.device_id AND d.record_type = 'device' ORDER BY d.seq LIMIT 1)
    FROM records r
    WHERE record_type IN ('device_approval', 'device_revocation') AND fields ->> 'fingerprint' = %s
    ORDER BY device_id, seq DESC
"""
"""Each laptop's last word on a key: an approval, or a revocation (an approval after it approves again)."""


@dataclass(frozen=True)
class ServerProbe:
    server: str
    """the server as people name it (never a password)"""
    schema: int
    approved_by: tuple[str, ...]
    """the laptops (their labels) whose approval of this laptop's key is in force on the server"""
    revoked_by: tuple[str, ...]
    """the laptops that revoked it"""
    sent_through: int
    """the last position of this laptop's chain the server holds (0: none)"""


def probe_server(dsn: str, device_id: str | None, own_fingerprint: str | None) -> ServerProbe:
    """What the server holds of and about this laptop (see the module docstring); ServerError if it cannot be used."""
    # psycopg loads only when a server is used
    import psycopg

    with connect(dsn, statement_timeout_s=30) as connection:
        try:
            require_schema(connection, dsn)
            verdicts: list[tuple[str, str, str | None]] = []
            digits = None if own_fingerprint is None else fingerprint_digits(own_fingerprint)
            if digits is not None:
                rows = connection.execute(_APPROVALS, (digits,)).fetchall()
                verdicts = [(str(d), str(kind), None if label is None else str(label)) for d, kind, label in rows]
            row = connection.execute("SELECT max(seq) FROM records WHERE device_id = %s", (device_id,)).fetchone()
        except psycopg.Error as error:
            raise ServerError(
                translate("store", "the server {describe} could not be read: {first_line}").format(
                    describe=describe(dsn), first_line=first_line(error)
                )
            ) from None
    named = [(kind, label or device) for device, kind, label in verdicts]
    return ServerProbe(
        describe(dsn),
        server_schema_version(),
        tuple(sorted(label for kind, label in named if kind == "device_approval")),
        tuple(sorted(label for kind, label in named if kind == "device_revocation")),
        0 if row is None or row[0] is None else int(str(row[0])),
    )
