-- Issues 17 and 18: the incidents whose search documents (and so their full-text index entries)
-- are still to be made. An import writes them here in the transaction that adds its records, and
-- their documents are made in a transaction of their own right after it commits (the import's
-- write lock is held for less), or by the next search or write, whichever comes first: a crash in
-- between leaves them queued, never forgotten. Derived, like search_docs: never exported.
CREATE TABLE search_pending (
    incident_uid TEXT PRIMARY KEY
) STRICT, WITHOUT ROWID;

