//! A server's archive taken back to an earlier schema, as an earlier Casebook left it: for the
//! tests of upgrades.
#![allow(dead_code)]

/// Schema 19 undone (the served polls): the archive as schema 18 left it, its version still
/// to be set by the caller.
pub const TO_18_SERVER: &str = "
    DROP TABLE served_answers, served_pollees, served_polls;
    DROP FUNCTION casebook_record_poll_answer();
    DROP FUNCTION casebook_case_of_token(TEXT);
    ALTER TABLE case_history DROP CONSTRAINT case_history_action_check;
    ALTER TABLE case_history DROP COLUMN detail;
    ALTER TABLE case_history ADD CONSTRAINT case_history_action_check
        CHECK (action IN ('insert', 'update', 'delete', 'comment'));
";

/// Schema 18 undone (the reviewer's role and the status "sent back"): the archive as schema 17
/// left it, its version still to be set by the caller. An archive under roles also loses the
/// reviewer's policies.
pub const TO_17_SERVER: &str = "
    DO $$
    DECLARE t TEXT;
    BEGIN
        DROP POLICY IF EXISTS cb_review_read ON cases;
        DROP POLICY IF EXISTS cb_review_update ON cases;
        FOREACH t IN ARRAY ARRAY['workflow_answers', 'adjusted_outcomes', 'case_prose',
                                 'case_text', 'case_terms'] LOOP
            EXECUTE format('DROP POLICY IF EXISTS cb_review ON %I', t);
        END LOOP;
    END $$;
    DROP FUNCTION casebook_writes_review_case(BIGINT);
    DROP FUNCTION casebook_writes_review(TEXT, TEXT);
    DROP FUNCTION casebook_reviews(TEXT);
    CREATE OR REPLACE FUNCTION casebook_sees_uuid(case_key TEXT) RETURNS BOOLEAN
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
        SELECT coalesce((SELECT casebook_sees(event, status) FROM cases WHERE uuid = case_key),
                        casebook_has_role('chief_director') OR casebook_has_role('administrator'))
    $$;
    CREATE OR REPLACE FUNCTION casebook_guard_publishing() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
    BEGIN
        IF casebook_writes(OLD.event, OLD.status) THEN
            RETURN NEW;
        END IF;
        IF casebook_publishes(OLD.status) AND NEW.status IN (OLD.status, 'published') THEN
            RETURN NEW;
        END IF;
        IF NOT EXISTS (SELECT 1 FROM archive_grants WHERE login = session_user) THEN
            RETURN NEW;
        END IF;
        RAISE EXCEPTION 'refused' USING ERRCODE = 'insufficient_privilege';
    END
    $$;
    ALTER TABLE archive_grants DROP COLUMN case_uuid;
    ALTER TABLE archive_grants ADD PRIMARY KEY (login, role, event, year);
    ALTER TABLE archive_grants ADD CONSTRAINT archive_grants_scope_check CHECK (true);
    ALTER TABLE cases DROP CONSTRAINT cases_status_check;
    ALTER TABLE cases ADD CONSTRAINT cases_status_check
        CHECK (status IN ('draft', 'heard', 'decided', 'reviewed', 'published'));
";
