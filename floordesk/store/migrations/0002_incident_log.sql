-- The incident log (rules 44 and 45).
--
-- Every table named in `chain` holds records: a row is written once, never updated or
-- deleted (the triggers at the end refuse it), and its content is hashed into its device's
-- chain. Corrections, overrules, voids and penalty progress are new `amendments` rows.
-- Derived tables (incident_players, search_docs and its full-text index) and the local
-- sign-in secrets (staff_credentials) are not records: they are rebuilt or reset, never
-- exported. Times are ISO 8601 text: `*_utc` as YYYY-MM-DDTHH:MM:SS.ffffffZ (sorts as
-- time), `*_local` with the recording machine's offset. JSON columns hold canonical
-- JSON (sorted keys, no spaces), so equal values are equal text.

-- This log's own device id (a merged log also holds other devices' chains).
CREATE TABLE this_device (
    singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
    device_id TEXT NOT NULL CHECK (length(device_id) = 32)
) STRICT;

-- One row per record: its place in its device's chain and its hash.
CREATE TABLE chain (
    device_id   TEXT NOT NULL,
    seq         INTEGER NOT NULL CHECK (seq >= 1),
    record_type TEXT NOT NULL,
    record_uid  TEXT NOT NULL UNIQUE,
    prev_hash   TEXT NOT NULL,
    hash        TEXT NOT NULL,
    PRIMARY KEY (device_id, seq)
) STRICT, WITHOUT ROWID;

-- The first record of every device's chain: which machine wrote it.
CREATE TABLE devices (
    uid            TEXT PRIMARY KEY,
    recorded_utc   TEXT NOT NULL,
    recorded_local TEXT NOT NULL,
    device_id      TEXT NOT NULL UNIQUE,
    label          TEXT NOT NULL
) STRICT;

CREATE TABLE staff (
    uid            TEXT PRIMARY KEY,
    recorded_utc   TEXT NOT NULL,
    recorded_local TEXT NOT NULL,
    recorded_by    TEXT REFERENCES staff (uid),  -- NULL only for the first administrator
    name           TEXT NOT NULL,
    role           TEXT NOT NULL
        CHECK (role IN ('supervisor', 'manager', 'tournament_director', 'administrator'))
) STRICT;

-- Role changes, deactivation and PIN resets (the PIN itself never appears here).
CREATE TABLE staff_changes (
    uid            TEXT PRIMARY KEY,
    recorded_utc   TEXT NOT NULL,
    recorded_local TEXT NOT NULL,
    recorded_by    TEXT NOT NULL REFERENCES staff (uid),
    staff_uid      TEXT NOT NULL REFERENCES staff (uid),
    change         TEXT NOT NULL CHECK (change IN ('role', 'deactivate', 'reactivate', 'pin')),
    role           TEXT CHECK (role IN ('supervisor', 'manager', 'tournament_director', 'administrator')),
    reason         TEXT NOT NULL,
    CHECK ((change = 'role') = (role IS NOT NULL))
) STRICT;
CREATE INDEX staff_changes_by_staff ON staff_changes (staff_uid, recorded_utc, uid);

-- Local sign-in secrets: a salted scrypt hash per staff member. Not a record, never exported.
CREATE TABLE staff_credentials (
    staff_uid TEXT PRIMARY KEY REFERENCES staff (uid),
    pin_hash  TEXT NOT NULL,
    set_utc   TEXT NOT NULL
) STRICT;

CREATE TABLE events (
    uid            TEXT PRIMARY KEY,
    recorded_utc   TEXT NOT NULL,
    recorded_local TEXT NOT NULL,
    recorded_by    TEXT NOT NULL REFERENCES staff (uid),
    number         INTEGER NOT NULL CHECK (number >= 1),
    name           TEXT NOT NULL,
    game           TEXT NOT NULL,
    starts_on      TEXT NOT NULL,  -- YYYY-MM-DD
    ends_on        TEXT,
    chip_set       TEXT NOT NULL CHECK (json_valid(chip_set)),
    status         TEXT NOT NULL CHECK (status IN ('scheduled', 'running', 'completed'))
) STRICT;
CREATE INDEX events_by_number ON events (number);

-- Rule 45: an event cancelled or altered by an authorised role, with the reason.
CREATE TABLE event_actions (
    uid            TEXT PRIMARY KEY,
    recorded_utc   TEXT NOT NULL,
    recorded_local TEXT NOT NULL,
    recorded_by    TEXT NOT NULL REFERENCES staff (uid),
    event_uid      TEXT NOT NULL REFERENCES events (uid),
    action         TEXT NOT NULL CHECK (action IN ('cancel', 'alter')),
    changes        TEXT NOT NULL CHECK (json_valid(changes)),
    reason         TEXT NOT NULL
) STRICT;
CREATE INDEX event_actions_by_event ON event_actions (event_uid, recorded_utc, uid);

CREATE TABLE tables (
    uid            TEXT PRIMARY KEY,
    recorded_utc   TEXT NOT NULL,
    recorded_local TEXT NOT NULL,
    recorded_by    TEXT NOT NULL REFERENCES staff (uid),
    event_uid      TEXT NOT NULL REFERENCES events (uid),
    name           TEXT NOT NULL,
    seats_max      INTEGER NOT NULL CHECK (seats_max >= 2)
) STRICT;
CREATE INDEX tables_by_event ON tables (event_uid, name);
CREATE INDEX tables_by_name ON tables (name COLLATE NOCASE);

-- A player registered in an event; `registration` is the event's own player id.
CREATE TABLE players (
    uid            TEXT PRIMARY KEY,
    recorded_utc   TEXT NOT NULL,
    recorded_local TEXT NOT NULL,
    recorded_by    TEXT NOT NULL REFERENCES staff (uid),
    event_uid      TEXT NOT NULL REFERENCES events (uid),
    registration   TEXT NOT NULL,
    name           TEXT NOT NULL
) STRICT;
CREATE INDEX players_by_event ON players (event_uid, registration);
CREATE INDEX players_by_name ON players (name COLLATE NOCASE);

-- A ruling. `number` is gapless per device; `recorded_by` is the deciding staff member.
-- `recommended` is what the rules core computed (NULL when no rule computes one).
-- `decision` is the floor's decision when it is not the recommendation as computed (NULL:
-- the recommendation was followed); `departs` says it differs from a recommendation, and
-- then a reason is required (rule 44).
CREATE TABLE incidents (
    uid              TEXT PRIMARY KEY,
    recorded_utc     TEXT NOT NULL,
    recorded_local   TEXT NOT NULL,
    recorded_by      TEXT NOT NULL REFERENCES staff (uid),
    device_id        TEXT NOT NULL,
    number           INTEGER NOT NULL CHECK (number >= 1),
    event_uid        TEXT NOT NULL REFERENCES events (uid),
    table_uid        TEXT REFERENCES tables (uid),
    parties          TEXT NOT NULL CHECK (json_valid(parties)),   -- [{"seat": n|null, "player": uid|null}]
    rule             INTEGER NOT NULL CHECK (rule >= 1),
    kind             TEXT NOT NULL,
    inputs           TEXT NOT NULL CHECK (json_valid(inputs)),
    recommended      TEXT CHECK (recommended IS NULL OR json_valid(recommended)),
    decision         TEXT CHECK (decision IS NULL OR json_valid(decision)),
    departs          INTEGER NOT NULL CHECK (departs IN (0, 1)),
    departure_reason TEXT,
    witnesses        TEXT NOT NULL CHECK (json_valid(witnesses)),  -- ["name", ...]
    narrative        TEXT NOT NULL,
    UNIQUE (device_id, number),
    CHECK (recommended IS NOT NULL OR decision IS NOT NULL),
    CHECK (decision IS NOT recommended),
    CHECK (departs = (recommended IS NOT NULL AND decision IS NOT NULL)),
    CHECK ((departs = 1) = (departure_reason IS NOT NULL))
) STRICT;
-- Newest first, and the same per filter (the implicit rowid breaks ties for paging).
CREATE INDEX incidents_by_time ON incidents (recorded_utc);
CREATE INDEX incidents_by_event ON incidents (event_uid, recorded_utc);
CREATE INDEX incidents_by_table ON incidents (table_uid, recorded_utc);
CREATE INDEX incidents_by_staff ON incidents (recorded_by, recorded_utc);
CREATE INDEX incidents_by_rule ON incidents (rule, recorded_utc);
CREATE INDEX incidents_by_kind ON incidents (kind, recorded_utc);

CREATE TABLE penalties (
    uid            TEXT PRIMARY KEY,
    recorded_utc   TEXT NOT NULL,
    recorded_local TEXT NOT NULL,
    recorded_by    TEXT NOT NULL REFERENCES staff (uid),
    incident_uid   TEXT NOT NULL REFERENCES incidents (uid),
    player_uid     TEXT NOT NULL REFERENCES players (uid),
    penalty        TEXT NOT NULL CHECK (penalty IN ('warning', 'missed_hand', 'missed_round', 'disqualification')),
    hands          INTEGER CHECK (hands >= 1),
    rounds         INTEGER CHECK (rounds >= 1),
    state          TEXT NOT NULL CHECK (state IN ('pending', 'serving', 'served', 'rescinded'))
) STRICT;
CREATE INDEX penalties_by_incident ON penalties (incident_uid);

-- Corrections, TD overrules, voids and penalty progress: the only way a ruling changes.
CREATE TABLE amendments (
    uid            TEXT PRIMARY KEY,
    recorded_utc   TEXT NOT NULL,
    recorded_local TEXT NOT NULL,
    recorded_by    TEXT NOT NULL REFERENCES staff (uid),
    incident_uid   TEXT NOT NULL REFERENCES incidents (uid),
    kind           TEXT NOT NULL CHECK (kind IN ('correction', 'overrule', 'void', 'penalty')),
    changes        TEXT NOT NULL CHECK (json_valid(changes)),
    reason         TEXT NOT NULL,
    second_staff   TEXT REFERENCES staff (uid),
    CHECK ((kind = 'void') = (second_staff IS NOT NULL))
) STRICT;
CREATE INDEX amendments_by_incident ON amendments (incident_uid, recorded_utc, uid);

-- A merge from another log: which chain segments came in, so `verify` can tell a segment
-- that starts mid-chain (a date-range export) from records deleted from the log.
CREATE TABLE imports (
    uid            TEXT PRIMARY KEY,
    recorded_utc   TEXT NOT NULL,
    recorded_local TEXT NOT NULL,
    source         TEXT NOT NULL,
    source_sha256  TEXT NOT NULL,
    segments       TEXT NOT NULL CHECK (json_valid(segments)),
    added          TEXT NOT NULL CHECK (json_valid(added))
) STRICT;

-- Derived: which incidents involve a player (base parties and corrected ones; a player in
-- both appears twice in the view, once in the table).
CREATE TABLE incident_players (
    player_uid   TEXT NOT NULL,
    recorded_utc TEXT NOT NULL,
    incident_uid TEXT NOT NULL,
    PRIMARY KEY (player_uid, recorded_utc, incident_uid)
) STRICT, WITHOUT ROWID;

CREATE VIEW incident_players_source AS
    SELECT json_extract(party.value, '$.player') AS player_uid, i.recorded_utc, i.uid AS incident_uid
    FROM incidents i, json_each(i.parties) party
    WHERE json_extract(party.value, '$.player') IS NOT NULL
    UNION ALL  -- not UNION: SQLite can then filter both halves by incident before computing them
    SELECT json_extract(party.value, '$.player'), i.recorded_utc, i.uid
    FROM amendments a
    JOIN incidents i ON i.uid = a.incident_uid, json_each(a.changes, '$.parties') party
    WHERE a.kind = 'correction' AND json_extract(party.value, '$.player') IS NOT NULL;

-- Derived: the searchable text of an incident and its amendments.
CREATE TABLE search_docs (
    id           INTEGER PRIMARY KEY,
    incident_uid TEXT NOT NULL UNIQUE,
    narrative    TEXT NOT NULL,
    names        TEXT NOT NULL,
    ruling       TEXT NOT NULL
) STRICT;

CREATE VIEW search_docs_source AS
    SELECT
        i.uid AS incident_uid,
        i.narrative || coalesce((
            SELECT ' ' || group_concat(coalesce(json_extract(a.changes, '$.narrative'), '') || ' ' || a.reason, ' ')
            FROM amendments a WHERE a.incident_uid = i.uid), '') AS narrative,
        coalesce((
            SELECT group_concat(p.name, ' ') FROM json_each(i.parties) party
            JOIN players p ON p.uid = json_extract(party.value, '$.player')), '')
        || ' ' || (SELECT s.name FROM staff s WHERE s.uid = i.recorded_by)
        || coalesce((SELECT ' ' || group_concat(w.value, ' ') FROM json_each(i.witnesses) w), '')
        || coalesce((
            SELECT ' ' || group_concat(s.name, ' ') FROM amendments a
            JOIN staff s ON s.uid IN (a.recorded_by, a.second_staff) WHERE a.incident_uid = i.uid), '') AS names,
        i.kind || ' rule ' || i.rule
        || coalesce((SELECT ' ' || group_concat(leaf.value, ' ') FROM json_tree(coalesce(i.decision, i.recommended)) leaf
                     WHERE leaf.type = 'text'), '')
        || coalesce(' ' || i.departure_reason, '')
        || coalesce((
            SELECT ' ' || group_concat(leaf.value, ' ') FROM amendments a, json_tree(a.changes, '$.decision') leaf
            WHERE a.incident_uid = i.uid AND a.kind = 'overrule' AND leaf.type = 'text'), '') AS ruling
    FROM incidents i;

CREATE VIRTUAL TABLE search_index USING fts5 (
    narrative, names, ruling,
    content = 'search_docs', content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER search_docs_ai AFTER INSERT ON search_docs BEGIN
    INSERT INTO search_index (rowid, narrative, names, ruling)
    VALUES (new.id, new.narrative, new.names, new.ruling);
END;
CREATE TRIGGER search_docs_ad AFTER DELETE ON search_docs BEGIN
    INSERT INTO search_index (search_index, rowid, narrative, names, ruling)
    VALUES ('delete', old.id, old.narrative, old.names, old.ruling);
END;
CREATE TRIGGER search_docs_au AFTER UPDATE ON search_docs BEGIN
    INSERT INTO search_index (search_index, rowid, narrative, names, ruling)
    VALUES ('delete', old.id, old.narrative, old.names, old.ruling);
    INSERT INTO search_index (rowid, narrative, names, ruling)
    VALUES (new.id, new.narrative, new.names, new.ruling);
END;

-- Append-only: a record, once written, is never changed or removed, and is never written
-- without its place in the chain.
CREATE TRIGGER this_device_fixed_u BEFORE UPDATE ON this_device BEGIN
    SELECT RAISE(ABORT, 'the device id of a log never changes');
END;
CREATE TRIGGER this_device_fixed_d BEFORE DELETE ON this_device BEGIN
    SELECT RAISE(ABORT, 'the device id of a log never changes');
END;
CREATE TRIGGER chain_append_only_u BEFORE UPDATE ON chain BEGIN
    SELECT RAISE(ABORT, 'the chain is append-only');
END;
CREATE TRIGGER chain_append_only_d BEFORE DELETE ON chain BEGIN
    SELECT RAISE(ABORT, 'the chain is append-only');
END;
CREATE TRIGGER devices_chained BEFORE INSERT ON devices
WHEN NOT EXISTS (SELECT 1 FROM chain WHERE record_uid = new.uid AND record_type = 'device') BEGIN
    SELECT RAISE(ABORT, 'devices: a record needs its chain entry first');
END;
CREATE TRIGGER devices_append_only_u BEFORE UPDATE ON devices BEGIN
    SELECT RAISE(ABORT, 'devices: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER devices_append_only_d BEFORE DELETE ON devices BEGIN
    SELECT RAISE(ABORT, 'devices: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER staff_chained BEFORE INSERT ON staff
WHEN NOT EXISTS (SELECT 1 FROM chain WHERE record_uid = new.uid AND record_type = 'staff') BEGIN
    SELECT RAISE(ABORT, 'staff: a record needs its chain entry first');
END;
CREATE TRIGGER staff_append_only_u BEFORE UPDATE ON staff BEGIN
    SELECT RAISE(ABORT, 'staff: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER staff_append_only_d BEFORE DELETE ON staff BEGIN
    SELECT RAISE(ABORT, 'staff: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER staff_changes_chained BEFORE INSERT ON staff_changes
WHEN NOT EXISTS (SELECT 1 FROM chain WHERE record_uid = new.uid AND record_type = 'staff_change') BEGIN
    SELECT RAISE(ABORT, 'staff_changes: a record needs its chain entry first');
END;
CREATE TRIGGER staff_changes_append_only_u BEFORE UPDATE ON staff_changes BEGIN
    SELECT RAISE(ABORT, 'staff_changes: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER staff_changes_append_only_d BEFORE DELETE ON staff_changes BEGIN
    SELECT RAISE(ABORT, 'staff_changes: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER events_chained BEFORE INSERT ON events
WHEN NOT EXISTS (SELECT 1 FROM chain WHERE record_uid = new.uid AND record_type = 'event') BEGIN
    SELECT RAISE(ABORT, 'events: a record needs its chain entry first');
END;
CREATE TRIGGER events_append_only_u BEFORE UPDATE ON events BEGIN
    SELECT RAISE(ABORT, 'events: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER events_append_only_d BEFORE DELETE ON events BEGIN
    SELECT RAISE(ABORT, 'events: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER event_actions_chained BEFORE INSERT ON event_actions
WHEN NOT EXISTS (SELECT 1 FROM chain WHERE record_uid = new.uid AND record_type = 'event_action') BEGIN
    SELECT RAISE(ABORT, 'event_actions: a record needs its chain entry first');
END;
CREATE TRIGGER event_actions_append_only_u BEFORE UPDATE ON event_actions BEGIN
    SELECT RAISE(ABORT, 'event_actions: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER event_actions_append_only_d BEFORE DELETE ON event_actions BEGIN
    SELECT RAISE(ABORT, 'event_actions: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER tables_chained BEFORE INSERT ON tables
WHEN NOT EXISTS (SELECT 1 FROM chain WHERE record_uid = new.uid AND record_type = 'table') BEGIN
    SELECT RAISE(ABORT, 'tables: a record needs its chain entry first');
END;
CREATE TRIGGER tables_append_only_u BEFORE UPDATE ON tables BEGIN
    SELECT RAISE(ABORT, 'tables: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER tables_append_only_d BEFORE DELETE ON tables BEGIN
    SELECT RAISE(ABORT, 'tables: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER players_chained BEFORE INSERT ON players
WHEN NOT EXISTS (SELECT 1 FROM chain WHERE record_uid = new.uid AND record_type = 'player') BEGIN
    SELECT RAISE(ABORT, 'players: a record needs its chain entry first');
END;
CREATE TRIGGER players_append_only_u BEFORE UPDATE ON players BEGIN
    SELECT RAISE(ABORT, 'players: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER players_append_only_d BEFORE DELETE ON players BEGIN
    SELECT RAISE(ABORT, 'players: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER incidents_chained BEFORE INSERT ON incidents
WHEN NOT EXISTS (SELECT 1 FROM chain WHERE record_uid = new.uid AND record_type = 'incident') BEGIN
    SELECT RAISE(ABORT, 'incidents: a record needs its chain entry first');
END;
CREATE TRIGGER incidents_append_only_u BEFORE UPDATE ON incidents BEGIN
    SELECT RAISE(ABORT, 'incidents: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER incidents_append_only_d BEFORE DELETE ON incidents BEGIN
    SELECT RAISE(ABORT, 'incidents: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER penalties_chained BEFORE INSERT ON penalties
WHEN NOT EXISTS (SELECT 1 FROM chain WHERE record_uid = new.uid AND record_type = 'penalty') BEGIN
    SELECT RAISE(ABORT, 'penalties: a record needs its chain entry first');
END;
CREATE TRIGGER penalties_append_only_u BEFORE UPDATE ON penalties BEGIN
    SELECT RAISE(ABORT, 'penalties: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER penalties_append_only_d BEFORE DELETE ON penalties BEGIN
    SELECT RAISE(ABORT, 'penalties: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER amendments_chained BEFORE INSERT ON amendments
WHEN NOT EXISTS (SELECT 1 FROM chain WHERE record_uid = new.uid AND record_type = 'amendment') BEGIN
    SELECT RAISE(ABORT, 'amendments: a record needs its chain entry first');
END;
CREATE TRIGGER amendments_append_only_u BEFORE UPDATE ON amendments BEGIN
    SELECT RAISE(ABORT, 'amendments: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER amendments_append_only_d BEFORE DELETE ON amendments BEGIN
    SELECT RAISE(ABORT, 'amendments: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER imports_chained BEFORE INSERT ON imports
WHEN NOT EXISTS (SELECT 1 FROM chain WHERE record_uid = new.uid AND record_type = 'import') BEGIN
    SELECT RAISE(ABORT, 'imports: a record needs its chain entry first');
END;
CREATE TRIGGER imports_append_only_u BEFORE UPDATE ON imports BEGIN
    SELECT RAISE(ABORT, 'imports: records are never changed or deleted (corrections are new records)');
END;
CREATE TRIGGER imports_append_only_d BEFORE DELETE ON imports BEGIN
    SELECT RAISE(ABORT, 'imports: records are never changed or deleted (corrections are new records)');
END;
