-- The twelfth schema: the training cases kept apart, what the archive remembers of itself, and
-- who may delete a case.
--
-- `cases.training` marks the commentary's worked examples: a committee's casebook never prints
-- them and `archive copy` leaves them behind unless asked. An earlier version's file filled with
-- them and copied here carried them in; they are known by the UUIDs they were shipped under.
ALTER TABLE cases ADD COLUMN training BIGINT NOT NULL DEFAULT 0 CHECK (training IN (0, 1));
UPDATE cases SET training = 1 WHERE uuid IN (
    '3f6c2a1e-8b4d-4c1a-9e57-0c0a5e000001', '3f6c2a1e-8b4d-4c1a-9e57-0c0a5e000002',
    '3f6c2a1e-8b4d-4c1a-9e57-0c0a5e000003', '3f6c2a1e-8b4d-4c1a-9e57-0c0a5e000004',
    '3f6c2a1e-8b4d-4c1a-9e57-0c0a5e000005', '3f6c2a1e-8b4d-4c1a-9e57-0c0a5e000006',
    '3f6c2a1e-8b4d-4c1a-9e57-0c0a5e000007', '3f6c2a1e-8b4d-4c1a-9e57-0c0a5e000008',
    '3f6c2a1e-8b4d-4c1a-9e57-0c0a5e000009', '3f6c2a1e-8b4d-4c1a-9e57-0c0a5e000010');

-- One value a key: the casebook's title, the federation's name and the foreword an editor gave.
CREATE TABLE archive_settings (
    key   TEXT COLLATE "C" PRIMARY KEY,
    value TEXT NOT NULL
);

-- Whether the login may delete a case of `case_event` at `case_status`: the chief director and
-- the administrator any; a committee member only an undecided case (a draft, or heard) of its
-- events. The history trigger records the deletion under the login.
CREATE FUNCTION casebook_deletes(case_event TEXT, case_status TEXT) RETURNS BOOLEAN
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT EXISTS (
        SELECT 1 FROM archive_grants g
        WHERE g.login = session_user
          AND (g.role IN ('chief_director', 'administrator')
               OR (g.role = 'committee' AND g.event = case_event
                   AND case_status IN ('draft', 'heard'))))
$$;

-- An archive already under roles gets the new rules here, as `casebook archive init` makes
-- them (store/roles.rs): deletion by the rule above; the settings read by every role and
-- written by the chief director, the editor and the administrator.
DO $$
DECLARE
    role_name TEXT;
BEGIN
    IF EXISTS (SELECT 1 FROM pg_policies
               WHERE schemaname = current_schema() AND tablename = 'cases'
                 AND policyname = 'cb_delete') THEN
        DROP POLICY cb_delete ON cases;
        CREATE POLICY cb_delete ON cases FOR DELETE USING (casebook_deletes(event, status));
        CREATE POLICY cb_read ON archive_settings FOR SELECT
            USING (EXISTS (SELECT 1 FROM casebook_my_roles()));
        CREATE POLICY cb_write ON archive_settings FOR ALL
            USING (casebook_has_role('chief_director') OR casebook_has_role('editor')
                   OR casebook_has_role('administrator'))
            WITH CHECK (casebook_has_role('chief_director') OR casebook_has_role('editor')
                        OR casebook_has_role('administrator'));
        ALTER TABLE archive_settings ENABLE ROW LEVEL SECURITY;
        FOREACH role_name IN ARRAY ARRAY['committee', 'chief_director', 'editor', 'administrator'] LOOP
            IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = current_database() || '_' || role_name) THEN
                EXECUTE format('GRANT SELECT ON archive_settings TO %I',
                               current_database() || '_' || role_name);
                IF role_name <> 'committee' THEN
                    EXECUTE format('GRANT INSERT, UPDATE, DELETE ON archive_settings TO %I',
                                   current_database() || '_' || role_name);
                END IF;
            END IF;
        END LOOP;
    END IF;
END
$$;

-- The case list carries the training mark, read from its index as every other column it shows.
DROP INDEX cases_list;
CREATE INDEX cases_list ON cases (year NULLS FIRST, length(case_number), case_number, id)
    INCLUDE (uuid, revision, tournament, event, board_number, status, updated, training);
