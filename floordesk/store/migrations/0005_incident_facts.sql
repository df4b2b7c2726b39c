-- Each incident's facts as they stand (its corrections applied), for listing and filtering.
--
-- Derived, not records: rebuilt from incidents and amendments (floordesk/store/derived.py),
-- never exported. Filters on a corrected fact used to recompute it for every row they
-- walked; here each fact is one indexed column, so a filtered page walks an index in time
-- order. `row` is the listing's tie-break between equal times, and the key a player's
-- incidents are paged by (incident_players), so a player's page walks that index too.

CREATE TABLE incident_facts (
    row          INTEGER PRIMARY KEY,
    incident_uid TEXT NOT NULL UNIQUE,
    recorded_utc TEXT NOT NULL,
    number       INTEGER NOT NULL,
    event_uid    TEXT NOT NULL,
    table_uid    TEXT,
    recorded_by  TEXT NOT NULL,
    rule         INTEGER NOT NULL,
    kind         TEXT NOT NULL,
    status       TEXT NOT NULL CHECK (status IN ('recorded', 'amended', 'overruled', 'voided')),
    parties      TEXT NOT NULL, -- the seats and players involved, for a listing: "3 Ana Ribeiro, 5 Ben Okafor"
    narrative    TEXT NOT NULL  -- the start of what happened (160 characters), for a listing
) STRICT;

-- The one definition of an incident's current facts: the latest correction of each, else the record's.
-- A table may be corrected to null ("at no table after all"): quoted, a null is 'null', not "no correction".
CREATE VIEW incident_facts_source AS
    SELECT
        i.uid AS incident_uid,
        i.recorded_utc,
        i.number,
        i.event_uid,
        json_extract(coalesce((
            SELECT json_quote(json_extract(a.changes, '$.table')) FROM amendments a
            WHERE a.incident_uid = i.uid AND a.kind = 'correction' AND json_type(a.changes, '$.table') IS NOT NULL
            ORDER BY a.recorded_utc DESC, a.uid DESC LIMIT 1), json_quote(i.table_uid)), '$') AS table_uid,
        i.recorded_by,
        coalesce((
            SELECT json_extract(a.changes, '$.rule') FROM amendments a
            WHERE a.incident_uid = i.uid AND a.kind = 'correction' AND json_type(a.changes, '$.rule') IS NOT NULL
            ORDER BY a.recorded_utc DESC, a.uid DESC LIMIT 1), i.rule) AS rule,
        coalesce((
            SELECT json_extract(a.changes, '$.kind') FROM amendments a
            WHERE a.incident_uid = i.uid AND a.kind = 'correction' AND json_type(a.changes, '$.kind') IS NOT NULL
            ORDER BY a.recorded_utc DESC, a.uid DESC LIMIT 1), i.kind) AS kind,
        (SELECT CASE WHEN count(*) = 0 THEN 'recorded' WHEN max(a.kind = 'void') THEN 'voided'
                     WHEN max(a.kind = 'overrule') THEN 'overruled' ELSE 'amended' END
         FROM amendments a WHERE a.incident_uid = i.uid) AS status,
        coalesce((
            SELECT group_concat(trim(coalesce(json_extract(party.value, '$.seat'), '') || ' ' || coalesce(p.name, '')), ', ')
            FROM json_each(coalesce((
                SELECT json_extract(a.changes, '$.parties') FROM amendments a
                WHERE a.incident_uid = i.uid AND a.kind = 'correction' AND json_type(a.changes, '$.parties') IS NOT NULL
                ORDER BY a.recorded_utc DESC, a.uid DESC LIMIT 1), i.parties)) party
            LEFT JOIN players p ON p.uid = json_extract(party.value, '$.player')), '') AS parties,
        substr(coalesce((
            SELECT json_extract(a.changes, '$.narrative') FROM amendments a
            WHERE a.incident_uid = i.uid AND a.kind = 'correction' AND json_type(a.changes, '$.narrative') IS NOT NULL
            ORDER BY a.recorded_utc DESC, a.uid DESC LIMIT 1), i.narrative), 1, 160) AS narrative
    FROM incidents i;

INSERT INTO incident_facts (
    incident_uid, recorded_utc, number, event_uid, table_uid, recorded_by, rule, kind, status, parties, narrative
) SELECT * FROM incident_facts_source ORDER BY recorded_utc, incident_uid;

CREATE INDEX incident_facts_by_time ON incident_facts (recorded_utc);
CREATE INDEX incident_facts_by_number ON incident_facts (number);
CREATE INDEX incident_facts_by_event ON incident_facts (event_uid, recorded_utc);
CREATE INDEX incident_facts_by_table ON incident_facts (table_uid, recorded_utc);
CREATE INDEX incident_facts_by_staff ON incident_facts (recorded_by, recorded_utc);
CREATE INDEX incident_facts_by_rule ON incident_facts (rule, recorded_utc);
CREATE INDEX incident_facts_by_kind ON incident_facts (kind, recorded_utc);

-- The record's own fact indexes only served the filters the facts now serve.
DROP INDEX incidents_by_event;
DROP INDEX incidents_by_table;
DROP INDEX incidents_by_staff;
DROP INDEX incidents_by_rule;
DROP INDEX incidents_by_kind;

-- A player's incidents, keyed like the listing: (time, facts row).
DROP TABLE incident_players;
CREATE TABLE incident_players (
    player_uid   TEXT NOT NULL,
    recorded_utc TEXT NOT NULL,
    row          INTEGER NOT NULL,
    PRIMARY KEY (player_uid, recorded_utc, row)
) STRICT, WITHOUT ROWID;

INSERT INTO incident_players (player_uid, recorded_utc, row)
    SELECT DISTINCT s.player_uid, s.recorded_utc, f.row
    FROM incident_players_source s JOIN incident_facts f ON f.incident_uid = s.incident_uid
    ORDER BY 1, 2, 3;
