-- The thirteenth schema: the casebook's panel (see the SQLite file's migration 0013 for the
-- tables), and the commentator's role on a server.
--
-- A commentator is granted for a year, an event, or both (`archive_grants.year`, 0 for
-- none). The commentator reads a case it is asked about once the case is decided — never a
-- draft or a hearing still open — and its lists; writes only its own comment (its login, under
-- the name the panel gives that login); and, when the panel says so, reads the others'
-- comments on a case only after writing its own. Every write of a comment is in the case's
-- history (action `comment`), by a trigger, under the login.
CREATE TABLE panels (
    year               BIGINT NOT NULL DEFAULT 0,
    event              TEXT COLLATE "C" NOT NULL DEFAULT '',
    hide_until_written BIGINT NOT NULL DEFAULT 1 CHECK (hide_until_written IN (0, 1)),
    mark_scale         BIGINT NOT NULL DEFAULT 100 CHECK (mark_scale BETWEEN 1 AND 255),
    closing_remarks    TEXT COLLATE "C" NOT NULL DEFAULT '',
    PRIMARY KEY (year, event)
);

CREATE TABLE panel_members (
    year     BIGINT NOT NULL,
    event    TEXT COLLATE "C" NOT NULL,
    position BIGINT NOT NULL,
    name     TEXT COLLATE "C" NOT NULL CHECK (length(name) > 0),
    login    TEXT COLLATE "C" NOT NULL DEFAULT '',
    about    TEXT COLLATE "C" NOT NULL DEFAULT '',
    asked    TEXT COLLATE "C" NOT NULL DEFAULT '[]',
    PRIMARY KEY (year, event, position),
    FOREIGN KEY (year, event) REFERENCES panels (year, event) ON DELETE CASCADE
);
CREATE INDEX panel_members_by_login ON panel_members (login);

CREATE TABLE panel_comments (
    case_id       BIGINT NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
    commentator   TEXT COLLATE "C" NOT NULL CHECK (length(commentator) > 0),
    login         TEXT COLLATE "C" NOT NULL DEFAULT '',
    comment       TEXT COLLATE "C" NOT NULL DEFAULT '',
    ruling_mark   BIGINT CHECK (ruling_mark BETWEEN 0 AND 255),
    decision_mark BIGINT CHECK (decision_mark BETWEEN 0 AND 255),
    verdict       TEXT COLLATE "C" CHECK (verdict IN ('improved', 'worsened', 'no_change', 'too_close')),
    written       TEXT COLLATE "C",
    PRIMARY KEY (case_id, commentator)
);

ALTER TABLE archive_grants ADD COLUMN year BIGINT NOT NULL DEFAULT 0;
ALTER TABLE archive_grants DROP CONSTRAINT archive_grants_pkey;
ALTER TABLE archive_grants ADD PRIMARY KEY (login, role, event, year);
ALTER TABLE archive_grants DROP CONSTRAINT archive_grants_role_check;
ALTER TABLE archive_grants DROP CONSTRAINT archive_grants_check;
ALTER TABLE archive_grants ADD CONSTRAINT archive_grants_role_check CHECK (
    role IN ('committee', 'chief_director', 'editor', 'administrator', 'commentator'));
ALTER TABLE archive_grants ADD CONSTRAINT archive_grants_scope_check CHECK (
    CASE role
        WHEN 'committee' THEN event <> '' AND year = 0
        WHEN 'commentator' THEN true
        ELSE event = '' AND year = 0
    END);

ALTER TABLE case_history DROP CONSTRAINT case_history_action_check;
ALTER TABLE case_history ADD CONSTRAINT case_history_action_check
    CHECK (action IN ('insert', 'update', 'delete', 'comment'));

-- Whether the login is a commentator asked about a case of `case_uuid`, `case_year`,
-- `case_event` at `case_status`: the case decided, of the grant's year and event, and named
-- among the cases the panel asks the login about when it names any.
CREATE FUNCTION casebook_asked(case_uuid TEXT, case_year BIGINT, case_event TEXT, case_status TEXT)
RETURNS BOOLEAN
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT case_status IN ('decided', 'reviewed', 'published')
       AND EXISTS (
           SELECT 1 FROM archive_grants g
           WHERE g.login = session_user AND g.role = 'commentator'
             AND (g.year = 0 OR g.year = case_year)
             AND (g.event = '' OR g.event = case_event))
       AND NOT EXISTS (
           SELECT 1 FROM panel_members m
           WHERE m.login = session_user AND m.asked <> '[]'
             AND (m.year = 0 OR m.year = case_year)
             AND (m.event = '' OR m.event = case_event)
             AND NOT (m.asked::jsonb ? case_uuid))
$$;

CREATE FUNCTION casebook_asked_case(case_row BIGINT) RETURNS BOOLEAN
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT coalesce((SELECT casebook_asked(uuid, year, event, status) FROM cases WHERE id = case_row),
                    false)
$$;

-- A case's lists are read by whoever reads the case, a commentator asked about it included.
CREATE OR REPLACE FUNCTION casebook_sees_case(case_row BIGINT) RETURNS BOOLEAN
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT coalesce((SELECT casebook_sees(event, status) OR casebook_asked(uuid, year, event, status)
                     FROM cases WHERE id = case_row), false)
$$;

-- Whether the login holds a role besides the commentator's.
CREATE FUNCTION casebook_only_commentator() RETURNS BOOLEAN
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT casebook_has_role('commentator')
       AND NOT EXISTS (SELECT 1 FROM archive_grants
                       WHERE login = session_user AND role <> 'commentator')
$$;

-- Whether the login may read the comment of `comment_login` on a case: whoever reads the
-- case, but a commentator another's comment only once his own is written, when the panel of
-- the case hides them until then.
CREATE FUNCTION casebook_reads_comment(case_row BIGINT, comment_login TEXT) RETURNS BOOLEAN
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT casebook_sees_case(case_row)
       AND (NOT casebook_only_commentator()
            OR comment_login = session_user
            OR EXISTS (SELECT 1 FROM panel_comments own
                       WHERE own.case_id = case_row AND own.login = session_user)
            OR NOT EXISTS (
                SELECT 1 FROM panels p JOIN cases c ON c.id = case_row
                WHERE p.hide_until_written = 1
                  AND (p.year = 0 OR p.year = c.year)
                  AND (p.event = '' OR p.event = c.event)))
$$;

-- Whether the login may write the comment `commentator` (of `comment_login`) on a case: the
-- chief director, the editor and the administrator any comment on a case they read; a
-- commentator only its own, on a case it is asked about, under the name its panel gives it.
CREATE FUNCTION casebook_writes_comment(case_row BIGINT, commentator TEXT, comment_login TEXT)
RETURNS BOOLEAN
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT (casebook_sees_case(case_row)
            AND (casebook_has_role('chief_director') OR casebook_has_role('editor')
                 OR casebook_has_role('administrator')))
        OR (comment_login = session_user
            AND casebook_asked_case(case_row)
            AND EXISTS (SELECT 1 FROM panel_members m
                        WHERE m.login = session_user AND m.name = commentator))
$$;

CREATE FUNCTION casebook_record_comment() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
    row_case BIGINT;
BEGIN
    IF TG_OP = 'DELETE' THEN
        row_case := OLD.case_id;
    ELSE
        row_case := NEW.case_id;
    END IF;
    INSERT INTO case_history (case_uuid, revision, action, status)
    SELECT uuid, revision, 'comment', status FROM cases WHERE id = row_case;
    RETURN NULL;
END
$$;

CREATE TRIGGER panel_comments_history AFTER INSERT OR UPDATE OR DELETE ON panel_comments
FOR EACH ROW EXECUTE FUNCTION casebook_record_comment();

-- An archive already under roles gets the panel's rules here, as `casebook archive init` makes
-- them (store/roles.rs); the commentators' own group is made by running `init` again.
DO $$
DECLARE
    role_name TEXT;
    writers TEXT := 'casebook_has_role(''chief_director'') OR casebook_has_role(''editor'') '
                    'OR casebook_has_role(''administrator'')';
    t TEXT;
BEGIN
    IF EXISTS (SELECT 1 FROM pg_policies
               WHERE schemaname = current_schema() AND tablename = 'cases'
                 AND policyname = 'cb_read') THEN
        CREATE POLICY cb_panel_read ON cases FOR SELECT
            USING (casebook_asked(uuid, year, event, status));
        FOREACH t IN ARRAY ARRAY['panels', 'panel_members'] LOOP
            EXECUTE format('CREATE POLICY cb_read ON %I FOR SELECT
                            USING (EXISTS (SELECT 1 FROM casebook_my_roles()))', t);
            EXECUTE format('CREATE POLICY cb_write ON %I FOR ALL USING (%s) WITH CHECK (%s)',
                           t, writers, writers);
            EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
        END LOOP;
        CREATE POLICY cb_read ON panel_comments FOR SELECT
            USING (casebook_reads_comment(case_id, login));
        CREATE POLICY cb_write ON panel_comments FOR ALL
            USING (casebook_writes_comment(case_id, commentator, login))
            WITH CHECK (casebook_writes_comment(case_id, commentator, login));
        ALTER TABLE panel_comments ENABLE ROW LEVEL SECURITY;
        FOREACH role_name IN ARRAY ARRAY['committee', 'chief_director', 'editor', 'administrator'] LOOP
            IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = current_database() || '_' || role_name) THEN
                EXECUTE format('GRANT SELECT ON panels, panel_members, panel_comments TO %I',
                               current_database() || '_' || role_name);
                IF role_name <> 'committee' THEN
                    EXECUTE format('GRANT INSERT, UPDATE, DELETE ON panels, panel_members, panel_comments TO %I',
                                   current_database() || '_' || role_name);
                END IF;
            END IF;
        END LOOP;
    END IF;
END
$$;

-- The login's grants with their years, for the window to show what the login may do.
CREATE FUNCTION casebook_my_grants() RETURNS TABLE (role TEXT, event TEXT, year BIGINT)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT role, event, year FROM archive_grants WHERE login = session_user
    ORDER BY role, event, year
$$;
