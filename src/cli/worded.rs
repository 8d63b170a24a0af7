//! How the command line words an error in its language. In English as the core and the
//! command line word it (`Display`: written for a terminal, with its hints such as `casebook
//! publish --year YYYY`); in Russian and Bulgarian as the window words the core's errors
//! (`crate::i18n::errors`).

use crate::i18n::{Described, Language, ShownError};
use std::fmt;

/// `error` as the command line says it in `language` (see the module's note).
pub fn worded<E: Described + fmt::Display + ?Sized>(error: &E, language: Language) -> String {
    match language {
        Language::English => error.to_string(),
        _ => error.describe(language),
    }
}

/// A core error the command line passes on, kept to be worded when it is said: its English as
/// the core gives it, its translation as the window gives it.
#[derive(Clone, Debug)]
pub struct CoreMessage {
    english: String,
    error: ShownError,
}

impl CoreMessage {
    pub fn new<E: Described + fmt::Display + Send + Sync + 'static>(error: E) -> CoreMessage {
        CoreMessage {
            english: error.to_string(),
            error: ShownError::new(error),
        }
    }
}

/// A message already worded in the command line's language.
impl From<String> for CoreMessage {
    fn from(text: String) -> CoreMessage {
        CoreMessage {
            english: text.clone(),
            error: ShownError::from(text),
        }
    }
}

impl fmt::Display for CoreMessage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english)
    }
}

impl Described for CoreMessage {
    fn describe(&self, language: Language) -> String {
        match language {
            Language::English => self.english.clone(),
            _ => self.error.describe(language),
        }
    }
}
