-- Issue 28: a word searched within one player or one table. Each search document gains a second column, `facts`, of
-- filter words: `t` and the `fact_keys` id of its incident's table as it stands, `p` and that of each of its players,
-- as the listing's facts and a player's incidents hold them (`floordesk.store.derived.FILTER_WORDS`, made again with
-- the document whenever those change). A search with such a filter asks FTS5 for its words and the filter's word
-- together, and FTS5 intersects the two lists itself (a player's 46 incidents had each been looked up in the index,
-- 60-130 microseconds a look-up, and a table's 792 too many to look up, its word's hits walked instead: 34 ms). A
-- user's words are searched in the first column only, so no typed word finds a filter word. Second, not first: FTS5
-- marks each word's place in a column other than the first with two bytes more, and the filter words are few.
--
-- The index is made anew and every incident queued for its document (`search_pending`), which the log makes from the
-- records as it is opened, before any search reads it; each second's slots are kept.
DROP TABLE search_index;
CREATE VIRTUAL TABLE search_index USING fts5 (
    document,
    facts,
    content = '',
    tokenize = 'unicode61 remove_diacritics 2'
);
DELETE FROM search_superseded;
INSERT OR IGNORE INTO search_pending (incident_uid) SELECT incident_uid FROM incident_facts;
