//! What a case's lists are, table by table: the columns read, the key they hang by, the order
//! — one statement each, for one case or a batch, and on a server all of them beside the case's
//! own row ([`super::case_read`]).

/// One list of a case: `SELECT columns FROM table WHERE key = ?1 filter ORDER BY order`.
pub(super) struct List {
    pub(super) columns: &'static str,
    pub(super) table: &'static str,
    /// `case_id`, or `poll_id` for a poll's answers.
    pub(super) key: &'static str,
    /// More of the `WHERE` clause, a constant (` AND stage = 'ruling'`).
    pub(super) filter: &'static str,
    pub(super) order: &'static str,
}

impl List {
    const fn of_case(columns: &'static str, table: &'static str, order: &'static str) -> List {
        List {
            columns,
            table,
            key: "case_id",
            filter: "",
            order,
        }
    }
}

/// A case's lists, each read by one statement (for one case or for a batch of them), and on a
/// server all of them with the case's own row in one (`case_read::read_case_by_uuid`).
pub(super) const SUBJECTS: List = List::of_case("subject", "case_subjects", "position");
pub(super) const PEOPLE: List = List::of_case(
    "kind, name, seat, rank, masterpoints, committee_role, note",
    "case_people",
    "kind, position",
);
pub(super) const AUCTION_CALLS: List = List::of_case(
    "position, call, irregularity, annotation_position, note, alerted, agreement, has_tempo, tempo_seconds, tempo_agreed, tempo_description, comment",
    "auction_calls",
    "position",
);
pub(super) const CALL_EXPLANATIONS: List = List::of_case(
    "call_position, by_seat, to_seat, text",
    "call_explanations",
    "call_position, position",
);
pub(super) const DISPUTED_FACTS: List =
    List::of_case("point, finding", "disputed_facts", "position");
pub(super) const STATEMENTS: List = List::of_case("speaker, seat, text", "statements", "position");
pub(super) const RULING_LAWS: List = List::of_case("law", "ruling_laws", "position");
/// The adjusted score's outcomes of the Director's ruling and of the committee's decision.
pub(super) const RULING_OUTCOMES: List = List {
    filter: " AND stage = 'ruling'",
    ..List::of_case(
        "side, contract, declarer, tricks, weight",
        "adjusted_outcomes",
        "position",
    )
};
pub(super) const DECISION_OUTCOMES: List = List {
    filter: " AND stage = 'decision'",
    ..RULING_OUTCOMES
};
pub(super) const PENALTIES: List =
    List::of_case("side, amount, reason", "procedural_penalties", "position");
pub(super) const WORKFLOW_ANSWERS: List = List::of_case(
    "step, answer, reason, answered_by, answered_at, needs_review",
    "workflow_answers",
    "position",
);
pub(super) const POLLS: List = List::of_case("id, step, problem", "polls", "position");
/// A poll's answers belong to the poll.
pub(super) const POLL_ANSWERS: List = List {
    key: "poll_id",
    ..List::of_case(
        "name, level, action, considered, comment",
        "poll_answers",
        "position",
    )
};
pub(super) const VOTES: List = List::of_case(
    "member, step, answer, voted_at, dissent",
    "votes",
    "position",
);
pub(super) const COMMENTARY: List = List::of_case("commentator, text", "commentary", "position");
pub(super) const REVIEW_NOTES: List =
    List::of_case("noted_by, noted_at, text", "review_notes", "position");
pub(super) const PANEL_COMMENTS: List =
    List::of_case(super::panel_rows::COLUMNS, "panel_comments", "commentator");

/// Every list of a case.
pub(super) const CASE_LISTS: [&List; 17] = [
    &SUBJECTS,
    &PEOPLE,
    &AUCTION_CALLS,
    &CALL_EXPLANATIONS,
    &DISPUTED_FACTS,
    &STATEMENTS,
    &RULING_LAWS,
    &RULING_OUTCOMES,
    &DECISION_OUTCOMES,
    &PENALTIES,
    &WORKFLOW_ANSWERS,
    &POLLS,
    &POLL_ANSWERS,
    &VOTES,
    &COMMENTARY,
    &REVIEW_NOTES,
    &PANEL_COMMENTS,
];
