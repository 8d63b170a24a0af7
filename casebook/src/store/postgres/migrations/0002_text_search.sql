-- The second schema: the case's language, and the text search over the case's prose. Where the
-- SQLite file has an FTS5 table, PostgreSQL has text-search vectors, both indexed by GIN:
-- `words`, the prose's distinct words as Casebook normalises them (lowercase, ё as е), and
-- `stems`, those words under the configuration of the case's language ('russian',
-- 'english'), so that both engines find the same cases. The vectors find a case; they are
-- ranked as SQLite's FTS5 ranks them, by bm25 (`bm25_part` is one phrase's share; `tokens`, a
-- row's length, counts both columns' words; `case_terms`, each word's and stem's count).

ALTER TABLE cases ADD COLUMN language TEXT COLLATE "C" NOT NULL DEFAULT 'ru';

CREATE TABLE case_text (
    case_id BIGINT PRIMARY KEY REFERENCES cases (id) ON DELETE CASCADE,
    words   tsvector NOT NULL,
    stems   tsvector NOT NULL,
    tokens  BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX case_text_words ON case_text USING gin (words);
CREATE INDEX case_text_stems ON case_text USING gin (stems);

-- How often each word and each stem occurs in a case, counted by Casebook as the file's FTS5
-- index counts them: the terms by a 32-bit hash (FNV-1a) beside their counts. Vectors with
-- positions are compressed out of line, and reading thousands of them to rank a common word
-- took hundreds of milliseconds; these arrays are a fraction of their size and stay in the
-- row, uncompressed.
CREATE TABLE case_terms (
    case_id    BIGINT PRIMARY KEY REFERENCES case_text (case_id) ON DELETE CASCADE,
    word_terms INTEGER[] NOT NULL,
    word_hits  INTEGER[] NOT NULL,
    stem_terms INTEGER[] NOT NULL,
    stem_hits  INTEGER[] NOT NULL
) WITH (toast_tuple_target = 8160);

CREATE TABLE case_prose (
    case_id BIGINT PRIMARY KEY REFERENCES cases (id) ON DELETE CASCADE,
    body    TEXT COLLATE "C" NOT NULL
);

-- One phrase's share of bm25 (k1 = 1.2, b = 0.75), as FTS5 computes it, before its IDF:
-- `frequency` is the phrase's weighted hits in the row.
CREATE FUNCTION bm25_part(frequency double precision, tokens bigint, average double precision)
    RETURNS double precision LANGUAGE sql IMMUTABLE AS
    $$ SELECT frequency * 2.2 / (frequency + 1.2 * (0.25 + 0.75 * tokens / average)) $$;
