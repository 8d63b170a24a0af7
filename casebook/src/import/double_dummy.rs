//! The double-dummy tables a hand-record file carries (`OptimumResultTable`), taken into the
//! cache only where the solver agrees: a file's table is a claim, and a wrong one would be
//! shown to a committee as fact.

use crate::bridge::{BoardNumber, Seat, Strain};
use crate::double_dummy::{self, TrickTable};
use crate::hand_record::HandRecord;
use crate::pbn::{TableTagError, table_from_tags};
use crate::store::{Store, StoreError};

/// What checking a file's tables found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FileTables {
    /// Tables that agree with the solver and are now in the cache.
    pub kept: usize,
    /// Boards whose table is unreadable or disagrees, with the first difference or the reason.
    pub refused: Vec<(Option<BoardNumber>, TableRefusal)>,
}

/// Why a file's table was not kept.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableRefusal {
    #[error(transparent)]
    Unreadable(#[from] TableTagError),
    /// The first cell where the file and the solver differ.
    #[error(
        "the file gives {seat:?} {claimed} tricks in {}; double dummy they take {solved}",
        strain.pbn()
    )]
    Differs {
        seat: Seat,
        strain: Strain,
        claimed: u8,
        solved: u8,
    },
}

/// Checks each record's `OptimumResultTable` against the solver and keeps those that agree.
/// Records without the tag, or without a complete deal, are passed over.
pub fn keep_file_tables(
    store: &mut Store,
    records: &[HandRecord],
) -> Result<FileTables, StoreError> {
    let mut found = FileTables::default();
    let mut claims = Vec::new();
    for record in records {
        let Some(claimed) = table_from_tags(record) else {
            continue;
        };
        if !record.deal.is_complete() {
            continue;
        }
        match claimed {
            Ok(table) => claims.push((record.board, record.deal, table)),
            Err(reason) => found.refused.push((record.board, reason.into())),
        }
    }
    // Solved together, over every core; each deal is complete, as the solver needs.
    let deals: Vec<_> = claims.iter().map(|(_, deal, _)| *deal).collect();
    let solved = double_dummy::solve_many(&deals).unwrap_or_default();
    let mut agreeing = Vec::new();
    for ((board, deal, claimed), solved) in claims.into_iter().zip(solved) {
        match first_difference(&claimed, &solved) {
            None => agreeing.push((deal, solved)),
            Some((seat, strain)) => found.refused.push((
                board,
                TableRefusal::Differs {
                    seat,
                    strain,
                    claimed: claimed.tricks(seat, strain),
                    solved: solved.tricks(seat, strain),
                },
            )),
        }
    }
    store.save_dd_tables(&agreeing)?;
    found.kept = agreeing.len();
    Ok(found)
}

fn first_difference(a: &TrickTable, b: &TrickTable) -> Option<(Seat, Strain)> {
    Seat::ALL.into_iter().find_map(|seat| {
        double_dummy::PRINTED_STRAINS
            .into_iter()
            .find(|&strain| a.tricks(seat, strain) != b.tricks(seat, strain))
            .map(|strain| (seat, strain))
    })
}
