//! The Markdown shown for a unit: its text and everything below it, the footnotes it cites,
//! the commentary on it and its counterparts in the other edition.

use super::library::Library;
use super::link::markdown_links;
use super::reference::LawRef;
use super::unit::{Anchor, Edition, LawUnit, UnitKind};

// Here rather than in library.rs, so that the library does not depend on how a unit is shown.
impl Library {
    /// The Markdown of what a reference names in an edition: the unit with everything below
    /// it (a Law prints its sections), the footnotes it cites, the commentary on it and the
    /// corresponding units of the other edition.
    pub fn show(&self, reference: &LawRef, edition: Edition) -> Option<String> {
        let unit = self.resolve(reference, edition)?;
        Some(render(self, unit))
    }

    /// Like [`Library::show`], by anchor.
    pub fn show_anchor(&self, anchor: &Anchor) -> Option<String> {
        self.get(anchor).map(|u| render(self, u))
    }
}

/// A heading for a unit, the way a reader cites it.
pub fn heading(unit: &LawUnit) -> String {
    let title = unit.title.as_deref().unwrap_or("");
    let with_title = |label: &str| {
        if title.is_empty() {
            label.to_string()
        } else {
            format!("{label}. {title}")
        }
    };
    match unit.kind {
        UnitKind::Law => format!(
            "{} ({})",
            with_title(&format!("Правило {}", unit.label)),
            unit.edition
        ),
        UnitKind::Footnote => format!("Сноска {} ({})", unit.label, unit.edition),
        UnitKind::Definition => format!("{title} ({})", unit.label),
        UnitKind::Commentary | UnitKind::AppendixNote => unit.label.clone(),
        UnitKind::CommentaryGroup | UnitKind::FrontMatter => {
            if title.is_empty() {
                unit.label.clone()
            } else {
                title.to_string()
            }
        }
        _ => with_title(&unit.label),
    }
}

fn push_unit(
    library: &Library,
    unit: &LawUnit,
    depth: usize,
    out: &mut String,
    shown: &mut Vec<Anchor>,
) {
    let level = "#".repeat(depth.clamp(1, 6));
    out.push_str(&format!("{level} {}\n\n", heading(unit)));
    if let Some(note) = &unit.note {
        out.push_str(&format!("> {note}\n\n"));
    }
    if !unit.text_markdown.is_empty() {
        out.push_str(&unit.text_markdown);
        out.push_str("\n\n");
    }
    shown.push(unit.anchor.clone());
    for child in library.children(&unit.anchor) {
        // Commentary and notes are shown in their own part below, not as law text.
        if matches!(
            child.kind,
            UnitKind::CommentaryGroup | UnitKind::Commentary | UnitKind::AppendixNote
        ) && unit.kind != UnitKind::CommentaryGroup
        {
            continue;
        }
        push_unit(library, child, depth + 1, out, shown);
    }
}

fn render(library: &Library, unit: &LawUnit) -> String {
    let mut out = String::new();
    let mut shown = Vec::new();
    push_unit(library, unit, 1, &mut out, &mut shown);

    // The footnotes the shown text cites.
    let mut footnotes: Vec<&LawUnit> = Vec::new();
    for anchor in &shown {
        let Some(u) = library.get(anchor) else {
            continue;
        };
        for (_, target) in markdown_links(&u.text_markdown) {
            if let Some(t) = library.get(&target)
                && t.kind == UnitKind::Footnote
                && !footnotes.iter().any(|f| f.anchor == t.anchor)
                && !shown.contains(&t.anchor)
            {
                footnotes.push(t);
            }
        }
    }
    if !footnotes.is_empty() {
        out.push_str("## Сноски\n\n");
        for f in footnotes {
            out.push_str(&format!("**[{}]** {}\n\n", f.label, f.text_markdown));
        }
    }

    let commentary: Vec<&LawUnit> = library
        .commentary_for(&unit.anchor)
        .into_iter()
        .filter(|c| !shown.contains(&c.anchor))
        .collect();
    if !commentary.is_empty() {
        let title = if matches!(unit.kind, UnitKind::Commentary | UnitKind::AppendixNote) {
            "Ссылки на этот пункт"
        } else {
            "Комментарий"
        };
        out.push_str(&format!("## {title}\n\n"));
        for c in commentary {
            if c.kind == UnitKind::CommentaryGroup {
                if !c.text_markdown.is_empty() {
                    out.push_str(&c.text_markdown);
                    out.push_str("\n\n");
                }
                continue;
            }
            let place = if c.source == unit.source {
                String::new()
            } else {
                format!(" ({})", c.anchor)
            };
            if let Some(title) = &c.title {
                out.push_str(&format!("**{}.{place}** *{title}*\n\n", c.label));
            } else {
                out.push_str(&format!("**{}.{place}**\n\n", c.label));
            }
            if let Some(note) = &c.note {
                out.push_str(&format!("> {note}\n\n"));
            }
            out.push_str(&c.text_markdown);
            out.push_str("\n\n");
        }
    }

    if let Some((mapped, counterparts)) = library.nearest_counterpart(&unit.anchor) {
        let other = match unit.edition {
            Edition::E2017 => Edition::E1997,
            _ => Edition::E2017,
        };
        out.push_str(&format!("## Соответствие в редакции {other}"));
        if mapped != unit.anchor
            && let Some(m) = library.get(&mapped)
        {
            out.push_str(&format!(" (для {})", m.label));
        }
        out.push_str("\n\n");
        for anchor in counterparts {
            match library.get(&anchor) {
                Some(c) => out.push_str(&format!(
                    "- [{}]({}){}\n",
                    c.label,
                    anchor.link_target(),
                    c.title
                        .as_ref()
                        .map(|t| format!(" — {t}"))
                        .unwrap_or_default()
                )),
                None => out.push_str(&format!("- {anchor}\n")),
            }
        }
        out.push('\n');
    }
    out.trim_end().to_string() + "\n"
}
