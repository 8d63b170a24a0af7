//! The labels of law units (section letters, item numbers, sub-item letters, roman numerals)
//! and the Latin/Cyrillic letter tables they are read with.
//!
//! The sources write section letters in Latin, in Cyrillic look-alikes (А В С Е), in Cyrillic
//! transliterations (Д = D, Ф = F, Г = G) and even Б for B. The tables here are explicit:
//! alphabet position is wrong (Bulgarian В is the third letter but means B). They are applied
//! only to labels and recognized references, never to free text.

use serde::{Deserialize, Serialize};
use std::fmt;

/// How sub-item letters are read: the two sources disagree about `(в)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Dialect {
    /// Bulgarian 2017 text: `(а) (б) (в)` are a, b, c (alphabetical).
    Bulgarian,
    /// Russian law text and references: `(а) (в) (с)` are a, b, c (visual look-alikes).
    Russian,
}

/// The canonical Latin section letter (A–H) a section-letter character stands for.
pub fn section_letter(c: char) -> Option<char> {
    Some(match c {
        'A' | 'А' => 'A',
        'B' | 'В' | 'Б' => 'B',
        'C' | 'С' => 'C',
        'D' | 'Д' => 'D',
        'E' | 'Е' => 'E',
        'F' | 'Ф' => 'F',
        'G' | 'Г' => 'G',
        'H' | 'Н' => 'H',
        _ => return None,
    })
}

/// The canonical Latin sub-item letter (a–l) a sub-item character stands for.
pub fn sub_item_letter(c: char, dialect: Dialect) -> Option<char> {
    Some(match (c, dialect) {
        ('a'..='l', _) => c,
        ('а', _) => 'a',
        ('б', _) => 'b',
        ('в', Dialect::Bulgarian) => 'c',
        ('в', Dialect::Russian) => 'b',
        ('с', _) => 'c',
        ('д', _) => 'd',
        ('е', _) => 'e',
        ('к', _) => 'k',
        _ => return None,
    })
}

/// The value of a lowercase roman numeral from i to x.
pub fn roman_value(s: &str) -> Option<u8> {
    const ROMANS: [&str; 10] = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"];
    ROMANS
        .iter()
        .position(|r| *r == s)
        .and_then(|p| u8::try_from(p + 1).ok())
}

/// The lowercase roman numeral for 1..=10.
pub fn roman_text(n: u8) -> &'static str {
    const ROMANS: [&str; 10] = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"];
    ROMANS
        .get(usize::from(n).wrapping_sub(1))
        .copied()
        .unwrap_or("?")
}

/// The letter that follows `c` in a lettered list.
pub fn next_letter(c: char) -> char {
    char::from_u32(u32::from(c) + 1).unwrap_or(c)
}

/// One step of the path below a Law: `12C1(e)(ii)` is `[Section(C), Item(1), Sub(e), Roman(2)]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Segment {
    /// A section letter, canonical Latin uppercase.
    Section(char),
    Item(u8),
    /// A sub-item letter, canonical Latin lowercase.
    Sub(char),
    Roman(u8),
    /// A numbered sub-sub-item of the 1997 text, `25B2(b)(2)`.
    Point(u8),
}

impl Segment {
    /// The segment as it appears in an anchor path.
    pub fn anchor_text(self) -> String {
        match self {
            Segment::Section(c) | Segment::Sub(c) => c.to_string(),
            Segment::Item(n) | Segment::Point(n) => n.to_string(),
            Segment::Roman(n) => roman_text(n).to_string(),
        }
    }

    /// The segment as people write it after the law number: `C`, `1`, `(c)`, `(ii)`, `(2)`.
    pub fn display_text(self) -> String {
        match self {
            Segment::Section(c) => c.to_string(),
            Segment::Item(n) => n.to_string(),
            Segment::Sub(c) => format!("({c})"),
            Segment::Roman(n) => format!("({})", roman_text(n)),
            Segment::Point(n) => format!("({n})"),
        }
    }

    /// The depth of this kind of segment below a Law (section 1, item 2, ...).
    pub fn depth(self) -> u8 {
        match self {
            Segment::Section(_) => 1,
            Segment::Item(_) => 2,
            Segment::Sub(_) => 3,
            Segment::Roman(_) | Segment::Point(_) => 4,
        }
    }
}

/// A law number and its path, displayed the way people cite it: `12C1(c)`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct LawLabel<'a> {
    pub law: u8,
    pub path: &'a [Segment],
}

impl fmt::Display for LawLabel<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.law)?;
        for s in self.path {
            f.write_str(&s.display_text())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bulgarian_ve_is_b_as_a_section_but_c_as_a_sub_item() {
        assert_eq!(section_letter('В'), Some('B'));
        assert_eq!(sub_item_letter('в', Dialect::Bulgarian), Some('c'));
        assert_eq!(sub_item_letter('в', Dialect::Russian), Some('b'));
        assert_eq!(section_letter('Г'), Some('G'));
        assert_eq!(section_letter('Ж'), None);
    }

    #[test]
    fn romans_round_trip() {
        for n in 1..=10 {
            assert_eq!(roman_value(roman_text(n)), Some(n));
        }
        assert_eq!(roman_value("xi"), None);
    }

    #[test]
    fn labels_display_like_citations() {
        let path = [
            Segment::Section('C'),
            Segment::Item(1),
            Segment::Sub('e'),
            Segment::Roman(2),
        ];
        assert_eq!(
            LawLabel {
                law: 12,
                path: &path
            }
            .to_string(),
            "12C1(e)(ii)"
        );
    }
}
