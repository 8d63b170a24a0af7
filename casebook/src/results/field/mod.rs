//! The field's results in the archive: an event's results file checked and kept
//! ([`import_results`]), and a case's board in its event's field ([`CaseField`]): the traveller,
//! the case's own line, and every pair's scores before and after the committee's ruling.
//!
//! Above both [`crate::results`] (which knows files and scoring, not the archive) and
//! [`crate::store`] (which keeps rows, not rulings).

mod case_field;
mod import;
mod ruling;

pub use case_field::{CaseField, CaseLine, case_field, case_field_at};
pub use import::{ResultsImport, import_results};

use crate::profile::{DEFAULT_PROFILE, Profile, ProfileError};
use crate::results::{ReadError, RulingError};
use crate::store::{Store, StoreError};

/// The profile an event's results are scored under: the first its cases name, else the
/// default one.
pub fn event_profile(store: &Store, event: &str) -> Result<Profile, FieldError> {
    let cases = store.event_cases(event)?;
    let named = cases
        .iter()
        .map(|c| c.profile.trim())
        .find(|p| !p.is_empty());
    Ok(named
        .and_then(|id| Profile::bundled(id).ok())
        .map_or_else(|| Profile::bundled(DEFAULT_PROFILE), Ok)?)
}

#[derive(Debug, thiserror::Error)]
pub enum FieldError {
    #[error("{0}")]
    Read(#[from] ReadError),
    #[error("{0}")]
    Store(#[from] StoreError),
    #[error("name the event the results are of (--event)")]
    NoEvent,
    #[error(
        "the archive holds no results of the event \"{0}\"; import them first (casebook results import FILE --event …)"
    )]
    NoResults(String),
    #[error("the results of the event \"{event}\" have no board {board}")]
    NoBoard { event: String, board: u32 },
    #[error("{0}")]
    Ruling(#[from] RulingError),
    #[error("{0}")]
    Profile(#[from] ProfileError),
    /// A ruling the field cannot take as it is recorded.
    #[error("{0}")]
    Unsupported(String),
}
