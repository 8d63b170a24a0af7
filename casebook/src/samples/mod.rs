//! The sample appeal cases shipped with Casebook: the training cases, built from the worked
//! examples of the bundled commentaries (`assets/samples/README.md` lists them with their
//! sources). They live in a database of their own (Help › Training cases, `casebook demo`),
//! marked as training cases, never in a database Casebook creates for a committee.
//!
//! The same ten cases are shipped in several languages, each a [`TrainingSet`]: one case bundle
//! per language (`assets/samples/sample-cases.json` in Russian, the commentaries' language;
//! `sample-cases-en.json` in English), each with case numbers its readers' keyboard types and
//! UUIDs of its own. A reader gets the set in his language ([`TrainingSet::for_reader`]).
//!
//! Each bundle is compiled into the binary and read by the same reader as any other bundle, so
//! a sample that the store would refuse fails here too, with the case and the field named. The
//! files themselves carry no training mark, so that tests and benchmarks may load the Russian
//! cases as a committee's own ([`load_into`]).

mod archive;

pub use archive::synthetic_archive;

use crate::bridge::{Card, Contract, Deal, Hand, Seat, Suit};
use crate::case::Case;
use crate::hand_record::{Play, PlayedCard, Trick};
use crate::store::{Bundle, HeldTrainingCase, ImportReport, Store, StoreError};

/// The sample cases in Russian as case-bundle JSON, ready for
/// [`crate::store::Store::import_bundle`]: the fixtures of tests and benchmarks.
pub const SAMPLE_BUNDLE_JSON: &str = include_str!("../../../assets/samples/sample-cases.json");

/// Every set of training cases shipped, the Russian first. A language is added with its bundle
/// in `assets/samples/` and one line here.
pub const TRAINING_SETS: &[TrainingSet] = &[
    TrainingSet::new("ru", SAMPLE_BUNDLE_JSON),
    TrainingSet::new(
        "en",
        include_str!("../../../assets/samples/sample-cases-en.json"),
    ),
    TrainingSet::new(
        "bg",
        include_str!("../../../assets/samples/sample-cases-bg.json"),
    ),
];

/// The training cases in one language: the same cases as every other set, their text
/// translated, their numbers and UUIDs their own, their deals, auctions, scores and workflow
/// answers the same.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrainingSet {
    /// The language of the cases, as their record keeps it (`ru`, `en`, `bg`).
    pub language: &'static str,
    /// The cases as case-bundle JSON.
    pub json: &'static str,
}

impl TrainingSet {
    pub const fn new(language: &'static str, json: &'static str) -> TrainingSet {
        TrainingSet { language, json }
    }

    /// The set in `language`, a language code (`ru`, `en`, `bg`) or a tag or locale that
    /// begins with one (`en-GB`, `ru_RU.UTF-8`), when one is shipped.
    pub fn of(language: &str) -> Option<TrainingSet> {
        let primary = language
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .trim()
            .to_ascii_lowercase();
        TRAINING_SETS
            .iter()
            .copied()
            .find(|set| set.language == primary)
    }

    /// The set a reader of `language` is given: the one in his language, or the English one
    /// when there is none in it.
    pub fn for_reader(language: &str) -> TrainingSet {
        TrainingSet::of(language).unwrap_or_else(TrainingSet::english)
    }

    /// The English set, the one for a reader whose language has none.
    pub fn english() -> TrainingSet {
        TRAINING_SETS
            .iter()
            .copied()
            .find(|set| set.language == "en")
            .unwrap_or(TRAINING_SETS[0])
    }

    /// The language codes the training cases are shipped in, in [`TRAINING_SETS`]' order.
    pub fn languages() -> impl Iterator<Item = &'static str> {
        TRAINING_SETS.iter().map(|set| set.language)
    }

    /// The set's cases, each validated, without the training mark.
    pub fn cases(self) -> Result<Vec<Case>, SampleError> {
        parse_samples(self.json)
    }

    /// The set's cases marked as training cases, as a training database holds them.
    pub fn training_cases(self) -> Result<Vec<Case>, SampleError> {
        let mut cases = self.cases()?;
        for case in &mut cases {
            case.training = true;
        }
        Ok(cases)
    }
}

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

/// The Russian sample cases shipped with this build, each validated: the fixtures of tests and
/// benchmarks.
pub fn sample_cases() -> Result<Vec<Case>, SampleError> {
    parse_samples(SAMPLE_BUNDLE_JSON)
}

/// Loads the Russian sample cases into `store` in one transaction as a committee's own cases
/// (no training mark: fixtures for tests and benchmarks); cases already there (same UUID and
/// revision) are left as they are, so loading twice changes nothing.
pub fn load_into(store: &mut Store) -> Result<ImportReport, StoreError> {
    store.import_bundle(SAMPLE_BUNDLE_JSON)
}

/// Loads the training cases of `set` into `store`, marked as such (`casebook demo --db`);
/// loading twice changes nothing.
pub fn load_training(store: &mut Store, set: TrainingSet) -> Result<ImportReport, StoreError> {
    let cases = set
        .training_cases()
        .map_err(|e| StoreError::Bundle(e.to_string()))?;
    store.import_bundle(&Bundle::new(cases).to_json())
}

/// What filling the training database did: the set's cases loaded, and the untouched cases of
/// the other sets taken out.
#[derive(Debug, Clone, Default)]
pub struct TrainingLoad {
    pub report: ImportReport,
    pub removed: Vec<HeldTrainingCase>,
}

/// Fills the training cases' own database (Help › Training cases, `casebook demo`) with the
/// cases of `set`, and takes out the untouched cases of every other set, so that it holds the
/// cases in one language; a training case changed since it was shipped stays, whatever its
/// language. Doing it twice changes nothing.
pub fn load_training_alone(
    store: &mut Store,
    set: TrainingSet,
) -> Result<TrainingLoad, StoreError> {
    let report = load_training(store, set)?;
    let own = set.cases().map_err(|e| StoreError::Bundle(e.to_string()))?;
    let others: Vec<HeldTrainingCase> = untouched_training_cases(store)?
        .into_iter()
        .filter(|held| !own.iter().any(|case| case.uuid == held.uuid))
        .collect();
    let removed = remove_held(store, others)?;
    Ok(TrainingLoad { report, removed })
}

/// The training cases of every set, as shipped.
fn shipped_training_cases() -> Result<Vec<Case>, StoreError> {
    let mut shipped = Vec::new();
    for set in TRAINING_SETS {
        shipped.extend(set.cases().map_err(|e| StoreError::Bundle(e.to_string()))?);
    }
    Ok(shipped)
}

/// The training cases this version or an earlier one put into a database, of any language's
/// set, still as shipped (their UUID, and the revision they were shipped at: nobody saved them
/// since): what the window offers to remove, and `casebook demo --remove` removes.
pub fn untouched_training_cases(store: &Store) -> Result<Vec<HeldTrainingCase>, StoreError> {
    let shipped = shipped_training_cases()?;
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
    remove_held(store, untouched)
}

/// Deletes each case at the revision it was found at; the ones deleted (one saved meanwhile is
/// left).
fn remove_held(
    store: &mut Store,
    cases: Vec<HeldTrainingCase>,
) -> Result<Vec<HeldTrainingCase>, StoreError> {
    let mut removed = Vec::with_capacity(cases.len());
    for case in cases {
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
    fn every_training_set_reads_in_its_language_with_uuids_of_its_own() {
        let mut uuids = std::collections::HashSet::new();
        let mut seen = 0;
        for set in TRAINING_SETS {
            let cases = set.cases().expect("the set reads");
            assert_eq!(cases.len(), 10, "{}", set.language);
            for case in &cases {
                assert_eq!(case.language, set.language);
                assert!(!case.training, "the bundle carries no training mark");
                uuids.insert(case.uuid);
                seen += 1;
            }
            assert!(set.training_cases().unwrap().iter().all(|c| c.training));
        }
        assert_eq!(uuids.len(), seen, "a UUID is used by two sets");
        assert_eq!(TRAINING_SETS[0].json, SAMPLE_BUNDLE_JSON);
    }

    #[test]
    fn a_reader_gets_the_set_of_his_language_or_the_english_one() {
        assert_eq!(TrainingSet::of("ru").map(|s| s.language), Some("ru"));
        assert_eq!(TrainingSet::of("en-GB").map(|s| s.language), Some("en"));
        assert_eq!(
            TrainingSet::of("ru_RU.UTF-8").map(|s| s.language),
            Some("ru")
        );
        assert_eq!(TrainingSet::of("de"), None);
        assert_eq!(TrainingSet::for_reader("de").language, "en");
        assert_eq!(TrainingSet::for_reader("").language, "en");
        assert_eq!(TrainingSet::for_reader("RU").language, "ru");
        let languages: Vec<_> = TrainingSet::languages().collect();
        assert_eq!(&languages[..2], ["ru", "en"]);
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
