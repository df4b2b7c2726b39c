-- Issue 24: custody of a laptop's chain. A key record normally names the key that signs the chain from
-- there on and is signed by the key before it (the first, by itself). An administrator's recovery (the
-- key file lost, or a chain from before records were signed) names who and why: it is signed by the
-- new key only, and `log verify` reports it as a break in custody. NULL in every key record written
-- before, whose hashes therefore do not change (a record's hash leaves NULL columns out).
ALTER TABLE device_keys ADD COLUMN recorded_by TEXT REFERENCES staff (uid);
ALTER TABLE device_keys ADD COLUMN reason TEXT CHECK (reason IS NULL OR length(reason) BETWEEN 1 AND 2000);

-- An administrator's restore of a backup: which copy (its file name and the head of this laptop's
-- chain it held: 0 and the genesis hash for none), what became of the log it replaced ('verified':
-- it verified, and every record it held that the backup lacks was taken back, `taken_back` of them;
-- 'not verified' or 'unreadable': nothing of it was taken back, it is kept aside; 'none': there was
-- no log), and why.
CREATE TABLE restores (
    uid            TEXT PRIMARY KEY,
    recorded_utc   TEXT NOT NULL,
    recorded_local TEXT NOT NULL,
    recorded_by    TEXT NOT NULL REFERENCES staff (uid),
    reason         TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 2000),
    backup         TEXT NOT NULL,
    backup_seq     INTEGER NOT NULL CHECK (backup_seq >= 0),
    backup_hash    TEXT NOT NULL CHECK (length(backup_hash) = 64),
    taken_back     INTEGER NOT NULL CHECK (taken_back >= 0),
    replaced       TEXT NOT NULL CHECK (replaced IN ('verified', 'not verified', 'unreadable', 'none'))
) STRICT;

CREATE TRIGGER restores_chained BEFORE INSERT ON restores
WHEN NOT EXISTS (SELECT 1 FROM chain WHERE record_uid = new.uid AND record_type = 'restore') BEGIN
    SELECT RAISE(ABORT, 'restores: a record needs its chain entry first');
END;
CREATE TRIGGER restores_append_only_u BEFORE UPDATE ON restores BEGIN
    SELECT RAISE(ABORT, 'restores: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER restores_append_only_d BEFORE DELETE ON restores BEGIN
    SELECT RAISE(ABORT, 'restores: records are never changed or deleted (corrections are new records)');
END;
