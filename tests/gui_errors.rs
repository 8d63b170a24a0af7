//! The core's errors in the Russian window: a bad deal pasted into the Board tab's deal editor
//! of a sample case (`assets/samples/sample-cases.json`, case У-10) is explained in Russian —
//! the line, the tag, the character and the seats kept — and the case's deal is left as it was.
//!
//! Fixture: the full deal of the core's deal tests (`casebook/src/bridge/deal.rs`), once with an
//! x for a rank in North's hearts, once with North's ♠A given to East as well.

mod gui_support;

use casebook_app::app::CasebookApp;
use casebook_app::app::views::case_editor::EditorTab;
use casebook_app::i18n::Language;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;

const PASTE: &str = "Вставить PBN или LIN";
const FILL: &str = "Заполнить сдачу из фрагмента";

/// The deal editor's snippet field: the first of the tab's two, above the auction editor's.
fn deal_paste_field<'h>(harness: &'h Harness<'static, CasebookApp>) -> egui_kittest::Node<'h> {
    harness
        .query_all_by_label(PASTE)
        .min_by(|a, b| a.rect().top().total_cmp(&b.rect().top()))
        .expect("the deal editor's snippet field")
}

/// Pastes `text` into the deal editor's snippet field and fills the deal from it.
fn paste_deal(harness: &mut Harness<'static, CasebookApp>, text: &str) {
    deal_paste_field(harness).click();
    harness.run();
    // Replaces what an earlier paste left in the field.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::A);
    harness.run();
    deal_paste_field(harness).type_text(text);
    harness.run();
    harness.get_by_label(FILL).click();
    harness.run();
}

#[test]
fn a_bad_deal_in_the_board_tab_is_explained_in_russian() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("cases.sqlite");
    let mut harness = gui_support::window_on(&path, Language::Russian, [1600.0, 3000.0]);
    harness.get_by_label_contains("№ У-10").click();
    harness.run();
    harness.state_mut().show_editor_tab(EditorTab::Board);
    harness.run();
    let before = harness
        .state()
        .open_case()
        .expect("У-10 is open")
        .board
        .clone();

    // An x for a rank: the PBN reader's error at line 1, tag Deal, character 10.
    paste_deal(
        &mut harness,
        r#"[Deal "N:AKQ2.T9x..J98765 JT9.AKQ.AKQ2.T43 8765.J7.JT98.AKQ 43.65432.76543.2"]"#,
    );
    harness.get_by_label_contains(
        "Фрагмент не прочитан: строка 1, тег Deal: непонятный знак «x» (символ 10); нужно: карта",
    );
    assert!(
        harness.query_by_label_contains("unexpected").is_none()
            && harness.query_by_label_contains("line 1").is_none(),
        "the reader's English is not shown"
    );

    // North's ♠A also in East's hand: the deal's check names the card and both seats.
    paste_deal(
        &mut harness,
        "N:AKQ2.T98..J98765 AT9.AKQ.AKQ2.T43 8765.J7.JT98.AKQ 43.65432.76543.2",
    );
    harness.get_by_label_contains("Фрагмент не прочитан: ♠A — и у Севера, и у Востока");
    assert!(harness.query_by_label_contains("is in both").is_none());

    assert_eq!(
        harness.state().open_case().expect("still open").board,
        before,
        "a snippet that does not read changes nothing"
    );
}
