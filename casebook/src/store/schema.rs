//! What a Casebook archive's schema is on either engine: its version, the tables a sound
//! archive has, and the indexes queries rely on. Each engine writes its own forward migrations
//! (`sqlite::migrations`, `postgres::migrations`), numbered alike: version N is the same
//! schema in a file and on a server.

/// The schema version this build writes and reads.
pub const SCHEMA_VERSION: i64 = 12;

/// Indexes that queries rely on (SQLite's case list names its index: `INDEXED BY`). An index
/// holds nothing of its own — it is made from its table — so an archive that lost one has it
/// made again when it is opened.
pub const NAMED_INDEXES: &[&str] = &["cases_list"];

/// Tables a sound archive of the current version has.
pub const REQUIRED_TABLES: &[&str] = &[
    "cases",
    "case_subjects",
    "case_people",
    "auction_calls",
    "call_explanations",
    "disputed_facts",
    "statements",
    "ruling_laws",
    "adjusted_outcomes",
    "procedural_penalties",
    "workflow_answers",
    "polls",
    "poll_answers",
    "commentary",
    "review_notes",
    "conflicts",
    "case_text",
    "case_prose",
    "dd_tables",
    "dd_pars",
    "case_digests",
    "votes",
    "result_events",
    "result_boards",
    "result_lines",
    "result_pairs",
    "case_tables",
    "archive_identity",
    "replica_source",
    "replica_cases",
    "archive_settings",
];
