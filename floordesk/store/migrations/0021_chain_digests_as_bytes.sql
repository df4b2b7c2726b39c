-- Issue 28: the log's size. A chain entry keeps its hash, its link (`prev_hash`) and its signature as their bytes
-- (32, 32 and 64), not as 64, 64 and 128 hex digits: about 200 of the 3,000 bytes an incident took at 100,000. The
-- entries move to `chain_entries`; the view `chain` gives them as they always were, lowercase hex text, to every
-- reader (verify, an export, an independent verifier), so what is hashed, sealed and signed is the same text.
--
-- A value that is not lowercase hex digits (none FloorDesk writes; one a tamperer wrote, or an import carried at a
-- segment's start) is kept as the text it is: the view gives back exactly what was written, and a check that named
-- it before names it still (`floordesk_stored_digest`, `floordesk.store.database.stored_digest`).

-- The view is made before the table it reads: SQLite 3.40's integrity check leaves out its count of unused pages when
-- the first table of its schema's hash is a view (whose root page is 0), and the table loaded last goes first there.
CREATE TEMP TABLE chain_stored AS
    SELECT device_id, seq, record_type, record_uid,
        floordesk_stored_digest(prev_hash) AS prev_hash, floordesk_stored_digest(hash) AS hash,
        floordesk_stored_digest(signature) AS signature
    FROM chain;
DROP TABLE chain;

-- Text as it was (a value of another type, which only a file written around the CHECKs holds, as text, as the TEXT
-- column it replaces gave it).
CREATE VIEW chain AS
    SELECT device_id, seq, record_type, record_uid,
        iif(typeof(prev_hash) = 'blob', lower(hex(prev_hash)), CAST(prev_hash AS TEXT)) AS prev_hash,
        iif(typeof(hash) = 'blob', lower(hex(hash)), CAST(hash AS TEXT)) AS hash,
        iif(typeof(signature) = 'blob', lower(hex(signature)), CAST(signature AS TEXT)) AS signature
    FROM chain_entries;

CREATE TABLE chain_entries (
    device_id   TEXT NOT NULL,
    seq         INTEGER NOT NULL CHECK (seq >= 1),
    record_type TEXT NOT NULL,
    record_uid  TEXT NOT NULL UNIQUE,
    prev_hash   ANY NOT NULL CHECK (typeof(prev_hash) IN ('blob', 'text')),
    hash        ANY NOT NULL CHECK (typeof(hash) IN ('blob', 'text')),
    signature   ANY CHECK (typeof(signature) IN ('blob', 'text', 'null')),
    PRIMARY KEY (device_id, seq)
) STRICT, WITHOUT ROWID;
INSERT INTO chain_entries (device_id, seq, record_type, record_uid, prev_hash, hash, signature)
    SELECT device_id, seq, record_type, record_uid, prev_hash, hash, signature
    FROM temp.chain_stored ORDER BY device_id, seq;
DROP TABLE temp.chain_stored;

CREATE TRIGGER chain_entries_append_only_u BEFORE UPDATE ON chain_entries BEGIN
    SELECT RAISE(ABORT, 'the chain is append-only');
END;
CREATE TRIGGER chain_entries_append_only_d BEFORE DELETE ON chain_entries BEGIN
    SELECT RAISE(ABORT, 'the chain is append-only');
END;
