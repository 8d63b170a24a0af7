//! The double-dummy tags of a PBN game (PBN 2.1 §3.4.17–19, as hand-record programs write
//! them): `OptimumResultTable` with a line per declarer and strain, `OptimumScore` from
//! North–South's side, and `ParContract`.
//!
//! ```text
//! [OptimumScore "NS 620"]
//! [ParContract "NS 4S"]
//! [OptimumResultTable "Declarer;1R\Denomination;2R\Result;2R"]
//! N NT  9
//! N  S 10
//! ```

use crate::bridge::{Seat, Strain};
use crate::double_dummy::{PRINTED_STRAINS, Par, TrickTable};
use crate::hand_record::{HandRecord, OtherTag};

const TABLE: &str = "OptimumResultTable";
const SCORE: &str = "OptimumScore";
const PAR: &str = "ParContract";

/// Puts the table and par on `record`, replacing any double-dummy tags it carried.
pub fn set_double_dummy_tags(record: &mut HandRecord, table: &TrickTable, par: &Par) {
    record
        .other_tags
        .retain(|tag| ![TABLE, SCORE, PAR].contains(&tag.name.as_str()));
    let tag = |name: &str, value: String| OtherTag {
        name: name.to_string(),
        value,
        section: Vec::new(),
    };
    record
        .other_tags
        .push(tag(SCORE, format!("NS {}", par.ns_score)));
    if !par.contracts.is_empty() {
        record.other_tags.push(tag(PAR, par_contract(par)));
    }
    let mut lines = Vec::with_capacity(20);
    for seat in Seat::ALL {
        for strain in PRINTED_STRAINS {
            lines.push(format!(
                "{} {:>2} {:>2}",
                seat.letter(),
                strain.pbn(),
                table.tricks(seat, strain)
            ));
        }
    }
    record.other_tags.push(OtherTag {
        name: TABLE.to_string(),
        value: r"Declarer;1R\Denomination;2R\Result;2R".to_string(),
        section: lines,
    });
}

/// `NS 4S`, `EW 5CX`; a contract only one partner makes names that seat (`N 3NT`); several
/// contracts are separated by commas.
fn par_contract(par: &Par) -> String {
    par.by_contract()
        .into_iter()
        .map(|(contract, seats, _)| {
            let side = seats[0].side();
            let both = side.seats().iter().all(|s| seats.contains(s));
            let who = if both {
                side.to_string()
            } else {
                seats.iter().map(|s| s.letter()).collect()
            };
            format!("{who} {}", contract.pbn())
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Why an `OptimumResultTable` does not read as a table.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableTagError {
    #[error("\"{0}\" is not a declarer, a strain and a trick count")]
    NotThreeWords(String),
    #[error("\"{0}\" is not a declarer, a strain and 0–13 tricks")]
    NotACell(String),
    #[error("the table does not give all twenty declarer and strain cells")]
    Incomplete,
}

/// The `OptimumResultTable` a record carries: `None` when it has none, the reason when its
/// lines are not twenty cells of a declarer, a strain and 0–13 tricks.
pub fn table_from_tags(record: &HandRecord) -> Option<Result<TrickTable, TableTagError>> {
    let tag = record.other_tags.iter().find(|tag| tag.name == TABLE)?;
    let mut cells = [[None::<u8>; 5]; 4];
    for line in &tag.section {
        let words: Vec<&str> = line.split_whitespace().collect();
        let [seat, strain, tricks] = words.as_slice() else {
            return Some(Err(TableTagError::NotThreeWords(line.clone())));
        };
        let seat = seat.chars().next().and_then(Seat::from_letter);
        let strain = PRINTED_STRAINS.into_iter().position(|s| {
            s.pbn().eq_ignore_ascii_case(strain)
                || (s == Strain::NoTrump && strain.eq_ignore_ascii_case("N"))
        });
        let tricks = tricks.parse::<u8>().ok().filter(|t| *t <= 13);
        match (seat, strain, tricks) {
            (Some(seat), Some(k), Some(tricks)) => cells[seat.index()][k] = Some(tricks),
            _ => return Some(Err(TableTagError::NotACell(line.clone()))),
        }
    }
    if cells.iter().flatten().any(Option::is_none) {
        return Some(Err(TableTagError::Incomplete));
    }
    Some(Ok(TrickTable::from_fn(|seat, strain| {
        let k = PRINTED_STRAINS
            .iter()
            .position(|s| *s == strain)
            .unwrap_or(0);
        cells[seat.index()][k].unwrap_or(0)
    })))
}
