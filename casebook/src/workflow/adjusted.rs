//! The adjusted score an answer records, computed with [`crate::adjust`], and what a
//! self-inflicted part does to it: the offenders keep the consequence of their infraction and
//! only the non-offenders' score changes (2017 Law 12C1(e)(i)–(ii); 1997 commentary 12.12–12.13).

use super::Workflow;
use super::answer::{AdjustedAnswer, Answer, NonOffendersScore};
use super::definition::{Extent, Step};
use super::error::WorkflowError;
use super::rules::SelfInflicted;
use super::state::{Effective, Gate};
use crate::adjust::request::{AdjustRequest, parse_request};
use crate::adjust::{
    AdjustedScore, Breakdown, Language, SideScore, for_side, score_with_unit, side_name,
};
use crate::bridge::Side;
use crate::case::Case;
use crate::profile::Profile;
use serde_json::{Value, json};

/// The non-offenders' part of a recorded adjusted score.
#[derive(Debug, Clone)]
pub enum RecordedNonOffenders {
    AsAdjusted,
    /// Their own request, without the self-inflicted part (2017 Law 12C1(e)(ii)).
    Reduced(Box<AdjustRequest>),
    /// All the damage was self-inflicted: the table result stands for them.
    TableResult,
}

/// An adjusted score as the committee awards it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AdjustmentEffect {
    /// The adjustment as the consequence of the infraction: what the offenders receive, and
    /// the non-offenders too unless they caused part of their damage themselves.
    pub adjusted: AdjustedScore,
    /// `None` for an artificial score, which names no side.
    pub non_offending: Option<Side>,
    pub self_inflicted: Option<SelfInflicted>,
    /// The non-offenders' own score without the self-inflicted part, when there is one.
    pub non_offenders: Option<SideScore>,
}

impl AdjustmentEffect {
    /// The score a side receives.
    pub fn side(&self, side: Side) -> &SideScore {
        match &self.non_offenders {
            Some(own) if own.side == side => own,
            _ => self.adjusted.side(side),
        }
    }

    /// The side whose score a self-inflicted part changed: only ever the non-offenders.
    pub fn reduced_side(&self) -> Option<Side> {
        self.non_offenders.as_ref().map(|own| own.side)
    }

    /// One line per side, North–South first.
    pub fn lines(&self, language: Language) -> [String; 2] {
        [Side::NS, Side::EW].map(|side| self.side(side).breakdown.get(language).to_string())
    }
}

fn invalid(step: &Step, message: impl Into<String>) -> WorkflowError {
    WorkflowError::InvalidAdjustment {
        step: step.id.clone(),
        message: message.into(),
    }
}

fn non_offending(request: &AdjustRequest) -> Option<Side> {
    request.method.non_offending()
}

fn signed_points(points: i32) -> String {
    match points {
        p if p > 0 => format!("+{p}"),
        p if p < 0 => format!("−{}", p.unsigned_abs()),
        _ => "0".to_string(),
    }
}

/// The non-offenders' table result as their score, when all the damage was their own doing.
fn table_result(adjusted: &AdjustedScore, side: Side) -> Result<SideScore, String> {
    let table = adjusted.table.as_ref().ok_or(
        "the non-offenders keep their table result: give the table result in the request (table)",
    )?;
    let unit = adjusted.side(side).unit;
    let exact = for_side(table.ns_score, unit, side).map_err(|e| e.to_string())?;
    let points = if side == Side::NS {
        table.ns_points
    } else {
        -table.ns_points
    };
    let breakdown = Breakdown::build(|language| {
        let label = match language {
            Language::English => "no redress, the non-offenders keep their table result",
            Language::Russian => {
                "без компенсации, ненарушившая сторона сохраняет результат за столом"
            }
            Language::Bulgarian => {
                "без обезщетение, невиновната страна запазва игралния си резултат"
            }
        };
        format!(
            "{}: {label}: {} ({} → {})",
            side_name(side, language),
            table.outcome.result_text(language),
            signed_points(points),
            score_with_unit(exact, unit, language)
        )
    });
    Ok(SideScore {
        side,
        unit,
        exact,
        score: exact,
        breakdown,
    })
}

impl<'d> Workflow<'d> {
    /// The adjusted score recorded for the case; `None` while the step is unanswered or not
    /// applicable.
    pub fn adjusted_score(&self, case: &Case) -> Option<Result<AdjustmentEffect, WorkflowError>> {
        let step = self.adjusted_step()?;
        if self.gate(case, step) != Gate::Open {
            return None;
        }
        match self.effective(case, step) {
            Effective::Answered(Answer::AdjustedScore(adjusted)) => {
                Some(self.effect_of(case, step, &adjusted))
            }
            Effective::Unreadable => Some(Err(invalid(
                step,
                "the stored adjusted score does not read; answer the step again",
            ))),
            _ => None,
        }
    }

    /// The recorded adjusted score as requests the core reads (the case's profile filled in):
    /// the adjustment, and the non-offenders' own request when a self-inflicted part reduced
    /// their score (`TableResult` when they keep the table result). What the field's rescoring
    /// starts from; `None` while the step is unanswered or not applicable.
    pub fn recorded_requests(
        &self,
        case: &Case,
    ) -> Option<Result<(AdjustRequest, RecordedNonOffenders), WorkflowError>> {
        let step = self.adjusted_step()?;
        if self.gate(case, step) != Gate::Open {
            return None;
        }
        let Effective::Answered(Answer::AdjustedScore(adjusted)) = self.effective(case, step)
        else {
            return None;
        };
        Some((|| {
            let (request, _) = self.compute(case, step, &adjusted.request)?;
            let own = match &adjusted.non_offenders {
                NonOffendersScore::AsAdjusted => RecordedNonOffenders::AsAdjusted,
                NonOffendersScore::TableResult => RecordedNonOffenders::TableResult,
                NonOffendersScore::Reduced(own) => {
                    RecordedNonOffenders::Reduced(Box::new(self.compute(case, step, own)?.0))
                }
            };
            Ok((request, own))
        })())
    }

    /// Computes an adjusted score before it is recorded, as [`Workflow::answer`] would check
    /// it: the request with the case's profile, and the self-inflicted part the answers found.
    /// For a live preview while the committee types the outcomes.
    pub fn preview_adjustment(
        &self,
        case: &Case,
        answer: &AdjustedAnswer,
    ) -> Result<AdjustmentEffect, WorkflowError> {
        let step = self
            .adjusted_step()
            .ok_or_else(|| self.unknown_step("adjusted_score"))?;
        self.effect_of(case, step, answer)
    }

    pub(super) fn compute(
        &self,
        case: &Case,
        step: &Step,
        request: &Value,
    ) -> Result<(AdjustRequest, AdjustedScore), WorkflowError> {
        let mut request = request.clone();
        if let Value::Object(fields) = &mut request
            && !fields.contains_key("profile")
            && !case.profile.trim().is_empty()
        {
            fields.insert("profile".into(), json!(case.profile.trim()));
        }
        let parsed = parse_request(&request.to_string(), &Profile::adjustment_terms)
            .map_err(|e| invalid(step, e.to_string()))?;
        let score = parsed.compute().map_err(|e| invalid(step, e.to_string()))?;
        Ok((parsed, score))
    }

    /// Computes an adjusted-score answer for the case, with its self-inflicted part.
    pub(crate) fn effect_of(
        &self,
        case: &Case,
        step: &Step,
        answer: &AdjustedAnswer,
    ) -> Result<AdjustmentEffect, WorkflowError> {
        let self_inflicted = self.self_inflicted(case);
        let extent = self_inflicted.as_ref().map_or(Extent::None, |s| s.extent);
        let consistent = matches!(
            (extent, &answer.non_offenders),
            (Extent::None, NonOffendersScore::AsAdjusted)
                | (Extent::Part, NonOffendersScore::Reduced(_))
                | (Extent::All, NonOffendersScore::TableResult)
        );
        if !consistent {
            return Err(invalid(
                step,
                match extent {
                    Extent::None => {
                        "the non-offenders' score is reduced only for a self-inflicted part of the damage, and none was found (2017 Law 12C1(e))"
                    }
                    Extent::Part => {
                        "part of the damage is self-inflicted: give the non-offenders' own score without that part (non_offenders); the offenders' score stays the consequence of their infraction (2017 Law 12C1(e))"
                    }
                    Extent::All => {
                        "all the damage is self-inflicted: the non-offenders keep their table result (non_offenders: \"table\"); the offenders' score stays the consequence of their infraction (2017 Law 12C1(e))"
                    }
                },
            ));
        }
        let (request, adjusted) = self.compute(case, step, &answer.request)?;
        let nos = non_offending(&request);
        let non_offenders = match &answer.non_offenders {
            NonOffendersScore::AsAdjusted => None,
            reduced_or_table => {
                let side = nos.ok_or_else(|| {
                    invalid(
                        step,
                        "a self-inflicted part needs an assigned or weighted score that names the non-offending side",
                    )
                })?;
                Some(match reduced_or_table {
                    NonOffendersScore::Reduced(own) => {
                        let (own_request, own_score) = self.compute(case, step, own)?;
                        if non_offending(&own_request) != Some(side) {
                            return Err(invalid(
                                step,
                                "the non-offenders' own score must name the same non-offending side",
                            ));
                        }
                        let own = own_score.side(side).clone();
                        let full = adjusted.side(side);
                        if own.unit != full.unit {
                            return Err(invalid(
                                step,
                                "the non-offenders' own score must be scored like the adjustment (IMPs or matchpoints)",
                            ));
                        }
                        if own.exact > full.exact {
                            return Err(invalid(
                                step,
                                format!(
                                    "the non-offenders' own score ({}) is above the adjustment ({}): removing a self-inflicted part cannot raise it",
                                    own.exact, full.exact
                                ),
                            ));
                        }
                        own
                    }
                    _ => table_result(&adjusted, side).map_err(|m| invalid(step, m))?,
                })
            }
        };
        Ok(AdjustmentEffect {
            adjusted,
            non_offending: nos,
            self_inflicted,
            non_offenders,
        })
    }
}

/// Sample У-01's adjusted score as the committee types it (the 1997 commentary 12.31 example,
/// commentary-1997-ru.txt lines 1250–1278): 3NT with 9, 10 and 11 tricks and 6♣ made, weighted 1/6, 1/4,
/// 1/4, 1/3 and scored in IMPs against the other room's +430.
#[cfg(test)]
pub(super) fn u01_request() -> Value {
    json!({
        "form": "imps", "vulnerability": "EW", "non_offending": "NS",
        "method": "weighted", "scheme": "ebl",
        "table": {"contract": "3C", "declarer": "N", "tricks": 12},
        "outcomes": [
            {"contract": "3NT", "declarer": "S", "tricks": 9, "weight": "1/6"},
            {"contract": "3NT", "declarer": "S", "tricks": 10, "weight": "1/4"},
            {"contract": "3NT", "declarer": "S", "tricks": 11, "weight": "1/4"},
            {"contract": "6C", "declarer": "N", "tricks": 12, "weight": "1/3"}
        ],
        "other_table_score": 430
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::case::CaseStatus;
    use crate::samples::sample_cases;

    /// Sample У-01: the 1997 commentary 12.31 example (commentary-1997-ru.txt lines 1250–1278), 3NT with 9,
    /// 10 and 11 tricks and 6♣ made, weighted 1 : 1.5 : 1.5 : 2 and scored in IMPs against the
    /// other room's +430 first: +41/12 IMPs to North–South.
    #[test]
    fn a_preview_computes_the_score_the_answer_would_record() {
        let mut case = sample_cases()
            .expect("samples")
            .into_iter()
            .find(|c| c.identity.case_number == "У-01")
            .expect("У-01");
        case.workflow.clear();
        case.review.status = CaseStatus::Heard;
        let workflow = Workflow::for_case(&case).expect("mi path");
        let request = u01_request();
        let effect = workflow
            .preview_adjustment(&case, &AdjustedAnswer::new(request.clone()))
            .expect("computed");
        assert_eq!(effect.side(Side::NS).exact.to_string(), "41/12");
        assert_eq!(effect.non_offending, Some(Side::NS));
        assert!(case.workflow.is_empty(), "a preview records nothing");

        let mut short = request;
        short["outcomes"][3]["weight"] = json!("1/4");
        let error = workflow
            .preview_adjustment(&case, &AdjustedAnswer::new(short))
            .expect_err("the weights make 11/12");
        assert!(error.to_string().contains("mi.adjusted_score"), "{error}");
    }
}
