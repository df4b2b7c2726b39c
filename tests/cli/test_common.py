"""What the command line's verbs share: argument types and a verb's errors as exit statuses and one line each."""

from __future__ import annotations

import argparse
import io
import sqlite3
from pathlib import Path

import pytest

from floordesk.cli import EXIT_BAD_INPUT, EXIT_DAMAGED, EXIT_DOES_NOT_VERIFY, EXIT_OK, EXIT_STORE
from floordesk.cli.common import counted, parsed_positive, parsed_text, reporting_errors
from floordesk.core.errors import InvalidInput
from floordesk.store.errors import CorruptError, NotAllowedError, StoreError
from tests.store.conftest import make_floor


@pytest.mark.parametrize("text", ["0", "-3", "x", "1.5", str(2**63)])
def test_a_count_is_a_whole_number_from_one_to_sqlites_largest(text: str) -> None:
    with pytest.raises(argparse.ArgumentTypeError, match=repr(text)):
        parsed_positive(text)
    assert parsed_positive(str(2**63 - 1)) == 2**63 - 1


def test_text_that_is_not_utf8_is_refused_not_stored() -> None:
    undecodable = b"Table \xff".decode("utf-8", "surrogateescape")
    with pytest.raises(argparse.ArgumentTypeError, match="must be UTF-8 text"):
        parsed_text(undecodable)
    assert parsed_text("Table 7 ♠") == "Table 7 ♠"


def test_counts_are_said_in_words() -> None:
    assert (counted(1, "record"), counted(0, "record"), counted(2, "device chain")) == (
        "1 record",
        "0 records",
        "2 device chains",
    )


@pytest.mark.parametrize(
    ("error", "status", "said"),
    [
        (InvalidInput.at("--event", "is required"), EXIT_BAD_INPUT, "floordesk: error: --event: is required\n"),
        (NotAllowedError("a supervisor may not"), EXIT_BAD_INPUT, "floordesk: error: a supervisor may not\n"),
        (CorruptError("the log is damaged"), EXIT_DAMAGED, "floordesk: error: the log is damaged\n"),
        (StoreError("the disk is full"), EXIT_STORE, "floordesk: error: the disk is full\n"),
    ],
)
def test_a_refusal_or_failure_is_its_exit_status_and_one_line(error: Exception, status: int, said: str) -> None:
    def work() -> int:
        raise error

    stderr = io.StringIO()
    assert reporting_errors(work, stderr) == status
    assert stderr.getvalue() == said


def test_an_unexpected_error_on_a_sound_log_is_a_bug_seen_whole(tmp_path: Path) -> None:
    floor = make_floor(tmp_path / "floordesk.sqlite3")
    floor.record()
    floor.store.close()

    def work() -> int:
        raise RuntimeError("a bug")

    with pytest.raises(RuntimeError, match="a bug"):
        reporting_errors(work, io.StringIO(), tmp_path / "floordesk.sqlite3")
    assert reporting_errors(lambda: EXIT_OK, io.StringIO()) == EXIT_OK


def test_an_unexpected_error_on_a_log_that_does_not_verify_says_so(tmp_path: Path) -> None:
    path = tmp_path / "floordesk.sqlite3"
    floor = make_floor(path)
    floor.record()
    floor.store.close()
    with sqlite3.connect(path) as connection:  # changed behind FloorDesk's back
        connection.execute("DROP TRIGGER incidents_append_only_u")
        connection.execute("UPDATE incidents SET narrative = 'rewritten'")

    def work() -> int:
        raise KeyError("a value no FloorDesk wrote")

    stderr = io.StringIO()
    assert reporting_errors(work, stderr, path) == EXIT_DOES_NOT_VERIFY
    assert stderr.getvalue().startswith("floordesk: error: the log does not verify (")
