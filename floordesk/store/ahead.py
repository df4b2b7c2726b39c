"""Store: the checks of a file's lines that depend on nothing but their bytes, made ahead in a second process.

An import reads, checks and writes in one process, on one of the machine's cores. The checks of a line that
are a function of its bytes alone (its format, its hash, its shape) can be made on another core meanwhile:
`judged_ahead` hands the lines, in batches, to a process of its own, and gives each line back with what was
found there: True, it passed those checks; False, the reader makes them itself, as it does without a second
process, and names the problem. A batch's verdicts are used only if they are ready when the reader reaches it;
otherwise the reader checks it itself. So the reader never waits for the second process, and its start-up, its
slowness on a busy machine or its failure cost only the help it would have given. Nothing it says is trusted
beyond "these bytes passed these checks": a record is only written by the reader, in the reader's transaction.

The process is started with "spawn" (no copy of a process that holds Qt and SQLite connections; the one way on
Windows and macOS), so the program's start calls `multiprocessing.freeze_support()` for the bundle. It ends when
the reading ends, however it ends (`judged_ahead` waits for it: no process outlives an import).
"""

from __future__ import annotations

import multiprocessing
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from typing import Any

BATCH_LINES = 2_000
BATCH_BYTES = 4 * 1024**2
"""A batch ends at this many lines or bytes, whichever comes first (a file's lines may be long)."""
BATCHES_AHEAD = 4
"""Batches handed over before the reader needs them: enough to keep the second process busy while the reader
works through one, few enough to hold little of the file in memory."""

Judge = Callable[[list[bytes]], bytes]
"""A batch of lines -> one byte per line: 1 where the line passed the checks, 0 where it did not (a module-level
function: the second process imports it by name)."""


@contextmanager
def judged_ahead(
    lines: Iterable[bytes], judge: Judge, setup: Callable[..., None], setup_args: tuple[Any, ...]
) -> Iterator[Iterator[tuple[bytes, bool]]]:
    """`lines`, each with whether `judge` (in a second process set up by `setup(*setup_args)`) passed it; see the
    module docstring. The process is stopped, and waited for, when the block ends."""
    pool = ProcessPoolExecutor(
        max_workers=1, mp_context=multiprocessing.get_context("spawn"), initializer=setup, initargs=setup_args
    )
    try:
        yield _judged(pool, iter(lines), judge)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def second_process_answers(timeout_s: float = 60) -> bool:
    """Whether a second process starts and answers a batch (the self-test's check: in the bundle, it does only if the
    program's start calls `multiprocessing.freeze_support()`)."""
    with ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn")) as pool:
        try:
            return pool.submit(_all_pass, [b"ahead"]).result(timeout_s) == b"\x01"
        except (BrokenProcessPool, TimeoutError):
            return False


def _all_pass(lines: list[bytes]) -> bytes:
    return b"\x01" * len(lines)


def _judged(pool: ProcessPoolExecutor, lines: Iterator[bytes], judge: Judge) -> Iterator[tuple[bytes, bool]]:
    pending: deque[tuple[list[bytes], Future[bytes] | None]] = deque()
    helping = True
    while True:
        while len(pending) < BATCHES_AHEAD and (batch := _batch(lines)):
            future = None
            if helping:
                try:
                    future = pool.submit(judge, batch)
                except (BrokenProcessPool, RuntimeError):  # the process could not start, or died: no more help
                    helping = False
            pending.append((batch, future))
        if not pending:
            return
        batch, future = pending.popleft()
        verdicts = _ready(future)
        if verdicts is None:
            helping = helping and future is not None and not _broken(future)
            yield from ((line, False) for line in batch)
        else:
            yield from zip(batch, (verdict == 1 for verdict in verdicts), strict=True)


def _batch(lines: Iterator[bytes]) -> list[bytes]:
    batch: list[bytes] = []
    size = 0
    for line in lines:
        batch.append(line)
        size += len(line)
        if len(batch) >= BATCH_LINES or size >= BATCH_BYTES:
            break
    return batch


def _ready(future: Future[bytes] | None) -> bytes | None:
    """The batch's verdicts if they are ready and whole (None: the reader checks the batch itself)."""
    if future is None:
        return None
    if not future.done():
        future.cancel()  # not started yet: the second process goes on to the next batch
        return None
    if future.cancelled() or future.exception() is not None:
        return None
    return future.result()


def _broken(future: Future[bytes]) -> bool:
    return future.done() and not future.cancelled() and isinstance(future.exception(), BrokenProcessPool)
