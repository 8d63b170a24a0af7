//! Precedents: which decided cases are like this one, which cases cite a Law, where like cases
//! were decided differently, and what the archive shows over the years.
//!
//! Everything works on a [`CaseDigest`], the few facts of a case that committees compare (the
//! Laws cited, the kind of case, the subjects, the workflow's findings, the adjusted-score
//! method, the auction at the decision point, the words of the facts, the decision), so that a
//! 30-year archive fits in memory and one [`PrecedentIndex`] answers the window, the command
//! line and the review alike.

mod citation;
mod consistency;
mod decision_line;
mod digest;
mod elsewhere;
mod index;
mod reason;
mod statistics;
mod wording;

pub use citation::{Citation, UnitKey, cited_units, unit_keys};
pub use consistency::{ConsistencyReport, Difference, Divergence, divergences, report};
pub use decision_line::DecisionSummary;
pub use digest::{CaseDigest, DIGEST_VERSION, DecisionPoint, Finding, Trigger};
pub use elsewhere::CitedElsewhere;
pub use index::{Precedent, PrecedentIndex};
pub use reason::MatchReason;
pub use statistics::{
    ArchiveStatistics, BodyFigures, Tally, YearColumn, YearFigures, panel_statistics, statistics,
};
pub use wording::{finding_phrase, kind_name};
