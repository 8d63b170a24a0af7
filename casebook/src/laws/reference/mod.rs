//! References to the Laws and to the commentary: parsing what a user types (`12C1c`,
//! `Law 16B1`, `12С3` with a Cyrillic С, `12.35`) and recognizing references inside the
//! text of the sources (`Правило 12С3`, `П12С1(b)`, `п. 63.2.`, `см. комментарий к Правилу 16`).
//!
//! Latin/Cyrillic letters are normalized only inside a recognized reference, with the tables
//! of [`super::label`]; the free text around a reference is never touched.
//!
//! Both readers share the grammar of a Law number with its path; the typed form is read by
//! [`LawRef::parse`], references in running text by [`find_references`].

mod edition_named;
mod in_text;
mod law_ref;
mod token;

pub use edition_named::edition_named;
pub use in_text::{Context, Found, find_references};
pub use law_ref::{LawRef, RefError};
pub use token::LAST_LAW;
