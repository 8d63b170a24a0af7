//! The correspondence between the 1997 and 2017 numbering (`assets/laws/edition-map.json`):
//! curated data, checked against both texts, not parsed from them.

use super::unit::Anchor;
use serde::{Deserialize, Serialize};

pub const EDITION_MAP_JSON: &str = include_str!("../../../assets/laws/edition-map.json");

/// One correspondence: what a set of 1997 units and a set of 2017 units share.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EditionPair {
    pub subject: String,
    #[serde(rename = "1997")]
    pub e1997: Vec<Anchor>,
    #[serde(rename = "2017")]
    pub e2017: Vec<Anchor>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct EditionMap {
    pub about: String,
    pub pairs: Vec<EditionPair>,
}

impl EditionMap {
    /// The bundled map. The file is part of the build, so a malformed file fails the tests;
    /// at run time it degrades to an empty map rather than a panic.
    pub fn bundled() -> EditionMap {
        Self::from_json(EDITION_MAP_JSON).unwrap_or_default()
    }

    pub fn from_json(json: &str) -> Result<EditionMap, serde_json::Error> {
        serde_json::from_str(json)
    }

    /// The units of the other edition that correspond to `anchor`, in map order, without
    /// repeats.
    pub fn counterpart(&self, anchor: &Anchor) -> Vec<Anchor> {
        let mut out: Vec<Anchor> = Vec::new();
        for pair in &self.pairs {
            let other = if pair.e1997.contains(anchor) {
                &pair.e2017
            } else if pair.e2017.contains(anchor) {
                &pair.e1997
            } else {
                continue;
            };
            for a in other {
                if !out.contains(a) {
                    out.push(a.clone());
                }
            }
        }
        out
    }

    /// Every anchor the map names.
    pub fn anchors(&self) -> impl Iterator<Item = &Anchor> {
        self.pairs
            .iter()
            .flat_map(|p| p.e1997.iter().chain(p.e2017.iter()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bundled_map_reads() {
        let map = EditionMap::from_json(EDITION_MAP_JSON).expect("edition-map.json is valid");
        assert!(!map.pairs.is_empty());
        assert_eq!(
            map.counterpart(&Anchor::new("1997/law/12/C/3")),
            vec![Anchor::new("2017/law/12/C/1/c")]
        );
    }
}
