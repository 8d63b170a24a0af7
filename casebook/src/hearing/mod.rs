//! What happens in the hearing room: the logical-alternative poll sheet built from the case's
//! record — the hand of the player who acted, the auction as that player was entitled to know
//! it, never the unauthorized information — printed one per pollee.

mod poll_sheet;
mod sheet_html;
mod sheet_pdf;

pub use poll_sheet::{PageSize, PollSheet, SheetCall, SheetError, decision_point};
