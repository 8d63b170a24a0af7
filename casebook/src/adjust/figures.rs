//! The arithmetic of an adjusted score as data: for each side, the figures its score is built
//! from — the award, the result assigned, or the outcomes each scored and then weighted (2017
//! Law 12C1(c), 1997 Law 12C3) — and then what knockout averaging and the final rounding did to
//! it. The breakdown is written from these figures in one place, [`super::explain`].

use super::adjustment::{Board, Method, ScoredOutcome, Settings};
use super::artificial::{ArtificialAward, ArtificialScore, artificial_score};
use super::assigned::{AssignedChoice, non_offenders_choice, offenders_choice};
use super::comparison::for_side;
use super::error::AdjustError;
use super::outcome::Outcome;
use super::rational::Rational;
use super::text::Unit;
use super::weighted::{
    OutcomeWeight, Scheme, WeightedOutcome, WeightedScore, offenders_choice_among_weighted, weigh,
};
use crate::bridge::Side;

/// How a side's score, before knockout averaging and rounding, was reached.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Basis {
    /// Average plus, average or average minus, or the session score in their place.
    Artificial(ArtificialScore),
    /// The one result assigned (1997 Law 12C2) under the profile's thresholds.
    Assigned {
        choice: AssignedChoice,
        scored: ScoredOutcome,
        likely: Rational,
        at_all_probable: Rational,
    },
    /// Each outcome scored, then weighted. `floor`: the non-offenders' table result, which
    /// stands when the weighted score falls below it (the EBL and non-offenders-only schemes,
    /// commentary 12.35, 12.11).
    Weighted {
        weighted: WeightedScore,
        /// The weighted score from this side's viewpoint.
        value: Rational,
        floor: Option<Floor>,
    },
    /// The offenders' side of a score both sides share (WBF and EBL schemes): the weighted
    /// score seen from their side, or the table result the non-offenders kept.
    Shared {
        weighted: WeightedScore,
        value: Rational,
        /// The table result, when the non-offenders kept it.
        kept: Option<ScoredOutcome>,
    },
    /// The non-offenders' more favourable of average plus and the assigned score (2017 Law
    /// 86B2(b)).
    AveragePlusOrAssigned {
        assigned: Box<Basis>,
        average_plus: Rational,
        takes_average_plus: bool,
    },
    /// The offenders' complement of the non-offenders' score (2017 Law 86B2(b)).
    Complement,
}

/// The table result under a scheme that keeps it for the non-offenders, and whether it did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Floor {
    pub table: ScoredOutcome,
    pub scheme: Scheme,
    pub applied: bool,
}

/// A side's score before knockout averaging and rounding: its basis and its exact value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Figure {
    pub basis: Basis,
    pub exact: Rational,
}

/// Unbalanced knockout scores averaged (2017 Law 12C4, 1997 Law 86B): the side's own score,
/// the other side's, and what the side receives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct KnockoutAverage {
    pub own: Rational,
    pub other: Rational,
    pub value: Rational,
}

/// Everything a side's breakdown is written from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct SideFigures {
    pub side: Side,
    pub unit: Unit,
    pub basis: Basis,
    /// The score from the basis, before knockout averaging and rounding.
    pub exact: Rational,
    pub knockout: Option<KnockoutAverage>,
    /// The score awarded, when rounding changed the exact one.
    pub rounded: Option<Rational>,
}

/// A result scored on its own against the board's comparison, from North–South's viewpoint.
pub(super) fn score_outcome(
    outcome: &Outcome,
    board: &Board,
) -> Result<ScoredOutcome, AdjustError> {
    let ns_points = outcome.ns_points(board.vulnerability)?;
    Ok(ScoredOutcome {
        outcome: *outcome,
        ns_points,
        ns_score: board.comparison.score(ns_points)?,
    })
}

/// The result assigned to a side, scored from its viewpoint.
pub(super) fn assigned(
    choice: &AssignedChoice,
    board: &Board,
    settings: &Settings,
) -> Result<Figure, AdjustError> {
    let scored = score_outcome(&choice.outcome, board)?;
    Ok(Figure {
        exact: for_side(scored.ns_score, board.comparison.unit(), choice.side)?,
        basis: Basis::Assigned {
            choice: *choice,
            scored,
            likely: settings.likely,
            at_all_probable: settings.at_all_probable,
        },
    })
}

/// A weighted score as `side` sees it; under a floor, a score below the table result gives way
/// to the table result.
pub(super) fn weighted(
    weighted: &WeightedScore,
    side: Side,
    table: &ScoredOutcome,
    floor: Option<Scheme>,
    unit: Unit,
) -> Result<Figure, AdjustError> {
    let value = for_side(weighted.ns, unit, side)?;
    let table_value = for_side(table.ns_score, unit, side)?;
    let floor = floor.map(|scheme| Floor {
        table: *table,
        scheme,
        applied: value < table_value,
    });
    let floored = floor.is_some_and(|f| f.applied);
    Ok(Figure {
        exact: if floored { table_value } else { value },
        basis: Basis::Weighted {
            weighted: weighted.clone(),
            value,
            floor,
        },
    })
}

/// The offenders' side of the score both sides share: the non-offenders' score (`nos_exact`,
/// from `non_offending`'s viewpoint) seen from the other side.
pub(super) fn shared(
    weighted: &WeightedScore,
    non_offending: Side,
    nos_exact: Rational,
    table: &ScoredOutcome,
    unit: Unit,
) -> Result<Figure, AdjustError> {
    let offending = non_offending.other();
    let value = for_side(weighted.ns, unit, offending)?;
    let exact = for_side(for_side(nos_exact, unit, non_offending)?, unit, offending)?;
    Ok(Figure {
        exact,
        basis: Basis::Shared {
            weighted: weighted.clone(),
            value,
            kept: (exact != value).then_some(*table),
        },
    })
}

/// The two sides' figures of a method, North–South first, with the table result and the
/// outcomes scored, and the non-offending side when there is one.
pub(super) struct MethodFigures {
    pub sides: [Figure; 2],
    pub table: Option<ScoredOutcome>,
    pub outcomes: Vec<ScoredOutcome>,
    pub non_offending: Option<Side>,
}

/// North–South's and East–West's figures from the non-offenders' and the offenders'.
fn in_seat_order(non_offending: Side, nos: Figure, os: Figure) -> [Figure; 2] {
    if non_offending == Side::NS {
        [nos, os]
    } else {
        [os, nos]
    }
}

pub(super) fn method_figures(
    board: &Board,
    method: &Method,
    settings: &Settings,
) -> Result<MethodFigures, AdjustError> {
    Ok(match method {
        Method::Artificial {
            ns,
            ew,
            session_ns,
            session_ew,
        } => MethodFigures {
            sides: [
                artificial(board, Side::NS, *ns, *session_ns, settings)?,
                artificial(board, Side::EW, *ew, *session_ew, settings)?,
            ],
            table: None,
            outcomes: Vec::new(),
            non_offending: None,
        },
        Method::Assigned {
            non_offending,
            table,
            outcomes,
        } => {
            board.comparison.validate()?;
            let v = board.vulnerability;
            let nos = non_offenders_choice(*non_offending, table, outcomes, v, settings.likely)?;
            let os = offenders_choice(
                non_offending.other(),
                table,
                outcomes,
                v,
                settings.at_all_probable,
            )?;
            MethodFigures {
                sides: in_seat_order(
                    *non_offending,
                    assigned(&nos, board, settings)?,
                    assigned(&os, board, settings)?,
                ),
                outcomes: scored(outcomes.iter().map(|o| &o.outcome), board)?,
                table: Some(score_outcome(table, board)?),
                non_offending: Some(*non_offending),
            }
        }
        Method::Weighted {
            non_offending,
            scheme,
            table,
            outcomes,
        } => {
            board.comparison.validate()?;
            MethodFigures {
                sides: weighted_method(board, *non_offending, *scheme, table, outcomes, settings)?,
                outcomes: scored(outcomes.iter().map(|o| &o.outcome), board)?,
                table: Some(score_outcome(table, board)?),
                non_offending: Some(*non_offending),
            }
        }
        Method::AveragePlusOrAssigned(assigned) => {
            average_plus_or_assigned(board, assigned, settings)?
        }
    })
}

fn scored<'a>(
    outcomes: impl Iterator<Item = &'a Outcome>,
    board: &Board,
) -> Result<Vec<ScoredOutcome>, AdjustError> {
    outcomes.map(|o| score_outcome(o, board)).collect()
}

fn artificial(
    board: &Board,
    side: Side,
    award: ArtificialAward,
    session: Option<Rational>,
    settings: &Settings,
) -> Result<Figure, AdjustError> {
    let score = artificial_score(
        side,
        award,
        board.comparison.unit(),
        session,
        &settings.artificial,
        settings.law_edition,
    )?;
    Ok(Figure {
        exact: score.value,
        basis: Basis::Artificial(score),
    })
}

/// A weighted score for both sides: the outcomes scored first, then weighted, each side by
/// its own weights when the committee gave them (2017 Law 12C1(c)); the offenders share the
/// non-offenders' score under the WBF and EBL schemes, and are assigned theirs under the
/// non-offenders-only one (commentary 12.35).
fn weighted_method(
    board: &Board,
    non_offending: Side,
    scheme: Scheme,
    table: &Outcome,
    outcomes: &[WeightedOutcome],
    settings: &Settings,
) -> Result<[Figure; 2], AdjustError> {
    settings.weighting_permitted()?;
    let split = matches!(
        outcomes.first().map(|o| o.weight),
        Some(OutcomeWeight::PerSide { .. })
    );
    if let Some(index) = outcomes
        .iter()
        .position(|o| matches!(o.weight, OutcomeWeight::PerSide { .. }) != split)
    {
        return Err(AdjustError::MixedWeightKinds { index });
    }
    if split && scheme == Scheme::NonOffendersOnly {
        return Err(AdjustError::OffenderWeightsUnderNonOffendersOnly { index: 0 });
    }
    let unit = board.comparison.unit();
    let table_scored = score_outcome(table, board)?;
    let offending = non_offending.other();
    let floor_for = |side: Side| (side == non_offending && scheme != Scheme::Wbf).then_some(scheme);
    let weights_of = |side: Side| -> Vec<(Outcome, Rational)> {
        outcomes
            .iter()
            .map(|o| (o.outcome, o.weight.for_side(side)))
            .collect()
    };
    let vulnerability = board.vulnerability;
    if split {
        let side_figure = |side: Side| -> Result<Figure, AdjustError> {
            let score = weigh(
                &weights_of(side),
                Some(side),
                vulnerability,
                &board.comparison,
            )?;
            weighted(&score, side, &table_scored, floor_for(side), unit)
        };
        return Ok([side_figure(Side::NS)?, side_figure(Side::EW)?]);
    }
    let score = weigh(
        &weights_of(Side::NS),
        None,
        vulnerability,
        &board.comparison,
    )?;
    let nos = weighted(
        &score,
        non_offending,
        &table_scored,
        floor_for(non_offending),
        unit,
    )?;
    let os = match scheme {
        Scheme::NonOffendersOnly => {
            let choice = offenders_choice_among_weighted(
                offending,
                table,
                outcomes,
                vulnerability,
                settings.at_all_probable,
            )?;
            assigned(&choice, board, settings)?
        }
        Scheme::Wbf | Scheme::Ebl => shared(&score, non_offending, nos.exact, &table_scored, unit)?,
    };
    Ok(in_seat_order(non_offending, nos, os))
}

/// 2017 Law 86B2(b) (laws-2017-bg.txt l.2372): the non-offenders get the more favourable of average plus
/// and the assigned score, the offenders the complement. Under earlier Laws the two kinds are
/// never combined (1997 commentary 12.26).
fn average_plus_or_assigned(
    board: &Board,
    assigned: &Method,
    settings: &Settings,
) -> Result<MethodFigures, AdjustError> {
    if settings.law_edition < 2017 {
        return Err(AdjustError::CombinedAward {
            law_edition: settings.law_edition,
        });
    }
    if board.comparison.unit() != Unit::Imps {
        return Err(AdjustError::AveragePlusOrAssignedAtMatchpoints);
    }
    if !matches!(assigned, Method::Assigned { .. } | Method::Weighted { .. }) {
        return Err(AdjustError::AveragePlusOrAssignedWithoutAssigned);
    }
    let inner = method_figures(board, assigned, settings)?;
    let nos = inner
        .non_offending
        .ok_or(AdjustError::AveragePlusOrAssignedWithoutAssigned)?;
    let [ns, ew] = inner.sides;
    let assigned_nos = if nos == Side::NS { ns } else { ew };
    let average_plus = settings.artificial.average_plus_imps;
    let takes_average_plus = average_plus > assigned_nos.exact;
    let exact = if takes_average_plus {
        average_plus
    } else {
        assigned_nos.exact
    };
    let nos_figure = Figure {
        exact,
        basis: Basis::AveragePlusOrAssigned {
            assigned: Box::new(assigned_nos.basis),
            average_plus,
            takes_average_plus,
        },
    };
    let os_figure = Figure {
        exact: exact.checked_neg().ok_or(AdjustError::Overflow)?,
        basis: Basis::Complement,
    };
    Ok(MethodFigures {
        sides: in_seat_order(nos, nos_figure, os_figure),
        table: inner.table,
        outcomes: inner.outcomes,
        non_offending: Some(nos),
    })
}
