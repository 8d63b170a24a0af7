-- The fifteenth schema: a server reads a word's cases from one list, as a file's FTS5 does.
-- The fourteenth found them through GIN indexes over each case's keys and read every case
-- found, a 6 kB row a case (3,295 rows for `объяснение` in 10,000 cases), to take the word's
-- count out of it. Here each word and each stem has its postings: the cases it is in, its count
-- in each and each case's length, in lists of a block of 128 cases (a few rows a term), read
-- in one index range and joined in memory.
--
-- `case_terms` stays what a case's save writes, and what the postings are made from. A case
-- whose counts change is marked stale (`postings_stale`, by a trigger): the search takes a
-- stale case from its own row and ignores it in the postings. When 64 cases are stale, the
-- transaction that made them so makes the postings of their blocks again before it commits,
-- from `case_terms` (`casebook_merge_postings`): a block at a time, so that the cost of a merge
-- is the blocks it touches, not the archive; an event's new cases share one or two, and edits
-- scattered over the archive are merged eight blocks at a time.
--
-- The postings name every case of the archive, so no login reads them but the owner: the
-- search reads them through `casebook_term_hits`, which runs as the owner and keeps the cases
-- the login may see (`casebook_sees_case`, the policy of `case_terms`), unless row security
-- does not bind the login.

DROP INDEX case_terms_words;
DROP INDEX case_terms_stems;

CREATE TABLE word_postings (
    term     BIGINT NOT NULL,
    block    BIGINT NOT NULL,
    case_ids BIGINT[] NOT NULL,
    hits     INTEGER[] NOT NULL,
    tokens   BIGINT[] NOT NULL,
    PRIMARY KEY (term, block)
);
-- A merge replaces a block's rows.
CREATE INDEX word_postings_blocks ON word_postings (block);
CREATE TABLE stem_postings (LIKE word_postings INCLUDING ALL);
CREATE TABLE postings_stale (case_id BIGINT PRIMARY KEY);
ALTER TABLE word_postings ENABLE ROW LEVEL SECURITY;
ALTER TABLE stem_postings ENABLE ROW LEVEL SECURITY;
ALTER TABLE postings_stale ENABLE ROW LEVEL SECURITY;

-- The postings of the cases in `blocks` (each `case_id / 128`), made again from `case_terms`:
-- the words' lists, then the stems'. Each block's cases are read by a range of their key, not
-- by a pass over every case.
CREATE FUNCTION casebook_post_blocks(blocks bigint[]) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
    kind text;
BEGIN
    FOREACH kind IN ARRAY ARRAY['word', 'stem'] LOOP
        EXECUTE format('DELETE FROM %I WHERE block = ANY ($1)', kind || '_postings')
            USING blocks;
        EXECUTE format(
            'INSERT INTO %I (term, block, case_ids, hits, tokens)
             SELECT u.term, b.block, array_agg(k.case_id ORDER BY k.case_id),
                    array_agg(u.hits ORDER BY k.case_id), array_agg(k.tokens ORDER BY k.case_id)
             FROM unnest($1) AS b(block)
                  JOIN case_terms k
                    ON k.case_id BETWEEN b.block * 128 AND b.block * 128 + 127,
                  unnest(k.%I, k.%I) AS u(term, hits)
             GROUP BY u.term, b.block',
            kind || '_postings', kind || '_terms', kind || '_hits') USING blocks;
    END LOOP;
END $$;

-- Every case's postings made again: a copied or migrated archive.
CREATE FUNCTION casebook_rebuild_postings() RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
    TRUNCATE word_postings, stem_postings, postings_stale;
    PERFORM casebook_post_blocks(ARRAY(SELECT DISTINCT case_id / 128 FROM case_terms));
END $$;

-- The stale cases' blocks made again, and those cases no longer stale: every block with 16
-- stale cases or more (an import, an event's new cases), and the eight with the most besides,
-- so that edits scattered over the archive cost a merge of eight blocks, not of one for each.
-- One client merges at a time; another finding the lock taken leaves its stale cases to the
-- next merge. A case made stale again by a transaction that commits during the merge stays
-- marked, and is read from its own row until the next. Returns how many cases were merged.
CREATE FUNCTION casebook_merge_postings() RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
    blocks bigint[];
    merged integer;
BEGIN
    IF NOT pg_try_advisory_xact_lock(hashtext('casebook_merge_postings')) THEN
        RETURN 0;
    END IF;
    WITH counted AS (
        SELECT case_id / 128 AS block, count(*) AS stale FROM postings_stale GROUP BY 1
    )
    SELECT array_agg(block) INTO blocks FROM (
        SELECT block FROM counted WHERE stale >= 16
        UNION
        (SELECT block FROM counted ORDER BY stale DESC, block LIMIT 8)
    ) AS chosen;
    IF blocks IS NULL THEN
        RETURN 0;
    END IF;
    DELETE FROM postings_stale WHERE case_id / 128 = ANY (blocks);
    GET DIAGNOSTICS merged = ROW_COUNT;
    PERFORM casebook_post_blocks(blocks);
    RETURN merged;
END $$;

CREATE FUNCTION casebook_mark_stale() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
    INSERT INTO postings_stale (case_id)
    VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.case_id ELSE NEW.case_id END)
    ON CONFLICT DO NOTHING;
    RETURN NULL;
END $$;

CREATE TRIGGER case_terms_stale AFTER INSERT OR UPDATE OR DELETE ON case_terms
FOR EACH ROW EXECUTE FUNCTION casebook_mark_stale();

-- At the commit of a transaction that changed counts, once: the merge, when it is due.
CREATE FUNCTION casebook_merge_when_due() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
    IF current_setting('casebook.postings_looked_at', true) IS DISTINCT FROM 'yes' THEN
        PERFORM set_config('casebook.postings_looked_at', 'yes', true);
        IF (SELECT count(*) FROM (SELECT 1 FROM postings_stale LIMIT 64) AS s) >= 64 THEN
            PERFORM casebook_merge_postings();
        END IF;
    END IF;
    RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER case_terms_merge AFTER INSERT OR UPDATE OR DELETE ON case_terms
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION casebook_merge_when_due();

-- Whether row security lets the login read every case's counts: the archive is not under
-- roles, or the login is a superuser, may bypass it, or owns the table it does not bind.
CREATE FUNCTION casebook_reads_every_case() RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT NOT c.relrowsecurity OR r.rolsuper OR r.rolbypassrls
           OR (NOT c.relforcerowsecurity AND pg_has_role(session_user, c.relowner, 'USAGE'))
    FROM pg_class c, pg_roles r
    WHERE c.oid = 'case_terms'::regclass AND r.rolname = session_user
$$;

-- A word's cases that the login may read, with the word `word`'s count, the stem `stem`'s and
-- the case's length: from the postings, the cases not stale with the word or the stem (a case
-- in another language may hold the word and not its stem); and each stale case from its own
-- counts, found by its key (`OFFSET 0` keeps that a loop over the few stale cases). The lists'
-- rows are estimated at a few, so the planner would match them by nested loops, one list
-- scanned for each entry of another: hash joins are asked for instead, and no JIT, whose price
-- the refused loops would raise.
DROP FUNCTION casebook_term_hits(bigint, bigint);
CREATE FUNCTION casebook_term_hits(word bigint, stem bigint)
    RETURNS TABLE (case_id bigint, tokens bigint, word_hits integer, stem_hits integer)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path FROM CURRENT SET enable_nestloop = off SET enable_sort = off
    SET max_parallel_workers_per_gather = 0 SET jit = off AS
$$
    SELECT h.case_id, h.tokens, h.word_hits, h.stem_hits
    FROM (SELECT m.case_id, max(m.tokens) AS tokens, sum(m.w)::integer AS word_hits,
                 sum(m.s)::integer AS stem_hits
          FROM (SELECT e.case_id, e.tokens, e.hits AS w, 0 AS s
                FROM word_postings p,
                     unnest(p.case_ids, p.hits, p.tokens) AS e(case_id, hits, tokens)
                WHERE p.term = word
                UNION ALL
                SELECT e.case_id, e.tokens, 0, e.hits
                FROM stem_postings p,
                     unnest(p.case_ids, p.hits, p.tokens) AS e(case_id, hits, tokens)
                WHERE p.term = stem) AS m
          WHERE NOT EXISTS (SELECT 1 FROM postings_stale x WHERE x.case_id = m.case_id)
          GROUP BY m.case_id
          UNION ALL
          SELECT k.case_id, k.tokens,
                 CASE WHEN k.word_terms[width_bucket(word, k.word_terms)] = word
                      THEN k.word_hits[width_bucket(word, k.word_terms)] ELSE 0 END,
                 CASE WHEN k.stem_terms[width_bucket(stem, k.stem_terms)] = stem
                      THEN k.stem_hits[width_bucket(stem, k.stem_terms)] ELSE 0 END
          FROM postings_stale x,
               LATERAL (SELECT * FROM case_terms t WHERE t.case_id = x.case_id OFFSET 0) AS k
          WHERE k.word_terms @> ARRAY[word] OR k.stem_terms @> ARRAY[stem]) AS h
    WHERE (SELECT casebook_reads_every_case()) OR casebook_sees_case(h.case_id)
$$;

-- Only the search and the triggers reach the postings.
REVOKE EXECUTE ON FUNCTION casebook_post_blocks(bigint[]), casebook_rebuild_postings(),
    casebook_merge_postings() FROM PUBLIC;

SELECT casebook_rebuild_postings();
