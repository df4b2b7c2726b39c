"""Store: work done in processes of its own, on the machine's other cores (an import's checks made ahead, verify's
checks), and how those processes start.

They are started with "spawn" (`SPAWN`): no copy of a process that holds Qt and SQLite connections, and the one way on
Windows and macOS; so the program's start calls `multiprocessing.freeze_support()` for the bundle
(packaging/launcher.py). A spawned process imports what it runs by name: a module-level function.

`started` runs a generator function in such a process and hands back what it yields, one `answer` at a time: plain
data (pickled), or what it raised, raised again here. A process that ends without its answer (killed, out of
memory, crashed in C) is `ProcessStopped`, never a silent answer, and nobody waits for an answer that cannot come.
"""

from __future__ import annotations

import multiprocessing
import pickle
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

from floordesk.i18n import translate
from floordesk.store.errors import StoreError

SPAWN = multiprocessing.get_context("spawn")


class ProcessStopped(StoreError):
    """A process doing part of the work ended before it gave its answer: the work is not done."""


@dataclass
class Apart:
    """A generator function running in a process of its own."""

    process: BaseProcess
    channel: Connection

    def answer(self) -> Any:
        """What the generator yields next; what it raised, raised here; `ProcessStopped` if the process ended first."""
        try:
            said, value = self.channel.recv()
        except (EOFError, OSError):  # its end of the pipe closed: the process is gone
            self.process.join()
            raise ProcessStopped(
                translate(
                    "store", "a process checking part of the log stopped before it answered (exit code {code})"
                ).format(code=self.process.exitcode)
            ) from None
        if said == "raised":
            raise value
        return value

    def stop(self) -> None:
        """End the process (at once if it is still working) and wait for it."""
        if self.process.is_alive():
            self.process.terminate()
        self.process.join()
        self.channel.close()


def started(work: Callable[..., Iterator[Any]], *arguments: Any) -> Apart:
    """`work(*arguments)` (module-level, so that the process can import it) running in a process of its own."""
    here, there = SPAWN.Pipe(duplex=False)
    process = SPAWN.Process(target=_serve, args=(work, arguments, there), daemon=True)
    process.start()
    there.close()  # only the process holds its end now: when it ends, `answer` reads the end of the pipe
    return Apart(process, here)


def _serve(work: Callable[..., Iterator[Any]], arguments: tuple[Any, ...], channel: Connection) -> None:
    try:
        for value in work(*arguments):
            channel.send(("yielded", value))
    except Exception as error:  # handed to the caller, who raises it where the work was asked for
        channel.send(("raised", _sendable(error)))
    finally:
        channel.close()


def _sendable(error: Exception) -> Exception:
    """`error` if it survives pickling (an sqlite3 error keeps its code, held in its attributes), else its words."""
    try:
        pickle.loads(pickle.dumps(error))
    except Exception:  # an exception of a class that cannot be rebuilt from its arguments
        return RuntimeError(f"{type(error).__name__}: {error}")
    return error
