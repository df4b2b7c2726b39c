"""The device key: made once beside the log, owner-only, refused when damaged; signatures and fingerprints."""

from __future__ import annotations

import hashlib
import stat
from pathlib import Path

import pytest

from floordesk.store.signing import DeviceKey, fingerprint, fingerprint_digits, key_path, signature_valid

DIGEST = hashlib.sha256(b"a record").hexdigest()


def test_a_key_is_32_raw_bytes_and_nothing_else():
    with pytest.raises(ValueError, match="32 bytes"):
        DeviceKey(b"\x01" * 31)
    with pytest.raises(ValueError, match="32 bytes"):
        DeviceKey(b"\x01" * 33)


def test_the_key_lives_beside_the_log_named_after_it(tmp_path: Path):
    assert key_path(tmp_path / "incidents.sqlite") == tmp_path / "incidents-device.key"


def test_a_key_is_made_once_owner_only_and_read_back_the_same(tmp_path: Path):
    log = tmp_path / "incidents.sqlite"
    made = DeviceKey.beside(log)
    kept = key_path(log)
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600
    assert DeviceKey.beside(log).public_hex == made.public_hex
    assert [p.name for p in tmp_path.iterdir()] == [kept.name]  # no partial file left behind


def test_loading_makes_nothing_where_there_is_no_key(tmp_path: Path):
    assert DeviceKey.load(tmp_path / "none.key") is None
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("text", ["not hex at all", "ab" * 31, "ab" * 33, ""])
def test_a_damaged_key_file_is_refused_not_replaced(tmp_path: Path, text: str):
    path = tmp_path / "log-device.key"
    path.write_text(text, encoding="ascii")
    with pytest.raises(ValueError, match="not a FloorDesk device key"):
        DeviceKey.load_or_create(path)
    assert path.read_text(encoding="ascii") == text


def test_a_key_made_meanwhile_by_another_floordesk_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    path = tmp_path / "log-device.key"
    theirs = DeviceKey.generate()
    real_link = __import__("os").link

    def other_got_there_first(source: Path, target: Path) -> None:
        target.write_text(theirs._raw.hex() + "\n", encoding="ascii")
        real_link(source, target)

    monkeypatch.setattr("floordesk.store.signing.os.link", other_got_there_first)
    assert DeviceKey.load_or_create(path).public_hex == theirs.public_hex
    assert [p.name for p in tmp_path.iterdir()] == [path.name]


def test_a_signature_verifies_with_its_key_only_and_for_its_hash_only():
    key, other = DeviceKey.generate(), DeviceKey.generate()
    signature = key.sign(DIGEST)
    assert signature_valid(key.public_hex, DIGEST, signature)
    assert not signature_valid(other.public_hex, DIGEST, signature)
    assert not signature_valid(key.public_hex, hashlib.sha256(b"another").hexdigest(), signature)
    flipped = ("0" if signature[0] != "0" else "1") + signature[1:]
    assert not signature_valid(key.public_hex, DIGEST, flipped)


@pytest.mark.parametrize("signature", [None, "", "zz" * 64, "ab" * 63, "AB" * 64])
def test_a_missing_or_malformed_signature_is_not_valid(signature: str | None):
    assert not signature_valid(DeviceKey.generate().public_hex, DIGEST, signature)


def test_a_malformed_public_key_makes_a_signature_invalid_not_an_error():
    signature = DeviceKey.generate().sign(DIGEST)
    assert not signature_valid("ab" * 31, DIGEST, signature)


def test_a_fingerprint_is_the_first_128_bits_of_the_keys_sha256_in_eight_groups():
    key = DeviceKey.generate()
    digits = hashlib.sha256(bytes.fromhex(key.public_hex)).hexdigest()[:32]
    assert key.fingerprint.split("-") == [digits[i : i + 4] for i in range(0, 32, 4)]
    assert fingerprint(key.public_hex) == key.fingerprint


def test_a_fingerprint_as_typed_ignores_dashes_spaces_colons_and_case():
    shown = DeviceKey.generate().fingerprint
    digits = shown.replace("-", "")
    assert fingerprint_digits(shown) == digits
    assert fingerprint_digits(shown.upper().replace("-", " ")) == digits
    assert fingerprint_digits(shown.replace("-", ":")) == digits


@pytest.mark.parametrize("typed", ["", "abcd", "g" * 32, "a" * 31, "a" * 33])
def test_what_is_not_a_fingerprint_is_none(typed: str):
    assert fingerprint_digits(typed) is None
