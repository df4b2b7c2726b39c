-- Issue 29: the auditor's pack. Each pack made is a record of the laptop that made it: who (a manager,
-- Tournament Director or administrator), the period it covers (UTC, from inclusive to exclusive), the
-- event it was limited to (NULL: every event) and the SHA-256 of its manifest.json, so a pack shown
-- later can be matched to the act that made it.
CREATE TABLE audit_packs (
    uid             TEXT PRIMARY KEY,
    recorded_utc    TEXT NOT NULL,
    recorded_local  TEXT NOT NULL,
    recorded_by     TEXT NOT NULL REFERENCES staff (uid),
    period_from     TEXT NOT NULL,
    period_to       TEXT NOT NULL,
    event_uid       TEXT REFERENCES events (uid),
    manifest_sha256 TEXT NOT NULL CHECK (length(manifest_sha256) = 64)
) STRICT;

CREATE TRIGGER audit_packs_chained BEFORE INSERT ON audit_packs
WHEN NOT EXISTS (SELECT 1 FROM chain WHERE record_uid = new.uid AND record_type = 'audit_pack') BEGIN
    SELECT RAISE(ABORT, 'audit_packs: a record needs its chain entry first');
END;
CREATE TRIGGER audit_packs_append_only_u BEFORE UPDATE ON audit_packs BEGIN
    SELECT RAISE(ABORT, 'audit_packs: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER audit_packs_append_only_d BEFORE DELETE ON audit_packs BEGIN
    SELECT RAISE(ABORT, 'audit_packs: records are never changed or deleted (corrections are new records)');
END;

-- How long the log's records must be kept, as an administrator set it (the latest setting in this
-- laptop's chain holds; none: 5 years). FloorDesk never removes a record whatever it says: it is what
-- the pack and the shift report state, for the house's own keeping of copies.
CREATE TABLE retention_settings (
    uid            TEXT PRIMARY KEY,
    recorded_utc   TEXT NOT NULL,
    recorded_local TEXT NOT NULL,
    recorded_by    TEXT NOT NULL REFERENCES staff (uid),
    years          INTEGER NOT NULL CHECK (years BETWEEN 1 AND 100),
    reason         TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 2000)
) STRICT;

CREATE TRIGGER retention_settings_chained BEFORE INSERT ON retention_settings
WHEN NOT EXISTS (SELECT 1 FROM chain WHERE record_uid = new.uid AND record_type = 'retention') BEGIN
    SELECT RAISE(ABORT, 'retention_settings: a record needs its chain entry first');
END;
CREATE TRIGGER retention_settings_append_only_u BEFORE UPDATE ON retention_settings BEGIN
    SELECT RAISE(ABORT, 'retention_settings: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER retention_settings_append_only_d BEFORE DELETE ON retention_settings BEGIN
    SELECT RAISE(ABORT, 'retention_settings: records are never changed or deleted (corrections are new records)');
END;
