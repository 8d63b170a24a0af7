//! The one place that speaks to the double-dummy solver (`pons-dds`): our deal, seats,
//! strains and cards in, trick counts out.

use super::error::AnalysisError;
use super::table::TrickTable;
use crate::bridge::{Card, Deal, Seat, Strain, Suit, Vulnerability};
use contract_bridge as cb;
use pons_dds::{NonEmptyStrainFlags, TrickCountTable};

/// The table of a complete deal, its five strains solved in parallel.
pub fn solve(deal: &Deal) -> Result<TrickTable, AnalysisError> {
    let full = full_deal(deal)?;
    Ok(table_of(&pons_dds::solve_deal(full)))
}

/// The tables of many complete deals, spread over every core; in the order given.
pub fn solve_many(deals: &[Deal]) -> Result<Vec<TrickTable>, AnalysisError> {
    let full: Vec<cb::FullDeal> = deals.iter().map(full_deal).collect::<Result<_, _>>()?;
    Ok(pons_dds::solve_deals(&full, NonEmptyStrainFlags::ALL)
        .iter()
        .map(table_of)
        .collect())
}

/// The solver's par for the table: score from North–South's side, and the contracts as the
/// solver names them (penalty and overtricks are set right by the caller from the table).
pub(super) fn dealer_par(
    table: &TrickTable,
    vulnerability: Vulnerability,
    dealer: Seat,
) -> (i32, Vec<(u8, Strain, Seat)>) {
    let vul = match vulnerability {
        Vulnerability::None => pons_dds::Vulnerability::NONE,
        Vulnerability::NS => pons_dds::Vulnerability::NS,
        Vulnerability::EW => pons_dds::Vulnerability::EW,
        Vulnerability::All => pons_dds::Vulnerability::ALL,
    };
    let par = pons_dds::calculate_par(solver_table(table), vul, seat_to(dealer));
    let contracts = par
        .contracts
        .iter()
        .map(|c| {
            (
                c.contract.bid.level.get(),
                strain_from(c.contract.bid.strain),
                seat_from(c.declarer),
            )
        })
        .collect();
    (par.score, contracts)
}

/// The tricks the declaring side can take before the first card and after each card of
/// `cards`, or the index of the first card that is not legal there (not held, a revoke).
pub(super) fn trace(
    deal: &cb::FullDeal,
    strain: Strain,
    declarer: Seat,
    cards: &[Card],
) -> Result<Vec<u8>, usize> {
    let trick = pons_dds::CurrentTrick::new(strain_to(strain), seat_to(declarer.next()));
    let board = pons_dds::Board::try_new((*deal).into(), trick).map_err(|_| 0usize)?;
    let trace = pons_dds::PlayTrace {
        board,
        cards: cards.iter().take(52).map(|&c| card_to(c)).collect(),
    };
    let mut solver = pons_dds::Solver::new(strain_to(strain));
    match solver.try_analyse_play(&trace) {
        Ok(analysis) => Ok(analysis.tricks.iter().map(|t| t.get()).collect()),
        Err(fault) => Err(fault.index),
    }
}

/// The solver's deal, or why ours is not one it can take.
pub(super) fn full_deal(deal: &Deal) -> Result<cb::FullDeal, AnalysisError> {
    deal.validate_complete()?;
    let mut builder = cb::deal::Builder::new();
    for seat in Seat::ALL {
        if let Some(hand) = deal.hand(seat) {
            for card in hand.cards() {
                builder[seat_to(seat)].insert(card_to(card));
            }
        }
    }
    // A deal that passed `validate_complete` has 52 distinct cards, 13 a hand.
    builder.build_full().map_err(|_| {
        AnalysisError::Deal(crate::bridge::DealError::TooFewCompleteHands { complete: 0 })
    })
}

fn table_of(solved: &TrickCountTable) -> TrickTable {
    TrickTable::from_fn(|seat, strain| solved[strain_to(strain)].get(seat_to(seat)).get())
}

fn solver_table(table: &TrickTable) -> TrickCountTable {
    let mut solved = TrickCountTable::default();
    for strain in Strain::ALL {
        let [n, e, s, w] = Seat::ALL.map(|seat| table.tricks(seat, strain));
        // A table's cells are 0–13 (TrickTable::decode refuses others); an impossible cell
        // would only make the par meaningless, never the program fail.
        solved.0[strain_to(strain) as usize] =
            pons_dds::TrickCountRow::try_new(n, e, s, w).unwrap_or_default();
    }
    solved
}

fn seat_to(seat: Seat) -> cb::Seat {
    match seat {
        Seat::North => cb::Seat::North,
        Seat::East => cb::Seat::East,
        Seat::South => cb::Seat::South,
        Seat::West => cb::Seat::West,
    }
}

fn seat_from(seat: cb::Seat) -> Seat {
    match seat {
        cb::Seat::North => Seat::North,
        cb::Seat::East => Seat::East,
        cb::Seat::South => Seat::South,
        cb::Seat::West => Seat::West,
    }
}

fn strain_to(strain: Strain) -> cb::Strain {
    match strain {
        Strain::Clubs => cb::Strain::Clubs,
        Strain::Diamonds => cb::Strain::Diamonds,
        Strain::Hearts => cb::Strain::Hearts,
        Strain::Spades => cb::Strain::Spades,
        Strain::NoTrump => cb::Strain::Notrump,
    }
}

fn strain_from(strain: cb::Strain) -> Strain {
    match strain {
        cb::Strain::Clubs => Strain::Clubs,
        cb::Strain::Diamonds => Strain::Diamonds,
        cb::Strain::Hearts => Strain::Hearts,
        cb::Strain::Spades => Strain::Spades,
        cb::Strain::Notrump => Strain::NoTrump,
    }
}

fn card_to(card: Card) -> cb::Card {
    let suit = match card.suit {
        Suit::Clubs => cb::Suit::Clubs,
        Suit::Diamonds => cb::Suit::Diamonds,
        Suit::Hearts => cb::Suit::Hearts,
        Suit::Spades => cb::Suit::Spades,
    };
    cb::Card {
        suit,
        rank: cb::Rank::new(card.rank as u8),
    }
}
