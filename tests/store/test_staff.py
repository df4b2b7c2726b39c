"""Staff, roles and PINs: who may do what, and a PIN is never kept or shown in clear."""

from __future__ import annotations

from pathlib import Path

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.i18n import SPEAKER
from floordesk.store.log import IncidentStore
from floordesk.store.staff import ALLOWED, Permission, PinHasher, Role, pin_matches

from .conftest import FAST_PINS, Floor, admin_of, merge


def test_the_permission_table_follows_rules_44_and_45() -> None:
    floor_roles = {Role.SUPERVISOR, Role.MANAGER, Role.TOURNAMENT_DIRECTOR}
    assert ALLOWED[Permission.OVERRULE] == {Role.TOURNAMENT_DIRECTOR}  # rule 44, last sentence
    assert ALLOWED[Permission.RECORD_RULING] == floor_roles  # "Tournament Director, Managers, and Supervisors"
    assert ALLOWED[Permission.VOID] == {Role.MANAGER, Role.TOURNAMENT_DIRECTOR}
    assert ALLOWED[Permission.ALTER_EVENT] == {Role.TOURNAMENT_DIRECTOR, Role.ADMINISTRATOR}
    assert ALLOWED[Permission.MANAGE_STAFF] == {Role.ADMINISTRATOR}
    assert Role.ADMINISTRATOR not in ALLOWED[Permission.RECORD_RULING]
    assert set(ALLOWED) == set(Permission)


def test_sign_in_needs_the_right_pin(floor: Floor) -> None:
    from floordesk.store.errors import NotAllowedError

    uid = floor.td.staff_uid
    assert floor.store.staff.sign_in(uid, "2222").role is Role.TOURNAMENT_DIRECTOR
    with pytest.raises(NotAllowedError, match=r"that is not Tom Director's PIN"):
        floor.store.staff.sign_in(uid, "2223")


def test_a_pin_is_stored_only_as_a_salted_scrypt_hash(tmp_path: Path) -> None:
    pin = "97531864"
    path = tmp_path / "floordesk.sqlite3"
    store = IncidentStore.open(path, pin_hasher=FAST_PINS)
    admin = store.staff.create_first_administrator("Ada Admin", pin)
    other = store.staff.add("Bo Admin", Role.ADMINISTRATOR, pin, admin)
    hashes = [row[0] for row in store.connection.execute("SELECT pin_hash FROM staff_credentials ORDER BY staff_uid")]
    store.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    assert len(hashes) == 2
    assert hashes[0] != hashes[1]  # the same PIN, a different salt
    for stored in hashes:
        scheme, n, r, p, salt, digest = stored.split("$")
        assert (scheme, n, r, p) == ("scrypt", "16", "8", "1")
        assert len(bytes.fromhex(salt)) == 16
        assert len(bytes.fromhex(digest)) == 32
        assert pin_matches(pin, stored)
        assert not pin_matches("97531865", stored)
    for file in tmp_path.rglob("*"):
        if file.is_file():
            assert pin.encode() not in file.read_bytes(), file
    assert other


def test_production_pin_hashes_are_slow() -> None:
    assert (PinHasher().n, PinHasher().r) == (2**14, 8)


@pytest.mark.parametrize("pin", ["123", "1234567890123", "12a4", "", " 1234", 1234, None])
def test_a_pin_must_be_4_to_12_digits_and_the_error_never_repeats_it(floor: Floor, pin: object) -> None:
    with pytest.raises(InvalidInput) as caught:
        floor.store.staff.add("New Person", Role.SUPERVISOR, pin, floor.admin)  # type: ignore[arg-type]
    assert str(caught.value) == "pin: must be 4 to 12 digits"


def test_only_an_administrator_manages_staff(floor: Floor) -> None:
    from floordesk.store.errors import NotAllowedError

    for someone in (floor.td, floor.manager, floor.supervisor):
        with pytest.raises(NotAllowedError, match=r"is an? [A-Za-z ]+: only an Administrator may manage staff"):
            floor.store.staff.add("Eve", Role.SUPERVISOR, "5555", someone)
        with pytest.raises(NotAllowedError, match=r"manage staff"):
            floor.store.staff.change_role(floor.supervisor.staff_uid, Role.MANAGER, "promotion", someone)
    uid = floor.store.staff.add("Eve", Role.SUPERVISOR, "5555", floor.admin)
    assert floor.store.staff.member(uid).role is Role.SUPERVISOR


def test_a_role_change_applies_at_once_to_someone_already_signed_in(floor: Floor) -> None:
    from floordesk.store.errors import NotAllowedError

    first = floor.record()
    floor.store.staff.change_role(floor.td.staff_uid, Role.MANAGER, "Stepped down as TD", floor.admin)
    with pytest.raises(NotAllowedError, match=r"Tom Director is a Manager: only a Tournament Director may overrule"):
        floor.store.incidents.overrule(first.uid, {"hand": "dead"}, "x", floor.td)
    assert floor.store.staff.member(floor.td.staff_uid).role is Role.MANAGER


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("de", "Tom Director ist Manager: nur ein Turnierdirektor darf eine Floor-Entscheidung aufheben"),
        ("fr", "Tom Director est manager : seul un directeur de tournoi peut infirmer une décision du floor"),
    ],
)
def test_a_refused_role_is_said_in_whole_sentences_of_the_language_spoken(floor: Floor, language: str, said: str):
    from floordesk.store.errors import NotAllowedError

    first = floor.record()
    floor.store.staff.change_role(floor.td.staff_uid, Role.MANAGER, "Stepped down as TD", floor.admin)
    with SPEAKER.speaking(language), pytest.raises(NotAllowedError) as refused:
        floor.store.incidents.overrule(first.uid, {"hand": "dead"}, "x", floor.td)
    assert str(refused.value) == said
    with SPEAKER.speaking("de"):
        assert [role.shown for role in Role] == ["Supervisor", "Manager", "Turnierdirektor", "Administrator"]
    assert Role.TOURNAMENT_DIRECTOR.title == "Tournament Director"  # an auditor's pack names a signer so


def test_a_deactivated_member_can_neither_sign_in_nor_act(floor: Floor) -> None:
    from floordesk.store.errors import NotAllowedError

    floor.store.staff.deactivate(floor.supervisor.staff_uid, "Left the company", floor.admin)
    with pytest.raises(NotAllowedError, match=r"deactivated"):
        floor.store.staff.sign_in(floor.supervisor.staff_uid, "4444")
    with pytest.raises(NotAllowedError, match=r"Sam Supervisor is deactivated"):
        floor.record()
    floor.store.staff.reactivate(floor.supervisor.staff_uid, "Came back", floor.admin)
    assert floor.record().number == 1


def test_the_last_administrator_cannot_be_removed(floor: Floor) -> None:
    from floordesk.store.errors import NotAllowedError

    with pytest.raises(NotAllowedError, match=r"last active administrator"):
        floor.store.staff.deactivate(floor.admin.staff_uid, "leaving", floor.admin)
    with pytest.raises(NotAllowedError, match=r"last active administrator"):
        floor.store.staff.change_role(floor.admin.staff_uid, Role.SUPERVISOR, "leaving", floor.admin)
    floor.store.staff.add("Bo Admin", Role.ADMINISTRATOR, "5555", floor.admin)
    floor.store.staff.deactivate(floor.admin.staff_uid, "leaving", floor.admin)
    assert not floor.store.staff.member(floor.admin.staff_uid).active


def test_staff_change_their_own_pin_and_an_administrator_resets_others(floor: Floor) -> None:
    from floordesk.store.errors import NotAllowedError

    floor.store.staff.set_pin(floor.supervisor.staff_uid, "9876", floor.supervisor)
    assert floor.store.staff.sign_in(floor.supervisor.staff_uid, "9876")
    with pytest.raises(NotAllowedError):
        floor.store.staff.sign_in(floor.supervisor.staff_uid, "4444")
    with pytest.raises(NotAllowedError, match=r"manage staff"):
        floor.store.staff.set_pin(floor.td.staff_uid, "9876", floor.supervisor)
    floor.store.staff.set_pin(floor.td.staff_uid, "1357", floor.admin, "Forgot the PIN")
    assert floor.store.staff.sign_in(floor.td.staff_uid, "1357")
    changes = floor.connection.execute("SELECT change, reason FROM staff_changes ORDER BY recorded_utc").fetchall()
    assert changes == [("pin", "PIN changed"), ("pin", "Forgot the PIN")]  # the record says it changed, not to what


def test_the_first_administrator_is_created_once(floor: Floor) -> None:
    from floordesk.store.errors import NotAllowedError

    with pytest.raises(NotAllowedError, match=r"an administrator must add accounts"):
        floor.store.staff.create_first_administrator("Mallory", "6666")


def test_staff_merged_from_another_laptop_need_a_local_pin(floor_factory) -> None:
    from floordesk.store.errors import NotAllowedError

    main = floor_factory("main")
    export = main.store.path.parent / "main.fdlog"
    main.store.export(export)
    fresh = IncidentStore.open(main.store.path.parent.parent / "fresh" / "floordesk.sqlite3", pin_hasher=FAST_PINS)
    try:
        merge(fresh, export)
        member = fresh.staff.member(main.td.staff_uid)
        assert (member.name, member.has_pin) == ("Tom Director", False)
        with pytest.raises(NotAllowedError, match=r"has no PIN on this laptop yet"):
            fresh.staff.sign_in(main.td.staff_uid, "2222")
        # Importing needed someone to sign in here: the laptop's first administrator, who sets the PIN.
        admin = admin_of(fresh)
        fresh.staff.set_pin(main.td.staff_uid, "2468", admin, "First shift on this laptop")
        assert fresh.staff.sign_in(main.td.staff_uid, "2468").role is Role.TOURNAMENT_DIRECTOR
    finally:
        fresh.close()


def test_names_and_reasons_are_checked(floor: Floor) -> None:
    with pytest.raises(InvalidInput, match=r"^name: must not be empty$"):
        floor.store.staff.add("   ", Role.SUPERVISOR, "5555", floor.admin)
    with pytest.raises(InvalidInput, match=r"^name: must be at most 200 characters long$"):
        floor.store.staff.add("x" * 201, Role.SUPERVISOR, "5555", floor.admin)
    with pytest.raises(InvalidInput, match=r"^role: must be one of"):
        floor.store.staff.add("Eve", "boss", "5555", floor.admin)  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match=r"^reason: must not be empty$"):
        floor.store.staff.deactivate(floor.supervisor.staff_uid, "", floor.admin)


def test_members_report_current_roles(floor: Floor) -> None:
    floor.store.staff.change_role(floor.supervisor.staff_uid, Role.MANAGER, "Promoted", floor.admin)
    roles = {m.name: m.role for m in floor.store.staff.members()}
    assert roles == {
        "Ada Admin": Role.ADMINISTRATOR,
        "Mia Manager": Role.MANAGER,
        "Sam Supervisor": Role.MANAGER,
        "Tom Director": Role.TOURNAMENT_DIRECTOR,
    }
    assert [m.uid for m in floor.store.staff.find("sam supervisor")] == [floor.supervisor.staff_uid]
