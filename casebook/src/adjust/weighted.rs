//! Weighted adjusted scores (2017 Law 12C1(c), 1997 Law 12C3): each outcome is scored first,
//! into IMPs or matchpoints, and the scores are then weighted. Weighting total points and
//! converting once gives a different and wrong answer (+6 IMPs instead of +4.9 in the test
//! `each_outcome_is_scored_before_it_is_weighted`).

use super::assigned::{AssignedChoice, ProbableOutcome, offenders_choice};
use super::comparison::{Comparison, points_and_score};
use super::error::AdjustError;
use super::outcome::Outcome;
use super::rational::Rational;
use super::shares::{WeightingError, check_weighting};
use super::text::{Language, Unit};
use crate::bridge::{Side, Vulnerability};

/// Who gets the weighted score (1997 commentary 12.35).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scheme {
    /// (i) The weighted score to both sides; the offenders' procedural penalty is separate.
    Wbf,
    /// (ii) The weighted score to both sides, doubts resolved for the non-offenders, who must
    /// not end below their table result. The commentary's recommended default.
    Ebl,
    /// (iii) The weighted score to the non-offenders only; the offenders get their 12C2
    /// assigned score.
    NonOffendersOnly,
}

impl Scheme {
    pub const ALL: [Scheme; 3] = [Scheme::Wbf, Scheme::Ebl, Scheme::NonOffendersOnly];

    /// The name in requests and profiles: `wbf`, `ebl`, `nos_only`.
    pub fn code(self) -> &'static str {
        match self {
            Scheme::Wbf => "wbf",
            Scheme::Ebl => "ebl",
            Scheme::NonOffendersOnly => "nos_only",
        }
    }

    pub fn from_code(code: &str) -> Option<Scheme> {
        Scheme::ALL
            .into_iter()
            .find(|s| s.code().eq_ignore_ascii_case(code.trim()))
    }
}

/// An outcome's weight: the same for both sides, or one per side (a split score).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OutcomeWeight {
    Both(Rational),
    PerSide { ns: Rational, ew: Rational },
}

impl OutcomeWeight {
    pub fn for_side(self, side: Side) -> Rational {
        match (self, side) {
            (OutcomeWeight::Both(w), _) => w,
            (OutcomeWeight::PerSide { ns, .. }, Side::NS) => ns,
            (OutcomeWeight::PerSide { ew, .. }, Side::EW) => ew,
        }
    }
}

/// An outcome the committee weighs, with an optional probability for choosing the offenders'
/// assigned score under the non-offenders-only scheme (the weight stands in for it when
/// absent: 12C1(c) weights "reflect the probabilities").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WeightedOutcome {
    pub outcome: Outcome,
    pub weight: OutcomeWeight,
    pub probability: Option<Rational>,
}

impl WeightedOutcome {
    /// The outcome as an assigned score weighs it for `side`: its probability, or the side's
    /// weight standing in for it.
    pub fn as_probable(&self, side: Side) -> ProbableOutcome {
        ProbableOutcome {
            outcome: self.outcome,
            probability: self.probability.unwrap_or(self.weight.for_side(side)),
        }
    }
}

/// The offenders' score when only the non-offenders' is weighted (12C1(c) applied to the
/// non-offending side alone, as some jurisdictions do): the offenders get the assigned score
/// of Law 12C1(e) among the weighed outcomes, each at its probability or, absent one, at the
/// offenders' weight.
pub fn offenders_choice_among_weighted(
    offending: Side,
    table: &Outcome,
    outcomes: &[WeightedOutcome],
    vulnerability: Vulnerability,
    at_all_probable: Rational,
) -> Result<AssignedChoice, AdjustError> {
    let probable: Vec<ProbableOutcome> =
        outcomes.iter().map(|o| o.as_probable(offending)).collect();
    offenders_choice(offending, table, &probable, vulnerability, at_all_probable)
}

/// One outcome in a weighted score.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WeightedTerm {
    pub outcome: Outcome,
    pub weight: Rational,
    pub ns_points: i32,
    /// The outcome's own score from North–South's viewpoint, before weighting.
    pub ns_score: Rational,
}

/// A weighted score from North–South's viewpoint, with its terms.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WeightedScore {
    pub terms: Vec<WeightedTerm>,
    pub ns: Rational,
}

fn listing(outcomes: &[(Outcome, Rational)]) -> String {
    outcomes
        .iter()
        .map(|(o, w)| {
            format!(
                "{} {}",
                o.result_text(Language::English),
                w.weight_text('.')
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Scores each outcome against `comparison`, then weights the scores. The weights must be
/// non-negative and add up to exactly one; `side` names whose weights they are in an error.
pub fn weigh(
    outcomes: &[(Outcome, Rational)],
    side: Option<Side>,
    vulnerability: Vulnerability,
    comparison: &Comparison,
) -> Result<WeightedScore, AdjustError> {
    match check_weighting(outcomes.iter().map(|(_, w)| *w)) {
        Ok(()) => {}
        Err(WeightingError::Empty) => return Err(AdjustError::NoOutcomes),
        Err(WeightingError::Negative { index, weight }) => {
            return Err(AdjustError::NegativeWeight {
                index,
                side,
                outcome: outcomes[index].0.result_text(Language::English),
                weight,
            });
        }
        Err(WeightingError::Total(sum)) => {
            return Err(AdjustError::WeightsDoNotAddUp {
                side,
                sum,
                listing: listing(outcomes),
            });
        }
        Err(WeightingError::Overflow) => return Err(AdjustError::Overflow),
    }
    let mut terms = Vec::with_capacity(outcomes.len());
    let mut ns = Rational::ZERO;
    for &(outcome, weight) in outcomes {
        let ns_points = outcome.ns_points(vulnerability)?;
        let ns_score = comparison.score(ns_points)?;
        let product = ns_score.checked_mul(weight).ok_or(AdjustError::Overflow)?;
        ns = ns.checked_add(product).ok_or(AdjustError::Overflow)?;
        terms.push(WeightedTerm {
            outcome,
            weight,
            ns_points,
            ns_score,
        });
    }
    Ok(WeightedScore { terms, ns })
}

impl WeightedScore {
    /// `70% of 4♠= (+620 → +10 IMPs) + 30% of 4♠−1 (−100 → −7 IMPs)` from `side`'s viewpoint;
    /// outcomes of weight zero are left out.
    pub fn terms_text(
        &self,
        side: Side,
        unit: Unit,
        language: Language,
    ) -> Result<String, AdjustError> {
        let of = match language {
            Language::English => "of",
            Language::Russian | Language::Bulgarian => "от",
        };
        let mut parts = Vec::with_capacity(self.terms.len());
        for term in self.terms.iter().filter(|t| !t.weight.is_zero()) {
            parts.push(format!(
                "{} {of} {} ({})",
                term.weight.weight_text(language.decimal_separator()),
                term.outcome.result_text(language),
                points_and_score(term.ns_points, term.ns_score, unit, side, language)?
            ));
        }
        Ok(parts.join(" + "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adjust::as_written::{by, r};
    use crate::adjust::comparison::OtherRoom;
    use crate::bridge::Seat;

    #[test]
    fn each_outcome_is_scored_before_it_is_weighted() {
        // Weighting at teams (2017 Law 12C1(c)): 70% 4♠= (+620) and 30% 4♠−1 (−100) against +170,
        // NS vulnerable:
        // +10 and −7 IMPs weight to +4.9, not the +6 of weighting the points (404) first.
        let outcomes = [
            (by("4S", Seat::North, 10), r(7, 10)),
            (by("4S", Seat::North, 9), r(3, 10)),
        ];
        let comparison = Comparison::Imps(OtherRoom::Score(170));
        let score = weigh(&outcomes, None, Vulnerability::NS, &comparison).expect("valid");
        assert_eq!(score.ns, r(49, 10));
        assert_eq!(
            score
                .terms_text(Side::NS, Unit::Imps, Language::English)
                .expect("text"),
            "70% of 4♠= (+620 → +10 IMPs) + 30% of 4♠−1 (−100 → −7 IMPs)"
        );
        assert_eq!(
            score
                .terms_text(Side::EW, Unit::Imps, Language::Russian)
                .expect("text"),
            "70% от 4♠= (−620 → −10 импов) + 30% от 4♠−1 (+100 → +7 импов)"
        );
        assert_eq!(
            score
                .terms_text(Side::NS, Unit::Imps, Language::Bulgarian)
                .expect("text"),
            "70% от 4♠= (+620 → +10 IMPs) + 30% от 4♠−1 (−100 → −7 IMPs)"
        );
    }

    #[test]
    fn weights_that_miss_100_percent_are_named() {
        let outcomes = [
            (by("3NT", Seat::South, 10), r(1, 4)),
            (by("6C", Seat::South, 12), r(7, 10)),
        ];
        let error = weigh(
            &outcomes,
            None,
            Vulnerability::None,
            &Comparison::Imps(OtherRoom::Score(0)),
        )
        .expect_err("95%");
        assert_eq!(
            error.to_string(),
            "the weights add up to 95%, not 100% (3NT+1 25%, 6♣= 70%)"
        );
        let negative = [
            (by("3NT", Seat::South, 10), r(-1, 4)),
            (by("6C", Seat::South, 12), r(5, 4)),
        ];
        assert!(matches!(
            weigh(
                &negative,
                Some(Side::EW),
                Vulnerability::None,
                &Comparison::Imps(OtherRoom::Score(0))
            ),
            Err(AdjustError::NegativeWeight {
                index: 0,
                side: Some(Side::EW),
                ..
            })
        ));
    }
}
