//! Computes an adjusted score. Everything is exact until the last step, which rounds by the
//! regulating authority's setting. Compute first, explain after: the figures of each side
//! ([`super::figures`]) are worked out, averaged and rounded, and only then written out
//! ([`super::explain`]).

use super::adjustment::{AdjustedScore, Board, Method, Rounding, Settings, SideScore};
use super::error::AdjustError;
use super::explain;
use super::figures::{Figure, KnockoutAverage, MethodFigures, SideFigures, method_figures};
use super::knockout::knockout_average;
use super::rational::Rational;
use super::text::Unit;
use crate::bridge::Side;

/// The final score of a side: rounded to the unit's step by the half rule.
fn round(
    exact: Rational,
    unit: Unit,
    side: Side,
    non_offending: Option<Side>,
    rounding: &Rounding,
) -> Result<Rational, AdjustError> {
    let step = match unit {
        Unit::Imps => rounding.imps_step,
        Unit::Percent => rounding.percent_step,
    };
    let half_up = rounding
        .halves
        .rounds_up(side, non_offending, exact > unit.average());
    exact.round_to(step, half_up).ok_or(AdjustError::Overflow)
}

/// Computes an adjusted score.
pub fn adjust(
    board: &Board,
    method: &Method,
    settings: &Settings,
) -> Result<AdjustedScore, AdjustError> {
    let unit = board.comparison.unit();
    if board.knockout && unit != Unit::Imps {
        return Err(AdjustError::KnockoutAtMatchpoints);
    }
    let MethodFigures {
        sides: [ns, ew],
        table,
        outcomes,
        non_offending,
    } = method_figures(board, method, settings)?;
    let balanced = match unit {
        Unit::Imps => ns.exact.checked_add(ew.exact) == Some(Rational::ZERO),
        Unit::Percent => ns.exact.checked_add(ew.exact) == Some(Rational::integer(100)),
    };
    let knockout_averaged = board.knockout && !balanced;
    let averages = if knockout_averaged {
        let (a, b) = knockout_average(ns.exact, ew.exact)?;
        [
            Some(KnockoutAverage {
                own: ns.exact,
                other: ew.exact,
                value: a,
            }),
            Some(KnockoutAverage {
                own: ew.exact,
                other: ns.exact,
                value: b,
            }),
        ]
    } else {
        [None, None]
    };
    let [ns_average, ew_average] = averages;
    let finish = |figure: Figure,
                  knockout: Option<KnockoutAverage>,
                  side: Side|
     -> Result<SideScore, AdjustError> {
        let exact = knockout.map_or(figure.exact, |k| k.value);
        let score = round(exact, unit, side, non_offending, &settings.rounding)?;
        let figures = SideFigures {
            side,
            unit,
            basis: figure.basis,
            exact: figure.exact,
            knockout,
            rounded: (score != exact).then_some(score),
        };
        Ok(SideScore {
            side,
            unit,
            exact,
            score,
            breakdown: explain::breakdown(&figures)?,
        })
    };
    Ok(AdjustedScore {
        ns: finish(ns, ns_average, Side::NS)?,
        ew: finish(ew, ew_average, Side::EW)?,
        table,
        outcomes,
        knockout_averaged,
    })
}
