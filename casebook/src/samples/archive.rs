//! A synthetic archive for precedents and scale: the sample cases varied so that an index (or
//! a typesetter's memory of what it laid out before) is not flattered by repetition — each
//! case is played with its own deal, cites its own draw of Laws of its kind, answers its
//! findings its own way, adjusts by one method or the other, keeps or returns the deposit,
//! and adds to its facts and to the explanations in its auction words drawn from the whole
//! samples' vocabulary.

use super::{SampleError, random_deal, sample_cases};
use crate::bridge::{HAND_SIZE, Seat};
use crate::case::{Case, DepositOutcome, RulingOutcome};
use crate::text::words;

/// Laws a ruling of each kind of case may cite, as Directors write them.
const UI_LAWS: &[&str] = &[
    "16A", "16A1", "16A2", "16B", "16C2", "73C", "73D1", "73F1", "12C2", "12C3", "12A1", "12B",
];
const MI_LAWS: &[&str] = &[
    "75A", "75B", "75C", "75D2", "21B1", "21B3", "40A", "40B", "40C", "12C2", "12C3", "47E",
];
const OTHER_LAWS: &[&str] = &[
    "68A", "68B", "68D", "70A", "70D", "64A", "64B", "82C", "50D2", "10C1", "54", "72B1", "90",
];

/// A small deterministic generator (an LCG), the same on every machine.
struct Draw(u64);

impl Draw {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        self.0 >> 33
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// `count` cases from `first` (UUIDs and numbers as [`super::synthetic_cases`] gives them),
/// spread evenly over `years` years ending with `last_year`.
pub fn synthetic_archive(
    count: usize,
    first: usize,
    last_year: i32,
    years: usize,
) -> Result<Vec<Case>, SampleError> {
    let years = years.max(1);
    let total = count.max(1);
    let templates = sample_cases()?;
    let mut vocabulary: Vec<String> = templates
        .iter()
        .flat_map(|case| words(&case.prose()))
        .filter(|w| w.chars().count() >= 4)
        .collect();
    vocabulary.sort();
    vocabulary.dedup();
    let mut cases = super::synthetic_cases(count, first, |i| {
        let position = (i - first) * years / total;
        last_year - (years - 1) as i32 + position as i32
    })?;
    for (offset, case) in cases.iter_mut().enumerate() {
        let seed = (first + offset) as u64 ^ 0x5EED_CA5E;
        vary(case, &mut Draw(seed), &vocabulary);
        vary_deal(case, seed);
    }
    Ok(cases)
}

fn vary(case: &mut Case, draw: &mut Draw, vocabulary: &[String]) {
    let pool = match case.workflow.first().map(|a| a.step.as_str()) {
        Some(step) if step.starts_with("ui.") => UI_LAWS,
        Some(step) if step.starts_with("mi.") => MI_LAWS,
        _ => OTHER_LAWS,
    };
    let cited = 2 + draw.below(3);
    let mut laws: Vec<String> = Vec::new();
    while laws.len() < cited {
        let law = pool[draw.below(pool.len())].to_string();
        if !laws.contains(&law) {
            laws.push(law);
        }
    }
    case.ruling.laws = laws;
    for answer in &mut case.workflow {
        if (answer.answer == "yes" || answer.answer == "no") && draw.chance(25) {
            answer.answer = if answer.answer == "yes" { "no" } else { "yes" }.to_string();
        }
        if answer.step.ends_with(".adjusted_score") && draw.chance(40) {
            answer.answer = if answer.answer.contains("\"weighted\"") {
                answer.answer.replace("\"weighted\"", "\"assigned\"")
            } else {
                answer.answer.replace("\"assigned\"", "\"weighted\"")
            };
        }
    }
    case.decision.outcome = Some(match draw.below(10) {
        0..=5 => RulingOutcome::Upheld,
        6..=8 => RulingOutcome::Varied,
        _ => RulingOutcome::Cancelled,
    });
    case.decision.without_merit = draw.chance(8);
    case.decision.deposit = Some(if case.decision.without_merit || draw.chance(10) {
        DepositOutcome::Kept
    } else {
        DepositOutcome::Returned
    });
    if !vocabulary.is_empty() {
        let sentence: Vec<&str> = (0..12)
            .map(|_| vocabulary[draw.below(vocabulary.len())].as_str())
            .collect();
        case.facts.agreed.push_str("\n\n");
        case.facts.agreed.push_str(&sentence.join(" "));
        case.facts.agreed.push('.');
        for explanation in case
            .auction
            .annotations
            .iter_mut()
            .flat_map(|a| &mut a.explanations)
        {
            let words: Vec<&str> = (0..3)
                .map(|_| vocabulary[draw.below(vocabulary.len())].as_str())
                .collect();
            explanation.text = format!("{} ({})", explanation.text.trim_end(), words.join(" "));
        }
    }
}

/// A deal of its own for a case whose deal is complete; the hand holding the recorded opening
/// lead goes to the opening leader, declarer's left-hand opponent (Law 41A), so that the case
/// stays consistent.
fn vary_deal(case: &mut Case, seed: u64) {
    let complete = Seat::ALL.iter().all(|&seat| {
        case.board
            .deal
            .hand(seat)
            .is_some_and(|h| h.len() == HAND_SIZE)
    });
    if !complete {
        return;
    }
    let mut deal = random_deal(seed);
    let leader = case
        .result
        .as_ref()
        .and_then(|r| r.declarer)
        .map(Seat::next);
    if let (Some(lead), Some(leader)) = (case.play.opening_lead, leader)
        && let Some(holder) = Seat::ALL
            .into_iter()
            .find(|&seat| deal.hand(seat).is_some_and(|h| h.contains(lead)))
    {
        let (held, leaders) = (deal.hand(holder), deal.hand(leader));
        deal.set_hand(leader, held);
        deal.set_hand(holder, leaders);
    }
    case.board.deal = deal;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_archive_spreads_over_its_years_and_varies_its_cases() {
        let cases = synthetic_archive(300, 0, 2026, 30).expect("the samples read");
        let years: std::collections::BTreeSet<i32> =
            cases.iter().filter_map(|c| c.identity.year).collect();
        assert_eq!(years.first(), Some(&1997));
        assert_eq!(years.last(), Some(&2026));
        assert_eq!(years.len(), 30);
        let rulings: std::collections::HashSet<Vec<String>> =
            cases.iter().map(|c| c.ruling.laws.clone()).collect();
        assert!(
            rulings.len() > 100,
            "only {} distinct rulings",
            rulings.len()
        );
        let deals: std::collections::HashSet<String> = cases
            .iter()
            .map(|c| format!("{:?}", c.board.deal))
            .collect();
        assert!(deals.len() > 250, "only {} distinct deals", deals.len());
        // A new deal makes no case inconsistent (the opening lead stays in the leader's hand).
        let templates = sample_cases().expect("the samples read");
        for (i, case) in cases.iter().enumerate() {
            let fields =
                |c: &Case| -> Vec<String> { c.problems().into_iter().map(|p| p.field).collect() };
            assert_eq!(
                fields(case),
                fields(&templates[i % templates.len()]),
                "{}",
                case.identity.case_number
            );
        }
        // The same call twice gives the same archive.
        assert_eq!(cases, synthetic_archive(300, 0, 2026, 30).expect("again"));
    }
}
