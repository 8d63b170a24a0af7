//! The precedent commands as a user runs them on the sample year: `similar`, `cases --law`,
//! `consistency` and `stats`.

mod support;

use std::path::Path;
use support::{assert_one_line_failure, stdout_of};

fn text(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 temporary path")
}

#[test]
fn similar_lists_like_cases_with_their_decision_and_why() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = support::demo_database(dir.path());
    let printed = stdout_of(&["similar", "У-02", "--db", text(&db), "--limit", "3"]);
    assert!(printed.starts_with("Cases like У-02 (2026"), "{printed}");
    // The like UI case first: the same Laws as the 1997 case cites them, the same findings.
    let first = printed.lines().nth(1).expect("a first case");
    assert!(first.contains("У-03"), "{printed}");
    assert!(printed.contains("why: cites 12C2, 16A, 73C"), "{printed}");
    assert!(printed.contains("same findings: UI present"), "{printed}");
    assert_eq!(printed.matches("why:").count(), 3, "{printed}");

    let rows: Vec<serde_json::Value> = serde_json::from_str(&stdout_of(&[
        "similar",
        "У-02",
        "--db",
        text(&db),
        "--json",
    ]))
    .expect("JSON");
    assert!(!rows.is_empty() && rows.len() <= 10);
    for row in &rows {
        assert_ne!(row["case"], "У-02", "a case is not its own precedent");
        assert!(
            row["decision"]
                .as_str()
                .is_some_and(|d| d.starts_with("ruling "))
        );
        assert!(!row["reasons"].as_array().expect("reasons").is_empty());
    }
    let scores: Vec<f64> = rows
        .iter()
        .map(|r| r["score"].as_f64().expect("a score"))
        .collect();
    assert!(scores.windows(2).all(|w| w[0] >= w[1]), "{scores:?}");
}

#[test]
fn a_case_alone_in_its_database_has_no_precedent_and_says_so() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = support::demo_database(dir.path());
    let bundle = stdout_of(&["export", "--db", text(&db), "--case", "У-07"]);
    let file = dir.path().join("one.json");
    std::fs::write(&file, bundle).expect("written");
    let alone = dir.path().join("alone.sqlite");
    stdout_of(&["import", text(&file), "--db", text(&alone)]);
    let printed = stdout_of(&["similar", "У-07", "--db", text(&alone)]);
    assert!(
        printed.starts_with("No decided case is like У-07"),
        "{printed}"
    );
    assert_eq!(
        stdout_of(&["similar", "У-07", "--db", text(&alone), "--json"]).trim(),
        "[]"
    );
    assert_one_line_failure(
        &["similar", "У-99", "--db", text(&alone)],
        1,
        "no case \"У-99\"",
    );
}

#[test]
fn cases_citing_a_law_are_the_same_in_either_numbering() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = support::demo_database(dir.path());
    let numbers = |args: &[&str]| -> Vec<String> {
        let mut all = vec!["cases", "--db", text(&db), "--json"];
        all.extend_from_slice(args);
        let rows: Vec<serde_json::Value> = serde_json::from_str(&stdout_of(&all)).expect("JSON");
        rows.iter()
            .map(|r| r["case"].as_str().expect("a number").to_string())
            .collect()
    };
    // The sample cases are 1997 cases: 16A there is 16B (and 16B1) in the 2017 Laws, so the
    // cases citing 1997 16A are those citing anything in 2017 16B; 2017 16B1 is narrower.
    let in_1997 = numbers(&["--law", "16A", "--edition", "1997"]);
    assert!(in_1997.contains(&"У-02".to_string()), "{in_1997:?}");
    assert_eq!(in_1997, numbers(&["--law", "16B"]));
    let narrower = numbers(&["--law", "16B1"]);
    assert!(narrower.contains(&"У-02".to_string()), "{narrower:?}");
    assert!(narrower.iter().all(|n| in_1997.contains(n)), "{narrower:?}");
    // Law 68 is cited by the claim case only.
    assert_eq!(numbers(&["--law", "68"]), ["У-07"]);
    let printed = stdout_of(&["cases", "--db", text(&db), "--law", "45C4"]);
    assert!(printed.starts_with("No case cites 45C4"), "{printed}");
    // 16A in the 2017 numbering is cited by none of these 1997 cases: the line says where
    // they are and how to ask for them.
    let printed = stdout_of(&["cases", "--db", text(&db), "--law", "16A"]);
    assert_eq!(
        printed.trim(),
        format!(
            "{} cases cite 16A of the 1997 Laws (= 16B of 2017): casebook cases --law 16A --edition 1997",
            in_1997.len()
        )
    );
    assert_one_line_failure(
        &["cases", "--db", text(&db), "--law", "zz"],
        2,
        "not a law reference",
    );
}

#[test]
fn consistency_and_stats_over_the_sample_year() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = support::demo_database(dir.path());
    let printed = stdout_of(&["consistency", "--db", text(&db), "--year", "2026"]);
    assert!(printed.starts_with("2026: 9 decided cases;"), "{printed}");
    assert!(
        printed.contains("weighted score here, assigned score there"),
        "{printed}"
    );
    let none = stdout_of(&[
        "consistency",
        "--db",
        text(&db),
        "--from",
        "1990",
        "--to",
        "1999",
    ]);
    assert!(
        none.contains("no like case was decided otherwise"),
        "{none}"
    );
    assert_one_line_failure(
        &[
            "consistency",
            "--db",
            text(&db),
            "--from",
            "2027",
            "--to",
            "2026",
        ],
        2,
        "comes after",
    );

    let stats: serde_json::Value =
        serde_json::from_str(&stdout_of(&["stats", "--db", text(&db), "--json"])).expect("JSON");
    assert_eq!(stats["years"][0]["year"], 2026);
    assert_eq!(stats["years"][0]["cases"], 10);
    assert_eq!(stats["laws"][0]["name"], "12");
    let table = stdout_of(&["stats", "--db", text(&db)]);
    assert!(table.contains("cases: 10"), "{table}");
    let later = stdout_of(&["stats", "--db", text(&db), "--from", "2030"]);
    assert!(later.contains("cases: 0"), "{later}");
}

/// The panel's figures and marks as a user reads them: a year's panel, two comments on one
/// decided case whose ruling was changed (both say improved: improvement per case 1.00), the
/// table of `casebook stats`, its JSON, and the precedent's line in `casebook similar`.
#[test]
fn stats_and_precedents_show_the_panels_word() {
    use casebook::panel::{Panel, PanelComment, PanelMember, PanelScope, PanelVerdict};
    use casebook::store::{CaseFilter, Store};
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = support::demo_database(dir.path());
    let mut store = Store::open(&db).expect("the demo database");
    let changed = store
        .list_cases(&CaseFilter::default())
        .unwrap()
        .into_iter()
        .map(|s| store.load_case(s.heading.uuid).unwrap())
        .find(|c| {
            c.status() >= casebook::case::CaseStatus::Decided
                && c.decision.outcome == Some(casebook::case::RulingOutcome::Varied)
        })
        .expect("a decided case whose ruling was changed");
    store
        .save_panel(&Panel {
            scope: PanelScope {
                year: changed.identity.year,
                event: String::new(),
            },
            members: ["Громов", "Wolff"]
                .map(|name| PanelMember {
                    name: name.into(),
                    ..PanelMember::default()
                })
                .to_vec(),
            ..Panel::default()
        })
        .unwrap();
    for (who, ruling, decision) in [("Громов", 40, 90), ("Wolff", 50, 80)] {
        store
            .save_panel_comment(
                changed.uuid,
                &PanelComment {
                    commentator: who.into(),
                    ruling_mark: Some(ruling),
                    decision_mark: Some(decision),
                    verdict: Some(PanelVerdict::Improved),
                    ..PanelComment::default()
                },
            )
            .unwrap();
    }
    drop(store);

    let table = stdout_of(&["stats", "--db", text(&db)]);
    assert!(table.contains("the panel's word"), "{table}");
    let all = table
        .lines()
        .find(|l| l.starts_with("all "))
        .expect("the panel's whole row");
    let cells: Vec<&str> = all.split_whitespace().collect();
    assert_eq!(
        cells,
        ["all", "1", "1", "1", "0", "0", "1.00", "45.0", "85.0"],
        "{table}"
    );
    let stats: serde_json::Value =
        serde_json::from_str(&stdout_of(&["stats", "--db", text(&db), "--json"])).expect("JSON");
    assert_eq!(
        stats["years"][0]["year"], 2026,
        "the archive's figures where they were"
    );
    assert_eq!(stats["panel"]["all"]["improvement_per_case"], 1.0);
    assert_eq!(stats["panel"]["all"]["decision_mark"], 85.0);

    // Some case has the commented one among its precedents, its panel beside its decision.
    let numbers: Vec<String> = Store::open(&db)
        .unwrap()
        .list_cases(&CaseFilter::default())
        .unwrap()
        .into_iter()
        .map(|s| s.heading.case_number)
        .filter(|n| *n != changed.identity.case_number)
        .collect();
    let shown = numbers.iter().any(|n| {
        stdout_of(&["similar", n, "--db", text(&db), "--limit", "20"])
            .contains("the panel (2): ruling 45, decision 85; improved")
    });
    assert!(shown, "no precedent list shows the panel's marks");
}
