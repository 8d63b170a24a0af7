//! The law and commentary library.
//!
//! Every document in `assets/laws/` is parsed into [`LawUnit`]s with stable anchors.
//! The law references inside the text are recognized and turned into Markdown links.
//!
//! # Anchor scheme
//!
//! An anchor is `EDITION/KIND/...`, lowercase ASCII except section letters:
//!
//! | unit | anchor |
//! |---|---|
//! | Law, section, item, sub-item, roman | `2017/law/12`, `2017/law/12/C`, `2017/law/12/C/1`, `2017/law/12/C/1/c`, `2017/law/12/C/1/e/ii` |
//! | numbered point of the 1997 text | `1997/law/25/B/2/b/2` |
//! | footnote of the Laws | `2017/footnote/7`, `1997/footnote/22` |
//! | definition | `2017/definitions/adjusted-score` (slug of the English term) |
//! | front matter | `2017/preface`, `2017/introduction`, `1997/scope`, `1997/preface` |
//! | commentary on one Law, its paragraphs | `1997/commentary/12`, `1997/commentary/12.35`, `1987/commentary/64.2` |
//! | appendix, its items, sections and notes | `1997/appendix/2`, `1997/appendix/2/11`, `1997/appendix/3/law-12c3`, `1997/appendix/7/note/3` |
//! | training material (seed of adjusted scores) | `1997/training/law/12/C/2`, `1997/training/law/12/C/2/comment/7` |
//! | subject index of the Russian pages | `1987/index/<slug>` |
//!
//! Section letters are canonical Latin capitals (the sources write А В С Д Е Ф Г too),
//! sub-item letters canonical Latin lowercase, roman numerals lowercase. A Markdown link
//! to a unit has the target `law:ANCHOR`, e.g. `[Правило 12С3](law:1997/law/12/C/3)`.

pub mod clean;
pub mod edition_map;
pub mod label;
mod library;
pub mod link;
mod outline;
pub mod reference;
mod show;
pub mod sources;
pub mod unit;

pub use edition_map::{EditionMap, EditionPair};
pub use label::{Dialect, Segment};
pub use library::{Library, library};
pub use link::{Link, UnresolvedReference};
pub use reference::{Context, Found, LawRef, RefError, find_references};
pub use unit::{Anchor, Edition, Language, LawUnit, Source, UnitKind};
