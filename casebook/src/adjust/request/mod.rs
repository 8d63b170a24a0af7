//! The JSON request and result of `casebook adjust` (the guide's command-line chapter,
//! `assets/guide/en/command-line.md`). Field names are a contract: fields may be added, never
//! renamed.
//!
//! A request names the regulating authority's profile as well as the adjustment; the caller
//! gives what that profile sets ([`ProfileTerms`]), so that the adjustment knows no profile.
//!
//! The request is read field by field rather than with a derived deserializer so that every
//! mistake is reported with the path of the field at fault (`outcomes[1].weight: …`).

mod artificial;
mod comparison;
mod fields;
mod outcomes;
mod parse;
mod result;

pub use fields::RequestError;
pub use parse::{AdjustRequest, ProfileTerms, parse_request};
pub use result::run;
