-- Issue 28: the log's size. The full-text index numbers a document by its incident's second, not its microsecond,
-- and holds it as one column, not three: FTS5 keeps each word's list of documents as the differences of their rowids,
-- and rowids of microseconds times 256 differed by about 2^38 between incidents 1.7 s apart (5 bytes a word a
-- document; 1 now); and it marks a word's places in a column other than the first with two bytes more. The index went
-- from about 540 to about 240 bytes an incident at 100,000. The document's text is what its three columns held, one
-- after the other: a search matches each word anywhere in it, as before (no search names a column).
--
-- A document's rowid is its incident's second times 16 plus its `doc_slot`, the slot of its second (0 to 15: a
-- second's first 16 documents); from slot 16 on (overflow: a busy second, or a document made again many times) it is
-- minus (its second times 2^20 plus its slot), and a search reads both ranges and merges them by (second, slot). A
-- second is numbered from 2^36 seconds before 1970, so that every time from year 1 on gives a positive number
-- (`floordesk.store.derived.second_of`).
--
-- Each second's incidents take its slots from 0 in time order; the index is made anew and every incident queued for its
-- document (`search_pending`), which the log makes from the records as it is opened, before any search reads it.
UPDATE incident_facts SET doc_slot = placed.slot FROM (
    SELECT row, row_number() OVER (PARTITION BY (moment + 68719476736000000) / 1000000 ORDER BY moment, incident_uid)
        - 1 AS slot
    FROM incident_facts
) placed WHERE incident_facts.row = placed.row AND incident_facts.doc_slot != placed.slot;

DROP TABLE search_index;
CREATE VIRTUAL TABLE search_index USING fts5 (
    document,
    content = '',
    tokenize = 'unicode61 remove_diacritics 2'
);
DELETE FROM search_superseded;
INSERT OR IGNORE INTO search_pending (incident_uid) SELECT incident_uid FROM incident_facts;
