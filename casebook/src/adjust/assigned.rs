//! Assigned adjusted scores (1997 Law 12C2; the 2017 Laws keep it as an option of the
//! regulating authority): the non-offenders get the most favourable result that was *likely*,
//! the offenders the most unfavourable that was *at all probable*. The two need not balance.

use super::error::AdjustError;
use super::outcome::Outcome;
use super::rational::Rational;
use super::text::Language;
use crate::bridge::{Side, Vulnerability};

/// An outcome and the committee's estimate of its probability had there been no infraction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProbableOutcome {
    pub outcome: Outcome,
    pub probability: Rational,
}

/// Why a result was chosen for a side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AssignedBasis {
    /// The non-offenders' most favourable outcome with probability at the "likely" threshold
    /// or above.
    Likely { probability: Rational },
    /// The offenders' most unfavourable outcome with probability at the "at all probable"
    /// threshold or above.
    AtAllProbable { probability: Rational },
    /// The non-offenders keep the table result: nothing likely is better for them, and their
    /// score is never reduced by an adjustment (commentary 12.11).
    TableResultNotReduced,
    /// The non-offenders keep the table result because no outcome is likely at all: 12C2 has
    /// nothing to assign them, and only a weighted score (12C3) can do better (commentary 12.31).
    NothingLikely { threshold: Rational },
    /// The offenders keep the table result: nothing at all probable is worse for them.
    TableResultNothingWorse,
}

/// The result assigned to one side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AssignedChoice {
    pub side: Side,
    pub outcome: Outcome,
    pub ns_points: i32,
    pub basis: AssignedBasis,
}

/// `a` is better than `b` for `side`, in North–South total points. Points order results the
/// same way as IMPs and matchpoints do, so the choice does not depend on the form of scoring.
fn better_for(side: Side, a: i32, b: i32) -> bool {
    match side {
        Side::NS => a > b,
        Side::EW => a < b,
    }
}

fn listing(outcomes: &[ProbableOutcome]) -> String {
    outcomes
        .iter()
        .map(|o| {
            format!(
                "{} {}",
                o.outcome.result_text(Language::English),
                o.probability.weight_text('.')
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Every probability lies between 0 and 1 and together they are at most 1. They need not
/// reach 1: the committee lists the outcomes that matter, not every conceivable one.
pub fn validate_probabilities(outcomes: &[ProbableOutcome]) -> Result<(), AdjustError> {
    if outcomes.is_empty() {
        return Err(AdjustError::NoOutcomes);
    }
    for (index, o) in outcomes.iter().enumerate() {
        if o.probability.is_negative() || o.probability > Rational::ONE {
            return Err(AdjustError::ProbabilityOutOfRange {
                index,
                outcome: o.outcome.result_text(Language::English),
                probability: o.probability,
            });
        }
    }
    let sum = Rational::checked_sum(outcomes.iter().map(|o| o.probability))
        .ok_or(AdjustError::Overflow)?;
    if sum > Rational::ONE {
        return Err(AdjustError::ProbabilitiesAboveOne {
            sum,
            listing: listing(outcomes),
        });
    }
    Ok(())
}

/// The non-offenders' assigned result: the most favourable outcome whose probability is at
/// least `likely` (commentary 12.16: 1/3, compared exactly, "не ниже"), or the table result
/// when that is better still. When no outcome is likely at all, 12C2 has nothing to assign
/// and the non-offenders keep their table result (commentary 12.31), while the offenders
/// still receive theirs.
pub fn non_offenders_choice(
    non_offending: Side,
    table: &Outcome,
    outcomes: &[ProbableOutcome],
    vulnerability: Vulnerability,
    likely: Rational,
) -> Result<AssignedChoice, AdjustError> {
    validate_probabilities(outcomes)?;
    let mut best: Option<(ProbableOutcome, i32)> = None;
    for o in outcomes.iter().filter(|o| o.probability >= likely) {
        let points = o.outcome.ns_points(vulnerability)?;
        if best.is_none_or(|(_, p)| better_for(non_offending, points, p)) {
            best = Some((*o, points));
        }
    }
    let table_points = table.ns_points(vulnerability)?;
    let Some((chosen, points)) = best else {
        return Ok(AssignedChoice {
            side: non_offending,
            outcome: *table,
            ns_points: table_points,
            basis: AssignedBasis::NothingLikely { threshold: likely },
        });
    };
    Ok(if better_for(non_offending, table_points, points) {
        AssignedChoice {
            side: non_offending,
            outcome: *table,
            ns_points: table_points,
            basis: AssignedBasis::TableResultNotReduced,
        }
    } else {
        AssignedChoice {
            side: non_offending,
            outcome: chosen.outcome,
            ns_points: points,
            basis: AssignedBasis::Likely {
                probability: chosen.probability,
            },
        }
    })
}

/// The offenders' assigned result: the most unfavourable outcome whose probability is at
/// least `at_all_probable` (commentary 12.18: 1/6), reached with or without the infraction;
/// the table result when nothing probable is worse for them.
pub fn offenders_choice(
    offending: Side,
    table: &Outcome,
    outcomes: &[ProbableOutcome],
    vulnerability: Vulnerability,
    at_all_probable: Rational,
) -> Result<AssignedChoice, AdjustError> {
    validate_probabilities(outcomes)?;
    let table_points = table.ns_points(vulnerability)?;
    let mut choice = AssignedChoice {
        side: offending,
        outcome: *table,
        ns_points: table_points,
        basis: AssignedBasis::TableResultNothingWorse,
    };
    for o in outcomes.iter().filter(|o| o.probability >= at_all_probable) {
        let points = o.outcome.ns_points(vulnerability)?;
        if better_for(offending, choice.ns_points, points) {
            choice = AssignedChoice {
                side: offending,
                outcome: o.outcome,
                ns_points: points,
                basis: AssignedBasis::AtAllProbable {
                    probability: o.probability,
                },
            };
        }
    }
    Ok(choice)
}

impl AssignedChoice {
    /// Why this result, in words: the text before the result itself in a breakdown.
    pub fn reason(
        &self,
        likely: Rational,
        at_all_probable: Rational,
        language: Language,
    ) -> String {
        let sep = language.decimal_separator();
        match (self.basis, language) {
            (AssignedBasis::Likely { probability }, Language::English) => format!(
                "the most favourable likely result (probability {} ≥ {}, 1997 Law 12C2)",
                probability.weight_text(sep),
                likely.weight_text(sep)
            ),
            (AssignedBasis::Likely { probability }, Language::Russian) => format!(
                "наиболее благоприятный из правдоподобных результатов (вероятность {} ≥ {}, Правило 12C2 1997)",
                probability.weight_text(sep),
                likely.weight_text(sep)
            ),
            (AssignedBasis::Likely { probability }, Language::Bulgarian) => format!(
                "най-благоприятният от правдоподобните резултати (вероятност {} ≥ {}, Правило 12C2 от 1997 г.)",
                probability.weight_text(sep),
                likely.weight_text(sep)
            ),
            (AssignedBasis::AtAllProbable { probability }, Language::English) => format!(
                "the most unfavourable result at all probable (probability {} ≥ {}, 1997 Law 12C2)",
                probability.weight_text(sep),
                at_all_probable.weight_text(sep)
            ),
            (AssignedBasis::AtAllProbable { probability }, Language::Russian) => format!(
                "наиболее неблагоприятный из вообще вероятных результатов (вероятность {} ≥ {}, Правило 12C2 1997)",
                probability.weight_text(sep),
                at_all_probable.weight_text(sep)
            ),
            (AssignedBasis::AtAllProbable { probability }, Language::Bulgarian) => format!(
                "най-неблагоприятният от изобщо вероятните резултати (вероятност {} ≥ {}, Правило 12C2 от 1997 г.)",
                probability.weight_text(sep),
                at_all_probable.weight_text(sep)
            ),
            (AssignedBasis::TableResultNotReduced, Language::English) => {
                "the table result stands: no likely result is better, and an adjustment never reduces the non-offenders' score (commentary 12.11)".to_string()
            }
            (AssignedBasis::TableResultNotReduced, Language::Russian) => {
                "остаётся результат за столом: правдоподобного результата лучше нет, а присуждение никогда не уменьшает результат ненарушившей стороны (комментарий 12.11)".to_string()
            }
            (AssignedBasis::TableResultNotReduced, Language::Bulgarian) => {
                "игралният резултат остава: няма по-добър правдоподобен резултат, а административният резултат никога не намалява резултата на невиновната страна (коментар 12.11)".to_string()
            }
            (AssignedBasis::NothingLikely { threshold }, Language::English) => format!(
                "the table result stands: no other result is likely (none reaches probability {}), so 1997 Law 12C2 has nothing to assign the non-offenders (commentary 12.31); a weighted score under Law 12C3 can do better for them",
                threshold.weight_text(sep)
            ),
            (AssignedBasis::NothingLikely { threshold }, Language::Russian) => format!(
                "остаётся результат за столом: ни один другой результат не правдоподобен (ни один не имеет вероятности {}), так что по Правилу 12C2 1997 ненарушившей стороне назначить нечего (комментарий 12.31); взвешенный результат по Правилу 12C3 может быть для неё выгоднее",
                threshold.weight_text(sep)
            ),
            (AssignedBasis::NothingLikely { threshold }, Language::Bulgarian) => format!(
                "игралният резултат остава: никой друг резултат не е правдоподобен (нито един не достига вероятност {}), затова по Правило 12C2 от 1997 г. на невиновната страна няма какво да се назначи (коментар 12.31); резултат с тежести по Правило 12C3 може да е по-благоприятен за нея",
                threshold.weight_text(sep)
            ),
            (AssignedBasis::TableResultNothingWorse, Language::English) => {
                "the table result stands: no result at all probable is worse for the offenders (1997 Law 12C2)".to_string()
            }
            (AssignedBasis::TableResultNothingWorse, Language::Russian) => {
                "остаётся результат за столом: вообще вероятного результата хуже для нарушившей стороны нет (Правило 12C2 1997)".to_string()
            }
            (AssignedBasis::TableResultNothingWorse, Language::Bulgarian) => {
                "игралният резултат остава: няма изобщо вероятен резултат, по-лош за виновната страна (Правило 12C2 от 1997 г.)".to_string()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adjust::as_written::r;
    use crate::bridge::Seat;

    fn by_south(contract: &str, tricks: u8) -> Outcome {
        Outcome::played(contract.parse().expect("contract"), Seat::South, tricks).expect("legal")
    }

    #[test]
    fn the_thresholds_are_inclusive_and_exact() {
        // Commentary 12.16, 12.18: p = 1/3 is likely, 0.33 is not.
        let table = by_south("3C", 12);
        let with = |p: Rational| {
            vec![ProbableOutcome {
                outcome: by_south("3NT", 10),
                probability: p,
            }]
        };
        let likely = r(1, 3);
        let choice = non_offenders_choice(
            Side::NS,
            &table,
            &with(r(1, 3)),
            Vulnerability::None,
            likely,
        )
        .expect("likely");
        assert_eq!(choice.ns_points, 430);
        let unlikely = non_offenders_choice(
            Side::NS,
            &table,
            &with(r(33, 100)),
            Vulnerability::None,
            likely,
        )
        .expect("the table result");
        assert_eq!(
            unlikely.basis,
            AssignedBasis::NothingLikely { threshold: likely }
        );
        assert_eq!(unlikely.ns_points, 170);
        let os = |p| {
            offenders_choice(Side::EW, &table, &with(p), Vulnerability::None, r(1, 6))
                .expect("valid")
                .basis
        };
        assert_eq!(
            os(r(1, 6)),
            AssignedBasis::AtAllProbable {
                probability: r(1, 6)
            }
        );
        assert_eq!(os(r(15, 100)), AssignedBasis::TableResultNothingWorse);
    }

    #[test]
    fn the_non_offenders_keep_a_better_table_result() {
        // Commentary 12.11 (commentary-1997-ru.txt l.1165): the non-offenders' score is never reduced.
        let table = by_south("6C", 12);
        let outcomes = [ProbableOutcome {
            outcome: by_south("3NT", 10),
            probability: r(1, 2),
        }];
        let choice =
            non_offenders_choice(Side::NS, &table, &outcomes, Vulnerability::None, r(1, 3))
                .expect("likely");
        assert_eq!(choice.basis, AssignedBasis::TableResultNotReduced);
        assert_eq!(choice.ns_points, 920);
    }

    #[test]
    fn probabilities_above_one_are_refused() {
        let table = by_south("3C", 12);
        let too_much = [
            ProbableOutcome {
                outcome: by_south("3NT", 10),
                probability: r(2, 3),
            },
            ProbableOutcome {
                outcome: by_south("3NT", 9),
                probability: r(1, 2),
            },
        ];
        assert!(matches!(
            non_offenders_choice(Side::NS, &table, &too_much, Vulnerability::None, r(1, 3)),
            Err(AdjustError::ProbabilitiesAboveOne { .. })
        ));
        let above_one = [ProbableOutcome {
            outcome: by_south("3NT", 10),
            probability: r(11, 10),
        }];
        assert!(matches!(
            offenders_choice(Side::EW, &table, &above_one, Vulnerability::None, r(1, 6)),
            Err(AdjustError::ProbabilityOutOfRange { index: 0, .. })
        ));
    }
}
