//! The layouts a text is read in. Two are general: the WBF's published Laws (`LAW 16 – TITLE`,
//! `A.`, `1.`, `(a)`; [`super::law_layout`]) and the documented form's numbered paragraphs of a
//! commentary or a regulation ([`super::paragraphs`]). The others are the layouts of the texts
//! Casebook ships, each read by its own reader ([`crate::laws::sources`]): the library reads its
//! built-in texts through them as it reads an added text, and a federation's text set out the
//! same way (a commentary in the Russian commentary's table, a translation in the Bulgarian
//! layout) is read by the same reader under its own edition, language and number.

use super::{TextInfo, TextKind, text_anchor};
use crate::laws::sources::{
    adjusted_scores_training_ru, commentary_1987_ru, commentary_1997_ru, laws_2017_bg,
    laws_ru_pages,
};
use crate::laws::unit::{Anchor, Edition, LINK_SCHEME, LawUnit};
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TextLayout {
    /// The layout of the WBF's published Laws, plain or in Markdown headings.
    Wbf,
    /// A commentary's or a regulation's numbered paragraphs under `#` headings.
    Paragraphs,
    /// The built-in Bulgarian translation of the 2017 Laws: `Правило 16. …`, Cyrillic section
    /// letters, footnotes at page bottoms.
    Bulgarian2017,
    /// Pages of a Russian translation of the Laws typeset in a DOS word processor: page
    /// numbers `- 104 -`, headings underlined `ДДДД`, a letter-spaced subject index.
    RussianPages,
    /// The Russian commentary in a Word table: the law text in the left column, the numbered
    /// commentary (`12.35`) in the right, the definitions and the appendices after.
    RussianCommentaryTable,
    /// A Russian commentary typed in a DOS word processor: `Правило 64. TITLE` in capitals,
    /// paragraphs `64.2.`, bold words printed again on the next line.
    RussianCommentaryTyped,
    /// Russian training material: law text by its codes (`12А1. Title`), each part followed by
    /// numbered comments.
    RussianTraining,
}

impl TextLayout {
    pub const ALL: [TextLayout; 7] = [
        TextLayout::Wbf,
        TextLayout::Paragraphs,
        TextLayout::Bulgarian2017,
        TextLayout::RussianPages,
        TextLayout::RussianCommentaryTable,
        TextLayout::RussianCommentaryTyped,
        TextLayout::RussianTraining,
    ];

    /// The header's and the command line's word.
    pub fn code(self) -> &'static str {
        match self {
            TextLayout::Wbf => "wbf",
            TextLayout::Paragraphs => "paragraphs",
            TextLayout::Bulgarian2017 => "bg-2017",
            TextLayout::RussianPages => "ru-pages",
            TextLayout::RussianCommentaryTable => "ru-commentary-table",
            TextLayout::RussianCommentaryTyped => "ru-commentary-typed",
            TextLayout::RussianTraining => "ru-training",
        }
    }

    pub fn from_code(code: &str) -> Option<TextLayout> {
        TextLayout::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code.trim()))
    }

    /// Every layout's code, as a refusal lists them.
    pub fn codes() -> String {
        TextLayout::ALL.map(TextLayout::code).join(", ")
    }

    /// Whether a text of `kind` can be set out in this layout.
    pub fn holds(self, kind: TextKind) -> bool {
        match self {
            TextLayout::Wbf | TextLayout::Bulgarian2017 | TextLayout::RussianPages => {
                kind == TextKind::Laws
            }
            TextLayout::Paragraphs => {
                matches!(kind, TextKind::Commentary | TextKind::Regulation)
            }
            TextLayout::RussianCommentaryTable
            | TextLayout::RussianCommentaryTyped
            | TextLayout::RussianTraining => kind == TextKind::Commentary,
        }
    }

    /// The kind a text in this layout is when nothing else says.
    pub fn kind(self) -> TextKind {
        match self {
            TextLayout::Wbf | TextLayout::Bulgarian2017 | TextLayout::RussianPages => {
                TextKind::Laws
            }
            _ => TextKind::Commentary,
        }
    }

    /// The layout a text of `kind` is read in when neither its header nor the user names one.
    pub fn default_for(kind: TextKind) -> TextLayout {
        match kind {
            TextKind::Laws => TextLayout::Wbf,
            _ => TextLayout::Paragraphs,
        }
    }

    /// The units of a text in this layout.
    pub(crate) fn read(self, info: &TextInfo, body: &str) -> Vec<LawUnit> {
        let (units, native) = match self {
            TextLayout::Wbf => return super::law_layout::read(info, body),
            TextLayout::Paragraphs => return super::paragraphs::read(info, body),
            TextLayout::Bulgarian2017 => (laws_2017_bg::read_with_report(body).0, Edition::E2017),
            TextLayout::RussianPages => (laws_ru_pages::read(body), Edition::E1987),
            TextLayout::RussianCommentaryTable => {
                (commentary_1997_ru::read_with_report(body).0, Edition::E1997)
            }
            TextLayout::RussianCommentaryTyped => {
                (commentary_1987_ru::read_with_report(body).0, Edition::E1987)
            }
            TextLayout::RussianTraining => {
                (adjusted_scores_training_ru::read(body), Edition::E1997)
            }
        };
        if info.added_id().is_none() {
            // A built-in text is read where its reader puts it.
            return units;
        }
        let mover = Mover {
            native: native.to_string(),
            to: info.edition.to_string(),
            own: text_anchor(info).to_string(),
            own_parts: self.own_parts(),
        };
        units
            .into_iter()
            .map(|mut unit| {
                unit.anchor = mover.anchor(&unit.anchor);
                unit.parent = unit.parent.as_ref().map(|p| mover.anchor(p));
                unit.text_markdown = mover.links(&unit.text_markdown);
                unit.source = info.source;
                unit.edition = info.edition;
                unit.language = info.language;
                unit
            })
            .collect()
    }

    /// The parts of a text in this layout that are the text's own, not the Laws': an added
    /// text keeps them under its number (`1997/text/4/commentary/12.35`), while its law text
    /// stands at the Laws' anchors, the same law in its language.
    fn own_parts(self) -> &'static [&'static str] {
        match self {
            TextLayout::Wbf | TextLayout::Paragraphs | TextLayout::Bulgarian2017 => &[],
            TextLayout::RussianPages => &["index"],
            TextLayout::RussianCommentaryTable => {
                &["commentary", "appendix", "preface", "editorial-note"]
            }
            TextLayout::RussianCommentaryTyped => &["commentary"],
            TextLayout::RussianTraining => &["training"],
        }
    }
}

impl fmt::Display for TextLayout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// Moves a built-in reader's anchors to an added text: from the reader's edition to the text's,
/// the text's own parts under its number.
struct Mover {
    native: String,
    to: String,
    own: String,
    own_parts: &'static [&'static str],
}

impl Mover {
    fn anchor(&self, anchor: &Anchor) -> Anchor {
        Anchor::new(self.path(anchor.as_str()))
    }

    fn path(&self, path: &str) -> String {
        let Some(rest) = path
            .strip_prefix(self.native.as_str())
            .and_then(|r| r.strip_prefix('/'))
        else {
            // A link to another edition's law stays where it points.
            return path.to_string();
        };
        let part = rest.split('/').next().unwrap_or(rest);
        if self.own_parts.contains(&part) {
            format!("{}/{rest}", self.own)
        } else {
            format!("{}/{rest}", self.to)
        }
    }

    /// `[…](law:1997/commentary/12.3)` in a unit's text, moved as its anchor is.
    fn links(&self, markdown: &str) -> String {
        let marker = format!("]({LINK_SCHEME}");
        let mut out = String::with_capacity(markdown.len());
        let mut rest = markdown;
        while let Some(at) = rest.find(&marker) {
            let (before, after) = rest.split_at(at + marker.len());
            out.push_str(before);
            let end = after.find(')').unwrap_or(after.len());
            out.push_str(&self.path(&after[..end]));
            rest = &after[end..];
        }
        out.push_str(rest);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_added_texts_own_parts_go_under_its_number_and_its_law_text_to_its_edition() {
        let mover = Mover {
            native: "1997".into(),
            to: "2017".into(),
            own: "2017/text/4".into(),
            own_parts: TextLayout::RussianCommentaryTable.own_parts(),
        };
        assert_eq!(
            mover.path("1997/commentary/12.35"),
            "2017/text/4/commentary/12.35"
        );
        assert_eq!(mover.path("1997/law/12/C/3"), "2017/law/12/C/3");
        assert_eq!(mover.path("1987/law/64"), "1987/law/64");
        assert_eq!(mover.path("19970/law/1"), "19970/law/1");
        assert_eq!(
            mover.links("see [12.3](law:1997/commentary/12.3) and [16](law:1997/law/16)."),
            "see [12.3](law:2017/text/4/commentary/12.3) and [16](law:2017/law/16)."
        );
    }

    #[test]
    fn each_layout_says_what_it_holds() {
        for layout in TextLayout::ALL {
            assert!(layout.holds(layout.kind()), "{layout}");
            assert_eq!(TextLayout::from_code(layout.code()), Some(layout));
        }
        assert!(!TextLayout::Wbf.holds(TextKind::Commentary));
        assert!(!TextLayout::RussianCommentaryTable.holds(TextKind::Laws));
        assert!(TextLayout::Paragraphs.holds(TextKind::Regulation));
    }
}
