//! What the cards allow: the double-dummy analysis of a deal — the tricks each seat takes as
//! declarer in each strain, the par score and contracts, and the cost of each card of a
//! recorded play; and that analysis of one case, from where solved deals are kept ([`case`]).
//!
//! Double dummy means every card is known to every player. It is not the standard the Laws set
//! for an adjusted score — the *likely* and the *at all probable* result (1997 Law 12C2, 2017
//! Law 12C1(e); commentary 12.31) — and every surface that shows it says so. It tells the
//! committee what was possible, and where a card threw a trick away.
//!
//! The solver is `pons-dds`, a Rust port of DDS; [`solver`] is the only file that speaks to it.

mod batch;
mod case;
mod error;
mod par;
mod play;
mod solver;
mod table;

pub use batch::{BatchOutcome, solve_in_batches};
pub use case::{
    CaseAnalysis, CaseAnalysisError, SolvedDeals, analyse_case, analyse_recorded_play,
    deal_analysis,
};
pub use error::AnalysisError;
pub use par::{Par, ParContract, par, par_from_codes};
pub use play::{CardCost, PlayAnalysis, PlayStop, analyse_play};
pub use solver::{solve, solve_many};
pub use table::{PRINTED_STRAINS, TableCodeError, TrickTable};
