//! The library: every unit of every source, linked, with lookups by anchor, by reference,
//! by parent, the commentary on a unit and the units of the other edition that correspond.

use super::edition_map::EditionMap;
use super::link::{Link, UnresolvedReference, link_all};
use super::reference::LawRef;
use super::sources;
use super::unit::{Anchor, Edition, LawUnit, UnitKind};
use std::collections::HashMap;

/// All units of all sources with their cross-references resolved.
#[derive(Debug)]
pub struct Library {
    units: Vec<LawUnit>,
    index: HashMap<Anchor, usize>,
    children: HashMap<Anchor, Vec<usize>>,
    links: Vec<Link>,
    /// For each target anchor, the units whose text links to it.
    linked_from: HashMap<Anchor, Vec<usize>>,
    unresolved: Vec<UnresolvedReference>,
    edition_map: EditionMap,
}

impl Library {
    /// Parses every source and links the references. Prefer [`library`](super::library()), which does it
    /// once.
    pub fn build() -> Library {
        Self::from_units(sources::parse_all(), EditionMap::bundled())
    }

    pub fn from_units(mut units: Vec<LawUnit>, edition_map: EditionMap) -> Library {
        let (links, unresolved) = link_all(&mut units);
        Self::from_linked(units, links, unresolved, edition_map)
    }

    /// A library from units whose references are already links (as [`Library::from_units`]
    /// left them, e.g. read back from the cache), with those links and the unresolved ones.
    pub fn from_linked(
        units: Vec<LawUnit>,
        links: Vec<Link>,
        unresolved: Vec<UnresolvedReference>,
        edition_map: EditionMap,
    ) -> Library {
        let index: HashMap<Anchor, usize> = units
            .iter()
            .enumerate()
            .map(|(i, u)| (u.anchor.clone(), i))
            .collect();
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
        Library {
            units,
            index,
            children,
            links,
            linked_from,
            unresolved,
            edition_map,
        }
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

    /// Every link from unit text to another unit.
    pub fn links(&self) -> &[Link] {
        &self.links
    }

    /// References in the text that name no unit (e.g. the 2017 text's `П25F5`).
    pub fn unresolved_references(&self) -> &[UnresolvedReference] {
        &self.unresolved
    }

    /// The units of the other edition that correspond to `anchor` (1997 12C3 → 2017 12C1(c)
    /// and back).
    pub fn counterpart(&self, anchor: &Anchor) -> Vec<Anchor> {
        self.edition_map.counterpart(anchor)
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

    pub fn edition_map(&self) -> &EditionMap {
        &self.edition_map
    }

    /// The commentary on a unit: for a Law of 1997, its numbered paragraphs; for any unit,
    /// the commentary paragraphs and comments (of every source) whose text links to it or to
    /// a unit below it.
    pub fn commentary_for(&self, anchor: &Anchor) -> Vec<&LawUnit> {
        let mut out: Vec<usize> = Vec::new();
        if let Some(unit) = self.get(anchor)
            && unit.kind == UnitKind::Law
            && unit.edition == Edition::E1997
        {
            let group = Anchor::new(format!("1997/commentary/{}", unit.label));
            if let Some(&g) = self.index.get(&group) {
                out.push(g);
            }
            out.extend(self.children.get(&group).into_iter().flatten().copied());
        } else {
            for (target, sources) in &self.linked_from {
                if target.is_within(anchor) {
                    out.extend(
                        sources
                            .iter()
                            .copied()
                            .filter(|&i| self.units[i].kind == UnitKind::Commentary),
                    );
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out.into_iter().map(|i| &self.units[i]).collect()
    }
}
