//! A three-member committee votes in the window on the LA question of the sample UI case У-02
//! (commentary 12.32–12.33, commentary-1997-ru.txt l.1280–1294): 2–1 for "yes", the member of the minority
//! writes a dissent, and the published casebook prints it signed.

mod gui_support;

use casebook::publish::{Casebook, Format, PublishOptions, render};
use egui::accesskit::Role;
use egui_kittest::kittest::Queryable as _;
use gui_support::ui_case_at_la_step;

#[test]
fn a_committee_votes_two_to_one_and_the_dissent_is_printed_signed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cases.sqlite");
    let mut harness = ui_case_at_la_step(&path, 3000.0);
    harness.get_by_label("The committee's vote");

    // A vote clicked by mistake is taken back while the question is open.
    harness
        .get_by_role_and_label(Role::Button, "Председатель АК (учебный состав) votes “No”")
        .click();
    harness.run();
    harness
        .get_by_label("Председатель АК (учебный состав) takes back the vote")
        .click();
    harness.run();
    assert!(harness.state().open_case().expect("open").votes.is_empty());

    // The chair, then the member, then the scribe, each by the button of their row.
    for (member, answer) in [
        ("Председатель АК (учебный состав)", "Yes"),
        ("Член АК (учебный состав)", "No"),
        ("Секретарь АК (учебный состав)", "Yes"),
    ] {
        harness
            .get_by_role_and_label(Role::Button, &format!("{member} votes “{answer}”"))
            .click();
        harness.run();
    }
    harness.get_by_label("2–1: the committee's answer is “Yes”");
    let dissent = "Pass was not a logical alternative for a player of this class.";
    harness
        .get_by_label(
            "Dissent of Член АК (учебный состав) (printed signed in the write-up and the casebook)",
        )
        .click();
    harness.run();
    harness
        .get_by_label(
            "Dissent of Член АК (учебный состав) (printed signed in the write-up and the casebook)",
        )
        .type_text(dissent);
    harness.run();

    let mut case = harness.state().open_case().expect("open").clone();
    assert_eq!(case.votes.len(), 3);
    assert_eq!(
        case.votes
            .iter()
            .find(|v| v.answer == "no")
            .map(|v| v.dissent.as_str()),
        Some(dissent)
    );
    case.review.status = casebook::case::CaseStatus::Reviewed;
    let casebook = Casebook::assemble(
        vec![case],
        &[],
        &PublishOptions {
            year: 2026,
            ..PublishOptions::default()
        },
    );
    let printed =
        String::from_utf8(render(&casebook, Format::Markdown, &mut |_| {}).expect("rendered"))
            .expect("UTF-8");
    assert!(
        printed.contains("Особое мнение — Член АК (учебный состав)"),
        "{printed}"
    );
    assert!(printed.contains(dissent));
}
