//! The 2026 casebook of the sample cases (`assets/samples/README.md`: seven reviewed, two
//! decided, one draft) in HTML, Markdown and PDF: every reviewed case exactly once and in
//! case-number order, no other case, notes numbered, indexes and contents linking to anchors
//! that exist, statistics as the samples give them.

mod publish_support;

use casebook::case::{RulingOutcome, Subject};
use casebook::publish::{
    Casebook, Format, LAW_INDEX_ANCHOR, PublishOptions, STATISTICS_ANCHOR, SUBJECT_INDEX_ANCHOR,
    Statistics, publish, render_html, render_markdown, typst_markup,
};
use publish_support::*;
#[path = "pdf_reading/mod.rs"]
mod pdf_reading;
use std::collections::{BTreeSet, HashSet};

fn options() -> PublishOptions {
    PublishOptions {
        year: YEAR,
        ..PublishOptions::default()
    }
}

fn sample_casebook() -> Casebook {
    Casebook::assemble(samples(), &[], &options())
}

#[test]
fn the_casebook_holds_the_reviewed_samples_in_case_number_order() {
    let casebook = sample_casebook();
    let numbers: Vec<String> = casebook
        .cases
        .iter()
        .map(|c| c.case.identity.case_number.clone())
        .collect();
    assert_eq!(numbers, reviewed_numbers());
    assert_eq!(casebook.edition, 1);
    assert_eq!(casebook.year, YEAR);
    assert_eq!(
        casebook.committee.len(),
        3,
        "the samples share one training committee"
    );
    assert!(casebook.committee.iter().all(|m| m.cases.len() == 7));
}

#[test]
fn html_has_every_reviewed_case_exactly_once_and_no_other() {
    let html = render_html(&sample_casebook(), &mut |_| {});
    let headings = case_headings(&html);
    assert_eq!(headings.len(), reviewed_numbers().len(), "{headings:?}");
    for (heading, number) in headings.iter().zip(reviewed_numbers()) {
        assert!(
            heading.starts_with(&format!("Дело {number}")),
            "{heading} should be case {number}"
        );
    }
    let sections: HashSet<String> = case_sections(&html).into_iter().collect();
    assert_eq!(sections.len(), headings.len(), "anchors are unique");
    for number in unreviewed_numbers() {
        assert!(
            !headings.iter().any(|h| h.contains(&number)),
            "{number} is not reviewed and must not be published"
        );
    }
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(
        html.contains("<html lang=\"ru\">"),
        "the samples are in Russian"
    );
    assert!(
        html.contains("@page { size: A4;"),
        "a print stylesheet for A4"
    );
    assert!(
        !html.contains("<script"),
        "the casebook itself runs no script"
    );
    assert!(!html.contains("src=\"http"), "no external resource");
}

#[test]
fn every_html_link_points_at_an_anchor_that_exists() {
    let html = render_html(&sample_casebook(), &mut |_| {});
    let ids = ids(&html);
    let links = internal_links(&html);
    assert!(
        links.len() > 50,
        "contents, indexes and notes link: {}",
        links.len()
    );
    for link in &links {
        assert!(ids.contains(link), "#{link} points at nothing");
    }
    // Every case is reachable from the contents and from both indexes.
    for anchor in case_sections(&html) {
        assert!(
            links.iter().filter(|l| **l == anchor).count() >= 3,
            "{anchor}"
        );
    }
    for anchor in [STATISTICS_ANCHOR, SUBJECT_INDEX_ANCHOR, LAW_INDEX_ANCHOR] {
        assert!(ids.contains(anchor), "{anchor}");
        assert!(links.iter().any(|l| l == anchor), "contents link {anchor}");
    }
}

#[test]
fn auction_notes_are_numbered_and_each_mark_has_its_note() {
    let html = render_html(&sample_casebook(), &mut |_| {});
    for anchor in case_sections(&html) {
        let case = section(&html, &anchor);
        let marks: BTreeSet<String> = internal_links(case)
            .into_iter()
            .filter(|l| l.starts_with(&format!("{anchor}-note-")))
            .collect();
        let notes: BTreeSet<String> = ids(case)
            .into_iter()
            .filter(|id| id.starts_with(&format!("{anchor}-note-")))
            .collect();
        assert_eq!(marks, notes, "{anchor}");
        // Numbered 1, 2, 3… without gaps.
        let mut numbers: Vec<u32> = notes
            .iter()
            .filter_map(|id| id.rsplit('-').next()?.parse().ok())
            .collect();
        numbers.sort_unstable();
        let expected: Vec<u32> = (1..=numbers.len() as u32).collect();
        assert_eq!(numbers, expected, "{anchor}");
    }
    // У-05: the unnumbered agreement on 1NT becomes note 4 after the three recorded notes
    // (sample bundle, case У-05, annotations of calls 0, 2, 4, 6), the call spelled as the
    // Russian casebook spells it.
    let u05 = section(&html, "case-у-05");
    assert!(
        u05.contains("id=\"case-у-05-note-4\" value=\"4\"><strong>1БК</strong>"),
        "{u05}"
    );
}

#[test]
fn html_lays_out_the_case_as_casebooks_print_it() {
    let html = render_html(&sample_casebook(), &mut |_| {});
    let u01 = section(&html, "case-у-01");
    let order = [
        "class=\"header\"",
        "class=\"deal\"",
        "class=\"auction\"",
        "class=\"notes\"",
        "Контракт",
        "<h3>Факты</h3>",
        "<h3>Показания сторон</h3>",
        "<h3>Решение судьи</h3>",
        "<h3>Апелляция</h3>",
        "<h3>Апелляционный комитет</h3>",
        "<h3>Решение комитета</h3>",
        "<h3>Итоги</h3>",
        "<h3>Комментарии</h3>",
    ];
    let mut at = 0;
    for part in order {
        let found = u01[at..]
            .find(part)
            .unwrap_or_else(|| panic!("{part} missing or out of order in У-01"));
        at += found;
    }
    // North's hand of board 9 (sample У-01 deal N:A52.KQ62.4.AQJ87 …), hearts in red.
    assert!(u01.contains("<td class=\"hand north\"><div class=\"seat\">Север</div>"));
    assert!(u01.contains("<div class=\"suit\"><span class=\"red\">♥</span> K Q 6 2</div>"));
    assert!(u01.contains("<div class=\"suit\">♣ A Q J 8 7</div>"));
    // West North East South, North dealing: the first cell is empty.
    assert!(u01.contains("<th>Запад</th><th>Север</th><th>Восток</th><th>Юг</th>"));
    assert!(u01.contains("<tr><td></td><td>1♣</td><td>2<span class=\"red\">♦</span>!<sup>"));
    // 3♣+3, 12 tricks, +170; the laws cited link to the law index.
    assert!(u01.contains("3♣+3, 12 взяток, С–Ю +170"), "result line");
    assert!(u01.contains("<a href=\"#law-"), "laws link to the index");
    // The weighted score of 12.31 with its four outcomes, scored by Law 77; no trumps are
    // БК in a Russian casebook (commentary-1997-ru.txt line 1276 "3 БК").
    assert!(u01.contains("1/6 × 3БК= Юг (С–Ю +400)"), "outcome line");
    assert!(u01.contains("1/3 × 6♣= Север (С–Ю +920)"), "outcome line");
    assert!(u01.contains("<p class=\"outcome\">Решение судьи изменено</p>"));
    assert!(u01.contains("<strong>Депозит:</strong> возвращён"));
    // The write-up's own heading sits below the case's sections.
    assert!(
        u01.contains("<h5>У-01. Дезинформация"),
        "write-up heading demoted"
    );
}

#[test]
fn indexes_list_each_subject_and_law_with_its_cases() {
    let html = render_html(&sample_casebook(), &mut |_| {});
    let subjects = section(&html, SUBJECT_INDEX_ANCHOR);
    // Misinformation: У-01, У-05, У-06 (sample bundle subjects).
    let line = subjects
        .lines()
        .find(|l| l.contains("Дезинформация"))
        .expect("misinformation entry");
    for number in ["У-01", "У-05", "У-06"] {
        assert!(
            line.contains(&format!("href=\"#case-{}\"", number.to_lowercase())),
            "{line}"
        );
    }
    assert!(
        !subjects.contains("Психологическая заявка"),
        "У-10 is a draft"
    );
    let laws = section(&html, LAW_INDEX_ANCHOR);
    // 12C2 is cited by every reviewed ruling except У-07 (the claim).
    let line = laws
        .lines()
        .find(|l| l.contains("<strong>12C2</strong>"))
        .expect("12C2");
    assert_eq!(line.matches("href=").count(), 6, "{line}");
    assert!(!line.contains("#case-у-07"), "{line}");
}

#[test]
fn statistics_count_subjects_rulings_deposits_and_committees() {
    let stats = Statistics::of(&sample_casebook());
    assert_eq!(stats.cases, 7);
    // Sample decisions: У-01 and У-02 varied, the other five upheld; У-07's deposit kept and
    // the appeal without merit; committees of three.
    assert_eq!(
        stats.outcomes,
        vec![
            (RulingOutcome::Upheld, 5),
            (RulingOutcome::Varied, 2),
            (RulingOutcome::Cancelled, 0)
        ]
    );
    assert_eq!(stats.deposits_kept, 1);
    assert_eq!(stats.deposits_returned, 6);
    assert_eq!(stats.without_merit, 1);
    assert_eq!(stats.average_committee_text(), "3.00");
    assert_eq!(stats.by_subject[0], (Subject::UnauthorizedInformation, 5));
    assert!(stats.by_subject.contains(&(Subject::Misinformation, 3)));
    assert!(!stats.by_subject.iter().any(|(s, _)| *s == Subject::Psychic));
    let html = render_html(&sample_casebook(), &mut |_| {});
    let statistics = section(&html, STATISTICS_ANCHOR);
    assert!(statistics.contains("<svg class=\"chart\""), "a chart");
    assert_eq!(
        statistics.matches("class=\"chart-bar\"").count(),
        stats.by_subject.len()
    );
}

#[test]
fn markdown_has_every_case_once_numbered_notes_and_working_links() {
    let casebook = sample_casebook();
    let md = render_markdown(&casebook, &mut |_| {});
    let (anchors, links) = markdown_anchors_and_links(&md);
    for link in &links {
        assert!(anchors.contains(link), "](#{link}) points at nothing");
    }
    for number in reviewed_numbers() {
        let heading = format!("## Дело {number} ");
        assert_eq!(md.matches(&heading).count(), 1, "{number}");
    }
    for number in unreviewed_numbers() {
        assert!(!md.contains(&format!("## Дело {number}")), "{number}");
    }
    // У-01: two notes, marked in the auction table and listed below it.
    let u01 = &md[md.find("## Дело У-01").expect("У-01")..md.find("## Дело У-02").expect("У-02")];
    assert!(u01.contains("| 2♦! (1) | 3♣ (2) |"), "{u01}");
    assert!(u01.contains("- (1) **2♦** — "), "{u01}");
    assert!(u01.contains("- (2) **3♣** — "), "{u01}");
    assert!(u01.contains("```text\nСдача 9"), "the diagram block: {u01}");
    assert!(
        md.contains("| Несанкционированная информация | 5 | █████ |"),
        "chart row"
    );
}

#[test]
fn the_typst_markup_holds_every_case_once() {
    let markup = typst_markup(&sample_casebook());
    for number in reviewed_numbers() {
        let anchor = format!("label(\"case-{}\")", number.to_lowercase());
        assert_eq!(
            markup
                .matches(&format!(
                    "#heading(level: 1)[Дело {}",
                    number.replace('-', "\\-")
                ))
                .count(),
            1,
            "{number}"
        );
        assert!(markup.contains(&anchor), "{anchor}");
    }
    // The contents: a line per case, linked to the page it starts on.
    for number in reviewed_numbers() {
        let line = format!("#cb-toc(\"case-{}\", [Дело", number.to_lowercase());
        assert_eq!(markup.matches(&line).count(), 1, "{line}");
    }
    assert!(markup.contains("font: \"DejaVu Sans\""));
}

#[test]
fn all_three_formats_publish_from_a_store_of_the_samples() {
    for format in Format::ALL {
        let scratch = Scratch::new();
        let mut store = sample_store(&scratch);
        let out = scratch.path(&format!("casebook.{}", format.extension()));
        let report = publish(&mut store, &options(), format, &out, &mut |_| {})
            .unwrap_or_else(|e| panic!("{format}: {e}"));
        assert_eq!(report.cases, 7, "{format}");
        assert_eq!(report.newly_published, 7, "{format}");
        let bytes = std::fs::read(&out).expect("the file is written");
        assert_eq!(bytes.len(), report.files[0].bytes);
        match format {
            Format::Pdf => {
                assert!(bytes.starts_with(b"%PDF"), "a PDF");
                assert!(bytes.len() > 30_000, "a real PDF: {} bytes", bytes.len());
                assert!(
                    bytes.ends_with(b"%%EOF\n") || bytes.ends_with(b"%%EOF"),
                    "complete"
                );
                // Headings and strong text in DejaVu Sans Bold, not an outlined regular face.
                let text = String::from_utf8_lossy(&bytes);
                assert!(
                    text.contains("+DejaVuSans-Bold"),
                    "the bold face is embedded"
                );
            }
            _ => {
                let text = String::from_utf8(bytes).expect("UTF-8");
                for number in reviewed_numbers() {
                    assert!(text.contains(&number), "{format}: {number}");
                }
            }
        }
        let leftovers: Vec<_> = std::fs::read_dir(scratch.dir())
            .expect("scratch")
            .filter_map(Result::ok)
            .filter(|e| e.file_name().to_string_lossy().ends_with(".partial"))
            .collect();
        assert!(leftovers.is_empty(), "no temporary file is left behind");
    }
}

/// Red suits are red in the PDF because every one is written red where it stands (no show
/// rule matches the whole document's text against a pattern, which cost a tenth of the
/// typesetting): not one ♥ or ♦ of the sample casebook is left plain.
#[test]
fn every_red_suit_of_the_typst_markup_is_set_red() {
    let markup = typst_markup(&sample_casebook());
    let wrapper = "#text(fill: rgb(\"#c00000\"))[";
    let mut plain = Vec::new();
    for (at, c) in markup.char_indices() {
        if matches!(c, '♥' | '♦') && !markup[..at].ends_with(wrapper) {
            let from = markup.floor_char_boundary(at.saturating_sub(60));
            plain.push(markup[from..at + c.len_utf8()].to_string());
        }
    }
    assert!(
        plain.is_empty(),
        "{} plain red suits: {:?}",
        plain.len(),
        &plain[..plain.len().min(5)]
    );
    assert!(markup.matches(wrapper).count() > 100);
    assert!(!markup.contains("show regex"));
}

/// The casebook is typeset part by part (front, cases a few at a time, statistics and
/// indexes) and the pages joined; the page each case starts on, which the contents and the
/// indexes print, must be the page typst itself puts it on when it lays the same source out
/// in one piece.
#[test]
fn the_pages_printed_in_the_contents_and_indexes_are_where_the_cases_start() {
    use typst::introspection::Introspector as _;
    let casebook = sample_casebook();
    let typeset = casebook::publish::typeset_casebook(&casebook, &mut |_| {}).expect("typeset");
    assert!(typeset.pdf.starts_with(b"%PDF"));
    let document = typst_as_lib::TypstEngine::builder()
        .main_file(typeset.source.clone())
        .fonts(casebook::publish::fonts::FACES.map(typst::foundations::Bytes::new))
        .build()
        .compile::<typst_layout::PagedDocument>()
        .output
        .expect("the whole source compiles in one piece");
    assert_eq!(document.pages().len(), typeset.pages, "the same length");
    let introspector = document.introspector();
    let mut previous = 0;
    for number in reviewed_numbers() {
        let anchor = format!("case-{}", number.to_lowercase());
        let label = typst::foundations::Label::new(typst::utils::PicoStr::intern(&anchor))
            .expect("a label");
        let location = introspector
            .query_label(label)
            .expect("the case's heading")
            .location()
            .expect("placed");
        let page = introspector.page(location).expect("on a page").get();
        let printed = format!("{}: {page}", casebook::text::escape::typst_string(&anchor));
        assert!(
            typeset.source.contains(&printed),
            "{number} starts on page {page}; the contents and indexes print another"
        );
        assert!(page > previous, "{number} after the case before it");
        previous = page;
    }
    // The subject index ends the casebook, and cites the cases with those pages.
    assert!(typeset.source.contains("(#cb-page(\"case-"));
}

/// A casebook of 30 cases is laid out as the front, two parts of cases laid out at the same
/// time, and the back; each part's pages are numbered once it is known where it starts.
/// Every page but the title page prints its own number at its foot, and the PDF's page
/// numbers (its page labels) are the printed ones.
#[test]
fn every_page_after_the_title_prints_its_own_number_across_the_parts() {
    let casebook = casebook_of_30();
    let document = casebook::publish::lay_out_casebook(&casebook).expect("laid out");
    let pages = document.pages();
    assert!(pages.len() > 60, "30 cases take {} pages", pages.len());
    for (index, page) in pages.iter().enumerate().skip(1) {
        let foot = page.frame.height() - typst::layout::Abs::mm(20.0);
        let mut printed = Vec::new();
        foot_texts(
            &page.frame,
            typst::layout::Point::zero(),
            foot,
            &mut printed,
        );
        assert_eq!(
            printed,
            vec![(index + 1).to_string()],
            "page {} prints its number once at its foot",
            index + 1
        );
        assert_eq!(page.number, index as u64 + 1);
        assert!(page.numbering.is_some(), "page {} has a label", index + 1);
    }
    assert!(pages[0].numbering.is_none(), "the title page has no number");
}

/// The reviewed samples repeated to 30 cases numbered N-1 … N-30: three parts of cases.
fn casebook_of_30() -> Casebook {
    let reviewed: Vec<_> = samples()
        .into_iter()
        .filter(|c| c.status() == casebook::case::CaseStatus::Reviewed)
        .collect();
    let cases: Vec<_> = (0..30)
        .map(|i| {
            let mut case = reviewed[i % reviewed.len()].clone();
            case.uuid = uuid::Uuid::from_u128(0xB00C_0000 + i as u128);
            case.identity.case_number = format!("N-{}", i + 1);
            case
        })
        .collect();
    Casebook::assemble(cases, &[], &options())
}

/// The PDF is tagged for screen readers across the parts it is laid out in: each case is a
/// first-level heading titled with its own heading, in the structure and in the bookmarks,
/// and its paragraphs, tables and their cells are marked as such. (The parts keep only the
/// kind of most elements once laid out; a heading keeps its text.)
#[test]
fn the_pdf_keeps_its_structure_and_bookmarks_across_the_parts() {
    let casebook = casebook_of_30();
    let typeset = casebook::publish::typeset_casebook(&casebook, &mut |_| {}).expect("typeset");
    let pdf = String::from_utf8_lossy(&typeset.pdf);
    assert!(pdf.contains("/StructTreeRoot"), "a tagged PDF");
    let headings = titles_after(&pdf, "/S/H1/");
    let bookmarks = titles_after(&pdf, "/Title");
    for n in 1..=30 {
        let title = format!("Дело N-{n} — ");
        assert!(
            headings.iter().any(|h| h.starts_with(&title)),
            "N-{n} is a titled first-level heading in the structure: {headings:?}"
        );
        assert!(
            bookmarks.iter().any(|b| b.starts_with(&title)),
            "N-{n} is bookmarked"
        );
    }
    for kind in ["/S/P/", "/S/Table/", "/S/TD/", "/S/LI/", "/S/Strong/"] {
        assert!(
            pdf.matches(kind).count() >= 30,
            "{kind} marks {} elements",
            pdf.matches(kind).count()
        );
    }
}

/// The PDF is joined from the PDFs of its parts: each case's bookmark, its named destination
/// (`casebook.pdf#case-n-7`) and the contents' link to it all go to the page it starts on —
/// the page the contents print — and the PDF's page count is the volume's.
#[test]
fn the_pdfs_links_bookmarks_and_names_go_to_the_page_each_case_starts_on() {
    let casebook = casebook_of_30();
    let typeset = casebook::publish::typeset_casebook(&casebook, &mut |_| {}).expect("typeset");
    let pdf = lopdf::Document::load_mem(&typeset.pdf).expect("a PDF that reads back");
    assert_eq!(pdf.get_pages().len(), typeset.pages);
    let names = pdf_reading::named_destinations(&pdf);
    let bookmarks = pdf_reading::bookmarks(&pdf);
    let contents_links: Vec<usize> = (1..=6)
        .flat_map(|page| pdf_reading::link_targets(&pdf, page))
        .collect();
    for n in 1..=30 {
        let anchor = format!("case-n-{n}");
        let printed = format!("{}: ", casebook::text::escape::typst_string(&anchor));
        let page: usize = typeset
            .source
            .split(&printed)
            .nth(1)
            .expect("the page is printed")[..]
            .split(|c: char| !c.is_ascii_digit())
            .next()
            .and_then(|p| p.parse().ok())
            .expect("a page number");
        let named = names.iter().find(|(name, _)| *name == anchor).map(|n| n.1);
        assert_eq!(named, Some(page), "{anchor} names page {page}");
        let title = format!("Дело N-{n} — ");
        let bookmarked = bookmarks
            .iter()
            .find(|(t, _)| t.starts_with(&title))
            .map(|b| b.1);
        assert_eq!(bookmarked, Some(page), "N-{n} is bookmarked at page {page}");
        assert!(
            contents_links.contains(&page),
            "the contents link to page {page} of N-{n}: {contents_links:?}"
        );
    }
}

/// The UTF-16 text strings (`<FEFF…>`) that follow `key` in the PDF's uncompressed objects.
fn titles_after(pdf: &str, key: &str) -> Vec<String> {
    pdf.match_indices(key)
        .filter_map(|(at, _)| {
            let rest = &pdf[at..];
            let dictionary = &rest[..rest.find(">>").unwrap_or(rest.len())];
            let hex = dictionary.split("<FEFF").nth(1)?.split('>').next()?;
            let units: Vec<u16> = hex
                .as_bytes()
                .chunks(4)
                .filter_map(|c| u16::from_str_radix(std::str::from_utf8(c).ok()?, 16).ok())
                .collect();
            Some(String::from_utf16_lossy(&units))
        })
        .collect()
}

/// The text of `frame` set below `foot` (the bottom margin).
fn foot_texts(
    frame: &typst::layout::Frame,
    at: typst::layout::Point,
    foot: typst::layout::Abs,
    out: &mut Vec<String>,
) {
    for (position, item) in frame.items() {
        let position = at + *position;
        match item {
            typst::layout::FrameItem::Group(group) => foot_texts(&group.frame, position, foot, out),
            typst::layout::FrameItem::Text(text) if position.y > foot => {
                out.push(text.text.to_string())
            }
            _ => {}
        }
    }
}
