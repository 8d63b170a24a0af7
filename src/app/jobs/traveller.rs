//! The open case's board in its event's field, read off the interface thread: the traveller
//! from the archive's results, the case's own line, and every pair's matchpoints before and
//! after the case's ruling. Asked again when what it depends on changes — the event, the
//! board, the table result, the recorded answers and decision — or when results were imported
//! or the case's table named.

use super::{Answer, Worker, take_answer, worker_stopped};
use crate::i18n::ShownError;
use casebook::case::{AdjustedScore, Case, TableResult, WorkflowAnswer};
use casebook::results::CaseTable;
use casebook::results::field::{self, CaseField, FieldError};
use casebook::store::{Location, Store};
use std::sync::Arc;
use uuid::Uuid;

/// What the field depends on in a case.
#[derive(Debug, Clone, PartialEq)]
struct FieldQuestion {
    uuid: Uuid,
    event: String,
    board: u32,
    result: Option<TableResult>,
    workflow: Vec<WorkflowAnswer>,
    adjusted: AdjustedScore,
    profile: String,
    /// Bumped when the archive's results or the case's table changed.
    generation: u64,
}

impl FieldQuestion {
    fn of(case: &Case, generation: u64) -> FieldQuestion {
        FieldQuestion {
            uuid: case.uuid,
            event: case.identity.event.clone(),
            board: case.board.number.get(),
            result: case.result.clone(),
            workflow: case.workflow.clone(),
            adjusted: case.decision.adjusted.clone(),
            profile: case.profile.clone(),
            generation,
        }
    }
}

/// Where the open case's field stands.
#[derive(Debug, Clone)]
pub enum TravellerState {
    /// No case open, or the case names no event.
    Idle,
    Reading,
    /// The archive holds no results of the case's event, or none of its board.
    NoResults,
    Done(Arc<CaseField>),
    Failed(ShownError),
}

/// The open case's field and the worker reading it.
pub struct CaseTraveller {
    question: Option<FieldQuestion>,
    generation: u64,
    state: TravellerState,
    worker: Option<Worker<TravellerState>>,
}

impl Default for CaseTraveller {
    fn default() -> Self {
        CaseTraveller {
            question: None,
            generation: 0,
            state: TravellerState::Idle,
            worker: None,
        }
    }
}

impl CaseTraveller {
    pub fn state(&self) -> &TravellerState {
        &self.state
    }

    /// The field when it is known.
    pub fn field(&self) -> Option<&CaseField> {
        match &self.state {
            TravellerState::Done(field) => Some(field),
            _ => None,
        }
    }

    /// The archive's results changed: read the field again.
    pub fn invalidate(&mut self) {
        self.generation += 1;
    }

    /// Asks about `case` when something it depends on changed; takes in the worker's answer.
    /// Returns whether the state changed.
    pub fn follow(
        &mut self,
        case: Option<&Case>,
        database: Option<&Location>,
        ctx: &egui::Context,
    ) -> bool {
        let mut changed = self.take_answer();
        let question = case
            .filter(|c| !c.identity.event.trim().is_empty())
            .map(|c| FieldQuestion::of(c, self.generation));
        if question == self.question {
            return changed;
        }
        self.question = question;
        self.worker = None;
        changed = true;
        self.state = match (case, database) {
            (Some(case), Some(database)) if self.question.is_some() => {
                let (case, database) = (case.clone(), database.clone());
                self.worker = Some(Worker::start("traveller", Some(ctx.clone()), move || {
                    read(&case, &database)
                }));
                TravellerState::Reading
            }
            _ => TravellerState::Idle,
        };
        changed
    }

    fn take_answer(&mut self) -> bool {
        let Some(answer) = take_answer(&mut self.worker) else {
            return false;
        };
        self.state = match answer {
            Answer::Ready(state) => state,
            Answer::Pending | Answer::Stopped | Answer::NotStarted => {
                TravellerState::Failed(ShownError::new(worker_stopped()))
            }
        };
        true
    }
}

fn read(case: &Case, database: &Location) -> TravellerState {
    let store = match Store::open_at(database, false) {
        Ok(store) => store,
        Err(error) => return TravellerState::Failed(ShownError::new(error)),
    };
    match field::case_field(&store, case) {
        Ok(field) => TravellerState::Done(Arc::new(field)),
        Err(FieldError::NoResults(_) | FieldError::NoBoard { .. } | FieldError::NoEvent) => {
            TravellerState::NoResults
        }
        Err(error) => TravellerState::Failed(ShownError::new(error)),
    }
}

/// Names (or, with `None`, unnames) the case's table in the archive.
pub fn keep_case_table(
    database: &Location,
    case: Uuid,
    table: Option<&CaseTable>,
) -> Result<(), ShownError> {
    let mut store = Store::open_at(database, false).map_err(ShownError::new)?;
    store.set_case_table(case, table).map_err(ShownError::new)
}
