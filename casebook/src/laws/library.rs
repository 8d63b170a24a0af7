//! The library: every unit of every source, linked, with lookups by anchor, by reference,
//! by parent, the commentary on a unit and the units of the other edition that correspond.

use super::edition_map::EditionMap;
use super::link::{Link, UnresolvedReference, link_against, link_all};
use super::reference::LawRef;
use super::texts::{StoredText, TextInfo, TextKind, built_in, numbered_group};
use super::unit::{Anchor, Edition, Language, LawUnit, Source, UnitKind};
use std::collections::{HashMap, HashSet};

/// All units of all sources with their cross-references resolved.
#[derive(Debug)]
pub struct Library {
    texts: Vec<TextInfo>,
    units: Vec<LawUnit>,
    /// The first unit of each anchor: the built-in text's where there is one.
    index: HashMap<Anchor, usize>,
    /// The units of an anchor in the other texts that have it: the same Law in another
    /// language.
    translations: HashMap<Anchor, Vec<usize>>,
    children: HashMap<Anchor, Vec<usize>>,
    links: Vec<Link>,
    /// For each target anchor, the units whose text links to it.
    linked_from: HashMap<Anchor, Vec<usize>>,
    unresolved: Vec<UnresolvedReference>,
    /// The maps between editions: the built-in one, then those of the archive's texts.
    edition_maps: Vec<EditionMap>,
    /// The editions whose Laws the library holds, oldest first (found once: the site asks
    /// for every link).
    editions: Vec<Edition>,
}

impl Library {
    /// Parses every source and links the references. Prefer [`library`](super::library()), which does it
    /// once.
    pub fn build() -> Library {
        Self::from_units(
            built_in::parse_all(),
            EditionMap::bundled().into_iter().collect(),
        )
    }

    pub fn from_units(mut units: Vec<LawUnit>, edition_maps: Vec<EditionMap>) -> Library {
        let (links, unresolved) = link_all(&mut units);
        Self::from_linked(units, links, unresolved, edition_maps)
    }

    /// A library from units whose references are already links (as [`Library::from_units`]
    /// left them, e.g. read back from the cache), with those links and the unresolved ones.
    pub fn from_linked(
        units: Vec<LawUnit>,
        links: Vec<Link>,
        unresolved: Vec<UnresolvedReference>,
        edition_maps: Vec<EditionMap>,
    ) -> Library {
        Self::indexed(built_in::texts(), units, links, unresolved, edition_maps)
    }

    fn indexed(
        texts: Vec<TextInfo>,
        units: Vec<LawUnit>,
        links: Vec<Link>,
        unresolved: Vec<UnresolvedReference>,
        edition_maps: Vec<EditionMap>,
    ) -> Library {
        let mut index: HashMap<Anchor, usize> = HashMap::with_capacity(units.len());
        let mut translations: HashMap<Anchor, Vec<usize>> = HashMap::new();
        for (i, u) in units.iter().enumerate() {
            if index.contains_key(&u.anchor) {
                translations.entry(u.anchor.clone()).or_default().push(i);
            } else {
                index.insert(u.anchor.clone(), i);
            }
        }
        let mut children: HashMap<Anchor, Vec<usize>> = HashMap::new();
        for (i, u) in units.iter().enumerate() {
            if let Some(parent) = &u.parent {
                children.entry(parent.clone()).or_default().push(i);
            }
        }
        let mut linked_from: HashMap<Anchor, Vec<usize>> = HashMap::new();
        for link in &links {
            if let Some(&i) = index.get(&link.from) {
                let sources = linked_from.entry(link.to.clone()).or_default();
                if !sources.contains(&i) {
                    sources.push(i);
                }
            }
        }
        let mut editions: Vec<Edition> = Vec::new();
        for unit in units.iter().filter(|u| u.kind == UnitKind::Law) {
            if !editions.contains(&unit.edition) {
                editions.push(unit.edition);
            }
        }
        editions.sort();
        Library {
            editions,
            texts,
            units,
            index,
            translations,
            children,
            links,
            linked_from,
            unresolved,
            edition_maps,
        }
    }

    /// This library with the texts an archive added: their units read, linked to the laws of
    /// every text, and found by every lookup beside the built-in ones.
    pub fn with_texts(&self, added: &[StoredText]) -> Library {
        let mut texts = self.texts.clone();
        let mut units = self.units.clone();
        let mut edition_maps = self.edition_maps.clone();
        let first_added = units.len();
        for text in added {
            texts.push(text.info.clone());
            units.extend(text.units());
            edition_maps.extend(text.edition_map());
        }
        let known: HashSet<Anchor> = units.iter().map(|u| u.anchor.clone()).collect();
        let (links, unresolved) = link_against(&mut units[first_added..], &known);
        let mut all_links = self.links.clone();
        all_links.extend(links);
        let mut all_unresolved = self.unresolved.clone();
        all_unresolved.extend(unresolved);
        Self::indexed(texts, units, all_links, all_unresolved, edition_maps)
    }

    /// Links the references in `units` (a text being read) to this library's units and their
    /// own.
    pub fn link_text(&self, units: &mut [LawUnit]) -> Vec<Link> {
        let mut known: HashSet<Anchor> = self.index.keys().cloned().collect();
        known.extend(units.iter().map(|u| u.anchor.clone()));
        link_against(units, &known).0
    }

    /// Whether the library has Laws of `edition` (the text of one of its laws).
    pub fn holds_edition(&self, edition: Edition) -> bool {
        self.editions.contains(&edition)
    }

    /// The texts of the library, the built-in ones first.
    pub fn texts(&self) -> &[TextInfo] {
        &self.texts
    }

    /// What the library knows of the text `source`.
    pub fn text(&self, source: Source) -> Option<&TextInfo> {
        self.texts.iter().find(|t| t.source == source)
    }

    /// The unit at `anchor` in `language` where a text in that language has it, else the
    /// first the library has.
    pub fn get_in(&self, anchor: &Anchor, language: Language) -> Option<&LawUnit> {
        let first = self.get(anchor)?;
        if first.language == language {
            return Some(first);
        }
        Some(
            self.translations
                .get(anchor)
                .into_iter()
                .flatten()
                .map(|&i| &self.units[i])
                .find(|u| u.language == language)
                .unwrap_or(first),
        )
    }

    /// The languages the library has the unit at `anchor` in, the first text's first.
    pub fn languages_of(&self, anchor: &Anchor) -> Vec<Language> {
        let mut out: Vec<Language> = self
            .index
            .get(anchor)
            .into_iter()
            .chain(self.translations.get(anchor).into_iter().flatten())
            .map(|&i| self.units[i].language)
            .collect();
        out.dedup();
        out
    }

    /// Every unit, each source in document order.
    pub fn units(&self) -> &[LawUnit] {
        &self.units
    }

    pub fn get(&self, anchor: &Anchor) -> Option<&LawUnit> {
        self.index.get(anchor).map(|&i| &self.units[i])
    }

    pub fn get_str(&self, anchor: &str) -> Option<&LawUnit> {
        self.get(&Anchor::new(anchor))
    }

    /// The unit a reference names in an edition: the Law text of that edition, the 1997
    /// commentary for paragraph numbers. Exact: `12C4` in 1997 (which has no 12C4) is `None`.
    pub fn resolve(&self, reference: &LawRef, edition: Edition) -> Option<&LawUnit> {
        self.get(&reference.anchor(edition))
    }

    /// The units directly below `anchor`, in document order.
    pub fn children(&self, anchor: &Anchor) -> Vec<&LawUnit> {
        self.children
            .get(anchor)
            .map(|v| v.iter().map(|&i| &self.units[i]).collect())
            .unwrap_or_default()
    }

    /// The units directly below `unit` in its own text: a Law's sections in the language it
    /// is shown in.
    pub fn children_of(&self, unit: &LawUnit) -> Vec<&LawUnit> {
        let mut out = self.children(&unit.anchor);
        out.retain(|c| c.source == unit.source);
        out
    }

    /// Every link from unit text to another unit.
    pub fn links(&self) -> &[Link] {
        &self.links
    }

    /// References in the text that name no unit (e.g. the 2017 text's `П25F5`).
    pub fn unresolved_references(&self) -> &[UnresolvedReference] {
        &self.unresolved
    }

    /// The units of the editions next to `anchor`'s that correspond to it (1997 12C3 → 2017
    /// 12C1(c) and back; 2017 Law 93 → Law 94 of an edition that renumbered it): named by a map,
    /// or, by a map of changes, the unit of the same number that the later edition has.
    pub fn counterpart(&self, anchor: &Anchor) -> Vec<Anchor> {
        let mut out: Vec<Anchor> = Vec::new();
        for map in &self.edition_maps {
            for found in map.follow(anchor) {
                if !out.contains(&found)
                    && (!map.others_keep_their_numbers || self.get(&found).is_some())
                {
                    out.push(found);
                }
            }
        }
        out
    }

    /// The counterparts of `anchor` or, if it has none, of its nearest ancestor that has
    /// some; with the anchor the counterparts belong to.
    pub fn nearest_counterpart(&self, anchor: &Anchor) -> Option<(Anchor, Vec<Anchor>)> {
        let mut current = Some(anchor.clone());
        while let Some(a) = current {
            let found = self.counterpart(&a);
            if !found.is_empty() {
                return Some((a, found));
            }
            current = self.get(&a).and_then(|u| u.parent.clone());
        }
        None
    }

    /// The maps between editions, the built-in one first.
    pub fn edition_maps(&self) -> &[EditionMap] {
        &self.edition_maps
    }

    /// Where a law `anchor` of one edition stands in `to`, through the maps from edition to
    /// edition (1997 → 2017 → a later one): the units the maps name, or the nearest ancestor's
    /// where they name none, each a unit the library holds. Empty when no chain of maps joins
    /// the two editions or they say nothing of it.
    pub fn follow(&self, anchor: &Anchor, to: Edition) -> Vec<Anchor> {
        let Some(from) = edition_of(anchor) else {
            return Vec::new();
        };
        if from == to {
            return vec![anchor.clone()];
        }
        let Some(route) = self.route(from, to) else {
            return Vec::new();
        };
        let mut at = vec![anchor.clone()];
        for map in route {
            let mut next: Vec<Anchor> = Vec::new();
            for a in &at {
                for found in self.step_through(map, a) {
                    if !next.contains(&found) {
                        next.push(found);
                    }
                }
            }
            at = next;
        }
        at
    }

    /// `anchor` through one map: the map's units for it or its nearest ancestor, each raised to
    /// the nearest unit that exists (a section the later edition split off has no items).
    fn step_through(&self, map: &EditionMap, anchor: &Anchor) -> Vec<Anchor> {
        let mut current = Some(anchor.clone());
        while let Some(a) = current {
            let found = map.follow(&a);
            if !found.is_empty() {
                return found.iter().filter_map(|f| self.nearest_held(f)).collect();
            }
            current = self.get(&a).and_then(|u| u.parent.clone());
        }
        Vec::new()
    }

    /// `anchor`, or its nearest ancestor the library holds.
    fn nearest_held(&self, anchor: &Anchor) -> Option<Anchor> {
        let mut path = anchor.as_str();
        loop {
            let candidate = Anchor::new(path);
            if self.get(&candidate).is_some() {
                return Some(candidate);
            }
            let (up, _) = path.rsplit_once('/')?;
            if up.matches('/').count() < 2 {
                return None;
            }
            path = up;
        }
    }

    /// The maps leading from `from` to `to`, edition by edition (the shortest chain).
    fn route(&self, from: Edition, to: Edition) -> Option<Vec<&EditionMap>> {
        let mut reached: HashMap<Edition, Option<(Edition, usize)>> = HashMap::from([(from, None)]);
        let mut queue = std::collections::VecDeque::from([from]);
        while let Some(edition) = queue.pop_front() {
            if edition == to {
                let mut maps = Vec::new();
                let mut at = to;
                while let Some(Some((before, map))) = reached.get(&at) {
                    maps.push(&self.edition_maps[*map]);
                    at = *before;
                }
                maps.reverse();
                return Some(maps);
            }
            for (i, map) in self.edition_maps.iter().enumerate() {
                if let Some(next) = map.other(edition)
                    && !reached.contains_key(&next)
                {
                    reached.insert(next, Some((edition, i)));
                    queue.push_back(next);
                }
            }
        }
        None
    }

    /// The editions a case may be decided under, the newest first: those whose Laws the
    /// library holds from 1997 on (the built-in 1987 pages are read, not ruled by: the scoring
    /// rules begin with 1997).
    pub fn ruling_editions(&self) -> Vec<Edition> {
        self.editions
            .iter()
            .rev()
            .copied()
            .filter(|e| *e >= Edition::E1997)
            .collect()
    }

    /// The editions whose Laws the library holds, oldest first.
    pub fn editions(&self) -> &[Edition] {
        &self.editions
    }

    /// The commentary on a unit: for a Law, the paragraphs a commentary numbers by it (`12.35`
    /// of the 1997 commentary); for any unit, the commentary paragraphs and comments (of every
    /// source) whose text links to it or to a unit below it.
    pub fn commentary_for(&self, anchor: &Anchor) -> Vec<&LawUnit> {
        let mut out: Vec<usize> = Vec::new();
        // The texts whose numbered paragraphs are on this Law: their paragraphs are shown
        // in their order, not again among those that cite it.
        let mut numbered_by: Vec<Source> = Vec::new();
        if let Some(unit) = self.get(anchor).filter(|u| u.kind == UnitKind::Law) {
            for text in self
                .texts
                .iter()
                .filter(|t| t.kind == TextKind::Commentary && t.edition == unit.edition)
            {
                let group = numbered_group(text, &unit.label);
                if let Some(&g) = self.index.get(&group) {
                    out.push(g);
                    out.extend(self.children.get(&group).into_iter().flatten().copied());
                    numbered_by.push(text.source);
                }
            }
        }
        // Where the built-in commentary numbers a Law's paragraphs, the built-in texts'
        // citations of it are left to it.
        let built_in_numbers = numbered_by.iter().any(|s| !matches!(s, Source::Added(_)));
        for (target, sources) in &self.linked_from {
            if target.is_within(anchor) {
                out.extend(sources.iter().copied().filter(|&i| {
                    let unit = &self.units[i];
                    matches!(unit.kind, UnitKind::Commentary | UnitKind::Regulation)
                        && !numbered_by.contains(&unit.source)
                        && (!built_in_numbers || matches!(unit.source, Source::Added(_)))
                }));
            }
        }
        out.sort_unstable();
        out.dedup();
        out.into_iter().map(|i| &self.units[i]).collect()
    }
}

/// The edition an anchor belongs to, by its first segment (`2017/law/16` → 2017).
pub fn edition_of(anchor: &Anchor) -> Option<Edition> {
    let year = anchor.as_str().split('/').next()?;
    Edition::try_from(year.to_string()).ok()
}
