//! The casebook's panel in the window. The Panel window ([`naming`], File › Casebook panel…)
//! is the editor's: the panel of a year or an event, its commentators, the line about each and
//! the cases each is asked about, whether the others' comments stay hidden until one's own is
//! written, the scale of marks and the closing remarks. The Comment window ([`comment`], File ›
//! Comment on cases…) is the commentator's: the cases he is asked about, each read as the
//! casebook prints it, his comment, the two marks and the verdict, and the others' comments.
//!
//! The windows edit their drafts; saving, removing and reading the archive are commands
//! (`handlers/panel.rs`). What the store refuses is kept as an error and worded when drawn;
//! the draft stays as it was typed.

mod comment;
mod comment_view;
mod naming;
mod naming_view;

pub use comment::{CommentDraft, CommentOutcome, CommentWindow};
pub use comment_view::show as show_comment;
pub use naming::{MemberDraft, PanelCase, PanelDraft, PanelOutcome, PanelWindow};
pub use naming_view::show as show_panel;

use crate::i18n::{Described, FluentArgs, Language};
use casebook::panel::{PanelScope, PanelVerdict};

/// What the windows refuse before the archive is asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The year is not four digits.
    BadYear,
    /// The highest mark is not a whole number from 1 to 255.
    BadScale,
    /// A mark is not a whole number (the panel's scale given).
    BadMark(u8),
    /// The commentator (named) is asked about chosen cases, and none is chosen.
    NoCaseChosen(String),
    /// Another stored panel has this year and event.
    ScopeTaken(PanelScope),
    /// The login may not name a panel.
    NotAllowed,
}

impl Described for Refusal {
    fn describe(&self, language: Language) -> String {
        let mut args = FluentArgs::new();
        let key = match self {
            Refusal::BadYear => "panel-bad-year",
            Refusal::BadScale => "panel-bad-scale",
            Refusal::BadMark(scale) => {
                args.set("scale", *scale);
                "comment-bad-mark"
            }
            Refusal::NoCaseChosen(name) => {
                args.set("name", name.clone());
                "panel-no-case-chosen"
            }
            Refusal::ScopeTaken(scope) => {
                args.set("scope", scope.to_string());
                "panel-scope-taken"
            }
            Refusal::NotAllowed => "panel-not-allowed",
        };
        language.tr_args(key, &args)
    }
}

/// A mark as typed: empty for none, else a whole number (the scale is the store's to check,
/// so that a mark above it is refused with the panel's own words).
fn parse_mark(text: &str, scale: u8) -> Result<Option<u8>, Refusal> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    text.parse::<u8>()
        .map(Some)
        .map_err(|_| Refusal::BadMark(scale))
}

/// A verdict in the interface's words ("improved it"); `None` is "no verdict".
fn verdict_name(verdict: Option<PanelVerdict>, language: Language) -> String {
    language.tr(&format!(
        "comment-verdict-{}",
        verdict.map_or("none", PanelVerdict::code)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mark_is_a_whole_number_or_nothing() {
        assert_eq!(parse_mark(" 70 ", 100), Ok(Some(70)));
        assert_eq!(parse_mark("", 100), Ok(None));
        // Above the scale is the store's to refuse; above any mark is the window's.
        assert_eq!(parse_mark("120", 100), Ok(Some(120)));
        assert_eq!(parse_mark("300", 100), Err(Refusal::BadMark(100)));
        assert_eq!(parse_mark("семь", 10), Err(Refusal::BadMark(10)));
    }

    #[test]
    fn every_refusal_and_verdict_is_worded_in_both_languages() {
        let refusals = [
            Refusal::BadYear,
            Refusal::BadScale,
            Refusal::BadMark(100),
            Refusal::NoCaseChosen("Громов".into()),
            Refusal::ScopeTaken(PanelScope {
                year: Some(2026),
                event: String::new(),
            }),
            Refusal::NotAllowed,
        ];
        for language in Language::ALL {
            for refusal in &refusals {
                let said = refusal.describe(language);
                assert!(!said.starts_with("panel-") && !said.contains('{'), "{said}");
            }
            for verdict in PanelVerdict::ALL.map(Some).into_iter().chain([None]) {
                let said = verdict_name(verdict, language);
                assert!(!said.starts_with("comment-"), "{said}");
            }
        }
        assert_eq!(
            Refusal::NoCaseChosen("Громов".into()).describe(Language::English),
            "Громов: choose the cases asked about, or tick «every decided case of the panel»"
        );
    }
}
