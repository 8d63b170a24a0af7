//! Precedents on cases built so that the right order is known: the Laws cited (a shared 16B1
//! above a shared 16, 1997 16A and 12C3 read as 2017 16B1 and 12C1(c) through the edition map),
//! the kind and findings, the slow call at the decision point, the words; ties by year, the
//! cases citing a Law, consistency pairs and the figures over the years.

mod store_support;

use casebook::adjust::Language;
use casebook::bridge::{BoardNumber, Call};
use casebook::case::*;
use casebook::precedent::{
    CaseDigest, Difference, MatchReason, PrecedentIndex, Trigger, divergences, report, statistics,
};
use casebook::store::Store;
use store_support::Scratch;

struct Spec {
    number: &'static str,
    year: i32,
    edition: Edition,
    subjects: &'static [Subject],
    laws: &'static [&'static str],
    calls: &'static [&'static str],
    slow: Option<usize>,
    findings: &'static [(&'static str, &'static str)],
    method: Option<&'static str>,
    facts: &'static str,
    status: CaseStatus,
}

const UI_FACTS: &str = "Север долго думал перед заявкой 2♠. Юг с пятью червами и синглетом пик \
     поднял торговлю до четырёх червей; Восток–Запад вызвали судью после розыгрыша.";

fn ui(number: &'static str, year: i32) -> Spec {
    Spec {
        number,
        year,
        edition: Edition::E2017,
        subjects: &[Subject::BreakInTempo, Subject::UnauthorizedInformation],
        laws: &["16B1", "12C1(c)"],
        calls: &["1H", "2C", "2H", "2S", "Pass", "Pass"],
        slow: Some(3),
        findings: &[("ui.la", "yes"), ("ui.damage", "yes")],
        method: Some("weighted"),
        facts: UI_FACTS,
        status: CaseStatus::Decided,
    }
}

fn build(spec: &Spec) -> Case {
    let mut case = Case::new(BoardNumber::new(1).expect("board 1"));
    let seed = spec
        .number
        .bytes()
        .fold(0u128, |n, b| n * 256 + u128::from(b));
    case.uuid = uuid::Uuid::from_u128(0x7EC0_0000_0000_0000 + seed);
    case.identity.case_number = spec.number.to_string();
    case.identity.year = Some(spec.year);
    case.identity.event = "Командный чемпионат".into();
    case.law_edition = spec.edition;
    case.subjects = spec.subjects.to_vec();
    case.ruling.laws = spec.laws.iter().map(|l| l.to_string()).collect();
    for call in spec.calls {
        let call: Call = call.parse().expect("a call");
        case.auction.calls.push(call).expect("a legal call");
    }
    if let Some(index) = spec.slow {
        case.auction.annotations.push(CallAnnotation {
            call: index,
            tempo: Some(TempoBreak {
                seconds: Some(20),
                ..TempoBreak::default()
            }),
            ..CallAnnotation::default()
        });
    }
    let prefix = case_prefix(spec.subjects);
    for (step, answer) in spec.findings {
        case.workflow.push(WorkflowAnswer {
            step: format!("{prefix}.{}", step.split('.').nth(1).unwrap_or(step)),
            answer: answer.to_string(),
            ..WorkflowAnswer::default()
        });
    }
    if let Some(method) = spec.method {
        case.workflow.push(WorkflowAnswer {
            step: format!("{prefix}.adjusted_score"),
            answer: format!(r#"{{"request":{{"method":"{method}"}}}}"#),
            ..WorkflowAnswer::default()
        });
        case.decision.outcome = Some(RulingOutcome::Varied);
    } else {
        case.decision.outcome = Some(RulingOutcome::Upheld);
    }
    case.facts.agreed = spec.facts.to_string();
    case.review.status = spec.status;
    case
}

fn case_prefix(subjects: &[Subject]) -> &'static str {
    if subjects.contains(&Subject::Claim) {
        "claim"
    } else if subjects.contains(&Subject::Misinformation) {
        "mi"
    } else {
        "ui"
    }
}

/// The archive the tests rank: `A` is the precedent the committee should see first.
fn archive() -> Vec<Spec> {
    vec![
        // Last year's like case: the same Laws, auction, slow 2♠, findings, method, words.
        ui("A", 2025),
        // The same case two years ago: an equal score, so it follows the newer one.
        ui("B", 2024),
        // A 1997 case: 16A and 12C3 are 2017's 16B1 and 12C1(c); the same slow 2♠ after
        // another auction; other words.
        Spec {
            edition: Edition::E1997,
            laws: &["16A", "12C3"],
            calls: &["1D", "Pass", "1H", "2S", "Pass", "Pass"],
            facts: "Пауза Запада перед ходом; Восток сбросил трефу.",
            ..ui("D", 2010)
        },
        // Only Law 16 in common, another slow call, other findings and words.
        Spec {
            laws: &["16", "73C"],
            calls: &["1NT", "Pass", "3NT"],
            slow: Some(1),
            findings: &[("ui.la", "no")],
            method: None,
            facts: "Контра Запада после долгой паузы, Восток вышел в бубну.",
            ..ui("C", 2025)
        },
        // A claim: nothing in common.
        Spec {
            subjects: &[Subject::Claim],
            laws: &["68", "70A"],
            calls: &[],
            slow: None,
            findings: &[],
            method: None,
            facts: "Разыгрывающий заявил остальные взятки, не упомянув козырь.",
            ..ui("E", 2025)
        },
    ]
}

fn digests(specs: &[Spec]) -> Vec<CaseDigest> {
    specs.iter().map(|s| CaseDigest::of(&build(s))).collect()
}

fn numbers(found: &[casebook::precedent::Precedent]) -> Vec<&str> {
    found
        .iter()
        .map(|p| p.digest.heading.case_number.as_str())
        .collect()
}

#[test]
fn last_years_like_case_comes_first_with_the_reason() {
    let index = PrecedentIndex::new(digests(&archive()));
    let query = CaseDigest::of(&build(&ui("Q", 2026)));
    let found = index.similar(&query, 10);
    assert_eq!(numbers(&found), ["A", "B", "D", "C"], "{found:#?}");
    let first = &found[0];
    assert!(first.reasons.contains(&MatchReason::Laws {
        labels: vec!["16B1".into(), "12C1(c)".into()]
    }));
    let line = MatchReason::line(&first.reasons, Language::English);
    assert!(line.starts_with("cites 16B1, 12C1(c)"), "{line}");
    assert!(line.contains("same auction to a slow 2♠"), "{line}");
    assert!(
        line.contains("same findings: an LA found, damage"),
        "{line}"
    );
    let russian = MatchReason::line(&first.reasons, Language::Russian);
    assert!(
        russian.contains("та же торговля до медленной 2♠"),
        "{russian}"
    );
    // A and B tie; the newer year is first.
    assert_eq!(found[0].score, found[1].score);
}

#[test]
fn a_1997_case_matches_through_the_edition_map() {
    let index = PrecedentIndex::new(digests(&archive()));
    let query = CaseDigest::of(&build(&ui("Q", 2026)));
    let found = index.similar(&query, 10);
    let d = found
        .iter()
        .find(|p| p.digest.heading.case_number == "D")
        .expect("D");
    let laws = d
        .reasons
        .iter()
        .find_map(|r| match r {
            MatchReason::Laws { labels } => Some(labels.clone()),
            _ => None,
        })
        .expect("laws shared");
    assert!(laws.contains(&"16B1".to_string()), "{laws:?}");
    assert!(laws.contains(&"12C1(c)".to_string()), "{laws:?}");
    assert!(d.reasons.contains(&MatchReason::DecisionPoint {
        trigger: Trigger::Tempo,
        call: "2S".parse().expect("2♠"),
        same_auction: false,
    }));
}

#[test]
fn a_shared_16b1_weighs_more_than_a_shared_16() {
    let specific = Spec {
        subjects: &[Subject::Other],
        laws: &["16B1"],
        calls: &[],
        slow: None,
        findings: &[],
        method: None,
        facts: "Первый.",
        ..ui("S", 2020)
    };
    let general = Spec {
        laws: &["16"],
        facts: "Второй.",
        ..ui("G", 2020)
    };
    let general = Spec {
        subjects: &[Subject::Other],
        calls: &[],
        slow: None,
        findings: &[],
        method: None,
        ..general
    };
    let index = PrecedentIndex::new(digests(&[specific, general]));
    let query = Spec {
        subjects: &[Subject::Psychic],
        laws: &["16B1"],
        calls: &[],
        slow: None,
        findings: &[],
        method: None,
        facts: "Третий.",
        ..ui("Q", 2026)
    };
    let found = index.similar(&CaseDigest::of(&build(&query)), 10);
    assert_eq!(numbers(&found).first(), Some(&"S"), "{found:#?}");
    let scores: Vec<f32> = found.iter().map(|p| p.score).collect();
    assert!(scores.len() < 2 || scores[0] > scores[1], "{scores:?}");
}

#[test]
fn a_case_with_no_precedent_gets_an_empty_answer() {
    let index = PrecedentIndex::new(digests(&archive()));
    let lonely = Spec {
        subjects: &[Subject::Revoke],
        laws: &["64A"],
        calls: &[],
        slow: None,
        findings: &[],
        method: None,
        facts: "Ренонс на девятой взятке.",
        ..ui("R", 2026)
    };
    assert!(
        index
            .similar(&CaseDigest::of(&build(&lonely)), 10)
            .is_empty()
    );
    assert!(
        PrecedentIndex::new(Vec::new())
            .similar(&CaseDigest::of(&build(&ui("Q", 2026))), 10)
            .is_empty()
    );
}

#[test]
fn the_index_and_the_scan_rank_alike() {
    let specs = archive();
    let index = PrecedentIndex::new(digests(&specs));
    for spec in specs.iter().chain([ui("Q", 2026)].iter()) {
        let query = CaseDigest::of(&build(spec));
        let by_index = index.similar(&query, 3);
        let by_scan = index.similar_by_scan(&query, 3);
        assert_eq!(
            numbers(&by_index),
            numbers(&by_scan),
            "query {}",
            spec.number
        );
        // A case is never its own precedent.
        assert!(!numbers(&by_index).contains(&spec.number));
    }
}

#[test]
fn the_cases_citing_a_law_in_either_edition_newest_first() {
    let index = PrecedentIndex::new(digests(&archive()));
    let citing = |anchor: &str| -> Vec<String> {
        index
            .citing(anchor)
            .iter()
            .map(|d| d.heading.case_number.clone())
            .collect()
    };
    // 1997 16A is 2017 16B and 16B1: A and B cite 16B1, D cites 16A itself; C cites only 16.
    assert_eq!(citing("1997/law/16/A"), ["A", "B", "D"]);
    assert_eq!(citing("2017/law/16"), ["A", "C", "B", "D"]);
    assert_eq!(citing("2017/law/68"), ["E"]);
    assert!(citing("2017/law/45").is_empty());
}

#[test]
fn a_like_case_decided_otherwise_is_flagged_for_the_review() {
    let mut specs = archive();
    // Like A in every way but the LA finding and the method.
    specs.push(Spec {
        findings: &[("ui.la", "no"), ("ui.damage", "yes")],
        method: Some("assigned"),
        ..ui("F", 2025)
    });
    let index = PrecedentIndex::new(digests(&specs));
    let a = index
        .digests()
        .iter()
        .find(|d| d.heading.case_number == "A")
        .expect("A")
        .clone();
    let flagged = divergences(&index, &a, 5);
    let f = flagged
        .iter()
        .find(|d| d.precedent.digest.heading.case_number == "F")
        .expect("F is flagged");
    assert!(f.differences.contains(&Difference::Finding {
        step: "ui.la".into(),
        here: "yes".into(),
        there: "no".into(),
    }));
    assert_eq!(
        f.differences[0].describe(Language::English),
        "an LA found here, no LA there"
    );
    assert!(f.differences.contains(&Difference::Method {
        here: "weighted".into(),
        there: "assigned".into(),
    }));
    // B is decided alike: not flagged. C differs but is not like enough.
    assert!(
        !flagged
            .iter()
            .any(|d| d.precedent.digest.heading.case_number == "B")
    );
    assert!(
        !flagged
            .iter()
            .any(|d| d.precedent.digest.heading.case_number == "C")
    );
    // The year's report lists each pair once.
    let year = report(&index, 2025, 2025);
    let pairs: Vec<(String, String)> = year
        .pairs
        .iter()
        .map(|(here, d)| {
            (
                here.heading.case_number.clone(),
                d.precedent.digest.heading.case_number.clone(),
            )
        })
        .collect();
    assert_eq!(
        pairs
            .iter()
            .filter(|(h, t)| (h == "A" && t == "F") || (h == "F" && t == "A"))
            .count(),
        1,
        "{pairs:?}"
    );
    // A draft is not judged yet.
    let mut draft = a.clone();
    draft.status = CaseStatus::Draft;
    assert!(divergences(&index, &draft, 5).is_empty());
}

#[test]
fn the_figures_over_the_years() {
    let all = digests(&archive());
    let stats = statistics(&all, None, None);
    let years: Vec<(i32, usize)> = stats.years.iter().map(|y| (y.year, y.cases)).collect();
    assert_eq!(years, [(2010, 1), (2024, 1), (2025, 3)]);
    let y2025 = &stats.years[2];
    assert_eq!(y2025.subjects.get("claim"), Some(&1));
    assert_eq!(y2025.subjects.get("unauthorized_information"), Some(&2));
    assert_eq!((y2025.upheld, y2025.changed), (2, 1));
    assert_eq!(y2025.methods.get("weighted"), Some(&1));
    // Law 16 is cited by A, B, C and D (D as 1997 16A); 12 by A, B and D.
    assert_eq!(stats.laws[0].name, "16");
    assert_eq!(stats.laws[0].count, 4);
    assert_eq!(stats.laws[1].name, "12");
    let recent = statistics(&all, Some(2024), Some(2025));
    assert_eq!(recent.cases(), 4);
}

#[test]
fn the_store_keeps_digests_and_makes_stale_ones_again() {
    let scratch = Scratch::new();
    let mut store = Store::create_or_open(scratch.path("cases.sqlite")).expect("store");
    let mut saved = Vec::new();
    for spec in archive() {
        saved.push(store.save_case(&build(&spec), 0).expect("saved"));
    }
    let mut made = 0;
    let first = store
        .case_digests(&mut |done, _| made = done)
        .expect("digests");
    assert_eq!((first.len(), made), (5, 5));
    made = 0;
    let again = store
        .case_digests(&mut |done, _| made = done)
        .expect("digests");
    assert_eq!(
        (again, made),
        (first.clone(), 0),
        "stored digests are read back"
    );
    // An edit makes that case's digest again, and only that one.
    let mut edited = saved[3].clone();
    edited.ruling.laws = vec!["16B1".into()];
    store.save_case(&edited, edited.revision).expect("saved");
    let mut total = 0;
    let after = store
        .case_digests(&mut |done, all| {
            made = done;
            total = all;
        })
        .expect("digests");
    assert_eq!((made, total), (1, 1));
    let c = after
        .iter()
        .find(|d| d.heading.case_number == "C")
        .expect("C");
    assert_eq!(c.citations[0].label, "16B1");
}
