//! A case's board in its event's field: the board's traveller from the archive, the case's
//! own line (the table the committee named, else the one line with the case's table result),
//! and every pair's scores before and after the case's ruling.

use super::FieldError;
use super::ruling::case_adjustment;
use crate::adjust::Outcome;
use crate::case::Case;
use crate::profile::Profile;
use crate::results::{BoardResults, CaseTable};
use crate::results::{FieldAdjustment, LineResult, RescoredField, TravellerLine};
use crate::store::Store;

/// How the case's line of the traveller was found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CaseLine {
    /// The table the committee named (`casebook results show --table`, the case's form).
    Chosen(usize),
    /// The one line whose result is the case's table result.
    TableResult(usize),
    /// The one line holding an adjusted score (the Director's ruling, entered by the scorer)
    /// when no line has the case's table result.
    OnlyAdjusted(usize),
    /// Several lines have the case's table result: which one must be said.
    Ambiguous(Vec<usize>),
    /// The table named is not on the traveller.
    ChosenMissing(CaseTable),
    NotFound,
}

impl CaseLine {
    pub fn index(&self) -> Option<usize> {
        match self {
            CaseLine::Chosen(i) | CaseLine::TableResult(i) | CaseLine::OnlyAdjusted(i) => Some(*i),
            _ => None,
        }
    }
}

/// A case's board in the field.
#[derive(Debug, Clone)]
pub struct CaseField {
    pub event: String,
    pub board: BoardResults,
    pub line: CaseLine,
    /// The case's ruling as its line's new score; `None` without a ruling or a line.
    pub adjustment: Option<FieldAdjustment>,
    /// Why the ruling could not be put into the field, when it could not.
    pub ruling_problem: Option<String>,
    /// Every pair's scores; `after` differs from `before` only with the ruling.
    pub field: RescoredField,
}

impl CaseField {
    /// The case's own line.
    pub fn case_line(&self) -> Option<&TravellerLine> {
        self.line
            .index()
            .and_then(|i| self.board.traveller.lines.get(i))
    }

    /// The North–South scores of the other tables, as the adjusted-score form takes its
    /// field: every line played or passed out but the case's own.
    pub fn field_scores(&self) -> Vec<i32> {
        let own = self.line.index();
        let vulnerability = self.board.traveller.vulnerability;
        self.board
            .traveller
            .lines
            .iter()
            .enumerate()
            .filter(|(i, _)| Some(*i) != own)
            .filter_map(|(_, l)| l.result.law77_score_ns(vulnerability)?.ok())
            .collect()
    }
}

fn find_line(case: &Case, board: &BoardResults, chosen: Option<CaseTable>) -> CaseLine {
    let lines = &board.traveller.lines;
    if let Some(table) = chosen {
        return match lines
            .iter()
            .position(|l| l.is_meeting(table.section.as_deref(), table.ns, table.ew))
        {
            Some(i) => CaseLine::Chosen(i),
            None => CaseLine::ChosenMissing(table),
        };
    }
    let table_result =
        case.result
            .as_ref()
            .and_then(|r| match (r.contract, r.declarer, r.tricks) {
                (Some(contract), Some(declarer), Some(tricks)) => {
                    Outcome::played(contract, declarer, tricks).ok()
                }
                _ => None,
            });
    if let Some(outcome) = table_result {
        let same: Vec<usize> = lines
            .iter()
            .enumerate()
            .filter(|(_, l)| l.result == LineResult::Played(outcome))
            .map(|(i, _)| i)
            .collect();
        match same.len() {
            0 => {}
            1 => return CaseLine::TableResult(same[0]),
            _ => return CaseLine::Ambiguous(same),
        }
    }
    let adjusted: Vec<usize> = lines
        .iter()
        .enumerate()
        .filter(|(_, l)| l.result.is_adjusted())
        .map(|(i, _)| i)
        .collect();
    match adjusted.as_slice() {
        [only] => CaseLine::OnlyAdjusted(*only),
        _ => CaseLine::NotFound,
    }
}

/// The case's board in its event's field, with the case's ruling put into it, at the table
/// the committee named for it (kept in the archive), else where its table result is.
pub fn case_field(store: &Store, case: &Case) -> Result<CaseField, FieldError> {
    case_field_at(store, case, None)
}

/// As [`case_field`], at `table` when it is given (not kept).
pub fn case_field_at(
    store: &Store,
    case: &Case,
    table: Option<CaseTable>,
) -> Result<CaseField, FieldError> {
    let event = case.identity.event.trim();
    if event.is_empty() {
        return Err(FieldError::NoEvent);
    }
    let board = store
        .board_results(event, case.board.number)?
        .ok_or_else(|| {
            match store
                .results_events()
                .map(|events| events.iter().any(|e| e.event == event))
            {
                Ok(true) => FieldError::NoBoard {
                    event: event.to_string(),
                    board: case.board.number.get(),
                },
                _ => FieldError::NoResults(event.to_string()),
            }
        })?;
    let chosen = match table {
        Some(table) => Some(table),
        None => store.case_table(case.uuid)?,
    };
    let line = find_line(case, &board, chosen);
    let profile = Profile::for_case(case)?;
    let (adjustment, ruling_problem) = match line.index() {
        Some(i) => match case_adjustment(case, &board.traveller, &board.traveller.lines[i]) {
            Ok(adjustment) => (adjustment, None),
            Err(e) => (None, Some(e.to_string())),
        },
        None => (None, None),
    };
    let rescore = |adjustments: &[FieldAdjustment]| {
        board
            .traveller
            .rescored_expecting(adjustments, &profile, board.expected_results)
    };
    let (field, ruling_problem) = match &adjustment {
        Some(a) => match rescore(std::slice::from_ref(a)) {
            Ok(field) => (field, ruling_problem),
            Err(e) => (
                rescore(&[]).map_err(crate::results::RulingError::from)?,
                Some(e.to_string()),
            ),
        },
        None => (
            rescore(&[]).map_err(crate::results::RulingError::from)?,
            ruling_problem,
        ),
    };
    let adjustment = adjustment.filter(|_| ruling_problem.is_none());
    Ok(CaseField {
        event: event.to_string(),
        board,
        line,
        adjustment,
        ruling_problem,
        field,
    })
}
