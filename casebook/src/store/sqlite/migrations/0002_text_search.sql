ALTER TABLE cases ADD COLUMN language TEXT NOT NULL DEFAULT 'ru';

-- rowid = cases.id. The index holds the prose's normalised words and their stems (see
-- casebook::text) without a copy of either; the prose itself, for snippets, is in case_prose.
CREATE VIRTUAL TABLE case_text USING fts5 (
    words,
    stems,
    tokenize = 'unicode61',
    content = '',
    contentless_delete = 1
);

CREATE TABLE case_prose (
    case_id INTEGER PRIMARY KEY REFERENCES cases (id) ON DELETE CASCADE,
    body    TEXT NOT NULL
);
