-- The eleventh schema: an archive knows itself, and a laptop's replica knows its archive.
--
-- `archive_identity` holds one UUID, made with the archive: a replica records it when it is made
-- and is synchronised with no other archive (a copy of an archive is another archive, with its
-- own identity). Every login that reaches the archive may read it.
--
-- `replica_source` and `replica_cases` are a replica's (a database file kept on a laptop for the
-- cases of its events, see the file's migration 0011); an archive on a server holds none, and
-- has them so that version N is the same schema on both engines.
CREATE TABLE archive_identity (
    uuid    TEXT COLLATE "C" NOT NULL,
    made_at TEXT COLLATE "C" NOT NULL DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
);
INSERT INTO archive_identity (uuid) VALUES (gen_random_uuid()::text);
GRANT SELECT ON archive_identity TO PUBLIC;

CREATE TABLE replica_source (
    archive_uuid   TEXT COLLATE "C" NOT NULL,
    address        TEXT NOT NULL,
    events         TEXT NOT NULL,
    roles          TEXT NOT NULL,
    made_at        TEXT COLLATE "C" NOT NULL,
    last_sync      TEXT COLLATE "C",
    last_attempt   TEXT COLLATE "C",
    last_failure   TEXT
);

CREATE TABLE replica_cases (
    uuid     TEXT COLLATE "C" PRIMARY KEY,
    revision BIGINT NOT NULL CHECK (revision >= 1)
);

-- A sync that meets two edits keeps one side's text among the conflicts ('sync'); a case deleted
-- on one side and edited on the other is kept, the deletion kept as a conflict.
ALTER TABLE conflicts DROP CONSTRAINT IF EXISTS conflicts_source_check;
ALTER TABLE conflicts ADD CONSTRAINT conflicts_source_check
    CHECK (source IN ('save', 'import', 'sync', 'deleted-on-server', 'deleted-here'));
