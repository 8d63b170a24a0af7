//! Shared by the casebook tests: a scratch directory, a store holding the sample cases
//! (`assets/samples/README.md`: ten cases of 2026, seven reviewed, two decided, one draft),
//! and readers for the anchors and links of the published HTML and Markdown.
#![allow(dead_code)]

use casebook::case::{Case, CaseStatus};
use casebook::samples::{load_into, sample_cases};
use casebook::store::Store;
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use uuid::Uuid;

/// The year of the sample cases.
pub const YEAR: i32 = 2026;

/// A directory removed when dropped.
pub struct Scratch(PathBuf);

impl Scratch {
    pub fn new() -> Scratch {
        let dir = std::env::temp_dir().join(format!("casebook-publish-{}", Uuid::new_v4()));
        std::fs::create_dir_all(&dir).expect("scratch directory");
        Scratch(dir)
    }

    pub fn path(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }

    pub fn dir(&self) -> &Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A new database in `scratch` holding the sample cases.
pub fn sample_store(scratch: &Scratch) -> Store {
    let mut store = Store::create_or_open(scratch.path("cases.sqlite")).expect("a new database");
    load_into(&mut store).expect("the samples load");
    store
}

pub fn samples() -> Vec<Case> {
    sample_cases().expect("the shipped samples read")
}

/// The case numbers of the reviewed samples, in order: what the 2026 casebook must hold.
pub fn reviewed_numbers() -> Vec<String> {
    let mut numbers: Vec<String> = samples()
        .into_iter()
        .filter(|c| c.status() == CaseStatus::Reviewed)
        .map(|c| c.identity.case_number)
        .collect();
    numbers.sort();
    numbers
}

/// The case numbers of the samples not yet reviewed (decided and draft).
pub fn unreviewed_numbers() -> Vec<String> {
    samples()
        .into_iter()
        .filter(|c| c.status() < CaseStatus::Reviewed)
        .map(|c| c.identity.case_number)
        .collect()
}

/// A reviewed sample turned into a hostile case: a new identity, and in the text a script, a
/// raw image with an `onerror` handler, a `javascript:` link, and every character typst reads
/// as syntax. The hostile strings are made up for the test; the rest is sample У-01.
pub fn hostile_case() -> Case {
    let mut case = samples()
        .into_iter()
        .find(|c| c.identity.case_number == "У-01")
        .expect("sample У-01");
    case.uuid = Uuid::parse_str("7a1d3c5e-0000-4000-8000-00000000bad1").expect("uuid");
    case.identity.case_number = "У-11".into();
    case.identity.event = "Pairs <script>alert('event')</script> #set page(width: 1pt)".into();
    case.facts.agreed = format!(
        "{}\n\n<script>alert(1)</script>\n\nInline <img src=x onerror=alert(2)> and \
         [a link](javascript:alert(3)).\n\nTypst: #let x = 1; $x^2$ *bold* _it_ @ref <label> \
         [bracket] `code` \\ back // not a comment /* nor this */ ~ = - + 1. 2026.",
        case.facts.agreed
    );
    case.ruling.text = "#pagebreak() $ unclosed math and an <b>unclosed tag".into();
    case.ruling.laws.push("<i>16B1</i>".into());
    case.people.players[0].name = "<b onmouseover=alert(4)>Bob</b> #strong[x]".into();
    case.write_up =
        "# Heading <script>alert(5)</script>\n\n<div onclick=alert(6)>raw block</div>\n".into();
    case.commentary[0].commentator = "Eve <script>alert(7)</script>".into();
    case.commentary[0].text =
        "> quote with `#code` and [x](data:text/html,<script>alert(8)</script>)".into();
    case
}

/// Every value of `attribute="…"` in `html`.
pub fn attribute_values(html: &str, attribute: &str) -> Vec<String> {
    let needle = format!(" {attribute}=\"");
    html.match_indices(&needle)
        .filter_map(|(at, _)| {
            let rest = &html[at + needle.len()..];
            rest.find('"').map(|end| rest[..end].to_string())
        })
        .collect()
}

/// The ids declared in `html`.
pub fn ids(html: &str) -> HashSet<String> {
    attribute_values(html, "id").into_iter().collect()
}

/// The in-document link targets of `html` (`href="#x"` gives `x`).
pub fn internal_links(html: &str) -> Vec<String> {
    attribute_values(html, "href")
        .into_iter()
        .filter_map(|h| h.strip_prefix('#').map(str::to_string))
        .collect()
}

/// The `<section class="case" id="…">` ids of `html`, in order.
pub fn case_sections(html: &str) -> Vec<String> {
    let needle = "<section class=\"case\" id=\"";
    html.match_indices(needle)
        .filter_map(|(at, _)| {
            let rest = &html[at + needle.len()..];
            rest.find('"').map(|end| rest[..end].to_string())
        })
        .collect()
}

/// The text of the `<h2>` that opens each case section, in order.
pub fn case_headings(html: &str) -> Vec<String> {
    let needle = "<section class=\"case\" id=\"";
    html.match_indices(needle)
        .filter_map(|(at, _)| {
            let rest = &html[at..];
            let start = rest.find("<h2>")? + 4;
            let end = rest.find("</h2>")?;
            Some(strip_tags(&rest[start..end]))
        })
        .collect()
}

/// `html` without its tags.
pub fn strip_tags(html: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out
}

/// The slice of `html` from the section with id `anchor` to the end of that section.
pub fn section<'a>(html: &'a str, anchor: &str) -> &'a str {
    let start = html
        .find(&format!("id=\"{anchor}\""))
        .unwrap_or_else(|| panic!("no section {anchor}"));
    let end = html[start..]
        .find("</section>")
        .map_or(html.len(), |e| start + e);
    &html[start..end]
}

/// The anchors of a Markdown casebook (`<a id="x"></a>`) and its in-document links
/// (`](#x)`).
pub fn markdown_anchors_and_links(md: &str) -> (HashSet<String>, Vec<String>) {
    let anchors = md
        .match_indices("<a id=\"")
        .filter_map(|(at, _)| {
            let rest = &md[at + 7..];
            rest.find('"').map(|end| rest[..end].to_string())
        })
        .collect();
    let links = md
        .match_indices("](#")
        .filter_map(|(at, _)| {
            let rest = &md[at + 3..];
            rest.find(')').map(|end| rest[..end].to_string())
        })
        .collect();
    (anchors, links)
}
