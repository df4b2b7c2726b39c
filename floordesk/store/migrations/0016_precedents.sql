-- Issue 30: precedents at the moment of decision.
--
-- A ruling records which earlier comparable rulings its decision step showed, and, when it went
-- against the last of them, which way they went and the difference the floor named:
-- {"shown": [incident uid, ...], "against": "followed"|"departed", "difference": text}. NULL in
-- every incident written before, whose hashes therefore do not change.
ALTER TABLE incidents ADD COLUMN precedents TEXT CHECK (precedents IS NULL OR json_valid(precedents));

-- Derived, not records (rebuilt from incidents, their facts and amendments; never exported): the
-- rulings comparable to one another. A class is a kind (as corrected) under one set of rule-set
-- flags (the request's `config` as JSON text; '' for none). A key places each ruling not voided
-- in its class, in time order: the newest of a class, in an event or in the whole log, is one
-- index walk however big the log.
CREATE TABLE ruling_classes (
    id    INTEGER PRIMARY KEY,
    kind  TEXT NOT NULL,
    flags TEXT NOT NULL,
    UNIQUE (kind, flags)
) STRICT;

CREATE TABLE precedent_keys (
    row       INTEGER PRIMARY KEY,  -- the incident's row of incident_facts
    class     INTEGER NOT NULL,
    event_uid TEXT NOT NULL,
    moment    INTEGER NOT NULL      -- recorded_utc in microseconds since 1970
) STRICT;

INSERT OR IGNORE INTO ruling_classes (kind, flags)
    SELECT DISTINCT f.kind, coalesce(i.inputs -> '$.config', '')
    FROM incident_facts f JOIN incidents i ON i.uid = f.incident_uid;

INSERT INTO precedent_keys (row, class, event_uid, moment)
    SELECT f.row, c.id, f.event_uid,
        CAST(strftime('%s', substr(f.recorded_utc, 1, 19)) AS INTEGER) * 1000000
        + CAST(substr(f.recorded_utc, 21, 6) AS INTEGER)
    FROM incident_facts f
    JOIN incidents i ON i.uid = f.incident_uid
    JOIN ruling_classes c ON c.kind = f.kind AND c.flags = coalesce(i.inputs -> '$.config', '')
    WHERE f.status != 'voided';

CREATE INDEX precedent_keys_by_class ON precedent_keys (class, moment);
CREATE INDEX precedent_keys_by_event ON precedent_keys (event_uid, class, moment);
