//! The JSON request of `casebook adjust` (the guide's `command-line.md`) read and computed by the
//! core: good requests give the documented result shape, bad ones one message naming the field.

use casebook::adjust::request;
use casebook::profile::Profile;

fn run(text: &str) -> Result<serde_json::Value, request::RequestError> {
    request::run(text, &Profile::adjustment_terms)
}
use serde_json::{Value, json};

fn request(value: Value) -> Result<Value, String> {
    run(&value.to_string()).map_err(|e| e.to_string())
}

/// Weighting at teams (2017 Law 12C1(c)): 70% 4♠= and 30% 4♠−1 against +170 at the other table.
fn teams_request() -> Value {
    json!({
        "form": "imps",
        "vulnerability": "NS",
        "non_offending": "NS",
        "method": "weighted",
        "scheme": "ebl",
        "table": {"contract": "4S", "declarer": "N", "tricks": 9},
        "outcomes": [
            {"contract": "4S", "declarer": "N", "tricks": 10, "weight": "70%"},
            {"contract": "4S", "declarer": "N", "tricks": 9, "weight": 0.3}
        ],
        "other_table": {"contract": "3S", "declarer": "N", "tricks": 10}
    })
}

#[test]
fn the_design_shape_of_a_result() {
    let result = request(teams_request()).expect("valid");
    assert_eq!(result["ns"]["score"], json!(4.9));
    assert_eq!(result["ns"]["unit"], json!("imps"));
    assert_eq!(result["ew"]["score"], json!(-4.9));
    assert_eq!(result["ns"]["exact"], json!("49/10"));
    assert_eq!(result["scheme"], json!("ebl"));
    assert_eq!(result["profile"], json!("commentary-1997"));
    assert_eq!(
        result["breakdown"],
        json!(
            "NS: 70% of 4♠= (+620 → +10 IMPs) + 30% of 4♠−1 (−100 → −7 IMPs) = +4.9 IMPs; \
             EW: 70% of 4♠= (−620 → −10 IMPs) + 30% of 4♠−1 (+100 → +7 IMPs) = −4.9 IMPs"
        )
    );
    assert!(
        result["breakdown_ru"]
            .as_str()
            .expect("text")
            .starts_with("СЮ: 70% от 4♠=")
    );
    assert_eq!(
        result["breakdown_bg"],
        json!(
            "С–Ю: 70% от 4♠= (+620 → +10 IMPs) + 30% от 4♠−1 (−100 → −7 IMPs) = +4,9 IMPs; \
             И–З: 70% от 4♠= (−620 → −10 IMPs) + 30% от 4♠−1 (+100 → +7 IMPs) = −4,9 IMPs"
        )
    );
    assert_eq!(
        result["ns"]["breakdown_bg"],
        json!(
            result["breakdown_bg"]
                .as_str()
                .expect("text")
                .split("; ")
                .next()
        )
    );
    assert_eq!(result["outcomes"][1]["weight"], json!("30%"));
    assert_eq!(result["outcomes"][0]["ns_points"], json!(620));
    assert_eq!(result["outcomes"][0]["ns_score"], json!(10.0));
    assert_eq!(result["table"]["result"], json!("4♠−1"));
}

#[test]
fn other_table_score_and_the_field_are_alternatives() {
    let mut by_score = teams_request();
    let object = by_score.as_object_mut().expect("object");
    object.remove("other_table");
    object.insert("other_table_score".into(), json!(170));
    assert_eq!(request(by_score).expect("valid")["ns"]["score"], json!(4.9));
    // The same weights at pairs, against a field.
    let mut pairs = teams_request();
    let object = pairs.as_object_mut().expect("object");
    object.remove("other_table");
    object.insert("form".into(), json!("matchpoints"));
    object.insert("field".into(), json!([620, 620, 170, 170, -100]));
    let result = request(pairs).expect("valid");
    assert_eq!(
        result["ns"],
        json!({
            "score": 59.0, "unit": "percent", "exact": "59",
            "breakdown": result["ns"]["breakdown"], "breakdown_ru": result["ns"]["breakdown_ru"],
            "breakdown_bg": result["ns"]["breakdown_bg"]
        })
    );
    assert_eq!(result["ew"]["score"], json!(41.0));
}

#[test]
fn both_rooms_weighted_is_the_cross_product() {
    // Both rooms weighted, every outcome against every other: Σᵢ Σⱼ wᵢ·vⱼ·IMP(openᵢ − closedⱼ).
    // This room 50% +420 / 50% +450 (not vulnerable), the other 50% +420 / 50% −50:
    // (0 + 10 + 1 + 11) / 4 = 5.5 IMPs.
    let result = request(json!({
        "form": "imps", "vulnerability": "None", "non_offending": "NS",
        "method": "weighted", "scheme": "wbf",
        "table": {"contract": "3H", "declarer": "S", "tricks": 10},
        "outcomes": [
            {"contract": "4H", "declarer": "S", "tricks": 10, "weight": "1/2"},
            {"contract": "4H", "declarer": "S", "tricks": 11, "weight": "1/2"}
        ],
        "other_table_outcomes": [
            {"contract": "4H", "declarer": "N", "tricks": 10, "weight": "50%"},
            {"contract": "4H", "declarer": "N", "tricks": 9, "weight": "50%"}
        ]
    }))
    .expect("valid");
    assert_eq!(result["ns"]["score"], json!(5.5));
}

#[test]
fn split_weights_per_side() {
    // A Director's error (commentary 82.5): both sides non-offending, each given 60% of the
    // result more favourable to it: N-S 60% 4♠= / 40% 4♠−1, E-W 40% / 60%.
    let result = request(json!({
        "form": "imps", "vulnerability": "None", "non_offending": "NS",
        "method": "weighted", "scheme": "wbf",
        "table": {"contract": "3S", "declarer": "N", "tricks": 9},
        "outcomes": [
            {"contract": "4S", "declarer": "N", "tricks": 10, "weights": {"ns": "60%", "ew": "40%"}},
            {"contract": "4S", "declarer": "N", "tricks": 9, "weights": {"ns": "40%", "ew": "60%"}}
        ],
        "other_table_score": 140
    }))
    .expect("valid");
    // +420 → +7, −50 → −5 for N-S: 0.6·7 − 0.4·5 = 2.2; E-W: −0.4·7 + 0.6·5 = 0.2.
    assert_eq!(result["ns"]["score"], json!(2.2));
    assert_eq!(result["ew"]["score"], json!(0.2));
    assert_eq!(
        result["outcomes"][0]["weights"],
        json!({"ns": "60%", "ew": "40%"})
    );
}

#[test]
fn artificial_requests() {
    // Law 88 and Lille 1998, 4 (commentary-1997-ru.txt l.1155, l.5944): 55% → 60%, 48% → 40%.
    let result = request(json!({
        "form": "matchpoints", "method": "artificial",
        "artificial": {"ns": "average_plus", "ew": "average_minus",
                       "session_percent": {"ns": 55.0, "ew": 48.0}}
    }))
    .expect("valid");
    assert_eq!(result["ns"]["score"], json!(60.0));
    assert_eq!(result["ew"]["score"], json!(40.0));
    assert_eq!(result["ns"]["unit"], json!("percent"));
    let teams = request(json!({
        "form": "imps", "method": "artificial",
        "artificial": {"ns": "average_minus", "ew": "average_plus"}
    }))
    .expect("valid");
    assert_eq!(
        (teams["ns"]["score"].clone(), teams["ew"]["score"].clone()),
        (json!(-3.0), json!(3.0))
    );
}

#[test]
fn assigned_requests() {
    // Commentary 12.16: 1/3 is likely; the non-offenders get 3NT+1, the offenders 6♣=.
    let result = request(json!({
        "form": "imps", "vulnerability": "None", "non_offending": "NS", "method": "assigned",
        "table": {"contract": "3C", "declarer": "S", "tricks": 12},
        "outcomes": [
            {"contract": "3NT", "declarer": "S", "tricks": 10, "probability": "1/3"},
            {"contract": "6C", "declarer": "S", "tricks": 12, "probability": "1/6"}
        ],
        "other_table_score": 430
    }))
    .expect("valid");
    assert_eq!(result["ns"]["score"], json!(0.0));
    assert_eq!(result["ew"]["score"], json!(-10.0));
    assert_eq!(result["outcomes"][0]["probability"], json!("1/3"));
}

fn error_of(value: Value) -> String {
    request(value).expect_err("a bad request")
}

fn with(mut value: Value, pointer: &str, new: Value) -> Value {
    *value.pointer_mut(pointer).expect("field exists") = new;
    value
}

#[test]
fn bad_requests_name_the_field() {
    let base = teams_request();
    assert_eq!(
        error_of(with(base.clone(), "/outcomes/1/weight", json!("25%"))),
        "outcomes: the weights add up to 95%, not 100% (4♠= 70%, 4♠−1 25%)"
    );
    assert_eq!(
        error_of(with(base.clone(), "/outcomes/1/weight", json!("-30%"))),
        "outcomes[1].weight: the weight of 4♠−1 is -30%, and a weight cannot be negative"
    );
    assert_eq!(
        error_of(with(base.clone(), "/outcomes/0/tricks", json!(14))),
        "outcomes[0].tricks: 14 tricks is impossible: declarer takes from 0 to 13 tricks"
    );
    assert_eq!(
        error_of(with(base.clone(), "/table/contract", json!("8S"))),
        "table.contract: contract level 8 is impossible: a contract is from 1 to 7"
    );
    assert!(
        error_of(with(base.clone(), "/outcomes/0/contract", json!("4Z")))
            .starts_with("outcomes[0].contract: \"4Z\" is not a contract")
    );
    assert!(
        error_of(with(base.clone(), "/outcomes/0/weight", json!("33.333%")))
            .starts_with("outcomes[0].weight: \"33.333%\" has more decimals")
    );
    let mut no_other = base.clone();
    no_other
        .as_object_mut()
        .expect("object")
        .remove("other_table");
    assert!(
        error_of(no_other).starts_with("other_table: missing: IMPs need the other table's result")
    );
    let pairs_without_field = with(base.clone(), "/form", json!("matchpoints"));
    assert!(
        error_of(pairs_without_field)
            .starts_with("other_table: the other table is for IMP scoring")
    );
    let mut pairs = with(base.clone(), "/form", json!("matchpoints"));
    pairs.as_object_mut().expect("object").remove("other_table");
    assert!(error_of(pairs).starts_with("field: missing: matchpoints need"));
    assert!(
        error_of(with(base.clone(), "/scheme", json!("fair")))
            .starts_with("scheme: \"fair\" is not a scheme")
    );
    assert!(
        error_of(with(base.clone(), "/vulnerability", json!("Both-ways")))
            .starts_with("vulnerability: unknown vulnerability")
    );
    let mut unknown_profile = base.clone();
    unknown_profile["profile"] = json!("nbo");
    assert!(error_of(unknown_profile).starts_with("profile: unknown profile \"nbo\""));
    let mut typo = base.clone();
    typo["outcomes"][0]["weigth"] = json!("70%");
    assert!(error_of(typo).starts_with("outcomes[0].weigth: unknown field"));
    assert!(error_of(json!([1, 2])).contains("must be a JSON object"));
    assert!(request_text("{\"form\": ").starts_with("the request is not valid JSON"));
}

#[test]
fn weights_too_fine_to_add_exactly_are_refused_not_overflowed() {
    // Four denominators near 10^12 have a common denominator beyond i128.
    let mut request = teams_request();
    request["outcomes"] = json!([
        {"contract": "4S", "declarer": "N", "tricks": 10, "weight": "1/999999999989"},
        {"contract": "4S", "declarer": "N", "tricks": 9, "weight": "1/999999999961"},
        {"contract": "4S", "declarer": "N", "tricks": 8, "weight": "1/999999999959"},
        {"contract": "4S", "declarer": "N", "tricks": 7, "weight": "1/999999999937"}
    ]);
    assert_eq!(
        error_of(request),
        "outcomes: the numbers are too finely divided to compute exactly; simplify the weights"
    );
}

fn request_text(text: &str) -> String {
    run(text).expect_err("bad JSON").to_string()
}

#[test]
fn bad_assigned_and_artificial_requests() {
    let assigned = json!({
        "form": "imps", "vulnerability": "None", "non_offending": "NS", "method": "assigned",
        "table": {"contract": "3C", "declarer": "S", "tricks": 12},
        "outcomes": [
            {"contract": "3NT", "declarer": "S", "tricks": 10, "probability": "0.33"},
            {"contract": "6C", "declarer": "S", "tricks": 12, "probability": "0.2"}
        ],
        "other_table_score": 430
    });
    assert_eq!(
        error_of(with(
            assigned.clone(),
            "/outcomes/1/probability",
            json!("1.2")
        )),
        "outcomes[1].probability: the probability of 6♣= is 120%, outside 0 to 100%"
    );
    assert!(
        error_of(with(
            assigned.clone(),
            "/outcomes/1/probability",
            json!("0.8")
        ))
        .starts_with("outcomes: the probabilities add up to 113%, more than 100%")
    );
    let mut no_probability = assigned.clone();
    no_probability["outcomes"][0]
        .as_object_mut()
        .expect("object")
        .remove("probability");
    assert!(error_of(no_probability).starts_with("outcomes[0].probability: missing"));
    // Artificial and assigned are never mixed for one infraction (commentary 12.26).
    let mut mixed = assigned.clone();
    mixed["artificial"] = json!({"ns": "average_plus", "ew": "average_minus"});
    assert!(
        error_of(mixed)
            .starts_with("artificial: an artificial score cannot be combined with an assigned one")
    );
    let artificial_with_outcomes = with(assigned, "/method", json!("artificial"));
    assert!(
        error_of(artificial_with_outcomes)
            .starts_with("outcomes: an artificial score cannot be combined")
    );
    assert!(error_of(json!({
        "form": "matchpoints", "method": "artificial",
        "artificial": {"ns": "average_plus", "ew": "average_minus", "session_percent": {"ns": 101}}
    }))
    .starts_with("artificial.session_percent.ns: a session score of 101% is outside"));
    assert!(
        error_of(json!({
            "form": "imps", "method": "artificial",
            "artificial": {"ns": "average_plus", "ew": "top"}
        }))
        .starts_with("artificial.ew: \"top\" is not an artificial score")
    );
    assert!(
        error_of(json!({
            "form": "matchpoints", "method": "artificial", "knockout": true,
            "artificial": {"ns": "average_plus", "ew": "average_minus"}
        }))
        .starts_with("knockout: knockout averaging")
    );
}

mod never_a_panic {
    use super::*;
    use proptest::prelude::*;

    const POINTERS: [&str; 12] = [
        "/form",
        "/vulnerability",
        "/non_offending",
        "/method",
        "/scheme",
        "/table",
        "/table/tricks",
        "/outcomes",
        "/outcomes/0/weight",
        "/outcomes/1/contract",
        "/outcomes/1/declarer",
        "/other_table",
    ];

    fn any_json() -> impl Strategy<Value = Value> {
        prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            any::<i64>().prop_map(|n| json!(n)),
            any::<f64>()
                .prop_filter("finite", |f| f.is_finite())
                .prop_map(|f| json!(f)),
            "[-+0-9./%a-zA-Z♠ ]{0,12}".prop_map(Value::String),
            Just(json!([])),
            Just(json!({})),
            Just(json!([1, "x", null])),
        ]
    }

    proptest! {
        #[test]
        fn any_field_set_to_anything_gives_a_result_or_an_error(
            pointer in 0usize..POINTERS.len(),
            value in any_json(),
        ) {
            let mut request = teams_request();
            if let Some(slot) = request.pointer_mut(POINTERS[pointer]) {
                *slot = value;
            }
            match run(&request.to_string()) {
                Ok(result) => prop_assert!(result["ns"]["score"].is_number()),
                Err(e) => prop_assert!(!e.to_string().contains('\n')),
            }
        }

        #[test]
        fn any_text_gives_a_result_or_an_error(text in ".{0,200}") {
            let _ = run(&text);
        }
    }
}
