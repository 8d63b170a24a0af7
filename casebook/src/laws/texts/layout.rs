//! The layouts a Laws text is read in: the WBF's published Laws (`LAW 16 – TITLE`, `A.`, `1.`,
//! `(a)`; [`super::law_layout`]), and the layout of the built-in Bulgarian translation of the 2017
//! Laws (`Правило 16. …`, Cyrillic section letters, footnotes at page bottoms), whose reader
//! reads the built-in file and a federation's text set out the same way alike.

use super::TextInfo;
use crate::laws::sources::laws_2017_bg;
use crate::laws::unit::{Anchor, LawUnit};
use std::fmt;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum LawsLayout {
    /// The layout of the WBF's published Laws, plain or in Markdown headings.
    #[default]
    Wbf,
    /// The layout of the built-in Bulgarian translation of the 2017 Laws.
    Bulgarian2017,
}

impl LawsLayout {
    pub const ALL: [LawsLayout; 2] = [LawsLayout::Wbf, LawsLayout::Bulgarian2017];

    /// The header's and the command line's word: `wbf`, `bg-2017`.
    pub fn code(self) -> &'static str {
        match self {
            LawsLayout::Wbf => "wbf",
            LawsLayout::Bulgarian2017 => "bg-2017",
        }
    }

    pub fn from_code(code: &str) -> Option<LawsLayout> {
        LawsLayout::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code.trim()))
    }
}

impl fmt::Display for LawsLayout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The units of a Laws text in `layout`.
pub(crate) fn read_laws(info: &TextInfo, layout: LawsLayout, body: &str) -> Vec<LawUnit> {
    match layout {
        LawsLayout::Wbf => super::law_layout::read(info, body),
        LawsLayout::Bulgarian2017 => {
            let (units, _) = laws_2017_bg::read_with_report(body);
            as_text(info, units, "2017")
        }
    }
}

/// A built-in reader's units as the text `info`'s own: its number, language and edition, each
/// anchor and link moved from the built-in text's edition to the text's.
fn as_text(info: &TextInfo, units: Vec<LawUnit>, read_as: &str) -> Vec<LawUnit> {
    let to = info.edition.to_string();
    let moved = |anchor: &Anchor| match anchor.as_str().strip_prefix(read_as) {
        Some(rest) if rest.starts_with('/') => Anchor::new(format!("{to}{rest}")),
        _ => anchor.clone(),
    };
    let from_link = format!("{}{read_as}/", crate::laws::unit::LINK_SCHEME);
    let to_link = format!("{}{to}/", crate::laws::unit::LINK_SCHEME);
    units
        .into_iter()
        .map(|mut unit| {
            unit.anchor = moved(&unit.anchor);
            unit.parent = unit.parent.as_ref().map(moved);
            unit.source = info.source;
            unit.edition = info.edition;
            unit.language = info.language;
            unit.text_markdown = unit.text_markdown.replace(&from_link, &to_link);
            unit
        })
        .collect()
}
