"""Store: rulings in progress, kept so that a crash in the middle of a wizard loses nothing.

A draft is a flow's JSON state, saved on every page change under an id the
caller chooses. Drafts are not records: they sit outside the hash chain, are
never exported or merged, and are replaced in place; `verify`, export and
import look only at records, so they never see them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from floordesk.i18n import noop
from floordesk.store.errors import translated
from floordesk.store.journal import Journal
from floordesk.store.records import canonical_json, utc_text
from floordesk.store.validation import required_text


@dataclass(frozen=True)
class SavedDraft:
    draft_id: str
    kind: str
    saved_utc: str
    state: dict[str, Any]


class Drafts:
    """Store: saving, listing and discarding rulings in progress."""

    def __init__(self, journal: Journal) -> None:
        self._journal = journal
        self._connection = journal.connection

    def save(self, draft_id: str, kind: str, state: dict[str, Any]) -> None:
        """Save (or replace) a draft; one statement, so it is all saved or not at all.

        Saved on every page of a wizard, so without waiting for the disk: in write-ahead logging,
        `synchronous = NORMAL` keeps a commit through a crash of FloorDesk (what drafts are for),
        though not through a power cut until the next record's commit flushes it too. Records keep
        FULL, restored before anything else can write.
        """
        clean_id = required_text("draft_id", draft_id)
        clean_kind = required_text("kind", kind)
        text = canonical_json(state)
        with translated(self._journal.path, noop("store", "saving the ruling in progress")):
            self._connection.execute("PRAGMA synchronous = NORMAL")
            try:
                self._connection.execute(
                    "INSERT INTO drafts (draft_id, kind, saved_utc, state) VALUES (?, ?, ?, ?) "
                    "ON CONFLICT (draft_id) DO UPDATE SET kind = excluded.kind, saved_utc = excluded.saved_utc, "
                    "state = excluded.state",
                    (clean_id, clean_kind, utc_text(self._journal.clock()), text),
                )
            finally:
                self._connection.execute("PRAGMA synchronous = FULL")

    def pending(self) -> list[SavedDraft]:
        """Every saved draft, the one saved longest ago first."""
        with translated(self._journal.path, noop("store", "reading the rulings in progress")):
            rows = self._connection.execute(
                "SELECT draft_id, kind, saved_utc, state FROM drafts ORDER BY saved_utc, draft_id"
            ).fetchall()
        return [SavedDraft(draft_id, kind, saved, json.loads(state)) for draft_id, kind, saved, state in rows]

    def discard(self, draft_id: str) -> None:
        """Forget a draft (recorded or abandoned); a draft already gone is no error."""
        with translated(self._journal.path, noop("store", "discarding the ruling in progress")):
            self._connection.execute("DELETE FROM drafts WHERE draft_id = ?", (draft_id,))
