//! Upgrades in order: an archive of the previous schema (11) opened by this Casebook — by a
//! committee member's login, which may not migrate it and is told which login must open it
//! first; by its owner, whose opening migrates it and says from which version — and an archive
//! of a newer schema refused with both versions named and where the newer Casebook is. On a
//! throwaway server, and in a file.

mod store_support;

use casebook::store::{SCHEMA_VERSION, Store, StoreError};
use store_support::server;

/// What the twelfth to the sixteenth migrations added, taken away again: the archive as the previous version
/// left it (its cases, made by this version's code, kept).
const BACK_TO_11_SERVER: &str = "
    DROP TABLE library_texts;
    DROP TRIGGER case_terms_merge ON case_terms;
    DROP TRIGGER case_terms_stale ON case_terms;
    DROP TABLE word_postings, stem_postings, postings_stale;
    DROP FUNCTION casebook_term_hits(BIGINT, BIGINT);
    DROP FUNCTION casebook_reads_every_case();
    DROP FUNCTION casebook_merge_when_due();
    DROP FUNCTION casebook_mark_stale();
    DROP FUNCTION casebook_merge_postings();
    DROP FUNCTION casebook_rebuild_postings();
    DROP FUNCTION casebook_post_blocks(BIGINT[]);
    TRUNCATE case_terms;
    ALTER TABLE case_terms DROP COLUMN tokens,
        ALTER COLUMN word_terms TYPE INTEGER[], ALTER COLUMN stem_terms TYPE INTEGER[];
    DROP INDEX cases_list;
    CREATE INDEX cases_list ON cases (year NULLS FIRST, length(case_number), case_number, id)
        INCLUDE (uuid, revision, tournament, event, board_number, status, updated);
    ALTER TABLE cases DROP COLUMN training;
    DROP TABLE archive_settings;
    DROP FUNCTION casebook_deletes(TEXT, TEXT);
    DROP TABLE panel_comments, panel_members, panels;
    CREATE OR REPLACE FUNCTION casebook_sees_case(case_row BIGINT) RETURNS BOOLEAN
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
        SELECT coalesce((SELECT casebook_sees(event, status) FROM cases WHERE id = case_row), false)
    $$;
    DROP FUNCTION casebook_record_comment();
    DROP FUNCTION casebook_writes_comment(BIGINT, TEXT, TEXT);
    DROP FUNCTION casebook_reads_comment(BIGINT, TEXT);
    DROP FUNCTION casebook_only_commentator();
    DROP FUNCTION casebook_asked_case(BIGINT);
    DROP FUNCTION casebook_asked(TEXT, BIGINT, TEXT, TEXT);
    DROP FUNCTION casebook_my_grants();
    ALTER TABLE archive_grants DROP CONSTRAINT archive_grants_scope_check;
    ALTER TABLE archive_grants DROP CONSTRAINT archive_grants_role_check;
    ALTER TABLE archive_grants DROP CONSTRAINT archive_grants_pkey;
    ALTER TABLE archive_grants DROP COLUMN year;
    ALTER TABLE archive_grants ADD PRIMARY KEY (login, role, event);
    ALTER TABLE archive_grants ADD CONSTRAINT archive_grants_role_check
        CHECK (role IN ('committee', 'chief_director', 'editor', 'administrator'));
    ALTER TABLE archive_grants ADD CONSTRAINT archive_grants_check
        CHECK ((role = 'committee') = (event <> ''));
    ALTER TABLE case_history DROP CONSTRAINT case_history_action_check;
    ALTER TABLE case_history ADD CONSTRAINT case_history_action_check
        CHECK (action IN ('insert', 'update', 'delete'));
    UPDATE casebook_schema SET version = 11;
";

const BACK_TO_11_FILE: &str = "
    DROP TABLE served_answers;
    DROP TABLE served_pollees;
    DROP TABLE served_polls;
    DROP TABLE library_texts;
    DROP INDEX cases_list;
    CREATE INDEX cases_list ON cases (
        year, length(case_number), case_number, id,
        uuid, revision, tournament, event, board_number, status, updated
    );
    ALTER TABLE cases DROP COLUMN training;
    DROP TABLE archive_settings;
    DROP TABLE panel_comments;
    DROP TABLE panel_members;
    DROP TABLE panels;
    PRAGMA user_version = 11;
";

#[test]
fn a_previous_schema_archive_is_migrated_by_its_owner_and_refused_to_others_naming_the_owner() {
    let Some(server) = server::shared() else {
        return;
    };
    let suffix = &uuid::Uuid::new_v4().simple().to_string()[..8];
    let (owner, member, database) = (
        format!("owner_{suffix}"),
        format!("member_{suffix}"),
        format!("upgrade_{suffix}"),
    );
    server
        .psql(
            "postgres",
            &format!("CREATE ROLE {member} LOGIN PASSWORD 'pw'"),
        )
        .unwrap();
    server.database_owned_by(&owner, &database);
    let address = |login: &str| {
        casebook::store::Location::parse(format!(
            "postgres://{login}:pw@127.0.0.1:{}/{database}?sslmode=disable",
            server.port
        ))
        .unwrap()
    };
    // The previous version's archive: the training cases as it shipped them, unmarked.
    let mut store = Store::open_at(&address(&owner), true).unwrap();
    casebook::samples::load_into(&mut store).unwrap();
    drop(store);
    for back in [
        store_support::schema_back::TO_18_SERVER,
        store_support::schema_back::TO_17_SERVER,
    ] {
        server.psql(&database, back).unwrap();
    }
    server.psql(&database, BACK_TO_11_SERVER).unwrap();
    server
        .psql(
            &database,
            &format!("GRANT SELECT ON ALL TABLES IN SCHEMA public TO {member}"),
        )
        .unwrap();

    // A committee member's newer Casebook: it may not change the tables; it names the owner.
    let refused = Store::open_at(&address(&member), false).unwrap_err();
    match &refused {
        StoreError::ArchiveOlderSchema {
            found,
            supported,
            owner: named,
            ..
        } => assert_eq!(
            (*found, *supported, named.as_str()),
            (11, SCHEMA_VERSION, owner.as_str())
        ),
        other => panic!("{other:?}"),
    }
    assert!(
        refused.to_string().contains(&format!(
            "its owner ({owner}) must open it once with this version"
        )),
        "{refused}"
    );

    // The owner's opening migrates it, says from which version, marks the training cases and
    // makes the text index's keys again.
    let store = Store::open_at(&address(&owner), false).unwrap();
    assert_eq!(store.migrated_from(), Some(11));
    assert_eq!(store.training_cases().unwrap().len(), 10);
    assert!(store.check().is_sound(), "{:?}", store.check().findings());
    // The words' keys were made again from the stored prose (the fourteenth schema's keys
    // of 64 bits): the search finds what a file of the same cases finds, in the same order.
    let mut file = Store::open_at(
        &casebook::store::Location::File(server.dir.join(format!("{database}.sqlite"))),
        true,
    )
    .unwrap();
    casebook::samples::load_into(&mut file).unwrap();
    for query in ["объяснение", "пауза", "претензии"] {
        let numbers = |store: &Store| -> Vec<String> {
            let hits = store.search_cases(query, 10).unwrap();
            hits.into_iter().map(|h| h.case_number).collect()
        };
        assert!(!numbers(&store).is_empty(), "{query}");
        assert_eq!(numbers(&store), numbers(&file), "{query}");
    }
    drop(store);
    let again = Store::open_at(&address(&owner), false).unwrap();
    assert_eq!(again.migrated_from(), None, "migrated once");
    // Now the member's Casebook opens it too (given the new table, as it was given the others).
    server
        .psql(
            &database,
            &format!("GRANT SELECT ON ALL TABLES IN SCHEMA public TO {member}"),
        )
        .unwrap();
    let opened = Store::open_at(&address(&member), false);
    assert!(opened.is_ok(), "{:?}", opened.err());

    // An older Casebook on a newer archive: refused, both versions named, and where to get
    // the newer one: the one download address, or, while there is none, the federation.
    server
        .psql(
            &database,
            &format!(
                "UPDATE casebook_schema SET version = {}",
                SCHEMA_VERSION + 1
            ),
        )
        .unwrap();
    let refused = Store::open_at(&address(&owner), false).unwrap_err();
    assert!(
        matches!(refused, StoreError::ArchiveNewerSchema { found, supported, .. }
            if (found, supported) == (SCHEMA_VERSION + 1, SCHEMA_VERSION)),
        "{refused:?}"
    );
    let install = match casebook::release::download_address() {
        Some(address) => format!("install the newer Casebook from {address}"),
        None => "install the newer Casebook from where your federation distributes it".into(),
    };
    assert!(
        refused
            .to_string()
            .ends_with(&format!("it was not changed: {install}")),
        "{refused}"
    );
}

#[test]
fn a_previous_schema_file_is_migrated_on_opening_and_says_so() {
    let dir = std::env::temp_dir().join(format!("casebook-upgrade-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("v11.sqlite");
    let mut store = Store::create_or_open(&path).unwrap();
    casebook::samples::load_into(&mut store).unwrap();
    drop(store);
    rusqlite::Connection::open(&path)
        .unwrap()
        .execute_batch(BACK_TO_11_FILE)
        .unwrap();
    let store = Store::open(&path).unwrap();
    assert_eq!(store.migrated_from(), Some(11));
    assert_eq!(store.training_cases().unwrap().len(), 10);
    assert!(store.check().is_sound(), "{:?}", store.check().findings());
    drop(store);
    assert_eq!(Store::open(&path).unwrap().migrated_from(), None);
    let _ = std::fs::remove_dir_all(&dir);
}
