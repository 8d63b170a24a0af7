-- The seventh schema: the committee members' votes on the workflow's findings and on the
-- decision, each with the dissent a member of the minority may write.

CREATE TABLE votes (
    case_id  INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    member   TEXT NOT NULL,
    step     TEXT NOT NULL,
    answer   TEXT NOT NULL,
    voted_at TEXT,
    dissent  TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (case_id, position)
) WITHOUT ROWID;
