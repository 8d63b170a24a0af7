PRAGMA application_id = 1128418097;

CREATE TABLE cases (
    id                INTEGER PRIMARY KEY,
    uuid              TEXT NOT NULL UNIQUE,
    revision          INTEGER NOT NULL CHECK (revision >= 1),
    -- The revision last exchanged through a bundle; NULL when never exported or imported.
    synced_revision   INTEGER,
    created           TEXT NOT NULL,
    updated           TEXT NOT NULL,
    case_number       TEXT NOT NULL DEFAULT '',
    year              INTEGER,
    tournament        TEXT NOT NULL DEFAULT '',
    event             TEXT NOT NULL DEFAULT '',
    session           TEXT NOT NULL DEFAULT '',
    date              TEXT,
    scoring           TEXT CHECK (scoring IN ('pairs_mp', 'teams_imp', 'bam', 'swiss_vp')),
    hearing           TEXT NOT NULL DEFAULT 'committee',
    law_edition       INTEGER NOT NULL DEFAULT 2017 CHECK (law_edition IN (1997, 2017)),
    profile           TEXT NOT NULL DEFAULT '',
    team_ns           TEXT NOT NULL DEFAULT '',
    team_ew           TEXT NOT NULL DEFAULT '',
    director          TEXT NOT NULL DEFAULT '',
    board_number      INTEGER NOT NULL CHECK (board_number >= 1),
    dealer            TEXT NOT NULL CHECK (dealer IN ('N', 'E', 'S', 'W')),
    vulnerability     TEXT NOT NULL CHECK (vulnerability IN ('None', 'NS', 'EW', 'All')),
    deal              TEXT NOT NULL,
    auction_dealer    TEXT NOT NULL CHECK (auction_dealer IN ('N', 'E', 'S', 'W')),
    opening_lead      TEXT,
    play_record       TEXT NOT NULL DEFAULT '',
    claim             TEXT,
    has_result        INTEGER NOT NULL DEFAULT 0,
    result_contract   TEXT,
    result_declarer   TEXT,
    result_tricks     INTEGER CHECK (result_tricks BETWEEN 0 AND 13),
    result_ns_score   INTEGER,
    facts_agreed      TEXT NOT NULL DEFAULT '',
    ruling_text       TEXT NOT NULL DEFAULT '',
    ruling_ns         TEXT NOT NULL DEFAULT '',
    ruling_ew         TEXT NOT NULL DEFAULT '',
    appellant         TEXT CHECK (appellant IN ('NS', 'EW')),
    appeal_lodged_at  TEXT,
    appeal_grounds    TEXT NOT NULL DEFAULT '',
    appeal_present    TEXT NOT NULL DEFAULT '[]',
    appeal_deposit    TEXT,
    decision_outcome  TEXT CHECK (decision_outcome IN ('upheld', 'varied', 'cancelled')),
    decision_ns       TEXT NOT NULL DEFAULT '',
    decision_ew       TEXT NOT NULL DEFAULT '',
    deposit_outcome   TEXT CHECK (deposit_outcome IN ('returned', 'kept')),
    without_merit     INTEGER NOT NULL DEFAULT 0,
    reasoning         TEXT NOT NULL DEFAULT '',
    dissent           TEXT NOT NULL DEFAULT '',
    write_up          TEXT NOT NULL DEFAULT '',
    status            TEXT NOT NULL DEFAULT 'draft'
                      CHECK (status IN ('draft', 'heard', 'decided', 'reviewed', 'published'))
);
CREATE INDEX cases_by_year ON cases (year, case_number);
CREATE INDEX cases_by_status ON cases (status);

CREATE TABLE case_subjects (
    case_id  INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    subject  TEXT NOT NULL,
    PRIMARY KEY (case_id, position)
);
CREATE INDEX case_subjects_by_subject ON case_subjects (subject);

-- Players, committee members and commentators, one row each with the role they have.
CREATE TABLE case_people (
    case_id        INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    kind           TEXT NOT NULL CHECK (kind IN ('player', 'committee', 'commentator')),
    position       INTEGER NOT NULL,
    name           TEXT NOT NULL DEFAULT '',
    seat           TEXT CHECK (seat IN ('N', 'E', 'S', 'W')),
    rank           TEXT,
    masterpoints   INTEGER,
    committee_role TEXT CHECK (committee_role IN ('chair', 'scribe', 'member')),
    note           TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (case_id, kind, position)
);
CREATE INDEX case_people_by_name ON case_people (name);

CREATE TABLE auction_calls (
    case_id             INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    position            INTEGER NOT NULL,
    call                TEXT NOT NULL,
    irregularity        TEXT,
    -- Where the call's annotation stands in the record's list; NULL when not annotated.
    annotation_position INTEGER,
    note                INTEGER,
    alerted             INTEGER,
    agreement           TEXT,
    has_tempo           INTEGER NOT NULL DEFAULT 0,
    tempo_seconds       INTEGER,
    tempo_agreed        INTEGER,
    tempo_description   TEXT NOT NULL DEFAULT '',
    comment             TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (case_id, position)
);

CREATE TABLE call_explanations (
    case_id       INTEGER NOT NULL,
    call_position INTEGER NOT NULL,
    position      INTEGER NOT NULL,
    by_seat       TEXT CHECK (by_seat IN ('N', 'E', 'S', 'W')),
    to_seat       TEXT CHECK (to_seat IN ('N', 'E', 'S', 'W')),
    text          TEXT NOT NULL,
    PRIMARY KEY (case_id, call_position, position),
    FOREIGN KEY (case_id, call_position) REFERENCES auction_calls (case_id, position) ON DELETE CASCADE
);

CREATE TABLE disputed_facts (
    case_id  INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    point    TEXT NOT NULL,
    finding  TEXT NOT NULL,
    PRIMARY KEY (case_id, position)
);

CREATE TABLE statements (
    case_id  INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    speaker  TEXT NOT NULL,
    seat     TEXT CHECK (seat IN ('N', 'E', 'S', 'W')),
    text     TEXT NOT NULL,
    PRIMARY KEY (case_id, position)
);

CREATE TABLE ruling_laws (
    case_id  INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    law      TEXT NOT NULL,
    PRIMARY KEY (case_id, position)
);
CREATE INDEX ruling_laws_by_law ON ruling_laws (law);

-- The outcomes behind the Director's and the committee's adjusted scores.
CREATE TABLE adjusted_outcomes (
    case_id  INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    stage    TEXT NOT NULL CHECK (stage IN ('ruling', 'decision')),
    position INTEGER NOT NULL,
    side     TEXT CHECK (side IN ('NS', 'EW')),
    contract TEXT,
    declarer TEXT CHECK (declarer IN ('N', 'E', 'S', 'W')),
    tricks   INTEGER NOT NULL CHECK (tricks BETWEEN 0 AND 13),
    weight   TEXT NOT NULL,
    PRIMARY KEY (case_id, stage, position)
);

CREATE TABLE procedural_penalties (
    case_id  INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    side     TEXT NOT NULL CHECK (side IN ('NS', 'EW')),
    amount   TEXT NOT NULL,
    reason   TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (case_id, position)
);

CREATE TABLE workflow_answers (
    case_id     INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    position    INTEGER NOT NULL,
    step        TEXT NOT NULL,
    answer      TEXT NOT NULL,
    reason      TEXT NOT NULL DEFAULT '',
    answered_by TEXT NOT NULL DEFAULT '',
    answered_at TEXT,
    PRIMARY KEY (case_id, position)
);
CREATE INDEX workflow_answers_by_step ON workflow_answers (step);

CREATE TABLE polls (
    id       INTEGER PRIMARY KEY,
    case_id  INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    step     TEXT,
    problem  TEXT NOT NULL DEFAULT '',
    UNIQUE (case_id, position)
);

CREATE TABLE poll_answers (
    poll_id    INTEGER NOT NULL REFERENCES polls (id) ON DELETE CASCADE,
    position   INTEGER NOT NULL,
    name       TEXT NOT NULL DEFAULT '',
    level      TEXT NOT NULL DEFAULT '',
    action     TEXT NOT NULL,
    considered TEXT NOT NULL DEFAULT '[]',
    comment    TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (poll_id, position)
);

CREATE TABLE commentary (
    case_id     INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    position    INTEGER NOT NULL,
    commentator TEXT NOT NULL,
    text        TEXT NOT NULL,
    PRIMARY KEY (case_id, position)
);

CREATE TABLE review_notes (
    case_id  INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    noted_by TEXT NOT NULL DEFAULT '',
    noted_at TEXT,
    text     TEXT NOT NULL,
    PRIMARY KEY (case_id, position)
);

-- A save or import that lost a race keeps its text here, so both versions survive.
CREATE TABLE conflicts (
    id               INTEGER PRIMARY KEY,
    case_uuid        TEXT NOT NULL,
    stored_revision  INTEGER NOT NULL,
    your_revision    INTEGER NOT NULL,
    source           TEXT NOT NULL CHECK (source IN ('save', 'import')),
    recorded_at      TEXT NOT NULL,
    case_json        TEXT NOT NULL
);
CREATE INDEX conflicts_by_case ON conflicts (case_uuid);
