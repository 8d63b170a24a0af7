-- The twelfth schema: the training cases kept apart, and what the archive remembers of itself.
--
-- `cases.training` marks the commentary's worked examples: a committee's casebook never prints
-- them and `archive copy` leaves them behind unless asked. An earlier version filled every
-- database it created with them; they are known by the UUIDs they were shipped under.
ALTER TABLE cases ADD COLUMN training INTEGER NOT NULL DEFAULT 0 CHECK (training IN (0, 1));
UPDATE cases SET training = 1 WHERE uuid IN (
    '3f6c2a1e-8b4d-4c1a-9e57-0c0a5e000001', '3f6c2a1e-8b4d-4c1a-9e57-0c0a5e000002',
    '3f6c2a1e-8b4d-4c1a-9e57-0c0a5e000003', '3f6c2a1e-8b4d-4c1a-9e57-0c0a5e000004',
    '3f6c2a1e-8b4d-4c1a-9e57-0c0a5e000005', '3f6c2a1e-8b4d-4c1a-9e57-0c0a5e000006',
    '3f6c2a1e-8b4d-4c1a-9e57-0c0a5e000007', '3f6c2a1e-8b4d-4c1a-9e57-0c0a5e000008',
    '3f6c2a1e-8b4d-4c1a-9e57-0c0a5e000009', '3f6c2a1e-8b4d-4c1a-9e57-0c0a5e000010');

-- One value a key: the casebook's title, the federation's name and the foreword an editor gave
-- (so next year's casebook needs them only if they change), and whether the offer to remove an
-- earlier version's training cases was made.
CREATE TABLE archive_settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;

-- The case list carries the training mark, read from its index as every other column it shows.
DROP INDEX cases_list;
CREATE INDEX cases_list ON cases (
    year, length(case_number), case_number, id,
    uuid, revision, tournament, event, board_number, status, updated, training
);
