-- The eighteenth schema: a case sent back to the Director by a review of the ruling has a
-- status of its own, and the reviewer of a ruling is a role, granted a case at a time.
--
-- A reviewer reads the cases he is given, whatever their event and status, and writes their
-- review and nothing else: the review's answers (`workflow_answers`), the decision (its
-- columns of `cases` and its adjusted scores) and the status while the case is under review
-- (heard, sent back or decided — never approved or published), with what is derived from them
-- (the case's text index; its digest is kept by whoever sees the case). The facts, the statements and the ruling stay the
-- Director's: the reviewer's group may update no other column of `cases` and write no other
-- table of a case. Every change is in the case's history under his login (the tenth
-- migration's trigger).
ALTER TABLE cases DROP CONSTRAINT cases_status_check;
ALTER TABLE cases ADD CONSTRAINT cases_status_check
    CHECK (status IN ('draft', 'heard', 'sent_back', 'decided', 'reviewed', 'published'));

-- The case a reviewer is granted, by its uuid; '' for every other role.
ALTER TABLE archive_grants ADD COLUMN case_uuid TEXT COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE archive_grants DROP CONSTRAINT archive_grants_pkey;
ALTER TABLE archive_grants ADD PRIMARY KEY (login, role, event, year, case_uuid);
ALTER TABLE archive_grants DROP CONSTRAINT archive_grants_role_check;
ALTER TABLE archive_grants ADD CONSTRAINT archive_grants_role_check CHECK (
    role IN ('committee', 'chief_director', 'editor', 'administrator', 'commentator', 'reviewer'));
ALTER TABLE archive_grants DROP CONSTRAINT archive_grants_scope_check;
ALTER TABLE archive_grants ADD CONSTRAINT archive_grants_scope_check CHECK (
    CASE role
        WHEN 'committee' THEN event <> '' AND year = 0 AND case_uuid = ''
        WHEN 'commentator' THEN case_uuid = ''
        WHEN 'reviewer' THEN case_uuid <> '' AND event = '' AND year = 0
        ELSE event = '' AND year = 0 AND case_uuid = ''
    END);
CREATE INDEX archive_grants_by_case ON archive_grants (case_uuid, login) WHERE role = 'reviewer';

-- Whether the login reviews the case `case_key`.
CREATE FUNCTION casebook_reviews(case_key TEXT) RETURNS BOOLEAN
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT EXISTS (SELECT 1 FROM archive_grants
                   WHERE login = session_user AND role = 'reviewer' AND case_uuid = case_key)
$$;

-- Whether the login may write the review of the case `case_key` at `case_status`: its reviewer,
-- while the case is under review or decided and not yet approved.
CREATE FUNCTION casebook_writes_review(case_key TEXT, case_status TEXT) RETURNS BOOLEAN
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT case_status IN ('heard', 'sent_back', 'decided') AND casebook_reviews(case_key)
$$;

CREATE FUNCTION casebook_writes_review_case(case_row BIGINT) RETURNS BOOLEAN
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT coalesce((SELECT casebook_writes_review(uuid, status) FROM cases WHERE id = case_row),
                    false)
$$;

-- A case's lists are read by whoever reads the case, its reviewer included.
CREATE OR REPLACE FUNCTION casebook_sees_case(case_row BIGINT) RETURNS BOOLEAN
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT coalesce((SELECT casebook_sees(event, status) OR casebook_asked(uuid, year, event, status)
                            OR casebook_reviews(uuid)
                     FROM cases WHERE id = case_row), false)
$$;

CREATE OR REPLACE FUNCTION casebook_sees_uuid(case_key TEXT) RETURNS BOOLEAN
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT coalesce((SELECT casebook_sees(event, status) OR casebook_reviews(uuid)
                     FROM cases WHERE uuid = case_key),
                    -- A deleted case's history and kept texts: the chief director's.
                    casebook_has_role('chief_director') OR casebook_has_role('administrator'))
$$;

-- A committee member deletes an undecided case of its events: a case sent back is undecided.
CREATE OR REPLACE FUNCTION casebook_deletes(case_event TEXT, case_status TEXT) RETURNS BOOLEAN
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT EXISTS (
        SELECT 1 FROM archive_grants g
        WHERE g.login = session_user
          AND (g.role IN ('chief_director', 'administrator')
               OR (g.role = 'committee' AND g.event = case_event
                   AND case_status IN ('draft', 'heard', 'sent_back'))))
$$;

-- An editor moves an approved case to published and nothing else; a reviewer moves the case he
-- reviews between heard, sent back and decided, and nothing else.
CREATE OR REPLACE FUNCTION casebook_guard_publishing() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
    IF casebook_writes(OLD.event, OLD.status) THEN
        RETURN NEW;
    END IF;
    IF casebook_publishes(OLD.status) AND NEW.status IN (OLD.status, 'published') THEN
        RETURN NEW;
    END IF;
    IF casebook_writes_review(OLD.uuid, OLD.status)
       AND NEW.status IN ('heard', 'sent_back', 'decided') AND NEW.uuid = OLD.uuid THEN
        RETURN NEW;
    END IF;
    -- No grant at all: the archive is not yet under roles, or the owner is at work.
    IF NOT EXISTS (SELECT 1 FROM archive_grants WHERE login = session_user) THEN
        RETURN NEW;
    END IF;
    RAISE EXCEPTION 'the login % may not change case % from % to %',
        session_user, OLD.uuid, OLD.status, NEW.status
        USING ERRCODE = 'insufficient_privilege';
END
$$;

-- The login's grants with their years and cases, for the window to show what it may do.
DROP FUNCTION casebook_my_grants();
CREATE FUNCTION casebook_my_grants()
    RETURNS TABLE (role TEXT, event TEXT, year BIGINT, case_uuid TEXT)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT role, event, year, case_uuid FROM archive_grants WHERE login = session_user
    ORDER BY role, event, year, case_uuid
$$;

-- An archive already under roles gets the reviewer's rules here, as `casebook archive init`
-- makes them (store/postgres/roles.rs); the reviewers' own group is made by running `init`
-- again.
DO $$
DECLARE
    t TEXT;
BEGIN
    IF EXISTS (SELECT 1 FROM pg_policies
               WHERE schemaname = current_schema() AND tablename = 'cases'
                 AND policyname = 'cb_read') THEN
        CREATE POLICY cb_review_read ON cases FOR SELECT USING (casebook_reviews(uuid));
        CREATE POLICY cb_review_update ON cases FOR UPDATE
            USING (casebook_writes_review(uuid, status))
            WITH CHECK (casebook_writes_review(uuid, status));
        FOREACH t IN ARRAY ARRAY['workflow_answers', 'case_prose', 'case_text', 'case_terms'] LOOP
            EXECUTE format('CREATE POLICY cb_review ON %I FOR ALL
                            USING (casebook_writes_review_case(case_id))
                            WITH CHECK (casebook_writes_review_case(case_id))', t);
        END LOOP;
        CREATE POLICY cb_review ON adjusted_outcomes FOR ALL
            USING (stage = 'decision' AND casebook_writes_review_case(case_id))
            WITH CHECK (stage = 'decision' AND casebook_writes_review_case(case_id));
    END IF;
END
$$;
