"""Store: the key-change rule, the one implementation that the local verify, the write-time custody check,
`verify --server` and every receive use (pure: no database, records in, verdicts out).

A chain's keys are its `device_key` records, judged in chain order (`KeyCustody.judge`):

- the chain's first key record is signed by the key it names (whoever approves that key by its fingerprint
  vouches for it); if it names who and why (`recorded_by`, `reason`) it is an administrator's adoption of a
  chain written before records were signed, a break in custody;
- a later key record that names neither who nor why is a key change: it is signed by the key in force before
  it (only the holder of the old key hands the chain on);
- a later key record that names who and why is an administrator's recovery (the old key lost): it is signed
  by the new key it names, and stands only where the record before it is sound, that is signed by the key that
  had to sign it (a recovery continues an intact chain, it never covers a changed one). A recovery is a break in
  custody, reported as such, not tampering;
- anything else (unsigned, signed by another key, a recovery that does not say who and why or follows a record
  the old key does not sign) is tampering, and changes nothing: the key in force stays the one before it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from floordesk.i18n import translate
from floordesk.store.signing import fingerprint, signature_valid


@dataclass(frozen=True)
class KeyRecordSeen:
    """A `device_key` record as the rule needs it."""

    seq: int
    digest: str
    signature: str | None
    public_key: str
    recorded_by: str | None = None
    reason: str | None = None

    @property
    def recovery(self) -> bool:
        return self.recorded_by is not None or self.reason is not None


@dataclass(frozen=True)
class KeyVerdict:
    problem: str | None = None
    """why the key record is tampering (None: it stands)"""
    custody_break: str | None = None
    """'recovery' or 'adoption' when the record stands as a break in custody"""


@dataclass
class KeyCustody:
    """Which key signs a chain, after the key records judged so far (see the module docstring)."""

    key: str | None = None
    """the key in force after the last key record judged (None: none yet)"""
    _changed_at: int = 0
    """the position of the last key change that stood, signed by `_before` rather than by `key`"""
    _before: str | None = None

    def signer(self, seq: int) -> str | None:
        """The key that must sign the record at `seq`, a position at or after the last key record judged: the key in
        force, but for a plain key change, which the key before it signs."""
        return self._before if seq == self._changed_at else self.key

    def judge(self, record: KeyRecordSeen, *, before_sound: bool) -> KeyVerdict:
        """The verdict on the chain's next key record; `before_sound`: whether the record before it is signed by
        the key that had to sign it (`signer`), or carries no signature before any key (only a recovery asks)."""
        verdict = self._verdict(record, before_sound)
        if verdict.problem is None or self.key is None:  # a first key stands either way: nothing else judges
            self._before, self.key = self.key, record.public_key
            self._changed_at = record.seq if verdict.custody_break is None and self._before is not None else 0
        return verdict

    def _verdict(self, record: KeyRecordSeen, before_sound: bool) -> KeyVerdict:
        if self.key is not None and not record.recovery:
            if signature_valid(self.key, record.digest, record.signature):
                return KeyVerdict()
            return KeyVerdict(
                translate(
                    "verify",
                    "its key record is not signed by the key before it ({fingerprint}): a key change not signed by "
                    "the key before it, nor an administrator's recovery, is tampering and changes nothing",
                ).format(fingerprint=shown(self.key))
            )
        if not signature_valid(record.public_key, record.digest, record.signature):
            return KeyVerdict(
                translate(
                    "verify",
                    "its key record is not signed by the key it names: a key record nobody signed is tampering",
                )
            )
        if not record.recovery:
            return KeyVerdict()
        if record.recorded_by is None or record.reason is None:
            return KeyVerdict(translate("verify", "its recovery does not say who recovered and why"))
        if self.key is None:
            return KeyVerdict(custody_break="adoption")
        if not before_sound:
            return KeyVerdict(
                translate(
                    "verify",
                    "its recovery follows a record the old key does not sign: a recovery continues an intact chain "
                    "only, and the chain before it was changed",
                )
            )
        return KeyVerdict(custody_break="recovery")


def shown(public_key: str) -> str | None:
    """A key's fingerprint as shown, or None for text that is not a key."""
    try:
        return fingerprint(public_key)
    except ValueError:
        return None


def foreign_before(first_key: str, rows: Iterable[tuple[int, str, str | None]]) -> list[int]:
    """The positions of the records before a chain's first key record (`rows`: position, hash, signature) that carry
    a signature that key does not make: it is not the key that signed them. An unsigned one (written before
    FloorDesk signed records) is vouched for by the first key record's signature, through the hash chain."""
    return [
        seq
        for seq, digest, signature in rows
        if signature is not None and not signature_valid(first_key, digest, signature)
    ]
