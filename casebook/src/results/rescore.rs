//! The whole field rescored after a ruling: the adjusted line enters the board's frequency
//! tables as its score is (see [`super::field`]), and every pair on the board gets its points
//! before and after, rounded once at the end by the profile.

use super::figure::GivenFigure;
use super::frequencies::{self, Entry, FieldError, FieldFigures, MethodPoints, Rules};
use super::line::{LineResult, TravellerLine};
use super::traveller::{ScoringMethod, Traveller};
use crate::adjust::{
    ArtificialAward, HalfRule, Language, Outcome, Rational, number, side_name, signed_points,
};
use crate::bridge::{BoardNumber, Side, Vulnerability};
use crate::profile::Profile;
use crate::scoring::ScoringError;

/// A ruling's score for one line of the board: the table where `ns` met `ew`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldAdjustment {
    pub section: Option<String>,
    pub ns: u32,
    pub ew: u32,
    /// The score that replaces the table result.
    pub result: LineResult,
    /// Exact halves are rounded toward them when the profile says so.
    pub non_offending: Option<Side>,
}

impl FieldAdjustment {
    pub fn new(ns: u32, ew: u32, result: LineResult) -> FieldAdjustment {
        FieldAdjustment {
            section: None,
            ns,
            ew,
            result,
            non_offending: None,
        }
    }

    /// One assigned result to both sides (commentary 0.12: it then counts at every table as if
    /// it had been obtained).
    pub fn assigned(ns: u32, ew: u32, outcome: Outcome) -> FieldAdjustment {
        FieldAdjustment::new(ns, ew, LineResult::assigned(outcome))
    }

    /// The same weighted results to both sides.
    pub fn weighted(ns: u32, ew: u32, results: Vec<(Outcome, Rational)>) -> FieldAdjustment {
        FieldAdjustment::new(ns, ew, LineResult::weighted(results))
    }

    /// A split score: each side's own weighted results.
    pub fn split(
        ns: u32,
        ew: u32,
        ns_results: Vec<(Outcome, Rational)>,
        ew_results: Vec<(Outcome, Rational)>,
    ) -> FieldAdjustment {
        FieldAdjustment::new(
            ns,
            ew,
            LineResult::Assigned {
                ns: ns_results,
                ew: ew_results,
            },
        )
    }

    pub fn artificial(
        ns: u32,
        ew: u32,
        ns_award: ArtificialAward,
        ew_award: ArtificialAward,
    ) -> FieldAdjustment {
        FieldAdjustment::new(
            ns,
            ew,
            LineResult::Artificial {
                ns: ns_award,
                ew: ew_award,
            },
        )
    }

    pub fn in_section(mut self, section: impl Into<String>) -> FieldAdjustment {
        self.section = Some(section.into());
        self
    }

    pub fn with_non_offending(mut self, side: Side) -> FieldAdjustment {
        self.non_offending = Some(side);
        self
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RescoreError {
    #[error(
        "board {board} has no line where NS {ns} met EW {ew}{}",
        section_text(section)
    )]
    NoSuchLine {
        board: BoardNumber,
        section: Option<String>,
        ns: u32,
        ew: u32,
    },
    #[error("board {board}: NS {ns} v EW {ew} is adjusted twice")]
    AdjustedTwice {
        board: BoardNumber,
        ns: u32,
        ew: u32,
    },
    #[error("board {board}, NS {ns} v EW {ew}: {source}")]
    Scoring {
        board: BoardNumber,
        ns: u32,
        ew: u32,
        source: ScoringError,
    },
    #[error("board {board}: {source}")]
    Field {
        board: BoardNumber,
        source: FieldError,
    },
}

fn section_text(section: &Option<String>) -> String {
    section
        .as_deref()
        .map_or(String::new(), |s| format!(" in section {s}"))
}

/// A figure exactly and as the profile rounds it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Figure {
    pub exact: Rational,
    pub rounded: Rational,
}

/// A pair's figure before and after the ruling.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Change {
    pub before: Figure,
    pub after: Figure,
}

impl Change {
    pub fn moved(&self) -> bool {
        self.before.exact != self.after.exact
    }
}

/// One result of an adjusted score, scored on its own against the field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScoredPart {
    pub outcome: Outcome,
    pub weight: Rational,
    /// Total points from the side's own viewpoint.
    pub points: i32,
    pub scored: MethodPoints,
}

/// One pair's points on the board, before and after the ruling, from its own viewpoint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairScores {
    pub side: Side,
    pub pair: u32,
    /// On the two-for-a-win scale; the top is the field's.
    pub matchpoints: Change,
    pub cross_imps: Change,
    pub butler: Change,
    /// The results the adjusted score is made of, scored on their own (after the ruling, for
    /// the adjusted line only).
    pub parts: Vec<ScoredPart>,
}

impl PairScores {
    /// The points by a scoring method.
    pub fn by(&self, method: ScoringMethod) -> Option<&Change> {
        match method {
            ScoringMethod::Matchpoints => Some(&self.matchpoints),
            ScoringMethod::Butler => Some(&self.butler),
            ScoringMethod::CrossImps => Some(&self.cross_imps),
            ScoringMethod::Imps => None,
        }
    }
}

/// A line of the rescored board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RescoredLine {
    /// The line as the traveller has it.
    pub line: TravellerLine,
    /// The ruling's score for this line, when it is the adjusted one.
    pub adjusted: Option<LineResult>,
    pub ns: PairScores,
    pub ew: PairScores,
}

impl RescoredLine {
    pub fn side(&self, side: Side) -> &PairScores {
        match side {
            Side::NS => &self.ns,
            Side::EW => &self.ew,
        }
    }

    /// How the adjusted side's matchpoints are made: `NS: 30% of 4♠= (+620 → 9.7) + 70% of
    /// 4♠−1 (−100 → 5.7) = 6.9 MP of 10`; `None` on a line the ruling did not adjust.
    pub fn breakdown(&self, side: Side, top: u32, language: Language) -> Option<String> {
        self.adjusted.as_ref()?;
        let scores = self.side(side);
        let unit = match language {
            Language::English => "MP of",
            Language::Russian => "МП из",
            Language::Bulgarian => "МТ от",
        };
        let of = match language {
            Language::English => "of",
            Language::Russian | Language::Bulgarian => "от",
        };
        let mp = |value: Rational| {
            let text = number(value, language);
            if value.is_negative() {
                format!("−{text}")
            } else {
                text
            }
        };
        let total = mp(scores.matchpoints.after.exact);
        let who = side_name(side, language);
        if scores.parts.is_empty() {
            return Some(format!("{who}: {total} {unit} {top}"));
        }
        let parts: Vec<String> = scores
            .parts
            .iter()
            .filter(|p| !p.weight.is_zero())
            .map(|p| {
                format!(
                    "{} {of} {} ({} → {})",
                    p.weight.weight_text(language.decimal_separator()),
                    p.outcome.result_text(language),
                    signed_points(p.points),
                    mp(p.scored.matchpoints)
                )
            })
            .collect();
        Some(format!(
            "{who}: {} = {total} {unit} {top}",
            parts.join(" + ")
        ))
    }
}

/// Every pair's points on a board before and after a ruling.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RescoredField {
    pub board: BoardNumber,
    pub vulnerability: Vulnerability,
    /// The results the board is scored as having (Neuberg scales to it).
    pub expected_results: u32,
    /// The matchpoint top, 2 × (expected results − 1).
    pub top: u32,
    /// North–South's Butler datum before and after the ruling.
    pub datum_before: Option<i32>,
    pub datum_after: Option<i32>,
    pub lines: Vec<RescoredLine>,
}

fn entry(result: &LineResult, vulnerability: Vulnerability) -> Result<Entry, ScoringError> {
    let scores = |results: &[(Outcome, Rational)]| {
        results
            .iter()
            .map(|(outcome, weight)| Ok((outcome.ns_points(vulnerability)?, *weight)))
            .collect::<Result<Vec<_>, ScoringError>>()
    };
    Ok(match result {
        LineResult::Played(outcome) => {
            let ns = vec![(outcome.ns_points(vulnerability)?, Rational::ONE)];
            Entry::Scores { ew: ns.clone(), ns }
        }
        LineResult::Artificial { ns, ew } => Entry::Artificial { ns: *ns, ew: *ew },
        LineResult::Assigned { ns, ew } => Entry::Scores {
            ns: scores(ns)?,
            ew: scores(ew)?,
        },
    })
}

/// The profile's final rounding of one figure: to the step, exact halves by the half rule.
struct Rounder {
    step: Rational,
    average: Rational,
    halves: HalfRule,
}

impl Rounder {
    fn round(&self, exact: Rational, side: Side, non_offending: Option<Side>) -> Rational {
        let up = self
            .halves
            .rounds_up(side, non_offending, exact > self.average);
        // A step is positive (the profile checks it); a value too large to round stays exact.
        exact.round_to(self.step, up).unwrap_or(exact)
    }
}

impl Traveller {
    /// The board rescored as scorers do after `adjustments` (usually one ruling's), with the
    /// board expected to have as many results as it has lines.
    pub fn rescored(
        &self,
        adjustments: &[FieldAdjustment],
        profile: &Profile,
    ) -> Result<RescoredField, RescoreError> {
        let lines = u32::try_from(self.lines.len()).unwrap_or(u32::MAX);
        self.rescored_expecting(adjustments, profile, lines)
    }

    /// The same with the results the event expects of a board
    /// ([`super::EventResults::expected_results`]): a board with fewer is Neuberg-scaled.
    pub fn rescored_expecting(
        &self,
        adjustments: &[FieldAdjustment],
        profile: &Profile,
        expected_results: u32,
    ) -> Result<RescoredField, RescoreError> {
        let board = self.board;
        let mut replaced: Vec<Option<&FieldAdjustment>> = vec![None; self.lines.len()];
        for adjustment in adjustments {
            let at = self
                .lines
                .iter()
                .position(|l| {
                    l.is_meeting(adjustment.section.as_deref(), adjustment.ns, adjustment.ew)
                })
                .ok_or_else(|| RescoreError::NoSuchLine {
                    board,
                    section: adjustment.section.clone(),
                    ns: adjustment.ns,
                    ew: adjustment.ew,
                })?;
            if replaced[at].replace(adjustment).is_some() {
                return Err(RescoreError::AdjustedTwice {
                    board,
                    ns: adjustment.ns,
                    ew: adjustment.ew,
                });
            }
        }
        let entries = |after: bool| {
            self.lines
                .iter()
                .zip(&replaced)
                .map(|(line, adjustment)| {
                    let result = match adjustment {
                        Some(a) if after => &a.result,
                        _ => &line.result,
                    };
                    entry(result, self.vulnerability).map_err(|source| RescoreError::Scoring {
                        board,
                        ns: line.ns,
                        ew: line.ew,
                        source,
                    })
                })
                .collect::<Result<Vec<_>, _>>()
        };
        let rules = Rules {
            artificial: profile.settings().artificial,
            butler_dropped: profile.butler_dropped_each_end.value,
        };
        let score = |entries: Vec<Entry>| {
            frequencies::figures(&entries, expected_results, &rules)
                .map_err(|source| RescoreError::Field { board, source })
        };
        let before = score(entries(false)?)?;
        let after = if adjustments.is_empty() {
            before.clone()
        } else {
            score(entries(true)?)?
        };
        Ok(self.assemble(&replaced, &before, &after, profile))
    }

    fn assemble(
        &self,
        replaced: &[Option<&FieldAdjustment>],
        before: &FieldFigures,
        after: &FieldFigures,
        profile: &Profile,
    ) -> RescoredField {
        let halves = profile.rounding_halves.value;
        let matchpoints = Rounder {
            step: profile.rounding_matchpoints.value,
            average: Rational::new(i128::from(after.top), 2).unwrap_or(Rational::ZERO),
            halves,
        };
        let imps = Rounder {
            step: profile.rounding_imps.value,
            average: Rational::ZERO,
            halves,
        };
        let lines = self
            .lines
            .iter()
            .enumerate()
            .map(|(i, line)| {
                let adjustment = replaced[i];
                let non_offending = adjustment.and_then(|a| a.non_offending);
                let pair = |side: Side| {
                    let (was, now) = match side {
                        Side::NS => (&before.lines[i].ns, &after.lines[i].ns),
                        Side::EW => (&before.lines[i].ew, &after.lines[i].ew),
                    };
                    let change = |rounder: &Rounder, pick: fn(&MethodPoints) -> Rational| {
                        let figure = |exact: Rational| Figure {
                            exact,
                            rounded: rounder.round(exact, side, non_offending),
                        };
                        Change {
                            before: figure(pick(&was.scored)),
                            after: figure(pick(&now.scored)),
                        }
                    };
                    let results = adjustment
                        .and_then(|a| a.result.results_for(side))
                        .unwrap_or_default();
                    let parts = match adjustment {
                        Some(_) => results
                            .iter()
                            .zip(&now.components)
                            .map(|((outcome, weight), component)| ScoredPart {
                                outcome: *outcome,
                                weight: *weight,
                                points: component.points,
                                scored: component.scored,
                            })
                            .collect(),
                        None => Vec::new(),
                    };
                    PairScores {
                        side,
                        pair: line.pair(side),
                        matchpoints: change(&matchpoints, |p| p.matchpoints),
                        cross_imps: change(&imps, |p| p.cross_imps),
                        butler: change(&imps, |p| p.butler),
                        parts,
                    }
                };
                RescoredLine {
                    line: line.clone(),
                    adjusted: adjustment.map(|a| a.result.clone()),
                    ns: pair(Side::NS),
                    ew: pair(Side::EW),
                }
            })
            .collect();
        RescoredField {
            board: self.board,
            vulnerability: self.vulnerability,
            expected_results: after.expected,
            top: after.top,
            datum_before: before.datum_ns,
            datum_after: after.datum_ns,
            lines,
        }
    }
}

impl RescoredField {
    /// The traveller a scorer loads after the ruling: the adjusted lines carry the ruling's
    /// score, and every line the points of `method` after it, as the profile rounds them.
    pub fn adjusted_traveller(&self, method: ScoringMethod) -> Traveller {
        let lines = self
            .lines
            .iter()
            .map(|rescored| {
                let mut line = rescored.line.clone();
                if let Some(result) = &rescored.adjusted {
                    line.score_ns = result
                        .law77_score_ns(self.vulnerability)
                        .and_then(Result::ok);
                    line.result = result.clone();
                }
                let points = |side: Side| {
                    let change = rescored.side(side).by(method)?;
                    written(change.after.rounded)
                };
                line.points_ns = points(Side::NS);
                line.points_ew = points(Side::EW);
                line
            })
            .collect();
        Traveller {
            board: self.board,
            vulnerability: self.vulnerability,
            datum: match method {
                ScoringMethod::Butler => self.datum_after,
                _ => None,
            },
            lines,
        }
    }
}

/// A rounded figure as a file writes it: with the decimals it needs, at most six.
fn written(value: Rational) -> Option<GivenFigure> {
    (0..=6).find_map(|decimals| GivenFigure::exact(value, decimals))
}
