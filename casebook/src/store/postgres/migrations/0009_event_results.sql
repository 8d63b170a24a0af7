-- The ninth schema: an event's results as its scorers' files give them (`casebook::results`),
-- each board's traveller kept only once it was checked, and the table of its event's results
-- a case was played at. The event is named as its cases name it (`cases.event`).

CREATE TABLE result_events (
    event    TEXT COLLATE "C" PRIMARY KEY NOT NULL CHECK (length(trim(event)) > 0),
    method   TEXT COLLATE "C" CHECK (method IN ('matchpoints', 'butler', 'cross_imps', 'imps')),
    source   TEXT COLLATE "C" NOT NULL,
    format   TEXT COLLATE "C" NOT NULL,
    imported TEXT COLLATE "C" NOT NULL
);

CREATE TABLE result_boards (
    event         TEXT COLLATE "C" NOT NULL REFERENCES result_events (event) ON DELETE CASCADE,
    board         BIGINT NOT NULL CHECK (board >= 1),
    vulnerability TEXT COLLATE "C" NOT NULL CHECK (vulnerability IN ('None', 'NS', 'EW', 'All')),
    datum         BIGINT,
    PRIMARY KEY (event, board)
);

-- A line's result in the fields of the results CSV: `4S`/`N`/`10`, `PASS`, `A6040`,
-- `W30*4SN=;70*4SN-1`; points as the file wrote them (`7.30`), so they are written back so.
CREATE TABLE result_lines (
    event        TEXT COLLATE "C" NOT NULL,
    board        BIGINT NOT NULL,
    position     BIGINT NOT NULL,
    section      TEXT COLLATE "C",
    table_number BIGINT,
    round        BIGINT,
    ns           BIGINT NOT NULL CHECK (ns >= 1),
    ew           BIGINT NOT NULL CHECK (ew >= 1),
    contract     TEXT COLLATE "C" NOT NULL,
    declarer     TEXT COLLATE "C" NOT NULL DEFAULT '',
    tricks       TEXT COLLATE "C" NOT NULL DEFAULT '',
    lead         TEXT COLLATE "C",
    score_ns     BIGINT,
    points_ns    TEXT COLLATE "C",
    points_ew    TEXT COLLATE "C",
    PRIMARY KEY (event, board, position),
    FOREIGN KEY (event, board) REFERENCES result_boards (event, board) ON DELETE CASCADE
);

CREATE TABLE result_pairs (
    event      TEXT COLLATE "C" NOT NULL REFERENCES result_events (event) ON DELETE CASCADE,
    position   BIGINT NOT NULL,
    section    TEXT COLLATE "C",
    number     BIGINT NOT NULL CHECK (number >= 1),
    direction  TEXT COLLATE "C" CHECK (direction IN ('NS', 'EW')),
    -- One name a line.
    names      TEXT COLLATE "C" NOT NULL DEFAULT '',
    total      TEXT COLLATE "C",
    percentage TEXT COLLATE "C",
    place      TEXT COLLATE "C",
    PRIMARY KEY (event, position)
);

-- The pairs of the case's table in its event's results, when the committee said which;
-- otherwise the line is the one whose result is the case's table result.
CREATE TABLE case_tables (
    case_id BIGINT PRIMARY KEY NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    section TEXT COLLATE "C",
    ns      BIGINT NOT NULL CHECK (ns >= 1),
    ew      BIGINT NOT NULL CHECK (ew >= 1)
);
