-- Rulings in progress: a wizard's flow state, saved on every page change so that a crash
-- loses nothing, offered for resuming at the next start. Not records: outside the hash
-- chain, never exported or merged; a draft is replaced as the ruling goes on and removed
-- once it is recorded or discarded.
CREATE TABLE drafts (
    draft_id  TEXT PRIMARY KEY CHECK (length(draft_id) >= 1),
    kind      TEXT NOT NULL,
    saved_utc TEXT NOT NULL,
    state     TEXT NOT NULL CHECK (json_valid(state) AND json_type(state) = 'object')
) STRICT;
