-- The sixteenth schema: the texts a federation adds to the law library (the Laws in its
-- language, its regulations, its commentaries), kept with the archive in the documented
-- Markdown form (`casebook::laws::texts::form`). One Laws text an edition and language; one
-- commentary or regulation a title besides. Editions are not checked: a new one is data.
CREATE TABLE library_texts (
    id       INTEGER PRIMARY KEY,
    kind     TEXT NOT NULL CHECK (kind = 'laws' OR kind = 'commentary' OR kind = 'regulation'),
    edition  INTEGER NOT NULL,
    language TEXT NOT NULL,
    title    TEXT NOT NULL,
    origin   TEXT NOT NULL DEFAULT '',
    form     TEXT NOT NULL,
    added    TEXT NOT NULL,
    added_by TEXT
);
CREATE UNIQUE INDEX library_texts_held ON library_texts
    (kind, edition, language, (CASE WHEN kind = 'laws' THEN '' ELSE title END));
