//! The casebook's panel: a panel the editor named that cannot be kept, a comment that cannot.

use super::{Described, arg, say};
use crate::i18n::Language;
use casebook::panel::{PanelCommentError, PanelProblem};

impl Described for PanelProblem {
    fn describe(&self, language: Language) -> String {
        match self {
            PanelProblem::NoScope => language.tr("error-panel-no-scope"),
            PanelProblem::ZeroScale => language.tr("error-panel-zero-scale"),
            PanelProblem::Unnamed => language.tr("error-panel-unnamed"),
            PanelProblem::SameName(name) => say(
                language,
                "error-panel-same-name",
                [("name", arg(name.clone()))],
            ),
            PanelProblem::SameLogin(login) => say(
                language,
                "error-panel-same-login",
                [("login", arg(login.clone()))],
            ),
        }
    }
}

impl Described for PanelCommentError {
    fn describe(&self, language: Language) -> String {
        match self {
            PanelCommentError::NoCommentator => language.tr("error-comment-no-commentator"),
            PanelCommentError::MarkAboveScale { mark, scale } => say(
                language,
                "error-comment-mark-above-scale",
                [("mark", arg(*mark)), ("scale", arg(*scale))],
            ),
            PanelCommentError::Empty => language.tr("error-comment-empty"),
        }
    }
}
