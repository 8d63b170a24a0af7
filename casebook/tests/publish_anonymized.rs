//! An anonymized casebook names no player anywhere it prints text. The case: sample У-01 with
//! four players whose names its texts use in several grammatical cases, with initials, in
//! Latin letters, and in the teams' names (made up for the test), published as HTML, Markdown
//! and PDF; and the list of what was replaced, for the editor.

mod publish_support;

use casebook::bridge::Seat;
use casebook::case::{Case, Commentary, Player, Statement};
use casebook::publish::{
    Casebook, PublishOptions, Replacement, render_html, render_markdown, render_pdf, typst_markup,
};
use publish_support::*;

fn player(seat: Seat, name: &str) -> Player {
    Player {
        seat,
        name: name.into(),
        rank: None,
        masterpoints: None,
    }
}

/// Sample У-01 as a case whose texts name its four players everywhere.
fn named_case() -> Case {
    let mut case = samples()
        .into_iter()
        .find(|c| c.identity.case_number == "У-01")
        .expect("У-01");
    case.people.players = vec![
        player(Seat::North, "Иван Петрович Иванов"),
        player(Seat::South, "Анна Попова"),
        player(Seat::East, "Юрий Сидоров"),
        player(Seat::West, "Кузнецова Мария"),
    ];
    case.people.teams.ns = "Команда Иванова".into();
    case.people.teams.ew = "Сидоров".into();
    case.facts.agreed = "Иванов долго думал; Попова вызвала судью. Сидоров и Кузнецова \
                         согласились, что пауза была."
        .into();
    case.statements = vec![
        Statement {
            speaker: "Иванов".into(),
            seat: None,
            text: "Я не думал долго, — сказал П. Иванов. Анна Попова подтвердила.".into(),
        },
        Statement {
            speaker: "Ю. Сидоров".into(),
            seat: Some(Seat::East),
            text: "Кузнецовой объяснили 2♦ как слабый прыжок; М. Кузнецову не спросили.".into(),
        },
    ];
    case.ruling.text = "Судья выслушал Иванова, Попову и Сидорова; у Ивановой пары претензий \
                        нет. Результат команды Сидоров оставлен."
        .into();
    case.decision.reasoning = "Комиссия согласна с Сидоровым и Кузнецовой: Иванову пауза \
                               подсказала 3БК. Команде Иванова — минус 1 ИМП. Ivanov and \
                               Anna Popova did not appeal; Yuri Sidorov did."
        .into();
    case.write_up = "Ивановым была допущена ошибка; о Поповой сказано выше. Марии Кузнецовой \
                     и Юрию Сидорову возвращён депозит. Ivan Ivanov, Popova, Kuznetsova."
        .into();
    case.commentary = vec![Commentary {
        commentator: "Комментатор".into(),
        text: "Иван Петрович Иванов, как и Иванов И.П., — один и тот же игрок; П.И. Иванов тоже."
            .into(),
    }];
    case
}

/// What a reader must not find: every name part's stem, in either alphabet.
const NAMES: [&str; 14] = [
    "Иван",
    "Петрович",
    "Попов",
    "Анна",
    "Анну",
    "Сидоров",
    "Юри",
    "Юрий",
    "Кузнецов",
    "Мари",
    "Ivanov",
    "Popov",
    "Sidorov",
    "Kuznetsov",
];

fn anonymized() -> Casebook {
    Casebook::assemble(
        vec![named_case()],
        &[],
        &PublishOptions {
            year: YEAR,
            anonymize: true,
            reprint: true,
            ..PublishOptions::default()
        },
    )
}

fn assert_no_name(format: &str, text: &str) {
    for name in NAMES {
        assert!(!text.contains(name), "{format} names {name}: {text}");
    }
}

#[test]
fn no_player_is_named_in_html_markdown_or_pdf() {
    let casebook = anonymized();
    assert_eq!(casebook.cases.len(), 1);
    let html = render_html(&casebook, &mut |_| {});
    assert_no_name("HTML", &html);
    assert!(
        html.contains("Север долго думал; Юг вызвала судью"),
        "{html}"
    );
    let md = render_markdown(&casebook, &mut |_| {});
    assert_no_name("Markdown", &md);
    assert!(
        md.contains("Комиссия согласна с Востоком и Западом"),
        "{md}"
    );
    assert!(md.contains("Команде С–Ю — минус 1 ИМП"), "{md}");
    let markup = typst_markup(&casebook);
    assert_no_name("PDF source", &markup);
    let pdf = render_pdf(&casebook, &mut |_| {}).expect("typeset");
    let document = lopdf::Document::load_mem(&pdf).expect("a PDF");
    let pages: Vec<u32> = (1..=document.get_pages().len() as u32).collect();
    let text = document.extract_text(&pages).expect("its text");
    assert!(text.contains("Севера"), "the PDF's text reads: {text}");
    assert_no_name("PDF", &text);
}

#[test]
fn the_editor_is_told_what_was_replaced_case_by_case() {
    let casebook = anonymized();
    let replaced = casebook.replacements();
    assert_eq!(replaced.len(), 1);
    let (number, list) = &replaced[0];
    assert_eq!(number, "У-01");
    let has = |found: &str, stand_in: &str| {
        list.iter()
            .any(|r: &Replacement| r.found == found && r.stand_in == stand_in)
    };
    for (found, stand_in) in [
        ("Иванов", "Север"),
        ("Ивановым", "Севером"),
        ("Иванову", "Северу"),
        ("П. Иванов", "Север"),
        ("Иванов И.П.", "Север"),
        ("Иван Петрович Иванов", "Север"),
        ("Попову", "Юга"),
        ("Анна Попова", "Юг"),
        ("Сидоровым", "Востоком"),
        ("Юрию Сидорову", "Востоку"),
        ("М. Кузнецову", "Запада"),
        ("Ivanov", "Север"),
        ("Yuri Sidorov", "Восток"),
        ("Команде Иванова", "Команде С–Ю"),
        ("Команда Иванова", "команда С–Ю"),
        ("Сидоров", "команда В–З"),
    ] {
        assert!(has(found, stand_in), "{found} → {stand_in} in {list:#?}");
    }
    let north = list
        .iter()
        .find(|r| r.found == "Иванов" && r.stand_in == "Север")
        .expect("Иванов");
    assert!(north.times >= 2, "{north:?}");
}
