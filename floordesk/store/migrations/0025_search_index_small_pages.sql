-- Issue 28: a word searched within one player, at 1,000,000 incidents. The full-text index is written again in pages
-- of about 250 bytes instead of FTS5's 4,050 (`floordesk.store.derived.INDEX_PAGE_BYTES`): FTS5 finds a document in a
-- word's list by its page, then reads the page's entries one by one to it (backwards, the whole page first), and a
-- search within a player seeks each of its common words once for each of his documents. What the index holds is not
-- changed, only how its lists are cut into pages: every search and check 14 find the same entries.
--
-- `optimize` writes the whole index again as one segment in the new pages (5-6 s of CPU at 1,000,000 incidents).
-- A new log's index gets the setting before its first documents are written, by the code that writes them: this
-- data is not among the statements that make a new log's schema.
INSERT INTO search_index (search_index, rank) VALUES ('pgsz', 250);
INSERT INTO search_index (search_index) VALUES ('optimize');
