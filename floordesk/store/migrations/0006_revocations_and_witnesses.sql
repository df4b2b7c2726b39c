-- Issue 17: an administrator's revocation of another device's key (by its fingerprint), with
-- the reason: its records already in the log stay, new ones are refused. Only revocations in
-- this log's own chain count; an approval later in that chain approves the key again.
CREATE TABLE device_revocations (
    uid            TEXT PRIMARY KEY,
    recorded_utc   TEXT NOT NULL,
    recorded_local TEXT NOT NULL,
    recorded_by    TEXT NOT NULL REFERENCES staff (uid),
    fingerprint    TEXT NOT NULL CHECK (length(fingerprint) = 32),
    reason         TEXT NOT NULL
) STRICT;

CREATE TRIGGER device_revocations_chained BEFORE INSERT ON device_revocations
WHEN NOT EXISTS (SELECT 1 FROM chain WHERE record_uid = new.uid AND record_type = 'device_revocation') BEGIN
    SELECT RAISE(ABORT, 'device_revocations: a record needs its chain entry first');
END;
CREATE TRIGGER device_revocations_append_only_u BEFORE UPDATE ON device_revocations BEGIN
    SELECT RAISE(ABORT, 'device_revocations: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER device_revocations_append_only_d BEFORE DELETE ON device_revocations BEGIN
    SELECT RAISE(ABORT, 'device_revocations: records are never changed or deleted (corrections are new records)');
END;

-- A record's chain hash as someone outside the log saw it (a printed report's code, entered by
-- a staff member): `verify` then names a chain rewritten or cut short after it.
CREATE TABLE witnessed_heads (
    uid            TEXT PRIMARY KEY,
    recorded_utc   TEXT NOT NULL,
    recorded_local TEXT NOT NULL,
    recorded_by    TEXT NOT NULL REFERENCES staff (uid),
    witnessed_uid  TEXT NOT NULL,
    device_id      TEXT NOT NULL,
    seq            INTEGER NOT NULL CHECK (seq >= 1),
    hash           TEXT NOT NULL CHECK (length(hash) = 64),
    source         TEXT NOT NULL
) STRICT;

CREATE TRIGGER witnessed_heads_chained BEFORE INSERT ON witnessed_heads
WHEN NOT EXISTS (SELECT 1 FROM chain WHERE record_uid = new.uid AND record_type = 'witnessed_head') BEGIN
    SELECT RAISE(ABORT, 'witnessed_heads: a record needs its chain entry first');
END;
CREATE TRIGGER witnessed_heads_append_only_u BEFORE UPDATE ON witnessed_heads BEGIN
    SELECT RAISE(ABORT, 'witnessed_heads: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER witnessed_heads_append_only_d BEFORE DELETE ON witnessed_heads BEGIN
    SELECT RAISE(ABORT, 'witnessed_heads: records are never changed or deleted (corrections are new records)');
END;
