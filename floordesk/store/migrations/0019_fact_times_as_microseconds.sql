-- Issue 28: the log's size. The listing's facts and a player's incidents keep an incident's recording time as
-- microseconds since 1970 (`moment`, an 8-byte integer, as the precedent keys do), not as its 27 characters of
-- text: the time is in the facts' table, in six of their indexes and in each of the incident's players' keys,
-- about 170 of the 4,000 bytes an incident took at 100,000. `*_utc` text (YYYY-MM-DDTHH:MM:SS.ffffffZ) sorts as its
-- microseconds do, so every listing keeps its order; the records keep their text, which the hashes cover.

DROP VIEW incident_facts_source;

CREATE TABLE incident_facts_timed (
    row          INTEGER PRIMARY KEY,
    incident_uid TEXT NOT NULL UNIQUE,
    moment       INTEGER NOT NULL,  -- recorded_utc in microseconds since 1970
    number       INTEGER NOT NULL,
    event_uid    TEXT NOT NULL,
    table_uid    TEXT,
    recorded_by  TEXT NOT NULL,
    rule         INTEGER NOT NULL,
    kind         TEXT NOT NULL,
    status       TEXT NOT NULL CHECK (status IN ('recorded', 'amended', 'overruled', 'voided')),
    parties      TEXT NOT NULL, -- the seats and players involved, for a listing: "3 Ana Ribeiro, 5 Ben Okafor"
    narrative    TEXT NOT NULL  -- a correction's narrative (its first 160 characters); '' where the record's stands
) STRICT;
-- Each incident keeps its row: the precedent keys and a player's incidents name it, and so do listing cursors.
INSERT INTO incident_facts_timed (
    row, incident_uid, moment, number, event_uid, table_uid, recorded_by, rule, kind, status, parties, narrative
) SELECT
    row, incident_uid,
    CAST(strftime('%s', substr(recorded_utc, 1, 19)) AS INTEGER) * 1000000 + CAST(substr(recorded_utc, 21, 6) AS INTEGER),
    number, event_uid, table_uid, recorded_by, rule, kind, status, parties, narrative
FROM incident_facts ORDER BY row;
DROP TABLE incident_facts;
ALTER TABLE incident_facts_timed RENAME TO incident_facts;

CREATE INDEX incident_facts_by_time ON incident_facts (moment);
CREATE INDEX incident_facts_by_number ON incident_facts (number);
CREATE INDEX incident_facts_by_event ON incident_facts (event_uid, moment);
CREATE INDEX incident_facts_by_table ON incident_facts (table_uid, moment);
CREATE INDEX incident_facts_by_staff ON incident_facts (recorded_by, moment);
CREATE INDEX incident_facts_by_rule ON incident_facts (rule, moment);
CREATE INDEX incident_facts_by_kind ON incident_facts (kind, moment);

CREATE VIEW incident_facts_source AS
    SELECT
        i.uid AS incident_uid,
        (CAST(strftime('%s', substr(i.recorded_utc, 1, 19)) AS INTEGER) * 1000000
            + CAST(substr(i.recorded_utc, 21, 6) AS INTEGER)) AS moment,
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
        coalesce((
            SELECT substr(json_extract(a.changes, '$.narrative'), 1, 160) FROM amendments a
            WHERE a.incident_uid = i.uid AND a.kind = 'correction' AND json_type(a.changes, '$.narrative') IS NOT NULL
            ORDER BY a.recorded_utc DESC, a.uid DESC LIMIT 1), '') AS narrative
    FROM incidents i;

-- A player's incidents, keyed like the listing: (moment, facts row).
CREATE TABLE incident_players_timed (
    player_uid TEXT NOT NULL,
    moment     INTEGER NOT NULL,
    row        INTEGER NOT NULL,
    PRIMARY KEY (player_uid, moment, row)
) STRICT, WITHOUT ROWID;
INSERT INTO incident_players_timed (player_uid, moment, row)
    SELECT
        player_uid,
        CAST(strftime('%s', substr(recorded_utc, 1, 19)) AS INTEGER) * 1000000 + CAST(substr(recorded_utc, 21, 6) AS INTEGER),
        row
    FROM incident_players ORDER BY 1, 2, 3;
DROP TABLE incident_players;
ALTER TABLE incident_players_timed RENAME TO incident_players;
