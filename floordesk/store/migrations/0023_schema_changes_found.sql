-- A log whose schema was changed outside FloorDesk (an append-only trigger dropped, a trigger of someone else's
-- planted) is still migrated, and a migration may drop and make again the very objects that were changed: 0021 made
-- the chain's triggers anew, so a log that had lost them showed nothing after it, and only the copy taken before the
-- migration kept the evidence. What differed from the schema the log declared is written here, in the transaction
-- of the migration's last step, and verify names it for as long as the log exists.
CREATE TABLE schema_changes_found (
    id           INTEGER PRIMARY KEY,
    found_utc    TEXT NOT NULL,
    schema_found INTEGER NOT NULL,  -- the schema version the log declared
    migrated_to  INTEGER NOT NULL,
    copy_before  TEXT NOT NULL,     -- the file name of the copy taken before the migration, which holds it as it was
    differences  TEXT NOT NULL CHECK (json_valid(differences))  -- [[type, name, side, sql], ...], side: see database
) STRICT;
CREATE TRIGGER schema_changes_found_append_only_u BEFORE UPDATE ON schema_changes_found BEGIN
    SELECT RAISE(ABORT, 'schema_changes_found: what a migration found is never changed or deleted');
END;
CREATE TRIGGER schema_changes_found_append_only_d BEFORE DELETE ON schema_changes_found BEGIN
    SELECT RAISE(ABORT, 'schema_changes_found: what a migration found is never changed or deleted');
END;
