-- Issue 28: the log's size. The listing's facts, a player's incidents and the precedent keys hold what their indexes
-- seek by in fewer bytes, about 480 of the 4,000 bytes an incident took at 100,000:
-- - an incident's recording time as microseconds since 1970 (`moment`, an 8-byte integer, as the precedent keys
--   already did), not its 27 characters of text: it is in the facts' table, six of their indexes and each of its
--   players' keys. `*_utc` text (YYYY-MM-DDTHH:MM:SS.ffffffZ) sorts as its microseconds do: every listing keeps its
--   order;
-- - the event, table, staff member and player an incident names as a small number (`fact_keys`), not the 32 hex
--   digits of its uid, in the facts' table and three of their indexes, a player's incidents and the precedent keys.
-- The records keep their text, which the hashes cover; verify holds every fact to them (`fact_keys` included).

DROP VIEW incident_facts_source;

-- Every uid the listing's facts, a player's incidents and the precedent keys name, once, numbered.
CREATE TABLE fact_keys (
    id  INTEGER PRIMARY KEY,
    uid TEXT NOT NULL UNIQUE
) STRICT;
INSERT INTO fact_keys (uid)
    SELECT event_uid FROM incident_facts
    UNION SELECT table_uid FROM incident_facts WHERE table_uid IS NOT NULL
    UNION SELECT recorded_by FROM incident_facts
    UNION SELECT player_uid FROM incident_players;

CREATE TABLE incident_facts_compact (
    row          INTEGER PRIMARY KEY,
    incident_uid TEXT NOT NULL UNIQUE,
    moment       INTEGER NOT NULL,  -- recorded_utc in microseconds since 1970
    number       INTEGER NOT NULL,
    event_key    INTEGER NOT NULL,  -- these three: fact_keys ids of the incident's event, table and deciding staff
    table_key    INTEGER,
    staff_key    INTEGER NOT NULL,
    rule         INTEGER NOT NULL,
    kind         TEXT NOT NULL,
    status       TEXT NOT NULL CHECK (status IN ('recorded', 'amended', 'overruled', 'voided')),
    parties      TEXT NOT NULL, -- the seats and players involved, for a listing: "3 Ana Ribeiro, 5 Ben Okafor"
    narrative    TEXT NOT NULL  -- a correction's narrative (its first 160 characters); '' where the record's stands
) STRICT;
-- Each incident keeps its row: the precedent keys and a player's incidents name it, and so do listing cursors.
INSERT INTO incident_facts_compact (
    row, incident_uid, moment, number, event_key, table_key, staff_key, rule, kind, status, parties, narrative
) SELECT
    f.row, f.incident_uid,
    CAST(strftime('%s', substr(f.recorded_utc, 1, 19)) AS INTEGER) * 1000000
        + CAST(substr(f.recorded_utc, 21, 6) AS INTEGER),
    f.number, e.id, t.id, s.id, f.rule, f.kind, f.status, f.parties, f.narrative
FROM incident_facts f
JOIN fact_keys e ON e.uid = f.event_uid
LEFT JOIN fact_keys t ON t.uid = f.table_uid
JOIN fact_keys s ON s.uid = f.recorded_by
ORDER BY f.row;
DROP TABLE incident_facts;
ALTER TABLE incident_facts_compact RENAME TO incident_facts;

CREATE INDEX incident_facts_by_time ON incident_facts (moment);
CREATE INDEX incident_facts_by_number ON incident_facts (number);
CREATE INDEX incident_facts_by_event ON incident_facts (event_key, moment);
CREATE INDEX incident_facts_by_table ON incident_facts (table_key, moment);
CREATE INDEX incident_facts_by_staff ON incident_facts (staff_key, moment);
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
CREATE TABLE incident_players_compact (
    player_key INTEGER NOT NULL,  -- the fact_keys id of the player's uid
    moment     INTEGER NOT NULL,
    row        INTEGER NOT NULL,
    PRIMARY KEY (player_key, moment, row)
) STRICT, WITHOUT ROWID;
INSERT INTO incident_players_compact (player_key, moment, row)
    SELECT
        k.id,
        CAST(strftime('%s', substr(p.recorded_utc, 1, 19)) AS INTEGER) * 1000000
            + CAST(substr(p.recorded_utc, 21, 6) AS INTEGER),
        p.row
    FROM incident_players p JOIN fact_keys k ON k.uid = p.player_uid ORDER BY 1, 2, 3;
DROP TABLE incident_players;
ALTER TABLE incident_players_compact RENAME TO incident_players;

-- The precedent keys, their event as its fact key (every precedent key's row is a listed incident's, whose event
-- fact_keys holds).
CREATE TABLE precedent_keys_compact (
    row       INTEGER PRIMARY KEY,  -- the incident's row of incident_facts
    class     INTEGER NOT NULL,
    event_key INTEGER NOT NULL,     -- the fact_keys id of its event's uid
    moment    INTEGER NOT NULL      -- recorded_utc in microseconds since 1970
) STRICT;
INSERT INTO precedent_keys_compact (row, class, event_key, moment)
    SELECT p.row, p.class, k.id, p.moment FROM precedent_keys p JOIN fact_keys k ON k.uid = p.event_uid ORDER BY p.row;
DROP TABLE precedent_keys;
ALTER TABLE precedent_keys_compact RENAME TO precedent_keys;
CREATE INDEX precedent_keys_by_class ON precedent_keys (class, moment);
CREATE INDEX precedent_keys_by_event ON precedent_keys (event_key, class, moment);
