-- The fourteenth schema: a server finds a word's cases through the counts it ranks them by.
-- Migration 2 found a case by its text-search vectors and then read its counts in
-- `case_terms` by the case's key, one index probe a case (a third of an archive of 10,000
-- cases for a common word). GIN indexes over the counts' keys find the cases instead, and
-- the rows they find are the rows the ranking reads, in one pass in the table's order; the
-- row's length (`tokens`) is kept beside the counts for the same reason, while `case_text`
-- keeps its own for the archive's average length, read from that narrow table alone. The
-- vectors stay for a prefix being typed, which a key cannot match.
--
-- A key that finds a case must not be shared by two words of the archive, so the keys grow
-- from 32 bits to 64. Only Casebook's stemmer can make them again: the counts are emptied
-- here and written again by Casebook from each case's stored prose in the same transaction
-- (`text_index::recount_terms`). Emptying, rather than making the table again, keeps its
-- grants and row-level policies on an archive under roles.

TRUNCATE case_terms;
ALTER TABLE case_terms
    ALTER COLUMN word_terms TYPE BIGINT[],
    ALTER COLUMN stem_terms TYPE BIGINT[],
    ADD COLUMN tokens BIGINT NOT NULL DEFAULT 0;

CREATE INDEX case_terms_words ON case_terms USING gin (word_terms);
CREATE INDEX case_terms_stems ON case_terms USING gin (stem_terms);

-- The cases holding the word whose key is `word` or the stem whose key is `stem`, with how
-- often each occurs and the row's length. The planner prices a bitmap scan of a third of the
-- table's pages above reading all of it, but reading all of it unpacks every row's arrays to
-- test them, several times slower: with sequential scans off for this query alone, it reads
-- through the indexes.
CREATE FUNCTION casebook_term_hits(word bigint, stem bigint)
    RETURNS TABLE (case_id bigint, tokens bigint, word_hits integer, stem_hits integer)
    LANGUAGE sql STABLE SET enable_seqscan = off AS
$$
    SELECT k.case_id, k.tokens,
           CASE WHEN k.word_terms[width_bucket(word, k.word_terms)] = word
                THEN k.word_hits[width_bucket(word, k.word_terms)] ELSE 0 END,
           CASE WHEN k.stem_terms[width_bucket(stem, k.stem_terms)] = stem
                THEN k.stem_hits[width_bucket(stem, k.stem_terms)] ELSE 0 END
    FROM case_terms k
    WHERE k.word_terms @> ARRAY[word] OR k.stem_terms @> ARRAY[stem]
$$;

-- One phrase's share of bm25 as migration 2 gave it, in floating point throughout (the row's
-- length was multiplied as a decimal, for every case found): the same values, as 0.75 times
-- a count of words is exact in both.
CREATE OR REPLACE FUNCTION bm25_part(frequency double precision, tokens bigint, average double precision)
    RETURNS double precision LANGUAGE sql IMMUTABLE AS
    $$ SELECT frequency * 2.2 / (frequency + 1.2 * (0.25 + 0.75 * CAST(tokens AS double precision) / average)) $$;
