-- Issue 17: records signed by their device, devices approved by an administrator, imports
-- signed in, and wrong PINs slowed down.

-- Each record's Ed25519 signature of its hash, by its device's key in force at its position
-- (NULL: written before FloorDesk signed records). Not part of the hash, which it signs.
ALTER TABLE chain ADD COLUMN signature TEXT;

-- A device's public key (hex of the 32 raw bytes); it signs that device's records from here on.
CREATE TABLE device_keys (
    uid            TEXT PRIMARY KEY,
    recorded_utc   TEXT NOT NULL,
    recorded_local TEXT NOT NULL,
    device_id      TEXT NOT NULL,
    public_key     TEXT NOT NULL CHECK (length(public_key) = 64)
) STRICT;
CREATE INDEX device_keys_by_device ON device_keys (device_id);

-- An administrator's approval of another device's key (by its fingerprint): its records may
-- then be imported here. Only approvals in this log's own chain count.
CREATE TABLE device_approvals (
    uid            TEXT PRIMARY KEY,
    recorded_utc   TEXT NOT NULL,
    recorded_local TEXT NOT NULL,
    recorded_by    TEXT NOT NULL REFERENCES staff (uid),
    fingerprint    TEXT NOT NULL CHECK (length(fingerprint) = 32),
    label          TEXT NOT NULL
) STRICT;

-- Who imported (NULL in imports written before importing needed a sign-in).
ALTER TABLE imports ADD COLUMN recorded_by TEXT REFERENCES staff (uid);

-- Local, like staff_credentials: wrong PINs typed on this laptop. Not a record, never exported:
-- `cleared` marks those before a later right PIN (they no longer slow anyone down).
CREATE TABLE pin_failures (
    id         INTEGER PRIMARY KEY,
    staff_uid  TEXT NOT NULL REFERENCES staff (uid),
    failed_utc TEXT NOT NULL,
    cleared    INTEGER NOT NULL DEFAULT 0 CHECK (cleared IN (0, 1))
) STRICT;
CREATE INDEX pin_failures_by_staff ON pin_failures (staff_uid, cleared);

CREATE TRIGGER device_keys_chained BEFORE INSERT ON device_keys
WHEN NOT EXISTS (SELECT 1 FROM chain WHERE record_uid = new.uid AND record_type = 'device_key') BEGIN
    SELECT RAISE(ABORT, 'device_keys: a record needs its chain entry first');
END;
CREATE TRIGGER device_keys_append_only_u BEFORE UPDATE ON device_keys BEGIN
    SELECT RAISE(ABORT, 'device_keys: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER device_keys_append_only_d BEFORE DELETE ON device_keys BEGIN
    SELECT RAISE(ABORT, 'device_keys: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER device_approvals_chained BEFORE INSERT ON device_approvals
WHEN NOT EXISTS (SELECT 1 FROM chain WHERE record_uid = new.uid AND record_type = 'device_approval') BEGIN
    SELECT RAISE(ABORT, 'device_approvals: a record needs its chain entry first');
END;
CREATE TRIGGER device_approvals_append_only_u BEFORE UPDATE ON device_approvals BEGIN
    SELECT RAISE(ABORT, 'device_approvals: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER device_approvals_append_only_d BEFORE DELETE ON device_approvals BEGIN
    SELECT RAISE(ABORT, 'device_approvals: records are never changed or deleted (corrections are new records)');
END;
