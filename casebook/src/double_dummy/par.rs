//! Par: the result when both sides bid perfectly, every card known — the best contract for the
//! side that can make the most of the deal, doubled when the other side sacrifices.

use super::solver;
use super::table::TrickTable;
use crate::bridge::{Contract, Doubling, Seat, Vulnerability};

/// One par contract with its declarer and the tricks the table gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParContract {
    pub contract: Contract,
    pub declarer: Seat,
    pub tricks: u8,
}

impl ParContract {
    /// Tricks over (positive) or under (negative) the contract.
    pub fn overtricks(&self) -> i8 {
        self.tricks as i8 - self.contract.tricks_needed() as i8
    }

    /// The compact form `4SN`, `3NTS`, `5CXE`: level, strain (NT, S, H, D, C), X when
    /// doubled, the declarer.
    pub fn code(&self) -> String {
        let doubled = match self.contract.doubling {
            Doubling::Undoubled => "",
            Doubling::Doubled => "X",
            Doubling::Redoubled => "XX",
        };
        format!(
            "{}{}{doubled}{}",
            self.contract.level(),
            self.contract.strain.pbn(),
            self.declarer.letter()
        )
    }
}

/// The par score and the contracts that reach it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Par {
    /// From North–South's side: negative when East–West gain.
    pub ns_score: i32,
    /// Empty when the deal is passed out at par.
    pub contracts: Vec<ParContract>,
}

impl Par {
    /// The contracts in their compact form ([`ParContract::code`]).
    pub fn codes(&self) -> Vec<String> {
        self.contracts.iter().map(ParContract::code).collect()
    }

    /// The par contracts grouped by contract, each with the declarers who reach it:
    /// `[(4♠, [N, S])]`, in the solver's order.
    pub fn by_contract(&self) -> Vec<(Contract, Vec<Seat>, i8)> {
        let mut groups: Vec<(Contract, Vec<Seat>, i8)> = Vec::new();
        for c in &self.contracts {
            match groups
                .iter_mut()
                .find(|(contract, _, over)| *contract == c.contract && *over == c.overtricks())
            {
                Some((_, seats, _)) => seats.push(c.declarer),
                None => groups.push((c.contract, vec![c.declarer], c.overtricks())),
            }
        }
        groups
    }
}

/// A par read back from its score and contract codes, the tricks taken from `table`; `None`
/// when a code is not one [`ParContract::code`] writes.
pub fn par_from_codes(ns_score: i32, codes: &str, table: &TrickTable) -> Option<Par> {
    let contracts = codes
        .split_whitespace()
        .map(|code| {
            let declarer = Seat::from_letter(code.chars().last()?)?;
            let contract: Contract = code[..code.len() - 1].parse().ok()?;
            Some(ParContract {
                contract,
                declarer,
                tricks: table.tricks(declarer, contract.strain),
            })
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Par {
        ns_score,
        contracts,
    })
}

/// The par of a table for the board's vulnerability and dealer (the dealer matters: with
/// both sides able to open the same contract, the first to bid it gets it).
pub fn par(table: &TrickTable, vulnerability: Vulnerability, dealer: Seat) -> Par {
    let (ns_score, found) = solver::dealer_par(table, vulnerability, dealer);
    let contracts = found
        .into_iter()
        .filter_map(|(level, strain, declarer)| {
            let tricks = table.tricks(declarer, strain);
            // DDS reports a sacrifice that only one of the partners can take as undoubled;
            // every par contract that goes down is doubled, so the table decides.
            let doubling = if tricks < level + 6 {
                Doubling::Doubled
            } else {
                Doubling::Undoubled
            };
            let contract = Contract::new(level, strain, doubling).ok()?;
            Some(ParContract {
                contract,
                declarer,
                tricks,
            })
        })
        .collect();
    Par {
        ns_score,
        contracts,
    }
}
