-- The shared floor: every laptop's hash chain, append-only.
-- One row per record, as the laptop that wrote it holds it: its chain position, the hash
-- linking it to the record before, its Ed25519 signature and its fields (the columns of its
-- table in the laptop's log). `arrival` orders records as the server received them.
CREATE TABLE records (
    device_id text NOT NULL,
    seq bigint NOT NULL CHECK (seq >= 1),
    record_type text NOT NULL,
    record_uid text NOT NULL UNIQUE,
    prev_hash text NOT NULL,
    hash text NOT NULL,
    signature text,
    fields jsonb NOT NULL,
    arrival bigint GENERATED ALWAYS AS IDENTITY,
    received_utc timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (device_id, seq)
);

-- A device's key in force at a position: the last key record at or before it.
CREATE INDEX records_device_keys ON records (device_id, seq) WHERE record_type = 'device_key';
-- A player's penalties, and the incidents they belong to (the penalty wizard's history).
CREATE INDEX records_penalty_player ON records ((fields ->> 'player_uid')) WHERE record_type = 'penalty';
CREATE INDEX records_incident_event ON records ((fields ->> 'event_uid')) WHERE record_type = 'incident';

-- A record joins a chain only at its end, linked to the record before it: anything else is a fork
-- (a log copied to a second laptop, or a chain rewritten after it was sent), and is refused.
-- The check reads rows inserted earlier by the same statement, so a batch may carry a whole run.
CREATE FUNCTION records_extend_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    previous text;
BEGIN
    IF NEW.seq = 1 THEN
        IF NEW.prev_hash <> repeat('0', 64) THEN
            RAISE EXCEPTION 'fork: record % is first in the chain of device % but names a predecessor',
                NEW.record_uid, NEW.device_id USING ERRCODE = 'FD001';
        END IF;
        RETURN NEW;
    END IF;
    SELECT hash INTO previous FROM records WHERE device_id = NEW.device_id AND seq = NEW.seq - 1;
    IF previous IS NULL OR previous <> NEW.prev_hash THEN
        RAISE EXCEPTION 'fork: record % at position % of device % does not follow the record the server holds before it',
            NEW.record_uid, NEW.seq, NEW.device_id USING ERRCODE = 'FD001';
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER records_extend_chain BEFORE INSERT ON records
    FOR EACH ROW EXECUTE FUNCTION records_extend_chain();

CREATE FUNCTION records_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the shared log is append-only: records are never changed or deleted'
        USING ERRCODE = 'FD002';
END
$$;
CREATE TRIGGER records_no_change BEFORE UPDATE OR DELETE ON records
    FOR EACH ROW EXECUTE FUNCTION records_append_only();
CREATE TRIGGER records_no_truncate BEFORE TRUNCATE ON records
    FOR EACH STATEMENT EXECUTE FUNCTION records_append_only();
