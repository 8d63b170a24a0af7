//! An added commentary or regulation: its headings (`# 4 Appeals`) and its paragraphs,
//! each with its own number where it has one (`4.1`, `12.35`, `§ 3`). A paragraph is anchored to
//! the laws it cites when the library links the text ([`crate::laws::link`]); lines wrapped by
//! the page are joined, a blank line ends a paragraph.

use super::{TextInfo, TextKind, text_anchor};
use crate::laws::clean::normalize_spaces;
use crate::laws::line_labels::strip_heading_markup;
use crate::laws::outline::{Draft, Drafts};
use crate::laws::sources::slug;
use crate::laws::unit::{Anchor, LawUnit, UnitKind};
use std::collections::HashSet;

pub(super) fn read(info: &TextInfo, body: &str) -> Vec<LawUnit> {
    let mut drafts = Drafts::of_text(info.source, info.edition, info.language);
    let base = text_anchor(info);
    let kind = match info.kind {
        TextKind::Regulation => UnitKind::Regulation,
        _ => UnitKind::Commentary,
    };
    let mut taken: HashSet<Anchor> = HashSet::new();
    let mut group: Option<usize> = None;
    let mut paragraph: Option<usize> = None;
    let mut unnumbered = 0u32;
    for (i, raw) in body.lines().enumerate() {
        let number = u32::try_from(i + 1).unwrap_or(u32::MAX);
        let line = normalize_spaces(raw);
        let line = line.trim();
        if line.is_empty() {
            paragraph = None;
            continue;
        }
        if line.starts_with('#') {
            let (heading, _) = strip_heading_markup(line);
            let (label, title) = split_label(&heading, true).unwrap_or(("", heading.as_str()));
            let anchor = unique(&mut taken, base.child(&format!("h-{}", slug(&heading))));
            let draft = Draft::new(anchor, UnitKind::CommentaryGroup, label, number)
                .with_title(Some(title.to_string()));
            group = Some(drafts.push(draft));
            paragraph = None;
            continue;
        }
        match paragraph {
            Some(open) => drafts.join_to_last_paragraph(open, line, number),
            None => {
                let (label, text) = match split_label(line, false) {
                    Some((label, text)) => (label.to_string(), text),
                    None => {
                        unnumbered += 1;
                        (format!("¶{unnumbered}"), line)
                    }
                };
                let anchor = unique(&mut taken, base.child(&anchor_segment(&label)));
                let mut draft = Draft::new(anchor, kind, label, number);
                if let Some(g) = group {
                    let parent = drafts.get_mut(g).anchor.clone();
                    draft = draft.with_parent(&parent);
                }
                let opened = drafts.push(draft);
                drafts.add_paragraph(opened, text, number);
                paragraph = Some(opened);
            }
        }
    }
    drafts.into_units()
}

/// A paragraph's own number at its start, `4.1`, `12.35.`, `§ 3`, `3)`, and the text after it;
/// a heading's bare number too (`4 Appeals`).
fn split_label(line: &str, bare: bool) -> Option<(&str, &str)> {
    let t = line.strip_prefix('§').map_or(line, str::trim_start);
    let skipped = line.len() - t.len();
    let end = t
        .char_indices()
        .find(|&(_, c)| !(c.is_ascii_digit() || c == '.'))
        .map_or(t.len(), |(i, _)| i);
    let number = t[..end].trim_end_matches('.');
    let closed = t[end..].starts_with(')');
    let after = t[end..].strip_prefix(')').unwrap_or(&t[end..]);
    if number.is_empty() || !number.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    if !(after.is_empty() || after.starts_with(char::is_whitespace)) {
        return None;
    }
    // A bare number is a paragraph's only where a dot, a bracket or § marks it: "3 boards" is
    // text.
    if !bare
        && !closed
        && !number.contains('.')
        && skipped == 0
        && !t[..end].ends_with('.')
        && !after.is_empty()
    {
        return None;
    }
    Some((&line[skipped..skipped + number.len()], after.trim_start()))
}

fn anchor_segment(label: &str) -> String {
    match label.strip_prefix('¶') {
        Some(n) => format!("p{n}"),
        None => label.to_string(),
    }
}

/// `anchor`, or `anchor-2`, `anchor-3` … where a text numbers two paragraphs alike.
fn unique(taken: &mut HashSet<Anchor>, anchor: Anchor) -> Anchor {
    let mut candidate = anchor.clone();
    let mut n = 1;
    while taken.contains(&candidate) {
        n += 1;
        candidate = Anchor::new(format!("{anchor}-{n}"));
    }
    taken.insert(candidate.clone());
    candidate
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::laws::unit::{Edition, Language, Source, TextId};

    #[test]
    fn paragraphs_keep_their_numbers_and_headings_group_them() {
        let info = TextInfo {
            source: Source::Added(TextId(2)),
            kind: TextKind::Regulation,
            edition: Edition::E2017,
            language: Language::En,
            title: "Regulations".into(),
            origin: String::new(),
        };
        let body = "# 4 Appeals\n\n4.1 An appeal against a ruling under\nLaw 16B1(a) is heard.\n\n\
            An unnumbered paragraph.\n\n4.1 Numbered again by mistake.\n\n§ 7 Deposits\n\n3 boards are played.\n\n\
            8) Bracketed.\n";
        let units = read(&info, body);
        let seen: Vec<(&str, &str, UnitKind)> = units
            .iter()
            .map(|u| (u.anchor.as_str(), u.label.as_str(), u.kind))
            .collect();
        assert_eq!(
            seen,
            [
                ("2017/text/2/h-4-appeals", "4", UnitKind::CommentaryGroup),
                ("2017/text/2/4.1", "4.1", UnitKind::Regulation),
                ("2017/text/2/p1", "¶1", UnitKind::Regulation),
                ("2017/text/2/4.1-2", "4.1", UnitKind::Regulation),
                ("2017/text/2/7", "7", UnitKind::Regulation),
                ("2017/text/2/p2", "¶2", UnitKind::Regulation),
                ("2017/text/2/8", "8", UnitKind::Regulation),
            ]
        );
        assert_eq!(
            units[1].text_markdown,
            "An appeal against a ruling under Law 16B1(a) is heard."
        );
        assert_eq!(units[0].title.as_deref(), Some("Appeals"));
        assert_eq!(
            units[1].parent,
            Some(Anchor::new("2017/text/2/h-4-appeals"))
        );
    }
}
