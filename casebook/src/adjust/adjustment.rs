//! An adjusted score for both sides, from the method the committee chose, with a one-line
//! breakdown per side in English and Russian. Everything is exact until the last step, which
//! rounds by the regulating authority's setting.

use super::artificial::{ArtificialAward, ArtificialValues, artificial_score};
use super::assigned::{AssignedChoice, ProbableOutcome, non_offenders_choice, offenders_choice};
use super::comparison::{Comparison, for_side, points_and_score, side_prefix};
use super::error::AdjustError;
use super::knockout::knockout_average;
use super::outcome::Outcome;
use super::rational::Rational;
use super::text::{Breakdown, Language, Unit, score_with_unit, signed_number};
use super::weighted::{OutcomeWeight, Scheme, WeightedOutcome, WeightedScore, weigh};
use crate::bridge::{Side, Vulnerability};

/// How an exact half is rounded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HalfRule {
    /// In the non-offenders' favour (1997 commentary 12.8(iv): "any rounding favours the
    /// non-offenders"); away from average when no side is non-offending.
    TowardNonOffenders,
    /// Away from average: away from 0 IMPs, away from 50%.
    AwayFromAverage,
}

impl HalfRule {
    /// Whether an exact half of `side`'s score is rounded up: toward the non-offenders when
    /// the rule says so and the board has some, otherwise away from average (up when the
    /// score is above it).
    pub fn rounds_up(self, side: Side, non_offending: Option<Side>, above_average: bool) -> bool {
        match (self, non_offending) {
            (HalfRule::TowardNonOffenders, Some(nos)) => side == nos,
            _ => above_average,
        }
    }
}

/// The final rounding of a score: to a multiple of the step of its unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rounding {
    pub imps_step: Rational,
    pub percent_step: Rational,
    pub halves: HalfRule,
}

/// What the regulating authority sets for an adjustment (see `crate::profile`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// The profile's identifier, for messages.
    pub profile: String,
    /// The edition of the Laws the profile applies (1997, 2017, …). Where the editions differ,
    /// it decides: a session score at IMPs (1997 commentary 12.9 against 2017 Law 12C2(c)).
    pub law_edition: u16,
    /// The non-offenders' "likely" threshold (commentary 12.16: 1/3).
    pub likely: Rational,
    /// The offenders' "at all probable" threshold (commentary 12.18: 1/6).
    pub at_all_probable: Rational,
    pub artificial: ArtificialValues,
    pub rounding: Rounding,
    pub weighting_allowed: bool,
    /// Where the weighting rule comes from, quoted when weighting is refused.
    pub weighting_source: String,
}

impl Settings {
    /// Whether the profile lets a score be weighted, with its source when it does not.
    pub fn weighting_permitted(&self) -> Result<(), AdjustError> {
        if self.weighting_allowed {
            Ok(())
        } else {
            Err(AdjustError::WeightingNotAllowed {
                profile: self.profile.clone(),
                source_text: self.weighting_source.clone(),
            })
        }
    }
}

/// The board as far as the adjustment needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    pub vulnerability: Vulnerability,
    pub comparison: Comparison,
    /// A knockout match: unbalanced IMP scores are averaged (2017 12C4, 1997 86B).
    pub knockout: bool,
}

/// The kind of adjustment. One infraction gets exactly one kind: an artificial and an assigned
/// score are never combined ("60% or +420, whichever is greater" is not a score; commentary
/// 12.26, seed 003 l.167).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Method {
    Artificial {
        ns: ArtificialAward,
        ew: ArtificialAward,
        /// Each side's score on the rest of the session, for 12C2(c).
        session_ns: Option<Rational>,
        session_ew: Option<Rational>,
    },
    Assigned {
        non_offending: Side,
        table: Outcome,
        outcomes: Vec<ProbableOutcome>,
    },
    Weighted {
        non_offending: Side,
        scheme: Scheme,
        table: Outcome,
        outcomes: Vec<WeightedOutcome>,
    },
    /// Team play with several incomparable results between the same contestants and one side
    /// at fault (2017 Law 86B2(b), seed 002 l.2369–2372): the non-offenders get the more
    /// favourable of average plus and this assigned (or weighted) score, the offenders the
    /// complement. The one combination of the two kinds the Laws prescribe; the 1997 Laws have
    /// none (commentary 12.26), so a 1997 profile refuses it.
    AveragePlusOrAssigned(Box<Method>),
}

impl Method {
    /// The non-offending side of an assigned or weighted score; `None` for an artificial one.
    pub fn non_offending(&self) -> Option<Side> {
        match self {
            Method::Assigned { non_offending, .. } | Method::Weighted { non_offending, .. } => {
                Some(*non_offending)
            }
            Method::Artificial { .. } => None,
            Method::AveragePlusOrAssigned(assigned) => assigned.non_offending(),
        }
    }
}

/// One side's adjusted score, from its own viewpoint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideScore {
    pub side: Side,
    pub unit: Unit,
    /// Before the final rounding.
    pub exact: Rational,
    /// After the final rounding: the score awarded.
    pub score: Rational,
    pub breakdown: Breakdown,
}

/// A result scored on its own, from North–South's viewpoint.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScoredOutcome {
    pub outcome: Outcome,
    pub ns_points: i32,
    pub ns_score: Rational,
}

/// The adjusted score of both sides.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AdjustedScore {
    pub ns: SideScore,
    pub ew: SideScore,
    /// The table result scored the same way, when there was one.
    pub table: Option<ScoredOutcome>,
    /// Every outcome scored on its own, in the order given.
    pub outcomes: Vec<ScoredOutcome>,
    pub knockout_averaged: bool,
}

impl AdjustedScore {
    pub fn side(&self, side: Side) -> &SideScore {
        match side {
            Side::NS => &self.ns,
            Side::EW => &self.ew,
        }
    }

    /// Both sides' lines in one: `NS: …; EW: …`.
    pub fn breakdown(&self) -> Breakdown {
        Breakdown::build(|language| {
            format!(
                "{}; {}",
                self.ns.breakdown.get(language),
                self.ew.breakdown.get(language)
            )
        })
    }
}

/// A side's score before knockout averaging and rounding, with its explanation so far.
struct Draft {
    exact: Rational,
    breakdown: Breakdown,
}

fn try_build(
    line: impl Fn(Language) -> Result<String, AdjustError>,
) -> Result<Breakdown, AdjustError> {
    Ok(Breakdown {
        en: line(Language::English)?,
        ru: line(Language::Russian)?,
    })
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
        (Unit::Imps, Language::Russian) => format!("{sign}{magnitude} ИМП"),
        (Unit::Percent, _) => format!("{magnitude}%"),
    }
}

fn score_outcome(outcome: &Outcome, board: &Board) -> Result<ScoredOutcome, AdjustError> {
    let ns_points = outcome.ns_points(board.vulnerability)?;
    Ok(ScoredOutcome {
        outcome: *outcome,
        ns_points,
        ns_score: board.comparison.score(ns_points)?,
    })
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

fn artificial_drafts(
    board: &Board,
    awards: [(Side, ArtificialAward, Option<Rational>); 2],
    settings: &Settings,
) -> Result<[Draft; 2], AdjustError> {
    let unit = board.comparison.unit();
    let draft = |(side, award, session): (Side, ArtificialAward, Option<Rational>)| {
        artificial_score(
            side,
            award,
            unit,
            session,
            &settings.artificial,
            settings.law_edition,
        )
        .map(|s| Draft {
            exact: s.value,
            breakdown: s.breakdown,
        })
    };
    let [ns, ew] = awards;
    Ok([draft(ns)?, draft(ew)?])
}

fn assigned_draft(
    choice: &AssignedChoice,
    board: &Board,
    settings: &Settings,
) -> Result<Draft, AdjustError> {
    let unit = board.comparison.unit();
    let scored = score_outcome(&choice.outcome, board)?;
    let exact = for_side(scored.ns_score, unit, choice.side)?;
    let breakdown = try_build(|language| {
        Ok(format!(
            "{}{}: {}",
            side_prefix(choice.side, language),
            choice.reason(settings.likely, settings.at_all_probable, language),
            result_text(&scored, unit, choice.side, language)?
        ))
    })?;
    Ok(Draft { exact, breakdown })
}

/// A weighted score as `side` sees it; under `floor` (the non-offenders under the EBL and
/// non-offenders-only schemes) a result below the table result gives way to the table result.
fn weighted_draft(
    weighted: &WeightedScore,
    side: Side,
    table: &ScoredOutcome,
    floor: Option<Scheme>,
    unit: Unit,
) -> Result<Draft, AdjustError> {
    let value = for_side(weighted.ns, unit, side)?;
    let table_value = for_side(table.ns_score, unit, side)?;
    let floored = floor.is_some() && value < table_value;
    let exact = if floored { table_value } else { value };
    let breakdown = try_build(|language| {
        let terms = weighted.terms_text(side, unit, language)?;
        let prefix = side_prefix(side, language);
        let value_text = exact_text(value, unit, language);
        if !floored {
            return Ok(format!("{prefix}{terms} = {value_text}"));
        }
        let table_text = result_text(table, unit, side, language)?;
        let scheme = match (floor, language) {
            (Some(Scheme::NonOffendersOnly), Language::English) => "non-offenders-only scheme",
            (Some(Scheme::NonOffendersOnly), Language::Russian) => {
                "схема «только для ненарушивших»"
            }
            (_, Language::English) => "EBL scheme",
            (_, Language::Russian) => "схема ЕБЛ",
        };
        Ok(match language {
            Language::English => format!(
                "{prefix}{terms} = {value_text}, below the non-offenders' table result {table_text}: the table result stands ({scheme}, commentary 12.35, 12.11)"
            ),
            Language::Russian => format!(
                "{prefix}{terms} = {value_text}, ниже результата ненарушившей стороны за столом {table_text}: остаётся результат за столом ({scheme}, комментарий 12.35, 12.11)"
            ),
        })
    })?;
    Ok(Draft { exact, breakdown })
}

fn weighted_drafts(
    board: &Board,
    non_offending: Side,
    scheme: Scheme,
    table: &Outcome,
    outcomes: &[WeightedOutcome],
    settings: &Settings,
) -> Result<[Draft; 2], AdjustError> {
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
        let mut drafts = Vec::with_capacity(2);
        for side in [Side::NS, Side::EW] {
            let weighted = weigh(
                &weights_of(side),
                Some(side),
                vulnerability,
                &board.comparison,
            )?;
            drafts.push(weighted_draft(
                &weighted,
                side,
                &table_scored,
                floor_for(side),
                unit,
            )?);
        }
        let ew = drafts.pop().ok_or(AdjustError::NoOutcomes)?;
        let ns = drafts.pop().ok_or(AdjustError::NoOutcomes)?;
        return Ok([ns, ew]);
    }
    let weighted = weigh(
        &weights_of(Side::NS),
        None,
        vulnerability,
        &board.comparison,
    )?;
    let nos = weighted_draft(
        &weighted,
        non_offending,
        &table_scored,
        floor_for(non_offending),
        unit,
    )?;
    let os = match scheme {
        Scheme::NonOffendersOnly => {
            let probable: Vec<ProbableOutcome> =
                outcomes.iter().map(|o| o.as_probable(offending)).collect();
            let choice = offenders_choice(
                offending,
                table,
                &probable,
                vulnerability,
                settings.at_all_probable,
            )?;
            assigned_draft(&choice, board, settings)?
        }
        // The same score to both sides: the offenders' is the non-offenders' seen from the
        // other side, including a table result that the non-offenders kept.
        Scheme::Wbf | Scheme::Ebl => {
            let mut draft = weighted_draft(&weighted, offending, &table_scored, None, unit)?;
            draft.exact = for_side(for_side(nos.exact, unit, non_offending)?, unit, offending)?;
            if draft.exact != for_side(weighted.ns, unit, offending)? {
                draft.breakdown = try_build(|language| {
                    let kept = match language {
                        Language::English => "the non-offenders kept the table result",
                        Language::Russian => "ненарушившая сторона сохранила результат за столом",
                    };
                    Ok(format!(
                        "{}; {kept}: {}",
                        draft.breakdown.get(language),
                        result_text(&table_scored, unit, offending, language)?
                    ))
                })?;
            }
            draft
        }
    };
    Ok(if non_offending == Side::NS {
        [nos, os]
    } else {
        [os, nos]
    })
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

/// A side's draft after knockout averaging: its own score less the mean of the two.
fn averaged_draft(
    draft: Draft,
    own: Rational,
    other: Rational,
    value: Rational,
    unit: Unit,
) -> Draft {
    let breakdown = Breakdown::build(|language| {
        let label = match language {
            Language::English => "knockout average (2017 Law 12C4, 1997 Law 86B)",
            Language::Russian => {
                "усреднение в матче на выбывание (Правило 12C4 2017, Правило 86B 1997)"
            }
        };
        format!(
            "{}; {label}: ({} − {}) / 2 = {}",
            draft.breakdown.get(language),
            operand(own, false, language),
            operand(other, true, language),
            exact_text(value, unit, language)
        )
    });
    Draft {
        exact: value,
        breakdown,
    }
}

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

/// The two sides' drafts of a method, with the table result and the outcomes scored, and the
/// non-offending side when there is one.
type MethodDrafts = (
    [Draft; 2],
    Option<ScoredOutcome>,
    Vec<ScoredOutcome>,
    Option<Side>,
);

fn method_drafts(
    board: &Board,
    method: &Method,
    settings: &Settings,
) -> Result<MethodDrafts, AdjustError> {
    Ok(match method {
        Method::Artificial {
            ns,
            ew,
            session_ns,
            session_ew,
        } => (
            artificial_drafts(
                board,
                [(Side::NS, *ns, *session_ns), (Side::EW, *ew, *session_ew)],
                settings,
            )?,
            None,
            Vec::new(),
            None,
        ),
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
            let nos = assigned_draft(&nos, board, settings)?;
            let os = assigned_draft(&os, board, settings)?;
            let scored = outcomes
                .iter()
                .map(|o| score_outcome(&o.outcome, board))
                .collect::<Result<Vec<_>, _>>()?;
            let drafts = if *non_offending == Side::NS {
                [nos, os]
            } else {
                [os, nos]
            };
            (
                drafts,
                Some(score_outcome(table, board)?),
                scored,
                Some(*non_offending),
            )
        }
        Method::Weighted {
            non_offending,
            scheme,
            table,
            outcomes,
        } => {
            board.comparison.validate()?;
            let drafts =
                weighted_drafts(board, *non_offending, *scheme, table, outcomes, settings)?;
            let scored = outcomes
                .iter()
                .map(|o| score_outcome(&o.outcome, board))
                .collect::<Result<Vec<_>, _>>()?;
            (
                drafts,
                Some(score_outcome(table, board)?),
                scored,
                Some(*non_offending),
            )
        }
        Method::AveragePlusOrAssigned(assigned) => {
            average_plus_or_assigned_drafts(board, assigned, settings)?
        }
    })
}

/// 2017 Law 86B2(b) (seed 002 l.2372): the non-offenders get the more favourable of average plus
/// and the assigned score, the offenders the complement. Under earlier Laws the two kinds are
/// never combined (1997 commentary 12.26).
fn average_plus_or_assigned_drafts(
    board: &Board,
    assigned: &Method,
    settings: &Settings,
) -> Result<MethodDrafts, AdjustError> {
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
    let (drafts, table, outcomes, non_offending) = method_drafts(board, assigned, settings)?;
    let nos = non_offending.ok_or(AdjustError::AveragePlusOrAssignedWithoutAssigned)?;
    let [ns, ew] = drafts;
    let assigned_nos = if nos == Side::NS { ns } else { ew };
    let average_plus = settings.artificial.average_plus_imps;
    let takes_average_plus = average_plus > assigned_nos.exact;
    let exact = if takes_average_plus {
        average_plus
    } else {
        assigned_nos.exact
    };
    let offenders = exact.checked_neg().ok_or(AdjustError::Overflow)?;
    let nos_breakdown = Breakdown::build(|language| {
        let assigned_text = assigned_nos.breakdown.get(language);
        let plus = score_with_unit(average_plus, Unit::Imps, language);
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
            (false, Language::Russian) => {
                format!("{assigned_text}; выгоднее среднего плюса, {plus} (Правило 86B2(b) 2017)")
            }
        }
    });
    let os_breakdown = Breakdown::build(|language| {
        let who = side_prefix(nos.other(), language);
        let value = exact_text(offenders, Unit::Imps, language);
        match language {
            Language::English => format!(
                "{who}the complement of the non-offenders' score (2017 Law 86B2(b)) = {value}"
            ),
            Language::Russian => format!(
                "{who}дополнение к результату ненарушившей стороны (Правило 86B2(b) 2017) = {value}"
            ),
        }
    });
    let nos_draft = Draft {
        exact,
        breakdown: nos_breakdown,
    };
    let os_draft = Draft {
        exact: offenders,
        breakdown: os_breakdown,
    };
    let drafts = if nos == Side::NS {
        [nos_draft, os_draft]
    } else {
        [os_draft, nos_draft]
    };
    Ok((drafts, table, outcomes, Some(nos)))
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
    let (drafts, table, outcomes, non_offending) = method_drafts(board, method, settings)?;
    let [mut ns, mut ew] = drafts;
    let balanced = match unit {
        Unit::Imps => ns.exact.checked_add(ew.exact) == Some(Rational::ZERO),
        Unit::Percent => ns.exact.checked_add(ew.exact) == Some(Rational::integer(100)),
    };
    let knockout_averaged = board.knockout && !balanced;
    if knockout_averaged {
        let (a, b) = knockout_average(ns.exact, ew.exact)?;
        let (ns_own, ew_own) = (ns.exact, ew.exact);
        ns = averaged_draft(ns, ns_own, ew_own, a, unit);
        ew = averaged_draft(ew, ew_own, ns_own, b, unit);
    }
    let finish = |draft: Draft, side: Side| -> Result<SideScore, AdjustError> {
        let score = round(draft.exact, unit, side, non_offending, &settings.rounding)?;
        let breakdown = if score == draft.exact {
            draft.breakdown
        } else {
            Breakdown::build(|language| {
                let rounded = match language {
                    Language::English => "rounded to",
                    Language::Russian => "после округления",
                };
                format!(
                    "{}, {rounded} {}",
                    draft.breakdown.get(language),
                    score_with_unit(score, unit, language)
                )
            })
        };
        Ok(SideScore {
            side,
            unit,
            exact: draft.exact,
            score,
            breakdown,
        })
    };
    Ok(AdjustedScore {
        ns: finish(ns, Side::NS)?,
        ew: finish(ew, Side::EW)?,
        table,
        outcomes,
        knockout_averaged,
    })
}
