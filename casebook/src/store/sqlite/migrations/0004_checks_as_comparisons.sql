-- The fourth schema: the same tables, their CHECK constraints written as comparisons.
--
-- SQLite evaluates `x IN ('a', 'b', 'c')` (three or more constants) by building a lookup table
-- each time a statement runs, and a CHECK runs on every insert: storing a tournament's 10,000
-- boards spent some 40% of its time building them. `x = 'a' OR x = 'b' OR x = 'c'` accepts and
-- refuses exactly the same values (NULL included) with no lookup table.
--
-- SQLite cannot change a constraint in place, so each table is rebuilt as its documented
-- procedure says (create the new table, copy, drop the old, rename), with foreign keys off
-- while it runs and checked before the commit (see `schema::migrate`). Row ids are kept, so the
-- text index (rowid = cases.id) and every reference stay valid.

CREATE TABLE new_cases (
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
    scoring           TEXT CHECK (scoring = 'pairs_mp' OR scoring = 'teams_imp'
                                  OR scoring = 'bam' OR scoring = 'swiss_vp'),
    hearing           TEXT NOT NULL DEFAULT 'committee',
    law_edition       INTEGER NOT NULL DEFAULT 2017
                      CHECK (law_edition = 1997 OR law_edition = 2017),
    profile           TEXT NOT NULL DEFAULT '',
    team_ns           TEXT NOT NULL DEFAULT '',
    team_ew           TEXT NOT NULL DEFAULT '',
    director          TEXT NOT NULL DEFAULT '',
    board_number      INTEGER NOT NULL CHECK (board_number >= 1),
    dealer            TEXT NOT NULL
                      CHECK (dealer = 'N' OR dealer = 'E' OR dealer = 'S' OR dealer = 'W'),
    vulnerability     TEXT NOT NULL
                      CHECK (vulnerability = 'None' OR vulnerability = 'NS'
                             OR vulnerability = 'EW' OR vulnerability = 'All'),
    deal              TEXT NOT NULL,
    auction_dealer    TEXT NOT NULL
                      CHECK (auction_dealer = 'N' OR auction_dealer = 'E'
                             OR auction_dealer = 'S' OR auction_dealer = 'W'),
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
    appellant         TEXT CHECK (appellant = 'NS' OR appellant = 'EW'),
    appeal_lodged_at  TEXT,
    appeal_grounds    TEXT NOT NULL DEFAULT '',
    appeal_present    TEXT NOT NULL DEFAULT '[]',
    appeal_deposit    TEXT,
    decision_outcome  TEXT CHECK (decision_outcome = 'upheld' OR decision_outcome = 'varied'
                                  OR decision_outcome = 'cancelled'),
    decision_ns       TEXT NOT NULL DEFAULT '',
    decision_ew       TEXT NOT NULL DEFAULT '',
    deposit_outcome   TEXT CHECK (deposit_outcome = 'returned' OR deposit_outcome = 'kept'),
    without_merit     INTEGER NOT NULL DEFAULT 0,
    reasoning         TEXT NOT NULL DEFAULT '',
    dissent           TEXT NOT NULL DEFAULT '',
    write_up          TEXT NOT NULL DEFAULT '',
    status            TEXT NOT NULL DEFAULT 'draft'
                      CHECK (status = 'draft' OR status = 'heard' OR status = 'decided'
                             OR status = 'reviewed' OR status = 'published'),
    language          TEXT NOT NULL DEFAULT 'ru'
);
INSERT INTO new_cases SELECT * FROM cases;
DROP TABLE cases;
ALTER TABLE new_cases RENAME TO cases;
CREATE INDEX cases_by_year ON cases (year, case_number);
CREATE INDEX cases_by_status ON cases (status);

-- Players, committee members and commentators, one row each with the role they have.
CREATE TABLE new_case_people (
    case_id        INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    kind           TEXT NOT NULL
                   CHECK (kind = 'player' OR kind = 'committee' OR kind = 'commentator'),
    position       INTEGER NOT NULL,
    name           TEXT NOT NULL DEFAULT '',
    seat           TEXT CHECK (seat = 'N' OR seat = 'E' OR seat = 'S' OR seat = 'W'),
    rank           TEXT,
    masterpoints   INTEGER,
    committee_role TEXT CHECK (committee_role = 'chair' OR committee_role = 'scribe'
                               OR committee_role = 'member'),
    note           TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (case_id, kind, position)
);
INSERT INTO new_case_people SELECT * FROM case_people;
DROP TABLE case_people;
ALTER TABLE new_case_people RENAME TO case_people;
CREATE INDEX case_people_by_name ON case_people (name);

CREATE TABLE new_call_explanations (
    case_id       INTEGER NOT NULL,
    call_position INTEGER NOT NULL,
    position      INTEGER NOT NULL,
    by_seat       TEXT CHECK (by_seat = 'N' OR by_seat = 'E' OR by_seat = 'S' OR by_seat = 'W'),
    to_seat       TEXT CHECK (to_seat = 'N' OR to_seat = 'E' OR to_seat = 'S' OR to_seat = 'W'),
    text          TEXT NOT NULL,
    PRIMARY KEY (case_id, call_position, position),
    FOREIGN KEY (case_id, call_position) REFERENCES auction_calls (case_id, position) ON DELETE CASCADE
);
INSERT INTO new_call_explanations SELECT * FROM call_explanations;
DROP TABLE call_explanations;
ALTER TABLE new_call_explanations RENAME TO call_explanations;

CREATE TABLE new_statements (
    case_id  INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    speaker  TEXT NOT NULL,
    seat     TEXT CHECK (seat = 'N' OR seat = 'E' OR seat = 'S' OR seat = 'W'),
    text     TEXT NOT NULL,
    PRIMARY KEY (case_id, position)
);
INSERT INTO new_statements SELECT * FROM statements;
DROP TABLE statements;
ALTER TABLE new_statements RENAME TO statements;

-- The outcomes behind the Director's and the committee's adjusted scores.
CREATE TABLE new_adjusted_outcomes (
    case_id  INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    stage    TEXT NOT NULL CHECK (stage = 'ruling' OR stage = 'decision'),
    position INTEGER NOT NULL,
    side     TEXT CHECK (side = 'NS' OR side = 'EW'),
    contract TEXT,
    declarer TEXT CHECK (declarer = 'N' OR declarer = 'E' OR declarer = 'S' OR declarer = 'W'),
    tricks   INTEGER NOT NULL CHECK (tricks BETWEEN 0 AND 13),
    weight   TEXT NOT NULL,
    PRIMARY KEY (case_id, stage, position)
);
INSERT INTO new_adjusted_outcomes SELECT * FROM adjusted_outcomes;
DROP TABLE adjusted_outcomes;
ALTER TABLE new_adjusted_outcomes RENAME TO adjusted_outcomes;
