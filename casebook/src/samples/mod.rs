//! The sample appeal cases shipped with Casebook: the training cases, built from the worked
//! examples of the bundled commentaries (`assets/samples/README.md` lists them with their
//! sources). They live in a database of their own (Help › Training cases, `casebook demo`),
//! marked as training cases, never in a database Casebook creates for a committee.
//!
//! The cases are one case bundle (`assets/samples/sample-cases.json`) compiled into the binary,
//! read by the same reader as any other bundle, so a sample that the store would refuse fails
//! here too, with the case and the field named. The file itself carries no training mark, so
//! that tests and benchmarks may load its cases as a committee's own ([`load_into`]).

mod archive;

pub use archive::synthetic_archive;

use crate::bridge::{Card, Contract, Deal, Hand, Seat, Suit};
use crate::case::Case;
use crate::hand_record::{Play, PlayedCard, Trick};
use crate::store::{Bundle, HeldTrainingCase, ImportReport, Store, StoreError};

/// The sample cases as case-bundle JSON, ready for [`crate::store::Store::import_bundle`].
pub const SAMPLE_BUNDLE_JSON: &str = include_str!("../../../assets/samples/sample-cases.json");

/// Why the sample cases could not be read.
#[derive(Debug, thiserror::Error)]
pub enum SampleError {
    /// The bundle is broken JSON, has the wrong format or version, or holds a case the record
    /// refuses; the message names the case and the field.
    #[error("the sample cases could not be read: {0}")]
    Bundle(#[source] StoreError),
    #[error("the sample case bundle holds no cases")]
    Empty,
}

/// The sample cases shipped with this build, each validated.
pub fn sample_cases() -> Result<Vec<Case>, SampleError> {
    parse_samples(SAMPLE_BUNDLE_JSON)
}

/// Loads the sample cases into `store` in one transaction as a committee's own cases (no
/// training mark: fixtures for tests and benchmarks); cases already there (same UUID and
/// revision) are left as they are, so loading twice changes nothing.
pub fn load_into(store: &mut Store) -> Result<ImportReport, StoreError> {
    store.import_bundle(SAMPLE_BUNDLE_JSON)
}

/// The sample cases marked as training cases, as the training database holds them.
pub fn training_cases() -> Result<Vec<Case>, SampleError> {
    let mut cases = sample_cases()?;
    for case in &mut cases {
        case.training = true;
    }
    Ok(cases)
}

/// Loads the training cases into `store`, marked as such (the training database, `casebook
/// demo`); loading twice changes nothing.
pub fn load_training(store: &mut Store) -> Result<ImportReport, StoreError> {
    let cases = training_cases().map_err(|e| StoreError::Bundle(e.to_string()))?;
    store.import_bundle(&Bundle::new(cases).to_json())
}

/// The training cases an earlier version put into a database it created, still as shipped
/// (their UUID, and the revision they were shipped at: nobody saved them since): what the
/// window offers to remove, and `casebook demo --remove` removes.
pub fn untouched_training_cases(store: &Store) -> Result<Vec<HeldTrainingCase>, StoreError> {
    let shipped = sample_cases().map_err(|e| StoreError::Bundle(e.to_string()))?;
    Ok(store
        .training_cases()?
        .into_iter()
        .filter(|held| {
            shipped
                .iter()
                .any(|case| case.uuid == held.uuid && case.revision == held.revision)
        })
        .collect())
}

/// Removes the untouched training cases from `store` (see [`untouched_training_cases`]); the
/// ones removed. A case saved meanwhile is left.
pub fn remove_untouched_training(store: &mut Store) -> Result<Vec<HeldTrainingCase>, StoreError> {
    let untouched = untouched_training_cases(store)?;
    let mut removed = Vec::with_capacity(untouched.len());
    for case in untouched {
        match store.delete_case(case.uuid, case.revision) {
            Ok(()) => removed.push(case),
            Err(StoreError::Conflict { .. } | StoreError::NoSuchCase { .. }) => {}
            Err(e) => return Err(e),
        }
    }
    Ok(removed)
}

/// Reads sample cases from bundle JSON: the reader behind [`sample_cases`], public so that a
/// broken bundle can be tried without rebuilding.
pub fn parse_samples(json: &str) -> Result<Vec<Case>, SampleError> {
    let bundle = Bundle::parse(json).map_err(SampleError::Bundle)?;
    if bundle.cases.is_empty() {
        return Err(SampleError::Empty);
    }
    Ok(bundle.cases)
}

/// `count` full cases for benchmarks and load tests: the sample cases repeated in turn under
/// new UUIDs (from `first`, so that separate batches never collide) and numbers `S-{i+1}`, the
/// `i`-th of year `year(i)`. Each keeps a sample's whole record — deal, annotated auction,
/// facts, statements, ruling, decision, write-up — so that lists, searches and casebooks over
/// them cost what real ones would.
pub fn synthetic_cases(
    count: usize,
    first: usize,
    year: impl Fn(usize) -> i32,
) -> Result<Vec<Case>, SampleError> {
    let templates = sample_cases()?;
    Ok((first..first + count)
        .map(|i| {
            let mut case = templates[i % templates.len()].clone();
            case.uuid = uuid::Uuid::from_u128(0xCA5E_0000_0000 + i as u128);
            case.identity.case_number = format!("S-{}", i + 1);
            case.identity.year = Some(year(i));
            // A committee's own cases, as a benchmark's archive holds them.
            case.training = false;
            case
        })
        .collect())
}

/// A deal from a seeded generator (an LCG shuffle), the same on every machine: benchmarks and
/// tests of the double-dummy solver run on deals a failure can name.
pub fn random_deal(seed: u64) -> Deal {
    let mut state = seed;
    let mut cards: Vec<Card> = Card::deck().collect();
    for i in (1..cards.len()).rev() {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let j = (state >> 33) as usize % (i + 1);
        cards.swap(i, j);
    }
    let mut hands = [Hand::EMPTY; 4];
    for (k, card) in cards.into_iter().enumerate() {
        hands[k % 4].insert(card);
    }
    Deal::from_hands(hands.map(Some))
}

/// All 52 cards of a complete deal played carelessly in `contract` by `declarer`: follow suit
/// low, else the lowest card of the longest suit — a play full of double-dummy mistakes by
/// both sides, the slowest kind to analyse. `None` when the deal is not complete.
pub fn careless_play(deal: &Deal, contract: Contract, declarer: Seat) -> Option<Play> {
    let trumps = contract.strain.suit();
    let mut hands = [Hand::EMPTY; 4];
    for seat in Seat::ALL {
        hands[seat.index()] = deal.hand(seat).filter(|h| h.len() == 13)?;
    }
    let mut play = Play::new(declarer.next());
    let mut leader = declarer.next();
    for _ in 0..13 {
        let mut trick = Trick {
            leader: Some(leader),
            ..Trick::default()
        };
        let mut led: Option<Suit> = None;
        for k in 0..4 {
            let seat = leader.advance(k);
            let hand = &mut hands[seat.index()];
            let suit = led
                .filter(|&s| hand.suit_len(s) > 0)
                .or_else(|| Suit::ALL.into_iter().max_by_key(|&s| hand.suit_len(s)))?;
            let card = hand.cards().find(|c| c.suit == suit)?;
            hand.remove(card);
            led.get_or_insert(card.suit);
            trick.cards[seat.index()] = Some(PlayedCard::new(card));
        }
        leader = trick.winner(trumps)?;
        play.tricks.push(trick);
    }
    Some(play)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_bundle_reads() {
        let cases = sample_cases().expect("the shipped samples read");
        assert!(cases.len() >= 8, "{} samples", cases.len());
    }

    #[test]
    fn a_broken_bundle_is_an_error_that_says_why() {
        let err = parse_samples("{\"format\": \"casebook-bundle\", \"version\": 1, \"cases\": [")
            .expect_err("broken JSON");
        assert!(err.to_string().contains("broken JSON"), "{err}");

        let err = parse_samples(r#"{"format": "casebook-bundle", "version": 1, "cases": []}"#)
            .expect_err("no cases");
        assert!(matches!(err, SampleError::Empty), "{err}");

        let wrong = SAMPLE_BUNDLE_JSON.replacen("\"revision\": 1", "\"revision\": 0", 1);
        let err = parse_samples(&wrong).expect_err("revision 0");
        assert!(err.to_string().contains("revision 0"), "{err}");
    }

    #[test]
    fn synthetic_cases_are_distinct_full_and_valid() {
        let cases = synthetic_cases(25, 100, |i| 2000 + (i % 3) as i32).unwrap();
        assert_eq!(cases.len(), 25);
        let uuids: std::collections::HashSet<_> = cases.iter().map(|c| c.uuid).collect();
        assert_eq!(uuids.len(), 25);
        assert_eq!(cases[0].identity.case_number, "S-101");
        assert_eq!(cases[0].identity.year, Some(2000 + (100 % 3)));
        for case in &cases {
            case.validate().unwrap();
            assert!(!case.facts.agreed.is_empty());
        }
    }
}
