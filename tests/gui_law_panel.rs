//! The law panel driven headlessly (egui_kittest): search as you type, open a hit, follow a
//! link inside the text, back and forward, the table of contents, a typed reference, the two
//! editions side by side, and another view opening a unit through the command.
//! Fixtures: commentary-1997-ru.txt l.1286–1294 (commentary 12.35, which cites Law 12C3), commentary-1997-ru.txt
//! l.1108–1111 (1997 12C3), laws-2017-bg.txt l.715 (2017 12C1(c)); the 1997 ↔ 2017 pair is in
//! `assets/laws/edition-map.json`.

use casebook::laws::Edition;
use casebook::store::Store;
use casebook_app::app::database::CaseDatabase;
use casebook_app::app::law_browser::LawView;
use casebook_app::app::law_link::LawLink;
use casebook_app::app::{CasebookApp, Command, UiState, install_fonts};
use casebook_app::i18n::Language;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};

fn window(language: Language) -> (Harness<'static, CasebookApp>, tempfile::TempDir) {
    let directory = tempfile::tempdir().expect("a temporary directory");
    let store = Store::create_or_open(directory.path().join("cases.sqlite")).expect("a store");
    let database = CaseDatabase::from_store(store).map_err(|e| e.to_string());
    let state = UiState {
        language,
        ..UiState::default()
    };
    let harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .with_context_setup(install_fonts)
        .build_ui_state(
            |ui, app: &mut CasebookApp| app.show(ui),
            CasebookApp::with_database(state, None, database),
        );
    (harness, directory)
}

fn current(harness: &Harness<'_, CasebookApp>) -> Option<&'static str> {
    harness.state().law_browser().current().map(LawLink::anchor)
}

fn search(harness: &mut Harness<'_, CasebookApp>, field: &str, text: &str) {
    harness.get_by_label(field).click();
    harness.run();
    harness.get_by_label(field).type_text(text);
    harness.run();
}

#[test]
fn search_open_a_hit_follow_a_link_and_go_back() {
    let (mut harness, _directory) = window(Language::Russian);
    // Before anything is opened the pane says what it is for, above the contents.
    harness.get_by_label("Правило не выбрано");
    assert!(
        harness
            .get_by_label("← Назад")
            .accesskit_node()
            .is_disabled()
    );

    search(&mut harness, "Поиск в Правилах", "схемами вычислений");
    assert_eq!(harness.state().law_browser().view(), LawView::Results);
    assert!(!harness.state().law_browser().hits().is_empty());
    harness.get_by_label("12.35 · 1997").click();
    harness.run();
    assert_eq!(current(&harness), Some("1997/commentary/12.35"));
    harness.get_by_label_contains("(ii) ЕБЛ указывает");

    // 12.35 cites „Правилу 12С3"; the link opens 1997 Law 12C3.
    harness
        .get_all_by_label("Правилу 12С3")
        .next()
        .expect("the link to 12C3 in 12.35")
        .click();
    harness.run();
    assert_eq!(current(&harness), Some("1997/law/12/C/3"));
    harness.get_by_label_contains("апелляционный комитет может изменять");

    harness.get_by_label("← Назад").click();
    harness.run();
    assert_eq!(current(&harness), Some("1997/commentary/12.35"));
    harness.get_by_label("Вперёд →").click();
    harness.run();
    assert_eq!(current(&harness), Some("1997/law/12/C/3"));

    // Back to the results of the search that is still in the field.
    harness.get_by_label_contains("← Результаты поиска").click();
    harness.run();
    assert_eq!(harness.state().law_browser().view(), LawView::Results);
}

#[test]
fn the_1997_and_2017_texts_side_by_side() {
    let (mut harness, _directory) = window(Language::English);
    let ctx = harness.ctx.clone();
    let commentary = LawLink::new("1997/commentary/12.35").expect("12.35");
    harness
        .state_mut()
        .apply(&ctx, Command::OpenLaw(commentary));
    harness.run();
    search(&mut harness, "Search the laws", "12С3");
    // A typed reference is offered above the hits (Cyrillic С read as C), in the edition
    // being read.
    harness.get_by_label_contains("Open 12C3").click();
    harness.run();
    assert_eq!(current(&harness), Some("1997/law/12/C/3"));
    assert!(
        harness
            .query_by_label_contains("изчислен с тежести")
            .is_none()
    );
    harness.get_by_label("1997 | 2017 side by side").click();
    harness.run();
    assert!(harness.state().law_browser().side_by_side);
    // The 2017 counterpart, 12C1(c), in its Bulgarian text beside the 1997 Law.
    harness.get_by_label_contains("изчислен с тежести");
    harness.get_by_label_contains("апелляционный комитет может изменять");
}

#[test]
fn another_view_opens_a_unit_through_the_command() {
    let (mut harness, _directory) = window(Language::English);
    let link = LawLink::new("2017/law/12/C/1/c").expect("2017 12C1(c)");
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(&ctx, Command::OpenLaw(link));
    harness.run();
    assert_eq!(current(&harness), Some("2017/law/12/C/1/c"));
    harness.get_by_label_contains("изчислен с тежести");
    // Its 1997 counterpart is a link in the text shown.
    harness.get_by_label("12C3");
}

#[test]
fn the_contents_of_an_edition_open_a_law() {
    let (mut harness, _directory) = window(Language::English);
    harness.get_by_label("1997").click();
    harness.run();
    assert_eq!(
        harness.state().law_browser().view(),
        LawView::Contents(Edition::E1997)
    );
    harness.get_by_label("The 1997 Laws with the Russian commentary");
    harness
        .get_all_by_label_contains("Правило 16.")
        .next()
        .expect("1997 Law 16 in the contents")
        .click();
    harness.run();
    assert_eq!(current(&harness), Some("1997/law/16"));
    harness.get_by_label("Contents").click();
    harness.run();
    assert_eq!(
        harness.state().law_browser().view(),
        LawView::Contents(Edition::E1997)
    );
}

#[test]
fn a_search_that_finds_nothing_says_how_to_search() {
    let (mut harness, _directory) = window(Language::English);
    search(&mut harness, "Search the laws", "квазиштукатурка ");
    harness.get_by_label("Nothing found");
    harness.get_by_label_contains("апела*");
}
