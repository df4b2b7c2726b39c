"""Reports: the proof code of a printed incident, and checking it against the log. No Qt.

An incident report carries, as a QR code and in its PDF metadata, the text
`floordesk:incident:<id>:<hash>`: the incident's id and the SHA-256 its device's
hash chain holds for it. `check` says whether the log holds that record with
that hash, and whether the record still hashes to it (nothing changed it
behind FloorDesk's back). A report with an altered hash, or about an incident
this log does not hold, is refused.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape

from floordesk.core.errors import InvalidInput
from floordesk.i18n import numerus, translate
from floordesk.store.held import held_incident, incident_chain_hash

_AMENDMENTS = numerus("proof", " (%n amendment(s) recorded for it)", "", 0)

PREFIX = "floordesk:incident:"
_CODE = re.compile(r"floordesk:incident:([0-9a-f]{32}):([0-9a-f]{64})")
_PDF_PROOF = re.compile(rb"<fd:proof>(floordesk:incident:[0-9a-f]{32}:[0-9a-f]{64})</fd:proof>")
XMP_NAMESPACE = "urn:floordesk:report:1"
SHORT_HASH = 16
"""Hex digits of the record hash printed in a report's footer, in groups of four."""


@dataclass(frozen=True)
class Proof:
    incident_uid: str
    record_hash: str

    @property
    def code(self) -> str:
        return f"{PREFIX}{self.incident_uid}:{self.record_hash}"

    @property
    def short_hash(self) -> str:
        digits = self.record_hash[:SHORT_HASH]
        return " ".join(digits[index : index + 4] for index in range(0, SHORT_HASH, 4))

    @classmethod
    def parse(cls, text: str) -> Proof:
        found = _CODE.fullmatch(text.strip())
        if found is None:
            raise InvalidInput.at(
                "code", translate("proof", "is not a FloorDesk report code (floordesk:incident:ID:HASH)")
            )
        return cls(found.group(1), found.group(2))


@dataclass(frozen=True)
class ProofCheck:
    proof: Proof
    holds: bool
    """the log holds this record, with this hash, and its content still gives it"""
    message: str
    number: int | None = None
    device: str | None = None
    amendments: int = 0
    """amendments the log holds for the incident now (a report shows those made before it was printed)"""


def proof_of(connection: sqlite3.Connection, incident_uid: str) -> Proof:
    """The proof of an incident as the log holds it (its chain hash)."""
    held = incident_chain_hash(connection, incident_uid)
    if held is None:
        raise InvalidInput.at(
            "incident",
            translate("proof", "{incident_uid} has no place in the log's hash chain").format(incident_uid=incident_uid),
        )
    return Proof(incident_uid, held)


def read_code(argument: str) -> Proof:
    """The proof in a report file (its PDF metadata) or in the text of its QR code."""
    if _CODE.fullmatch(argument.strip()):
        return Proof.parse(argument)
    path = Path(argument)
    if not path.is_file():
        raise InvalidInput.at(
            "code", translate("proof", "is neither a report code (floordesk:incident:ID:HASH) nor a PDF file")
        )
    try:
        data = path.read_bytes()
    except OSError as error:
        raise InvalidInput.at(
            "code", translate("proof", "{path} cannot be read ({strerror})").format(path=path, strerror=error.strerror)
        ) from None
    codes = {found.decode("ascii") for found in _PDF_PROOF.findall(data)}
    if len(codes) != 1:
        problem = (
            translate("proof", "{path} holds no FloorDesk report code")
            if not codes
            else translate("proof", "{path} holds more than one report code")
        )
        raise InvalidInput.at("code", problem.format(path=path))
    return Proof.parse(codes.pop())


def check(connection: sqlite3.Connection, proof: Proof) -> ProofCheck:
    """Whether the log holds the record this proof names, unchanged."""
    held = held_incident(connection, proof.incident_uid)
    if held is None:
        return ProofCheck(proof, False, f"this log holds no incident {proof.incident_uid}")
    number, device = held.number, held.device
    if held.held_hash != proof.record_hash:
        return ProofCheck(
            proof, False, f"incident #{number} is in the log with another hash: the report was altered", number, device
        )
    if not held.still_hashes_to_held:
        message = translate(
            "proof", "incident #{number} was changed in the log after it was written (run `floordesk log verify`)"
        ).format(number=number)
        return ProofCheck(proof, False, message, number, device)
    message = translate("proof", "incident #{number} is in the log, unchanged since it was recorded").format(
        number=number
    )
    if held.amendments:
        message += translate("proof", _AMENDMENTS, "", held.amendments)
    return ProofCheck(proof, True, message, number, device, held.amendments)


PDF_A_NAMESPACE = "http://www.aiim.org/pdfa/ns/id/"


def xmp_packet(title: str, proof: Proof | None, *, pdf_a: bool = False) -> bytes:
    """The PDF's XMP metadata: its title, the proof code where a report has one, and for PDF/A-1b its
    identification (Qt writes the XMP given instead of its own, so the identification must be in it)."""
    code = "" if proof is None else f"<fd:proof>{proof.code}</fd:proof>"
    if pdf_a:
        code += (
            f'</rdf:Description><rdf:Description rdf:about="" xmlns:pdfaid="{PDF_A_NAMESPACE}">'
            "<pdfaid:part>1</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance>"
        )
    return (
        '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>'
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
        f'<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:fd="{XMP_NAMESPACE}">'
        f'<dc:title><rdf:Alt><rdf:li xml:lang="x-default">{escape(title)}</rdf:li></rdf:Alt></dc:title>'
        "<dc:creator><rdf:Seq><rdf:li>FloorDesk</rdf:li></rdf:Seq></dc:creator>"
        f"{code}</rdf:Description></rdf:RDF></x:xmpmeta>"
        '<?xpacket end="w"?>'
    ).encode()
