-- Issue 28: the log's size. The listing's facts keep an incident's narrative (its first 160 characters) only
-- where a correction changed it, '' where the record's own stands (a narrative is never blank): a listing reads
-- that from the incident's record, which it joins anyway. The copy was about 100 of the 2,100 bytes of an
-- incident's derived rows, and one more value for `verify` to compare with the records.

DROP VIEW incident_facts_source;

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
        coalesce((
            SELECT substr(json_extract(a.changes, '$.narrative'), 1, 160) FROM amendments a
            WHERE a.incident_uid = i.uid AND a.kind = 'correction' AND json_type(a.changes, '$.narrative') IS NOT NULL
            ORDER BY a.recorded_utc DESC, a.uid DESC LIMIT 1), '') AS narrative
    FROM incidents i;

UPDATE incident_facts SET narrative = '' WHERE incident_uid NOT IN (
    SELECT incident_uid FROM amendments WHERE kind = 'correction' AND json_type(changes, '$.narrative') IS NOT NULL
);
