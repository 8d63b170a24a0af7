//! The Laws a case cites, and the key under which two citations are "the same Law" whatever
//! the edition: 1997 units are read through the edition map in the 2017 numbering, so a 1997
//! case citing 16A and a 2017 case citing 16B1 share that unit.

use crate::case::Case;
use crate::laws::reference::edition_named;
use crate::laws::{Anchor, Dialect, Edition, EditionMap, LawRef, find_references};
use crate::workflow::anchor_label;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::OnceLock;

/// A unit the case cites, as it cites it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Citation {
    /// The anchor in the case's edition: `1997/law/16/A`, `1997/commentary/16.6`.
    pub anchor: String,
    /// As people cite it: `16A`, `16.6`.
    pub label: String,
}

/// A unit as compared across editions: an anchor in the 2017 numbering where the edition map
/// knows the unit (or the Law keeps its number), a 1997 commentary paragraph as it is.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UnitKey(pub String);

impl UnitKey {
    /// How specific the unit is: a Law 1, each level below one more; a commentary paragraph
    /// as specific as a subsection. A shared 16B1 weighs more than a shared 16.
    pub fn depth(&self) -> u8 {
        let mut parts = self.0.split('/').skip(1);
        match parts.next() {
            Some("law") => parts.count() as u8,
            Some("commentary") => 3,
            _ => 2,
        }
    }

    /// The label people cite: `16B1`, `12C1(c)`, `16.6`.
    pub fn label(&self) -> String {
        anchor_label(&Anchor::new(self.0.clone()))
    }

    /// The enclosing unit (`2017/law/16/B` of `2017/law/16/B/1`); none above a Law.
    pub fn parent(&self) -> Option<UnitKey> {
        if self.depth() <= 1 || !self.0.contains("/law/") {
            return None;
        }
        self.0
            .rsplit_once('/')
            .map(|(up, _)| UnitKey(up.to_string()))
    }

    /// This key and every unit above it.
    pub fn with_ancestors(&self) -> Vec<UnitKey> {
        let mut out = vec![self.clone()];
        while let Some(up) = out.last().and_then(UnitKey::parent) {
            out.push(up);
        }
        out
    }
}

/// The 2017 counterparts of each 1997 unit the edition map names, looked up once per unit
/// (every case's citations are keyed when an archive is indexed).
fn counterparts() -> &'static HashMap<String, Vec<UnitKey>> {
    static MAP: OnceLock<HashMap<String, Vec<UnitKey>>> = OnceLock::new();
    MAP.get_or_init(|| {
        let Some(map) = EditionMap::bundled() else {
            return HashMap::new();
        };
        map.pairs
            .iter()
            .flat_map(|pair| pair.earlier.iter())
            .map(|anchor| {
                let keys = map
                    .counterpart(anchor)
                    .into_iter()
                    .map(|a| UnitKey(a.as_str().to_string()))
                    .collect();
                (anchor.as_str().to_string(), keys)
            })
            .collect()
    })
}

/// The keys of a cited anchor: its 2017 counterparts (the deepest mapped unit at or above it),
/// or the anchor itself renumbered when the map is silent.
pub fn unit_keys(anchor: &str) -> Vec<UnitKey> {
    let Some(rest) = anchor.strip_prefix("1997/") else {
        return later_keys(anchor);
    };
    if rest.starts_with("commentary/") || rest.starts_with("appendix/") {
        return vec![UnitKey(anchor.to_string())];
    }
    let map = counterparts();
    let mut at = anchor;
    loop {
        if let Some(keys) = map.get(at).filter(|k| !k.is_empty()) {
            return keys.clone();
        }
        match at.rsplit_once('/') {
            Some((up, _)) if up.matches('/').count() >= 2 => at = up,
            _ => break,
        }
    }
    if rest.starts_with("law/") {
        vec![UnitKey(format!("2017/{rest}"))]
    } else {
        vec![UnitKey(anchor.to_string())]
    }
}

/// The keys of an anchor of an edition other than 1997: its own for 2017; for another
/// edition's law, its 2017 units through the library's edition maps (Law 94 of an edition that
/// renumbered Law 93 is keyed as 2017 Law 93), or itself where no map reaches 2017.
fn later_keys(anchor: &str) -> Vec<UnitKey> {
    let cited = Anchor::new(anchor);
    let is_law = anchor.split('/').nth(1) == Some("law");
    if !is_law || anchor.starts_with("2017/") {
        return vec![UnitKey(anchor.to_string())];
    }
    let found = crate::laws::library().follow(&cited, Edition::E2017);
    if found.is_empty() {
        return vec![UnitKey(anchor.to_string())];
    }
    found
        .into_iter()
        .map(|a| UnitKey(a.as_str().to_string()))
        .collect()
}

/// The units a case cites: the Director's ruling's laws, then the references in the
/// committee's reasoning and the write-up, each once, in the order first cited.
pub fn cited_units(case: &Case) -> Vec<Citation> {
    let edition = case.law_edition;
    // Cases are written in Russian whatever the edition: `(в)` is b, as the publisher's index
    // reads it.
    let mut refs: Vec<(LawRef, Edition)> = case
        .ruling
        .laws
        .iter()
        .filter_map(|written| LawRef::parse(written).ok())
        .map(|reference| (reference, edition))
        .collect();
    // A reasoning may cite another edition by name: `Law 12C3 of the 1997 Code`.
    for text in [&case.decision.reasoning, &case.write_up] {
        refs.extend(
            find_references(text, Dialect::Russian, &Default::default())
                .into_iter()
                .map(|found| {
                    let named = edition_named(text, &found).unwrap_or(edition);
                    (found.reference, named)
                }),
        );
    }
    let mut out: Vec<Citation> = Vec::new();
    for (reference, edition) in refs {
        let anchor = reference.anchor(edition);
        if out.iter().all(|c| c.anchor != anchor.as_str()) {
            out.push(Citation {
                anchor: anchor.as_str().to_string(),
                label: reference.to_string(),
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_1997_unit_is_keyed_by_its_2017_counterpart() {
        // edition-map.json: 1997 16A corresponds to 2017 16B and 16B1.
        let keys = unit_keys("1997/law/16/A");
        assert!(
            keys.contains(&UnitKey("2017/law/16/B/1".into())),
            "{keys:?}"
        );
        // 1997 12C3 is 2017 12C1(c).
        assert_eq!(
            unit_keys("1997/law/12/C/3"),
            [UnitKey("2017/law/12/C/1/c".into())]
        );
        // An unmapped unit keeps its number; a commentary paragraph is its own key.
        assert_eq!(
            unit_keys("1997/law/93/B"),
            [UnitKey("2017/law/93/B".into())]
        );
        assert_eq!(
            unit_keys("1997/commentary/16.6"),
            [UnitKey("1997/commentary/16.6".into())]
        );
        assert_eq!(
            unit_keys("2017/law/16/B/1"),
            [UnitKey("2017/law/16/B/1".into())]
        );
    }

    #[test]
    fn deeper_units_weigh_more_and_know_their_ancestors() {
        let key = UnitKey("2017/law/16/B/1".into());
        assert_eq!(key.depth(), 3);
        assert_eq!(UnitKey("2017/law/16".into()).depth(), 1);
        assert_eq!(key.label(), "16B1");
        let labels: Vec<String> = key.with_ancestors().iter().map(UnitKey::label).collect();
        assert_eq!(labels, ["16B1", "16B", "16"]);
        assert_eq!(UnitKey("1997/commentary/16.6".into()).parent(), None);
    }
}
