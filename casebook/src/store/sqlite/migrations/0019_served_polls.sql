-- The nineteenth schema: polls served to the players (on their phones, or on a laptop handed
-- round). A served poll keeps the problem frozen as the pollees saw it, its pollees — each with
-- the unguessable token of his link and his class — and their answers. These are kept apart
-- from the case's revision: a save of the case rewrites its lists, never these, so an answer
-- written by the poll's server is not lost to the window's next save. An answer set aside is
-- kept with the reason, never deleted.
CREATE TABLE served_polls (
    id            INTEGER PRIMARY KEY,
    case_id       INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    -- The case's poll (its position among the case's polls) the answers are for.
    poll_position INTEGER NOT NULL CHECK (poll_position >= 0),
    -- The problem as shown, JSON (`poll::served::FrozenProblem`).
    problem       TEXT NOT NULL,
    opened_at     TEXT NOT NULL,
    opened_by     TEXT NOT NULL DEFAULT '',
    closed_at     TEXT
);
CREATE INDEX served_polls_by_case ON served_polls (case_id);

CREATE TABLE served_pollees (
    token          TEXT PRIMARY KEY CHECK (length(token) = 32),
    served_poll_id INTEGER NOT NULL REFERENCES served_polls (id) ON DELETE CASCADE,
    position       INTEGER NOT NULL CHECK (position >= 0),
    name           TEXT NOT NULL DEFAULT '',
    strength       TEXT NOT NULL DEFAULT '',
    methods        TEXT NOT NULL DEFAULT '',
    UNIQUE (served_poll_id, position)
);

-- One answer a link: the token is the key.
CREATE TABLE served_answers (
    token            TEXT PRIMARY KEY REFERENCES served_pollees (token) ON DELETE CASCADE,
    received_at      TEXT NOT NULL,
    action           TEXT NOT NULL CHECK (length(action) > 0),
    considered       TEXT NOT NULL DEFAULT '[]',
    other            TEXT NOT NULL DEFAULT '',
    comment          TEXT NOT NULL DEFAULT '',
    set_aside_reason TEXT,
    set_aside_by     TEXT,
    set_aside_at     TEXT,
    CHECK ((set_aside_reason IS NULL) = (set_aside_at IS NULL))
);
