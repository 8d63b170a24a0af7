//! The adjusted score the decision keeps once the committee records it: each side's line in
//! the case's language, and the outcomes behind it with their weights as the committee wrote
//! them (`1/6`, `30%`); an assigned score's results at 100%. Recording the answer writes it
//! ([`Workflow::answer`]), so the decision never says other than the workflow.

use super::Workflow;
use super::adjusted::AdjustmentEffect;
use super::answer::{AdjustedAnswer, NonOffendersScore};
use super::definition::Step;
use super::error::WorkflowError;
use crate::adjust::request::AdjustRequest;
use crate::adjust::{
    Language, Method, Outcome, ProbableOutcome, non_offenders_choice, offenders_choice,
};
use crate::bridge::Side;
use crate::case::{AdjustedScore, Case, ScoreOutcome};
use serde_json::Value;

/// The language the decision is written in: English for an English case, Bulgarian for a
/// Bulgarian one, Russian otherwise (the committees' own language).
fn decision_language(case: &Case) -> Language {
    let code = case.language.trim().to_ascii_lowercase();
    if code.starts_with("en") {
        Language::English
    } else if code.starts_with("bg") {
        Language::Bulgarian
    } else {
        Language::Russian
    }
}

/// A result as the case records it, for `side` (both when `None`) with `weight` as written.
fn record(outcome: &Outcome, side: Option<Side>, weight: &str) -> ScoreOutcome {
    let (contract, declarer, tricks) = match *outcome {
        Outcome::Played {
            contract,
            declarer,
            tricks,
        } => (Some(contract), Some(declarer), tricks),
        Outcome::PassedOut => (None, None, 0),
    };
    ScoreOutcome {
        side,
        contract,
        declarer,
        tricks,
        weight: weight.trim().to_string(),
    }
}

/// The text of a weight as the request gives it: a string as written, a number as a number.
fn written(value: Option<&Value>) -> String {
    match value {
        Some(Value::String(text)) => text.clone(),
        Some(Value::Number(number)) => number.to_string(),
        _ => String::new(),
    }
}

/// The weight of the `index`th outcome as written, for `side` when each side has its own.
fn written_weight(request: &Value, index: usize, side: Option<Side>) -> String {
    let outcome = &request["outcomes"][index];
    match (outcome.get("weights"), side) {
        (Some(weights), Some(Side::NS)) => written(weights.get("ns")),
        (Some(weights), Some(Side::EW)) => written(weights.get("ew")),
        _ => written(outcome.get("weight")),
    }
}

/// The method the request computes; under 2017 Law 86B2(b) the assigned score inside it.
fn assigned_or_weighted(method: &Method) -> &Method {
    match method {
        Method::AveragePlusOrAssigned(inner) => assigned_or_weighted(inner),
        other => other,
    }
}

/// The result each side is assigned (1997 Law 12C2), at 100%, under the request's profile;
/// `skip` leaves a side out.
fn assigned(request: &AdjustRequest, skip: Option<Side>) -> Vec<ScoreOutcome> {
    let Method::Assigned {
        non_offending,
        table,
        outcomes,
    } = assigned_or_weighted(&request.method)
    else {
        return Vec::new();
    };
    let probable: &[ProbableOutcome] = outcomes;
    let vulnerability = request.board.vulnerability;
    let settings = &request.settings;
    [
        non_offenders_choice(
            *non_offending,
            table,
            probable,
            vulnerability,
            settings.likely,
        ),
        offenders_choice(
            non_offending.other(),
            table,
            probable,
            vulnerability,
            settings.at_all_probable,
        ),
    ]
    .into_iter()
    .flatten()
    .filter(|choice| Some(choice.side) != skip)
    .map(|choice| record(&choice.outcome, Some(choice.side), "100%"))
    .collect()
}

/// A weighted score's outcomes: each side's own weights when it has them (those it does not
/// weigh at all left out), else the weights of `side` (both sides when `None`); `skip` leaves
/// a side out.
fn weighted(
    request: &AdjustRequest,
    written_request: &Value,
    side: Option<Side>,
    skip: Option<Side>,
) -> Vec<ScoreOutcome> {
    let Method::Weighted { outcomes, .. } = assigned_or_weighted(&request.method) else {
        return Vec::new();
    };
    let per_side = written_request["outcomes"]
        .as_array()
        .is_some_and(|list| list.iter().any(|o| o.get("weights").is_some()));
    if !per_side {
        return outcomes
            .iter()
            .enumerate()
            .map(|(i, o)| record(&o.outcome, side, &written_weight(written_request, i, None)))
            .collect();
    }
    let mut out = Vec::new();
    for own in [Side::NS, Side::EW] {
        if Some(own) == skip {
            continue;
        }
        out.extend(
            outcomes
                .iter()
                .enumerate()
                .filter(|(_, o)| !o.weight.for_side(own).is_zero())
                .map(|(i, o)| {
                    record(
                        &o.outcome,
                        Some(own),
                        &written_weight(written_request, i, Some(own)),
                    )
                }),
        );
    }
    out
}

/// The table result of an assigned or weighted request.
fn table_of(request: &AdjustRequest) -> Option<Outcome> {
    match assigned_or_weighted(&request.method) {
        Method::Assigned { table, .. } | Method::Weighted { table, .. } => Some(*table),
        _ => None,
    }
}

impl<'d> Workflow<'d> {
    /// The score the decision keeps for a recorded adjusted-score answer and its effect.
    pub(crate) fn decision_score(
        &self,
        case: &Case,
        step: &Step,
        answer: &AdjustedAnswer,
        effect: &AdjustmentEffect,
    ) -> Result<AdjustedScore, WorkflowError> {
        let language = decision_language(case);
        let [ns, ew] = effect.lines(language);
        let (request, _) = self.compute(case, step, &answer.request)?;
        // The side whose score a self-inflicted part changed keeps outcomes of its own.
        let own_side = effect.reduced_side();
        let mut outcomes = match assigned_or_weighted(&request.method) {
            Method::Assigned { .. } => assigned(&request, own_side),
            Method::Weighted { .. } => weighted(
                &request,
                &answer.request,
                own_side.map(Side::other),
                own_side,
            ),
            Method::Artificial { .. } | Method::AveragePlusOrAssigned(_) => Vec::new(),
        };
        if let Some(side) = own_side {
            match &answer.non_offenders {
                NonOffendersScore::TableResult => {
                    outcomes.extend(table_of(&request).map(|t| record(&t, Some(side), "100%")));
                }
                NonOffendersScore::Reduced(own) => {
                    let (own_request, _) = self.compute(case, step, own)?;
                    let own_outcomes = match assigned_or_weighted(&own_request.method) {
                        Method::Weighted { .. } => weighted(&own_request, own, Some(side), None),
                        _ => assigned(&own_request, None),
                    };
                    // Only the non-offenders' side of their own score is theirs to keep.
                    outcomes.extend(own_outcomes.into_iter().filter(|o| o.side == Some(side)));
                }
                NonOffendersScore::AsAdjusted => {}
            }
        }
        Ok(AdjustedScore { ns, ew, outcomes })
    }
}

#[cfg(test)]
mod tests {
    use crate::bridge::{Seat, Side};
    use crate::case::{Case, ScoreOutcome};
    use crate::samples::sample_cases;
    use crate::workflow::adjusted::u01_request;
    use crate::workflow::{AdjustedAnswer, Answer, Workflow};
    use chrono::Utc;
    use serde_json::json;

    const STEP_UI: &str = "ui.adjusted_score";
    const STEP_MI: &str = "mi.adjusted_score";

    /// A sample case with its adjusted score not yet recorded, nor the decision's.
    fn before_the_score(number: &str, step: &str) -> Case {
        let mut case = sample_cases()
            .expect("samples")
            .into_iter()
            .find(|c| c.identity.case_number == number)
            .expect(number);
        case.workflow.retain(|a| a.step != step);
        case.decision.adjusted = Default::default();
        case
    }

    fn record(case: &mut Case, step: &str, answer: AdjustedAnswer) {
        let workflow = Workflow::for_case(case).expect("the path");
        workflow
            .answer(
                case,
                step,
                Answer::AdjustedScore(answer),
                "по примеру комментария",
                "Председатель",
                Utc::now(),
            )
            .expect("recorded");
    }

    fn of_side(outcomes: &[ScoreOutcome], side: Side) -> Vec<(u8, &str)> {
        outcomes
            .iter()
            .filter(|o| o.side == Some(side))
            .map(|o| (o.tricks, o.weight.as_str()))
            .collect()
    }

    /// Sample У-01 (1997 commentary 12.31, commentary-1997-ru.txt lines 1250–1278): 3NT with 9, 10 and 11
    /// tricks and 6♣ made, weighted 1/6, 1/4, 1/4, 1/3 against the other room's +430.
    #[test]
    fn recording_the_score_makes_it_the_decisions_in_the_cases_language() {
        let mut case = before_the_score("У-01", STEP_MI);
        let mut request = u01_request();
        // Typed with a space before it: the weight is kept as written, without the space.
        request["outcomes"][2]["weight"] = json!(" 1/4");
        let mut english = case.clone();
        record(&mut case, STEP_MI, AdjustedAnswer::new(request.clone()));
        let adjusted = &case.decision.adjusted;
        let weights: Vec<&str> = adjusted
            .outcomes
            .iter()
            .map(|o| o.weight.as_str())
            .collect();
        assert_eq!(weights, ["1/6", "1/4", "1/4", "1/3"], "weights as written");
        assert!(adjusted.outcomes.iter().all(|o| o.side.is_none()));
        // The case is written in Russian: so is its score line.
        assert!(adjusted.ns.contains("3,42"), "{}", adjusted.ns);
        assert!(adjusted.ew.contains("3,42"), "{}", adjusted.ew);

        english.language = "en".into();
        record(&mut english, STEP_MI, AdjustedAnswer::new(request));
        assert!(
            english.decision.adjusted.ns.contains("3.42 IMPs"),
            "{}",
            english.decision.adjusted.ns
        );
    }

    /// Sample У-03 (commentary 16.8(ii)): 4♥ by North, ten tricks, for both sides.
    #[test]
    fn an_assigned_score_records_each_sides_result_at_100_percent() {
        let mut case = before_the_score("У-03", STEP_UI);
        record(
            &mut case,
            STEP_UI,
            AdjustedAnswer::new(json!({
                "form": "matchpoints", "vulnerability": "NS", "non_offending": "EW",
                "method": "assigned",
                "table": {"contract": "4H", "declarer": "N", "tricks": 11},
                "outcomes": [{"contract": "4H", "declarer": "N", "tricks": 10, "probability": "1"}],
                "field": [620, 650, 300, 170]
            })),
        );
        let outcomes = &case.decision.adjusted.outcomes;
        assert_eq!(outcomes.len(), 2, "{outcomes:?}");
        assert!(
            outcomes
                .iter()
                .all(|o| o.weight == "100%" && o.tricks == 10 && o.declarer == Some(Seat::North))
        );
        assert_eq!(of_side(outcomes, Side::NS), [(10, "100%")]);
    }

    /// Sample У-02 (commentary 16.8(ii), the slam bid after UI): each side weighted apart —
    /// East–West get 4♠ making 11 or 12 tricks half and half, North–South 6♠ one down.
    #[test]
    fn a_score_weighted_for_each_side_records_each_sides_outcomes() {
        let stored = sample_cases()
            .expect("samples")
            .into_iter()
            .find(|c| c.identity.case_number == "У-02")
            .expect("У-02");
        let answer = stored
            .workflow
            .iter()
            .find(|a| a.step == STEP_UI)
            .and_then(|a| AdjustedAnswer::from_json(&a.answer).ok())
            .expect("У-02 records its adjusted score");
        let mut case = before_the_score("У-02", STEP_UI);
        record(&mut case, STEP_UI, answer);
        let outcomes = &case.decision.adjusted.outcomes;
        assert_eq!(of_side(outcomes, Side::EW), [(11, "50%"), (12, "50%")]);
        assert_eq!(
            of_side(outcomes, Side::NS),
            [(11, "100%")],
            "0% outcomes are left out"
        );
        assert!(outcomes.iter().all(|o| o.side.is_some()));
        // The outcomes are the sample's own decision's; its lines are the engine's now.
        let mut written = case.decision.adjusted.outcomes.clone();
        let mut stored_outcomes = stored.decision.adjusted.outcomes.clone();
        written.sort_by_key(|o| (o.side.map(|s| s.to_string()), o.tricks));
        stored_outcomes.sort_by_key(|o| (o.side.map(|s| s.to_string()), o.tricks));
        assert_eq!(written, stored_outcomes);
        assert!(
            case.decision.adjusted.ew.ends_with("= −0,5 импа"),
            "{}",
            case.decision.adjusted.ew
        );
    }
}
