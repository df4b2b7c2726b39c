-- Issue 24: from this schema on, each record FloorDesk writes names as its predecessor (`prev_hash`) the seal
-- of the record before it: SHA-256 (hex) of that record's hash, ':' and its signature (nothing for none). A
-- changed byte of any signature but the chain's last then breaks the link after it, which `log verify` names
-- without checking every signature. Records written before name the hash alone, and still verify. No table
-- changes: the schema number says that a log (or an export of it) may hold sealed links, so a FloorDesk that
-- cannot read them refuses it as newer instead of calling its links broken.
SELECT 1;
