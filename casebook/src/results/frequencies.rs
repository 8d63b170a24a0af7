//! The board's frequency tables, as scorers keep them: every result on the board enters the
//! table of each direction with its frequency. A weighted score enters with fractional
//! frequencies (a 30/70 split adds 0.3 and 0.7 to two scores), a split score (different
//! weights for the two sides) enters each direction's table with that side's weights, and an
//! artificial score enters neither (EBU White Book §4.2, as scoring programs such as Compscore3
//! do). Each pair is then scored against the other entries of its
//! direction's table: matchpoints, two for each score beaten (Law 78A), scaled by the Neuberg
//! formula when the board has fewer (or more) results than expected; cross-IMPs, averaged over
//! the comparisons; and Butler IMPs against a datum with the top and bottom left out, rounded to
//! 10. A weighted pair's score is the weighted sum of its results' scores: each result is scored
//! first and weighted after (commentary 12.31).
//!
//! Every comparison is made by [`crate::scoring`] (`matchpoints`, `imps`, `neuberg`); this only
//! adds the frequencies up, exactly, and nothing is rounded here.

use crate::adjust::{ArtificialAward, ArtificialValues, Rational, Unit};
use crate::adjust::{WeightingError, check_weighting};
use crate::scoring::{MatchpointError, NeubergScore, imps, matchpoints, neuberg};

/// How one line of the board enters the frequency tables.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Entry {
    /// The North–South scores the line counts with in each direction's table, with their
    /// frequencies (adding up to one): one score for a result obtained at the table, several for
    /// a weighted score, different ones for the two directions in a split score.
    Scores {
        ns: Vec<(i32, Rational)>,
        ew: Vec<(i32, Rational)>,
    },
    /// An artificial score: in neither table; each side gets its award.
    Artificial {
        ns: ArtificialAward,
        ew: ArtificialAward,
    },
}

/// What the field's figures take from the regulating authority's profile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Rules {
    pub artificial: ArtificialValues,
    /// Scores left out at each end of a Butler datum.
    pub butler_dropped: u32,
}

/// A side's exact points on the board by each method, from its own viewpoint.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MethodPoints {
    /// On the two-for-a-win scale, the top being 2 × (expected results − 1).
    pub matchpoints: Rational,
    /// IMPs against each other result, averaged over the comparisons.
    pub cross_imps: Rational,
    /// IMPs against the datum.
    pub butler: Rational,
}

/// One result a side's score is made of, scored on its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Component {
    /// Total points from the side's own viewpoint.
    pub points: i32,
    pub weight: Rational,
    pub scored: MethodPoints,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SideFigures {
    pub scored: MethodPoints,
    /// Empty for an artificial score.
    pub components: Vec<Component>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct LineFigures {
    pub ns: SideFigures,
    pub ew: SideFigures,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct FieldFigures {
    pub expected: u32,
    /// The lines in the tables: all but the artificial scores.
    pub results: u32,
    /// 2 × (expected − 1).
    pub top: u32,
    /// Each direction's Butler datum, from North–South's and East–West's viewpoints.
    pub datum_ns: Option<i32>,
    pub datum_ew: Option<i32>,
    pub lines: Vec<LineFigures>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FieldError {
    #[error("line {line}: the weights of the {side}'s results add up to {sum}, not 1")]
    Weights {
        line: usize,
        side: &'static str,
        sum: Rational,
    },
    #[error("line {line}: the {side}'s score has no result")]
    NoResult { line: usize, side: &'static str },
    #[error("line {line}: a weight of {weight} is negative")]
    NegativeWeight { line: usize, weight: Rational },
    #[error("{0}")]
    Matchpoints(#[from] MatchpointError),
    #[error("the board has more results than can be scored")]
    TooManyResults,
    #[error("a calculation overflowed")]
    Overflow,
}

fn exact(value: Option<Rational>) -> Result<Rational, FieldError> {
    value.ok_or(FieldError::Overflow)
}

fn add(a: Rational, b: Rational) -> Result<Rational, FieldError> {
    exact(a.checked_add(b))
}

fn mul(a: Rational, b: Rational) -> Result<Rational, FieldError> {
    exact(a.checked_mul(b))
}

fn neuberg_value(score: NeubergScore) -> Result<Rational, FieldError> {
    exact(Rational::new(
        score.numerator(),
        i128::from(score.denominator()),
    ))
}

/// One direction's frequency table.
struct Table {
    /// Each line's scores from this direction's viewpoint; `None` for an artificial score.
    entries: Vec<Option<Vec<(i32, Rational)>>>,
    /// The scores of the lines with one result of frequency one: compared in one pass.
    plain: Vec<i32>,
    /// The lines with fractional frequencies.
    fractional: Vec<usize>,
    results: u32,
}

fn is_plain(scores: &[(i32, Rational)]) -> bool {
    matches!(scores, [(_, w)] if *w == Rational::ONE)
}

impl Table {
    fn new(entries: Vec<Option<Vec<(i32, Rational)>>>) -> Result<Table, FieldError> {
        let mut plain = Vec::new();
        let mut fractional = Vec::new();
        for (i, entry) in entries.iter().enumerate() {
            match entry.as_deref() {
                Some(scores) if is_plain(scores) => plain.push(scores[0].0),
                Some(_) => fractional.push(i),
                None => {}
            }
        }
        let results = u32::try_from(plain.len() + fractional.len())
            .map_err(|_| FieldError::TooManyResults)?;
        Ok(Table {
            entries,
            plain,
            fractional,
            results,
        })
    }

    /// Raw matchpoints and the sum of IMPs of `score` against every other line's entries.
    fn against(&self, score: i32, line: usize) -> Result<(Rational, Rational), FieldError> {
        let own_is_plain = self.entries[line].as_deref().is_some_and(is_plain);
        let mut won = 0i64;
        let mut imps_sum = 0i64;
        if !self.plain.is_empty() {
            won = i64::from(matchpoints(score, &self.plain)?.matchpoints());
            if own_is_plain {
                // The line's own score is in the plain list: a tie with itself is no comparison.
                won -= 1;
            }
            imps_sum = self
                .plain
                .iter()
                .map(|&other| i64::from(imps(score.saturating_sub(other))))
                .sum();
        }
        let mut matchpoints_total = Rational::integer(won);
        let mut imps_total = Rational::integer(imps_sum);
        for &other in self.fractional.iter().filter(|&&j| j != line) {
            for &(other_score, frequency) in self.entries[other].as_deref().unwrap_or_default() {
                let beaten = matchpoints(score, std::slice::from_ref(&other_score))?.matchpoints();
                matchpoints_total = add(
                    matchpoints_total,
                    mul(frequency, Rational::integer(i64::from(beaten)))?,
                )?;
                let swing = imps(score.saturating_sub(other_score));
                imps_total = add(imps_total, mul(frequency, Rational::from(swing))?)?;
            }
        }
        Ok((matchpoints_total, imps_total))
    }

    /// The datum: the mean of the scores with `dropped` of frequency left out at each end (at
    /// most so many that one remains), rounded to 10 with halves away from zero.
    fn datum(&self, dropped: u32) -> Result<Option<i32>, FieldError> {
        if self.results == 0 {
            return Ok(None);
        }
        let mut scores: Vec<(i32, Rational)> =
            self.entries.iter().flatten().flatten().copied().collect();
        scores.sort_by_key(|&(score, _)| score);
        let dropped = dropped.min((self.results - 1) / 2);
        let leave_out = |scores: &mut dyn Iterator<Item = &mut (i32, Rational)>| {
            let mut left = Rational::integer(i64::from(dropped));
            for (_, frequency) in scores {
                if left.is_zero() {
                    break;
                }
                let taken = (*frequency).min(left);
                *frequency = exact(frequency.checked_sub(taken))?;
                left = exact(left.checked_sub(taken))?;
            }
            Ok::<(), FieldError>(())
        };
        leave_out(&mut scores.iter_mut())?;
        leave_out(&mut scores.iter_mut().rev())?;
        let mut total = Rational::ZERO;
        for &(score, frequency) in &scores {
            total = add(total, mul(Rational::from(score), frequency)?)?;
        }
        let remaining = Rational::integer(i64::from(self.results - 2 * dropped));
        let mean = exact(total.checked_div(remaining))?;
        let datum = exact(mean.round_to(Rational::integer(10), !mean.is_negative()))?;
        i32::try_from(datum.numerator())
            .map(Some)
            .map_err(|_| FieldError::Overflow)
    }
}

/// Checks that each line's results have non-negative frequencies adding up to one.
fn check_frequencies(
    line: usize,
    side: &'static str,
    scores: &[(i32, Rational)],
) -> Result<(), FieldError> {
    match check_weighting(scores.iter().map(|&(_, w)| w)) {
        Ok(()) => Ok(()),
        Err(WeightingError::Empty) => Err(FieldError::NoResult { line, side }),
        Err(WeightingError::Negative { weight, .. }) => {
            Err(FieldError::NegativeWeight { line, weight })
        }
        Err(WeightingError::Total(sum)) => Err(FieldError::Weights { line, side, sum }),
        Err(WeightingError::Overflow) => Err(FieldError::Overflow),
    }
}

struct Scorer<'a> {
    table: &'a Table,
    expected: u32,
    datum: Option<i32>,
}

impl Scorer<'_> {
    /// Raw matchpoints on this board's results, scaled to the expected results by the Neuberg
    /// formula: MP′ = (MP + 1) × E / A − 1 (EBU form). It is affine in MP, so a fractional score
    /// is scaled along the line through `scoring::neuberg`'s values at 0 and 1.
    fn scaled(&self, raw: Rational) -> Result<Rational, FieldError> {
        let results = self.table.results;
        if self.expected < 2 {
            return Ok(Rational::ZERO);
        }
        if results == self.expected {
            return Ok(raw);
        }
        let at_zero = neuberg_value(neuberg(0, results, self.expected)?)?;
        if results < 2 {
            return Ok(at_zero);
        }
        let at_one = neuberg_value(neuberg(1, results, self.expected)?)?;
        let slope = exact(at_one.checked_sub(at_zero))?;
        add(at_zero, mul(raw, slope)?)
    }

    fn component(
        &self,
        line: usize,
        points: i32,
        weight: Rational,
    ) -> Result<Component, FieldError> {
        let (raw, imps_sum) = self.table.against(points, line)?;
        let comparisons = self.table.results.saturating_sub(1);
        let cross_imps = if comparisons == 0 {
            Rational::ZERO
        } else {
            exact(imps_sum.checked_div(Rational::integer(i64::from(comparisons))))?
        };
        let butler = match self.datum {
            Some(datum) => Rational::from(imps(points.saturating_sub(datum))),
            None => Rational::ZERO,
        };
        Ok(Component {
            points,
            weight,
            scored: MethodPoints {
                matchpoints: self.scaled(raw)?,
                cross_imps,
                butler,
            },
        })
    }

    fn side(&self, line: usize) -> Result<SideFigures, FieldError> {
        let scores = self.table.entries[line].as_deref().unwrap_or_default();
        let mut components = Vec::with_capacity(scores.len());
        let mut scored = MethodPoints {
            matchpoints: Rational::ZERO,
            cross_imps: Rational::ZERO,
            butler: Rational::ZERO,
        };
        for &(points, weight) in scores {
            let component = self.component(line, points, weight)?;
            scored.matchpoints = add(
                scored.matchpoints,
                mul(weight, component.scored.matchpoints)?,
            )?;
            scored.cross_imps = add(scored.cross_imps, mul(weight, component.scored.cross_imps)?)?;
            scored.butler = add(scored.butler, mul(weight, component.scored.butler)?)?;
            components.push(component);
        }
        Ok(SideFigures { scored, components })
    }
}

fn artificial(award: ArtificialAward, top: u32, rules: &Rules) -> Result<SideFigures, FieldError> {
    let percent = rules.artificial.value(award, Unit::Percent);
    let imps = rules.artificial.value(award, Unit::Imps);
    let share = exact(percent.checked_div(Rational::integer(100)))?;
    Ok(SideFigures {
        scored: MethodPoints {
            matchpoints: mul(share, Rational::integer(i64::from(top)))?,
            cross_imps: imps,
            butler: imps,
        },
        components: Vec::new(),
    })
}

/// Every line's figures on a board expected to have `expected` results (at least as many as it
/// has lines).
pub(crate) fn figures(
    entries: &[Entry],
    expected: u32,
    rules: &Rules,
) -> Result<FieldFigures, FieldError> {
    let lines = u32::try_from(entries.len()).map_err(|_| FieldError::TooManyResults)?;
    let expected = expected.max(lines);
    let top = expected
        .checked_sub(1)
        .and_then(|n| n.checked_mul(2))
        .unwrap_or(0);
    let mut ns_entries = Vec::with_capacity(entries.len());
    let mut ew_entries = Vec::with_capacity(entries.len());
    for (line, entry) in entries.iter().enumerate() {
        match entry {
            Entry::Scores { ns, ew } => {
                check_frequencies(line + 1, "NS", ns)?;
                check_frequencies(line + 1, "EW", ew)?;
                ns_entries.push(Some(ns.clone()));
                // East–West's table holds East–West's own points.
                ew_entries.push(Some(
                    ew.iter()
                        .map(|&(points, w)| (points.saturating_neg(), w))
                        .collect(),
                ));
            }
            Entry::Artificial { .. } => {
                ns_entries.push(None);
                ew_entries.push(None);
            }
        }
    }
    let ns_table = Table::new(ns_entries)?;
    let ew_table = Table::new(ew_entries)?;
    let datum_ns = ns_table.datum(rules.butler_dropped)?;
    let datum_ew = ew_table.datum(rules.butler_dropped)?;
    let ns_scorer = Scorer {
        table: &ns_table,
        expected,
        datum: datum_ns,
    };
    let ew_scorer = Scorer {
        table: &ew_table,
        expected,
        datum: datum_ew,
    };
    let mut figures = Vec::with_capacity(entries.len());
    for (line, entry) in entries.iter().enumerate() {
        figures.push(match entry {
            Entry::Scores { .. } => LineFigures {
                ns: ns_scorer.side(line)?,
                ew: ew_scorer.side(line)?,
            },
            Entry::Artificial { ns, ew } => LineFigures {
                ns: artificial(*ns, top, rules)?,
                ew: artificial(*ew, top, rules)?,
            },
        });
    }
    Ok(FieldFigures {
        expected,
        results: ns_table.results,
        top,
        datum_ns,
        datum_ew,
        lines: figures,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adjust::as_written::r;
    use crate::scoring::matchpoint_board;

    fn played(scores: &[i32]) -> Vec<Entry> {
        scores
            .iter()
            .map(|&s| Entry::Scores {
                ns: vec![(s, Rational::ONE)],
                ew: vec![(s, Rational::ONE)],
            })
            .collect()
    }

    fn rules() -> Rules {
        Rules {
            artificial: ArtificialValues::laws(),
            butler_dropped: 1,
        }
    }

    fn ns_matchpoints(figures: &FieldFigures) -> Vec<Rational> {
        figures
            .lines
            .iter()
            .map(|l| l.ns.scored.matchpoints)
            .collect()
    }

    #[test]
    fn played_results_score_as_the_scoring_module_scores_them() {
        // Law 78A at five tables: +450 +420 +420 +170 −50 score 8 5 5 2 0.
        let scores = [450, 420, 420, 170, -50];
        let figures = figures(&played(&scores), 5, &rules()).expect("figures");
        let expected: Vec<Rational> = matchpoint_board(&scores)
            .expect("board")
            .iter()
            .map(|m| Rational::from(m.matchpoints() as i32))
            .collect();
        assert_eq!(ns_matchpoints(&figures), expected);
        assert_eq!(figures.top, 8);
        for line in &figures.lines {
            assert_eq!(
                add(line.ns.scored.matchpoints, line.ew.scored.matchpoints),
                Ok(Rational::integer(8))
            );
        }
    }

    #[test]
    fn a_weighted_line_enters_each_table_with_fractional_frequencies() {
        // Three played results and a 30/70 line of +620 and −100.
        let mut entries = played(&[620, 170, -100]);
        entries.push(Entry::Scores {
            ns: vec![(620, r(3, 10)), (-100, r(7, 10))],
            ew: vec![(620, r(3, 10)), (-100, r(7, 10))],
        });
        let figures = figures(&entries, 4, &rules()).expect("figures");
        // +620 beats 170 and −100 (4), ties 0.3 of the weighted line and beats its 0.7: 5.7.
        // +170 beats −100 (2) and 0.7 of the weighted line: 3.4; −100 ties its 0.7: 0.7.
        // The weighted line: 30% of +620's 5 (a tie and two wins) + 70% of −100's 1 = 2.2.
        assert_eq!(
            ns_matchpoints(&figures),
            [r(57, 10), r(34, 10), r(7, 10), r(22, 10)]
        );
        // The frequencies keep the board's total at n(n − 1) = 12.
        assert_eq!(
            Rational::checked_sum(ns_matchpoints(&figures)),
            Some(Rational::integer(12))
        );
    }

    #[test]
    fn butler_datum_leaves_out_the_top_and_the_bottom() {
        // As a Compscore3 Butler export gives them: 170 140 150 170 → datum 160;
        // 50 −460 −490 −430 → −450 (−445, half away from zero); 100 100 −170 −680 → −40.
        for (scores, datum) in [
            ([170, 140, 150, 170], 160),
            ([50, -460, -490, -430], -450),
            ([100, 100, -170, -680], -40),
        ] {
            let figures = figures(&played(&scores), 4, &rules()).expect("figures");
            assert_eq!(figures.datum_ns, Some(datum), "{scores:?}");
            assert_eq!(figures.datum_ew, Some(-datum), "{scores:?}");
        }
        let board = figures(&played(&[100, 100, -170, -680]), 4, &rules()).expect("figures");
        let butler: Vec<Rational> = board.lines.iter().map(|l| l.ns.scored.butler).collect();
        assert_eq!(butler, [4, 4, -4, -12].map(Rational::from).to_vec());
    }

    #[test]
    fn cross_imps_are_averaged_over_the_comparisons() {
        // −200 against −90, +90, +150: −3, −7, −8 IMPs → −6.
        let figures = figures(&played(&[-200, -90, 90, 150]), 4, &rules()).expect("figures");
        assert_eq!(figures.lines[0].ns.scored.cross_imps, Rational::integer(-6));
        assert_eq!(figures.lines[0].ew.scored.cross_imps, Rational::integer(6));
    }

    #[test]
    fn weights_that_do_not_add_up_are_refused() {
        let entries = [Entry::Scores {
            ns: vec![(620, r(1, 2))],
            ew: vec![(620, Rational::ONE)],
        }];
        assert!(matches!(
            figures(&entries, 1, &rules()),
            Err(FieldError::Weights { line: 1, .. })
        ));
    }
}
