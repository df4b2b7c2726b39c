"""The store's processes: what their work yields or raises reaches the caller, and one that dies is an error."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator

import pytest

from floordesk.store.processes import ProcessStopped, started


def _counts_to(last: int) -> Iterator[object]:
    yield from range(1, last + 1)


def _fails_to_open() -> Iterator[object]:
    yield "opening"
    sqlite3.connect("file:/nowhere/at/all.sqlite3?mode=ro", uri=True).execute("SELECT 1")


class _Unpicklable(Exception):
    def __init__(self, first: str, second: str) -> None:
        super().__init__(f"{first} {second}")  # its arguments are not what rebuilds it


def _raises_unpicklable() -> Iterator[object]:
    raise _Unpicklable("kept", "words")
    yield  # a generator function


def _dies() -> Iterator[object]:
    yield "begun"
    os._exit(7)


def test_what_the_work_yields_comes_back_in_order() -> None:
    apart = started(_counts_to, 3)
    try:
        assert [apart.answer() for _ in range(3)] == [1, 2, 3]
    finally:
        apart.stop()


def test_an_sqlite_error_is_raised_again_with_its_code() -> None:
    apart = started(_fails_to_open)
    try:
        assert apart.answer() == "opening"
        with pytest.raises(sqlite3.OperationalError) as raised:
            apart.answer()
    finally:
        apart.stop()
    assert raised.value.sqlite_errorcode == sqlite3.SQLITE_CANTOPEN


def test_an_error_that_cannot_be_sent_comes_back_in_words() -> None:
    apart = started(_raises_unpicklable)
    try:
        with pytest.raises(RuntimeError, match="_Unpicklable: kept words"):
            apart.answer()
    finally:
        apart.stop()


def test_a_process_that_dies_is_an_error_not_a_wait() -> None:
    apart = started(_dies)
    try:
        assert apart.answer() == "begun"
        with pytest.raises(ProcessStopped, match=r"exit code 7"):
            apart.answer()
    finally:
        apart.stop()
