"""A FloorDesk writer in its own process, for the concurrency and crash tests.

    python -m tests.store.writer_process DATABASE SETUP_JSON COUNT [wait|hold]

Prints `ready` once signed in (with `wait`, then waits for a line on standard
input, so two writers can start together, and pauses a little between writes
as people do, so that neither holds the lock all the time). With `hold` it waits
for that line before it opens the log, its imports done: a writer ready to start
the moment the one before it is killed. Records COUNT rulings (0: until
killed), each with a penalty, and corrects every third one; after each write
commits it prints `<uid> <number>` and flushes, so the parent knows which
writes were acknowledged.
"""

from __future__ import annotations

import json
import sys
import time
from itertools import count
from pathlib import Path

from floordesk.store.incidents import IncidentDraft, Party, PenaltyDraft
from floordesk.store.log import IncidentStore

from .pins import FAST_PINS


def main(database: str, setup_json: str, how_many: int, wait: bool, hold: bool) -> None:
    setup = json.loads(setup_json)
    if hold:
        sys.stdin.readline()
    store = IncidentStore.open(Path(database), pin_hasher=FAST_PINS)
    supervisor = store.staff.sign_in(setup["supervisor"], setup["pin"])
    print("ready", flush=True)
    if wait:
        sys.stdin.readline()
    for n in count(1) if how_many == 0 else range(1, how_many + 1):
        player = setup["players"][n % len(setup["players"])]
        draft = IncidentDraft(
            event=setup["event"],
            table=setup["table"],
            rule=49,
            kind="clock",
            narrative=f"Clock {n} called on seat {n % 9 + 1}; the hand was killed after the countdown.",
            inputs={"n": n},
            recommended={"rule": 49, "hand": "dead"},
            parties=[Party(n % 9 + 1, player)],
            penalties=[PenaltyDraft(player, "missed_hand", hands=1)],
        )
        recorded = store.incidents.record(draft, supervisor)
        if n % 3 == 0:
            store.incidents.correct(recorded.uid, {"narrative": f"Clock {n}, corrected."}, "detail", supervisor)
        print(recorded.uid, recorded.number, flush=True)
        if wait:
            time.sleep(0.005)
    store.close()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:] == ["wait"], sys.argv[4:] == ["hold"])
