//! The bundled workflow definitions: they load, every anchor they cite resolves in the law
//! library in both editions, the rules of the Laws are encoded in them, and broken definitions
//! are refused with the step named.

mod sample_support;

use casebook::adjust::Language;
use casebook::case::Subject;
use casebook::laws::{UnitKind, library};
use casebook::samples::sample_cases;
use casebook::workflow::definition::DEFINITIONS_JSON;
use casebook::workflow::{
    AnswerKind, Classification, DefinitionError, Definitions, Role, Workflow, anchor_label, bundled,
};
use serde_json::Value;

use sample_support::{PATHS, by_number, samples};

#[test]
fn the_bundled_definitions_load_with_every_path() {
    let definitions = bundled().expect("the bundled definitions load");
    let ids: Vec<&str> = definitions.paths().iter().map(|p| p.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "review",
            "director_error",
            "claim",
            "tempo_deception",
            "revoke",
            "mi",
            "ui",
            "other"
        ]
    );
    for step in definitions.steps() {
        assert!(!step.question.ru.is_empty() && !step.question.en.is_empty());
        assert!(!step.rule.ru.is_empty() && !step.rule.en.is_empty());
        assert!(!step.question.bg.is_empty() && !step.rule.bg.is_empty());
    }
}

/// Every text of the file — each step's question and rule, each option's label and detail,
/// each path's name — is in Bulgarian beside the Russian and the English: Cyrillic, not the
/// Russian (no letter Bulgarian does not write: ы, э, ё), in the Bulgarian Laws' words.
#[test]
fn every_question_answer_and_rule_has_a_bulgarian_text() {
    fn texts<'v>(value: &'v Value, at: String, found: &mut Vec<(String, &'v Value)>) {
        match value {
            Value::Object(fields) if fields.contains_key("ru") && fields.contains_key("en") => {
                found.push((at, value));
            }
            Value::Object(fields) => {
                for (key, inner) in fields {
                    texts(inner, format!("{at}/{key}"), found);
                }
            }
            Value::Array(items) => {
                for (i, inner) in items.iter().enumerate() {
                    let key = inner["id"].as_str().map_or(i.to_string(), str::to_string);
                    texts(inner, format!("{at}/{key}"), found);
                }
            }
            _ => {}
        }
    }
    let file: Value = serde_json::from_str(DEFINITIONS_JSON).expect("json");
    let mut found = Vec::new();
    texts(&file, String::new(), &mut found);
    assert!(found.len() > 80, "{} texts", found.len());
    for (at, text) in &found {
        let bg = text["bg"]
            .as_str()
            .unwrap_or_else(|| panic!("{at}: no Bulgarian"));
        assert!(!bg.trim().is_empty(), "{at}");
        // A single word may be the same in both (Дезинформация); a sentence never is.
        if bg.contains(' ') {
            assert_ne!(Some(bg), text["ru"].as_str(), "{at}: the Russian");
        }
        assert!(
            bg.chars().any(|c| ('а'..='я').contains(&c)),
            "{at}: not Cyrillic: {bg}"
        );
        assert!(
            !bg.chars()
                .any(|c| matches!(c, 'ы' | 'Ы' | 'э' | 'Э' | 'ё' | 'Ё')),
            "{at}: a Russian letter: {bg}"
        );
    }
    // The words of the Bulgarian Laws, and the same answers read back from the definitions.
    let definitions = bundled().expect("definitions");
    let la = definitions.step("ui.la").expect("ui.la");
    assert!(
        la.question
            .get(Language::Bulgarian)
            .contains("логични алтернативи")
    );
    let adjusted = definitions.step("ui.adjusted_score").expect("adjusted");
    assert_eq!(
        adjusted.question.get(Language::Bulgarian),
        "Какъв административен резултат получава всяка страна?"
    );
    assert_eq!(
        definitions
            .path("ui")
            .expect("ui")
            .name
            .get(Language::Bulgarian),
        "Неразрешена информация"
    );
}

#[test]
fn every_anchor_resolves_in_the_law_library_in_both_editions() {
    let library = library();
    let definitions = bundled().expect("definitions");
    let mut checked = 0;
    for step in definitions.steps() {
        assert!(
            !step.anchors.e1997.is_empty(),
            "{}: no 1997 anchor",
            step.id
        );
        assert!(
            !step.anchors.e2017.is_empty(),
            "{}: no 2017 anchor",
            step.id
        );
        for anchor in step.anchors.all() {
            let unit = library
                .get(anchor)
                .unwrap_or_else(|| panic!("{}: {anchor} is not in the library", step.id));
            // The write-up cites the unit by the label it computes from the anchor.
            if matches!(
                unit.kind,
                UnitKind::Law
                    | UnitKind::Section
                    | UnitKind::Item
                    | UnitKind::SubItem
                    | UnitKind::SubSubItem
                    | UnitKind::Commentary
                    | UnitKind::Footnote
            ) {
                assert_eq!(anchor_label(anchor), unit.label, "{anchor}");
            }
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked} anchors");
}

#[test]
fn the_ui_adjustment_depends_on_exactly_the_five_findings() {
    // Commentary 16.6 and 16.19: the score is adjusted only if every one of the five findings is
    // yes.
    let workflow = Workflow::for_path("ui").expect("ui");
    let findings: Vec<(&str, &[String])> = workflow
        .steps()
        .into_iter()
        .filter(|s| !s.adjust_if.is_empty())
        .map(|s| (s.id.as_str(), s.adjust_if.as_slice()))
        .collect();
    let ids: Vec<&str> = findings.iter().map(|(id, _)| *id).collect();
    assert_eq!(
        ids,
        [
            "ui.extraneous_information",
            "ui.demonstrably_suggested",
            "ui.la",
            "ui.chosen_over_alternative",
            "ui.damage"
        ]
    );
    assert!(findings.iter().all(|(_, allowed)| *allowed == ["yes"]));
    assert_eq!(
        workflow.step("ui.la").map(|s| s.kind),
        Some(AnswerKind::Poll)
    );
}

#[test]
fn damage_is_a_yes_no_finding_on_every_path_that_has_it() {
    let definitions = bundled().expect("definitions");
    let damage: Vec<&str> = definitions
        .steps()
        .iter()
        .filter(|s| s.role == Some(Role::Damage))
        .map(|s| {
            assert_eq!(s.kind, AnswerKind::YesNo, "{}", s.id);
            s.id.as_str()
        })
        .collect();
    assert_eq!(
        damage,
        [
            "ui.damage",
            "mi.damage",
            "tempo.damage",
            "revoke.insufficient",
            "other.damage"
        ]
    );
}

#[test]
fn the_mi_presumption_is_a_mistaken_explanation() {
    // 2017 Law 21B1(b): without evidence to the contrary, the Director presumes a mistaken
    // explanation rather than a mistaken call (1997 Law 75, footnote 22).
    let workflow = Workflow::for_path("mi").expect("mi");
    let step = workflow.step("mi.agreement_evidence").expect("step");
    assert!(!step.required, "the presumption holds without an answer");
    let default = step.default.as_deref().and_then(|d| step.option(d));
    assert_eq!(
        default.and_then(|o| o.classification),
        Some(Classification::MistakenExplanation)
    );
}

#[test]
fn each_sample_case_gets_the_path_of_its_subjects() {
    let cases = samples();
    for (number, path) in PATHS {
        let case = by_number(&cases, number);
        let workflow = Workflow::for_case(case).expect("workflow");
        assert_eq!(workflow.path().id, path, "{number}");
    }
    let definitions = bundled().expect("definitions");
    assert_eq!(
        definitions.path_for_subjects(&[]).map(|p| p.id.as_str()),
        Some("other")
    );
    assert_eq!(
        definitions
            .path_for_subjects(&[Subject::Revoke])
            .map(|p| p.id.as_str()),
        Some("revoke")
    );
}

#[test]
fn the_committees_choice_of_path_is_kept_with_the_case() {
    // У-07 is a claim (subjects claim and UI); a committee may hear it on the UI path.
    let mut case = sample_cases()
        .expect("samples")
        .into_iter()
        .find(|c| c.identity.case_number == "У-07")
        .expect("У-07");
    assert_eq!(Workflow::for_case(&case).expect("claim").path().id, "claim");
    let when = chrono::DateTime::parse_from_rfc3339("2026-04-10T19:00:00Z")
        .expect("time")
        .with_timezone(&chrono::Utc);
    let chosen = Workflow::choose_path(&mut case, "ui", "Председатель АК", when).expect("ui");
    assert_eq!(chosen.path().id, "ui");
    assert_eq!(Workflow::for_case(&case).expect("ui").path().id, "ui");
    assert!(Workflow::choose_path(&mut case, "appeal", "Председатель АК", when).is_err());
    assert_eq!(Workflow::for_case(&case).expect("ui").path().id, "ui");
}

/// The bundled file with one edit made by `edit`.
fn edited(edit: impl FnOnce(&mut Value)) -> Result<Definitions, DefinitionError> {
    let mut value: Value = serde_json::from_str(DEFINITIONS_JSON).expect("json");
    edit(&mut value);
    Definitions::from_json(&value.to_string())
}

fn step_mut<'v>(value: &'v mut Value, id: &str) -> &'v mut Value {
    value["steps"]
        .as_array_mut()
        .expect("steps")
        .iter_mut()
        .find(|s| s["id"] == id)
        .expect("step")
}

fn refusal(result: Result<Definitions, DefinitionError>) -> String {
    result.expect_err("refused").to_string()
}

#[test]
fn definitions_that_break_a_rule_are_refused_with_the_step_named() {
    let message = refusal(edited(|v| {
        step_mut(v, "ui.damage")["kind"] = "choice".into();
        step_mut(v, "ui.damage")["options"] = serde_json::json!([
            {"id": "weight", "label": {"ru": "вес", "en": "weight", "bg": "тежест"}},
            {"id": "none", "label": {"ru": "нет", "en": "none", "bg": "няма"}}
        ]);
        step_mut(v, "ui.damage")["adjust_if"] = serde_json::json!(["weight"]);
    }));
    assert!(
        message.contains("ui.damage") && message.contains("never a weight"),
        "{message}"
    );

    let message = refusal(edited(|v| {
        step_mut(v, "mi.agreement_evidence")["default"] = "explanation_matches".into();
    }));
    assert!(
        message.contains("mi.agreement_evidence") && message.contains("mistaken explanation"),
        "{message}"
    );

    let message = refusal(edited(|v| {
        for id in ["other.irregularity", "other.damage", "other.adjusted_score"] {
            step_mut(v, id)["adjust_if"] = serde_json::json!([]);
        }
    }));
    assert!(message.contains("other.adjusted_score"), "{message}");

    // An option allowed by an answer that comes later, or by an answer its step cannot give.
    let message = refusal(edited(|v| {
        step_mut(v, "review.outcome")["options"][1]["allowed_if"] =
            serde_json::json!([{"step": "review.adjusted_score"}]);
    }));
    assert!(
        message.contains("review.outcome") && message.contains("not an earlier step"),
        "{message}"
    );
    let message = refusal(edited(|v| {
        step_mut(v, "review.outcome")["options"][1]["allowed_if"] =
            serde_json::json!([{"step": "review.procedure", "is": ["perfect"]}]);
    }));
    assert!(
        message.contains("review.outcome") && message.contains("perfect"),
        "{message}"
    );

    let message = refusal(edited(|v| {
        step_mut(v, "ui.demonstrably_suggested")["requires"] =
            serde_json::json!([{"step": "ui.damage", "is": ["yes"]}]);
    }));
    assert!(
        message.contains("ui.demonstrably_suggested") && message.contains("not an earlier step"),
        "{message}"
    );

    let message = refusal(edited(|v| {
        step_mut(v, "ui.self_inflicted")["options"][1]
            .as_object_mut()
            .expect("option")
            .remove("detail");
    }));
    assert!(
        message.contains("ui.self_inflicted") && message.contains("which part"),
        "{message}"
    );

    let message = refusal(edited(|v| {
        step_mut(v, "ui.la")["anchors"]["2017"] = serde_json::json!(["1997/law/16/A"]);
    }));
    assert!(message.contains("not a 2017 anchor"), "{message}");

    let message = refusal(edited(|v| {
        step_mut(v, "ui.la")["qestion"] = "typo".into();
    }));
    assert!(message.contains("qestion"), "{message}");

    let message = refusal(Definitions::from_json("{"));
    assert!(message.contains("not valid"), "{message}");
}
