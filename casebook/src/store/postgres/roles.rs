//! The roles enforced by the server (see [`crate::store::ArchiveRole`]): the group roles of
//! an archive and their privileges, the row-level security policies (`casebook archive init`),
//! the logins given them (`grant`, `revoke`), and who changed a case and when. The policies'
//! functions are the tenth migration's; a database file has one user and no roles.

use crate::store::archive::Store;
use crate::store::error::StoreError;
use crate::store::postgres::access::under_roles;
use crate::store::roles::{ArchiveRole, CaseChange, RoleGrant};
use crate::store::sql::{Dialect, Sql, Written, params};

/// What the role may do to tables, beyond reading the ones it sees.
fn privileges(role: ArchiveRole) -> &'static [(&'static str, &'static str)] {
    match role {
        ArchiveRole::Committee => &[("CASE", "SELECT, INSERT, UPDATE, DELETE")],
        ArchiveRole::ChiefDirector => &[
            ("CASE", "SELECT, INSERT, UPDATE, DELETE"),
            ("RESULTS", "SELECT, INSERT, UPDATE, DELETE"),
        ],
        ArchiveRole::Editor => &[
            ("CASE", "SELECT"),
            ("cases", "UPDATE (revision, status, updated)"),
            ("review_notes", "INSERT"),
            ("case_digests", "INSERT, UPDATE, DELETE"),
        ],
        ArchiveRole::Commentator => &[
            ("CASE", "SELECT"),
            ("case_digests", "INSERT, UPDATE, DELETE"),
        ],
        ArchiveRole::Administrator => &[
            ("CASE", "SELECT, INSERT, UPDATE, DELETE"),
            ("RESULTS", "SELECT, INSERT, UPDATE, DELETE"),
            ("archive_grants", "SELECT, INSERT, UPDATE, DELETE"),
        ],
        // The review's columns and tables and what is derived from them; the policies keep
        // each to the cases granted (`REVIEW_TABLES`).
        ArchiveRole::Reviewer => &[
            ("CASE", "SELECT"),
            (
                "cases",
                "UPDATE (revision, status, updated, decision_outcome, decision_ns, decision_ew, \
                 deposit_outcome, without_merit, reasoning, dissent)",
            ),
            ("workflow_answers", "INSERT, UPDATE, DELETE"),
            ("adjusted_outcomes", "INSERT, UPDATE, DELETE"),
            ("case_prose", "INSERT, UPDATE, DELETE"),
            ("case_text", "INSERT, UPDATE, DELETE"),
            ("case_terms", "INSERT, UPDATE, DELETE"),
            ("case_digests", "INSERT, UPDATE, DELETE"),
            ("conflicts", "INSERT"),
        ],
    }
}

/// The tables of a case its reviewer writes (of `adjusted_outcomes` the decision's rows alone):
/// the review's answers and scores, and the text index made from the case (its digest is
/// kept by whoever sees the case).
const REVIEW_TABLES: &[&str] = &[
    "workflow_answers",
    "adjusted_outcomes",
    "case_prose",
    "case_text",
    "case_terms",
];

/// Tables of the derived double-dummy cache: shared by every role.
const SHARED_TABLES: &[&str] = &["dd_tables", "dd_pars"];
/// The event's results: read by every role, written by the chief director.
const RESULT_TABLES: &[&str] = &[
    "result_events",
    "result_boards",
    "result_lines",
    "result_pairs",
];
/// The server's postings of the text index: read and written through the search's functions
/// alone, which keep each login to the cases it sees (no grant, no policy).
const POSTINGS_TABLES: &[&str] = &["word_postings", "stem_postings", "postings_stale"];
/// Read by every role, written by no client.
const READ_ONLY_TABLES: &[&str] = &["casebook_schema", "case_history", "archive_identity"];
/// Read by every role, written by those who oversee or publish the archive: its settings, its
/// panels and the texts of its law library.
const EDITED_TABLES: &[&str] = &[
    "archive_settings",
    "panels",
    "panel_members",
    "library_texts",
];

/// `"name"`, quoted as SQL quotes an identifier.
fn ident(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

/// `'text'`, quoted as SQL quotes a literal.
fn literal(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

/// The group role of `role` in the archive `database` ([`ArchiveRole::group_role`]).
fn group(database: &str, role: ArchiveRole) -> String {
    role.group_role(database)
}

fn server_only(db: &dyn Sql) -> Result<(), StoreError> {
    if db.dialect() == Dialect::Postgres {
        Ok(())
    } else {
        Err(StoreError::NoRolesInFile)
    }
}

fn database_and_schema(db: &mut dyn Sql) -> Result<(String, String), StoreError> {
    let row = db
        .query_optional("SELECT current_database(), current_schema()", params![])?
        .ok_or_else(|| StoreError::Column("the server named no database".into()))?;
    Ok((row.get(0)?, row.get(1)?))
}

/// The first column of every row of `sql`, as text.
fn names(db: &mut dyn Sql, sql: &str) -> Result<Vec<String>, StoreError> {
    db.query(sql, params![])?
        .iter()
        .map(|r| r.get::<String>(0))
        .collect()
}

/// The tables of the schema, and which of them hold a case's rows by `case_id`.
fn tables(db: &mut dyn Sql) -> Result<(Vec<String>, Vec<String>), StoreError> {
    let all = names(
        db,
        "SELECT table_name::text FROM information_schema.tables
         WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
         ORDER BY table_name",
    )?;
    let by_case = names(
        db,
        "SELECT table_name::text FROM information_schema.columns
         WHERE table_schema = current_schema() AND column_name = 'case_id'
         ORDER BY table_name",
    )?;
    Ok((all, by_case))
}

/// The policies of one table: `(name, command, using, check)`.
fn policies(table: &str, by_case: &[String]) -> Vec<(&'static str, &'static str, String, String)> {
    let sees = "casebook_sees_case(case_id)".to_string();
    let writes = "casebook_writes_case(case_id)".to_string();
    let member = "EXISTS (SELECT 1 FROM casebook_my_roles())".to_string();
    let chief =
        "casebook_has_role('chief_director') OR casebook_has_role('administrator')".to_string();
    match table {
        t if POSTINGS_TABLES.contains(&t) => Vec::new(),
        "cases" => vec![
            (
                "cb_read",
                "SELECT",
                "casebook_sees(event, status)".into(),
                String::new(),
            ),
            (
                "cb_insert",
                "INSERT",
                String::new(),
                "casebook_writes(event, status)".into(),
            ),
            (
                "cb_update",
                "UPDATE",
                "casebook_writes(event, status) OR casebook_publishes(status)".into(),
                "casebook_writes(event, status) OR casebook_publishes(status)".into(),
            ),
            (
                "cb_delete",
                "DELETE",
                "casebook_deletes(event, status)".into(),
                String::new(),
            ),
            // A commentator reads the decided cases its panel asks it about.
            (
                "cb_panel_read",
                "SELECT",
                "casebook_asked(uuid, year, event, status)".into(),
                String::new(),
            ),
            // A reviewer reads the cases given him and writes their review (its columns alone:
            // the group's privileges).
            (
                "cb_review_read",
                "SELECT",
                "casebook_reviews(uuid)".into(),
                String::new(),
            ),
            (
                "cb_review_update",
                "UPDATE",
                "casebook_writes_review(uuid, status)".into(),
                "casebook_writes_review(uuid, status)".into(),
            ),
        ],
        // The casebook's title, federation and foreword: written by whoever publishes or
        // oversees the archive (the twelfth migration gives an archive already under roles
        // the same policies).
        t if EDITED_TABLES.contains(&t) => {
            let writers = "casebook_has_role('chief_director') OR casebook_has_role('editor') \
                           OR casebook_has_role('administrator')";
            vec![
                ("cb_read", "SELECT", member.clone(), String::new()),
                ("cb_write", "ALL", writers.into(), writers.into()),
            ]
        }
        // A commentator's own comment; the others' once his own is written, if the panel hides
        // them until then (the thirteenth migration's functions).
        "panel_comments" => vec![
            (
                "cb_read",
                "SELECT",
                "casebook_reads_comment(case_id, login)".into(),
                String::new(),
            ),
            (
                "cb_write",
                "ALL",
                "casebook_writes_comment(case_id, commentator, login)".into(),
                "casebook_writes_comment(case_id, commentator, login)".into(),
            ),
        ],
        // A poll's answers, a served poll's pollees and answers: their case's, found through
        // the row they belong to.
        "poll_answers" => through_case("(SELECT case_id FROM polls WHERE polls.id = poll_id)"),
        "served_pollees" => through_case(
            "(SELECT case_id FROM served_polls WHERE served_polls.id = served_poll_id)",
        ),
        "served_answers" => through_case("casebook_case_of_token(token)"),
        "conflicts" => vec![
            (
                "cb_read",
                "SELECT",
                "casebook_sees_uuid(case_uuid)".into(),
                String::new(),
            ),
            (
                "cb_write",
                "ALL",
                "casebook_sees_uuid(case_uuid)".into(),
                "casebook_sees_uuid(case_uuid)".into(),
            ),
        ],
        "case_history" => vec![(
            "cb_read",
            "SELECT",
            "casebook_sees_uuid(case_uuid)".into(),
            String::new(),
        )],
        "archive_grants" => vec![(
            "cb_admin",
            "ALL",
            "casebook_has_role('administrator')".into(),
            "casebook_has_role('administrator')".into(),
        )],
        // Derived from what the login sees: whoever sees a case may keep its digest.
        "case_digests" => vec![("cb_all", "ALL", sees.clone(), sees)],
        "review_notes" => vec![
            ("cb_read", "SELECT", sees, String::new()),
            ("cb_write", "ALL", writes.clone(), writes),
            (
                "cb_publish",
                "INSERT",
                String::new(),
                "casebook_publishes_case(case_id)".into(),
            ),
        ],
        t if REVIEW_TABLES.contains(&t) => vec![
            ("cb_read", "SELECT", sees, String::new()),
            ("cb_write", "ALL", writes.clone(), writes),
            review_policy(t),
        ],
        t if by_case.iter().any(|c| c == t) => vec![
            ("cb_read", "SELECT", sees, String::new()),
            ("cb_write", "ALL", writes.clone(), writes),
        ],
        t if RESULT_TABLES.contains(&t) => vec![
            ("cb_read", "SELECT", member.clone(), String::new()),
            ("cb_write", "ALL", chief.clone(), chief),
        ],
        _ => vec![("cb_all", "ALL", member.clone(), member)],
    }
}

/// The policies of a table whose rows are a case's through another row: read by whoever sees
/// the case `case_row` (an expression giving its row id), written by whoever writes it.
fn through_case(case_row: &str) -> Vec<(&'static str, &'static str, String, String)> {
    let sees = format!("casebook_sees_case({case_row})");
    let writes = format!("casebook_writes_case({case_row})");
    vec![
        ("cb_read", "SELECT", sees, String::new()),
        ("cb_write", "ALL", writes.clone(), writes),
    ]
}

/// The reviewer's policy on one of [`REVIEW_TABLES`]: the rows of the cases he reviews (of the
/// adjusted scores, the decision's alone).
fn review_policy(table: &str) -> (&'static str, &'static str, String, String) {
    let reviews = if table == "adjusted_outcomes" {
        "stage = 'decision' AND casebook_writes_review_case(case_id)"
    } else {
        "casebook_writes_review_case(case_id)"
    };
    ("cb_review", "ALL", reviews.into(), reviews.into())
}

/// The case of a reviewer's grant ('' for the other roles).
fn granted_case(text: String) -> Option<uuid::Uuid> {
    uuid::Uuid::parse_str(&text).ok()
}

/// Adds a grant and gives the login the role's group, once the role's group and the login are
/// known to the server.
fn insert_grant(
    db: &mut dyn Sql,
    login: &str,
    role: ArchiveRole,
    event: &str,
    year: i64,
    case: &str,
) -> Result<Written<()>, StoreError> {
    server_only(db)?;
    let (database, _) = database_and_schema(db)?;
    let group_name = group(&database, role);
    let known = db.query_optional(
        "SELECT (SELECT count(*) FROM pg_roles WHERE rolname = ?1),
                (SELECT count(*) FROM pg_roles WHERE rolname = ?2 AND rolcanlogin)",
        params![group_name.as_str(), login],
    )?;
    let (groups, logins): (i64, i64) = match known {
        Some(row) => (row.get(0)?, row.get(1)?),
        None => (0, 0),
    };
    if groups == 0 {
        let under = under_roles(db)?;
        return Ok(Written::Refused(StoreError::Roles(if under {
            format!(
                "the archive has no {role} role yet (this version adds it): its owner runs casebook archive init again"
            )
        } else {
            "the archive is not under roles yet: run casebook archive init first".into()
        })));
    }
    if logins == 0 {
        return Ok(Written::Refused(StoreError::Roles(format!(
            "the server has no login \"{login}\" (a database administrator makes it: CREATE ROLE … LOGIN PASSWORD …)"
        ))));
    }
    db.execute(
        "INSERT INTO archive_grants (login, role, event, year, case_uuid)
         VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT DO NOTHING",
        params![login, role.code(), event, year, case],
    )?;
    db.execute(
        &format!("GRANT {} TO {}", ident(&group_name), ident(login)),
        params![],
    )?;
    Ok(Written::Done(()))
}

impl Store {
    /// Puts the archive under roles: a group role of this archive for each of
    /// [`ArchiveRole::ALL`], their privileges, and the row-level security policies, made again
    /// when run again. Run by the archive's owner (the login that made it); the owner is not
    /// bound by the policies.
    pub fn init_roles(&mut self) -> Result<(), StoreError> {
        self.write(|db| {
            server_only(db)?;
            let (database, schema) = database_and_schema(db)?;
            let (all, by_case) = tables(db)?;
            // The group roles are made by the owner: a login without CREATEROLE is told what
            // it lacks and who gives it, rather than the server's "permission denied".
            let groups: Vec<String> = ArchiveRole::ALL
                .iter()
                .map(|role| literal(&group(&database, *role)))
                .collect();
            let row = db
                .query_optional(
                    &format!(
                        "SELECT current_user::text, rolcreaterole OR rolsuper,
                                (SELECT count(*) FROM pg_roles WHERE rolname IN ({}))
                         FROM pg_roles WHERE rolname = current_user",
                        groups.join(", ")
                    ),
                    params![],
                )?
                .ok_or_else(|| StoreError::Column("the server named no login".into()))?;
            let (login, may_create, groups): (String, bool, i64) =
                (row.get(0)?, row.get(1)?, row.get(2)?);
            if !may_create && groups < ArchiveRole::ALL.len() as i64 {
                return Ok(Written::Refused(StoreError::NoCreateRole { login }));
            }
            for role in ArchiveRole::ALL {
                let name = group(&database, role);
                db.execute(
                    &format!(
                        "DO $$ BEGIN
                           IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = {lit}) THEN
                             CREATE ROLE {id} NOLOGIN;
                           END IF;
                         END $$",
                        lit = literal(&name),
                        id = ident(&name)
                    ),
                    params![],
                )?;
                let id = ident(&name);
                for statement in [
                    format!("GRANT CONNECT ON DATABASE {} TO {id}", ident(&database)),
                    format!("GRANT USAGE ON SCHEMA {} TO {id}", ident(&schema)),
                    format!(
                        "GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA {} TO {id}",
                        ident(&schema)
                    ),
                ] {
                    db.execute(&statement, params![])?;
                }
                for table in &all {
                    db.execute(
                        &format!("REVOKE ALL ON {} FROM {id}", ident(table)),
                        params![],
                    )?;
                    let read_only = READ_ONLY_TABLES.contains(&table.as_str())
                        || (RESULT_TABLES.contains(&table.as_str())
                            && !privileges(role).iter().any(|(t, _)| *t == "RESULTS"));
                    let granted: Vec<&str> = if POSTINGS_TABLES.contains(&table.as_str()) {
                        Vec::new()
                    } else if SHARED_TABLES.contains(&table.as_str()) {
                        vec!["SELECT, INSERT, UPDATE, DELETE"]
                    } else if EDITED_TABLES.contains(&table.as_str()) {
                        match role {
                            ArchiveRole::Committee
                            | ArchiveRole::Commentator
                            | ArchiveRole::Reviewer => vec!["SELECT"],
                            _ => vec!["SELECT, INSERT, UPDATE, DELETE"],
                        }
                    } else if table == "panel_comments" {
                        match role {
                            ArchiveRole::Committee | ArchiveRole::Reviewer => vec!["SELECT"],
                            _ => vec!["SELECT, INSERT, UPDATE, DELETE"],
                        }
                    } else if table == "archive_grants" {
                        privileges(role)
                            .iter()
                            .filter(|(t, _)| *t == "archive_grants")
                            .map(|(_, p)| *p)
                            .collect()
                    } else if read_only {
                        vec!["SELECT"]
                    } else if RESULT_TABLES.contains(&table.as_str()) {
                        privileges(role)
                            .iter()
                            .filter(|(t, _)| *t == "RESULTS")
                            .map(|(_, p)| *p)
                            .collect()
                    } else {
                        privileges(role)
                            .iter()
                            .filter(|(t, _)| *t == "CASE" || t == table)
                            .map(|(_, p)| *p)
                            .collect()
                    };
                    for privileges in granted {
                        db.execute(
                            &format!("GRANT {privileges} ON {} TO {id}", ident(table)),
                            params![],
                        )?;
                    }
                }
            }
            for table in &all {
                let t = ident(table);
                for (name, command, using, check) in policies(table, &by_case) {
                    db.execute(&format!("DROP POLICY IF EXISTS {name} ON {t}"), params![])?;
                    let mut statement = format!("CREATE POLICY {name} ON {t} FOR {command}");
                    if !using.is_empty() {
                        statement.push_str(&format!(" USING ({using})"));
                    }
                    if !check.is_empty() {
                        statement.push_str(&format!(" WITH CHECK ({check})"));
                    }
                    db.execute(&statement, params![])?;
                }
                db.execute(
                    &format!("ALTER TABLE {t} ENABLE ROW LEVEL SECURITY"),
                    params![],
                )?;
            }
            Ok(Written::Done(()))
        })
    }

    /// Gives `login` `role` (a committee member for `event`). The login must exist on the
    /// server; the archive must be under roles (`init_roles`).
    pub fn grant_role(
        &mut self,
        login: &str,
        role: ArchiveRole,
        event: Option<&str>,
    ) -> Result<(), StoreError> {
        self.grant_role_for(login, role, event, None)
    }

    /// [`Store::grant_role`] with a year: a commentator is granted for a year, an event of
    /// it, or an event (`--year`, `--event`); the other roles have no year.
    pub fn grant_role_for(
        &mut self,
        login: &str,
        role: ArchiveRole,
        event: Option<&str>,
        year: Option<i32>,
    ) -> Result<(), StoreError> {
        let event = event.map(str::trim).unwrap_or_default().to_string();
        if role == ArchiveRole::Reviewer {
            return Err(StoreError::Roles(
                "a reviewer of a ruling is granted a case: give --case".into(),
            ));
        }
        if year.is_some() && role != ArchiveRole::Commentator {
            return Err(StoreError::Roles(format!(
                "--year is for a commentator; the {role} is granted for every year"
            )));
        }
        match (role, event.is_empty()) {
            (ArchiveRole::Committee, true) => {
                return Err(StoreError::Roles(
                    "a committee member is granted for an event: give --event".into(),
                ));
            }
            (ArchiveRole::Committee | ArchiveRole::Commentator, false) | (_, true) => {}
            (_, false) => {
                return Err(StoreError::Roles(format!(
                    "--event is for a committee member; the {role} has every event"
                )));
            }
        }
        self.write(|db| insert_grant(db, login, role, &event, year.map_or(0, i64::from), ""))
    }

    /// Makes `login` the reviewer of the ruling of `case`: he reads that case and writes its
    /// review (on top of whatever else he is granted). The case must be stored and heard as a
    /// review of the ruling.
    pub fn grant_reviewer(&mut self, login: &str, case: uuid::Uuid) -> Result<(), StoreError> {
        self.write(|db| {
            server_only(db)?;
            let row = db.query_optional(
                "SELECT hearing, case_number FROM cases WHERE uuid = ?1",
                params![case.to_string()],
            )?;
            let Some(row) = row else {
                return Ok(Written::Refused(StoreError::NoSuchCase { uuid: case }));
            };
            let (hearing, number): (String, String) = (row.get(0)?, row.get(1)?);
            let heard_by: crate::case::Hearing =
                hearing.parse().map_err(StoreError::Column)?;
            if heard_by != crate::case::Hearing::ReviewOfRuling {
                return Ok(Written::Refused(StoreError::Roles(format!(
                    "case {number} is heard by the {}: a reviewer is granted a case heard as a review of the ruling",
                    heard_by.name(crate::adjust::Language::English)
                ))));
            }
            insert_grant(
                db,
                login,
                ArchiveRole::Reviewer,
                "",
                0,
                &case.to_string(),
            )
        })
    }

    /// Takes `role` (all roles, without one) from `login`, for `event` alone when given; how
    /// many grants were taken.
    pub fn revoke_role(
        &mut self,
        login: &str,
        role: Option<ArchiveRole>,
        event: Option<&str>,
    ) -> Result<usize, StoreError> {
        self.revoke(login, role, event.map(str::trim).unwrap_or_default(), "")
    }

    /// Takes from `login` the review of the ruling of `case` (the case goes back to whoever
    /// else may read it); how many grants were taken (0 or 1).
    pub fn revoke_reviewer(&mut self, login: &str, case: uuid::Uuid) -> Result<usize, StoreError> {
        self.revoke(login, Some(ArchiveRole::Reviewer), "", &case.to_string())
    }

    fn revoke(
        &mut self,
        login: &str,
        role: Option<ArchiveRole>,
        event: &str,
        case: &str,
    ) -> Result<usize, StoreError> {
        self.write(|db| {
            server_only(db)?;
            let (database, _) = database_and_schema(db)?;
            let taken = db.execute(
                "DELETE FROM archive_grants WHERE login = ?1 AND (?2 = '' OR role = ?2)
                 AND (?3 = '' OR event = ?3) AND (?4 = '' OR case_uuid = ?4)",
                params![login, role.map_or("", ArchiveRole::code), event, case],
            )?;
            // The group role goes when no grant of it is left.
            for role in ArchiveRole::ALL {
                let left: i64 = db
                    .query_optional(
                        "SELECT count(*) FROM archive_grants WHERE login = ?1 AND role = ?2",
                        params![login, role.code()],
                    )?
                    .map(|r| r.get(0))
                    .transpose()?
                    .unwrap_or(0);
                let name = group(&database, role);
                let member: i64 = db
                    .query_optional(
                        "SELECT count(*) FROM pg_auth_members m
                         JOIN pg_roles g ON g.oid = m.roleid JOIN pg_roles u ON u.oid = m.member
                         WHERE g.rolname = ?1 AND u.rolname = ?2",
                        params![name.as_str(), login],
                    )?
                    .map(|r| r.get(0))
                    .transpose()?
                    .unwrap_or(0);
                if left == 0 && member > 0 {
                    db.execute(
                        &format!("REVOKE {} FROM {}", ident(&name), ident(login)),
                        params![],
                    )?;
                }
            }
            Ok(Written::Done(usize::try_from(taken).unwrap_or(usize::MAX)))
        })
    }

    /// Every grant of the archive (an administrator's or the owner's view), by login.
    pub fn role_grants(&self) -> Result<Vec<RoleGrant>, StoreError> {
        self.read(|db| {
            server_only(db)?;
            db.query(
                "SELECT login, role, event, year, case_uuid FROM archive_grants
                 ORDER BY login, role, event, year, case_uuid",
                params![],
            )?
            .iter()
            .map(|row| {
                let role: String = row.get(1)?;
                let year: i64 = row.get(3)?;
                Ok(RoleGrant {
                    login: row.get(0)?,
                    role: role.parse().map_err(StoreError::Column)?,
                    event: row.get(2)?,
                    year: i32::try_from(year).ok().filter(|y| *y != 0),
                    case: granted_case(row.get(4)?),
                })
            })
            .collect()
        })
    }

    /// The roles of the login this store is open as; `None` in a file or an archive not under
    /// roles, where every user may do everything.
    pub fn my_roles(&self) -> Result<Option<Vec<RoleGrant>>, StoreError> {
        self.read(|db| {
            if db.dialect() != Dialect::Postgres || !under_roles(db)? {
                return Ok(None);
            }
            let rows = db.query(
                "SELECT role, event, session_user::text, year, case_uuid FROM casebook_my_grants()",
                params![],
            )?;
            rows.iter()
                .map(|row| {
                    let role: String = row.get(0)?;
                    let year: i64 = row.get(3)?;
                    Ok(RoleGrant {
                        login: row.get(2)?,
                        role: role.parse().map_err(StoreError::Column)?,
                        event: row.get(1)?,
                        year: i32::try_from(year).ok().filter(|y| *y != 0),
                        case: granted_case(row.get(4)?),
                    })
                })
                .collect::<Result<Vec<_>, StoreError>>()
                .map(Some)
        })
    }

    /// Who changed the case and when, oldest first (a server's archive; empty in a file).
    pub fn case_changes(&self, case: uuid::Uuid) -> Result<Vec<CaseChange>, StoreError> {
        self.read(|db| {
            if db.dialect() != Dialect::Postgres {
                return Ok(Vec::new());
            }
            db.query(
                "SELECT revision, action, status, login,
                        to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), detail
                 FROM case_history WHERE case_uuid = ?1 ORDER BY id",
                params![case.to_string()],
            )?
            .iter()
            .map(|row| {
                Ok(CaseChange {
                    revision: u64::try_from(row.get::<i64>(0)?).unwrap_or(0),
                    action: row.get(1)?,
                    status: row.get(2)?,
                    login: row.get(3)?,
                    at: row.get(4)?,
                    detail: row.get(5)?,
                })
            })
            .collect()
        })
    }
}
