"""Store: `verify --server`, every chain the server holds judged row by row.

Each device's chain, from position 1, by the rules of `floordesk.store.server.chains`
(positions without a hole, links, content and hash, dates no later than the server
received them plus the clock tolerance, every row's signature by the key in force
there, and a key change only where the key before it signed it or as an
administrator's recovery, reported as a break in custody), so a record
planted, changed, rehashed or deleted on the server without the laptop's private
key is named; every problem is named, not only a chain's first. Read through a
server-side cursor: the server's million records are never held at once.

Each row's signature is judged, but not each checked: a run of rows each sealed by
the next (`records.seal`: written from schema 12 on) is vouched for by the
signature at its end, checked once for up to `SEALED_RUN` rows; where that fails,
each row's own is checked and named, as a receive names it. A bare-linked row's
signature, which no seal covers, is checked by itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from floordesk.i18n import translate
from floordesk.store.server.chains import ROW_COLUMNS, RowProblem, ServerChain, device_break, latest_date
from floordesk.store.server.connection import ServerError, connect, describe, first_line
from floordesk.store.server.schema import require_schema
from floordesk.store.verify import ChainHead, ChainProblem


@dataclass
class ServerVerification:
    server: str
    records: int = 0
    problems: list[ChainProblem] = field(default_factory=list)
    heads: list[ChainHead] = field(default_factory=list)
    custody: list[str] = field(default_factory=list)
    """the breaks in custody the chains record (well-formed recoveries and adoptions): reported, not tampering"""

    @property
    def ok(self) -> bool:
        return not self.problems

    def to_json(self) -> dict[str, Any]:
        return {
            "server": self.server,
            "ok": self.ok,
            "records": self.records,
            "problems": [problem.to_json() for problem in self.problems],
            "heads": [vars(head).copy() for head in self.heads],
            "custody": self.custody,
        }


def verify_server(dsn: str) -> ServerVerification:
    """Every chain on the server, checked; ServerError when the server cannot be used."""
    # psycopg loads only when a server is used
    import psycopg

    result = ServerVerification(describe(dsn))
    try:
        with connect(dsn) as connection:
            require_schema(connection, dsn)
            with connection.cursor(name="verify") as cursor:
                cursor.itersize = 5_000
                cursor.execute(f"SELECT device_id, received_utc, {ROW_COLUMNS} FROM records ORDER BY device_id, seq")
                chain: ServerChain | None = None
                for device, received, *row in cursor:
                    if chain is None or chain.device != device:
                        if chain is not None:
                            _finish(chain, result)
                        chain = ServerChain(str(device), sealed_runs=True)
                    result.records += 1
                    _name(chain, chain.check(tuple(row), latest_date(received)), result)  # type: ignore[arg-type]
                if chain is not None:
                    _finish(chain, result)
    except psycopg.Error as error:
        raise ServerError(
            translate("store", "the server {describe} could not be read to the end: {first_line}").format(
                describe=describe(dsn), first_line=first_line(error)
            )
        ) from None
    # A sealed run's rows are named once its signature is checked, after rows judged later.
    result.problems.sort(key=lambda p: (p.device_id or "", -1 if p.seq is None else p.seq))
    return result


def _name(chain: ServerChain, problems: list[RowProblem], result: ServerVerification) -> None:
    result.problems.extend(
        ChainProblem(chain.device, p.seq, p.record_type, p.uid, p.message, chain.label or None) for p in problems
    )


def _finish(chain: ServerChain, result: ServerVerification) -> None:
    _name(chain, chain.finish(), result)
    result.custody.extend(device_break(chain.label or chain.device, brk) for brk in chain.breaks)
    result.heads.append(ChainHead(chain.device, chain.label or chain.device, chain.seq, chain.seq, chain.hash))
