//! The commentator's role, enforced by the server: a commentator granted for a year reads the
//! decided cases of that year its panel asks it about and nothing else, writes only its own
//! comment (never under another's name, never the case itself), reads another's comment on a
//! case only once it has written its own when the panel hides them, and its writes are in the
//! case's history under its login. On the throwaway server; a database file has no roles.

mod store_support;

use casebook::case::Case;
use casebook::panel::{Panel, PanelComment, PanelMember, PanelScope, PanelVerdict};
use casebook::store::{ArchiveRole, CaseFilter, Store, StoreError};
use store_support::roles::RolesArchive;

/// The sample cases over two years and events: in 2026 У-01 A heard, У-02 A decided, У-04 B
/// decided, У-05 B published, the rest drafts; У-03 decided in 2025.
const LAYOUT: &str = "
    UPDATE cases SET event = 'C', status = 'draft', year = 2026;
    UPDATE cases SET event = 'A', status = 'heard' WHERE case_number = 'У-01';
    UPDATE cases SET event = 'A', status = 'decided' WHERE case_number = 'У-02';
    UPDATE cases SET event = 'B', status = 'decided', year = 2025 WHERE case_number = 'У-03';
    UPDATE cases SET event = 'B', status = 'decided' WHERE case_number = 'У-04';
    UPDATE cases SET event = 'B', status = 'published' WHERE case_number = 'У-05';
";

struct Panelled {
    archive: RolesArchive,
    /// Case number → case, as the owner reads it.
    cases: Vec<Case>,
}

impl Panelled {
    fn case(&self, number: &str) -> &Case {
        self.cases
            .iter()
            .find(|c| c.identity.case_number == number)
            .unwrap()
    }

    fn numbers(store: &Store) -> Vec<String> {
        let mut numbers: Vec<String> = store
            .list_cases(&CaseFilter::default())
            .unwrap()
            .into_iter()
            .map(|c| c.heading.case_number)
            .collect();
        numbers.sort();
        numbers
    }
}

/// Two commentators granted for 2026 — Громов asked about every decided case, Wolff about
/// У-04 alone —, an editor and a committee member of event A.
fn panelled() -> Option<Panelled> {
    let archive = RolesArchive::new(
        LAYOUT,
        &[
            ("gromov", None, None),
            ("wolff", None, None),
            ("editor", Some(ArchiveRole::Editor), None),
            ("alice", Some(ArchiveRole::Committee), Some("A")),
        ],
    )?;
    let mut owner = archive.with_commentators(&["gromov", "wolff"], 2026);
    let cases: Vec<Case> = owner
        .list_cases(&CaseFilter::default())
        .unwrap()
        .into_iter()
        .map(|c| owner.load_case(c.heading.uuid).unwrap())
        .collect();
    let u04 = cases
        .iter()
        .find(|c| c.identity.case_number == "У-04")
        .unwrap()
        .uuid;
    owner
        .save_panel(&Panel {
            scope: PanelScope {
                year: Some(2026),
                event: String::new(),
            },
            members: vec![
                PanelMember {
                    name: "Громов".into(),
                    login: archive.login("gromov"),
                    about: "Главный судья федерации".into(),
                    asked: Vec::new(),
                },
                PanelMember {
                    name: "Wolff".into(),
                    login: archive.login("wolff"),
                    about: "Past president of the WBF".into(),
                    asked: vec![u04],
                },
            ],
            ..Panel::default()
        })
        .unwrap();
    Some(Panelled { archive, cases })
}

fn comment(who: &str, login: &str, text: &str) -> PanelComment {
    PanelComment {
        commentator: who.into(),
        login: login.into(),
        comment: text.into(),
        ruling_mark: Some(40),
        decision_mark: Some(90),
        verdict: Some(PanelVerdict::Improved),
        ..PanelComment::default()
    }
}

#[test]
fn a_commentator_reads_only_the_decided_cases_it_is_asked_about() {
    let Some(p) = panelled() else {
        return;
    };
    let gromov = p.archive.store_as("gromov").unwrap();
    assert_eq!(
        Panelled::numbers(&gromov),
        ["У-02", "У-04", "У-05"],
        "2026's decided cases: no draft, no hearing still open, no other year"
    );
    let wolff = p.archive.store_as("wolff").unwrap();
    assert_eq!(
        Panelled::numbers(&wolff),
        ["У-04"],
        "the one case he is asked about"
    );
    let mut read = gromov.load_case(p.case("У-02").uuid).unwrap();
    read.panel.clear();
    assert_eq!(&read, p.case("У-02"), "the whole case, its lists included");
    assert!(matches!(
        gromov.load_case(p.case("У-01").uuid),
        Err(StoreError::NoSuchCase { .. })
    ));
    let roles = gromov.my_roles().unwrap().unwrap();
    assert_eq!(roles.len(), 1);
    assert_eq!(
        (roles[0].role, roles[0].year),
        (ArchiveRole::Commentator, Some(2026))
    );
}

#[test]
fn a_commentator_writes_its_own_comment_and_nothing_else() {
    let Some(p) = panelled() else {
        return;
    };
    let login = p.archive.login("gromov");
    let mut gromov = p.archive.store_as("gromov").unwrap();
    let u02 = p.case("У-02").uuid;
    gromov
        .save_panel_comment(u02, &comment("Громов", &login, "Комиссия права."))
        .unwrap();

    let as_other = gromov
        .save_panel_comment(u02, &comment("Wolff", &login, "Not mine."))
        .unwrap_err();
    assert!(
        matches!(as_other, StoreError::CommentRefused { ref commentator, .. } if commentator == "Wolff"),
        "{as_other}"
    );
    let under_other_login = gromov
        .save_panel_comment(u02, &comment("Громов", &p.archive.login("wolff"), "x"))
        .unwrap_err();
    assert!(
        matches!(under_other_login, StoreError::CommentRefused { .. }),
        "{under_other_login}"
    );
    assert!(
        gromov
            .save_panel_comment(p.case("У-01").uuid, &comment("Громов", &login, "x"))
            .is_err(),
        "a hearing still open"
    );

    let mut changed = gromov.load_case(u02).unwrap();
    changed.decision.reasoning = "Переписано комментатором.".into();
    assert!(gromov.save_case(&changed, changed.revision).is_err());
    let owner = p.archive.owner();
    let stored = owner.load_case(u02).unwrap();
    assert_eq!(
        stored.decision,
        p.case("У-02").decision,
        "the decision untouched"
    );
    assert_eq!(stored.panel.len(), 1);
    assert_eq!(stored.panel[0].comment, "Комиссия права.");

    let changes = owner.case_changes(u02).unwrap();
    let last = changes.last().unwrap();
    assert_eq!(
        (last.action.as_str(), last.login.as_str()),
        ("comment", login.as_str())
    );
}

#[test]
fn the_others_comments_stay_hidden_until_the_commentator_has_written() {
    let Some(p) = panelled() else {
        return;
    };
    let u04 = p.case("У-04").uuid;
    let mut gromov = p.archive.store_as("gromov").unwrap();
    gromov
        .save_panel_comment(
            u04,
            &comment("Громов", &p.archive.login("gromov"), "Верно."),
        )
        .unwrap();
    let mut wolff = p.archive.store_as("wolff").unwrap();
    assert!(
        wolff.load_case(u04).unwrap().panel.is_empty(),
        "hidden before his own"
    );
    assert!(wolff.commented_cases().unwrap()[0].comments.is_empty());
    wolff
        .save_panel_comment(u04, &comment("Wolff", &p.archive.login("wolff"), "Agreed."))
        .unwrap();
    let seen: Vec<String> = wolff
        .load_case(u04)
        .unwrap()
        .panel
        .into_iter()
        .map(|c| c.commentator)
        .collect();
    assert_eq!(seen, ["Wolff", "Громов"], "both once his own is written");
    let editor = p.archive.store_as("editor").unwrap();
    assert_eq!(
        editor.load_case(u04).unwrap().panel.len(),
        2,
        "the editor reads all"
    );
    let alice = p.archive.store_as("alice").unwrap();
    assert!(
        alice.save_panels_refused(),
        "a committee member names no panel"
    );
}

trait PanelWrites {
    fn save_panels_refused(self) -> bool;
}

impl PanelWrites for Store {
    fn save_panels_refused(mut self) -> bool {
        let mut panel = self.panels().unwrap().remove(0);
        panel.closing_remarks = "Переписано.".into();
        self.save_panel(&panel).is_err()
    }
}

#[test]
fn a_year_is_for_a_commentator_alone() {
    let Some(p) = panelled() else {
        return;
    };
    let mut owner = p.archive.owner();
    let refused = owner
        .grant_role_for(
            &p.archive.login("editor"),
            ArchiveRole::Editor,
            None,
            Some(2026),
        )
        .unwrap_err();
    assert!(
        refused.to_string().contains("--year is for a commentator"),
        "{refused}"
    );
}
