"""A receive from the floor's server is any floor member's; a file's import stays a manager's, TD's or
administrator's, and a record claiming either is judged by what it says it is."""

from __future__ import annotations

import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floordesk.core.errors import InvalidInput
from floordesk.store.admission import Authority, shape_problem
from floordesk.store.database import schema_version
from floordesk.store.errors import NotAllowedError
from floordesk.store.log import IncidentStore
from floordesk.store.records import record_hash, utc_text
from floordesk.store.signing import DeviceKey
from floordesk.store.staff import ALLOWED, Permission, Role

from .conftest import FAST_PINS, FILES, Floor, approve_keys_in, merge
from .test_attacks import appended, lines_of, pair, rechain, refused, write_lines

__all__ = ["pair"]  # the fixture, shared with the attack tests


def import_record(floor: Floor, by: str, server: str | None) -> dict[str, object]:
    """An import record as FloorDesk writes one, dated now on `floor`'s clock."""
    return {
        "uid": "d" * 32,
        "recorded_utc": utc_text(floor.clock.now),
        "recorded_local": floor.clock.now.isoformat(timespec="microseconds"),
        "source": "from-server.fdlog",
        "source_sha256": "0" * 64,
        "segments": "[]",
        "added": "{}",
        "recorded_by": by,
        "server": server,
    }


def with_import_signed(there: Floor, export: Path, by: str, server: str | None) -> None:
    """`export` with an import record in `by`'s name appended to `there`'s chain, hashed and signed with its key."""
    device = str(there.store.journal.device_id())
    lines = appended(lines_of(export), device, "import", import_record(there, by, server))
    write_lines(export, rechain(lines, device, DeviceKey.beside(there.store.path)))


def manager_import_lacking(there: Floor, export: Path, field: str) -> None:
    """`export` with a file's import in `there`'s manager's name, whose line then lacks `field` (hash and signature
    left as they were)."""
    with_import_signed(there, export, there.manager.staff_uid, None)
    lines = lines_of(export)
    next(line for line in lines if line.get("fields", {}).get("uid") == "d" * 32)["fields"].pop(field)
    write_lines(export, lines)


def test_a_supervisor_signed_file_import_is_refused_even_when_its_laptop_signed_it(pair) -> None:
    here, there, export = pair
    with_import_signed(there, export, there.supervisor.staff_uid, None)
    refused(here, export, InvalidInput, r"Sam Supervisor was a Supervisor at .*: not allowed to import records")


def test_a_supervisor_signed_receive_from_the_server_is_admitted(pair) -> None:
    here, there, export = pair
    with_import_signed(there, export, there.supervisor.staff_uid, "floor/floordesk")
    merge(here.store, export)
    held = here.connection.execute("SELECT recorded_by, server FROM imports WHERE uid = ?", ("d" * 32,)).fetchone()
    assert held == (there.supervisor.staff_uid, "floor/floordesk")
    assert here.store.verify().ok


def test_a_receive_naming_its_server_in_untrimmed_text_is_refused(pair) -> None:
    here, there, export = pair
    with_import_signed(there, export, there.supervisor.staff_uid, " floor/floordesk")
    refused(here, export, InvalidInput, r"import d{32}: its server is not trimmed text")


def test_an_import_record_written_before_receives_had_a_server_is_read_as_a_file_import(pair) -> None:
    """An older FloorDesk's export has no `server` field in its import records: their hashes leave it out too."""
    here, there, export = pair
    manager_import_lacking(there, export, "server")  # its hash and signature hold: absent and NULL hash alike
    merge(here.store, export)
    held = here.connection.execute("SELECT recorded_by, server FROM imports WHERE uid = ?", ("d" * 32,)).fetchone()
    assert held == (there.manager.staff_uid, None)
    assert here.store.verify().ok


def test_a_record_lacking_a_column_that_is_not_a_later_one_is_refused(pair) -> None:
    here, there, export = pair
    manager_import_lacking(there, export, "source")
    approve_keys_in(here.store, export)
    with pytest.raises(InvalidInput, match=r"has not the fields of a import"):
        merge(here.store, export)


def test_importing_a_file_is_still_refused_to_a_supervisor(pair) -> None:
    here, _there, export = pair
    approve_keys_in(here.store, export)
    only = r"only an Administrator or a Manager or a Tournament Director may import"
    with pytest.raises(NotAllowedError, match=only):
        here.store.import_file(export, here.supervisor)


_FIELDS = {
    "uid": "c" * 32,
    "recorded_utc": "2009-06-03T04:00:00.000000Z",  # a day after the floor's staff were added
    "recorded_local": "2009-06-02T21:00:00-07:00",
    "source": "a.fdlog",
    "source_sha256": "0" * 64,
    "segments": "[]",
    "added": "{}",
}
_SERVERS = st.one_of(st.none(), st.text(st.characters(codec="utf-8", exclude_characters="\x00"), min_size=1))


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])  # the floor is only read
@given(role=st.sampled_from(Role), server=_SERVERS)
def test_an_import_record_is_judged_by_the_permission_of_what_it_says_it_is(
    floor: Floor, role: Role, server: str | None
) -> None:
    authority = Authority(floor.connection)
    signer = {Role.ADMINISTRATOR: floor.admin, Role.TOURNAMENT_DIRECTOR: floor.td, Role.MANAGER: floor.manager}
    by = signer.get(role, floor.supervisor)
    fields = {**_FIELDS, "recorded_by": by.staff_uid, "server": server}
    needed = Permission.IMPORT if server is None else Permission.RECEIVE
    device = str(floor.store.journal.device_id())
    next_seq = floor.store.journal.head(device)[0] + 1  # written on this laptop, where every signer has a PIN
    assert (authority.problem("import", fields, device, next_seq) is None) == (by.role in ALLOWED[needed])
    shaped = shape_problem("import", "e" * 32, fields)
    assert (shaped is None) == (server is None or (server == server.strip() and len(server) <= 200))


def test_every_floor_role_may_receive_and_only_managers_tds_and_administrators_import_files() -> None:
    assert ALLOWED[Permission.RECEIVE] == set(Role)
    assert Role.SUPERVISOR not in ALLOWED[Permission.IMPORT]


def test_a_log_of_schema_6_migrates_and_its_import_record_keeps_its_hash_and_travels(
    floor: Floor, tmp_path: Path
) -> None:
    path = tmp_path / "old" / "floordesk.sqlite3"
    path.parent.mkdir()
    shutil.copy(FILES / "schema-v6.sqlite3", path)
    with closing(sqlite3.connect(path)) as old:
        assert old.execute("PRAGMA user_version").fetchone()[0] == 6
        written = old.execute("SELECT record_uid, hash FROM chain WHERE record_type = 'import'").fetchall()
    assert len(written) == 1
    store = IncidentStore.open(path, pin_hasher=FAST_PINS, backup_every=None)
    try:
        assert store.connection.execute("PRAGMA user_version").fetchone()[0] == schema_version()
        assert store.verify().ok
        row = store.connection.execute(
            "SELECT c.device_id, c.seq, c.prev_hash, c.hash, i.* FROM chain c JOIN imports i ON i.uid = c.record_uid"
        )
        names = [column[0] for column in row.description]
        device, seq, prev_hash, digest, *values = row.fetchone()
        fields = dict(zip(names[4:], values, strict=True))
        assert fields["server"] is None
        assert [(fields["uid"], digest)] == written
        assert record_hash("import", device, seq, prev_hash, fields) == digest
        store.export(tmp_path / "old.fdlog")
    finally:
        store.close()
    merge(floor.store, tmp_path / "old.fdlog", floor.manager)
    assert floor.connection.execute("SELECT server FROM imports WHERE uid = ?", (written[0][0],)).fetchone() == (None,)
    assert floor.store.verify().ok
