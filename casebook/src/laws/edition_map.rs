//! A map between two editions of the Laws: which law and section of the earlier edition became
//! which of the later one. The built-in map (`assets/laws/edition-map.json`, 1997 and 2017) is
//! curated data, checked against both texts and naming only the units the committee's workflow
//! uses; a federation adds the map of a new edition from the one before it in the same form,
//! where `"others_keep_their_numbers": true` says that every unit the map does not name keeps
//! its number (how the WBF describes a new edition: by what changed).
//!
//! ```json
//! {"about": "The 2027 Laws from the 2017 Laws",
//!  "others_keep_their_numbers": true,
//!  "pairs": [{"subject": "Appeal procedures", "2017": ["2017/law/93"], "2027": ["2027/law/94"]}]}
//! ```

use super::unit::{Anchor, Edition};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub const EDITION_MAP_JSON: &str = include_str!("../../../assets/laws/edition-map.json");

/// One correspondence: what a set of units of one edition and a set of the other share.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EditionPair {
    pub subject: String,
    pub earlier: Vec<Anchor>,
    pub later: Vec<Anchor>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EditionMap {
    pub about: String,
    pub earlier: Edition,
    pub later: Edition,
    /// A unit the map does not name has the same number in both editions.
    pub others_keep_their_numbers: bool,
    pub pairs: Vec<EditionPair>,
}

/// Why a map cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EditionMapError {
    #[error("the edition map is not JSON in the documented form: {0}")]
    Json(String),
    #[error("the edition map names no pairs")]
    Empty,
    #[error("pair {pair} of the edition map does not name two editions by their years")]
    NotTwoEditions { pair: usize },
    #[error("pair {pair} of the edition map names {found}, the map's first pair {first}")]
    OtherEditions {
        pair: usize,
        found: String,
        first: String,
    },
    #[error("{anchor} in the edition map is not a unit of the {edition} Laws")]
    NotALaw { anchor: Anchor, edition: Edition },
}

#[derive(Serialize, Deserialize)]
struct RawMap {
    about: String,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    others_keep_their_numbers: bool,
    pairs: Vec<RawPair>,
}

#[derive(Serialize, Deserialize)]
struct RawPair {
    subject: String,
    #[serde(flatten)]
    units: BTreeMap<String, Vec<Anchor>>,
}

impl EditionMap {
    /// The bundled map. The file is part of the build, so a malformed file fails the tests;
    /// at run time it degrades to no map rather than a panic.
    pub fn bundled() -> Option<EditionMap> {
        Self::from_json(EDITION_MAP_JSON).ok()
    }

    /// Reads a map in the documented form: each pair names the same two editions by their
    /// years, each unit one of its edition (`2017/law/93`, `1997/footnote/22`).
    pub fn from_json(json: &str) -> Result<EditionMap, EditionMapError> {
        let raw: RawMap =
            serde_json::from_str(json).map_err(|e| EditionMapError::Json(e.to_string()))?;
        let mut editions: Option<(Edition, Edition)> = None;
        let mut pairs = Vec::with_capacity(raw.pairs.len());
        for (i, pair) in raw.pairs.into_iter().enumerate() {
            let number = i + 1;
            let years: Vec<Edition> = pair
                .units
                .keys()
                .filter_map(|k| Edition::try_from(k.clone()).ok())
                .collect();
            let [a, b] = years[..] else {
                return Err(EditionMapError::NotTwoEditions { pair: number });
            };
            if pair.units.len() != 2 {
                return Err(EditionMapError::NotTwoEditions { pair: number });
            }
            let (earlier, later) = (a.min(b), a.max(b));
            match editions {
                None => editions = Some((earlier, later)),
                Some(first) if first != (earlier, later) => {
                    return Err(EditionMapError::OtherEditions {
                        pair: number,
                        found: format!("{earlier} and {later}"),
                        first: format!("{} and {}", first.0, first.1),
                    });
                }
                Some(_) => {}
            }
            let mut units = pair.units;
            let mut side = |edition: Edition| -> Result<Vec<Anchor>, EditionMapError> {
                let anchors = units.remove(&edition.to_string()).unwrap_or_default();
                let prefix = format!("{edition}/");
                match anchors.iter().find(|a| !a.as_str().starts_with(&prefix)) {
                    Some(anchor) => Err(EditionMapError::NotALaw {
                        anchor: anchor.clone(),
                        edition,
                    }),
                    None => Ok(anchors),
                }
            };
            pairs.push(EditionPair {
                subject: pair.subject,
                earlier: side(earlier)?,
                later: side(later)?,
            });
        }
        let (earlier, later) = editions.ok_or(EditionMapError::Empty)?;
        Ok(EditionMap {
            about: raw.about,
            earlier,
            later,
            others_keep_their_numbers: raw.others_keep_their_numbers,
            pairs,
        })
    }

    /// The map in the documented form, as it is kept with the archive.
    pub fn to_json(&self) -> String {
        let raw = RawMap {
            about: self.about.clone(),
            others_keep_their_numbers: self.others_keep_their_numbers,
            pairs: self
                .pairs
                .iter()
                .map(|p| RawPair {
                    subject: p.subject.clone(),
                    units: BTreeMap::from([
                        (self.earlier.to_string(), p.earlier.clone()),
                        (self.later.to_string(), p.later.clone()),
                    ]),
                })
                .collect(),
        };
        serde_json::to_string_pretty(&raw).unwrap_or_default()
    }

    /// Whether the map joins `edition` to another.
    pub fn touches(&self, edition: Edition) -> bool {
        self.earlier == edition || self.later == edition
    }

    /// The edition the map joins to `edition`.
    pub fn other(&self, edition: Edition) -> Option<Edition> {
        if edition == self.earlier {
            Some(self.later)
        } else if edition == self.later {
            Some(self.earlier)
        } else {
            None
        }
    }

    /// The units of the other edition the map names for `anchor`, in map order, without
    /// repeats.
    pub fn counterpart(&self, anchor: &Anchor) -> Vec<Anchor> {
        let mut out: Vec<Anchor> = Vec::new();
        for pair in &self.pairs {
            let other = if pair.earlier.contains(anchor) {
                &pair.later
            } else if pair.later.contains(anchor) {
                &pair.earlier
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

    /// Where `anchor` stands in the other edition by this map alone: the units named for it;
    /// else, in a map whose other units keep their numbers, its path under the one unit named
    /// for its nearest named ancestor (Law 93's section B under Law 94 when 93 became 94), or
    /// its own path. Empty when the map says nothing of it. Whether the units exist is the
    /// library's to check.
    pub fn follow(&self, anchor: &Anchor) -> Vec<Anchor> {
        let Some(year) = anchor.as_str().split('/').next() else {
            return Vec::new();
        };
        let Some(to) = Edition::try_from(year.to_string())
            .ok()
            .and_then(|e| self.other(e))
        else {
            return Vec::new();
        };
        let named = self.counterpart(anchor);
        if !named.is_empty() || !self.others_keep_their_numbers {
            return named;
        }
        let path = anchor.as_str();
        let mut cut = path.len();
        while let Some(slash) = path[..cut].rfind('/') {
            cut = slash;
            let ancestor = Anchor::new(&path[..cut]);
            if let [only] = &self.counterpart(&ancestor)[..] {
                return vec![Anchor::new(format!("{only}{}", &path[cut..]))];
            }
        }
        vec![Anchor::new(format!("{to}{}", &path[year.len()..]))]
    }

    /// Every anchor the map names.
    pub fn anchors(&self) -> impl Iterator<Item = &Anchor> {
        self.pairs
            .iter()
            .flat_map(|p| p.earlier.iter().chain(p.later.iter()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bundled_map_reads() {
        let map = EditionMap::from_json(EDITION_MAP_JSON).expect("edition-map.json is valid");
        assert_eq!((map.earlier, map.later), (Edition::E1997, Edition::E2017));
        assert!(!map.others_keep_their_numbers);
        assert_eq!(
            map.counterpart(&Anchor::new("1997/law/12/C/3")),
            vec![Anchor::new("2017/law/12/C/1/c")]
        );
        // The curated map names what it was checked for, nothing by number alone.
        assert!(map.follow(&Anchor::new("2017/law/1")).is_empty());
    }

    fn made_up() -> EditionMap {
        EditionMap::from_json(
            r#"{"about": "2027 from 2017", "others_keep_their_numbers": true, "pairs": [
                {"subject": "Appeals", "2017": ["2017/law/93"], "2027": ["2027/law/94"]},
                {"subject": "Weighted scores", "2017": ["2017/law/12/C/1/c"], "2027": ["2027/law/12/D"]}
            ]}"#,
        )
        .unwrap()
    }

    #[test]
    fn a_map_of_changes_moves_what_it_names_and_keeps_the_rest() {
        let map = made_up();
        assert_eq!(
            (map.earlier, map.later),
            (Edition::E2017, Edition::from_year(2027).unwrap())
        );
        let follow = |a: &str| -> Vec<String> {
            map.follow(&Anchor::new(a))
                .iter()
                .map(|a| a.to_string())
                .collect()
        };
        assert_eq!(follow("2017/law/93/B/1"), ["2027/law/94/B/1"]);
        assert_eq!(follow("2027/law/94"), ["2017/law/93"]);
        assert_eq!(follow("2017/law/12/C/1/c"), ["2027/law/12/D"]);
        assert_eq!(follow("2017/law/16/B/1"), ["2027/law/16/B/1"]);
        assert_eq!(follow("2027/law/16"), ["2017/law/16"]);
        assert!(follow("1997/law/16").is_empty());
        // Written back in the documented form, it reads the same.
        assert_eq!(EditionMap::from_json(&map.to_json()).unwrap(), map);
    }

    #[test]
    fn a_map_in_another_form_is_refused_by_name() {
        let read = |json: &str| EditionMap::from_json(json).unwrap_err();
        assert!(matches!(read("{"), EditionMapError::Json(_)));
        assert_eq!(
            read(r#"{"about": "", "pairs": []}"#),
            EditionMapError::Empty
        );
        assert_eq!(
            read(r#"{"about": "", "pairs": [{"subject": "", "2017": ["2017/law/1"]}]}"#),
            EditionMapError::NotTwoEditions { pair: 1 }
        );
        assert_eq!(
            read(
                r#"{"about": "", "pairs": [{"subject": "", "2017": ["2017/law/1"], "2027": ["2017/law/1"]}]}"#
            ),
            EditionMapError::NotALaw {
                anchor: Anchor::new("2017/law/1"),
                edition: Edition::from_year(2027).unwrap()
            }
        );
        assert!(matches!(
            read(
                r#"{"about": "", "pairs": [
                {"subject": "", "2017": ["2017/law/1"], "2027": ["2027/law/1"]},
                {"subject": "", "1997": ["1997/law/1"], "2017": ["2017/law/1"]}]}"#
            ),
            EditionMapError::OtherEditions { pair: 2, .. }
        ));
    }
}
