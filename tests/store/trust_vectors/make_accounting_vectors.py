"""Trust vectors of issue 24's accounting rules (findings 3, 4, 5, 9 and 11), made again by running this file.

    uv run python -m tests.store.trust_vectors.make_accounting_vectors

Each vector is `accounting-<name>.sqlite3` (a log copied when FloorDesk and the attacker were done with it), the
laptop's key beside it as `accounting-<name>.key`, and `accounting-<name>.json`: the verdict `log verify` must give,
the records it must name (device id and chain position; none for a changed schema), and why. The logs are made by
the same scenarios the tests of these rules run (`tests/store/test_accounting.py`); keys are new on each run, so a
run makes new files.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import tempfile
from collections.abc import Callable
from functools import partial
from pathlib import Path

from floordesk.store.derived import refresh_derived
from floordesk.store.log import IncidentStore
from floordesk.store.signing import key_path
from floordesk.store.staff import Role
from tests.store.conftest import Floor, drop_guards, make_floor, merge, open_tamperer, rehash_chain_from
from tests.store.test_attacks import lines_of

HERE = Path(__file__).parent
Named = list[dict[str, object]]
Scenario = Callable[[Callable[[str], Floor], Path], tuple[Floor, Named, str]]


def erase(raw: sqlite3.Connection, uid: str) -> None:
    """Delete a record and its chain entry, as someone holding only the file would."""
    (record_type,) = raw.execute("SELECT record_type FROM chain WHERE record_uid = ?", (uid,)).fetchone()
    table = {"incident": "incidents", "import": "imports"}[record_type]
    raw.execute(f"DELETE FROM {table} WHERE uid = ?", (uid,))
    raw.execute("DELETE FROM chain_entries WHERE record_uid = ?", (uid,))


def position(store: IncidentStore, uid: str) -> tuple[str, int]:
    device, seq = store.connection.execute("SELECT device_id, seq FROM chain WHERE record_uid = ?", (uid,)).fetchone()
    return str(device), int(seq)


def insert_straight(store: IncidentStore, export: Path, device: str) -> list[int]:
    """Write `device`'s records of `export` into the log's file directly, as no import would; their positions."""
    written = []
    connection = store.connection
    connection.execute("BEGIN IMMEDIATE")
    connection.execute("PRAGMA defer_foreign_keys = ON")
    for line in lines_of(export)[1:-1]:
        held = connection.execute(
            "SELECT 1 FROM chain WHERE device_id = ? AND seq = ?", (line["device"], line["seq"])
        ).fetchone()
        if line["device"] != device or held:
            continue
        store.journal.insert(
            line["type"], device, line["seq"], line["prev_hash"], line["fields"], line["hash"], line["signature"]
        )
        written.append(line["seq"])
    refresh_derived(connection, None)  # the listing made as FloorDesk would: only the chain tells
    connection.execute("COMMIT")
    return written


def stolen(here: Floor, there: Floor, export: Path) -> str:
    """`there`'s key revoked here, then a ruling written on it and exported; returns its fingerprint."""
    fingerprint = there.store.devices.own_fingerprint
    assert fingerprint is not None
    here.store.devices.revoke(fingerprint, "laptop stolen from the cage", here.admin)
    there.record(narrative="Written by the thief after the revocation.")
    there.store.export(export)
    return fingerprint


def forge_promotion_on(there: Floor, signer_uid: str, promoted_uid: str) -> str:
    """A staff change written with there's own key, in the name of a signer who has no PIN there."""
    with there.store.journal.transaction("forging") as stamp:
        return there.store.journal.append(
            "staff_change",
            stamp,
            {
                "recorded_by": signer_uid,
                "staff_uid": promoted_uid,
                "change": "role",
                "role": Role.ADMINISTRATOR.value,
                "reason": "promoted by someone who cannot sign here",
            },
        )


def pair_of_laptops(laptop: Callable[[str], Floor], folder: Path) -> tuple[Floor, Floor]:
    """Two laptops that merged each other's chains (so each holds the other's staff and approved its key)."""
    here, there = laptop("here"), laptop("there")
    here.store.export(folder / "here.fdlog")
    merge(there.store, folder / "here.fdlog")
    there.store.export(folder / "there.fdlog")
    merge(here.store, folder / "there.fdlog")
    return here, there


def merged_both_ways(laptop: Callable[[str], Floor], folder: Path) -> tuple[Floor, Named, str]:
    here, there = pair_of_laptops(laptop, folder)
    there.record(narrative="A later ruling on the other laptop.")
    there.store.export(folder / "later.fdlog")
    merge(here.store, folder / "later.fdlog")
    return here, [], "two imports of the other laptop's chain, each named by an import record of this log: all stands"


def sync_boundary_erased(laptop: Callable[[str], Floor], folder: Path) -> tuple[Floor, Named, str]:
    here, there = pair_of_laptops(laptop, folder)
    boundary = here.record(narrative="The ruling the other laptop merged last.")
    here.store.export(folder / "first.fdlog")
    merge(there.store, folder / "first.fdlog")
    here.record(narrative="The next ruling.")
    here.store.export(folder / "second.fdlog")
    merge(there.store, folder / "second.fdlog")
    there.store.export(folder / "back.fdlog")
    merge(here.store, folder / "back.fdlog")
    device, seq = position(here.store, boundary.uid)
    raw = open_tamperer(here.store.path)
    erase(raw, boundary.uid)
    raw.close()
    why = (
        "a ruling of this laptop's own chain erased just before a segment another laptop's import record names: "
        "this laptop's own chain must be gapless, whatever other laptops' import records say"
    )
    return here, [{"device": device, "position": seq + 1}], why


def written_straight(laptop: Callable[[str], Floor], folder: Path, *, revoked: bool) -> tuple[Floor, Named, str]:
    """The other laptop's later records written into this log's file directly (its key revoked here first, or not)."""
    here, there = pair_of_laptops(laptop, folder)
    if revoked:
        stolen(here, there, folder / "straight.fdlog")
    else:
        there.record(narrative="A ruling no import of this log brought.")
        there.store.export(folder / "straight.fdlog")
    device = str(there.store.journal.device_id())
    first = insert_straight(here.store, folder / "straight.fdlog", device)[0]
    why = (
        f"{'a revoked laptop' if revoked else 'an approved laptop'}'s records written straight into the file: "
        "no import record of this log names them"
    )
    return here, [{"device": device, "position": first}], why


def signer_without_pin(laptop: Callable[[str], Floor], folder: Path) -> tuple[Floor, Named, str]:
    here, there = pair_of_laptops(laptop, folder)
    forged = forge_promotion_on(there, here.admin.staff_uid, here.supervisor.staff_uid)
    device, seq = position(there.store, forged)
    why = "a promotion signed with this laptop's key in the name of another laptop's administrator, who has no PIN here"
    return there, [{"device": device, "position": seq}], why


def trigger_dropped(laptop: Callable[[str], Floor], _folder: Path) -> tuple[Floor, Named, str]:
    floor = laptop("floor")
    raw = sqlite3.connect(floor.store.path, isolation_level=None)
    drop_guards(raw)
    raw.close()
    return (
        floor,
        [{"device": None, "position": None}],
        "the append-only triggers dropped: the schema is not FloorDesk's",
    )


def trigger_planted(laptop: Callable[[str], Floor], _folder: Path) -> tuple[Floor, Named, str]:
    floor = laptop("floor")
    raw = sqlite3.connect(floor.store.path, isolation_level=None)
    raw.execute("CREATE TRIGGER forget AFTER INSERT ON pin_failures BEGIN DELETE FROM pin_failures; END")
    raw.close()
    return floor, [{"device": None, "position": None}], "a trigger planted to empty the wrong PINs' table"


def rehashed_forgery(laptop: Callable[[str], Floor], _folder: Path) -> tuple[Floor, Named, str]:
    floor = laptop("floor")
    edited = floor.record(narrative="Seat 3 won the race.")
    for number in range(5):
        floor.record(narrative=f"a later ruling {number}")
    device, seq = position(floor.store, edited.uid)
    head = floor.store.journal.head(device)[0]
    raw = open_tamperer(floor.store.path)
    raw.execute("UPDATE incidents SET narrative = 'Seat 4 won the race.' WHERE uid = ?", (edited.uid,))
    rehash_chain_from(raw, device, seq)
    raw.close()
    floor.store.reindex()  # the listing made again from the forged record, as the forger would
    why = "a ruling changed and its chain hashed again without the key: the first record not signed, and the head"
    return floor, [{"device": device, "position": seq}, {"device": device, "position": head}], why


SCENARIOS: dict[str, Scenario] = {
    "merged-both-ways": merged_both_ways,
    "sync-boundary-erased": sync_boundary_erased,
    "injected": partial(written_straight, revoked=False),
    "revoked-then-written": partial(written_straight, revoked=True),
    "signer-without-pin": signer_without_pin,
    "trigger-dropped": trigger_dropped,
    "trigger-planted": trigger_planted,
    "rehashed-forgery": rehashed_forgery,
}


def make(name: str, scenario: Scenario, target: Path) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        made: list[Floor] = []

        def laptop(label: str) -> Floor:
            made.append(make_floor(folder / label / "floordesk.sqlite3", label=label))
            return made[-1]

        floor, named, why = scenario(laptop, folder)
        log = floor.store.path
        for each in made:
            each.store.close()
        stem = target / f"accounting-{name}"
        shutil.copy(log, stem.with_suffix(".sqlite3"))
        shutil.copy(key_path(log), stem.with_suffix(".key"))
        verdict = {"verdict": "problem" if named else "ok", "named": named, "why": why}
        stem.with_suffix(".json").write_text(json.dumps(verdict, indent=2) + "\n", encoding="utf-8")


def main() -> None:
    for name, scenario in SCENARIOS.items():
        make(name, scenario, HERE)


if __name__ == "__main__":
    main()
