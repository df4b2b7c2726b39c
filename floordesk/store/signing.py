"""Store: this device's Ed25519 key, the signatures of record hashes, and key fingerprints.

Each device signs the hash of every record it writes (the hash covers the record's
content and, through `prev_hash`, the whole chain before it, so one valid signature
on a chain's last record vouches for all of it). The private key lives beside the log,
in the data folder, owner-only; it is never in the log, a backup or an export, so a
copy of the log file alone cannot forge this device's records. The public key is a
`device_key` record of the device's own chain. People compare a key by its
fingerprint: the first 128 bits of its SHA-256, as eight groups of four hex digits.
"""

from __future__ import annotations

import os
import re
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from floordesk.i18n import translate

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

_FINGERPRINT = re.compile(r"[0-9a-f]{32}")
_SIGNATURE = re.compile(r"[0-9a-f]{128}")


class DeviceKey:
    """This device's signing key, given as its 32 raw private bytes.

    `cryptography` is imported when the key is first used (a signature, its public half), not when it is read:
    opening a log reads the key, and the window's first frame needs neither.
    """

    def __init__(self, raw: bytes) -> None:
        if len(raw) != 32:
            raise ValueError("an Ed25519 private key is 32 bytes")
        self._raw = raw

    @classmethod
    def generate(cls) -> DeviceKey:
        """A new random key (kept nowhere)."""
        # cryptography only once a key is made or used: see the class docstring.
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

        return cls(Ed25519PrivateKey.generate().private_bytes_raw())

    @cached_property
    def _private(self) -> Ed25519PrivateKey:
        # cryptography only once a key is made or used: see the class docstring.
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

        return Ed25519PrivateKey.from_private_bytes(self._raw)

    @cached_property
    def public_hex(self) -> str:
        # Raw bytes, not `serialization`'s encoders: that module (SSH, every cipher) doubles this import.
        return self._private.public_key().public_bytes_raw().hex()

    @classmethod
    def beside(cls, log: Path) -> DeviceKey:
        """The key of the log at `log`, made (owner-only) on first use."""
        return cls.load_or_create(key_path(log))

    @classmethod
    def load(cls, path: Path) -> DeviceKey | None:
        """The key kept at `path` (None: there is none; nothing is made)."""
        try:
            return cls(_read_key(path))
        except FileNotFoundError:
            return None

    @classmethod
    def load_or_create(cls, path: Path) -> DeviceKey:
        found = cls.load(path)
        if found is not None:
            return found
        made = cls.generate()
        raw = made._raw
        partial = path.with_name(f"{path.name}.{os.getpid()}.partial")
        descriptor = os.open(partial, os.O_CREAT | os.O_WRONLY | os.O_TRUNC, 0o600)
        try:
            os.write(descriptor, raw.hex().encode("ascii") + b"\n")
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
        try:
            os.link(partial, path)  # never over a key another FloorDesk made meanwhile: that one wins
        except FileExistsError:
            return cls(_read_key(path))
        finally:
            partial.unlink(missing_ok=True)
        return made

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.public_hex)

    def sign(self, digest: str) -> str:
        """The signature (hex) of a record's hash."""
        return self._private.sign(digest.encode("ascii")).hex()


def key_path(log: Path) -> Path:
    """Where the private key of the log at `log` is kept: beside it, in the data folder."""
    return log.with_name(f"{log.stem}-device.key")


def _read_key(path: Path) -> bytes:
    text = path.read_text(encoding="ascii").strip()
    try:
        raw = bytes.fromhex(text)
    except ValueError:
        raw = b""
    if len(raw) != 32:
        raise ValueError(translate("store", "{path} is not a FloorDesk device key").format(path=path))
    return raw


def fingerprint(public_hex: str) -> str:
    """How people compare a public key: eight groups of four hex digits."""
    import hashlib  # late: OpenSSL's library costs the window's first frame 3.5 MiB

    digest = hashlib.sha256(bytes.fromhex(public_hex)).hexdigest()[:32]
    return "-".join(digest[i : i + 4] for i in range(0, 32, 4))


def fingerprint_digits(text: str) -> str | None:
    """The 32 hex digits of a fingerprint as typed (dashes, spaces and case ignored); None if it is not one."""
    digits = re.sub(r"[\s:-]", "", text).lower()
    return digits if _FINGERPRINT.fullmatch(digits) else None


def signature_valid(public_hex: str, digest: str, signature: str | None) -> bool:
    """Whether `signature` is the key's signature of the record hash `digest`."""
    if not signature or not _SIGNATURE.fullmatch(signature):
        return False
    # cryptography only once a signature is checked: opening a log and the first frame need none.
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    try:
        key = Ed25519PublicKey.from_public_bytes(bytes.fromhex(public_hex))
        key.verify(bytes.fromhex(signature), digest.encode("ascii"))
    except (ValueError, InvalidSignature):
        return False
    return True
