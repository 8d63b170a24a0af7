-- The seventh schema: the committee members' votes on the workflow's findings and on the
-- decision, each with the dissent a member of the minority may write.

CREATE TABLE votes (
    case_id  BIGINT NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    position BIGINT NOT NULL,
    member   TEXT COLLATE "C" NOT NULL,
    step     TEXT COLLATE "C" NOT NULL,
    answer   TEXT COLLATE "C" NOT NULL,
    voted_at TEXT COLLATE "C",
    dissent  TEXT COLLATE "C" NOT NULL DEFAULT '',
    PRIMARY KEY (case_id, position)
);
