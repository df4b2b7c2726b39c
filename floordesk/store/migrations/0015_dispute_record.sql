-- Issue 30: a ruling's dispute record and its second reviewer. `dispute` is canonical JSON read by
-- floordesk.core.dispute (who asked, when, before the next deal; camera and window; review, finding,
-- error type; `preserve_by`, when a named camera's footage is lost); `second_staff` the staff member who
-- signed the review as its second reviewer, with their own PIN. Both NULL in every incident written
-- before, whose hashes therefore do not change (a record's hash leaves NULL columns out).
ALTER TABLE incidents ADD COLUMN dispute TEXT CHECK (dispute IS NULL OR json_valid(dispute));
ALTER TABLE incidents ADD COLUMN second_staff TEXT REFERENCES staff (uid);

-- The "preserve footage" tasks (incidents naming a camera), by deadline: a few among a million incidents.
CREATE INDEX incidents_footage ON incidents (json_extract(dispute, '$.preserve_by'))
    WHERE json_extract(dispute, '$.camera') IS NOT NULL;

-- The disputed incidents, for the log's filter.
CREATE INDEX incidents_disputed ON incidents (uid) WHERE dispute IS NOT NULL;
