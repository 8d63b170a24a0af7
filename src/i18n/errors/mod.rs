//! The core's errors worded for the user in the interface language.
//!
//! The core words its errors in English (`Display`), which the command line and the logs
//! keep. The window shows them through [`Described`] instead: each variant has a Fluent
//! message (the "Errors" section at the end of `assets/i18n/*.ftl`) that keeps what the error
//! carries — the line, the card, the seat — and an error wrapping another describes the
//! inner one in the same language.

mod adjust;
mod bridge;
mod other;
mod panel;
mod records;
mod results;
mod store;
mod template;
mod workflow;

pub(crate) use workflow::answers_named;

#[cfg(test)]
mod tests;

use super::Language;
pub(crate) use super::{arg, say};
use casebook::bridge::{Seat, Side};
use std::fmt;
use std::sync::Arc;

pub use bridge::expected_phrase;
pub use store::{FileError, field_name};

/// The names of the placeables this section's messages use beside the interface's others,
/// for the check that every message formats (`Language::source_errors`).
pub(crate) const PLACEABLES: [&str; 48] = [
    "address",
    "archive",
    "bid",
    "caller",
    "column",
    "destination",
    "detail",
    "engine",
    "expected",
    "field",
    "first",
    "from",
    "id",
    "install",
    "last",
    "leader",
    "level",
    "line",
    "listing",
    "message",
    "needed",
    "numbers",
    "outcome",
    "place",
    "position",
    "profile",
    "published",
    "room",
    "rooms",
    "second",
    "side",
    "stored",
    "strain",
    "subject",
    "sum",
    "supported",
    "tag",
    "to",
    "uuid",
    "weight",
    "written",
    "year",
    "yours",
    // A server's setup: the login refused, its database, the TLS mode, the archive's owner.
    "user",
    "database",
    "mode",
    "login",
    "owner",
];

/// An error that can say what went wrong in the interface language.
pub trait Described {
    /// What went wrong, in `language`, with the lines, cards and seats the error names.
    fn describe(&self, language: Language) -> String;
}

impl<T: Described + ?Sized> Described for &T {
    fn describe(&self, language: Language) -> String {
        (**self).describe(language)
    }
}

impl<T: Described + ?Sized> Described for Box<T> {
    fn describe(&self, language: Language) -> String {
        (**self).describe(language)
    }
}

/// An error kept until it is shown, so that it is worded in the language of that moment
/// (the user may switch languages while a failed save's message is on screen). Made on the
/// worker threads (saving, importing) and sent to the window.
#[derive(Clone)]
pub struct ShownError(Arc<dyn Described + Send + Sync>);

impl ShownError {
    /// Keeps `error` to show and records it in the log (its kind and English wording).
    pub fn new<E: Described + Send + Sync + 'static>(error: E) -> ShownError {
        crate::diagnostics::log::error_shown(
            std::any::type_name::<E>(),
            &error.describe(Language::English),
        );
        ShownError(Arc::new(error))
    }
}

impl Described for ShownError {
    fn describe(&self, language: Language) -> String {
        self.0.describe(language)
    }
}

/// Text already worded (by a test, or a caller that has only a message): shown as it is.
impl From<String> for ShownError {
    fn from(text: String) -> ShownError {
        ShownError::new(Worded(text))
    }
}

impl From<&str> for ShownError {
    fn from(text: &str) -> ShownError {
        ShownError::from(text.to_string())
    }
}

impl fmt::Debug for ShownError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ShownError({:?})", self.describe(Language::English))
    }
}

/// Two errors are the same when they say the same thing.
impl PartialEq for ShownError {
    fn eq(&self, other: &ShownError) -> bool {
        self.describe(Language::English) == other.describe(Language::English)
    }
}

impl Eq for ShownError {}

struct Worded(String);

impl Described for Worded {
    fn describe(&self, _: Language) -> String {
        self.0.clone()
    }
}

/// "North" / "Север": a seat as the subject of a sentence.
pub(crate) fn seat_name(language: Language, seat: Seat) -> String {
    language.tr(&format!("seat-{}", seat.letter().to_ascii_lowercase()))
}

/// "North" / "Севера": a seat after "у", "of".
pub(crate) fn seat_of(language: Language, seat: Seat) -> String {
    say(
        language,
        "error-seat-of",
        [("seat", arg(seat.letter().to_string()))],
    )
}

/// "North–South" / "Север–Юг".
pub(crate) fn side_name(language: Language, side: Side) -> String {
    say(language, "error-side", [("side", arg(side.to_string()))])
}

/// "1, 2 and 5" lists are joined with commas in both languages, as the core does.
pub(crate) fn listed<T: fmt::Display>(items: &[T]) -> String {
    items
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}
