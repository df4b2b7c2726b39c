"""Checks made ahead in a second process: every line comes back, in order, with the verdict made of it there when
it is ready, and nothing but "check it here" when it is not, when the process fails or the reading stops; and no
process outlives the reading."""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Iterator
from concurrent.futures import Future

import pytest

from floordesk.store import ahead

LINES = [f"line {n}{' even' if n % 2 == 0 else ''}\n".encode() for n in range(25)]


def judge_even(lines: list[bytes]) -> bytes:
    """In the second process: 1 for the lines that say they are even."""
    return bytes(b"even" in line for line in lines)


def judge_by_dying(_lines: list[bytes]) -> bytes:
    """In the second process: it ends at once, as one killed would."""
    os._exit(3)


def nothing_to_set_up() -> None:
    pass


def waited_for(future: Future[bytes] | None) -> bytes | None:
    """`ahead._ready` made to wait: which verdicts arrive is then certain, not a matter of the machine's load."""
    if future is None:
        return None
    try:
        return future.result()
    except Exception:  # what `_ready` makes of a failed batch
        return None


@pytest.fixture
def small_batches(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ahead, "BATCH_LINES", 4)
    monkeypatch.setattr(ahead, "BATCHES_AHEAD", 2)


def _read(judge: ahead.Judge) -> list[tuple[bytes, bool]]:
    with ahead.judged_ahead(LINES, judge, nothing_to_set_up, ()) as judged:
        return list(judged)


def test_every_line_comes_back_in_order_with_the_verdict_made_of_it(small_batches, monkeypatch) -> None:
    monkeypatch.setattr(ahead, "_ready", waited_for)
    assert _read(judge_even) == [(line, b"even" in line) for line in LINES]
    assert not multiprocessing.active_children()


def test_a_batch_whose_verdicts_are_not_ready_is_left_to_the_reader(small_batches) -> None:
    # Read at once, far faster than a process starts: the first batches at least are the reader's own.
    judged = _read(judge_even)
    assert [line for line, _passed in judged] == LINES
    assert not judged[0][1]  # "even", but no verdict was ready for it
    assert all(b"even" in line for line, passed in judged if passed)  # a verdict used is the judge's


def test_a_second_process_that_dies_only_leaves_every_line_to_the_reader(small_batches, monkeypatch) -> None:
    monkeypatch.setattr(ahead, "_ready", waited_for)
    assert _read(judge_by_dying) == [(line, False) for line in LINES]
    assert not multiprocessing.active_children()


def test_a_reading_stopped_midway_stops_the_second_process(small_batches) -> None:
    with (  # noqa: PT012 (the reading is the block)
        pytest.raises(ValueError, match="refused"),
        ahead.judged_ahead(LINES, judge_even, nothing_to_set_up, ()) as judged,
    ):
        next(judged)
        raise ValueError("refused")
    assert not multiprocessing.active_children()


def test_batches_end_at_their_size_in_lines_or_in_bytes(monkeypatch) -> None:
    monkeypatch.setattr(ahead, "BATCH_LINES", 3)
    monkeypatch.setattr(ahead, "BATCH_BYTES", 10)
    lines: Iterator[bytes] = iter([b"a" * 6, b"b" * 6, b"c", b"d", b"e", b"f"])
    assert [ahead._batch(lines) for _ in range(4)] == [
        [b"a" * 6, b"b" * 6],  # 12 bytes: the second line passes the size, and ends the batch
        [b"c", b"d", b"e"],
        [b"f"],
        [],
    ]
