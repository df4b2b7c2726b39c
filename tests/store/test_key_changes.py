"""The key-change rule (floordesk.store.key_changes), the one the laptop's verify, its write-time custody check,
`verify --server` and every receive share: judged on key records alone, no log or server."""

from __future__ import annotations

from floordesk.store.key_changes import KeyCustody, KeyRecordSeen, foreign_before
from floordesk.store.signing import DeviceKey


def _key() -> DeviceKey:
    return DeviceKey.generate()


def _record(seq: int, names: DeviceKey, signer: DeviceKey | None, **who_why: str) -> KeyRecordSeen:
    digest = f"{seq:064x}"
    signature = None if signer is None else signer.sign(digest)
    return KeyRecordSeen(seq, digest, signature, names.public_hex, **who_why)


def _custody(first: DeviceKey) -> KeyCustody:
    custody = KeyCustody()
    assert custody.judge(_record(1, first, first), before_sound=True).problem is None
    return custody


def test_a_key_change_signed_by_the_old_key_hands_the_chain_on() -> None:
    old, new = _key(), _key()
    custody = _custody(old)
    verdict = custody.judge(_record(5, new, old), before_sound=True)
    assert (verdict.problem, verdict.custody_break, custody.key) == (None, None, new.public_hex)
    assert custody.signer(5) == old.public_hex  # the key change itself is the old key's to sign
    assert custody.signer(6) == new.public_hex


def test_a_key_change_signed_by_any_other_key_is_tampering_and_changes_nothing() -> None:
    old, forger = _key(), _key()
    custody = _custody(old)
    for signer in (forger, None):
        verdict = custody.judge(_record(5, forger, signer), before_sound=True)
        assert verdict.problem is not None
        assert "not signed by the key before it" in verdict.problem
        assert custody.key == old.public_hex


def test_a_recovery_naming_who_and_why_signed_by_the_new_key_is_a_break_in_custody() -> None:
    old, new = _key(), _key()
    custody = _custody(old)
    verdict = custody.judge(_record(5, new, new, recorded_by="ada", reason="key lost"), before_sound=True)
    assert (verdict.problem, verdict.custody_break, custody.key) == (None, "recovery", new.public_hex)
    assert custody.signer(5) == new.public_hex


def test_a_recovery_is_tampering_over_a_changed_chain_unsigned_or_without_who_and_why() -> None:
    old, new = _key(), _key()
    cases = [
        (_record(5, new, new, recorded_by="ada", reason="lost"), False, "follows a record the old key does not sign"),
        (_record(5, new, old, recorded_by="ada", reason="lost"), True, "not signed by the key it names"),
        (_record(5, new, new, reason="lost"), True, "does not say who recovered and why"),
    ]
    for record, before_sound, why in cases:
        custody = _custody(old)
        verdict = custody.judge(record, before_sound=before_sound)
        assert verdict.problem is not None
        assert why in verdict.problem
        assert custody.key == old.public_hex


def test_a_first_key_naming_who_and_why_is_an_adoption() -> None:
    key = _key()
    verdict = KeyCustody().judge(_record(4, key, key, recorded_by="ada", reason="old log"), before_sound=False)
    assert (verdict.problem, verdict.custody_break) == (None, "adoption")


def test_records_before_the_first_key_are_its_own_or_unsigned() -> None:
    key, other = _key(), _key()
    rows = [(1, "a" * 64, None), (2, "b" * 64, key.sign("b" * 64)), (3, "c" * 64, other.sign("c" * 64))]
    assert foreign_before(key.public_hex, rows) == [3]
