-- Issue 30 joined to issue 29: the house's settings for disputed rulings (how long table video is kept, the
-- deadline of a "preserve footage" task; whether a reviewed dispute needs a second reviewer's signature) are
-- a signed act of this laptop's chain, as the log's retention period is: who (a Tournament Director or an
-- administrator), when, the settings before and after, and why. The latest record of this laptop's chain
-- holds; none: the defaults (7 days, no second reviewer). The settings before are written in the record so
-- that an auditor reading one record alone sees what changed.
CREATE TABLE house_settings (
    uid                               TEXT PRIMARY KEY,
    recorded_utc                      TEXT NOT NULL,
    recorded_local                    TEXT NOT NULL,
    recorded_by                       TEXT NOT NULL REFERENCES staff (uid),
    previous_video_retention_days     INTEGER NOT NULL CHECK (previous_video_retention_days BETWEEN 1 AND 365),
    previous_second_reviewer_required INTEGER NOT NULL CHECK (previous_second_reviewer_required IN (0, 1)),
    video_retention_days              INTEGER NOT NULL CHECK (video_retention_days BETWEEN 1 AND 365),
    second_reviewer_required          INTEGER NOT NULL CHECK (second_reviewer_required IN (0, 1)),
    reason                            TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 2000)
) STRICT;

CREATE TRIGGER house_settings_chained BEFORE INSERT ON house_settings
WHEN NOT EXISTS (SELECT 1 FROM chain WHERE record_uid = new.uid AND record_type = 'house') BEGIN
    SELECT RAISE(ABORT, 'house_settings: a record needs its chain entry first');
END;
CREATE TRIGGER house_settings_append_only_u BEFORE UPDATE ON house_settings BEGIN
    SELECT RAISE(ABORT, 'house_settings: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER house_settings_append_only_d BEFORE DELETE ON house_settings BEGIN
    SELECT RAISE(ABORT, 'house_settings: records are never changed or deleted (corrections are new records)');
END;
