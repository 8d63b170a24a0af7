//! The back-matter indexes: subjects and laws cited, each entry with the cases it appears in.

use super::model::Casebook;
use crate::case::Subject;
use crate::laws::LawRef;
use std::collections::BTreeMap;

/// One index entry: a heading and the positions (in [`Casebook::cases`]) of its cases.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IndexEntry<K> {
    pub key: K,
    /// The fragment identifier of the entry (`subject-claim`, `law-12c2`).
    pub anchor: String,
    pub cases: Vec<usize>,
}

/// The subjects of the casebook in the vocabulary's order, each with its cases.
pub fn subject_index(casebook: &Casebook) -> Vec<IndexEntry<Subject>> {
    Subject::ALL
        .into_iter()
        .map(|subject| IndexEntry {
            key: subject,
            anchor: format!("subject-{}", subject.code().replace('_', "-")),
            cases: casebook
                .cases
                .iter()
                .enumerate()
                .filter(|(_, placed)| placed.case.subjects.contains(&subject))
                .map(|(position, _)| position)
                .collect(),
        })
        .filter(|entry| !entry.cases.is_empty())
        .collect()
}

/// A law as the index prints and sorts it: the reference normalized when it reads as one
/// (`12С2` with a Cyrillic С is `12C2`), otherwise the text as written.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct LawKey {
    /// The Law's number, for sorting; references that name none sort last.
    pub law: u16,
    pub label: String,
}

impl LawKey {
    pub fn of(cited: &str) -> Option<LawKey> {
        let written = cited.trim();
        if written.is_empty() {
            return None;
        }
        Some(match LawRef::parse(written) {
            Ok(reference) => LawKey {
                law: reference.law().map_or(u16::MAX, u16::from),
                label: reference.to_string(),
            },
            Err(_) => LawKey {
                law: u16::MAX,
                label: written.to_string(),
            },
        })
    }
}

/// The laws the Directors' rulings cite, by Law number, each with its cases.
pub fn law_index(casebook: &Casebook) -> Vec<IndexEntry<LawKey>> {
    let mut laws: BTreeMap<LawKey, Vec<usize>> = BTreeMap::new();
    for (position, placed) in casebook.cases.iter().enumerate() {
        for cited in &placed.case.ruling.laws {
            if let Some(key) = LawKey::of(cited) {
                let cases = laws.entry(key).or_default();
                if cases.last() != Some(&position) {
                    cases.push(position);
                }
            }
        }
    }
    laws.into_iter()
        .enumerate()
        .map(|(i, (key, cases))| IndexEntry {
            anchor: format!("law-{}", i + 1),
            key,
            cases,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn law_keys_normalize_references_and_sort_by_law() {
        let latin = LawKey::of("12C2").expect("a law");
        let cyrillic = LawKey::of(" 12С2 ").expect("a law");
        assert_eq!(latin, cyrillic);
        let mut keys: Vec<LawKey> = ["75C", "12C2", "16A", "7", "Appendix"]
            .iter()
            .filter_map(|t| LawKey::of(t))
            .collect();
        keys.sort();
        let labels: Vec<&str> = keys.iter().map(|k| k.label.as_str()).collect();
        assert_eq!(labels, ["7", "12C2", "16A", "75C", "Appendix"]);
        assert_eq!(LawKey::of("  "), None);
    }
}
