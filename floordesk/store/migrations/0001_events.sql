-- Events and the live state of their tables, kept as the core's JSON form.
CREATE TABLE event_state (
    event_id    INTEGER PRIMARY KEY,
    payload     TEXT NOT NULL CHECK (json_valid(payload)),
    updated_utc TEXT NOT NULL
) STRICT;
