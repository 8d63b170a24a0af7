//! The law library as pages of the website: one page a Law of the 1997 and 2017 editions
//! (the text, its footnotes, the commentary on it and its counterparts, as the application's
//! law panel shows them), linked both ways between the editions, with the site's cases that
//! cite it. A case's Law links here in the edition the case was ruled under.

use super::address::{self, to_root};
use super::case_list::write_cases;
use super::load::{Federation, SiteCase};
use super::page::{Frame, Page, PageParts, heading};
use crate::laws::{Anchor, Edition, Language, LawRef, LawUnit, UnitKind};
use crate::publish::index::LawKey;
use crate::publish::user_markdown;
use crate::text::escape::push_html_text;
use std::collections::HashMap;

/// The Law a unit belongs to, if it is the text of a Law, its part or the commentary on it.
fn law_of(anchor: &Anchor) -> Option<(Edition, u8)> {
    let library = crate::laws::library();
    let mut unit = library.get(anchor);
    while let Some(u) = unit {
        if u.kind == UnitKind::Law {
            return Some((u.edition, u.label.trim().parse().ok()?));
        }
        unit = u.parent.as_ref().and_then(|p| library.get(p));
    }
    // Commentary paragraphs hang under their own group: `1997/commentary/12.35`.
    let mut parts = anchor.as_str().split('/');
    let edition = Edition::from_year(parts.next()?.parse().ok()?)?;
    match parts.next()? {
        "law" | "commentary" => {
            let number = parts.next()?;
            let law = number.split('.').next()?.parse().ok()?;
            Some((edition, law))
        }
        _ => None,
    }
}

/// The page of the Law `anchor` belongs to, when the site has it.
pub fn page_of(anchor: &Anchor) -> Option<String> {
    let (edition, law) = law_of(anchor)?;
    let library = crate::laws::library();
    // The site has pages of the editions cases are ruled under.
    if edition < Edition::E1997 || !library.holds_edition(edition) {
        return None;
    }
    library
        .get(&Anchor::new(format!("{}/law/{law}", edition.year())))
        .map(|_| address::law_page(edition.year(), law))
}

/// The units of the other edition that answer to a Law cited in `edition`, with their pages.
pub fn counterparts(key: &LawKey, edition: Edition) -> Vec<(String, String)> {
    let Ok(reference) = LawRef::parse(&key.label) else {
        return Vec::new();
    };
    counterparts_of(&reference.anchor(edition))
}

fn counterparts_of(anchor: &Anchor) -> Vec<(String, String)> {
    let library = crate::laws::library();
    let Some((_, found)) = library.nearest_counterpart(anchor) else {
        return Vec::new();
    };
    let mut out: Vec<(String, String)> = found
        .iter()
        .filter_map(|a| {
            let unit = library.get(a)?;
            Some((format!("{} ({})", unit.label, unit.edition), page_of(a)?))
        })
        .collect();
    // Several units of one Law answer to it: the Law's page once, under the first.
    let mut pages = std::collections::HashSet::new();
    out.retain(|(_, page)| pages.insert(page.clone()));
    out
}

/// The Markdown of a unit as the law panel shows it, for a page whose own `<h1>` names the
/// unit: its first heading (the unit's) dropped and the rest raised so that they start at
/// `<h2>`, with no level skipped below that.
fn under_page_heading(markdown: &str) -> String {
    let level = |line: &str| {
        let hashes = line.chars().take_while(|c| *c == '#').count();
        (hashes > 0 && hashes <= 6 && line[hashes..].starts_with(' ')).then_some(hashes)
    };
    let mut lines = markdown.lines().peekable();
    while lines.peek().is_some_and(|l| l.trim().is_empty()) {
        lines.next();
    }
    if lines.peek().is_some_and(|l| level(l).is_some()) {
        lines.next();
        while lines.peek().is_some_and(|l| l.trim().is_empty()) {
            lines.next();
        }
    }
    let rest: Vec<&str> = lines.collect();
    let top = rest.iter().filter_map(|l| level(l)).min().unwrap_or(2);
    let mut out = String::with_capacity(markdown.len());
    for line in rest {
        match level(line) {
            Some(n) => {
                out.push_str(&"#".repeat((n + 2).saturating_sub(top).clamp(2, 6)));
                out.push_str(&line[n..]);
            }
            None => out.push_str(line),
        }
        out.push('\n');
    }
    out
}

/// "In the other edition: 16 (2017)", each linked to its page, when there are any.
pub fn write_counterparts(
    out: &mut String,
    frame: &Frame,
    root: &str,
    others: &[(String, String)],
) {
    if others.is_empty() {
        return;
    }
    out.push_str("<p class=\"counterparts\">");
    push_html_text(out, frame.words.counterpart);
    out.push_str(": ");
    for (i, (label, page)) in others.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(&format!("<a href=\"{root}{page}\">"));
        push_html_text(out, label);
        out.push_str("</a>");
    }
    out.push_str("</p>\n");
}

/// Law text in Markdown with its links to other units made links to their pages (the rest
/// left as their words).
fn with_site_links(text: &str, root: &str) -> String {
    const TARGET: &str = "](law:";
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(TARGET) {
        out.push_str(&rest[..at]);
        let after = &rest[at + TARGET.len()..];
        let Some(end) = after.find(')') else {
            out.push_str(&rest[at..]);
            return out;
        };
        let anchor = Anchor::new(&after[..end]);
        match page_of(&anchor) {
            Some(page) => out.push_str(&format!("]({root}{page})")),
            // Not a page of the site: the sanitizer prints the link's words.
            None => out.push_str(&rest[at..at + TARGET.len() + end + 1]),
        }
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    out
}

/// The site's language as a law text's.
fn reader_of(frame: &Frame) -> Language {
    Language::from_code(frame.language.code()).unwrap_or(Language::Ru)
}

fn lang(unit: &LawUnit) -> String {
    unit.language.code()
}

/// The library's contents page and a page for each Law of the editions the site covers.
pub fn library_pages(frame: &Frame, cases: &[SiteCase], federations: &[Federation]) -> Vec<Page> {
    let library = crate::laws::library();
    // Each Law in the site's language where the library has it (an archive's added text).
    let reader = reader_of(frame);
    let mut pages = Vec::new();
    let mut contents = String::new();
    let citing = cases_by_law(cases);
    heading(&mut contents, 1, frame.words.law_library);
    for edition in library.ruling_editions() {
        let laws: Vec<&LawUnit> = library
            .units()
            .iter()
            .filter(|u| u.kind == UnitKind::Law && u.edition == edition && u.parent.is_none())
            .collect();
        let laws: Vec<&LawUnit> = if laws.is_empty() {
            library
                .units()
                .iter()
                .filter(|u| u.kind == UnitKind::Law && u.edition == edition)
                .collect()
        } else {
            laws
        };
        heading(
            &mut contents,
            2,
            &format!("{} {}", frame.words.laws_of, edition.year()),
        );
        contents.push_str("<ul class=\"laws\">\n");
        for unit in laws {
            let Ok(number) = unit.label.trim().parse::<u8>() else {
                continue;
            };
            let address = address::law_page(edition.year(), number);
            if pages.iter().any(|p: &Page| p.address == address) {
                continue;
            }
            let unit = library.get_in(&unit.anchor, reader).unwrap_or(unit);
            contents.push_str(&format!(
                "<li lang=\"{}\"><a href=\"../{address}\">",
                lang(unit)
            ));
            push_html_text(&mut contents, &crate::laws::heading(unit));
            contents.push_str("</a></li>\n");
            let citing = citing
                .get(&(edition, number))
                .map_or(&[][..], Vec::as_slice);
            pages.push(law_page(frame, unit, &address, citing, federations));
        }
        contents.push_str("</ul>\n");
    }
    pages.push(frame.page(&PageParts {
        address: "library/",
        lang: frame.language.code(),
        title: frame.words.law_library,
        head: "",
        main_attributes: "",
        main: &contents,
    }));
    pages
}

/// The cases citing each Law of each edition: those that cite it in its own edition, and, through
/// the library's edition maps, those that cite its counterpart in another (2017 Law 16's page
/// lists a 1997 case citing 16A, now 16B; Law 93's a case citing Law 94 of an edition that
/// renumbered it). Each cited unit is followed once, however many cases cite it.
fn cases_by_law(cases: &[SiteCase]) -> HashMap<(Edition, u8), Vec<&SiteCase>> {
    let library = crate::laws::library();
    let editions = library.ruling_editions();
    let mut laws_of: HashMap<(Edition, &str), Vec<(Edition, u8)>> = HashMap::new();
    let mut out: HashMap<(Edition, u8), Vec<&SiteCase>> = HashMap::new();
    for case in cases {
        let mut laws: Vec<(Edition, u8)> = Vec::new();
        for key in &case.laws {
            let found = laws_of
                .entry((case.edition, key.label.as_str()))
                .or_insert_with(|| {
                    let Ok(own) = u8::try_from(key.law) else {
                        return Vec::new();
                    };
                    let cited = LawRef::parse(&key.label).map_or_else(
                        |_| Anchor::new(format!("{}/law/{own}", case.edition)),
                        |r| r.anchor(case.edition),
                    );
                    let mut found = vec![(case.edition, own)];
                    for &other in editions.iter().filter(|e| **e != case.edition) {
                        for anchor in library.follow(&cited, other) {
                            let mut path = anchor.as_str().split('/').skip(1);
                            let number = (path.next() == Some("law")).then(|| path.next());
                            if let Some(n) = number.flatten().and_then(|n| n.parse().ok())
                                && !found.contains(&(other, n))
                            {
                                found.push((other, n));
                            }
                        }
                    }
                    found
                });
            for law in found.iter() {
                if !laws.contains(law) {
                    laws.push(*law);
                }
            }
        }
        for law in laws {
            out.entry(law).or_default().push(case);
        }
    }
    out
}

fn law_page(
    frame: &Frame,
    unit: &LawUnit,
    address: &str,
    citing: &[&SiteCase],
    federations: &[Federation],
) -> Page {
    let library = crate::laws::library();
    let root = to_root(address);
    let mut main = String::new();
    heading(&mut main, 1, &crate::laws::heading(unit));
    write_counterparts(&mut main, frame, &root, &counterparts_of(&unit.anchor));
    let text = library
        .show_anchor_in(&unit.anchor, reader_of(frame))
        .unwrap_or_default();
    main.push_str("<article class=\"law-text\">\n");
    user_markdown::push_html(
        &mut main,
        &with_site_links(&under_page_heading(&text), &root),
    );
    main.push_str("</article>\n");
    if !citing.is_empty() {
        main.push_str(&format!("<section lang=\"{}\">\n", frame.language.code()));
        heading(&mut main, 2, frame.words.cases_citing);
        write_cases(&mut main, citing, &root, federations, frame.words);
        main.push_str("</section>\n");
    }
    frame.page(&PageParts {
        address,
        lang: &lang(unit),
        title: &crate::laws::heading(unit),
        head: "",
        main_attributes: "",
        main: &main,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_between_units_lead_to_the_laws_pages() {
        // 1997 Law 16 and a commentary paragraph on Law 12 are pages of the site; a unit
        // outside any Law keeps its words only.
        let text = "See [16A](law:1997/law/16/A), [12.35](law:1997/commentary/12.35) and [x](law:nowhere).";
        let linked = with_site_links(text, "../../");
        assert!(linked.contains("[16A](../../library/1997/16/)"), "{linked}");
        assert!(
            linked.contains("[12.35](../../library/1997/12/)"),
            "{linked}"
        );
        assert!(linked.contains("[x](law:nowhere)"), "{linked}");
    }

    #[test]
    fn a_laws_headings_start_under_the_pages_own() {
        let markdown = "#### Law 16\n\ntext\n\n##### 16A\n\n###### 16A1\n\n##### Footnotes\n";
        let shifted = under_page_heading(markdown);
        assert_eq!(shifted, "text\n\n## 16A\n\n### 16A1\n\n## Footnotes\n");
    }

    #[test]
    fn a_law_of_1997_has_its_2017_counterpart() {
        // 1997 Law 12C3 (weighted scores) answers to 2017 Law 12C1(c) in the edition map,
        // `assets/laws/edition-map.json`.
        let key = LawKey::of("12C3").expect("a law");
        let found = counterparts(&key, Edition::E1997);
        assert!(
            found.iter().any(|(_, page)| page == "library/2017/12/"),
            "{found:?}"
        );
    }
}
