//! What happens in the hearing room: the logical-alternative poll sheet built from the case's
//! record — the hand of the player who acted, the auction as that player was entitled to know
//! it, never the unauthorized information — printed one per pollee; and the committee's votes,
//! the majority that closes a question and the dissents of the minority.

mod poll_sheet;
mod served_problem;
mod sheet_html;
mod sheet_pdf;
mod votes;

pub use poll_sheet::{
    PageSize, PollSheet, PolledAction, PolledDecision, SheetCall, SheetError, decision_point,
};
pub use votes::{DECISION_STEP, Tally, VoteError, answers, cast, dissent, tally, withdraw};
