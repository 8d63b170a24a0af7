//! The casebook's panel: the commentators an editor invites to comment on a year's (or an
//! event's) decided cases, their comments and marks, and what the archive learns from them —
//! whether the appeal improved or worsened the Director's ruling, by year, hearing body, Law
//! and subject (as the NABC casebooks' panels and their readers report it).

mod comment;
mod figures;
mod membership;
mod summary;

pub use comment::{PanelComment, PanelCommentError, PanelVerdict, case_verdict, mark_averages};
pub use figures::{
    PanelCase, PanelFigures, PanelTally, PrintedTally, YearBodyTally, panel_figures,
};
pub use membership::{
    DEFAULT_MARK_SCALE, Panel, PanelMember, PanelProblem, PanelScope, is_decided,
};
pub use summary::PanelSummary;
