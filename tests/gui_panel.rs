//! The casebook's panel in the window, on a database file: the editor names the panel of a
//! year in File › Casebook panel… (two commentators, one asked about every decided case, the
//! other about one case), saves and removes it; a commentator (the editor writing as him, on a
//! file) writes his comment, marks and verdict in File › Comment on cases…, the other's
//! comment hidden until his own is written; a mark above the panel's scale, and a panel whose
//! commentators cannot be told apart, are refused with the reason shown and nothing written.
//! On the throwaway server, a login that is only a commentator opens at the Comment window,
//! writes as himself and reads the other's comment once the server lets him.
//! Fixture: the sample cases (`assets/samples/README.md`: all of 2026; У-04 and У-08 decided,
//! У-10 a draft, the others reviewed — nine cases a panel of 2026 comments on).

mod gui_support;
mod support;

use casebook::panel::{Panel, PanelComment, PanelMember, PanelScope, PanelVerdict};
use casebook::store::Store;
use casebook_app::app::CasebookApp;
use casebook_app::app::views::panel::{CommentOutcome, PanelOutcome};
use casebook_app::i18n::Language;
use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use std::path::{Path, PathBuf};

type Window = Harness<'static, CasebookApp>;

fn window(dir: &tempfile::TempDir) -> (Window, PathBuf) {
    gui_support::window_on_samples(dir, Language::English)
}

/// File › `item`.
fn from_the_file_menu(harness: &mut Window, item: &str) {
    harness.get_by_label("File").click();
    harness.run();
    harness.get_by_label(item).click();
    harness.run();
}

/// Replaces the text of the `n`th field (of one line or of several) labelled `label`, as a user does: click, select all,
/// type.
fn type_into(harness: &mut Window, label: &str, n: usize, text: &str) {
    nth_field(harness, label, n).click();
    harness.run();
    harness.key_press_modifiers(Modifiers::COMMAND, Key::A);
    harness.run();
    nth_field(harness, label, n).type_text(text);
    harness.run();
}

fn nth_field<'a>(harness: &'a Window, label: &'a str, n: usize) -> egui_kittest::Node<'a> {
    harness
        .get_all_by(move |node| {
            matches!(node.role(), Role::TextInput | Role::MultilineTextInput)
                && node.label().is_some_and(|l| l == label)
        })
        .nth(n)
        .unwrap_or_else(|| panic!("no field {n} labelled {label}"))
}

/// What the `n`th field labelled `label` holds.
fn field(harness: &Window, label: &str, n: usize) -> String {
    nth_field(harness, label, n).value().unwrap_or_default()
}

fn panels(path: &Path) -> Vec<Panel> {
    Store::open(path)
        .expect("the database opens")
        .panels()
        .expect("the panels")
}

/// The comments on the case numbered `number` as the file holds them.
fn comments_on(path: &Path, number: &str) -> Vec<PanelComment> {
    Store::open(path)
        .expect("the database opens")
        .commented_cases()
        .expect("the commented cases")
        .into_iter()
        .find(|c| c.case_number == number)
        .expect("the case is decided")
        .comments
}

fn member(name: &str) -> PanelMember {
    PanelMember {
        name: name.into(),
        ..PanelMember::default()
    }
}

/// The panel of 2026 of two commentators, each asked about every decided case, marks 0–`scale`,
/// the others' comments hidden until one's own is written; Лебедева has commented on У-04.
fn panel_of_two(path: &Path, scale: u8) {
    gui_support::with_samples(path);
    let mut store = Store::open(path).expect("the database opens");
    store
        .save_panel(&Panel {
            scope: PanelScope {
                year: Some(2026),
                event: String::new(),
            },
            members: vec![member("Громов"), member("Лебедева")],
            mark_scale: scale,
            ..Panel::default()
        })
        .expect("the panel is kept");
    let case = gui_support::stored_in(&store, "У-04").uuid;
    store
        .save_panel_comment(
            case,
            &PanelComment {
                commentator: "Лебедева".into(),
                comment: "Пас был вынужденным: решение верное.".into(),
                ruling_mark: Some(scale),
                decision_mark: Some(scale / 2),
                verdict: Some(PanelVerdict::NoChange),
                ..PanelComment::default()
            },
        )
        .expect("her comment is kept");
}

/// The Comment window on the case numbered `number`, chosen in its list.
fn comment_on(harness: &mut Window, number: &str) {
    from_the_file_menu(harness, "Comment on cases…");
    assert!(harness.state().comment_window().is_open());
    let prefix = format!("{number} · ");
    harness
        .get_by(move |node| node.label().is_some_and(|l| l.starts_with(&prefix)))
        .click();
    harness.run();
    assert!(harness.state().comment_window().chosen().is_some());
}

#[test]
fn the_editor_names_a_panel_of_two_commentators_saves_it_and_removes_it() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (mut harness, path) = window(&dir);
    from_the_file_menu(&mut harness, "Casebook panel…");
    assert!(harness.state().panel_window().is_open());
    // A new panel, for the latest year of the decided cases.
    assert_eq!(field(&harness, "Year", 0), "2026");
    harness.get_by_label("No commentator yet: add the first.");

    harness.get_by_label("Add a commentator").click();
    harness.run();
    harness.get_by_label("Add a commentator").click();
    harness.run();
    type_into(&mut harness, "Name", 0, "Громов");
    type_into(&mut harness, "About", 0, "судья международной категории");
    type_into(&mut harness, "Name", 1, "Лебедева");
    // Лебедева is asked about У-04 alone: the panel's decided cases are offered by number.
    harness
        .get_all_by_label("every decided case of the panel")
        .nth(1)
        .expect("her choice")
        .click();
    harness.run();
    harness.get_by_label("У-04").click();
    harness.run();
    assert!(
        harness.query_by_label("У-10").is_none(),
        "a draft is not the panel's"
    );
    type_into(&mut harness, "Marks from 0 to", 0, "10");
    type_into(
        &mut harness,
        "The editor's closing remarks",
        0,
        "Спасибо комментаторам.",
    );
    harness.get_by_label("Save the panel").click();
    harness.run();
    harness.get_by_label("The panel of 2026 is saved: 2 commentators.");

    let stored = panels(&path);
    assert_eq!(stored.len(), 1);
    let panel = &stored[0];
    assert_eq!(panel.scope.year, Some(2026));
    assert_eq!(panel.scope.event, "");
    let names: Vec<&str> = panel.members.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(names, ["Громов", "Лебедева"]);
    assert_eq!(panel.members[0].about, "судья международной категории");
    assert!(panel.members[0].asked.is_empty(), "every decided case");
    let u04 = gui_support::stored_case(&path, "У-04").uuid;
    assert_eq!(panel.members[1].asked, [u04]);
    assert_eq!(panel.mark_scale, 10);
    assert!(panel.hide_others_until_written);
    assert_eq!(panel.closing_remarks, "Спасибо комментаторам.");

    // Removed after the question; the window offers a new panel again.
    harness.get_by_label("Remove the panel…").click();
    harness.run();
    harness.get_by_label_contains("Remove the panel of 2026?");
    harness.get_by_label("Remove").click();
    harness.run();
    harness.get_by_label("The panel of 2026 is removed.");
    assert!(panels(&path).is_empty());
    assert!(harness.state().panel_window().editing().is_none());
}

#[test]
fn a_panel_whose_commentators_share_a_name_is_refused_and_nothing_is_written() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (mut harness, path) = window(&dir);
    from_the_file_menu(&mut harness, "Casebook panel…");
    for _ in 0..2 {
        harness.get_by_label("Add a commentator").click();
        harness.run();
    }
    type_into(&mut harness, "Name", 0, "Громов");
    type_into(&mut harness, "Name", 1, "Громов");
    type_into(&mut harness, "About", 1, "второй");
    harness.get_by_label("Save the panel").click();
    harness.run();
    harness.get_by_label("two commentators are named «Громов»");
    assert!(matches!(
        harness.state().panel_window().outcome(),
        Some(PanelOutcome::Failed(_))
    ));
    assert!(panels(&path).is_empty(), "nothing is written");
    // The form is as it was typed, to be corrected.
    assert_eq!(field(&harness, "About", 1), "второй");
    type_into(&mut harness, "Name", 1, "Лебедева");
    harness.get_by_label("Save the panel").click();
    harness.run();
    harness.get_by_label("The panel of 2026 is saved: 2 commentators.");
    assert_eq!(panels(&path)[0].members[1].about, "второй");
}

#[test]
fn a_commentator_writes_his_comment_and_then_reads_the_others() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("cases.sqlite");
    panel_of_two(&path, 100);
    let mut harness = gui_support::window_on(&path, Language::English, [1400.0, 900.0]);
    comment_on(&mut harness, "У-04");
    // On a file the editor writes as one of the panel's members: the first, at first.
    assert_eq!(harness.state().comment_window().as_name, "Громов");
    harness.get_by_label("9 cases asked about");
    harness.get_by_label("Your comment on У-04");
    // Her comment is hidden until his own is written.
    harness.get_by_label("The others' comments are shown once you have written yours.");
    assert!(
        harness
            .query_by_label_contains("Пас был вынужденным")
            .is_none()
    );

    type_into(
        &mut harness,
        "Comment",
        0,
        "Комиссия верно оставила результат.",
    );
    type_into(&mut harness, "The Director's ruling, marked 0–100", 0, "60");
    type_into(
        &mut harness,
        "The decision on appeal, marked 0–100",
        0,
        "85",
    );
    harness.get_by_label("improved it").click();
    harness.run();
    harness.get_by_label("Save the comment").click();
    harness.run();
    assert!(
        matches!(
            harness.state().comment_window().outcome(),
            Some(CommentOutcome::Saved(_))
        ),
        "{:?}",
        harness.state().comment_window().outcome()
    );
    harness.get_by_label_contains("Saved at ");

    let comments = comments_on(&path, "У-04");
    let his = comments
        .iter()
        .find(|c| c.commentator == "Громов")
        .expect("his comment is kept");
    assert_eq!(his.comment, "Комиссия верно оставила результат.");
    assert_eq!(his.ruling_mark, Some(60));
    assert_eq!(his.decision_mark, Some(85));
    assert_eq!(his.verdict, Some(PanelVerdict::Improved));
    assert!(his.written.is_some());
    assert_eq!(comments.len(), 2, "hers is untouched");

    // Now he reads hers, with her marks and verdict.
    harness.get_by_label("Пас был вынужденным: решение верное.");
    harness.get_by_label("ruling 100, decision 50; changed nothing");
    assert!(
        harness
            .query_by_label("The others' comments are shown once you have written yours.")
            .is_none()
    );
    // The list says which cases he has written on.
    harness.get_by(|node| {
        node.label()
            .is_some_and(|l| l.starts_with("У-04 — written · "))
    });
}

#[test]
fn a_mark_above_the_scale_is_refused_with_the_reason_and_nothing_is_written() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("cases.sqlite");
    panel_of_two(&path, 10);
    let mut harness = gui_support::window_on(&path, Language::English, [1400.0, 900.0]);
    comment_on(&mut harness, "У-08");
    type_into(&mut harness, "Comment", 0, "Слишком строго.");
    type_into(&mut harness, "The Director's ruling, marked 0–10", 0, "12");
    harness.get_by_label("Save the comment").click();
    harness.run();
    harness.get_by_label("the mark 12 is above the panel's scale of 0–10");
    assert!(comments_on(&path, "У-08").is_empty(), "nothing is written");
    // What was typed is there to be corrected.
    assert_eq!(
        field(&harness, "The Director's ruling, marked 0–10", 0),
        "12"
    );
    assert_eq!(field(&harness, "Comment", 0), "Слишком строго.");
    type_into(&mut harness, "The Director's ruling, marked 0–10", 0, "7");
    harness.get_by_label("Save the comment").click();
    harness.run();
    let comments = comments_on(&path, "У-08");
    assert_eq!(comments.len(), 1);
    assert_eq!(comments[0].ruling_mark, Some(7));
}

/// On a server the commentator is the login's member of the panel: a login with no role but
/// the commentator's opens at the Comment window, may not name the panel nor change a case,
/// and reads the other's comment (which the server withholds) once his own is written.
#[test]
fn a_login_that_only_comments_opens_at_the_comment_window_on_a_server() {
    let Some(archive) =
        support::roles::RolesArchive::new("", &[("gromov", None, None), ("wolff", None, None)])
    else {
        return;
    };
    let mut owner = archive.with_commentators(&["gromov", "wolff"], 2026);
    let u04 = gui_support::stored_in(&owner, "У-04").uuid;
    let on_panel = |name: &str, who: &str, asked: Vec<uuid::Uuid>| PanelMember {
        name: name.into(),
        login: archive.login(who),
        asked,
        ..PanelMember::default()
    };
    owner
        .save_panel(&Panel {
            scope: PanelScope {
                year: Some(2026),
                event: String::new(),
            },
            members: vec![
                on_panel("Громов", "gromov", Vec::new()),
                on_panel("Wolff", "wolff", vec![u04]),
            ],
            ..Panel::default()
        })
        .expect("the panel");
    archive
        .store_as("wolff")
        .expect("Wolff's login")
        .save_panel_comment(
            u04,
            &PanelComment {
                commentator: "Wolff".into(),
                login: archive.login("wolff"),
                comment: "A fine decision.".into(),
                decision_mark: Some(90),
                ..PanelComment::default()
            },
        )
        .expect("Wolff's comment");

    let mut harness = gui_support::window_at(
        archive.address_as("gromov", true),
        Language::English,
        [1400.0, 900.0],
    );
    harness.run();
    assert!(harness.state().comment_window().is_open());
    assert!(!harness.state().database().expect("open").may_edit());
    harness.get_by_label(&format!(
        "Commenting as Громов (login {})",
        archive.login("gromov")
    ));
    harness.get_by_label("9 cases asked about");
    let prefix = "У-04 · ";
    harness
        .get_by(move |node| node.label().is_some_and(|l| l.starts_with(prefix)))
        .click();
    harness.run();
    harness.get_by_label("The others' comments are shown once you have written yours.");
    assert!(harness.query_by_label("A fine decision.").is_none());

    type_into(
        &mut harness,
        "The decision on appeal, marked 0–100",
        0,
        "70",
    );
    harness.get_by_label("worsened it").click();
    harness.run();
    harness.get_by_label("Save the comment").click();
    harness.run();
    harness.get_by_label_contains("Saved at ");
    harness.get_by_label("A fine decision.");
    let kept = owner
        .commented_cases()
        .expect("the owner reads them")
        .into_iter()
        .find(|c| c.uuid == u04)
        .expect("У-04")
        .comments;
    let his = kept
        .iter()
        .find(|c| c.commentator == "Громов")
        .expect("his comment");
    assert_eq!(his.login, archive.login("gromov"));
    assert_eq!(his.decision_mark, Some(70));
    assert_eq!(his.verdict, Some(PanelVerdict::Worsened));

    // The panel is the editor's.
    harness.state_mut().comment_window_mut().close();
    from_the_file_menu(&mut harness, "Casebook panel…");
    harness.get_by_label(
        "This login may not name the casebook's panel: the chief director, the editor and the administrator name it.",
    );
}
