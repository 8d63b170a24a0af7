//! The casebook's two editions: the cases first without the panel (as every edition before),
//! then the edition with it — each case's panel comments with the commentator, his marks and
//! verdict and the panel's average, the commentators and the line about each in the front
//! matter, the editor's closing remarks after the cases — in HTML, Markdown and PDF.

mod publish_support;

use casebook::panel::{Panel, PanelComment, PanelMember, PanelScope, PanelVerdict};
use casebook::publish::{Format, PublishOptions, publish};
use casebook::store::{CaseFilter, Store};
use publish_support::*;

const GROMOV_SAYS: &str = "Комиссия верно применила Закон 16.";
const WOLFF_SAYS: &str = "The Director was too quick to adjust.";
const CLOSING: &str = "Коллегия сочла решения года в целом верными.";

/// The year's panel of two, and their comments on the first reviewed case: marks 40 and 50
/// for the ruling, 90 and 80 for the decision (the average printed: 45 and 85).
fn with_panel(store: &mut Store) -> String {
    let first = reviewed_numbers()[0].clone();
    let uuid = store
        .list_cases(&CaseFilter::default())
        .unwrap()
        .into_iter()
        .find(|c| c.heading.case_number == first)
        .unwrap()
        .heading
        .uuid;
    let member = |name: &str, about: &str| PanelMember {
        name: name.into(),
        about: about.into(),
        ..PanelMember::default()
    };
    store
        .save_panel(&Panel {
            scope: PanelScope {
                year: Some(YEAR),
                event: String::new(),
            },
            members: vec![
                member("Громов", "Главный судья федерации в 1996–2012 годах."),
                member("Wolff", "Past president of the WBF."),
                member("Молчанов", "Приглашён, но не писал."),
            ],
            closing_remarks: CLOSING.into(),
            ..Panel::default()
        })
        .unwrap();
    for (who, says, ruling, decision) in [
        ("Громов", GROMOV_SAYS, 40, 90),
        ("Wolff", WOLFF_SAYS, 50, 80),
    ] {
        store
            .save_panel_comment(
                uuid,
                &PanelComment {
                    commentator: who.into(),
                    comment: says.into(),
                    ruling_mark: Some(ruling),
                    decision_mark: Some(decision),
                    verdict: Some(PanelVerdict::Improved),
                    ..PanelComment::default()
                },
            )
            .unwrap();
    }
    first
}

fn edition(store: &mut Store, scratch: &Scratch, panel: bool, format: Format) -> String {
    let name = format!("{panel}.{}", format.extension());
    let out = scratch.path(&name);
    let options = PublishOptions {
        year: YEAR,
        reprint: true,
        panel,
        ..PublishOptions::default()
    };
    publish(store, &options, format, &out, &mut |_| {}).unwrap();
    // CASEBOOK_EDITIONS=DIR keeps each edition there, to be looked at.
    if let Some(dir) = std::env::var_os("CASEBOOK_EDITIONS") {
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::copy(&out, std::path::Path::new(&dir).join(&name)).unwrap();
    }
    match format {
        Format::Pdf => {
            let pdf = lopdf::Document::load(&out).unwrap();
            let pages: Vec<u32> = pdf.get_pages().keys().copied().collect();
            pdf.extract_text(&pages).unwrap()
        }
        _ => std::fs::read_to_string(&out).unwrap(),
    }
}

#[test]
fn the_edition_without_the_panel_prints_none_of_it() {
    let scratch = Scratch::new();
    let mut store = sample_store(&scratch);
    with_panel(&mut store);
    for format in [Format::Html, Format::Markdown] {
        let text = edition(&mut store, &scratch, false, format);
        for absent in [
            GROMOV_SAYS,
            WOLFF_SAYS,
            CLOSING,
            "Коллегия комментаторов",
            "Главный судья федерации в 1996",
        ] {
            assert!(!text.contains(absent), "{format:?} prints {absent:?}");
        }
    }
}

#[test]
fn the_edition_with_the_panel_prints_comments_marks_commentators_and_remarks() {
    let scratch = Scratch::new();
    let mut store = sample_store(&scratch);
    let first = with_panel(&mut store);
    let html = edition(&mut store, &scratch, true, Format::Html);
    // The case's own section holds the comments.
    let at = html.find(GROMOV_SAYS).expect("the comment printed");
    let start = html[..at].rfind("id=\"case-").unwrap() + "id=\"".len();
    let anchor = html[start..].split('"').next().unwrap();
    let case = section(&html, anchor);
    assert!(strip_tags(case).contains(&first), "under case {first}");
    let case_text = strip_tags(case);
    for present in [
        "Коллегия комментаторов",
        GROMOV_SAYS,
        WOLFF_SAYS,
        "Решение судьи 40 · Решение по апелляции 90 · улучшило решение судьи",
        "Средняя оценка коллегии: Решение судьи 45, Решение по апелляции 85",
    ] {
        assert!(case_text.contains(present), "the case lacks {present:?}");
    }
    let front = strip_tags(section(&html, "commentators"));
    assert!(
        front.contains("Главный судья федерации в 1996–2012 годах."),
        "{front}"
    );
    assert!(front.contains("Past president of the WBF."));
    assert!(
        !front.contains("Молчанов"),
        "a member who wrote nothing is not listed"
    );
    assert!(strip_tags(section(&html, "closing-remarks")).contains(CLOSING));
    // The year's statistics count the panel's word: one commented case; its ruling counts among
    // the changed ones only if the appeal changed it.
    let statistics = strip_tags(section(&html, "statistics"));
    assert!(
        statistics.contains("Дел с комментариями коллегии"),
        "{statistics}"
    );
    assert!(
        statistics.contains("Средняя оценка коллегии: Решение судьи")
            && statistics.contains("45.0"),
        "{statistics}"
    );
    assert!(
        strip_tags(section(&html, "contents")).contains("Заключительное слово редактора"),
        "the contents lead to the remarks"
    );
    let remarks_at = html.find("id=\"closing-remarks\"").unwrap();
    assert!(
        html.find(GROMOV_SAYS).unwrap() < remarks_at,
        "the remarks after the cases"
    );

    let markdown = edition(&mut store, &scratch, true, Format::Markdown);
    for present in [
        GROMOV_SAYS,
        CLOSING,
        "Средняя оценка коллегии: Решение судьи 45",
    ] {
        assert!(markdown.contains(present), "Markdown lacks {present:?}");
    }
    let (anchors, links) = markdown_anchors_and_links(&markdown);
    for link in &links {
        assert!(
            anchors.contains(link),
            "the Markdown's link #{link} leads nowhere"
        );
    }
    assert!(links.iter().any(|l| l == "closing-remarks"), "{links:?}");
    let pdf = edition(&mut store, &scratch, true, Format::Pdf)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase();
    // The PDF sets its headings in capitals.
    for present in [
        "коллегия комментаторов",
        "заключительное слово редактора",
        "средняя оценка коллегии: решение судьи 45, решение по апелляции 85",
        &GROMOV_SAYS.to_lowercase(),
    ] {
        assert!(pdf.contains(present), "the PDF lacks {present:?}");
    }
}
