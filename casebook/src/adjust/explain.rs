//! The one-line breakdown of a side's adjusted score, written in English, Russian and Bulgarian
//! from its figures ([`super::figures`]): `NS: 30% of 6♦−1 (+50 → …) + 70% of 6♦= (…) = …`,
//! then what knockout averaging and the final rounding did. Every sentence of the breakdown is
//! here.

use super::adjustment::ScoredOutcome;
use super::comparison::{points_and_score, side_prefix};
use super::error::AdjustError;
use super::figures::{Basis, Floor, KnockoutAverage, SideFigures};
use super::rational::Rational;
use super::text::{Breakdown, Language, Unit, score_with_unit, signed_number};
use super::weighted::{Scheme, WeightedScore};
use crate::bridge::Side;

/// The breakdown of a side in every language.
pub(super) fn breakdown(figures: &SideFigures) -> Result<Breakdown, AdjustError> {
    Ok(Breakdown {
        en: line(figures, Language::English)?,
        ru: line(figures, Language::Russian)?,
        bg: line(figures, Language::Bulgarian)?,
    })
}

/// The whole line: the basis, then the knockout average, then the rounding.
fn line(figures: &SideFigures, language: Language) -> Result<String, AdjustError> {
    let (side, unit) = (figures.side, figures.unit);
    let mut text = basis(&figures.basis, figures.exact, side, unit, language)?;
    if let Some(average) = &figures.knockout {
        text = knockout(&text, average, unit, language);
    }
    if let Some(score) = figures.rounded {
        let rounded = match language {
            Language::English => "rounded to",
            Language::Russian => "после округления",
            Language::Bulgarian => "закръглено до",
        };
        text = format!(
            "{text}, {rounded} {}",
            score_with_unit(score, unit, language)
        );
    }
    Ok(text)
}

/// The line of the basis; `exact` is the side's score from it.
fn basis(
    basis: &Basis,
    exact: Rational,
    side: Side,
    unit: Unit,
    language: Language,
) -> Result<String, AdjustError> {
    let prefix = side_prefix(side, language);
    Ok(match basis {
        Basis::Artificial(score) => score.breakdown.get(language).to_string(),
        Basis::Assigned {
            choice,
            scored,
            likely,
            at_all_probable,
        } => format!(
            "{prefix}{}: {}",
            choice.reason(*likely, *at_all_probable, language),
            result_text(scored, unit, side, language)?
        ),
        Basis::Weighted {
            weighted,
            value,
            floor,
        } => {
            let sum = weighted_sum(&prefix, weighted, *value, side, unit, language)?;
            match floor {
                Some(floor) if floor.applied => floored(&sum, floor, side, unit, language)?,
                _ => sum,
            }
        }
        Basis::Shared {
            weighted,
            value,
            kept,
        } => {
            let sum = weighted_sum(&prefix, weighted, *value, side, unit, language)?;
            match kept {
                Some(table) => {
                    let kept = match language {
                        Language::English => "the non-offenders kept the table result",
                        Language::Russian => "ненарушившая сторона сохранила результат за столом",
                        Language::Bulgarian => "невиновната страна запазва игралния си резултат",
                    };
                    format!(
                        "{sum}; {kept}: {}",
                        result_text(table, unit, side, language)?
                    )
                }
                None => sum,
            }
        }
        Basis::AveragePlusOrAssigned {
            assigned,
            average_plus,
            takes_average_plus,
        } => {
            let assigned_text = self::basis(assigned, exact, side, unit, language)?;
            let plus = score_with_unit(*average_plus, Unit::Imps, language);
            match (takes_average_plus, language) {
                (true, Language::English) => format!(
                    "{assigned_text}; average plus, {plus}, is more favourable (2017 Law 86B2(b)) = {plus}"
                ),
                (true, Language::Russian) => format!(
                    "{assigned_text}; средний плюс, {plus}, выгоднее (Правило 86B2(b) 2017) = {plus}"
                ),
                (false, Language::English) => format!(
                    "{assigned_text}; more favourable than average plus, {plus} (2017 Law 86B2(b))"
                ),
                (false, Language::Russian) => format!(
                    "{assigned_text}; выгоднее среднего плюса, {plus} (Правило 86B2(b) 2017)"
                ),
                (true, Language::Bulgarian) => format!(
                    "{assigned_text}; среден плюс, {plus}, е по-благоприятен (Правило 86B2(b) от 2017 г.) = {plus}"
                ),
                (false, Language::Bulgarian) => format!(
                    "{assigned_text}; по-благоприятен от среден плюс, {plus} (Правило 86B2(b) от 2017 г.)"
                ),
            }
        }
        Basis::Complement => {
            let value = exact_text(exact, Unit::Imps, language);
            match language {
                Language::English => format!(
                    "{prefix}the complement of the non-offenders' score (2017 Law 86B2(b)) = {value}"
                ),
                Language::Russian => format!(
                    "{prefix}дополнение к результату ненарушившей стороны (Правило 86B2(b) 2017) = {value}"
                ),
                Language::Bulgarian => format!(
                    "{prefix}допълнението до резултата на невиновната страна (Правило 86B2(b) от 2017 г.) = {value}"
                ),
            }
        }
    })
}

/// `NS: 70% of 4♠= (+620 → +10 IMPs) + 30% of 4♠−1 (…) = +4.9 IMPs`: each outcome scored,
/// then weighted, and the sum.
fn weighted_sum(
    prefix: &str,
    weighted: &WeightedScore,
    value: Rational,
    side: Side,
    unit: Unit,
    language: Language,
) -> Result<String, AdjustError> {
    Ok(format!(
        "{prefix}{} = {}",
        weighted.terms_text(side, unit, language)?,
        exact_text(value, unit, language)
    ))
}

/// The non-offenders' weighted score below their table result, which stands.
fn floored(
    sum: &str,
    floor: &Floor,
    side: Side,
    unit: Unit,
    language: Language,
) -> Result<String, AdjustError> {
    let table_text = result_text(&floor.table, unit, side, language)?;
    let scheme = match (floor.scheme, language) {
        (Scheme::NonOffendersOnly, Language::English) => "non-offenders-only scheme",
        (Scheme::NonOffendersOnly, Language::Russian) => "схема «только для ненарушивших»",
        (_, Language::English) => "EBL scheme",
        (_, Language::Russian) => "схема ЕБЛ",
        (Scheme::NonOffendersOnly, Language::Bulgarian) => "схемата „само за невиновните“",
        (_, Language::Bulgarian) => "схемата на ЕБЛ",
    };
    Ok(match language {
        Language::English => format!(
            "{sum}, below the non-offenders' table result {table_text}: the table result stands ({scheme}, commentary 12.35, 12.11)"
        ),
        Language::Russian => format!(
            "{sum}, ниже результата ненарушившей стороны за столом {table_text}: остаётся результат за столом ({scheme}, комментарий 12.35, 12.11)"
        ),
        Language::Bulgarian => format!(
            "{sum}, под игралния резултат на невиновната страна {table_text}: игралният резултат остава ({scheme}, коментар 12.35, 12.11)"
        ),
    })
}

/// `…; knockout average (2017 Law 12C4, 1997 Law 86B): (8 − (−2)) / 2 = +5 IMPs`.
fn knockout(text: &str, average: &KnockoutAverage, unit: Unit, language: Language) -> String {
    let label = match language {
        Language::English => "knockout average (2017 Law 12C4, 1997 Law 86B)",
        Language::Russian => {
            "усреднение в матче на выбывание (Правило 12C4 2017, Правило 86B 1997)"
        }
        Language::Bulgarian => {
            "осредняване при елиминация (Правило 12C4 от 2017 г., Правило 86B от 1997 г.)"
        }
    };
    format!(
        "{text}; {label}: ({} − {}) / 2 = {}",
        operand(average.own, false, language),
        operand(average.other, true, language),
        exact_text(average.value, unit, language)
    )
}

/// A number as written inside a formula: `8`, `−8`, and `(−8)` after a minus sign.
fn operand(value: Rational, after_minus: bool, language: Language) -> String {
    let text = signed_number(value, language);
    let text = text.strip_prefix('+').unwrap_or(&text).to_string();
    if after_minus && value.is_negative() {
        format!("({text})")
    } else {
        text
    }
}

/// An exact score with its unit: `+4.9 IMPs`, or `+41/12 IMPs` when it has no finite decimal.
fn exact_text(value: Rational, unit: Unit, language: Language) -> String {
    if value.is_terminating_decimal() {
        return score_with_unit(value, unit, language);
    }
    let sign = if value.is_negative() { "−" } else { "+" };
    let magnitude = value
        .checked_neg()
        .filter(|_| value.is_negative())
        .unwrap_or(value);
    match (unit, language) {
        (Unit::Imps, Language::English) => format!("{sign}{magnitude} IMPs"),
        (Unit::Imps, Language::Russian) => format!("{sign}{magnitude} импа"),
        (Unit::Imps, Language::Bulgarian) => format!("{sign}{magnitude} IMPs"),
        (Unit::Percent, _) => format!("{magnitude}%"),
    }
}

/// `3♣+3 (+170 → −6 IMPs)` from `side`'s viewpoint.
fn result_text(
    scored: &ScoredOutcome,
    unit: Unit,
    side: Side,
    language: Language,
) -> Result<String, AdjustError> {
    Ok(format!(
        "{} ({})",
        scored.outcome.result_text(language),
        points_and_score(scored.ns_points, scored.ns_score, unit, side, language)?
    ))
}
