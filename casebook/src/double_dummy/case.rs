//! The double-dummy view of one case as the committee sees it beside the record: the deal's
//! table and par under the board's markings (from where solved deals are kept, or solved and
//! kept), and the cost of each card of the play the case records.
//!
//! Where solved deals are kept is a [`SolvedDeals`]: the archive is one (`Store`, whose cache
//! checks its rows with this module's solver), so the analysis names no store.

use crate::bridge::{Deal, Seat, Vulnerability};
use crate::case::Case;
use crate::double_dummy::{self, AnalysisError, Par, PlayAnalysis, TrickTable};

/// Where a deal's table and par, once solved, are kept for the next time.
pub trait SolvedDeals {
    type Error;
    /// The kept table of `deal`, if it was solved.
    fn dd_table(&self, deal: &Deal) -> Result<Option<TrickTable>, Self::Error>;
    /// The kept par of `deal` under `dealer` and `vulnerability`, with its table.
    fn dd_par(
        &self,
        deal: &Deal,
        dealer: Seat,
        vulnerability: Vulnerability,
    ) -> Result<Option<(TrickTable, Par)>, Self::Error>;
    /// Keeps a deal's table and its par under `dealer` and `vulnerability`.
    fn save_dd_par(
        &mut self,
        deal: &Deal,
        dealer: Seat,
        vulnerability: Vulnerability,
        table: &TrickTable,
        par: &Par,
    ) -> Result<(), Self::Error>;
}

/// What the cards allow in one case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseAnalysis {
    pub table: TrickTable,
    pub par: Par,
    /// `None` when the case records no play or no contract to analyse it in.
    pub play: Option<PlayAnalysis>,
}

/// Why a case's analysis is not available: the cards, or where solved deals are kept (`E`).
#[derive(Debug, thiserror::Error)]
pub enum CaseAnalysisError<E> {
    #[error("{0}")]
    Analysis(AnalysisError),
    #[error("{0}")]
    Kept(E),
}

/// The table and par of `deal` under a dealer and a vulnerability: from the cache when it holds
/// them, otherwise solved now and kept.
pub fn deal_analysis<K: SolvedDeals>(
    kept: &mut K,
    deal: &Deal,
    dealer: Seat,
    vulnerability: Vulnerability,
) -> Result<(TrickTable, Par), CaseAnalysisError<K::Error>> {
    if let Some(found) = kept
        .dd_par(deal, dealer, vulnerability)
        .map_err(CaseAnalysisError::Kept)?
    {
        return Ok(found);
    }
    let table = match kept.dd_table(deal).map_err(CaseAnalysisError::Kept)? {
        Some(table) => table,
        None => double_dummy::solve(deal).map_err(CaseAnalysisError::Analysis)?,
    };
    let par = double_dummy::par(&table, vulnerability, dealer);
    kept.save_dd_par(deal, dealer, vulnerability, &table, &par)
        .map_err(CaseAnalysisError::Kept)?;
    Ok((table, par))
}

/// The case's table, par and play analysis; the table and par are kept in `kept`.
pub fn analyse_case<K: SolvedDeals>(
    kept: &mut K,
    case: &Case,
) -> Result<CaseAnalysis, CaseAnalysisError<K::Error>> {
    let board = &case.board;
    let (table, par) = deal_analysis(kept, &board.deal, board.dealer, board.vulnerability)?;
    Ok(CaseAnalysis {
        table,
        par,
        play: analyse_recorded_play(case).map_err(CaseAnalysisError::Analysis)?,
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
