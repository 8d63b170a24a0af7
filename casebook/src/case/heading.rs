//! How a stored case is named wherever it is listed: the case list's rows and the precedents'
//! digests both begin with it.

use super::Case;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// The stored version of a case (UUID and revision) and how people name it (its number, year,
/// tournament and event).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CaseHeading {
    pub uuid: Uuid,
    pub revision: u64,
    pub case_number: String,
    pub year: Option<i32>,
    pub tournament: String,
    pub event: String,
}

impl CaseHeading {
    pub fn of(case: &Case) -> CaseHeading {
        CaseHeading {
            uuid: case.uuid,
            revision: case.revision,
            case_number: case.identity.case_number.clone(),
            year: case.identity.year,
            tournament: case.identity.tournament.clone(),
            event: case.identity.event.clone(),
        }
    }
}
