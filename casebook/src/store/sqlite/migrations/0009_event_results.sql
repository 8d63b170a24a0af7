-- The ninth schema: an event's results as its scorers' files give them (`casebook::results`),
-- each board's traveller kept only once it was checked, and the table of its event's results
-- a case was played at. The event is named as its cases name it (`cases.event`).

CREATE TABLE result_events (
    event    TEXT PRIMARY KEY NOT NULL CHECK (length(trim(event)) > 0),
    method   TEXT CHECK (method IN ('matchpoints', 'butler', 'cross_imps', 'imps')),
    source   TEXT NOT NULL,
    format   TEXT NOT NULL,
    imported TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE result_boards (
    event         TEXT NOT NULL REFERENCES result_events (event) ON DELETE CASCADE,
    board         INTEGER NOT NULL CHECK (board >= 1),
    vulnerability TEXT NOT NULL CHECK (vulnerability IN ('None', 'NS', 'EW', 'All')),
    datum         INTEGER,
    PRIMARY KEY (event, board)
) WITHOUT ROWID;

-- A line's result in the fields of the results CSV: `4S`/`N`/`10`, `PASS`, `A6040`,
-- `W30*4SN=;70*4SN-1`; points as the file wrote them (`7.30`), so they are written back so.
CREATE TABLE result_lines (
    event        TEXT NOT NULL,
    board        INTEGER NOT NULL,
    position     INTEGER NOT NULL,
    section      TEXT,
    table_number INTEGER,
    round        INTEGER,
    ns           INTEGER NOT NULL CHECK (ns >= 1),
    ew           INTEGER NOT NULL CHECK (ew >= 1),
    contract     TEXT NOT NULL,
    declarer     TEXT NOT NULL DEFAULT '',
    tricks       TEXT NOT NULL DEFAULT '',
    lead         TEXT,
    score_ns     INTEGER,
    points_ns    TEXT,
    points_ew    TEXT,
    PRIMARY KEY (event, board, position),
    FOREIGN KEY (event, board) REFERENCES result_boards (event, board) ON DELETE CASCADE
) WITHOUT ROWID;

CREATE TABLE result_pairs (
    event      TEXT NOT NULL REFERENCES result_events (event) ON DELETE CASCADE,
    position   INTEGER NOT NULL,
    section    TEXT,
    number     INTEGER NOT NULL CHECK (number >= 1),
    direction  TEXT CHECK (direction IN ('NS', 'EW')),
    -- One name a line.
    names      TEXT NOT NULL DEFAULT '',
    total      TEXT,
    percentage TEXT,
    place      TEXT,
    PRIMARY KEY (event, position)
) WITHOUT ROWID;

-- The pairs of the case's table in its event's results, when the committee said which;
-- otherwise the line is the one whose result is the case's table result.
CREATE TABLE case_tables (
    case_id INTEGER PRIMARY KEY NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    section TEXT,
    ns      INTEGER NOT NULL CHECK (ns >= 1),
    ew      INTEGER NOT NULL CHECK (ew >= 1)
);
