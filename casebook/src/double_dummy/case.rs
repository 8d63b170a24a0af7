//! The double-dummy view of one case as the committee sees it beside the record: the deal's
//! table and par under the board's markings (from the cache, or solved and kept), and the cost
//! of each card of the play the case records.

use crate::bridge::{Deal, Seat, Vulnerability};
use crate::case::Case;
use crate::double_dummy::{self, AnalysisError, Par, PlayAnalysis, TrickTable};
use crate::store::{Store, StoreError};

/// What the cards allow in one case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseAnalysis {
    pub table: TrickTable,
    pub par: Par,
    /// `None` when the case records no play or no contract to analyse it in.
    pub play: Option<PlayAnalysis>,
}

/// Why a case's analysis is not available.
#[derive(Debug, thiserror::Error)]
pub enum CaseAnalysisError {
    #[error("{0}")]
    Analysis(#[from] AnalysisError),
    #[error("{0}")]
    Store(#[from] StoreError),
}

/// The table and par of `deal` under a dealer and a vulnerability: from the cache when it holds
/// them, otherwise solved now and kept.
pub fn deal_analysis(
    store: &mut Store,
    deal: &Deal,
    dealer: Seat,
    vulnerability: Vulnerability,
) -> Result<(TrickTable, Par), CaseAnalysisError> {
    if let Some(cached) = store.dd_par(deal, dealer, vulnerability)? {
        return Ok(cached);
    }
    let table = match store.dd_table(deal)? {
        Some(table) => table,
        None => double_dummy::solve(deal)?,
    };
    let par = double_dummy::par(&table, vulnerability, dealer);
    store.save_dd_par(deal, dealer, vulnerability, &table, &par)?;
    Ok((table, par))
}

/// The case's table, par and play analysis; the table and par are kept in `store`.
pub fn analyse_case(store: &mut Store, case: &Case) -> Result<CaseAnalysis, CaseAnalysisError> {
    let board = &case.board;
    let (table, par) = deal_analysis(store, &board.deal, board.dealer, board.vulnerability)?;
    Ok(CaseAnalysis {
        table,
        par,
        play: analyse_recorded_play(case)?,
    })
}

/// The cost of each card of the case's recorded play (trick lines, or the opening lead alone),
/// in the contract played at the table; `None` when there is no play or no contract.
pub fn analyse_recorded_play(case: &Case) -> Result<Option<PlayAnalysis>, AnalysisError> {
    let Some(result) = &case.result else {
        return Ok(None);
    };
    let (Some(contract), Some(declarer)) = (result.contract, result.declarer) else {
        return Ok(None);
    };
    let Some(play) = case.recorded_play() else {
        return Ok(None);
    };
    double_dummy::analyse_play(&case.board.deal, contract, declarer, &play).map(Some)
}
