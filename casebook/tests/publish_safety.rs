//! A case whose text holds a script, raw HTML with event handlers, a `javascript:` link and every
//! character typst reads as syntax is published harmless in every format (ARCHITECTURE.md, "What a
//! change must keep": what a user wrote is escaped wherever it is published). The hostile strings
//! are made up for the test on top of sample У-01 (`publish_support::hostile_case`).

mod publish_support;

use casebook::publish::{
    Casebook, PublishOptions, render_html, render_markdown, render_pdf, typst_markup,
};
use publish_support::*;

fn hostile_casebook(anonymize: bool) -> Casebook {
    let mut cases = samples();
    cases.push(hostile_case());
    Casebook::assemble(
        cases,
        &[],
        &PublishOptions {
            year: YEAR,
            anonymize,
            ..PublishOptions::default()
        },
    )
}

/// The tags an attacker would need; none may appear as markup.
const FORBIDDEN: [&str; 5] = ["<script", "<img", "<div onclick", "<b onmouseover", "<i>"];

/// `md` without its fenced blocks (the deal diagram), whose content every viewer shows as
/// text.
fn outside_fences(md: &str) -> String {
    let mut out = String::new();
    let mut fenced = false;
    for line in md.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

#[test]
fn html_shows_scripts_and_raw_tags_as_text_only() {
    let html = render_html(&hostile_casebook(false), &mut |_| {});
    for forbidden in FORBIDDEN {
        assert!(!html.contains(forbidden), "{forbidden} reached the HTML");
    }
    assert!(
        !html.contains("javascript:"),
        "the javascript: link is gone"
    );
    let hostile = section(&html, "case-у-11");
    assert!(
        hostile.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
        "shown as text"
    );
    assert!(
        hostile.contains("&lt;img src=x onerror=alert(2)&gt;"),
        "shown as text"
    );
    assert!(hostile.contains("a link"), "an unsafe link keeps its words");
    assert!(
        hostile.contains("&lt;b onmouseover=alert(4)&gt;Bob&lt;/b&gt;"),
        "player name"
    );
    assert!(
        hostile.contains("Eve &lt;script&gt;alert(7)&lt;/script&gt;"),
        "commentator"
    );
    assert!(
        hostile.contains("&lt;i&gt;16B1&lt;/i&gt;"),
        "a law as written"
    );
    // No attribute of the page was opened by user text: every `on…=` is inside escaped text.
    for handler in ["onerror=", "onclick=", "onmouseover="] {
        for (at, _) in html.match_indices(handler) {
            let before = &html[..at];
            let tag_open = before.rfind('<').unwrap_or(0);
            let tag_close = before.rfind('>').unwrap_or(0);
            assert!(tag_close > tag_open, "{handler} inside a tag at {at}");
        }
    }
    // The links that remain all point inside the document or at the web.
    for href in attribute_values(&html, "href") {
        assert!(
            href.starts_with('#') || href.starts_with("https://") || href.starts_with("http://"),
            "{href}"
        );
    }
}

#[test]
fn markdown_keeps_no_raw_html_from_a_case() {
    let md = render_markdown(&hostile_casebook(false), &mut |_| {});
    let prose = outside_fences(&md);
    for forbidden in FORBIDDEN {
        assert!(
            !prose.contains(forbidden),
            "{forbidden} reached the Markdown"
        );
    }
    assert!(
        md.contains("<b onmouseover=alert(4)>Bob</b>"),
        "as text in the diagram block"
    );
    assert!(md.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    assert!(md.contains("&lt;div onclick=alert(6)&gt;raw block&lt;/div&gt;"));
    assert!(
        !md.contains("javascript:"),
        "the unsafe link keeps only its words"
    );
    assert!(
        !md.contains("data:text/html"),
        "the unsafe link keeps only its words"
    );
}

#[test]
fn typst_special_characters_in_user_text_do_not_break_the_pdf() {
    let casebook = hostile_casebook(false);
    let markup = typst_markup(&casebook);
    // The user's `#pagebreak()` and `#set page(width: 1pt)` are text, not typst code.
    assert!(markup.contains("\\#pagebreak\\()"), "escaped");
    assert!(markup.contains("\\#set page\\(width: 1pt)"), "escaped");
    assert!(!markup.contains("#set page(width: 1pt)"));
    let pdf = render_pdf(&casebook, &mut |_| {}).expect("the hostile casebook typesets");
    assert!(pdf.starts_with(b"%PDF"));
    assert!(pdf.len() > 30_000, "{} bytes", pdf.len());
}

#[test]
fn an_anonymized_casebook_names_no_player() {
    let casebook = hostile_casebook(true);
    let html = render_html(&casebook, &mut |_| {});
    assert!(
        !html.contains("Bob"),
        "the hostile case's North is named Bob"
    );
    assert!(
        html.contains("Игроки названы по месту за столом"),
        "the title page says so"
    );
    let pdf = render_pdf(&casebook, &mut |_| {}).expect("typesets");
    assert!(pdf.starts_with(b"%PDF"));
}
