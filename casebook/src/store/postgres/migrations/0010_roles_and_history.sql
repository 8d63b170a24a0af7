-- The tenth schema on a server: who may read and write what, and who changed what.
--
-- `archive_grants` names each login's roles: a committee member for one event (a row an
-- event), the chief director, the editor, the administrator. The functions below read it for
-- the row-level security policies that `casebook archive init` turns on; until then the
-- archive is open to every login PostgreSQL lets in, as before. The functions run as their
-- owner (SECURITY DEFINER) so that a policy can look at a case or a grant the login itself
-- may not read, and name the login as `session_user`, which such a function does not change.
--
-- `case_history` gets a row for every insert, update and delete of a case: its revision and
-- status after the change, the login and the time. It is written by a trigger, never by a
-- client, so a login cannot leave a change unrecorded or record one it did not make.

CREATE TABLE archive_grants (
    login      TEXT COLLATE "C" NOT NULL CHECK (length(login) > 0),
    role       TEXT COLLATE "C" NOT NULL
               CHECK (role IN ('committee', 'chief_director', 'editor', 'administrator')),
    -- The event a committee member is assigned to, as its cases name it; '' for the others.
    event      TEXT COLLATE "C" NOT NULL DEFAULT '',
    granted_by TEXT COLLATE "C" NOT NULL DEFAULT session_user,
    granted_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (login, role, event),
    CHECK ((role = 'committee') = (event <> ''))
);

CREATE TABLE case_history (
    id        BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    case_uuid TEXT COLLATE "C" NOT NULL,
    revision  BIGINT NOT NULL,
    action    TEXT COLLATE "C" NOT NULL CHECK (action IN ('insert', 'update', 'delete')),
    status    TEXT COLLATE "C" NOT NULL,
    login     TEXT COLLATE "C" NOT NULL DEFAULT session_user,
    at        TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX case_history_by_case ON case_history (case_uuid, id);

CREATE FUNCTION casebook_record_change() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        INSERT INTO case_history (case_uuid, revision, action, status)
        VALUES (OLD.uuid, OLD.revision, 'delete', OLD.status);
        RETURN OLD;
    END IF;
    -- A save claims the revision first and writes the row after: one row a revision.
    IF TG_OP = 'UPDATE' AND NEW.revision = OLD.revision AND NEW.status = OLD.status THEN
        RETURN NEW;
    END IF;
    INSERT INTO case_history (case_uuid, revision, action, status)
    VALUES (NEW.uuid, NEW.revision, lower(TG_OP), NEW.status);
    RETURN NEW;
END
$$;

CREATE TRIGGER cases_history AFTER INSERT OR UPDATE OR DELETE ON cases
FOR EACH ROW EXECUTE FUNCTION casebook_record_change();

-- Whether the login holds `wanted`.
CREATE FUNCTION casebook_has_role(wanted TEXT) RETURNS BOOLEAN
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT EXISTS (SELECT 1 FROM archive_grants WHERE login = session_user AND role = wanted)
$$;

-- Whether the login may read a case of `case_event` at `case_status`: the chief director and
-- the administrator every case; a committee member the cases of its events and the decided
-- cases of every other (the precedents); the editor the decided and approved ones.
CREATE FUNCTION casebook_sees(case_event TEXT, case_status TEXT) RETURNS BOOLEAN
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT EXISTS (
        SELECT 1 FROM archive_grants g
        WHERE g.login = session_user
          AND (g.role IN ('chief_director', 'administrator')
               OR (g.role = 'committee'
                   AND (g.event = case_event
                        OR case_status IN ('decided', 'reviewed', 'published')))
               OR (g.role = 'editor' AND case_status IN ('decided', 'reviewed', 'published'))))
$$;

-- Whether the login may write a case of `case_event` at `case_status` (as it is and as it
-- will be): the chief director and the administrator any; a committee member those of its
-- events that are not approved — it cannot approve (`reviewed`) or publish.
CREATE FUNCTION casebook_writes(case_event TEXT, case_status TEXT) RETURNS BOOLEAN
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT EXISTS (
        SELECT 1 FROM archive_grants g
        WHERE g.login = session_user
          AND (g.role IN ('chief_director', 'administrator')
               OR (g.role = 'committee' AND g.event = case_event
                   AND case_status NOT IN ('reviewed', 'published'))))
$$;

-- Whether the login may mark a case at `case_status` published: the editor, an approved case
-- (its columns are limited by privileges: the revision, the status, the time).
CREATE FUNCTION casebook_publishes(case_status TEXT) RETURNS BOOLEAN
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT case_status IN ('reviewed', 'published') AND casebook_has_role('editor')
$$;

-- The same three for a case's own rows, found by the case's id or uuid.
CREATE FUNCTION casebook_sees_case(case_row BIGINT) RETURNS BOOLEAN
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT coalesce((SELECT casebook_sees(event, status) FROM cases WHERE id = case_row), false)
$$;

CREATE FUNCTION casebook_writes_case(case_row BIGINT) RETURNS BOOLEAN
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    -- A case's rows are written after its own row in the same transaction: a row of a case
    -- the login may not write fails here.
    SELECT coalesce((SELECT casebook_writes(event, status) FROM cases WHERE id = case_row), false)
$$;

CREATE FUNCTION casebook_publishes_case(case_row BIGINT) RETURNS BOOLEAN
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT coalesce((SELECT casebook_publishes(status) FROM cases WHERE id = case_row), false)
$$;

CREATE FUNCTION casebook_sees_uuid(case_key TEXT) RETURNS BOOLEAN
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT coalesce((SELECT casebook_sees(event, status) FROM cases WHERE uuid = case_key),
                    -- A deleted case's history and kept texts: the chief director's.
                    casebook_has_role('chief_director') OR casebook_has_role('administrator'))
$$;

-- The login's roles, for the window to show what the role may do.
CREATE FUNCTION casebook_my_roles() RETURNS TABLE (role TEXT, event TEXT)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
    SELECT role, event FROM archive_grants WHERE login = session_user ORDER BY role, event
$$;

-- An editor moves an approved case to published and nothing else.
CREATE FUNCTION casebook_guard_publishing() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
    IF casebook_writes(OLD.event, OLD.status) THEN
        RETURN NEW;
    END IF;
    IF casebook_publishes(OLD.status) AND NEW.status IN (OLD.status, 'published') THEN
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

CREATE TRIGGER cases_guard_publishing BEFORE UPDATE ON cases
FOR EACH ROW EXECUTE FUNCTION casebook_guard_publishing();
