"""Store: the known ways the incident log can fail, each with words a supervisor can act on.

A `StoreError` is a known condition (the disk is full, another FloorDesk holds
the file, the file is damaged): the app says what happened and keeps what it
has. Anything else that escapes the store is a bug and is left as it is.
Invalid input is reported with `floordesk.core.errors.InvalidInput`, naming
the field.
"""

from __future__ import annotations

import errno
import math
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from floordesk import i18n


class StoreError(Exception):
    """A known problem with the log that the user must be told about (not a bug)."""


class DiskFullError(StoreError):
    """The disk (or the folder's quota) is full."""


class ReadOnlyError(StoreError):
    """The log, or the folder it lives in, cannot be written."""


class LockedError(StoreError):
    """Another program held the log for longer than the busy timeout."""


class CorruptError(StoreError):
    """The file is damaged, or is not a FloorDesk log at all."""


class NewerSchemaError(StoreError):
    """The file was written by a newer FloorDesk."""


class NotAllowedError(StoreError):
    """The signed-in staff member's role does not allow this, or the PIN was wrong."""


class PinDelayError(NotAllowedError):
    """Too many wrong PINs in a row: this staff member's PIN is not even checked until `wait_s` have passed."""

    def __init__(self, name: str, wait_s: float) -> None:
        self.wait_s = wait_s
        super().__init__(f"wait {math.ceil(wait_s)} s before trying {name}'s PIN again")


class VerifyCancelled(StoreError):
    """Verify was stopped before it could judge the log (its `keep_alive` said so)."""


class NotFoundError(StoreError):
    """A record the caller named does not exist."""


class ConflictError(StoreError):
    """Records to merge disagree with records already in the log."""


class CustodyError(StoreError):
    """This laptop cannot prove the log's chain of its own is signed by its key: FloorDesk writes nothing to it."""


# SQLite primary result codes (sqlite3.h); the extended code's low byte is the primary one.
_SQLITE_PERM = 3
_SQLITE_BUSY = 5
_SQLITE_LOCKED = 6
_SQLITE_READONLY = 8
_SQLITE_IOERR = 10
_SQLITE_CORRUPT = 11
_SQLITE_FULL = 13
_SQLITE_CANTOPEN = 14
_SQLITE_NOTADB = 26


def translate(error: BaseException, path: Path, doing: str, unchanged: str | None = None) -> StoreError | None:
    """The known error behind `error`, worded for `doing` ("recording the incident"); None if unknown.

    `unchanged` says what was kept (by default: the log at `path` is as it was). Both are marked where they
    are written (i18n.noop) and said here in the language spoken now.
    """
    doing = i18n.translate("store", doing)
    unchanged = (
        i18n.translate("store", unchanged)
        if unchanged
        else i18n.translate("store", "Nothing was saved; the log {path} is as it was.").format(path=path)
    )
    if isinstance(error, sqlite3.Error):
        code = getattr(error, "sqlite_errorcode", -1) & 0xFF
        if code == _SQLITE_FULL:
            return DiskFullError(
                i18n.translate(
                    "store", "The disk is full: {doing} failed. {unchanged} Free some space and try again."
                ).format(doing=doing, unchanged=unchanged)
            )
        if code in (_SQLITE_READONLY, _SQLITE_PERM):
            return ReadOnlyError(
                i18n.translate(
                    "store", "{path} cannot be written (read-only file or folder): {doing} failed. {unchanged}"
                ).format(path=path, doing=doing, unchanged=unchanged)
            )
        if code in (_SQLITE_BUSY, _SQLITE_LOCKED):
            return LockedError(
                i18n.translate(
                    "store",
                    "{path} is in use by another FloorDesk and stayed locked: {doing} failed. "
                    "{unchanged} Try again in a moment.",
                ).format(path=path, doing=doing, unchanged=unchanged)
            )
        # Python's sqlite3 says this (no SQLite code) of text bytes that are not UTF-8. FloorDesk only ever
        # writes UTF-8, so such bytes in a row, a derived one included, are damage.
        undecodable = str(error).startswith("Could not decode to UTF-8")
        if code in (_SQLITE_CORRUPT, _SQLITE_NOTADB) or undecodable:
            return CorruptError(
                i18n.translate(
                    "store",
                    "{path} is damaged or is not a FloorDesk log ({error}): {doing} failed. The file "
                    "has not been changed; an administrator restores the latest backup (`floordesk "
                    "log restore latest --by NAME --reason TEXT`).",
                ).format(path=path, error=error, doing=doing)
            )
        if code == _SQLITE_CANTOPEN:
            if not os.access(path.parent, os.W_OK):
                return ReadOnlyError(
                    i18n.translate("store", "the folder {parent} cannot be written: {doing} failed.").format(
                        parent=path.parent, doing=doing
                    )
                )
            return StoreError(
                i18n.translate("store", "{path} cannot be opened ({error}): {doing} failed.").format(
                    path=path, error=error, doing=doing
                )
            )
        if code == _SQLITE_IOERR:
            return StoreError(
                i18n.translate("store", "the disk reported an error while {doing} ({error}). {unchanged}").format(
                    doing=doing, error=error, unchanged=unchanged
                )
            )
        return None
    if isinstance(error, OSError):
        reason = error.strerror or str(error)
        if error.errno in (errno.ENOSPC, errno.EDQUOT):
            return DiskFullError(
                i18n.translate("store", "The disk is full: {doing} failed ({reason}). {unchanged}").format(
                    doing=doing, reason=reason, unchanged=unchanged
                )
            )
        if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            where = error.filename or path
            return ReadOnlyError(
                i18n.translate("store", "{where} cannot be written ({reason}): {doing} failed. {unchanged}").format(
                    where=where, reason=reason, doing=doing, unchanged=unchanged
                )
            )
        return StoreError(
            i18n.translate("store", "{doing} failed: {reason} ({value}). {unchanged}").format(
                doing=doing, reason=reason, value=error.filename or path, unchanged=unchanged
            )
        )
    return None


@contextmanager
def translated(path: Path, doing: str, unchanged: str | None = None) -> Iterator[None]:
    """Re-raise known sqlite3 and OS errors as StoreError subclasses; leave bugs alone."""
    try:
        yield
    except (sqlite3.Error, OSError) as error:
        known = translate(error, path, doing, unchanged)
        if known is None:
            raise
        raise known from error
