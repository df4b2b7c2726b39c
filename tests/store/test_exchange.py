"""Moving logs between laptops: export, import/merge without duplicates, every chain still verifying."""

from __future__ import annotations

import errno
import json
import shutil
from collections.abc import Callable
from contextlib import suppress
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floordesk.core.errors import InvalidInput
from floordesk.store import exchange
from floordesk.store.admission import shape_problem
from floordesk.store.errors import ConflictError, CustodyError, DiskFullError, NewerSchemaError
from floordesk.store.incidents import Party, PenaltyDraft
from floordesk.store.log import IncidentStore
from floordesk.store.records import RECORD_TYPES, record_hash
from floordesk.store.search import IncidentQuery
from floordesk.store.staff import Role

from .conftest import (
    DISPUTED,
    FAST_PINS,
    Clock,
    Floor,
    admin_of,
    approve_keys_in,
    drop_guards,
    fill_every_record_type,
    make_floor,
    merge,
    snapshot,
)

FloorFactory = Callable[..., Floor]


def chain_of(store: IncidentStore) -> set[tuple[str, int, str, str]]:
    return set(store.connection.execute("SELECT device_id, seq, record_uid, hash FROM chain"))


def lines_of(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def write_lines(path: Path, lines: list[dict]) -> None:
    # JSON escapes for non-ASCII, so that a test can write a lone surrogate as a forger would.
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")


def forged(lines: list[dict], record_type: str, **changes: object) -> list[dict]:
    """The first record of `record_type` changed (fields and chain position) and hashed again."""
    number = next(i for i, line in enumerate(lines) if line.get("type") == record_type)
    line = lines[number]
    line["fields"].update((key, value) for key, value in changes.items() if key in line["fields"])
    line.update((key, value) for key, value in changes.items() if key not in line["fields"])
    line["hash"] = record_hash(record_type, line["device"], line["seq"], line["prev_hash"], line["fields"])
    return lines


def test_two_laptops_merge_both_ways_without_duplicates(floor_factory: FloorFactory, tmp_path: Path) -> None:
    a, b = floor_factory("laptop-a"), floor_factory("laptop-b")
    for n in range(3):
        a.record(narrative=f"A's ruling {n}")
    for n in range(2):
        b.record(narrative=f"B's ruling {n}", kind="clock", rule=49)
    a.store.export(tmp_path / "a.fdlog")
    report = merge(b.store, tmp_path / "a.fdlog")
    # A's chain: device, 4 staff, event, table, 3 players, 3 incidents.
    assert report.added == {
        "device": 1,
        "device_key": 1,
        "staff": 4,
        "event": 1,
        "table": 1,
        "player": 3,
        "incident": 3,
    }
    assert (report.already_present, report.devices) == (0, ["laptop-a"])
    again = merge(b.store, tmp_path / "a.fdlog")
    assert (again.added, again.already_present) == ({}, 14)
    b.store.export(tmp_path / "b.fdlog")
    merged = merge(a.store, tmp_path / "b.fdlog")
    assert merged.added["incident"] == 2
    assert merged.added["import"] == 1
    assert merged.already_present == 14  # A's own records, back from B
    # A now holds all of B, plus the record of its own import of B's file.
    assert chain_of(b.store) < chain_of(a.store)
    approvals = {row[0] for row in a.connection.execute("SELECT uid FROM device_approvals")}
    assert {row[2] for row in chain_of(a.store) - chain_of(b.store)} == {
        uid for uid in _imports(a) | approvals if uid not in {row[2] for row in chain_of(b.store)}
    }
    for floor in (a, b):
        result = floor.store.verify()
        assert result.ok, result.problems
        assert sorted(head.label for head in result.heads) == ["laptop-a", "laptop-b"]
    rows = a.store.page(IncidentQuery()).rows
    assert sorted((row.device, row.number) for row in rows) == [
        ("laptop-a", 1),
        ("laptop-a", 2),
        ("laptop-a", 3),
        ("laptop-b", 1),
        ("laptop-b", 2),
    ]
    assert a.store.incidents.get("3").narrative == "A's ruling 2"  # a bare number is this laptop's own


def _imports(floor: Floor) -> set[str]:
    return {row[0] for row in floor.connection.execute("SELECT uid FROM imports")}


def test_a_remote_table_works_offline_on_the_main_laptops_event(floor_factory: FloorFactory, tmp_path: Path) -> None:
    main = floor_factory("main")
    main.store.export(tmp_path / "setup.fdlog")
    remote = IncidentStore.open(tmp_path / "remote" / "floordesk.sqlite3", device_label="remote", pin_hasher=FAST_PINS)
    try:
        merge(remote, tmp_path / "setup.fdlog")
        admin = admin_of(remote)  # the remote laptop's own administrator, who signed the import in
        remote.staff.set_pin(main.supervisor.staff_uid, "4545", admin, "working the remote tables")
        sam = remote.staff.sign_in(main.supervisor.staff_uid, "4545")
        recorded = remote.incidents.record(main.draft(narrative="Remote table: clock on seat 2."), sam)
        remote.export(tmp_path / "remote.fdlog")
    finally:
        remote.close()
    report = merge(main.store, tmp_path / "remote.fdlog")
    assert report.added["incident"] == 1
    incident = main.store.incidents.get(recorded.uid)
    assert (incident.device_label, incident.number, incident.decided_by) == ("remote", 1, "Sam Supervisor")
    assert incident.event == "#12 No-Limit Hold'em"
    assert main.store.verify().ok
    # Remote's admin and the PIN reset travelled as records; no PIN or hash did.
    assert main.store.staff.find("Ida Importer")[0].has_pin is False
    text = (tmp_path / "remote.fdlog").read_text(encoding="utf-8")
    assert "scrypt" not in text
    assert "pin_hash" not in text
    assert '"4545"' not in text  # (bare digits could turn up inside a random id)


def test_an_export_never_carries_a_pin_or_its_hash(floor: Floor, tmp_path: Path) -> None:
    floor.record()
    floor.store.export(tmp_path / "all.fdlog")
    text = (tmp_path / "all.fdlog").read_text(encoding="utf-8")
    for (pin_hash,) in floor.connection.execute("SELECT pin_hash FROM staff_credentials"):
        salt, digest = pin_hash.split("$")[-2:]
        assert salt not in text
        assert digest not in text
    assert "scrypt" not in text
    assert "credentials" not in text


def test_a_date_range_travels_with_what_it_names_and_verifies(floor_factory: FloorFactory, tmp_path: Path) -> None:
    source = floor_factory("source")
    ana = source.players[0]
    for n in range(6):
        source.record(narrative=f"ruling {n}", parties=[Party(3, ana)])
    times = {row.number: datetime.fromisoformat(row.recorded_local) for row in source.store.page(IncidentQuery()).rows}
    source.store.incidents.correct(source.store.incidents.get("3").uid, {"narrative": "ruling two"}, "x", source.td)
    report = source.store.export(tmp_path / "range.fdlog", since=times[3], until=times[5])
    assert report.incidents == 2
    target = IncidentStore.open(tmp_path / "target" / "floordesk.sqlite3", pin_hasher=FAST_PINS)
    try:
        added = merge(target, tmp_path / "range.fdlog")
        # Incidents 3 and 4, 3's later correction, and what they name: the event, the table,
        # Ana, the deciding supervisor, the TD who corrected, the admin who added them, the device.
        assert added.added == {
            "device": 1,
            "device_key": 1,
            "staff": 3,
            "event": 1,
            "table": 1,
            "player": 1,
            "incident": 2,
            "amendment": 1,
        }
        assert target.verify().ok
        assert sorted(row.number for row in target.page(IncidentQuery()).rows) == [3, 4]
        assert target.incidents.get(source.store.incidents.get("3").uid).narrative == "ruling two"
        # The gaps are vouched for by the import record; remove it and they are unexplained.
        raw = target.connection
        guards = drop_guards(raw)
        raw.execute("DELETE FROM chain_entries WHERE record_type = 'import'")
        raw.execute("DELETE FROM imports")
        for sql in guards:  # put back: verify names a changed schema on its own
            raw.execute(sql)
        problems = target.verify().problems
        assert problems
        assert all(p.message.endswith(("missing from the log", "(injected)")) for p in problems)
    finally:
        target.close()


def test_a_later_whole_export_fills_the_gaps_of_a_range(floor_factory: FloorFactory, tmp_path: Path) -> None:
    source = floor_factory("source")
    for n in range(4):
        source.record(narrative=f"ruling {n}")
    times = [datetime.fromisoformat(row.recorded_local) for row in source.store.page(IncidentQuery()).rows]
    source.store.export(tmp_path / "range.fdlog", since=times[1])
    source.store.export(tmp_path / "all.fdlog")
    target = floor_factory("target")
    merge(target.store, tmp_path / "range.fdlog")
    report = merge(target.store, tmp_path / "all.fdlog")
    assert report.added["incident"] == 2
    assert report.already_present > 0
    assert target.store.verify().ok
    assert chain_of(source.store) <= chain_of(target.store)


def test_a_file_changed_after_export_is_refused_and_the_log_is_untouched(floor: Floor, tmp_path: Path) -> None:
    floor.record()
    floor.store.export(tmp_path / "x.fdlog")
    lines = lines_of(tmp_path / "x.fdlog")
    number = next(i for i, line in enumerate(lines) if line.get("type") == "incident")
    lines[number]["fields"]["narrative"] = "Nothing happened at all."
    write_lines(tmp_path / "x.fdlog", lines)
    other = IncidentStore.open(tmp_path / "other.sqlite3", pin_hasher=FAST_PINS)
    try:
        approve_keys_in(other, tmp_path / "x.fdlog")
        before = snapshot(other.connection)
        with pytest.raises(InvalidInput) as caught:
            merge(other, tmp_path / "x.fdlog")
        uid = lines[number]["fields"]["uid"]
        assert str(caught.value) == (
            f"x.fdlog:{number + 1}: incident {uid}: its content does not match its hash (damaged or altered)"
        )
        assert snapshot(other.connection) == before
    finally:
        other.close()


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (
            lambda lines: lines[:-1],
            "x.fdlog: is incomplete: it has no closing line (cut short?). Nothing was imported.",
        ),
        (lambda lines: [lines[0], lines[1], *lines[1:]], "x.fdlog:3: records are out of chain order"),
        (lambda lines: [{"format": "zip"}, *lines[1:]], "x.fdlog:1: is not the header of a FloorDesk log export"),
        (lambda lines: [*lines[:-1], {"end": True, "records": 1}], "says 1 records, but the file holds"),
        (lambda lines: [lines[0], lines[2], lines[1], *lines[3:]], "x.fdlog:3: records are out of chain order"),
        (lambda lines: [*lines, {"type": "incident"}], "x.fdlog:"),
        (lambda lines: [lines[0], {**lines[1], "type": "spaceship"}, *lines[2:]], "unknown record type 'spaceship'"),
        (
            lambda lines: [lines[0], {**lines[1], "fields": {**lines[1]["fields"], "label": "a\x00b"}}, *lines[2:]],
            "x.fdlog:2: field label holds a NUL character",
        ),
        (
            lambda lines: [lines[0], {**lines[1], "fields": {**lines[1]["fields"], "label": 1.5}}, *lines[2:]],
            "x.fdlog:2: field label holds float, not text or a whole number",
        ),
        (
            lambda lines: [lines[0], {**lines[1], "fields": {**lines[1]["fields"], "label": "x\ud800"}}, *lines[2:]],
            "x.fdlog:2: field label holds a lone surrogate, not Unicode text",
        ),
        (
            lambda lines: [lines[0], {**lines[1], "device": "\udfff"}, *lines[2:]],
            "x.fdlog:2: has no valid device and chain position",
        ),
        (
            lambda lines: [lines[0], {**lines[1], "prev_hash": "\ud800"}, *lines[2:]],
            "x.fdlog:2: has no valid hashes or fields",
        ),
        (lambda lines: forged(lines, "device", seq=2**64), "x.fdlog:2: has no valid device and chain position"),
        (lambda lines: [lines[0], {**lines[1], "seq": True}, *lines[2:]], "x.fdlog:2: has no valid device and"),
        (
            lambda lines: forged(lines, "event", number=2**63),
            "x.fdlog:8: field number holds a whole number too large to store",
        ),
    ],
)
def test_a_damaged_file_is_refused_with_its_line(floor: Floor, tmp_path: Path, damage: Callable, message: str) -> None:
    floor.store.export(tmp_path / "x.fdlog")
    write_lines(tmp_path / "x.fdlog", damage(lines_of(tmp_path / "x.fdlog")))
    other = IncidentStore.open(tmp_path / "other.sqlite3", pin_hasher=FAST_PINS)
    try:
        approve_keys_in(other, tmp_path / "x.fdlog")
        before = snapshot(other.connection)
        with pytest.raises(InvalidInput, match=None) as caught:
            merge(other, tmp_path / "x.fdlog")
        assert message in str(caught.value)
        assert snapshot(other.connection) == before
    finally:
        other.close()


def test_a_lone_surrogate_written_as_utf_8_bytes_is_refused_with_its_line(floor: Floor, tmp_path: Path) -> None:
    """Python's JSON reader decodes a line's bytes letting a surrogate through, where a forger writes one as UTF-8
    rather than as a \\u escape: the line is refused as one with an escaped surrogate is, not with a traceback."""
    floor.store.export(tmp_path / "x.fdlog")
    lines = lines_of(tmp_path / "x.fdlog")
    lines[1]["fields"]["label"] = "x\ud800y"
    text = "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines)
    (tmp_path / "x.fdlog").write_bytes(text.encode("utf-8", "surrogatepass"))
    other = IncidentStore.open(tmp_path / "other.sqlite3", pin_hasher=FAST_PINS)
    try:
        approve_keys_in(other, tmp_path / "x.fdlog")
        before = snapshot(other.connection)
        with pytest.raises(InvalidInput, match=r"x\.fdlog:2: field label holds a lone surrogate, not Unicode text"):
            merge(other, tmp_path / "x.fdlog")
        assert snapshot(other.connection) == before
    finally:
        other.close()


def test_a_file_that_names_records_it_does_not_carry_is_refused(floor: Floor, tmp_path: Path) -> None:
    floor.record()
    floor.store.export(tmp_path / "x.fdlog")
    lines = lines_of(tmp_path / "x.fdlog")
    event_line = next(i for i, line in enumerate(lines) if line.get("type") == "event")
    event_uid = lines[event_line]["fields"]["uid"]
    kept = [line for i, line in enumerate(lines) if i != event_line]
    kept[-1]["records"] -= 1
    write_lines(tmp_path / "x.fdlog", kept)
    other = IncidentStore.open(tmp_path / "other.sqlite3", pin_hasher=FAST_PINS)
    try:
        with pytest.raises(InvalidInput, match=f"names a event \\({event_uid}\\) that is neither in the file nor"):
            merge(other, tmp_path / "x.fdlog")
    finally:
        other.close()


def test_a_log_file_copied_to_a_second_laptop_is_caught_at_merge(floor: Floor, tmp_path: Path) -> None:
    floor.record()
    floor.store.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    copy_path = tmp_path / "copy" / "floordesk.sqlite3"
    copy_path.parent.mkdir()
    shutil.copy(floor.store.path, copy_path)
    copy = IncidentStore.open(copy_path, clock=Clock(), pin_hasher=FAST_PINS)
    try:
        sam = copy.staff.sign_in(floor.supervisor.staff_uid, "4444")
        with pytest.raises(CustodyError):  # without the laptop's key the copy signs nothing
            copy.incidents.record(floor.draft(narrative="written on the copy"), sam)
        copy.devices.recover("the copy is taken for a second laptop", admin_of(copy))
        copy.incidents.record(floor.draft(narrative="written on the copy"), sam)
        copy.export(tmp_path / "copy.fdlog")
    finally:
        copy.close()
    floor.record(narrative="written on the original")
    approve_keys_in(floor.store, tmp_path / "copy.fdlog")
    before = snapshot(floor.connection)
    with pytest.raises(ConflictError, match=r"holds a different record in this log .*copied to a second laptop"):
        merge(floor.store, tmp_path / "copy.fdlog")
    assert snapshot(floor.connection) == before


def test_an_export_from_a_newer_floordesk_is_refused(floor: Floor, tmp_path: Path) -> None:
    floor.store.export(tmp_path / "x.fdlog")
    lines = lines_of(tmp_path / "x.fdlog")
    lines[0]["schema"] = 99
    write_lines(tmp_path / "x.fdlog", lines)
    with pytest.raises(NewerSchemaError, match=r"written by a newer FloorDesk"):
        merge(floor.store, tmp_path / "x.fdlog")


def test_a_missing_or_unreadable_file_is_bad_input(floor: Floor, tmp_path: Path) -> None:
    with pytest.raises(InvalidInput, match=r"^nowhere.fdlog: cannot be read: No such file or directory$"):
        merge(floor.store, tmp_path / "nowhere.fdlog")
    (tmp_path / "binary.fdlog").write_bytes(b"\xff\xfe\x00garbage\n")
    with pytest.raises(InvalidInput, match=r"^binary.fdlog:1: is not a line of JSON"):
        merge(floor.store, tmp_path / "binary.fdlog")
    (tmp_path / "deep.fdlog").write_text("[" * 100_000 + "]" * 100_000 + "\n")
    with pytest.raises(InvalidInput, match=r"^deep.fdlog:1: is not a line of JSON \(JSON nested too deeply to read\)$"):
        merge(floor.store, tmp_path / "deep.fdlog")


def test_an_export_is_owner_only_and_in_chain_order(floor: Floor, tmp_path: Path) -> None:
    floor.record()
    report = floor.store.export(tmp_path / "x.fdlog")
    assert (tmp_path / "x.fdlog").stat().st_mode & 0o777 == 0o600
    lines = lines_of(tmp_path / "x.fdlog")
    assert lines[0]["format"] == "floordesk-incident-log"
    assert lines[0]["schema"] == exchange.schema_version()
    assert lines[-1] == {"end": True, "records": report.records}
    assert [line["seq"] for line in lines[1:-1]] == list(range(1, report.records + 1))
    # device, 4 staff, event, table, 3 players, 1 incident
    assert (report.records, report.incidents, report.devices) == (12, 1, 1)


def test_imported_staff_keep_their_roles(floor_factory: FloorFactory, tmp_path: Path) -> None:
    a, b = floor_factory("a"), floor_factory("b")
    a.store.staff.change_role(a.supervisor.staff_uid, Role.MANAGER, "promoted", a.admin)
    a.store.export(tmp_path / "a.fdlog")
    merge(b.store, tmp_path / "a.fdlog")
    assert b.store.staff.member(a.supervisor.staff_uid).role is Role.MANAGER


def test_a_forged_record_with_a_correct_hash_but_an_impossible_value_is_refused(floor: Floor, tmp_path: Path) -> None:
    floor.store.export(tmp_path / "x.fdlog")
    lines = lines_of(tmp_path / "x.fdlog")
    staff_line = next(i for i, line in enumerate(lines) if line.get("type") == "staff")
    forged = lines[staff_line]
    forged["fields"]["role"] = "king"
    forged["hash"] = record_hash("staff", forged["device"], forged["seq"], forged["prev_hash"], forged["fields"])
    for later in lines[staff_line + 1 : -1]:  # re-link the rest of the chain, as a forger would
        later["prev_hash"] = forged["hash"]
        later["hash"] = record_hash(later["type"], later["device"], later["seq"], later["prev_hash"], later["fields"])
        forged = later
    write_lines(tmp_path / "x.fdlog", lines)
    other = IncidentStore.open(tmp_path / "other.sqlite3", pin_hasher=FAST_PINS)
    try:
        approve_keys_in(other, tmp_path / "x.fdlog")
        before = snapshot(other.connection)
        with pytest.raises(
            InvalidInput,
            match=rf"^x.fdlog:{staff_line + 1}: staff [0-9a-f]{{32}}: is not what FloorDesk writes \(ValueError: 'k",
        ):
            merge(other, tmp_path / "x.fdlog")
        assert snapshot(other.connection) == before
    finally:
        other.close()


# -- export never destroys the log ----------------------------------------------
@pytest.mark.parametrize("suffix", ["", "-wal", "-shm", "-journal"])
def test_an_export_onto_the_log_or_its_sqlite_files_is_refused(floor: Floor, suffix: str) -> None:
    floor.record()
    log = floor.store.path
    target = log.with_name(log.name + suffix)
    before = snapshot(floor.connection)
    with pytest.raises(
        InvalidInput, match=r"^file: .* would overwrite the incident log; name another file to export to$"
    ):
        floor.store.export(target, since=datetime(2030, 1, 1, tzinfo=UTC))
    assert snapshot(floor.connection) == before
    assert floor.store.verify().ok
    assert not target.with_name(target.name + ".partial").exists()


def test_an_export_onto_the_log_by_another_name_is_refused(floor: Floor, tmp_path: Path) -> None:
    (tmp_path / "alias.sqlite3").symlink_to(floor.store.path)
    (tmp_path / "sub").mkdir()
    for other_name in (tmp_path / "alias.sqlite3", tmp_path / "sub" / ".." / floor.store.path.name):
        with pytest.raises(InvalidInput, match="would overwrite the incident log"):
            floor.store.export(other_name)
    assert floor.store.verify().ok


def test_an_export_whose_working_file_would_be_the_log_is_refused(tmp_path: Path) -> None:
    floor = make_floor(tmp_path / "floordesk.partial")
    try:
        with pytest.raises(InvalidInput, match="would overwrite the incident log"):
            floor.store.export(tmp_path / "floordesk")  # written first as floordesk.partial
        assert floor.store.verify().ok
    finally:
        floor.store.close()


def test_an_export_onto_a_folder_is_refused_and_leaves_nothing(floor: Floor, tmp_path: Path) -> None:
    folder = tmp_path / "exports"
    folder.mkdir()
    with pytest.raises(InvalidInput, match=rf"^file: {folder} is a folder; name a file to export to$"):
        floor.store.export(folder)
    assert list(tmp_path.glob("*.partial")) == []
    assert list(folder.iterdir()) == []


def test_a_failed_export_leaves_no_partial_file(floor: Floor, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def disk_full(_descriptor: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(exchange.os, "fsync", disk_full)
    with pytest.raises(DiskFullError, match="The log itself is unchanged"):
        floor.store.export(tmp_path / "x.fdlog")
    assert list(tmp_path.glob("x.fdlog*")) == []


def test_an_import_record_carried_by_a_range_speaks_only_for_the_log_that_wrote_it(
    floor_factory: FloorFactory, tmp_path: Path
) -> None:
    a, b, c = floor_factory("a"), floor_factory("b"), floor_factory("c")
    c.record()
    c.store.export(tmp_path / "c.fdlog")
    b.clock.now = c.clock.now + timedelta(days=1)  # B merges C's records a day after C wrote them
    since = b.clock.now
    merge(b.store, tmp_path / "c.fdlog")
    b.store.export(tmp_path / "b-range.fdlog", since=since)
    # The range holds B's import record, but not C's records it merged (they are a day older).
    carried = {line.get("type") for line in lines_of(tmp_path / "b-range.fdlog")[1:-1]}
    assert "import" in carried
    assert not carried & {"incident", "event", "player", "table"}
    merge(a.store, tmp_path / "b-range.fdlog")
    result = a.store.verify()
    assert result.ok, result.problems


def test_a_segment_that_does_not_fit_before_the_logs_next_record_is_refused(
    floor_factory: FloorFactory, tmp_path: Path
) -> None:
    a, b = floor_factory("a"), floor_factory("b")
    b.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    older = tmp_path / "older" / "floordesk.sqlite3"  # a copy B's laptop is later restored from
    older.parent.mkdir()
    shutil.copy(b.store.path, older)
    b.record(narrative="first ruling on B")
    b.clock.now += timedelta(hours=1)
    since = b.clock.now
    b.record(narrative="second ruling on B")
    b.store.export(tmp_path / "b-range.fdlog", since=since)  # the second ruling, not the first
    merge(a.store, tmp_path / "b-range.fdlog")
    restored = IncidentStore.open(older, clock=Clock(since + timedelta(hours=2)), pin_hasher=FAST_PINS)
    try:
        sam = restored.staff.sign_in(b.supervisor.staff_uid, "4444")
        restored.devices.recover("B's key file was lost with its disk", admin_of(restored))
        restored.incidents.record(b.draft(narrative="another first ruling on restored B"), sam)
        restored.export(tmp_path / "restored.fdlog")
        (position,) = restored.connection.execute("SELECT max(seq) FROM chain").fetchone()
        device = restored.journal.device_id()
    finally:
        restored.close()
    approve_keys_in(a.store, tmp_path / "restored.fdlog")
    before = snapshot(a.connection)
    with pytest.raises(ConflictError) as caught:
        merge(a.store, tmp_path / "restored.fdlog")
    # Opened without B's key file, the restored copy was recovered under a key of its own: the clash is seen sooner.
    assert str(caught.value).startswith("restored.fdlog line ")
    assert f"of device {device}" in str(caught.value)
    assert str(caught.value).endswith("Nothing was imported.") or (
        f"restored.fdlog line {position + 1}: this log's record at position {position + 1} of device {device} "
        "does not follow it: the two logs disagree. Nothing was imported."
    )
    assert snapshot(a.connection) == before
    assert a.store.verify().ok


def test_an_incident_and_an_event_named_from_a_range_travel_with_their_story(
    floor_factory: FloorFactory, tmp_path: Path
) -> None:
    source = floor_factory("source")
    recorded = source.record(penalties=[PenaltyDraft(source.players[0], "warning")])
    source.store.incidents.overrule(recorded.uid, {"rule": 46, "stacks_after": {}}, "TD: re-deal the race", source.td)
    source.store.tournament.alter_event(source.event, {"name": "NLHE"}, "shorter name", source.td)
    source.clock.now += timedelta(days=1)
    since = source.clock.now
    source.store.incidents.correct(
        recorded.uid, {"narrative": "Seat 3 (Ana) won the race."}, "name added", source.supervisor
    )
    source.store.export(tmp_path / "day2.fdlog", since=since)
    target = floor_factory("target")
    report = merge(target.store, tmp_path / "day2.fdlog")
    assert (report.added["penalty"], report.added["amendment"], report.added["event_action"]) == (1, 2, 1)
    here, there = source.store.incidents.get(recorded.uid), target.store.incidents.get(recorded.uid)
    assert (there.overruled, there.decision, there.narrative) == (True, here.decision, "Seat 3 (Ana) won the race.")
    assert [(p.penalty, p.state) for p in there.penalties] == [(p.penalty, p.state) for p in here.penalties]
    assert [a.kind for a in there.amendments] == [a.kind for a in here.amendments]
    assert target.store.tournament.event(source.event).name == "NLHE"
    assert target.store.verify().ok


def test_a_staff_member_named_from_a_range_travels_with_his_changes(
    floor_factory: FloorFactory, tmp_path: Path
) -> None:
    # Day 1 the supervisor is made a manager; day 2 he records a ruling. A day-2 export names him,
    # and he must arrive as he stands: a manager, not the supervisor he was first added as.
    source = floor_factory("source")
    source.store.staff.change_role(source.supervisor.staff_uid, Role.MANAGER, "promoted", source.admin)
    source.clock.now += timedelta(days=1)
    since = source.clock.now
    source.record()
    source.store.export(tmp_path / "day2.fdlog", since=since)
    target = floor_factory("target")
    report = merge(target.store, tmp_path / "day2.fdlog")
    assert report.added["staff_change"] == 1
    assert target.store.staff.member(source.supervisor.staff_uid).role is Role.MANAGER
    assert target.store.verify().ok


def test_an_imports_search_documents_wait_in_a_queue_that_a_search_empties_first(
    floor_factory: FloorFactory, tmp_path: Path
) -> None:
    """The import commits its records with its incidents queued for search; a search before the queue is emptied
    (FloorDesk killed right after the import's commit) still finds them."""
    a, b = floor_factory("laptop-a"), floor_factory("laptop-b")
    a.record(narrative="Seat 3 splashed the pot on the river")
    b.clock.now += timedelta(hours=1)
    b.record(narrative="A later ruling written here")
    a.store.export(tmp_path / "a.fdlog")
    approve_keys_in(b.store, tmp_path / "a.fdlog")
    exchange.import_log(b.store.journal, tmp_path / "a.fdlog", admin_of(b.store))  # the import alone: no drain
    queued = b.connection.execute("SELECT incident_uid FROM search_pending").fetchall()
    assert queued == a.connection.execute("SELECT uid FROM incidents").fetchall()
    assert b.connection.execute("SELECT count(*) FROM search_index").fetchone()[0] == 1  # only B's own
    found = b.store.page(IncidentQuery(text="splashed"))
    assert [row.narrative for row in found.rows] == ["Seat 3 splashed the pot on the river"]
    assert b.connection.execute("SELECT count(*) FROM search_pending").fetchone()[0] == 0
    # Still newest first across both laptops' rulings: the queued document of A's older ruling was numbered before
    # B's newer one.
    newest_first = b.connection.execute("SELECT uid FROM incidents ORDER BY recorded_utc DESC").fetchall()
    assert len(newest_first) == 2
    assert [(row.uid,) for row in b.store.page(IncidentQuery(text="race")).rows] == newest_first


def test_an_import_leaves_no_search_documents_waiting_and_a_refused_one_queues_nothing(
    floor_factory: FloorFactory, tmp_path: Path
) -> None:
    a, b = floor_factory("laptop-a"), floor_factory("laptop-b")
    a.record(narrative="Seat 3 splashed the pot on the river")
    a.store.export(tmp_path / "a.fdlog")
    lines = lines_of(tmp_path / "a.fdlog")
    write_lines(tmp_path / "cut.fdlog", lines[:-1])  # no closing line: refused after every record was written
    approve_keys_in(b.store, tmp_path / "a.fdlog")
    with pytest.raises(InvalidInput):
        b.store.import_file(tmp_path / "cut.fdlog", admin_of(b.store))
    assert b.connection.execute("SELECT count(*) FROM search_pending").fetchone()[0] == 0
    merge(b.store, tmp_path / "a.fdlog")
    assert b.connection.execute("SELECT count(*) FROM search_pending").fetchone()[0] == 0
    assert b.connection.execute("SELECT count(*) FROM search_index").fetchone()[0] == 1


def test_a_merge_whose_search_documents_cannot_be_made_yet_is_still_reported_done(
    floor_factory: FloorFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The records are committed: a failure making their documents (a full disk) leaves them queued, and the next
    search makes them."""
    a, b = floor_factory("laptop-a"), floor_factory("laptop-b")
    a.record(narrative="Seat 3 splashed the pot on the river")
    a.store.export(tmp_path / "a.fdlog")

    def disk_full(_connection: object) -> None:
        raise DiskFullError("the disk is full")

    monkeypatch.setattr("floordesk.store.log.document_pending", disk_full)
    report = merge(b.store, tmp_path / "a.fdlog")
    assert report.added["incident"] == 1
    assert b.connection.execute("SELECT count(*) FROM search_pending").fetchone()[0] == 1
    with pytest.raises(DiskFullError):
        b.store.page(IncidentQuery(text="splashed"))  # a search that cannot catch up says so, never misses it
    monkeypatch.undo()
    assert len(b.store.page(IncidentQuery(text="splashed")).rows) == 1


def test_the_keys_a_merge_trusts_are_read_without_reading_the_whole_chain(floor: Floor) -> None:
    """A scan of the chain here cost a synchronisation seconds on a log of a million records."""
    from floordesk.store.devices import approved_fingerprints, revocations

    statements: list[str] = []
    floor.connection.set_trace_callback(statements.append)
    approved_fingerprints(floor.connection)
    revocations(floor.connection)
    floor.connection.set_trace_callback(None)
    reads = [statement for statement in statements if "FROM device_approvals" in statement]
    assert reads
    for statement in reads:
        plan = [row[3] for row in floor.connection.execute(f"EXPLAIN QUERY PLAN {statement}")]
        assert not [step for step in plan if step.startswith("SCAN c")], (statement, plan)


@pytest.mark.parametrize("change", ["signature", "content"])
def test_an_export_whose_record_in_the_middle_of_a_run_was_changed_is_refused_naming_it(
    floor: Floor, tmp_path: Path, change: str
) -> None:
    """Issue 24, every byte: an import checks only each segment's last signature, but each record's link seals the
    signature before it, so a changed signature (or a record changed and hashed again) is named at its own line."""
    floor.record()
    floor.record(narrative="Seat 5 acted out of turn.")
    floor.store.export(tmp_path / "x.fdlog")
    lines = lines_of(tmp_path / "x.fdlog")
    number = next(i for i, line in enumerate(lines) if line.get("type") == "incident")
    changed = lines[number]
    if change == "signature":
        changed["signature"] = (
            changed["signature"][:64] + ("0" if changed["signature"][64] != "0" else "1") + (changed["signature"][65:])
        )
    else:
        changed["fields"]["narrative"] = "Nothing happened at all."
        changed["hash"] = record_hash(
            "incident", changed["device"], changed["seq"], changed["prev_hash"], changed["fields"]
        )
    write_lines(tmp_path / "x.fdlog", lines)
    other = IncidentStore.open(tmp_path / "other.sqlite3", pin_hasher=FAST_PINS)
    try:
        approve_keys_in(other, tmp_path / "x.fdlog")
        before = snapshot(other.connection)
        with pytest.raises(InvalidInput) as caught:
            merge(other, tmp_path / "x.fdlog")
        assert str(caught.value) == (
            f"x.fdlog:{number + 1}: incident {changed['fields']['uid']}: is not the record that the next record of its "
            f"chain (line {number + 2}) follows: its signature or its content was changed (damaged or altered)"
        )
        assert snapshot(other.connection) == before
    finally:
        other.close()


# -- the records' own checks made ahead in a second process (floordesk.store.ahead) -----------------------------
def _reader(store: IncidentStore) -> exchange._ExportReader:
    columns = {t.name: exchange.table_columns(store.connection, t.table) for t in exchange.RECORD_TYPES}
    return exchange._ExportReader(Path("x.fdlog"), columns, check_hashes=True)


def _read_here(reader: exchange._ExportReader, raw: bytes) -> str | None:
    """What reading a line here, as without a second process, finds wrong with it (None: nothing)."""
    try:
        line = reader._record(json.loads(raw), 2, escaped=b"\\u" in raw)
    except (InvalidInput, ValueError, AttributeError) as error:
        return str(error)
    return shape_problem(line.record_type.name, line.device, line.fields)


class _Lines(list[dict]):
    def __repr__(self) -> str:  # hypothesis shows a failing example's arguments: not a whole export
        return f"<{len(self)} record lines>"


@pytest.fixture
def every_line(floor: Floor, tmp_path: Path) -> list[dict]:
    fill_every_record_type(floor)
    floor.store.export(tmp_path / "every.fdlog")
    return _Lines(lines_of(tmp_path / "every.fdlog")[1:-1])


def test_every_line_floordesk_writes_passes_ahead(floor: Floor, every_line: list[dict]) -> None:
    reader = _reader(floor.store)
    assert [(line["type"], reader.passes(json.dumps(line).encode())) for line in every_line] == [
        (line["type"], True) for line in every_line
    ]


_ANY_VALUE = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**64), max_value=2**64)
    | st.floats(allow_nan=True)
    | st.text(max_size=12)
    | st.sampled_from(["", " x", "x ", "a\x00b", "\ud800", "0" * 32, "0" * 64, "[]", '["x"]', "{}", "null", "2009"])
    | st.lists(st.integers(), max_size=2)
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(which=st.integers(min_value=0), changed=st.integers(min_value=0), value=_ANY_VALUE, hashed_again=st.booleans())
def test_what_passes_ahead_the_reader_passes(
    floor: Floor, every_line: list[dict], which: int, changed: int, value: object, hashed_again: bool
) -> None:
    """Whatever the second process passes, reading it here passes: a line it passes is read without the checks."""
    line = json.loads(json.dumps(every_line[which % len(every_line)]))
    keys = ["type", "device", "seq", "prev_hash", "signature", *line["fields"]]
    key = keys[changed % (2 * len(keys))] if changed % (2 * len(keys)) < len(keys) else "dropped"
    if key == "dropped":  # as often as a change: a missing field
        line["fields"].pop(sorted(line["fields"])[changed % len(line["fields"])])
    elif key in line["fields"]:
        line["fields"][key] = value
    else:
        line[key] = value
    if hashed_again:  # as a forger would: then only the format and the shape can refuse it
        with suppress(TypeError, AttributeError, KeyError, UnicodeEncodeError):  # a forger could not hash it either
            line["hash"] = record_hash(line["type"], line["device"], line["seq"], line["prev_hash"], line["fields"])
    raw = json.dumps(line).encode()
    reader = _reader(floor.store)
    if reader.passes(raw):
        assert _read_here(reader, raw) is None


@pytest.mark.parametrize(
    ("damage", "hashed_again"),
    [
        (lambda line: line["fields"].update(narrative="Nothing happened at all."), False),  # not its hash any more
        (lambda line: line["fields"].update(narrative=" untrimmed"), True),
        (lambda line: line["fields"].update(narrative="a\x00b"), True),
        (lambda line: line["fields"].update(rule=1.5), False),  # no record holds it, nor is hashed
        (lambda line: line["fields"].update(rule=0), True),
        (lambda line: line["fields"].update(parties='[{"seat": 1, "player": null}]'), True),  # not canonical JSON
        (lambda line: line["fields"].update(uid="G" * 32), True),
        (lambda line: line["fields"].update(recorded_local="2009-06-01T12:00:00"), True),
        (lambda line: line.update(seq=0), True),
        (lambda line: line.update(signature="not hex"), True),
        (lambda line: line.update(type="spaceship"), False),
    ],
)
def test_a_line_the_reader_refuses_never_passes_ahead(
    floor: Floor, every_line: list[dict], damage: Callable, hashed_again: bool
) -> None:
    line = next(line for line in every_line if line["type"] == "incident")
    damage(line)
    if hashed_again:  # only the format or the shape can refuse it
        line["hash"] = record_hash("incident", line["device"], line["seq"], line["prev_hash"], line["fields"])
    raw = json.dumps(line).encode()
    reader = _reader(floor.store)
    assert _read_here(reader, raw) is not None
    assert not reader.passes(raw)


def _verdicts_awaited(future: object) -> bytes | None:
    """`ahead._ready` made to wait, so that the second process's verdicts are certainly used."""
    try:
        return future.result()  # type: ignore[attr-defined, no-any-return]
    except Exception:  # as `_ready`: no verdict
        return None


@pytest.fixture
def ahead_always(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Every file's records checked ahead, in batches of 5 lines, each batch's verdicts awaited; the line numbers
    read without their own checks (passed ahead) are listed."""
    from floordesk.store import ahead

    monkeypatch.setattr(exchange, "AHEAD_FROM_BYTES", 0)
    monkeypatch.setattr(ahead, "BATCH_LINES", 5)
    monkeypatch.setattr(ahead, "_ready", _verdicts_awaited)
    passed: list[int] = []
    read_passed = exchange._ExportReader._passed

    def listed(reader: exchange._ExportReader, item: dict, number: int) -> exchange._Line:
        passed.append(number)
        return read_passed(reader, item, number)

    monkeypatch.setattr(exchange._ExportReader, "_passed", listed)
    return passed


@pytest.mark.parametrize("ahead", [False, True])
def test_a_file_checked_ahead_is_merged_as_one_checked_here(
    floor_factory: FloorFactory, tmp_path: Path, request: pytest.FixtureRequest, ahead: bool
) -> None:
    a, b = floor_factory("laptop-a"), floor_factory("laptop-b")
    for n in range(6):
        a.record(narrative=f"A's ruling {n}")
    a.store.export(tmp_path / "a.fdlog")
    records = len(lines_of(tmp_path / "a.fdlog")) - 2
    passed = request.getfixturevalue("ahead_always") if ahead else []
    report = merge(b.store, tmp_path / "a.fdlog")
    assert (report.added["incident"], report.added_total, report.already_present) == (6, records, 0)
    assert passed == (list(range(2, records + 2)) if ahead else [])  # every record read without its own checks
    assert chain_of(a.store) < chain_of(b.store)
    assert b.store.verify().ok
    assert [row.narrative for row in b.store.page(IncidentQuery(text="ruling")).rows] == [
        f"A's ruling {n}" for n in reversed(range(6))
    ]


@pytest.mark.parametrize("ahead", [False, True])
@pytest.mark.parametrize("damage", ["hash", "shape", "format"])
def test_a_damaged_record_deep_in_a_file_checked_ahead_is_named_as_without_it(
    floor: Floor, tmp_path: Path, request: pytest.FixtureRequest, ahead: bool, damage: str
) -> None:
    """The first problem of the file is named, whichever process found it, and nothing is imported."""
    for n in range(6):
        floor.record(narrative=f"Ruling {n}")
    floor.store.export(tmp_path / "x.fdlog")
    lines = lines_of(tmp_path / "x.fdlog")
    number = max(i for i, line in enumerate(lines) if line.get("type") == "incident")  # in the last batch
    changed = lines[number]
    changed["fields"]["narrative"] = " Ruling 5" if damage == "shape" else "Nothing happened at all."
    if damage == "shape":  # hashed again, as a forger would: only the shape check refuses it
        changed["hash"] = record_hash(
            "incident", changed["device"], changed["seq"], changed["prev_hash"], changed["fields"]
        )
    elif damage == "format":
        changed["fields"]["narrative"] = 1.5
    write_lines(tmp_path / "x.fdlog", lines)
    other = IncidentStore.open(tmp_path / "other.sqlite3", pin_hasher=FAST_PINS)
    try:
        approve_keys_in(other, tmp_path / "x.fdlog")
        before = snapshot(other.connection)
        passed = request.getfixturevalue("ahead_always") if ahead else []
        with pytest.raises(InvalidInput) as caught:
            merge(other, tmp_path / "x.fdlog")
        uid = changed["fields"]["uid"]
        where = f"x.fdlog:{number + 1}: "
        assert (
            str(caught.value)
            == {
                "hash": f"{where}incident {uid}: its content does not match its hash (damaged or altered)",
                "shape": f"{where}incident {uid}: its content is not what FloorDesk would have written",
                "format": f"{where}field narrative holds float, not text or a whole number",
            }[damage]
        )
        assert snapshot(other.connection) == before
        assert (number + 1 in passed, bool(passed)) == (False, ahead)
    finally:
        other.close()


def test_an_import_into_a_new_log_writes_every_record_and_chain_entry_as_the_log_it_came_from_holds_them(
    floor_factory: FloorFactory, tmp_path: Path
) -> None:
    """Row for row: each record's row, in its table's column order, and its chain entry, digests as kept (the import
    writes thousands at a time, grouped by table; a column or a digest out of place would show here)."""
    a, b = floor_factory("laptop-a"), floor_factory("laptop-b")
    recorded = a.record(
        penalties=[PenaltyDraft(a.players[0], "warning"), PenaltyDraft(a.players[1], "missed_round", hands=8, rounds=1)]
    )
    a.store.incidents.correct(recorded.uid, {"narrative": "Seat 3 won the race."}, "typo", a.supervisor)
    a.store.incidents.overrule(recorded.uid, {"rule": 46, "stacks_after": {}}, "re-dealt", a.td)
    departing = a.record(kind="clock", rule=49, decision={"hand": "dead"}, departure_reason="stalling")
    a.store.incidents.void(departing.uid, "entered on the wrong table", a.manager, a.supervisor)
    a.store.incidents.record(a.draft(dispute=DISPUTED), a.supervisor, a.manager)
    a.store.tournament.alter_event(a.event, {"name": "NLHE"}, "shorter name", a.td)
    a.store.staff.deactivate(a.manager.staff_uid, "left", a.admin)
    a.store.export(tmp_path / "a.fdlog")
    merge(b.store, tmp_path / "a.fdlog")
    (device,) = a.connection.execute("SELECT device_id FROM this_device").fetchone()
    chain = "SELECT * FROM chain_entries WHERE device_id = ? ORDER BY seq"
    written = b.connection.execute(chain, (device,)).fetchall()
    assert len(written) == len(lines_of(tmp_path / "a.fdlog")) - 2  # every record of the file: its one chain
    assert written == a.connection.execute(chain, (device,)).fetchall()
    for record_type in RECORD_TYPES:
        held = f"SELECT * FROM {record_type.table} WHERE uid IN (SELECT record_uid FROM chain WHERE device_id = ?) "
        held += "ORDER BY uid"
        assert b.connection.execute(held, (device,)).fetchall() == a.connection.execute(held, (device,)).fetchall()


def _segments(store: IncidentStore) -> int:
    """How many segments the full-text index is in (each has its pages' first words in the shadow table `_idx`)."""
    return int(store.connection.execute("SELECT count(DISTINCT segid) FROM search_index_idx").fetchone()[0])


def test_an_import_merges_the_index_a_step_for_each_so_many_incidents_it_added(
    floor_factory: FloorFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b = floor_factory("laptop-a"), floor_factory("laptop-b")
    for number in range(6):
        a.record(narrative=f"Seat {number + 1} splashed the pot on the river")
    a.store.export(tmp_path / "a.fdlog")
    b.clock.now += timedelta(hours=1)
    for _ in range(12):  # a document a write: a segment each, which FTS5's own merging leaves standing
        b.record()
    standing = _segments(b.store)
    assert standing >= 6
    monkeypatch.setattr("floordesk.store.log.IMPORTED_A_TIDY_STEP", 2)  # 3 steps for these 6 incidents
    merge(b.store, tmp_path / "a.fdlog")
    assert _segments(b.store) <= 3
    assert len(b.store.page(IncidentQuery(text="splashed")).rows) == 6
    assert b.store.verify().ok
