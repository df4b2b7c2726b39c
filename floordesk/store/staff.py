"""Store: staff, their roles, and signing in with a PIN.

Roles (rule 44's authority levels, plus the person who manages accounts):
supervisor < manager < Tournament Director, and administrator. What each may
do is the `ALLOWED` table. A PIN is kept only as a salted scrypt hash in
`staff_credentials`, which is local to this laptop: it is not a record, it is
never exported, and no message, record or export ever carries a PIN or hash.
Role changes, deactivation and PIN resets are records (who, when, why).

Wrong PINs are kept per staff member in `pin_failures`, local too (a counter
of guesses on this laptop is not evidence to merge elsewhere, and a right PIN
clears it, which a record could not): after `PIN_FREE_FAILURES` wrong PINs in
a row each further try waits 1, 2, 4 ... seconds (at most `PIN_DELAY_MAX_S`),
across restarts, and an administrator sees them (`pin_failures`: who, how
many, when, on which laptop). A try is one step under the log's write lock
(`sign_in`), so tries made at once in several processes are checked one at a
time. A PIN says who signed; it cannot protect the log from someone who holds
the file.
"""

from __future__ import annotations

import os
import re
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import Enum

from floordesk.core.errors import InvalidInput
from floordesk.core.ruling import REASON_MAX
from floordesk.i18n import noop, translate
from floordesk.store.database import write_transaction
from floordesk.store.errors import NotAllowedError, NotFoundError, PinDelayError, translated
from floordesk.store.journal import Journal
from floordesk.store.records import UTC_FORMAT, utc_text
from floordesk.store.validation import required_text


class Role(Enum):
    SUPERVISOR = "supervisor"
    MANAGER = "manager"
    TOURNAMENT_DIRECTOR = "tournament_director"
    ADMINISTRATOR = "administrator"

    @property
    def title(self) -> str:
        """The role's name in English ("Tournament Director"), as an auditor's pack names a signer in any language."""
        return self.value.replace("_", " ").title()

    @property
    def shown(self) -> str:
        """The role's name in the language spoken ("Turnierdirektor"), for a label or a list."""
        return translate("role", _ROLE_NAMES[self][0])

    @property
    def predicate(self) -> str:
        """The role as it follows "is" in the language spoken ("a Tournament Director", "Turnierdirektor")."""
        return translate("role", _ROLE_NAMES[self][1])


class Permission(Enum):
    RECORD_RULING = noop("permission", "record a ruling or a penalty's progress")
    CORRECT_RULING = noop("permission", "correct a ruling")
    OVERRULE = noop("permission", "overrule a floor decision")
    VOID = noop("permission", "void a ruling")
    CONFIRM_VOID = noop("permission", "confirm a void as the second staff member")
    SECOND_REVIEW = noop("permission", "sign a dispute's review as its second reviewer")
    HOUSE_SETTINGS = noop("permission", "change the house's settings (video retention, second reviewer)")
    SET_UP_EVENT = noop("permission", "set up events")
    OPEN_TABLE = noop("permission", "open tables")
    REGISTER_PLAYER = noop("permission", "register players")
    ALTER_EVENT = noop("permission", "cancel or alter an event")
    MANAGE_STAFF = noop("permission", "manage staff")
    IMPORT = noop("permission", "import records from another laptop")
    RECEIVE = noop("permission", "receive the other laptops' records from the floor's server")
    APPROVE_DEVICE = noop("permission", "approve another laptop's key")
    TAKE_CUSTODY = noop("permission", "restore a backup or recover this laptop's chain under a new key")
    MAKE_AUDIT_PACK = noop("permission", "make an auditor's pack")
    SET_RETENTION = noop("permission", "set the log's retention period")

    @property
    def said(self) -> str:
        """What it allows, in the language spoken ("set up events"), to follow "may"."""
        return translate("permission", self.value)


_ROLE_NAMES: dict[Role, tuple[str, str, str]] = {
    # (its name, after "is", as one of those who may: "only a Manager or ..."): each a whole word or phrase, as
    # each language says it (German: "ist Manager", but "nur ein Manager oder ...")
    Role.SUPERVISOR: (noop("role", "Supervisor"), noop("role", "a Supervisor"), noop("roles allowed", "a Supervisor")),
    Role.MANAGER: (noop("role", "Manager"), noop("role", "a Manager"), noop("roles allowed", "a Manager")),
    Role.TOURNAMENT_DIRECTOR: (
        noop("role", "Tournament Director"),
        noop("role", "a Tournament Director"),
        noop("roles allowed", "a Tournament Director"),
    ),
    Role.ADMINISTRATOR: (
        noop("role", "Administrator"),
        noop("role", "an Administrator"),
        noop("roles allowed", "an Administrator"),
    ),
}


def only_allowed(permission: Permission) -> str:
    """Who may do it, as a clause in the language spoken: "only a Manager or a Tournament Director may void a
    ruling" (the roles in the order of their English titles, as the log has always said it)."""
    roles = [translate("roles allowed", _ROLE_NAMES[role][2]) for role in sorted(ALLOWED[permission], key=_by_title)]
    allowed = roles[0]
    for then in roles[1:]:
        allowed = translate("store", "{first} or {then}").format(first=allowed, then=then)
    return translate("store", "only {allowed} may {action}").format(allowed=allowed, action=permission.said)


def _by_title(role: Role) -> str:
    return role.title


_FLOOR = frozenset({Role.SUPERVISOR, Role.MANAGER, Role.TOURNAMENT_DIRECTOR})
ALLOWED: dict[Permission, frozenset[Role]] = {
    Permission.RECORD_RULING: _FLOOR,
    Permission.CORRECT_RULING: _FLOOR,
    # Rule 44: "The Tournament Director reserves the right to overrule any floor decision."
    Permission.OVERRULE: frozenset({Role.TOURNAMENT_DIRECTOR}),
    Permission.VOID: frozenset({Role.MANAGER, Role.TOURNAMENT_DIRECTOR}),
    Permission.CONFIRM_VOID: _FLOOR,
    Permission.SECOND_REVIEW: _FLOOR,
    Permission.HOUSE_SETTINGS: frozenset({Role.TOURNAMENT_DIRECTOR, Role.ADMINISTRATOR}),
    Permission.SET_UP_EVENT: frozenset({Role.MANAGER, Role.TOURNAMENT_DIRECTOR, Role.ADMINISTRATOR}),
    # Opening a table at a running event is floor work, as seating players is.
    Permission.OPEN_TABLE: _FLOOR | {Role.ADMINISTRATOR},
    Permission.REGISTER_PLAYER: _FLOOR | {Role.ADMINISTRATOR},
    # Rule 45: the house cancels or alters an event.
    Permission.ALTER_EVENT: frozenset({Role.TOURNAMENT_DIRECTOR, Role.ADMINISTRATOR}),
    Permission.MANAGE_STAFF: frozenset({Role.ADMINISTRATOR}),
    Permission.IMPORT: frozenset({Role.MANAGER, Role.TOURNAMENT_DIRECTOR, Role.ADMINISTRATOR}),
    # What a receive admits is vouched for by the administrator's device approvals and every import check, not
    # by who is at the desk: a supervisor's laptop must learn a moved player's penalties (rule 52) too.
    Permission.RECEIVE: _FLOOR | {Role.ADMINISTRATOR},
    Permission.APPROVE_DEVICE: frozenset({Role.ADMINISTRATOR}),
    Permission.TAKE_CUSTODY: frozenset({Role.ADMINISTRATOR}),
    Permission.MAKE_AUDIT_PACK: frozenset({Role.MANAGER, Role.TOURNAMENT_DIRECTOR, Role.ADMINISTRATOR}),
    Permission.SET_RETENTION: frozenset({Role.ADMINISTRATOR}),
}

PIN_FREE_FAILURES = 3
"""Wrong PINs in a row that cost no wait (a finger slips)."""
PIN_DELAY_MAX_S = 300.0


def pin_delay_s(failures: int) -> float:
    """The wait after `failures` wrong PINs in a row: none for the first few, then 1, 2, 4 ... s, at most 5 minutes."""
    if failures <= PIN_FREE_FAILURES:
        return 0.0
    return min(2.0 ** min(failures - PIN_FREE_FAILURES - 1, 16), PIN_DELAY_MAX_S)


_PIN = re.compile(r"[0-9]{4,12}")


@dataclass(frozen=True)
class PinHasher:
    """scrypt parameters for new PIN hashes (each stored hash names its own)."""

    n: int = 2**14
    r: int = 8
    p: int = 1

    def hash(self, pin: str) -> str:
        salt = os.urandom(16)  # what secrets.token_bytes is; secrets' import (random, base64) costs start-up
        digest = _scrypt(pin, salt, self.n, self.r, self.p)
        return f"scrypt${self.n}${self.r}${self.p}${salt.hex()}${digest.hex()}"


def pin_matches(pin: str, stored: str) -> bool:
    scheme, n, r, p, salt, digest = stored.split("$")
    if scheme != "scrypt":
        return False
    actual = _scrypt(pin, bytes.fromhex(salt), int(n), int(r), int(p))
    import hmac  # late, with hashlib (see _scrypt)

    return hmac.compare_digest(actual, bytes.fromhex(digest))


def _scrypt(pin: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    import hashlib  # late: OpenSSL's library costs the window's first frame 3.5 MiB, before anyone signs in

    return hashlib.scrypt(pin.encode("utf-8"), salt=salt, n=n, r=r, p=p, maxmem=256 * n * r, dklen=32)


def check_pin(pin: object, path: str = "pin") -> str:
    """A PIN's shape: 4 to 12 digits. The message never repeats the PIN."""
    if not isinstance(pin, str) or not _PIN.fullmatch(pin):
        raise InvalidInput.at(path, translate("store", "must be 4 to 12 digits"))
    return pin


@dataclass(frozen=True)
class SignedIn:
    """A staff member who has just given the right PIN (made only by `StaffDirectory.sign_in`)."""

    staff_uid: str
    name: str
    role: Role


@dataclass(frozen=True)
class StaffMember:
    uid: str
    name: str
    role: Role
    active: bool
    has_pin: bool
    """False for staff merged from another laptop until a PIN is set here."""


_CHANGES = """
    WITH changes AS (
        -- A change takes effect in its chain's order: never later than a change written after it in the same chain,
        -- so a change dated ahead (a clock years fast) cannot outrank a later one (see `in_effect_utc`).
        SELECT x.uid, x.staff_uid, x.change, x.role, c.seq,
            min(x.recorded_utc) OVER (PARTITION BY c.device_id ORDER BY c.seq DESC) AS in_effect_utc
        FROM staff_changes x CROSS JOIN chain c ON c.record_uid = x.uid
    )
"""
_MEMBERS = (
    _CHANGES
    + """
    SELECT s.uid, s.name,
        coalesce((SELECT c.role FROM changes c WHERE c.staff_uid = s.uid AND c.change = 'role'
                  ORDER BY c.in_effect_utc DESC, c.seq DESC, c.uid DESC LIMIT 1), s.role),
        coalesce((SELECT c.change != 'deactivate' FROM changes c
                  WHERE c.staff_uid = s.uid AND c.change IN ('deactivate', 'reactivate')
                  ORDER BY c.in_effect_utc DESC, c.seq DESC, c.uid DESC LIMIT 1), 1),
        EXISTS (SELECT 1 FROM staff_credentials k WHERE k.staff_uid = s.uid)
    FROM staff s
"""
)
_ROLE_AT = (
    _CHANGES
    + """
    SELECT coalesce((SELECT c.role FROM changes c WHERE c.staff_uid = s.uid AND c.change = 'role'
                     AND c.in_effect_utc <= :utc ORDER BY c.in_effect_utc DESC, c.seq DESC, c.uid DESC LIMIT 1), s.role)
    FROM staff s WHERE s.uid = :staff_uid
"""
)


def member(connection: sqlite3.Connection, staff_uid: str) -> StaffMember:
    row = connection.execute(_MEMBERS + " WHERE s.uid = ?", (staff_uid,)).fetchone()
    if row is None:
        raise NotFoundError(translate("store", "no staff member with id {staff_uid}").format(staff_uid=staff_uid))
    return _member(row)


def role_at(connection: sqlite3.Connection, staff_uid: str, utc: str) -> Role:
    """The role the staff member held at `utc` (UTC text, as records are dated): the one the account was given, as
    the role changes in effect by then changed it."""
    row = connection.execute(_ROLE_AT, {"utc": utc, "staff_uid": staff_uid}).fetchone()
    if row is None:
        raise NotFoundError(translate("store", "no staff member with id {staff_uid}").format(staff_uid=staff_uid))
    return Role(row[0])


def _member(row: tuple[str, str, str, int, int]) -> StaffMember:
    return StaffMember(row[0], row[1], Role(row[2]), bool(row[3]), bool(row[4]))


def require_active(connection: sqlite3.Connection, by: SignedIn) -> StaffMember:
    current = member(connection, by.staff_uid)
    if not current.active:
        raise NotAllowedError(translate("store", "{name} is deactivated").format(name=current.name))
    return current


def require(connection: sqlite3.Connection, by: SignedIn, permission: Permission) -> StaffMember:
    """The signer's current record, if their role (now, not at sign-in) allows `permission`."""
    return require_of(connection, by.staff_uid, permission)


def require_of(connection: sqlite3.Connection, staff_uid: str, permission: Permission) -> StaffMember:
    """The member's current record, if active and their role allows `permission`: asked before a PIN is."""
    current = member(connection, staff_uid)
    if not current.active:
        raise NotAllowedError(translate("store", "{name} is deactivated").format(name=current.name))
    if current.role not in ALLOWED[permission]:
        raise NotAllowedError(
            translate("store", "{name} is {role}: {only}").format(
                name=current.name, role=current.role.predicate, only=only_allowed(permission)
            )
        )
    return current


@dataclass(frozen=True)
class PinFailures:
    """Wrong PINs typed for one staff member on this laptop."""

    staff_uid: str
    name: str
    in_a_row: int
    """since the last right PIN (these slow the next try down)"""
    total: int
    last_utc: str
    wait_s: float
    """how long the next try must still wait (0: none)"""
    laptop: str
    """the laptop they were typed on: this one (wrong PINs are kept where they were typed, never merged)"""

    def to_json(self) -> dict[str, object]:
        return vars(self).copy()


class StaffDirectory:
    """Store: staff accounts, sign-in, and role changes."""

    def __init__(self, journal: Journal, hasher: PinHasher | None = None) -> None:
        self._journal = journal
        self._connection = journal.connection
        self._hasher = hasher or PinHasher()

    def members(self) -> list[StaffMember]:
        rows = self._connection.execute(_MEMBERS + " ORDER BY s.name COLLATE NOCASE, s.uid").fetchall()
        return [_member(row) for row in rows]

    def member(self, staff_uid: str) -> StaffMember:
        return member(self._connection, staff_uid)

    def find(self, name: str) -> list[StaffMember]:
        """Staff whose name is `name` (case-insensitive)."""
        return [m for m in self.members() if m.name.casefold() == name.strip().casefold()]

    def sign_in(self, staff_uid: str, pin: str) -> SignedIn:
        """The staff member, if `pin` is theirs; raises PinDelayError while wrong PINs make them wait.

        The try is one step under the log's write lock, from reading the wrong PINs so far to recording this one:
        tries made at once (in several processes) after a delay runs out are checked one at a time, so the first
        wrong one sets the next delay for the others.
        """
        current = member(self._connection, staff_uid)
        with self._one_step():
            refusal = self._try(current, pin)
        if refusal is not None:
            raise refusal
        if not current.active:
            raise NotAllowedError(translate("store", "{name} is deactivated").format(name=current.name))
        return SignedIn(current.uid, current.name, current.role)

    @contextmanager
    def _one_step(self) -> Iterator[None]:
        """One write transaction for a try, committed even when the PIN is refused (its failure is kept)."""
        connection = self._connection
        if connection.in_transaction:  # inside a larger write, which holds the lock already
            yield
            return
        with translated(self._journal.path, noop("store", "checking a PIN")), write_transaction(connection):
            yield

    def _try(self, current: StaffMember, pin: str) -> NotAllowedError | None:
        """Check one try (see `sign_in`), recording a wrong PIN or clearing the count; why it is refused, if it is."""
        in_a_row, last_utc = self._failures(current.uid)
        wait_s = self._wait_s(in_a_row, last_utc)
        if wait_s > 0:
            return PinDelayError(current.name, wait_s)
        row = self._connection.execute(
            "SELECT pin_hash FROM staff_credentials WHERE staff_uid = ?", (current.uid,)
        ).fetchone()
        if row is None:
            return NotAllowedError(
                translate("store", "{name} has no PIN on this laptop yet: an administrator must set one").format(
                    name=current.name
                )
            )
        if not isinstance(pin, str) or not pin_matches(pin, row[0]):
            self._connection.execute(
                "INSERT INTO pin_failures (staff_uid, failed_utc) VALUES (?, ?)",
                (current.uid, utc_text(self._journal.clock())),
            )
            return NotAllowedError(translate("store", "that is not {name}'s PIN").format(name=current.name))
        if in_a_row:
            self._connection.execute(
                "UPDATE pin_failures SET cleared = 1 WHERE staff_uid = ? AND cleared = 0", (current.uid,)
            )
        return None

    def pin_failures(self, by: SignedIn) -> list[PinFailures]:
        """Every staff member with wrong PINs on this laptop, the most recent first (administrators only)."""
        require(self._connection, by, Permission.MANAGE_STAFF)
        rows = self._connection.execute(
            "SELECT f.staff_uid, s.name, sum(f.cleared = 0), count(*), max(f.failed_utc) "
            "FROM pin_failures f JOIN staff s ON s.uid = f.staff_uid GROUP BY f.staff_uid ORDER BY 5 DESC"
        )
        laptop = self.laptop_label()
        return [
            PinFailures(uid, name, in_a_row, total, last, self._wait_s(in_a_row, last), laptop)
            for uid, name, in_a_row, total, last in rows.fetchall()
        ]

    def laptop_label(self) -> str:
        """This laptop's name in the log (its device record's label), as wrong PINs are shown with it."""
        row = self._connection.execute(
            "SELECT d.label FROM devices d JOIN this_device t ON t.device_id = d.device_id"
        ).fetchone()
        return "this laptop" if row is None else str(row[0])

    def _failures(self, staff_uid: str) -> tuple[int, str | None]:
        """(wrong PINs since the last right one, when the last was typed)."""
        count, last = self._connection.execute(
            "SELECT count(*), max(failed_utc) FROM pin_failures WHERE staff_uid = ? AND cleared = 0", (staff_uid,)
        ).fetchone()
        return int(count), last

    def _wait_s(self, in_a_row: int, last_utc: str | None) -> float:
        delay = pin_delay_s(in_a_row)
        if not delay or last_utc is None:
            return 0.0
        last = datetime.strptime(last_utc, UTC_FORMAT).replace(tzinfo=UTC)
        # A clock set back makes the time since negative: the whole delay still applies, never more.
        since = max((self._journal.clock() - last).total_seconds(), 0.0)
        return max(delay - since, 0.0)

    def create_first_administrator(self, name: str, pin: str) -> SignedIn:
        """The first account that can sign in on this laptop: an administrator, who then adds the others.

        Allowed while nobody can sign in here: a new log, or one that so far holds only
        staff merged from other laptops (their PINs stay on those laptops).
        """
        clean_name = required_text("name", name)
        check_pin(pin)
        pin_hash = self._hasher.hash(pin)
        with self._journal.transaction(noop("store", "creating the first administrator")) as stamp:
            if self._connection.execute("SELECT 1 FROM staff_credentials LIMIT 1").fetchone():
                raise NotAllowedError(
                    translate("store", "staff can already sign in on this laptop: an administrator must add accounts")
                )
            uid = self._journal.append(
                "staff", stamp, {"recorded_by": None, "name": clean_name, "role": Role.ADMINISTRATOR.value}
            )
            self._store_pin(uid, pin_hash, stamp.utc)
        return SignedIn(uid, clean_name, Role.ADMINISTRATOR)

    def add(self, name: str, role: Role, pin: str, by: SignedIn) -> str:
        clean_name = required_text("name", name)
        check_pin(pin)
        _check_role(role)
        pin_hash = self._hasher.hash(pin)
        with self._journal.transaction(noop("store", "adding a staff member")) as stamp:
            require(self._connection, by, Permission.MANAGE_STAFF)
            uid = self._journal.append(
                "staff", stamp, {"recorded_by": by.staff_uid, "name": clean_name, "role": role.value}
            )
            self._store_pin(uid, pin_hash, stamp.utc)
        return uid

    def change_role(self, staff_uid: str, role: Role, reason: str, by: SignedIn) -> None:
        _check_role(role)
        self._change(staff_uid, "role", reason, by, role=role)

    def deactivate(self, staff_uid: str, reason: str, by: SignedIn) -> None:
        self._change(staff_uid, "deactivate", reason, by)

    def reactivate(self, staff_uid: str, reason: str, by: SignedIn) -> None:
        self._change(staff_uid, "reactivate", reason, by)

    def set_pin(self, staff_uid: str, pin: str, by: SignedIn, reason: str = "PIN changed") -> None:
        """A new PIN: one's own, or anyone's by an administrator. The log records that it changed."""
        check_pin(pin)
        pin_hash = self._hasher.hash(pin)
        self._change(staff_uid, "pin", reason, by, pin_hash=pin_hash)

    def _change(
        self,
        staff_uid: str,
        change: str,
        reason: str,
        by: SignedIn,
        *,
        role: Role | None = None,
        pin_hash: str | None = None,
    ) -> None:
        clean_reason = required_text("reason", reason, limit=REASON_MAX)
        with self._journal.transaction(noop("store", "changing a staff account")) as stamp:
            target = member(self._connection, staff_uid)
            if change == "pin" and by.staff_uid == staff_uid:
                require_active(self._connection, by)
            else:
                require(self._connection, by, Permission.MANAGE_STAFF)
            if target.role is Role.ADMINISTRATOR and change in ("role", "deactivate"):
                self._keep_an_administrator(target)
            self._journal.append(
                "staff_change",
                stamp,
                {
                    "recorded_by": by.staff_uid,
                    "staff_uid": staff_uid,
                    "change": change,
                    "role": None if role is None else role.value,
                    "reason": clean_reason,
                },
            )
            if pin_hash is not None:
                self._store_pin(staff_uid, pin_hash, stamp.utc)

    def _keep_an_administrator(self, leaving: StaffMember) -> None:
        others = [m for m in self.members() if m.uid != leaving.uid and m.active and m.role is Role.ADMINISTRATOR]
        if leaving.active and not others:
            raise NotAllowedError(
                translate("store", "{name} is the last active administrator: appoint another one first").format(
                    name=leaving.name
                )
            )

    def _store_pin(self, staff_uid: str, pin_hash: str, when: str) -> None:
        self._connection.execute(
            "INSERT INTO staff_credentials (staff_uid, pin_hash, set_utc) VALUES (?, ?, ?) "
            "ON CONFLICT (staff_uid) DO UPDATE SET pin_hash = excluded.pin_hash, set_utc = excluded.set_utc",
            (staff_uid, pin_hash, when),
        )


def _check_role(role: object) -> None:
    if not isinstance(role, Role):
        raise InvalidInput.at(
            "role", translate("store", "must be one of {join}").format(join=", ".join(r.value for r in Role))
        )
