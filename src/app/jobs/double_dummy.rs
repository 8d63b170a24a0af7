//! The open case's double-dummy analysis, computed off the interface thread: the deal's table
//! and par (from the database's cache, or solved and kept there) and the cost of each card of
//! the recorded play. The window asks again whenever the deal, its markings, the contract or
//! the play change; an answer to an older question is dropped.

use super::{Answer, Worker, WorkerStopped, take_answer};
use crate::i18n::ShownError;
use casebook::bridge::{Contract, Deal, DealError, Seat, Vulnerability};
use casebook::case::Case;

use casebook::double_dummy::{self, AnalysisError, Par, PlayAnalysis, TrickTable};
use casebook::hand_record::Play;
use casebook::store::Location;
use casebook::store::Store;
use std::sync::Arc;

/// What the analysis needs from a case; a new one means a new analysis.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardQuestion {
    pub deal: Deal,
    pub dealer: Seat,
    pub vulnerability: Vulnerability,
    /// The contract played, its declarer and the play recorded, when there are all three.
    pub play: Option<(Contract, Seat, Play)>,
}

impl BoardQuestion {
    pub fn of(case: &Case) -> BoardQuestion {
        let play = case
            .result
            .as_ref()
            .and_then(|result| Some((result.contract?, result.declarer?, case.recorded_play()?)));
        BoardQuestion {
            deal: case.board.deal,
            dealer: case.board.dealer,
            vulnerability: case.board.vulnerability,
            play,
        }
    }
}

/// The answer for the open case.
#[derive(Debug, Clone)]
pub struct BoardAnalysis {
    pub table: TrickTable,
    pub par: Par,
    /// `None` when no play is recorded; an error when the play cannot be analysed.
    pub play: Option<Result<PlayAnalysis, AnalysisError>>,
}

/// Where the analysis of the open case stands.
#[derive(Debug, Clone)]
pub enum DoubleDummyState {
    /// No case is open.
    Idle,
    /// The deal is not complete (or not a deal): the reason, shown instead of a table.
    Incomplete(DealError),
    Computing,
    Done(Arc<BoardAnalysis>),
    Failed(ShownError),
}

/// The open case's analysis and the worker computing it.
pub struct DoubleDummy {
    question: Option<BoardQuestion>,
    state: DoubleDummyState,
    worker: Option<Worker<Result<BoardAnalysis, ShownError>>>,
}

impl Default for DoubleDummy {
    fn default() -> Self {
        DoubleDummy {
            question: None,
            state: DoubleDummyState::Idle,
            worker: None,
        }
    }
}

impl DoubleDummy {
    pub fn state(&self) -> &DoubleDummyState {
        &self.state
    }

    /// The table when it is known (the adjusted-score form shows each outcome's tricks).
    pub fn table(&self) -> Option<&TrickTable> {
        match &self.state {
            DoubleDummyState::Done(analysis) => Some(&analysis.table),
            _ => None,
        }
    }

    /// Whether the state is about `case` as it is now (its deal and markings).
    pub fn answers(&self, case: &Case) -> bool {
        self.question.as_ref().is_some_and(|q| {
            q.deal == case.board.deal
                && q.dealer == case.board.dealer
                && q.vulnerability == case.board.vulnerability
        })
    }

    pub fn is_computing(&self) -> bool {
        matches!(self.state, DoubleDummyState::Computing)
    }

    /// Asks about `case` (or nothing, when none is open) if that is a new question; takes in
    /// the worker's answer. Returns whether the state changed.
    /// The worker wakes the window through `ctx` when it answers.
    pub fn follow(
        &mut self,
        case: Option<&Case>,
        database: Option<&Location>,
        ctx: &egui::Context,
    ) -> bool {
        let mut changed = self.take_answer();
        let question = case.map(BoardQuestion::of);
        if question == self.question {
            return changed;
        }
        self.question = question.clone();
        self.worker = None;
        changed = true;
        self.state = match question {
            None => DoubleDummyState::Idle,
            Some(question) => match question.deal.validate_complete() {
                Err(reason) => DoubleDummyState::Incomplete(reason),
                Ok(()) => {
                    let database = database.cloned();
                    self.worker = Some(Worker::start(
                        "double-dummy",
                        Some(ctx.clone()),
                        move || analyse(&question, database.as_ref()),
                    ));
                    DoubleDummyState::Computing
                }
            },
        };
        changed
    }

    fn take_answer(&mut self) -> bool {
        let Some(answer) = take_answer(&mut self.worker) else {
            return false;
        };
        self.state = match answer {
            Answer::Ready(Ok(analysis)) => DoubleDummyState::Done(Arc::new(analysis)),
            Answer::Ready(Err(error)) => DoubleDummyState::Failed(error),
            Answer::Pending | Answer::Stopped | Answer::NotStarted => {
                DoubleDummyState::Failed(ShownError::new(WorkerStopped))
            }
        };
        true
    }
}

/// Table and par through the cache when the database opens; solved directly when it does not
/// (a locked database must not keep the committee from seeing the table).
fn analyse(
    question: &BoardQuestion,
    database: Option<&Location>,
) -> Result<BoardAnalysis, ShownError> {
    let cached = database
        .and_then(|location| Store::open_at(location, false).ok())
        .map(|mut store| {
            double_dummy::deal_analysis(
                &mut store,
                &question.deal,
                question.dealer,
                question.vulnerability,
            )
        });
    let (table, par) = match cached {
        Some(Ok(found)) => found,
        _ => {
            let table = double_dummy::solve(&question.deal).map_err(ShownError::new)?;
            let par = double_dummy::par(&table, question.vulnerability, question.dealer);
            (table, par)
        }
    };
    let play = question.play.as_ref().map(|(contract, declarer, play)| {
        double_dummy::analyse_play(&question.deal, *contract, *declarer, play)
    });
    Ok(BoardAnalysis { table, par, play })
}
