//! A review of the ruling in the casebook: printed as a review — who reviewed the ruling and
//! each finding with its reasons (the facts, the procedure, the bounds of reasonableness, the
//! outcome), not under the committee's heading — and counted apart from the committee's
//! hearings in the statistics. Sample У-03 (1997 commentary 16.8(ii)) is here reviewed.

mod publish_support;

use casebook::case::{Hearing, RulingOutcome, WorkflowAnswer};
use casebook::publish::{Casebook, PublishOptions, Statistics, render_html, render_markdown};
use publish_support::*;

fn row(step: &str, answer: &str, reason: &str) -> WorkflowAnswer {
    WorkflowAnswer {
        step: step.into(),
        answer: answer.into(),
        reason: reason.into(),
        by: "A. Reviewer".into(),
        at: None,
        needs_review: false,
    }
}

/// The section of У-03 in the printed casebook: from its heading to the next case's.
fn case_03(markdown: &str) -> &str {
    let at = markdown
        .find("id=\"case-у-03\"")
        .expect("the case's heading");
    let case = &markdown[at..];
    &case[..case.find("id=\"case-у-05\"").unwrap_or(case.len())]
}

fn casebook() -> Casebook {
    let mut cases = samples();
    let reviewed = cases
        .iter_mut()
        .find(|c| c.identity.case_number == "У-03")
        .expect("У-03");
    reviewed.identity.hearing = Hearing::ReviewOfRuling;
    reviewed.people.committee.clear();
    reviewed.decision.outcome = Some(RulingOutcome::Upheld);
    reviewed.workflow = vec![
        row("review.facts", "stand", "Пауза признана обеими парами."),
        row(
            "review.procedure",
            "followed",
            "Выслушаны обе пары, опрошены десять игроков.",
        ),
        row(
            "review.bounds",
            "yes",
            "Шестеро из десяти спасовали: решение разумно.",
        ),
        row("review.outcome", "stands", "Решение в пределах разумного."),
        row(
            "decision.deposit",
            "returned",
            "Апелляция не лишена оснований.",
        ),
    ];
    Casebook::assemble(
        cases,
        &[],
        &PublishOptions {
            year: YEAR,
            ..PublishOptions::default()
        },
    )
}

#[test]
fn a_review_of_the_ruling_is_printed_as_a_review() {
    let casebook = casebook();
    let markdown = render_markdown(&casebook, &mut |_| {});
    let case = case_03(&markdown);
    assert!(case.contains("Пересмотр решения судьи"), "{case}");
    assert!(case.contains("Решение пересматривал"), "{case}");
    assert!(case.contains("A. Reviewer"), "{case}");
    assert!(
        case.contains("Лежит ли решение судьи в пределах разумного?")
            && case.contains("Шестеро из десяти спасовали: решение разумно."),
        "the finding on the bounds with its reasons: {case}"
    );
    assert!(
        case.contains("Правильной ли была процедура судьи"),
        "{case}"
    );
    let html = strip_tags(&render_html(&casebook, &mut |_| {}));
    assert!(html.contains("Пересмотр решения судьи"));
}

#[test]
fn the_statistics_count_reviews_apart_from_committees() {
    let casebook = casebook();
    let stats = Statistics::of(&casebook);
    assert!(stats.bodies_differ());
    let review = stats
        .by_body
        .iter()
        .find(|b| b.hearing == Hearing::ReviewOfRuling)
        .expect("the review is counted");
    assert_eq!(review.cases, 1);
    assert_eq!((review.upheld, review.changed, review.cancelled), (1, 0, 0));
    let committee = stats
        .by_body
        .iter()
        .find(|b| b.hearing == Hearing::Committee)
        .expect("the committees' hearings");
    assert_eq!(committee.cases + review.cases, stats.cases);
    let markdown = render_markdown(&casebook, &mut |_| {});
    assert!(
        markdown.contains("Решения судей по органу, рассматривавшему апелляцию"),
        "the statistics' rows by body"
    );
    // A casebook whose appeals all went to a committee prints no such rows.
    let committees_only = Casebook::assemble(
        samples(),
        &[],
        &PublishOptions {
            year: YEAR,
            ..PublishOptions::default()
        },
    );
    assert!(!Statistics::of(&committees_only).bodies_differ());
    assert!(
        !render_markdown(&committees_only, &mut |_| {}).contains("по органу, рассматривавшему")
    );
}

/// The archive's statistics (`casebook stats`, the Archive window, the website's statistics
/// page) count each body's cases and what it did with the rulings.
#[test]
fn the_archives_statistics_count_each_body_apart() {
    use casebook::precedent::{CaseDigest, statistics};
    let digests: Vec<CaseDigest> = casebook()
        .cases
        .iter()
        .map(|placed| CaseDigest::of(&placed.case))
        .collect();
    let figures = statistics(&digests, None, None);
    let bodies: Vec<(Hearing, usize, usize)> = figures
        .bodies
        .iter()
        .map(|b| (b.hearing, b.cases, b.upheld))
        .collect();
    let committee_cases = digests.len() - 1;
    assert_eq!(bodies.len(), 2, "{bodies:?}");
    assert_eq!(bodies[0].0, Hearing::Committee);
    assert_eq!(bodies[0].1, committee_cases);
    assert_eq!(bodies[1], (Hearing::ReviewOfRuling, 1, 1));
    // A precedent says which body decided it where that was not a committee.
    let lines: Vec<String> = digests
        .iter()
        .map(|d| d.decided_line(casebook::adjust::Language::English))
        .collect();
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.starts_with("review of the ruling: ruling upheld"))
            .count(),
        1,
        "{lines:?}"
    );
    assert!(
        lines.iter().filter(|l| l.contains("committee")).count() == 0,
        "a committee's decision reads as before: {lines:?}"
    );
}

/// A referee decides alone as a committee would (the English Bridge Union's referees, by
/// telephone or e-mail): his case walks the committee's steps without a vote, and the casebook
/// prints his decision under his heading, not the committee's.
#[test]
fn a_referees_decision_is_printed_as_his() {
    let mut cases = samples();
    let refereed = cases
        .iter_mut()
        .find(|c| c.identity.case_number == "У-03")
        .expect("У-03");
    refereed.identity.hearing = Hearing::Referee;
    refereed.people.committee.truncate(1);
    assert!(!Hearing::Referee.votes(), "a referee decides alone");
    let workflow = casebook::workflow::Workflow::for_case(refereed).expect("a path");
    assert_eq!(
        workflow.path().id,
        "ui",
        "the committee's steps for the case's subject"
    );
    let casebook = Casebook::assemble(
        cases,
        &[],
        &PublishOptions {
            year: YEAR,
            ..PublishOptions::default()
        },
    );
    let markdown = render_markdown(&casebook, &mut |_| {});
    let case = case_03(&markdown);
    assert!(case.contains("Решение рефери по апелляциям"), "{case}");
    assert!(case.contains("Рефери по апелляциям"), "{case}");
    assert!(!case.contains("Решение комитета"), "{case}");
    assert_eq!("referee".parse::<Hearing>(), Ok(Hearing::Referee));
}
