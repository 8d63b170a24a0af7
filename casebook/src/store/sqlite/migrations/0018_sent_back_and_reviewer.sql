-- The eighteenth schema: a case a review of the ruling sends back to the Director has a
-- status of its own, 'sent_back' (undecided: he rules again, and the case is heard again).
-- On a server the same migration adds the reviewer's role, granted a case at a time; a file
-- has one user and no roles.
--
-- SQLite cannot change a constraint in place: the cases' table is rebuilt as its documented
-- procedure says (see 0004 and 0017), its row ids kept, so the text index (rowid = cases.id)
-- and every reference stay valid.

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
    -- An edition is a year: the Laws were codified in 1928 (`laws::Edition`).
    law_edition       INTEGER NOT NULL DEFAULT 2017
                      CHECK (law_edition BETWEEN 1928 AND 2199),
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
                      CHECK (status = 'draft' OR status = 'heard' OR status = 'sent_back'
                             OR status = 'decided' OR status = 'reviewed'
                             OR status = 'published'),
    language          TEXT NOT NULL DEFAULT 'ru',
    training          INTEGER NOT NULL DEFAULT 0 CHECK (training IN (0, 1))
);
INSERT INTO new_cases SELECT * FROM cases;
DROP TABLE cases;
ALTER TABLE new_cases RENAME TO cases;
CREATE INDEX cases_by_year ON cases (year, case_number);
CREATE INDEX cases_by_status ON cases (status);
CREATE INDEX cases_list ON cases (
    year, length(case_number), case_number, id,
    uuid, revision, tournament, event, board_number, status, updated, training
);
