-- Rows the server's administrator set aside from a laptop's chain (`floordesk server set-aside`): from the first
-- row that laptop's key did not sign (planted with the floor's shared writer credentials, or written by the
-- database's owner) to the chain's end, so that the laptop can send its own records again. Kept here as evidence:
-- when, by which database role, and why. The writer role may not read or write it.
CREATE TABLE set_aside (
    device_id text NOT NULL,
    seq bigint NOT NULL,
    record_type text NOT NULL,
    record_uid text NOT NULL,
    prev_hash text NOT NULL,
    hash text NOT NULL,
    signature text,
    fields jsonb NOT NULL,
    received_utc timestamptz NOT NULL,
    set_aside_utc timestamptz NOT NULL DEFAULT now(),
    set_aside_by text NOT NULL DEFAULT current_user,
    reason text NOT NULL
);
