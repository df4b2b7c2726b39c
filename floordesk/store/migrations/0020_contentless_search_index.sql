-- Issue 28: the log's size. The full-text index keeps no copy of the text it indexes (FTS5 `content=''`): the search
-- documents' text (`search_docs`, about 550 of the 3,560 bytes an incident took at 100,000) is dropped; the records
-- give it again whenever the index is made again (`log reindex`).
--
-- SQLite here has no `contentless_delete` (3.43): an entry of a contentless index can only be removed by giving its
-- exact text, which is no longer kept, so an entry is never removed. A document made again (an incident amended) is
-- indexed under a new rowid; its old rowid is listed in `search_superseded`, and no incident's document is it any
-- more, so no search finds it. `log reindex` makes the index again without them.
--
-- A document's rowid is its incident's time, as its id was (a search lists the newest first, in rowid order):
-- moment * 256 + doc_slot, the listing's `moment` and `doc_slot` of its incident. `doc_slot` is 0 unless incidents
-- share the microsecond or the document was made again (the next free slot of the microsecond); a 0 costs no byte.
-- A new incident's slot is taken when its facts are made, so a rowid is never two incidents' documents.

DROP TRIGGER search_docs_ai;
DROP TRIGGER search_docs_au;
DROP TRIGGER search_docs_ad;
DROP VIEW search_docs_source;

ALTER TABLE incident_facts ADD COLUMN doc_slot INTEGER NOT NULL DEFAULT 0;  -- see above: the document's rowid

-- Each document keeps its id where it was its incident's time (ids numbered by an older FloorDesk, below 2^40, and
-- incidents still waiting for a document take the next free slots of their microsecond).
UPDATE incident_facts SET doc_slot = placed.slot FROM (
    WITH kept AS (
        SELECT f.row, f.moment, d.id - f.moment * 256 AS slot
        FROM incident_facts f JOIN search_docs d ON d.incident_uid = f.incident_uid
        WHERE d.id BETWEEN f.moment * 256 AND f.moment * 256 + 255
    )
    SELECT row, slot FROM kept WHERE slot != 0
    UNION ALL
    SELECT f.row, coalesce((SELECT max(k.slot) FROM kept k WHERE k.moment = f.moment), -1)
        + row_number() OVER (PARTITION BY f.moment ORDER BY f.incident_uid)
    FROM incident_facts f WHERE f.row NOT IN (SELECT row FROM kept)
) placed WHERE incident_facts.row = placed.row AND placed.slot != 0;

DROP TABLE search_index;
CREATE VIRTUAL TABLE search_index USING fts5 (
    narrative, names, ruling,
    content = '',
    tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO search_index (rowid, narrative, names, ruling)
    SELECT f.moment * 256 + f.doc_slot, d.narrative, d.names, d.ruling
    FROM search_docs d JOIN incident_facts f ON f.incident_uid = d.incident_uid
    ORDER BY 1;
DROP TABLE search_docs;

-- Rowids of the index that are no incident's document any more (its incident's document was made again).
CREATE TABLE search_superseded (
    id INTEGER PRIMARY KEY
) STRICT;
