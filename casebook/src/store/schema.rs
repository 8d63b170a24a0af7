//! What a Casebook archive's schema is on either engine: its version, the tables a sound
//! archive has, and the indexes queries rely on. Each engine writes its own forward migrations
//! (`sqlite::migrations`, `postgres::migrations`), numbered alike: version N is the same
//! schema in a file and on a server.

/// The schema version this build writes and reads.
pub const SCHEMA_VERSION: i64 = 19;

/// Indexes that queries rely on (SQLite's case list names its index: `INDEXED BY`). An index
/// holds nothing of its own — it is made from its table — so an archive that lost one has it
/// made again when it is opened.
pub const NAMED_INDEXES: &[&str] = &["cases_list"];

/// The tables holding a case's lists, each row under its case's `case_id`: cleared and
/// written again when a case is saved, copied with it.
pub const CASE_LIST_TABLES: &[&str] = &[
    "case_subjects",
    "case_people",
    "auction_calls",
    "disputed_facts",
    "statements",
    "ruling_laws",
    "adjusted_outcomes",
    "procedural_penalties",
    "workflow_answers",
    "polls",
    "commentary",
    "review_notes",
    "votes",
];

/// The archive's other tables, each after those its rows refer to.
const OTHER_TABLES: &[&str] = &[
    "call_explanations",
    "poll_answers",
    "conflicts",
    "case_text",
    "case_prose",
    "dd_tables",
    "dd_pars",
    "case_digests",
    "result_events",
    "result_boards",
    "result_lines",
    "result_pairs",
    "case_tables",
    "archive_identity",
    "replica_source",
    "replica_cases",
    "archive_settings",
    "panels",
    "panel_members",
    "panel_comments",
    "library_texts",
    "served_polls",
    "served_pollees",
    "served_answers",
];

/// Tables a sound archive of the current version has, parents before children: `cases`,
/// its lists, the rest.
pub const REQUIRED_TABLES: &[&str] =
    &joined::<{ 1 + CASE_LIST_TABLES.len() + OTHER_TABLES.len() }>(&[
        &["cases"],
        CASE_LIST_TABLES,
        OTHER_TABLES,
    ]);

/// The names of `parts` one after another, at compile time.
const fn joined<const N: usize>(parts: &[&[&'static str]]) -> [&'static str; N] {
    let mut out = [""; N];
    let (mut n, mut p) = (0, 0);
    while p < parts.len() {
        let mut i = 0;
        while i < parts[p].len() {
            out[n] = parts[p][i];
            n += 1;
            i += 1;
        }
        p += 1;
    }
    assert!(n == N, "every table named once");
    out
}
