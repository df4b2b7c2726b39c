-- Issue 24: a record written from the log's schema 12 on names as its predecessor the seal of the record
-- before it, SHA-256 (hex) of that record's hash, ':' and its signature (nothing for none), so a changed byte of
-- a signature in the middle of a chain breaks the link after it. Records written before name the hash alone; a
-- chain may hold both (one laptop upgraded mid-chain), so either link extends it.
CREATE OR REPLACE FUNCTION records_extend_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    previous records%ROWTYPE;
BEGIN
    IF NEW.seq = 1 THEN
        IF NEW.prev_hash <> repeat('0', 64) THEN
            RAISE EXCEPTION 'fork: record % is first in the chain of device % but names a predecessor',
                NEW.record_uid, NEW.device_id USING ERRCODE = 'FD001';
        END IF;
        RETURN NEW;
    END IF;
    SELECT * INTO previous FROM records WHERE device_id = NEW.device_id AND seq = NEW.seq - 1;
    IF NOT FOUND OR (previous.hash <> NEW.prev_hash AND encode(sha256(convert_to(
            previous.hash || ':' || coalesce(previous.signature, ''), 'UTF8')), 'hex') <> NEW.prev_hash) THEN
        RAISE EXCEPTION 'fork: record % at position % of device % does not follow the record the server holds before it',
            NEW.record_uid, NEW.seq, NEW.device_id USING ERRCODE = 'FD001';
    END IF;
    RETURN NEW;
END
$$;
