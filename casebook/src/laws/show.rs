//! The Markdown shown for a unit: its text and everything below it, the footnotes it cites,
//! the commentary on it and its counterparts in the other edition.

use super::library::Library;
use super::link::markdown_links;
use super::reference::LawRef;
use super::unit::{Anchor, Edition, Language, LawUnit, Source, UnitKind};

// Here rather than in library.rs, so that the library does not depend on how a unit is shown.
impl Library {
    /// The Markdown of what a reference names in an edition: the unit with everything below
    /// it (a Law prints its sections), the footnotes it cites, the commentary on it and the
    /// corresponding units of the other edition; headed in Russian, in the text the library
    /// has first.
    pub fn show(&self, reference: &LawRef, edition: Edition) -> Option<String> {
        let unit = self.resolve(reference, edition)?;
        Some(render(self, unit, &Words::of(Language::Ru), None))
    }

    /// Like [`Library::show`], by anchor.
    pub fn show_anchor(&self, anchor: &Anchor) -> Option<String> {
        self.get(anchor)
            .map(|u| render(self, u, &Words::of(Language::Ru), None))
    }

    /// Like [`Library::show_anchor`] for a reader of `language`: the unit in his language
    /// where a text has it, else in the first the library has with a line saying so; headed
    /// in his language.
    pub fn show_anchor_in(&self, anchor: &Anchor, language: Language) -> Option<String> {
        let unit = self.get_in(anchor, language)?;
        let words = Words::of(language);
        // Only a Law's text has translations; a commentary is read in the language it has.
        let law_text = matches!(
            unit.kind,
            UnitKind::Law
                | UnitKind::Section
                | UnitKind::Item
                | UnitKind::SubItem
                | UnitKind::SubSubItem
        );
        let missing = (law_text && unit.language != language).then_some(language);
        Some(render(self, unit, &words, missing))
    }
}

/// The words a shown unit is headed with, in the reader's language.
struct Words {
    reader: Language,
    law: &'static str,
    footnote: &'static str,
    footnotes: &'static str,
    commentary: &'static str,
    citing: &'static str,
    counterpart: &'static str,
    counterpart_for: &'static str,
}

impl Words {
    fn of(language: Language) -> Words {
        match language {
            Language::En => Words {
                reader: language,
                law: "Law",
                footnote: "Footnote",
                footnotes: "Footnotes",
                commentary: "Commentary and regulations",
                citing: "Citing this paragraph",
                counterpart: "Corresponding text in the edition of",
                counterpart_for: "for",
            },
            Language::Bg => Words {
                reader: language,
                law: "Правило",
                footnote: "Бележка",
                footnotes: "Бележки",
                commentary: "Коментари и регламенти",
                citing: "Позовавания на тази точка",
                counterpart: "Съответствие в редакцията от",
                counterpart_for: "за",
            },
            _ => Words {
                reader: Language::Ru,
                law: "Правило",
                footnote: "Сноска",
                footnotes: "Сноски",
                commentary: "Комментарий",
                citing: "Ссылки на этот пункт",
                counterpart: "Соответствие в редакции",
                counterpart_for: "для",
            },
        }
    }

    /// The line under a unit shown in another language than the reader's.
    fn not_in_reader_language(&self, shown: Language) -> String {
        match self.reader {
            Language::En => format!(
                "*Not in English in the library: shown in {}. A federation adds its translation under File › Texts of the law library… (the guide's chapter “The federation's texts”).*",
                name(shown, Language::En)
            ),
            Language::Bg => format!(
                "*Библиотеката няма този текст на български: показан е на {}. Федерацията добавя своя превод от Файл › Текстове на библиотеката с правила… (глава „Текстовете на федерацията“ в ръководството).*",
                name(shown, Language::Bg)
            ),
            _ => format!(
                "*В библиотеке нет этого текста на русском языке: он показан на {}. Федерация добавляет свой перевод в меню Файл › Тексты библиотеки правил… (глава «Тексты федерации» руководства).*",
                name(shown, Language::Ru)
            ),
        }
    }
}

/// A language's name as it stands in the reader's sentence ("shown in Bulgarian", "на
/// болгарском", "на български").
fn name(language: Language, reader: Language) -> String {
    let names: [&str; 3] = match language {
        Language::Ru => ["Russian", "русском", "руски"],
        Language::Bg => ["Bulgarian", "болгарском", "български"],
        Language::En => ["English", "английском", "английски"],
        Language::Other(_) => return language.code(),
    };
    match reader {
        Language::En => names[0],
        Language::Bg => names[2],
        _ => names[1],
    }
    .to_string()
}

/// A heading for a unit, the way a reader cites it.
pub fn heading(unit: &LawUnit) -> String {
    heading_in(unit, &Words::of(Language::Ru))
}

fn heading_in(unit: &LawUnit, words: &Words) -> String {
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
            with_title(&format!("{} {}", words.law, unit.label)),
            unit.edition
        ),
        UnitKind::Footnote => format!("{} {} ({})", words.footnote, unit.label, unit.edition),
        UnitKind::Definition => format!("{title} ({})", unit.label),
        UnitKind::Commentary | UnitKind::AppendixNote | UnitKind::Regulation => unit.label.clone(),
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
    words: &Words,
    out: &mut String,
    shown: &mut Vec<Anchor>,
) {
    let level = "#".repeat(depth.clamp(1, 6));
    out.push_str(&format!("{level} {}\n\n", heading_in(unit, words)));
    if let Some(note) = &unit.note {
        out.push_str(&format!("> {note}\n\n"));
    }
    if !unit.text_markdown.is_empty() {
        out.push_str(&unit.text_markdown);
        out.push_str("\n\n");
    }
    shown.push(unit.anchor.clone());
    for child in library.children_of(unit) {
        // Commentary and notes are shown in their own part below, not as law text.
        if matches!(
            child.kind,
            UnitKind::CommentaryGroup | UnitKind::Commentary | UnitKind::AppendixNote
        ) && unit.kind != UnitKind::CommentaryGroup
        {
            continue;
        }
        push_unit(library, child, depth + 1, words, out, shown);
    }
}

fn render(library: &Library, unit: &LawUnit, words: &Words, missing: Option<Language>) -> String {
    let mut out = String::new();
    let mut shown = Vec::new();
    if missing.is_some() {
        out.push_str(&words.not_in_reader_language(unit.language));
        out.push_str("\n\n");
    }
    push_unit(library, unit, 1, words, &mut out, &mut shown);

    // The footnotes the shown text cites.
    let mut footnotes: Vec<&LawUnit> = Vec::new();
    for anchor in &shown {
        let Some(u) = library.get_in(anchor, unit.language) else {
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
        out.push_str(&format!("## {}\n\n", words.footnotes));
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
            words.citing
        } else {
            words.commentary
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
            let place = match (c.source, library.text(c.source)) {
                (source, _) if source == unit.source => String::new(),
                // An added text's paragraph names its text, as the reader cites it.
                (Source::Added(_), Some(text)) => {
                    out.push_str(&format!("**{}** — *{}*\n\n", c.label, text.title));
                    out.push_str(&c.text_markdown);
                    out.push_str("\n\n");
                    continue;
                }
                _ => format!(" ({})", c.anchor),
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
        // One heading an edition: a 2017 unit may answer to 1997 and to a later edition both.
        let mut editions: Vec<Edition> = counterparts
            .iter()
            .filter_map(super::library::edition_of)
            .collect();
        editions.sort();
        editions.dedup();
        for other in editions {
            out.push_str(&format!("## {} {other}", words.counterpart));
            if mapped != unit.anchor
                && let Some(m) = library.get(&mapped)
            {
                out.push_str(&format!(" ({} {})", words.counterpart_for, m.label));
            }
            out.push_str("\n\n");
            for anchor in counterparts
                .iter()
                .filter(|a| super::library::edition_of(a) == Some(other))
            {
                match library.get(anchor) {
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
    }
    out.trim_end().to_string() + "\n"
}
