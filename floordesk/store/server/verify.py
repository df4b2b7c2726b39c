"""Store: recomputing the hash chains the server holds.

Each device's chain must start at position 1 from the genesis hash and run
without a gap, each record linked to the hash of the one before it; each
record's fields, hashed again with its position and predecessor, must give its
stated hash; and the last record signed under each of the device's keys (its
chain's head, and the record before each later key) must carry that key's
signature, so a record changed or rehashed on the server without the laptop's
private key is named. Read through a server-side cursor: the server's million
records are never held at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from floordesk.store.records import GENESIS_HASH, is_storable_text, record_hash
from floordesk.store.server.connection import ServerError, connect, describe, first_line
from floordesk.store.server.schema import require_schema
from floordesk.store.signing import signature_valid
from floordesk.store.verify import ChainHead, ChainProblem


@dataclass
class ServerVerification:
    server: str
    records: int = 0
    problems: list[ChainProblem] = field(default_factory=list)
    heads: list[ChainHead] = field(default_factory=list)

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
        }


@dataclass
class _Chain:
    device: str
    label: str = ""
    seq: int = 0
    hash: str = GENESIS_HASH
    key: str | None = None
    signature: str | None = None
    uid: str = ""
    record_type: str = ""


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
                cursor.execute(
                    "SELECT device_id, seq, record_type, record_uid, prev_hash, hash, signature, fields "
                    "FROM records ORDER BY device_id, seq"
                )
                chain: _Chain | None = None
                for row in cursor:
                    device = str(row[0])
                    if chain is None or chain.device != device:
                        if chain is not None:
                            _finish(chain, result)
                        chain = _Chain(device)
                    _check(chain, row, result)
                if chain is not None:
                    _finish(chain, result)
    except psycopg.Error as error:
        raise ServerError(f"the server {describe(dsn)} could not be read to the end: {first_line(error)}") from None
    return result


def _check(chain: _Chain, row: tuple[Any, ...], result: ServerVerification) -> None:
    device, seq, record_type, uid, prev_hash, stated, signature, fields = row
    result.records += 1

    def problem(message: str) -> None:
        result.problems.append(ChainProblem(device, seq, record_type, uid, message, chain.label or None))

    if seq != chain.seq + 1:
        problem(f"positions {chain.seq + 1} to {seq - 1} of the chain are missing")
    elif prev_hash != chain.hash:
        problem("it does not link to the record before it (the chain was changed)")
    if not isinstance(fields, dict) or not all(is_storable_text(k) for k in fields):
        problem("its fields are not a record's")
    else:
        try:
            content_hash = record_hash(record_type, device, seq, prev_hash, fields)
        except TypeError as error:
            problem(f"its fields are not a record's ({error})")
        else:
            if content_hash != stated or fields.get("uid") != uid:
                problem("its content does not match its hash (changed on the server)")
        if record_type == "device" and isinstance(fields.get("label"), str):
            chain.label = fields["label"]
        if record_type == "device_key":
            _check_signed(chain, result)  # the last record under the key before this one
            chain.key = fields.get("public_key") if isinstance(fields.get("public_key"), str) else None
    chain.seq, chain.hash, chain.signature, chain.uid, chain.record_type = seq, stated, signature, uid, record_type


def _check_signed(chain: _Chain, result: ServerVerification) -> None:
    if chain.key is None or chain.seq == 0:
        return
    if not signature_valid(chain.key, chain.hash, chain.signature):
        result.problems.append(
            ChainProblem(
                chain.device,
                chain.seq,
                chain.record_type,
                chain.uid,
                "it is not signed by its device's key (rehashed or forged on the server)",
                chain.label or None,
            )
        )


def _finish(chain: _Chain, result: ServerVerification) -> None:
    if chain.key is None:
        result.problems.append(
            ChainProblem(
                chain.device, chain.seq, chain.record_type, chain.uid, "its chain declares no key", chain.label or None
            )
        )
    else:
        _check_signed(chain, result)
    result.heads.append(ChainHead(chain.device, chain.label or chain.device, chain.seq, chain.seq, chain.hash))
