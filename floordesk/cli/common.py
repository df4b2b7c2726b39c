"""CLI: what several verbs share: their errors as exit statuses, argument types, and words for counts.

`log`, `server`, `staff` and `sync` import these from here, so no verb's module imports another's.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from floordesk.cli import EXIT_BAD_INPUT, EXIT_DAMAGED, EXIT_DOES_NOT_VERIFY, EXIT_STORE
from floordesk.core.errors import InvalidInput
from floordesk.i18n import numerus, translate

if TYPE_CHECKING:
    from floordesk.store.log import IncidentStore
    from floordesk.store.verify import ChainHead, ChainProblem


def reporting_errors(work: Callable[[], int], stderr: TextIO, database: Path | None = None) -> int:
    """Run a verb; a known refusal or failure is one line on stderr per problem and its exit status.

    With the `database` the verb works on, an unexpected error is first explained by the file:
    damaged (exit 4) or not verifying (exit 1); only on a sound log is it a bug, seen whole.
    """
    import sqlite3  # with the store, when a verb runs: not for `--help`

    # the store loads when a verb runs, not for `--help`
    from floordesk.store.errors import ConflictError, CorruptError, NotAllowedError, NotFoundError, StoreError

    try:
        try:
            return work()
        except (InvalidInput, StoreError):
            raise
        except Exception as error:
            if isinstance(error, OSError) and _given_file(error, database):
                # A file named on the command line that the system refuses (a name too long, say).
                raise InvalidInput.at("", f"{error.filename}: {error.strerror or error}") from None
            # Damaged or altered bytes can surface as anything (a value no FloorDesk wrote, an odd SQLite error).
            if database is None:
                raise
            damage = integrity_damage(database)
            if damage:
                raise CorruptError(damaged_text(database, damage)) from error
            import sqlite3  # loaded only on this path, as the store is

            try:
                first = _first_problem(database)
            except sqlite3.Error as unreadable:
                # A schema whose bytes changed can pass SQLite's integrity check and still not compile (a column
                # renamed under a trigger that names it): the file is damaged, not a log that merely fails to verify.
                raise CorruptError(damaged_text(database, [str(unreadable)])) from error
            if first is None:
                raise
            stderr.write(
                translate("common", "floordesk: error: the log does not verify ({first}); nothing was done\n").format(
                    first=first
                )
            )
            return EXIT_DOES_NOT_VERIFY
    except CorruptError as error:
        stderr.write(translate("common", "floordesk: error: {error}\n").format(error=error))
        return EXIT_DAMAGED
    except InvalidInput as error:
        for problem in error.problems:
            stderr.write(translate("common", "floordesk: error: {problem}\n").format(problem=problem))
        return EXIT_BAD_INPUT
    # A wrong PIN, a role that may not, records from an unapproved laptop or at odds with this log: refused.
    except (NotFoundError, NotAllowedError, ConflictError) as error:
        stderr.write(translate("common", "floordesk: error: {error}\n").format(error=error))
        return EXIT_BAD_INPUT
    except StoreError as error:
        stderr.write(translate("common", "floordesk: error: {error}\n").format(error=error))
        return EXIT_STORE


def _given_file(error: OSError, database: Path | None) -> bool:
    """Whether the system refused a file of the user's, not one of the data folder (the log, its backups)."""
    if not isinstance(error.filename, str | bytes):
        return False
    named = Path(os.fsdecode(error.filename)).absolute()
    return database is None or database.parent.absolute() not in named.parents


def integrity_damage(database: Path) -> list[str]:
    """What SQLite's integrity check finds in the log, read-only (a file it cannot even open is damaged too)."""
    # the store loads when a verb runs, not for `--help`
    import sqlite3

    # the store loads when a verb runs, not for `--help`
    from floordesk.store.database import integrity_problems

    try:
        connection = sqlite3.connect(f"{database.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as error:
        return [str(error)]
    try:
        return integrity_problems(connection)
    except sqlite3.Error:
        return []  # locked, say: nothing says the file is damaged
    finally:
        connection.close()


def _first_problem(database: Path) -> str | None:
    """The first record that does not verify, described (None: the log verifies)."""
    # the store loads when a verb runs, not for `--help`
    from floordesk.store.log import IncidentStore

    store = IncidentStore.open(database, read_only=True)
    try:
        result = store.verify()
    finally:
        store.close()
    return None if result.first is None else result.first.describe()


def damaged_text(database: Path, damage: list[str]) -> str:
    return translate(
        "common",
        "{database} is damaged (SQLite's integrity check: {damage}). Nothing was changed; "
        "an administrator restores the latest backup (`floordesk log restore latest --by NAME --reason TEXT`).",
    ).format(database=database, damage=damage[0])


def write_chains(out: TextIO, records: int, problems: Sequence[ChainProblem], heads: Sequence[ChainHead]) -> None:
    """What a verification found, as `log verify` words it: ok or the first problem, then each chain's head."""
    if not problems:
        out.write(
            translate("common", "ok: all {counted} verify ({counted2})\n").format(
                counted=counted(records, "record"), counted2=counted(len(heads), "device chain")
            )
        )
    else:
        out.write(
            translate("common", "FAILED: the first record that does not match is {describe}\n").format(
                describe=problems[0].describe()
            )
        )
        for problem in problems[1:]:
            out.write(translate("common", "also: {describe}\n").format(describe=problem.describe()))
    for head in heads:
        key = (
            translate("common", ", key {fingerprint}").format(fingerprint=head.fingerprint) if head.fingerprint else ""
        )
        out.write(
            translate("common", "chain {label}: {records} records, last {last_seq} {last_hash}{key}\n").format(
                label=head.label, records=head.records, last_seq=head.last_seq, last_hash=head.last_hash, key=key
            )
        )
        if head.revoked:
            out.write(
                translate("common", "  its records came from a device whose approval was {revoked}\n").format(
                    revoked=head.revoked
                )
            )


_COUNTED = {
    "record": numerus("common", "%n record(s)", "", 0),
    "device chain": numerus("common", "%n device chain(s)", "", 0),
    "incident": numerus("common", "%n incident(s)", "", 0),
    "device": numerus("common", "%n device(s)", "", 0),
    "page": numerus("common", "%n page(s)", "", 0),
    "later record": numerus("common", "%n later record(s)", "", 0),
    "damaged backup": numerus("common", "%n damaged backup(s)", "", 0),
}
"""What the command line counts, each with its numerus forms."""


def counted(number: int, noun: str) -> str:
    return translate("common", _COUNTED[noun], "", number)


# -- argument types (argparse turns ArgumentTypeError into a one-line usage error, exit 2) --
def parsed_positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(
            translate("common", "must be a whole number >= 1, not {text}").format(text=repr(text))
        )
    if value > _WHOLE_MAX:
        raise argparse.ArgumentTypeError(
            translate("common", "must be a whole number from 1 to {WHOLE_MAX}, not {text}").format(
                WHOLE_MAX=_WHOLE_MAX, text=repr(text)
            )
        )
    return value


_WHOLE_MAX = 2**63 - 1
"""SQLite's whole numbers are 64-bit: a larger one cannot even be compared with the log's."""


def parsed_text(text: str) -> str:
    """Words as typed. Bytes that are not UTF-8 reach argv as surrogate escapes, which no record can hold."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise argparse.ArgumentTypeError(
            translate("common", "must be UTF-8 text, not {text}").format(text=repr(text))
        ) from None
    return text


def dsn_argument(text: str) -> str:
    """A DSN given on the command line: libpq's, and without a password (arguments show in the process list)."""
    # the server's code loads only when a DSN is given
    from floordesk.store.server.connection import keeping_problem

    try:
        problem = keeping_problem(parsed_text(text))
    except InvalidInput as error:
        raise argparse.ArgumentTypeError(error.problems[0]) from None
    if problem:
        raise argparse.ArgumentTypeError(problem)
    return text


def open_log(database: Path, *, reading: bool, stderr: TextIO) -> IncidentStore:
    """The log of the data folder; a verb that only reads opens it without writing a byte (not even a copy's
    header), and read-only where it cannot be written (read-only media: reading needs no write). One that writes
    first brings an older log up to date, saying so on `stderr` (see `bring_up_to_date`)."""
    # the store loads when a verb runs, not for `--help`
    from floordesk.store.errors import ReadOnlyError
    from floordesk.store.log import IncidentStore

    if not reading:
        bring_up_to_date(database, stderr)
    try:
        return IncidentStore.open(database, reading=reading)
    except ReadOnlyError:
        if not reading:
            raise
        return IncidentStore.open(database, read_only=True)


SCHEMA_CHANGED_OUTSIDE = numerus(
    "common",
    "Warning: %n part(s) of the log's structure differed from what FloorDesk makes: added, changed or removed "
    "outside FloorDesk. What differed is kept in the log itself, and `floordesk log verify` names it; the copy of "
    "the log as it was is {copy} in the backups folder. Tell the Tournament Director.",
    "",
    0,
)


def bring_up_to_date(database: Path, stderr: TextIO) -> None:
    """Do the work a log's first opening for writing after an update does, saying before it starts what it is and
    after it ends what it found changed outside FloorDesk: the same as the window's dialog and warning, so that a
    verb that migrates a big log for minutes is not taken for hung, and a changed schema is never passed in
    silence. Nothing is said when nothing is due; the exit status is the verb's."""
    # the store loads when a verb runs, not for `--help`
    from floordesk.store.opening import due, prepare

    work = due(database)
    if work is None:
        return
    if work.migrates:
        doing = translate(
            "common",
            "Bringing the incident log up to date for this version (schema {found} to {now}); a copy of the log "
            "as it was is kept first, in the backups folder. A large log can take several minutes.",
        ).format(found=work.schema_found, now=work.schema_now)
    else:
        doing = translate("common", "Indexing incidents an earlier import merged, so that a search finds them.")
    print(doing, file=stderr, flush=True)
    prepared = prepare(database)
    if prepared.changed_objects:
        warning = translate("common", SCHEMA_CHANGED_OUTSIDE, "", prepared.changed_objects)
        warning = warning.format(copy=prepared.copy_before)
        print(warning, file=stderr, flush=True)
