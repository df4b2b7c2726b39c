-- Issue 18: an import record says where its records came from. A receive from the floor's server
-- names the server (never a password) and is any floor member's to make; a file's import leaves
-- it NULL and stays a manager's, Tournament Director's or administrator's. NULL in the imports
-- written before, whose hashes therefore do not change (a record's hash leaves NULL columns out).
ALTER TABLE imports ADD COLUMN server TEXT CHECK (server IS NULL OR length(server) BETWEEN 1 AND 200);
