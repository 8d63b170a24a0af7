-- The eleventh schema: an archive knows itself, and a laptop's replica knows its archive.
--
-- `archive_identity` holds one UUID, made with the archive: a replica records its server
-- archive's and is synchronised with no other.
--
-- A replica is a database file kept on a laptop for the cases of its events: `replica_source`
-- names the archive it replicates (its identity, its address without a password, the events,
-- the login's roles when last reached) and when it last synchronised; `replica_cases` holds, for
-- each case the two sides agreed on at the last sync, that revision. A case whose revision is
-- above it was edited here since; one it names that is no longer here was deleted here.
CREATE TABLE archive_identity (
    uuid    TEXT NOT NULL,
    made_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
INSERT INTO archive_identity (uuid)
SELECT substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-'
       || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(h, 18, 3) || '-' || substr(h, 21, 12)
FROM (SELECT lower(hex(randomblob(16))) AS h);

CREATE TABLE replica_source (
    archive_uuid   TEXT NOT NULL,
    address        TEXT NOT NULL,
    events         TEXT NOT NULL,
    roles          TEXT NOT NULL,
    made_at        TEXT NOT NULL,
    last_sync      TEXT,
    last_attempt   TEXT,
    last_failure   TEXT
);

CREATE TABLE replica_cases (
    uuid     TEXT PRIMARY KEY,
    revision INTEGER NOT NULL CHECK (revision >= 1)
) WITHOUT ROWID;

-- A sync that meets two edits keeps one side's text among the conflicts ('sync'); a case deleted
-- on one side and edited on the other is kept, the deletion kept as a conflict
-- ('deleted-on-server', 'deleted-here'). SQLite changes a CHECK by making the table again.
CREATE TABLE conflicts_11 (
    id               INTEGER PRIMARY KEY,
    case_uuid        TEXT NOT NULL,
    stored_revision  INTEGER NOT NULL,
    your_revision    INTEGER NOT NULL,
    source           TEXT NOT NULL CHECK (source IN ('save', 'import', 'sync', 'deleted-on-server', 'deleted-here')),
    recorded_at      TEXT NOT NULL,
    case_json        TEXT NOT NULL
);
INSERT INTO conflicts_11 SELECT id, case_uuid, stored_revision, your_revision, source, recorded_at, case_json FROM conflicts;
DROP TABLE conflicts;
ALTER TABLE conflicts_11 RENAME TO conflicts;
CREATE INDEX conflicts_by_case ON conflicts (case_uuid);
