//! The law and commentary library.
//!
//! Every document in `assets/laws/` is parsed into [`LawUnit`]s with stable anchors.
//! The law references inside the text are recognized and turned into Markdown links.
//!
//! # Anchor scheme
//!
//! An anchor is `EDITION/PART/...`: the edition the text belongs to (1987, 1997, 2017), then
//! the part of the library, then the path. Section letters are canonical Latin capitals (the
//! sources also write А В С Д Е Ф Г), sub-item letters canonical Latin lowercase, roman
//! numerals lowercase. Anchors never change once published: the store and casebooks keep them.
//!
//! | unit | anchor |
//! |---|---|
//! | Law, section, item, sub-item, roman | `2017/law/12`, `2017/law/12/C`, `2017/law/12/C/1`, `2017/law/12/C/1/c`, `2017/law/12/C/1/e/ii` |
//! | numbered point of the 1997 text | `1997/law/25/B/2/b/2` |
//! | 1987 law text (the pages of the older translation) | `1987/law/78/B` |
//! | footnote of the Laws | `2017/footnote/7`, `1997/footnote/22`, `1987/footnote/law-75` |
//! | definition (slug of the English term) | `2017/definitions/adjusted-score`, `1997/definitions/board-2` |
//! | front matter | `2017/preface`, `2017/introduction`, `1997/scope`, `1997/preface`, `1997/editorial-note` |
//! | commentary on one Law; its paragraphs | `1997/commentary/12`, `1997/commentary/12.35`, `1987/commentary/64.2` |
//! | appendix; item; Code of Practice section; item letter; authors' note | `1997/appendix/2`, `1997/appendix/2/11`, `1997/appendix/3/law-12c3`, `1997/appendix/7/4/A`, `1997/appendix/7/note/3` |
//! | training material on adjusted scores; its law text; a comment | `1997/training`, `1997/training/law/12/C/2`, `1997/training/law/12/C/2/comment/7` |
//! | subject index entry; sub-entry | `1987/index/blef`, `1987/index/apellyatsiya/protsedury` |
//!
//! A Markdown link to a unit has the target `law:ANCHOR`, e.g.
//! `[Правило 12С3](law:1997/law/12/C/3)`. References are resolved in the edition of the text
//! they stand in; the 1987 sources fall back to the 1997 Law of the same number where the
//! library has no 1987 text (see [`link`]).
//!
//! # Search and the cache
//!
//! [`search()`] finds units by their words with SQLite FTS5 (Russian stems, ё = е, prefixes
//! for the unstemmed Bulgarian text), best first, with snippets. The parsed library and its
//! index are kept in a cache file and parsed again only when a source or a parser changes
//! (see [`cache`]).

pub mod cache;
pub mod clean;
pub mod edition_map;
pub mod label;
mod library;
mod line_labels;
pub mod link;
mod opened_library;
mod outline;
pub mod reference;
mod search;
mod show;
pub mod sources;
mod text_index;
pub mod texts;
pub mod unit;

pub use edition_map::{EditionMap, EditionMapError, EditionPair};
pub use label::{Dialect, Segment};
pub use library::Library;
pub use link::{Link, UnresolvedReference};
pub use opened_library::{built_in_library, library, search, use_archive_texts};
pub use reference::{Context, Found, LawRef, RefError, find_references};
pub use search::{LawHit, LawSearchError, plain_text};
pub use show::heading;
pub use texts::{StoredText, TextInfo, TextKind};
pub use unit::{Anchor, Edition, Language, LanguageCodeError, LawUnit, Source, TextId, UnitKind};
