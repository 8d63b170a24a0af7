-- The thirteenth schema: the casebook's panel. `panels` are the year's (or an event's)
-- commentators as the editor named them (year 0: every year; event '': every event), with
-- whether a commentator sees the others' comments before writing his own, the scale of marks
-- and the editor's closing remarks; `panel_members` the commentators, a line about each and
-- the cases each is asked about (a JSON array of case UUIDs; empty for every decided case);
-- `panel_comments` each commentator's comment, marks and verdict on a case. A comment is not
-- among a case's lists: a save of the case neither writes nor clears it, so a committee
-- member's save cannot undo a commentator's word.
CREATE TABLE panels (
    year               INTEGER NOT NULL DEFAULT 0,
    event              TEXT NOT NULL DEFAULT '',
    hide_until_written INTEGER NOT NULL DEFAULT 1 CHECK (hide_until_written = 0 OR hide_until_written = 1),
    mark_scale         INTEGER NOT NULL DEFAULT 100 CHECK (mark_scale >= 1 AND mark_scale <= 255),
    closing_remarks    TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (year, event)
);

CREATE TABLE panel_members (
    year     INTEGER NOT NULL,
    event    TEXT NOT NULL,
    position INTEGER NOT NULL,
    name     TEXT NOT NULL CHECK (length(name) > 0),
    login    TEXT NOT NULL DEFAULT '',
    about    TEXT NOT NULL DEFAULT '',
    asked    TEXT NOT NULL DEFAULT '[]',
    PRIMARY KEY (year, event, position),
    FOREIGN KEY (year, event) REFERENCES panels (year, event) ON DELETE CASCADE
);

CREATE TABLE panel_comments (
    case_id       INTEGER NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    commentator   TEXT NOT NULL CHECK (length(commentator) > 0),
    login         TEXT NOT NULL DEFAULT '',
    comment       TEXT NOT NULL DEFAULT '',
    ruling_mark   INTEGER CHECK (ruling_mark >= 0 AND ruling_mark <= 255),
    decision_mark INTEGER CHECK (decision_mark >= 0 AND decision_mark <= 255),
    verdict       TEXT CHECK (verdict = 'improved' OR verdict = 'worsened'
                              OR verdict = 'no_change' OR verdict = 'too_close'),
    written       TEXT,
    PRIMARY KEY (case_id, commentator)
);
