//! The law panel's state: the unit that is open, the history to go back and forward through,
//! the search and its results, the table of contents of an edition. No drawing here: the
//! panel ([`crate::app::views::law_pane`]) reads this and pushes commands, which
//! [`LawBrowser::apply`] carries out.

pub mod markdown;

use crate::app::command::Command;
use crate::app::law_link::LawLink;
use casebook::laws::{
    Edition, Language as TextLanguage, LawHit, LawRef, LawSearchError, LawUnit, Source, UnitKind,
    library, search,
};
use markdown::Block;

/// What the panel shows below its search field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LawView {
    /// The Laws (and front matter, appendices) of one edition.
    Contents(Edition),
    /// The hits of the search.
    Results,
    /// The open unit.
    Unit,
}

/// A unit ready to draw: its Markdown (with everything below it, the commentary and the
/// counterparts, as `casebook laws show` prints it) read into blocks once, not every frame.
#[derive(Debug, Clone, PartialEq)]
pub struct Page {
    pub link: LawLink,
    pub blocks: Vec<Block>,
    /// The text the unit is shown from: the reader's language where the library has it.
    pub source: Source,
}

impl Page {
    fn of(link: LawLink, reader: TextLanguage) -> Page {
        let library = library();
        let anchor = casebook::laws::Anchor::new(link.anchor());
        let markdown = library.show_anchor_in(&anchor, reader).unwrap_or_default();
        Page {
            link,
            blocks: markdown::parse(&markdown),
            source: library
                .get_in(&anchor, reader)
                .map_or(Source::Laws2017Bg, |u| u.source),
        }
    }

    pub fn edition(&self) -> Option<Edition> {
        self.link.unit().map(|u| u.edition)
    }
}

/// Hits the panel lists.
pub const SEARCH_LIMIT: usize = 50;

/// One row of the table of contents.
#[derive(Debug, Clone, PartialEq)]
pub struct ContentsEntry {
    pub link: LawLink,
    pub title: String,
    pub source: Source,
}

#[derive(Debug)]
pub struct LawBrowser {
    /// What the user typed into the search field.
    pub query: String,
    /// Show the counterparts in the other edition beside the open unit.
    pub side_by_side: bool,
    view: LawView,
    hits: Vec<LawHit>,
    /// A reference typed into the search field (`12C1c`, `12.35`) that names a unit.
    reference: Option<LawLink>,
    search_error: Option<LawSearchError>,
    history: Vec<LawLink>,
    /// The open unit's place in `history`.
    position: usize,
    page: Option<Page>,
    /// The open unit's counterparts in the other edition.
    counterparts: Vec<Page>,
    /// The language the reader reads: a unit is shown from a text in it where the library has
    /// one.
    reader: TextLanguage,
}

impl Default for LawBrowser {
    fn default() -> Self {
        LawBrowser {
            query: String::new(),
            side_by_side: false,
            view: LawView::Contents(Edition::E2017),
            hits: Vec::new(),
            reference: None,
            search_error: None,
            history: Vec::new(),
            position: 0,
            page: None,
            counterparts: Vec::new(),
            reader: TextLanguage::Ru,
        }
    }
}

impl LawBrowser {
    pub fn view(&self) -> LawView {
        self.view
    }

    pub fn reader(&self) -> TextLanguage {
        self.reader
    }

    /// The reader's language (the interface's), or the library's texts, changed: the open
    /// unit is shown again from the text that is now the reader's.
    pub fn set_reader(&mut self, reader: TextLanguage) {
        if self.reader != reader {
            self.reader = reader;
            self.refresh();
        }
    }

    /// Shows the open unit again (the library gained or lost a text).
    pub fn refresh(&mut self) {
        self.page = None;
        if matches!(self.view, LawView::Unit) {
            self.show_current();
        }
    }

    pub fn hits(&self) -> &[LawHit] {
        &self.hits
    }

    /// The unit a reference typed into the search field names, offered above the hits.
    pub fn reference(&self) -> Option<LawLink> {
        self.reference
    }

    pub fn search_error(&self) -> Option<&LawSearchError> {
        self.search_error.as_ref()
    }

    /// The open unit, if any.
    pub fn current(&self) -> Option<LawLink> {
        self.history.get(self.position).copied()
    }

    pub fn page(&self) -> Option<&Page> {
        self.page.as_ref()
    }

    pub fn counterparts(&self) -> &[Page] {
        &self.counterparts
    }

    pub fn can_go_back(&self) -> bool {
        self.position > 0
    }

    pub fn can_go_forward(&self) -> bool {
        self.position + 1 < self.history.len()
    }

    /// Carries out a law command; other commands are not the panel's and are ignored.
    pub fn apply(&mut self, command: Command) {
        match command {
            Command::OpenLaw(link) => self.open(link),
            Command::LawBack if self.can_go_back() => {
                self.position -= 1;
                self.show_current();
            }
            Command::LawForward if self.can_go_forward() => {
                self.position += 1;
                self.show_current();
            }
            Command::SearchLaws => self.search(),
            Command::BrowseLaws(edition) => self.view = LawView::Contents(edition),
            _ => {}
        }
    }

    fn open(&mut self, link: LawLink) {
        if self.current() != Some(link) {
            if !self.history.is_empty() {
                self.history.truncate(self.position + 1);
            }
            self.history.push(link);
            self.position = self.history.len() - 1;
        }
        self.show_current();
    }

    fn show_current(&mut self) {
        let Some(link) = self.current() else {
            return;
        };
        if self.page.as_ref().map(|p| p.link) != Some(link) {
            self.page = Some(Page::of(link, self.reader));
            self.counterparts = counterparts_of(link, self.reader);
        }
        self.view = LawView::Unit;
    }

    fn search(&mut self) {
        let query = self.query.trim();
        self.search_error = None;
        let reading = self.page.as_ref().and_then(Page::edition);
        self.reference = typed_reference(query, reading);
        if query.is_empty() {
            self.hits.clear();
            self.view = match self.current() {
                Some(_) => LawView::Unit,
                None => LawView::Contents(Edition::E2017),
            };
            return;
        }
        match search(&self.query, SEARCH_LIMIT) {
            Ok(hits) => self.hits = hits,
            Err(e) => {
                self.hits.clear();
                self.search_error = Some(e);
            }
        }
        self.view = LawView::Results;
    }
}

/// The unit a typed reference names: in the edition being read, else in the library's editions
/// from the newest (a commentary paragraph is found in 1997).
fn typed_reference(query: &str, reading: Option<Edition>) -> Option<LawLink> {
    if !query.contains(|c: char| c.is_ascii_digit()) {
        return None;
    }
    reading
        .into_iter()
        .chain(library().editions().iter().rev().copied())
        .find_map(|edition| {
            let reference = LawRef::parse_for(query, edition).ok()?;
            let unit = library().resolve(&reference, edition)?;
            LawLink::new(unit.anchor.as_str())
        })
}

fn counterparts_of(link: LawLink, reader: TextLanguage) -> Vec<Page> {
    let Some(unit) = link.unit() else {
        return Vec::new();
    };
    library()
        .nearest_counterpart(&unit.anchor)
        .map(|(_, anchors)| {
            anchors
                .iter()
                .filter_map(|a| LawLink::new(a.as_str()))
                .map(|link| Page::of(link, reader))
                .collect()
        })
        .unwrap_or_default()
}

/// The table of contents of an edition: its front matter, Laws, definitions and appendices,
/// source by source in document order (footnotes and commentary are reached from the Laws); a
/// Law the library has in `reader`'s language is listed under that text.
pub fn contents(edition: Edition, reader: TextLanguage) -> Vec<ContentsEntry> {
    let library = library();
    let mut entries: Vec<(&LawUnit, ContentsEntry)> = library
        .units()
        .iter()
        .filter(|u| {
            u.edition == edition
                && u.parent.is_none()
                && u.kind != UnitKind::Footnote
                && u.anchor.as_str() != "2017/title-page"
                && library
                    .get_in(&u.anchor, reader)
                    .is_some_and(|shown| shown.source == u.source)
        })
        .filter_map(|u| {
            Some((
                u,
                ContentsEntry {
                    link: LawLink::new(u.anchor.as_str())?,
                    title: contents_title(u),
                    source: u.source,
                },
            ))
        })
        .collect();
    entries.sort_by_key(|(u, _)| (u.source, u.order));
    entries.into_iter().map(|(_, e)| e).collect()
}

/// A unit's heading as the contents list it: the commentary on a Law with its number
/// (`65. ПОРЯДОК РАСПОЛОЖЕНИЯ ВЗЯТОК`), which its heading leaves out.
fn contents_title(unit: &LawUnit) -> String {
    match (&unit.kind, &unit.title) {
        (UnitKind::CommentaryGroup, Some(title)) if !title.contains(unit.label.as_str()) => {
            format!("{}. {title}", unit.label)
        }
        _ => casebook::laws::heading(unit),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn link(anchor: &str) -> LawLink {
        LawLink::new(anchor).unwrap_or_else(|| panic!("no unit {anchor}"))
    }

    #[test]
    fn only_units_of_the_library_can_be_linked() {
        assert_eq!(link("2017/law/12/C/1/c").anchor(), "2017/law/12/C/1/c");
        assert_eq!(LawLink::new("2017/law/12/C/9"), None);
        assert_eq!(
            LawLink::from_target("law:1997/law/12/C/3"),
            Some(link("1997/law/12/C/3"))
        );
        assert_eq!(LawLink::from_target("https://example.org"), None);
    }

    #[test]
    fn history_goes_back_and_forward_and_a_new_unit_drops_the_forward_part() {
        let mut browser = LawBrowser::default();
        assert!(!browser.can_go_back() && !browser.can_go_forward());
        let [a, b, c] = [
            "1997/commentary/12.35",
            "1997/law/12/C/3",
            "2017/law/12/C/1/c",
        ]
        .map(link);
        browser.apply(Command::OpenLaw(a));
        browser.apply(Command::OpenLaw(b));
        // Opening the unit that is open changes nothing.
        browser.apply(Command::OpenLaw(b));
        assert_eq!(browser.current(), Some(b));
        assert!(browser.can_go_back());
        browser.apply(Command::LawBack);
        assert_eq!(browser.current(), Some(a));
        assert_eq!(browser.page().map(|p| p.link), Some(a));
        browser.apply(Command::LawBack);
        assert_eq!(browser.current(), Some(a), "nothing before the first");
        browser.apply(Command::LawForward);
        assert_eq!(browser.current(), Some(b));
        browser.apply(Command::LawBack);
        browser.apply(Command::OpenLaw(c));
        assert!(!browser.can_go_forward(), "b is no longer ahead");
        browser.apply(Command::LawBack);
        assert_eq!(browser.current(), Some(a));
        assert_eq!(browser.view(), LawView::Unit);
    }

    /// 1997 12C3 ↔ 2017 12C1(c) (assets/laws/edition-map.json).
    #[test]
    fn the_counterparts_come_with_the_page() {
        let mut browser = LawBrowser::default();
        browser.apply(Command::OpenLaw(link("1997/law/12/C/3")));
        let counterparts: Vec<&str> = browser
            .counterparts()
            .iter()
            .map(|p| p.link.anchor())
            .collect();
        assert_eq!(counterparts, ["2017/law/12/C/1/c"]);
    }

    #[test]
    fn typing_searches_and_clearing_returns_to_the_unit() {
        let mut browser = LawBrowser {
            query: "тежести".into(),
            ..LawBrowser::default()
        };
        browser.apply(Command::SearchLaws);
        assert_eq!(browser.view(), LawView::Results);
        assert_eq!(
            browser.hits().first().map(|h| h.anchor.as_str()),
            Some("2017/law/12/C/1/c")
        );
        browser.apply(Command::OpenLaw(link("2017/law/12/C/1/c")));
        browser.query.clear();
        browser.apply(Command::SearchLaws);
        assert_eq!(browser.view(), LawView::Unit);
        assert!(browser.hits().is_empty());
    }

    #[test]
    fn a_typed_reference_is_offered() {
        let mut browser = LawBrowser {
            query: "12C1c".into(),
            ..LawBrowser::default()
        };
        browser.apply(Command::SearchLaws);
        assert_eq!(browser.reference(), Some(link("2017/law/12/C/1/c")));
        browser.query = "12.35".into();
        browser.apply(Command::SearchLaws);
        assert_eq!(browser.reference(), Some(link("1997/commentary/12.35")));
        browser.query = "тежести".into();
        browser.apply(Command::SearchLaws);
        assert_eq!(browser.reference(), None);
        // 12C3 is a Law of both editions: the one being read wins.
        browser.query = "12C3".into();
        browser.apply(Command::SearchLaws);
        assert_eq!(browser.reference(), Some(link("2017/law/12/C/3")));
        browser.apply(Command::OpenLaw(link("1997/commentary/12.35")));
        browser.apply(Command::SearchLaws);
        assert_eq!(browser.reference(), Some(link("1997/law/12/C/3")));
    }

    /// laws-2017-bg.txt has 93 Laws, commentary-1997-ru.txt 93 Laws and 7 appendices.
    #[test]
    fn the_contents_list_every_law_of_an_edition() {
        let laws_2017 = contents(Edition::E2017, TextLanguage::Ru)
            .iter()
            .filter(|e| e.link.unit().is_some_and(|u| u.kind == UnitKind::Law))
            .count();
        assert_eq!(laws_2017, 93);
        let of_1997 = contents(Edition::E1997, TextLanguage::Ru);
        let from_commentary = |kind| {
            of_1997
                .iter()
                .filter(|e| {
                    e.source == Source::Commentary1997Ru
                        && e.link.unit().is_some_and(|u| u.kind == kind)
                })
                .count()
        };
        assert_eq!(from_commentary(UnitKind::Law), 93);
        assert_eq!(from_commentary(UnitKind::Appendix), 7);
        assert!(
            of_1997.windows(2).all(|w| w[0].source <= w[1].source),
            "grouped by source"
        );
    }
}
