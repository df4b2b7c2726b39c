"""Store: opening the database, and its versioned schema.

The schema version lives in `PRAGMA user_version`. Migrations are the files
`migrations/NNNN_name.sql`, applied in order (numbers may skip: a branch's
migration keeps its number), each in one transaction that holds the write lock
and reads the version again first, so two FloorDesks starting at once migrate a
file once; a copy of an existing file is taken before, and one its migrations
left largely free is vacuumed after. A new file gets at once, in one such
transaction, the schema the migrations make. A database written by a newer
FloorDesk is refused rather than guessed at.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from functools import cache
from pathlib import Path

from floordesk.i18n import noop, translate
from floordesk.store.errors import NewerSchemaError, StoreError, translated
from floordesk.store.records import utc_text

__all__ = [
    "backup_name",
    "backup_to",
    "connect",
    "connect_for_reading",
    "create_owner_only",
    "database_objects",
    "database_path",
    "migration_functions",
    "schema_objects",
    "schema_version",
    "stored_digest",
]

BUSY_TIMEOUT_S = 10.0
MAPPED_BYTES = 1 << 31
"""How much of the log SQLite reads through a memory map (it keeps to its build's limit, 2 GiB in the usual ones):
a row read from the map is not first copied from the file into SQLite's page cache, which made a page of the log
window whose rows lie all over a big log take up to twice as long. Beyond the limit (a log of about 900,000
incidents) the rest of the file is read as before. Not on read-only media; see `map_log`."""
BACKUP_TIME_FORMAT = "%Y%m%dT%H%M%S%fZ"
PARTIAL = ".partial"
"""The suffix of a copy being written (after the writer's process id): only a finished copy gets its name."""


MIGRATIONS = Path(__file__).resolve().parent / "migrations"


@cache
def _migration_files() -> tuple[tuple[int, Path], ...]:
    """(schema version, file) for every shipped migration, oldest first.

    Found beside this module rather than through importlib.resources, whose
    readers would cost start-up several milliseconds; a wheel installs unzipped,
    so the folder is a plain folder there too. Scripts are read only when applied.
    """
    return tuple(sorted((int(file.name.split("_", 1)[0]), file) for file in MIGRATIONS.glob("[0-9]*_*.sql")))


def schema_version() -> int:
    """The newest schema this FloorDesk knows."""
    return _migration_files()[-1][0]


SchemaObject = tuple[str, str, str, str | None]
"""(type, name, table, SQL) of a table, index, trigger or view, as `sqlite_master` holds it."""


@cache
def schema_objects(version: int) -> frozenset[SchemaObject]:
    """Every schema object a database of schema `version` has, exactly as its migrations make them."""
    return frozenset(_made_by_migrations(_migration_files(), version)[0])


@cache
def _made_by_migrations(
    migrations: tuple[tuple[int, Path], ...], version: int
) -> tuple[tuple[SchemaObject, ...], frozenset[str]]:
    """The schema objects `migrations` up to `version` make, in the order `sqlite_master` holds them, and the names
    of the tables among them that SQLite made itself for a full-text index (made in memory, once a process)."""
    made = sqlite3.connect(":memory:")
    migration_functions(made)
    try:
        for number, file in migrations:
            if number <= version:
                for statement in _statements(file.read_text(encoding="utf-8")):
                    made.execute(statement)
        query = "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_stat%' ORDER BY rowid"
        shadows = frozenset(row[1] for row in made.execute("PRAGMA table_list") if row[2] == "shadow")
        return tuple(made.execute(query)), shadows
    finally:
        made.close()


def _creation_script(migrations: tuple[tuple[int, Path], ...]) -> list[str]:
    """The statements that make the newest schema at once: what the migrations leave, not each step they took.

    A new log is made by these in one transaction. Replaying every migration on the new file parsed its growing
    schema again after each of some 270 statements and synced each migration on its own: 80 ms of CPU and 21
    syncs, against 10 ms and one. The objects SQLite makes itself (a full-text index's tables, a key's index) are
    left to it.
    """
    made, shadows = _made_by_migrations(migrations, migrations[-1][0])
    return [sql for _kind, name, _table, sql in made if sql and name not in shadows and not name.startswith("sqlite_")]


def schema_difference(connection: sqlite3.Connection) -> frozenset[SchemaObject]:
    """The schema objects (on either side) in which the database differs from what the migrations of the schema it
    declares make: a dropped append-only trigger, a trigger or index of someone else's, a changed table."""
    version = schema_of(connection)
    return schema_objects(version) ^ database_objects(connection)


ABSENT = "absent"
"""A side of a schema change found before a migration: an object the log's migrations make, missing from it (or
changed: its changed form is then `FOREIGN`)."""
FOREIGN = "foreign"
"""A side of a schema change found before a migration: an object in the log that its migrations do not make."""


def _schema_changes(connection: sqlite3.Connection) -> list[tuple[str, str, str, str | None]]:
    """What `schema_difference` finds, each object as (type, name, side, SQL), in a stable order."""
    made = schema_objects(schema_of(connection))
    return sorted(
        (kind, name, ABSENT if (kind, name, table, sql) in made else FOREIGN, sql)
        for kind, name, table, sql in schema_difference(connection)
    )


def database_objects(connection: sqlite3.Connection) -> frozenset[SchemaObject]:
    """Every schema object of the database (SQLite's statistics tables, which ANALYZE adds, left out)."""
    text_factory = connection.text_factory
    connection.text_factory = _readable  # a damaged schema is a schema that differs, not a crash
    try:
        query = "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_stat%'"
        return frozenset(connection.execute(query).fetchall())
    finally:
        connection.text_factory = text_factory


def _readable(value: bytes) -> str:
    return value.decode("utf-8", "replace")


def stored_digest(text: str | None) -> bytes | str | None:
    """How the chain keeps a hash, a link or a signature (schema 21, `chain_entries`): lowercase hex digits as their
    bytes, anything else (which FloorDesk never writes) as the text it is; the view `chain` gives either back as the
    text written."""
    if text is None:
        return None
    # Read as hex, then written back: the same text only for lowercase digits in pairs (fromhex also takes capitals
    # and spaces). A quarter of what a pattern costs, and an import keeps three digests a record, 100,000s of them.
    try:
        digest = bytes.fromhex(text)
    except ValueError:
        return text
    return digest if digest.hex() == text else text


def migration_functions(connection: sqlite3.Connection) -> None:
    """Give `connection` the functions the migrations call (on an empty database too: SQLite looks a function up
    before it reads a row)."""
    connection.create_function("floordesk_stored_digest", 1, stored_digest, deterministic=True)


def create_owner_only(path: Path) -> None:
    """Create the file (and its folder) if missing, owner-only: the log and its copies hold PIN hashes."""
    path.parent.mkdir(parents=True, exist_ok=True)
    os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))


def connect(path: Path, *, busy_timeout: float = BUSY_TIMEOUT_S, backup_dir: Path | None = None) -> sqlite3.Connection:
    """Open (creating if needed) and migrate the database at `path`.

    Before an existing database is migrated, a copy is written to `backup_dir`
    (default: the `backups` folder beside the file). Known failures raise
    StoreError subclasses that say what happened.
    """
    with translated(path, noop("store", "opening the log")):
        if not path.exists():
            create_owner_only(path)
        # autocommit mode: every write names its own transaction (BEGIN IMMEDIATE).
        connection = sqlite3.connect(path, timeout=busy_timeout, isolation_level=None)
        try:
            current = _refuse_newer(connection, path)  # before anything writes to the file (WAL mode does)
            connection.execute("PRAGMA foreign_keys = ON")
            if connection.execute("PRAGMA page_count").fetchone()[0] == 0:
                connection.execute(f"PRAGMA page_size = {PAGE_SIZE}")  # a new file: fixed once WAL is on
            _use_wal(connection, busy_timeout)
            # Incidents are evidence: a committed write must survive a power cut too.
            connection.execute("PRAGMA synchronous = FULL")
            map_log(connection)
            if current < schema_version():
                _migrate(connection, path, backup_dir or path.parent / "backups", current)
        except BaseException:
            connection.close()
            raise
    return connection


def map_log(connection: sqlite3.Connection) -> None:
    """Read the log through a memory map (`MAPPED_BYTES`), where FloorDesk may write it. Writes still go through
    the file and its WAL, so what is committed is as safe as before. The cost: a read error through the map ends
    the program (SIGBUS) where a read of the file is an error FloorDesk can say. So read-only media (a stick of
    last year's logs, a scratched CD: `connect_read_only`) are not mapped; a data folder kept on a stick that is
    pulled out while the window is open ends it, where it would have failed its next write."""
    connection.execute(f"PRAGMA mmap_size = {MAPPED_BYTES}")


def _use_wal(connection: sqlite3.Connection, busy_timeout: float) -> None:
    """Switch the file to write-ahead logging, waiting as for any lock.

    SQLite answers "locked" at once, without its busy wait, when another FloorDesk holds the
    file while this one asks for WAL (two windows started at once on a new data folder).
    """
    deadline = time.monotonic() + busy_timeout
    while True:
        try:
            connection.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as error:
            busy = getattr(error, "sqlite_errorcode", -1) & 0xFF in (5, 6)  # SQLITE_BUSY, SQLITE_LOCKED
            if not busy or time.monotonic() >= deadline:
                raise
            time.sleep(0.01)


NOT_NOW = (5, 6, 8)  # SQLITE_BUSY, SQLITE_LOCKED, SQLITE_READONLY: the file cannot be written now
"""The error codes of a write that could not start now (another FloorDesk writing, read-only media)."""


@contextmanager
def waiting_at_most(connection: sqlite3.Connection, milliseconds: int) -> Iterator[None]:
    """Within: a write that cannot start within `milliseconds` fails then, instead of waiting as long as the
    connection otherwise waits for another writer."""
    (timeout,) = connection.execute("PRAGMA busy_timeout").fetchone()
    connection.execute(f"PRAGMA busy_timeout = {int(milliseconds)}")
    try:
        yield
    finally:
        connection.execute(f"PRAGMA busy_timeout = {int(timeout)}")


def hold_state(connection: sqlite3.Connection) -> None:
    """Begin a read transaction on `connection` and take its snapshot now (SQLite takes it at the first read, not at
    BEGIN): whatever is committed later is not in what it reads."""
    connection.execute("BEGIN")
    connection.execute("SELECT count(*) FROM sqlite_master").fetchone()


_DAMAGE_CODES = (11, 26)  # SQLITE_CORRUPT, SQLITE_NOTADB


def is_damage(error: sqlite3.DatabaseError) -> bool:
    """Whether SQLite says with `error` that the file is damaged, or is not a database at all."""
    return getattr(error, "sqlite_errorcode", -1) & 0xFF in _DAMAGE_CODES


_CONTENT_FINDINGS = ("NULL value in",)
"""What the integrity check says of a value no FloorDesk writes: a changed record, which verify names by its hash,
not a damaged file."""


def integrity_problems(connection: sqlite3.Connection, limit: int = 10) -> list[str]:
    """What SQLite's integrity check finds wrong with the file (at most `limit`; empty: not damaged).

    The full check, not the quick one: only it sees an index that no longer matches its
    table, which makes a filtered list silently short. Without the tables' CHECK constraints
    (`ignore_check_constraints`): a value that fails one is a changed value, not a damaged file (a
    record's is named by its hash), and evaluating them (the JSON columns parsed) was a quarter of
    the check; nor can their findings fill `limit` before the damage.
    """
    text_factory = connection.text_factory
    (ignoring,) = connection.execute("PRAGMA ignore_check_constraints").fetchone()
    connection.text_factory = bytes  # the report quotes damaged bytes, which need not be UTF-8
    connection.execute("PRAGMA ignore_check_constraints = ON")
    try:
        rows = connection.execute(f"PRAGMA integrity_check({int(limit)})").fetchall()
        found = [
            line
            for row in rows
            for line in bytes(row[0]).decode("utf-8", "replace").splitlines()
            if line.strip() and not line.startswith(("*** in database", *_CONTENT_FINDINGS))
        ]
    except sqlite3.DatabaseError as error:
        if not is_damage(error):
            raise
        return [str(error)]
    except UnicodeDecodeError:  # SQLite's own message quotes a damaged schema, not UTF-8 any more
        return ["the schema itself is damaged"]
    finally:
        connection.execute(f"PRAGMA ignore_check_constraints = {int(ignoring)}")
        connection.text_factory = text_factory
    found = [] if found == ["ok"] else found
    unaccounted = _pages_left_uncounted(connection)
    if unaccounted:
        found.append(f"{unaccounted} page(s) are never used (in no table or index, and not free)")
    return found


_LOCK_BYTE = 0x40000000
"""Where SQLite's lock bytes are: the page holding them (in a file over 1 GiB) is in no tree and not free."""


def _pages_left_uncounted(connection: sqlite3.Connection) -> int:
    """Pages of the file in no table's or index's tree and not free, where SQLite 3.40's integrity check does not count
    them: when the first table of its schema's hash is a view or a virtual table (root page 0, which it takes for a
    check of some tables only). A vacuum writes views and virtual tables last, and the last loaded often goes first.
    Counted from `dbstat` (a tenth of the check's time); 0 where the check counted them, or `dbstat` is missing."""
    first = connection.execute("PRAGMA main.table_list").fetchone()
    if first is None or first[2] not in ("view", "virtual"):
        return 0
    try:
        (in_trees,) = connection.execute("SELECT count(*) FROM dbstat('main')").fetchone()
    except sqlite3.OperationalError:  # a SQLite built without dbstat
        return 0
    (pages,) = connection.execute("PRAGMA page_count").fetchone()
    (free,) = connection.execute("PRAGMA freelist_count").fetchone()
    (size,) = connection.execute("PRAGMA page_size").fetchone()
    lock_page = 1 if pages > _LOCK_BYTE // size else 0
    return max(int(pages) - int(in_trees) - int(free) - lock_page, 0)


def connect_for_reading(path: Path, *, busy_timeout: float = BUSY_TIMEOUT_S) -> sqlite3.Connection:
    """Open the log at `path` to read it, writing nothing: it is neither migrated nor switched to WAL (a copy
    kept in another journal mode keeps its header); a log of an older schema is opened read-only, as it is.

    Read-write all the same, for a log in WAL mode: a read-only connection would leave its `-wal` and `-shm`
    files behind, which the last read-write one removes.
    """
    with translated(path, noop("store", "opening the log")):
        if not path.is_file():
            raise StoreError(translate("store", "there is no log at {path}").format(path=path))
        connection = sqlite3.connect(path, timeout=busy_timeout, isolation_level=None)
        try:
            current = _refuse_newer(connection, path)
            connection.execute("PRAGMA foreign_keys = ON")
            map_log(connection)
        except BaseException:
            connection.close()
            raise
    if current < schema_version():
        connection.close()
        return connect_read_only(path, busy_timeout=busy_timeout, older=True)
    return connection


def connect_read_only(path: Path, *, busy_timeout: float = BUSY_TIMEOUT_S, older: bool = False) -> sqlite3.Connection:
    """Open the database at `path` without writing anything (read-only media, a copy to inspect).

    A log whose `-wal` file is absent is all in its main file: it is opened immutable, which makes no side
    file and is exact as long as nobody writes it meanwhile (read-only media, a copy). One with a `-wal`
    is read through it, where its `-shm` can be had. An older schema is refused (it cannot be brought up to
    date where it is) unless `older`: read as it is.
    """
    with translated(path, noop("store", "opening the log")):
        if not path.is_file():
            raise StoreError(translate("store", "there is no log at {path}").format(path=path))
        uri = path.resolve().as_uri()
        mode = "mode=ro" if Path(f"{path}-wal").exists() else "immutable=1"
        connection = sqlite3.connect(f"{uri}?{mode}", uri=True, timeout=busy_timeout, isolation_level=None)
        try:
            current = _refuse_newer(connection, path)
        except sqlite3.OperationalError:
            connection.close()
            connection = sqlite3.connect(f"{uri}?immutable=1", uri=True, isolation_level=None)
            current = _refuse_newer(connection, path)
        if current < schema_version() and not older:
            connection.close()
            raise StoreError(
                translate(
                    "store",
                    "{path} was written by an older FloorDesk and cannot be brought up to date where "
                    "it is (read-only): copy it to a folder that can be written, and open it there.",
                ).format(path=path)
            )
    return connection


def database_path(connection: sqlite3.Connection) -> Path:
    """The file behind a connection (for messages and backups)."""
    # As bytes: a folder whose name is not UTF-8 is still a folder the log can live in.
    row = connection.execute("SELECT CAST(file AS BLOB) FROM pragma_database_list WHERE name = 'main'").fetchone()
    if row is None:
        raise AssertionError("a connection always has a main database")
    return Path(os.fsdecode(row[0]))


def backup_name(database: Path, moment: datetime, reason: str) -> str:
    """The file name of a copy of `database` taken at `moment` for `reason` (sorts by time)."""
    return f"{database.stem}-{moment.astimezone(UTC).strftime(BACKUP_TIME_FORMAT)}-{reason}.sqlite3"


class CopyStopped(Exception):
    """A copy told to stop (`backup_to`'s `stop`) before it was done: its part-written file is gone."""


BACKUP_STEP_PAGES = 1024
"""Pages copied between two looks at whether a copy is to stop (4 MiB of SQLite's default pages)."""


def backup_to(connection: sqlite3.Connection, target: Path, *, stop: Callable[[], bool] | None = None) -> None:
    """Copy the database into `target` with SQLite's online backup API (owner-only, on disk, atomic rename).

    The copy is written as `<target>.<pid>.partial`, so a copy left by a killed FloorDesk can be told
    from one being written now (`stale_partials`). With `stop`, it is copied a step at a time and gives
    up (CopyStopped, nothing left behind) at the first step after `stop()` says so.
    """

    def step_taken(_status: int, _remaining: int, _total: int) -> None:
        if stop is not None and stop():
            raise CopyStopped(
                translate("store", "the copy {name} was stopped before it was done").format(name=target.name)
            )

    target.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    partial = target.with_name(f"{target.name}.{os.getpid()}{PARTIAL}")
    partial.unlink(missing_ok=True)
    create_owner_only(partial)
    try:
        copy = sqlite3.connect(partial)
        try:
            if stop is None:
                connection.backup(copy)
            else:
                connection.backup(copy, pages=BACKUP_STEP_PAGES, progress=step_taken)
        finally:
            copy.close()
        _fsync(partial)
        # Only a finished copy, on disk, gets the real name: a crash never leaves a half backup behind it.
        os.replace(partial, target)
        _fsync(target.parent)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise


def stale_partials(folder: Path) -> list[Path]:
    """Copies in `folder` that a FloorDesk no longer running left half written."""
    if not folder.is_dir():
        return []
    stale = []
    for path in folder.glob(f"*{PARTIAL}"):
        writer = path.name.removesuffix(PARTIAL).rsplit(".", 1)[-1]
        if not writer.isdigit() or not _running(int(writer)):
            stale.append(path)
    return stale


def _running(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # someone else's process: running
        return True
    return True


def _fsync(path: Path) -> None:
    descriptor = os.open(path, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def _refuse_newer(connection: sqlite3.Connection, path: Path) -> int:
    """The file's schema version; refused if a newer FloorDesk wrote it."""
    current = schema_of(connection)
    if current > schema_version():
        raise NewerSchemaError(
            translate(
                "store",
                "{path} was written by a newer FloorDesk (schema {current}; this version knows "
                "{schema_version}). Update FloorDesk to open it; the file has not been changed.",
            ).format(path=path, current=current, schema_version=schema_version())
        )
    return current


def _migrate(connection: sqlite3.Connection, path: Path, backup_dir: Path, current: int) -> None:
    migrations = _migration_files()
    newest = migrations[-1][0]
    existing = current > 0
    migration_functions(connection)
    declared = current
    changes: list[tuple[str, str, str, str | None]] = []
    copy = ""
    if existing:  # an existing file: keep it as it was (a second FloorDesk migrating too only adds a copy)
        copy = backup_name(path, datetime.now(UTC), f"before-schema-{newest}")
        backup_to(connection, backup_dir / copy)
        changes = _schema_changes(connection)
    else:
        with write_transaction(connection):
            # Read under the write lock, here and below: another FloorDesk may have made or migrated the file while
            # this one waited for it.
            current = schema_of(connection)
            if current == 0:
                _apply(connection, _creation_script(migrations), newest)
                current = newest
    for number, file in migrations:
        if number <= current:
            continue
        with write_transaction(connection):
            current = schema_of(connection)
            if number > current:
                _apply(connection, _statements(file.read_text(encoding="utf-8")), number)
                if number == newest and changes:
                    _record_changes(connection, changes, found_at=declared, copy=copy)
    if existing:
        _compact(connection)


def _record_changes(
    connection: sqlite3.Connection, changes: list[tuple[str, str, str, str | None]], *, found_at: int, copy: str
) -> None:
    """Keep, in the migration's last step, how the schema differed before it: a migration may make the changed
    objects anew, and the log would then show nothing of them (migration 0023)."""
    connection.execute(
        "INSERT INTO schema_changes_found (found_utc, schema_found, migrated_to, copy_before, differences)"
        " VALUES (?, ?, ?, ?, ?)",
        (
            utc_text(datetime.now(UTC)),
            found_at,
            schema_of(connection),
            copy,
            json.dumps(changes, ensure_ascii=False),
        ),
    )


def schema_of(connection: sqlite3.Connection) -> int:
    """The schema version the file declares (SQLite's user_version)."""
    return int(connection.execute("PRAGMA user_version").fetchone()[0])


def _apply(connection: sqlite3.Connection, statements: list[str], version: int) -> None:
    for statement in statements:
        connection.execute(statement)
    connection.execute(f"PRAGMA user_version = {version}")


@contextmanager
def write_transaction(connection: sqlite3.Connection) -> Iterator[None]:
    """BEGIN IMMEDIATE ... COMMIT, rolled back entirely if anything inside fails."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield
        connection.execute("COMMIT")
    except BaseException:
        if connection.in_transaction:
            connection.execute("ROLLBACK")
        raise


FREED_TO_GIVE_BACK = 0.10
"""The share of a migrated file's pages left free (a table dropped, say) above which it is vacuumed at once."""
PAGE_SIZE = 8192
"""The log's page size (issue 28): an incident's record, about 1,000 bytes, left a quarter of SQLite's default 4,096
unused on average, the rest of a page too small for the next; 8,192 halves that (about 120 bytes an incident at
100,000)."""


def _compact(connection: sqlite3.Connection) -> None:
    """Vacuum a migrated file if its migrations left much of it free, or it has smaller pages than `PAGE_SIZE`
    (a log written before schema 21): SQLite keeps freed pages in the file until a vacuum, which FloorDesk runs
    nowhere else, and a copy, a backup and every integrity check would read them.

    The copy taken before the migration already holds the file as it was. Another FloorDesk reading or writing
    now (two started at once) leaves it as it is: free pages are reused by later writes, nothing is lost.
    """
    (free,) = connection.execute("PRAGMA freelist_count").fetchone()
    (pages,) = connection.execute("PRAGMA page_count").fetchone()
    (size,) = connection.execute("PRAGMA page_size").fetchone()
    if free <= pages * FREED_TO_GIVE_BACK and size >= PAGE_SIZE:
        return
    try:
        with waiting_at_most(connection, 0):
            if size < PAGE_SIZE:
                # SQLite changes the page size only by a vacuum, and not in WAL mode: out of it for the vacuum.
                connection.execute("PRAGMA journal_mode = DELETE")
                connection.execute(f"PRAGMA page_size = {PAGE_SIZE}")
            connection.execute("VACUUM")
            connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # the vacuumed pages into the file, out of the WAL
    except sqlite3.OperationalError as error:
        if getattr(error, "sqlite_errorcode", -1) & 0xFF not in NOT_NOW:
            raise
    finally:
        _use_wal(connection, BUSY_TIMEOUT_S)


def _statements(script: str) -> list[str]:
    """Split a migration into statements (executescript would commit on its own)."""
    statements: list[str] = []
    buffer = ""
    for line in script.splitlines(keepends=True):
        buffer += line
        if sqlite3.complete_statement(buffer):
            statements.append(buffer.strip())
            buffer = ""
    return statements
