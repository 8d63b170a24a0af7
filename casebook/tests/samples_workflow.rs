//! The sample cases carry the committee's workflow answers: every decided or reviewed sample
//! walks its path to the end, as the engine would have recorded it, and its findings agree with
//! the decision the sample prints; the draft У-10 (T-10) stops part-way. Every training set is
//! checked, each in its language.
//!
//! The rules checked come from the 1997 commentary: UI (16.6, 16.8, 16.9–16.10, 16.19: an
//! adjustment only when every finding is "yes"); MI (footnote 22, 75.9–75.10: a mistaken
//! explanation unless the agreement is shown); damage and adjusted scores (12.16, 12.18,
//! 12.30–12.35); tempo, claims and the Director's error (73.10, 68.7, 68.13, 82.3–82.5).

mod sample_support;

use casebook::adjust::{
    Comparison, Language, OtherRoom, Outcome, Rational, for_side, parse_weight, weigh,
};
use casebook::bridge::{Contract, Seat, Side, Vulnerability};
use casebook::case::{Case, CaseStatus, CommitteeRole, DepositOutcome, ScoringForm};
use casebook::poll::verdicts;
use casebook::profile::{DEFAULT_PROFILE, Profile};
use casebook::workflow::{
    AdjustmentGate, Answer, AnswerKind, Classification, StepId, StepState, Workflow,
};
use serde_json::Value;

use sample_support::{label, nth, path_of, position, training_sets, words};

/// Every case of every set, with its set's language.
fn all_cases() -> Vec<(Case, &'static str)> {
    training_sets()
        .into_iter()
        .flat_map(|(set, cases)| cases.into_iter().map(move |case| (case, set.language)))
        .collect()
}

fn finished(cases: &[Case]) -> Vec<&Case> {
    cases
        .iter()
        .filter(|c| c.status() >= CaseStatus::Decided)
        .collect()
}

fn workflow(case: &Case) -> Workflow<'static> {
    Workflow::for_case(case).unwrap_or_else(|e| panic!("{}: {e}", label(case)))
}

#[test]
fn every_decided_sample_walks_its_path_to_the_end() {
    for (_, cases) in training_sets() {
        walks_its_path_to_the_end(&cases);
    }
}

fn walks_its_path_to_the_end(cases: &[Case]) {
    let finished = finished(cases);
    assert_eq!(finished.len(), 9, "nine samples are decided or reviewed");
    for case in finished {
        let at = label(case);
        let workflow = workflow(case);
        assert_eq!(workflow.path().id, path_of(position(case)), "{at}: path");
        assert!(!case.workflow.is_empty(), "{at}: no answers");
        assert_eq!(workflow.can_mark_decided(case), Ok(()), "{at}");
        assert_eq!(workflow.next_open_step(case), None, "{at}");
        for row in &case.workflow {
            assert!(
                workflow.step(&row.step).is_some(),
                "{at}: {} is not a step of the {} path",
                row.step,
                workflow.path().id
            );
            assert!(!row.needs_review, "{at}: {} waits for review", row.step);
            assert!(
                workflow.blocked_by(case, &row.step).is_empty(),
                "{at}: {} is blocked by {:?}",
                row.step,
                workflow.blocked_by(case, &row.step)
            );
        }
        for (step, state) in workflow.states(case) {
            let answered = case.workflow.iter().any(|row| row.step == step.id);
            let expected = if answered {
                StepState::Answered
            } else {
                StepState::NotApplicable
            };
            assert_eq!(state, expected, "{at}: {}", step.id);
        }
    }
}

/// Who answered and when: the chair named in the case, on the day of the hearing; each reason
/// cites the commentary the sample is built from.
#[test]
fn every_answer_is_the_chairs_on_the_hearing_day_with_a_reason_from_the_commentary() {
    for (case, language) in &all_cases() {
        let at = label(case);
        let chair = case
            .people
            .committee
            .iter()
            .find(|m| m.role == CommitteeRole::Chair)
            .unwrap_or_else(|| panic!("{at}: no chair"));
        let hearing = case.identity.date.expect("a hearing date");
        for row in &case.workflow {
            assert_eq!(row.by, chair.name, "{at}: {}", row.step);
            let when = row
                .at
                .unwrap_or_else(|| panic!("{at}: {} has no time", row.step));
            assert_eq!(when.date_naive(), hearing, "{at}: {}", row.step);
            assert!(
                words(language)
                    .cites
                    .iter()
                    .any(|cite| row.reason.contains(cite)),
                "{at}: {} cites no commentary paragraph: {}",
                row.step,
                row.reason
            );
        }
        let times: Vec<_> = case.workflow.iter().map(|row| row.at).collect();
        assert!(
            times.windows(2).all(|pair| pair[0] < pair[1]),
            "{at}: the answers are given one after another, in the path's order"
        );
    }
}

/// Each stored answer is what the engine records for it: replayed in order into the case with
/// no answers, every one is accepted — of the right kind, with its reason, its step open — none
/// marks another for review, and the rows come out exactly as shipped.
#[test]
fn the_engine_records_every_sample_answer_as_shipped() {
    for (case, _) in &all_cases() {
        let at = label(case);
        let workflow = workflow(case);
        let mut replay = case.clone();
        replay.workflow.clear();
        for row in &case.workflow {
            let when = row
                .at
                .unwrap_or_else(|| panic!("{at}: {} has no time", row.step));
            let marked = workflow
                .answer_text(
                    &mut replay,
                    &row.step,
                    &row.answer,
                    &row.reason,
                    &row.by,
                    when,
                )
                .unwrap_or_else(|e| panic!("{at}: {e}"));
            assert_eq!(marked, Vec::<StepId>::new(), "{at}: {}", row.step);
        }
        assert_eq!(replay.workflow, case.workflow, "{at}");
    }
}

fn answer_of(workflow: &Workflow, case: &Case, step: &str) -> Answer {
    workflow
        .recorded(case, step)
        .and_then(|r| r.answer)
        .unwrap_or_else(|| panic!("{}: {step} has no readable answer", label(case)))
}

/// What a side's outcomes in the decision score, computed here from the recorded decision and
/// the comparison the committee's request gives: each outcome scored first, then weighted
/// (1997 commentary 12.31).
fn decision_score(case: &Case, side: Side, comparison: &Comparison) -> Rational {
    let outcomes: Vec<(Outcome, Rational)> = case
        .decision
        .adjusted
        .outcomes
        .iter()
        .filter(|o| o.side.is_none_or(|s| s == side))
        .map(|o| {
            let contract = o.contract.expect("a played outcome");
            let declarer = o.declarer.expect("a declarer");
            let outcome = Outcome::played(contract, declarer, o.tricks).expect("a legal result");
            (outcome, parse_weight(&o.weight).expect("a weight"))
        })
        .collect();
    let weighted = weigh(&outcomes, Some(side), case.board.vulnerability, comparison)
        .unwrap_or_else(|e| panic!("{}: {e}", label(case)));
    for_side(weighted.ns, comparison.unit(), side).expect("a side's score")
}

fn comparison(request: &Value) -> Comparison {
    match request["form"].as_str() {
        Some("imps") => {
            let other = request["other_table_score"]
                .as_i64()
                .and_then(|n| i32::try_from(n).ok())
                .expect("the other room's score");
            Comparison::Imps(OtherRoom::Score(other))
        }
        Some("matchpoints") => Comparison::Matchpoints(
            request["field"]
                .as_array()
                .expect("the field")
                .iter()
                .map(|v| {
                    v.as_i64()
                        .and_then(|n| i32::try_from(n).ok())
                        .expect("a score")
                })
                .collect(),
        ),
        other => panic!("form {other:?}"),
    }
}

/// The request describes this board: its vulnerability, form of scoring and table result.
fn check_request_is_of_the_board(case: &Case, request: &Value) {
    let at = label(case);
    let vulnerability: Vulnerability = request["vulnerability"]
        .as_str()
        .and_then(|v| v.parse().ok())
        .expect("the request's vulnerability");
    assert_eq!(vulnerability, case.board.vulnerability, "{at}");
    let form = match case.identity.scoring {
        Some(ScoringForm::TeamsImp) => "imps",
        Some(ScoringForm::PairsMp) => "matchpoints",
        other => panic!("{at}: scoring {other:?}"),
    };
    assert_eq!(request["form"], form, "{at}");
    let table = &request["table"];
    let result = case.result.as_ref().expect("a table result");
    let contract: Contract = table["contract"]
        .as_str()
        .and_then(|c| c.parse().ok())
        .expect("contract");
    let declarer: Seat = table["declarer"]
        .as_str()
        .and_then(|s| s.parse().ok())
        .expect("declarer");
    assert_eq!(Some(contract), result.contract, "{at}: table contract");
    assert_eq!(Some(declarer), result.declarer, "{at}: table declarer");
    assert_eq!(
        table["tricks"].as_u64(),
        result.tricks.map(u64::from),
        "{at}: table tricks"
    );
}

/// An adjusted score iff the path's findings allow one; when they do, the score the engine
/// computes from the committee's answer is, side by side, the decision's; the deposit, the
/// procedural penalty and whether the ruling was upheld agree with the decision too.
#[test]
fn the_findings_agree_with_the_recorded_decision() {
    for (set, cases) in training_sets() {
        findings_agree_with_the_decision(&cases, words(set.language).calls);
    }
}

fn findings_agree_with_the_decision(cases: &[Case], calls: Language) {
    for case in finished(cases) {
        let at = label(case);
        let workflow = workflow(case);
        let decision = &case.decision;
        match workflow.adjustment_gate(case) {
            AdjustmentGate::Allowed => {
                assert!(
                    !decision.adjusted.is_empty(),
                    "{at}: allowed, but none recorded"
                );
                let effect = workflow
                    .adjusted_score(case)
                    .unwrap_or_else(|| panic!("{at}: no adjusted score"))
                    .unwrap_or_else(|e| panic!("{at}: {e}"));
                assert_eq!(effect.reduced_side(), None, "{at}: no self-inflicted part");
                let step = workflow.adjusted_step().expect("an adjusted-score step");
                let Answer::AdjustedScore(adjusted) = answer_of(&workflow, case, &step.id) else {
                    panic!("{at}: the adjusted score is not a score");
                };
                check_request_is_of_the_board(case, &adjusted.request);
                let comparison = comparison(&adjusted.request);
                for side in [Side::NS, Side::EW] {
                    assert_eq!(
                        effect.side(side).exact,
                        decision_score(case, side, &comparison),
                        "{at}: {side}: {}",
                        effect.side(side).breakdown.get(calls)
                    );
                }
            }
            AdjustmentGate::Refused(failing) => {
                assert!(!failing.is_empty(), "{at}");
                assert!(decision.adjusted.is_empty(), "{at}: refused, yet adjusted");
                assert!(workflow.adjusted_score(case).is_none(), "{at}");
            }
            AdjustmentGate::NoAdjustedScore => {
                // A claim is ruled in tricks (1997 commentary 68.13): the last text step says
                // the result the decision records.
                let tricks = workflow
                    .steps()
                    .into_iter()
                    .rev()
                    .find(|s| s.kind == AnswerKind::Text)
                    .expect("a text step");
                let Answer::Text(text) = answer_of(&workflow, case, &tricks.id) else {
                    panic!("{at}: {} is not text", tricks.id);
                };
                assert!(!decision.adjusted.outcomes.is_empty(), "{at}");
                for o in &decision.adjusted.outcomes {
                    let outcome = Outcome::played(
                        o.contract.expect("contract"),
                        o.declarer.expect("declarer"),
                        o.tricks,
                    )
                    .expect("a legal result");
                    let result = outcome.result_text(calls);
                    assert!(text.contains(&result), "{at}: {result} not in «{text}»");
                }
            }
            AdjustmentGate::Pending(waiting) => panic!("{at}: still waiting for {waiting:?}"),
        }

        let deposit = answer_of(&workflow, case, "decision.deposit");
        let expected = match decision.deposit {
            Some(DepositOutcome::Returned) => "returned",
            Some(DepositOutcome::Kept) => "kept",
            None => "no_deposit",
        };
        assert_eq!(deposit.code(), Some(expected), "{at}: deposit");
        assert_eq!(
            decision.without_merit,
            expected == "kept",
            "{at}: without merit"
        );

        if workflow.step("decision.procedural_penalty").is_some() {
            let penalty = answer_of(&workflow, case, "decision.procedural_penalty");
            let expected = if decision.procedural_penalties.is_empty() {
                Answer::No
            } else {
                Answer::Yes
            };
            assert_eq!(penalty, expected, "{at}: procedural penalty");
        }

        let upheld = decision.outcome.map(|o| o.code()) == Some("upheld");
        assert_eq!(
            upheld,
            decision.adjusted.outcomes == case.ruling.adjusted.outcomes,
            "{at}: upheld iff the committee's score is the Director's"
        );
    }
}

/// У-04 (1997 commentary 16.8(i), commentary-1997-ru.txt lines 1523–1548): the hesitation before a forcing
/// pass suggests nothing, so the second finding is "no" and it alone closes the rest of the UI
/// path and the adjusted score (16.19: every answer must be "yes").
#[test]
fn the_result_stands_in_the_no_adjustment_sample_closed_by_its_no() {
    for (_, cases) in training_sets() {
        result_stands_closed_by_its_no(nth(&cases, 4));
    }
}

fn result_stands_closed_by_its_no(case: &Case) {
    let workflow = workflow(case);
    let closing = vec![StepId::new("ui.demonstrably_suggested")];
    assert_eq!(
        workflow.adjustment_gate(case),
        AdjustmentGate::Refused(closing.clone())
    );
    assert_eq!(
        answer_of(&workflow, case, "ui.demonstrably_suggested"),
        Answer::No
    );
    for step in [
        "ui.la",
        "ui.chosen_over_alternative",
        "ui.damage",
        "ui.self_inflicted",
        "ui.adjusted_score",
    ] {
        assert_eq!(
            workflow.state_of(case, step),
            Some(StepState::NotApplicable),
            "{step}"
        );
        assert_eq!(workflow.blocked_by(case, step), closing, "{step}");
    }
    assert!(case.decision.adjusted.is_empty());
}

/// The logical alternative each UI sample's poll shows: chosen or seriously considered by at
/// least three of ten (1997 commentary 16.10; commentary-1997-ru.txt line 1595). У-02: seven of ten
/// pass over 4♠; У-03: six of ten pass over 4♥. The case by its position in the set; the
/// call, pass, in the set's language.
const POLLED_ALTERNATIVES: [(usize, &str); 2] = [(2, "ui.la"), (3, "ui.la")];

#[test]
fn a_poll_step_is_answered_by_the_cases_poll() {
    for (set, cases) in training_sets() {
        poll_steps_are_answered_by_the_polls(&cases, words(set.language).pass);
    }
}

fn poll_steps_are_answered_by_the_polls(cases: &[Case], action: &str) {
    let profile = Profile::bundled(DEFAULT_PROFILE).expect("the default profile");
    for case in finished(cases) {
        let at = label(case);
        let workflow = workflow(case);
        for step in workflow.steps() {
            if step.kind != AnswerKind::Poll || workflow.recorded(case, &step.id).is_none() {
                continue;
            }
            let polls: Vec<_> = case
                .polls
                .iter()
                .filter(|p| {
                    p.step
                        .as_deref()
                        .is_some_and(|s| s == step.id || s == step.short_id())
                })
                .collect();
            assert!(
                !polls.is_empty(),
                "{at}: {} answered without its poll",
                step.id
            );
            assert!(
                POLLED_ALTERNATIVES.contains(&(position(case), step.id.as_str())),
                "{at}: {} is not listed here",
                step.id
            );
            let pollees = casebook::poll::pollees_of(polls[0]);
            let found = verdicts(&pollees, &profile.poll_thresholds()).expect("counted");
            let verdict = found
                .iter()
                .find(|v| v.action == action)
                .unwrap_or_else(|| panic!("{at}: nobody polled chose {action}"));
            assert!(verdict.logical_alternative, "{at}: {verdict:?}");
            assert_eq!(answer_of(&workflow, case, &step.id), Answer::Yes, "{at}");
        }
    }
    for (n, step) in POLLED_ALTERNATIVES {
        let case = nth(cases, n);
        assert!(
            case.workflow.iter().any(|row| row.step == step),
            "{}: {step} is answered",
            label(case)
        );
    }
}

/// Footnote 22 to Law 75 and commentary 75.10 (commentary-1997-ru.txt lines 4964–4980, 5043): the agreement
/// is shown and the explanation differs from it, so each MI sample is a mistaken explanation
/// on the evidence, not on the presumption.
#[test]
fn the_misinformation_samples_find_a_mistaken_explanation_on_the_evidence() {
    for (_, cases) in training_sets() {
        mistaken_explanation_on_the_evidence(&cases);
    }
}

fn mistaken_explanation_on_the_evidence(cases: &[Case]) {
    let mut seen = 0;
    for case in finished(cases) {
        let workflow = workflow(case);
        if workflow.path().id != "mi" {
            continue;
        }
        seen += 1;
        let finding = workflow
            .classification(case)
            .unwrap_or_else(|| panic!("{}: no classification", label(case)));
        assert_eq!(
            finding.classification,
            Classification::MistakenExplanation,
            "{}",
            label(case)
        );
        assert!(!finding.presumed, "{}: on the evidence", label(case));
    }
    assert_eq!(seen, 3, "У-01, У-05 and У-06 are heard as MI");
}

/// У-10 (1997 commentary, Appendix 5 item 6 and П5.1; commentary-1997-ru.txt lines 7036–7063) is a draft: the
/// committee found the irregularity and the damage, and the rest waits.
#[test]
fn the_draft_sample_shows_an_unfinished_path() {
    for (_, cases) in training_sets() {
        draft_shows_an_unfinished_path(nth(&cases, 10));
    }
}

fn draft_shows_an_unfinished_path(case: &Case) {
    assert_eq!(case.status(), CaseStatus::Draft);
    let workflow = workflow(case);
    assert_eq!(workflow.path().id, "other");
    let open = workflow.can_mark_decided(case).expect_err("steps are open");
    assert!(!open.is_empty());
    let states = workflow.states(case);
    let first_open = states
        .iter()
        .position(|(_, s)| matches!(s, StepState::Open | StepState::Locked))
        .expect("an open step");
    assert!(first_open > 0, "the first steps are answered");
    assert!(
        states[..first_open]
            .iter()
            .all(|(_, s)| *s == StepState::Answered),
        "answered steps come first: {states:?}"
    );
    assert!(
        states[first_open..]
            .iter()
            .all(|(_, s)| matches!(s, StepState::Open | StepState::Locked)),
        "then only open steps: {states:?}"
    );
    assert_eq!(
        workflow.next_open_step(case).map(|s| s.id.as_str()),
        Some("other.adjusted_score")
    );
    assert_eq!(workflow.adjustment_gate(case), AdjustmentGate::Allowed);
}
