//! Readers for the values the command line takes, each refusing with the reason in words.

use casebook::bridge::BoardNumber;
use casebook::case::Subject;
use casebook::laws::texts::{TextKind, TextLayout};
use casebook::laws::{Edition, Language as TextLanguage};

pub fn tricks(text: &str) -> Result<u8, String> {
    text.trim()
        .parse()
        .ok()
        .filter(|t| *t <= 13)
        .ok_or_else(|| format!("\"{text}\" is not a trick count: declarer takes 0 to 13 tricks"))
}

pub fn difference(text: &str) -> Result<i32, String> {
    text.trim().parse().map_err(|_| {
        format!("\"{text}\" is not a difference in total points: give a whole number such as -430")
    })
}

pub fn edition(text: &str) -> Result<Edition, String> {
    text.trim()
        .parse::<u16>()
        .ok()
        .and_then(Edition::from_year)
        .ok_or_else(|| {
            format!(
                "--edition takes the year of an edition of the Laws (1997, 2017, or another the library holds), not \"{text}\""
            )
        })
}

/// A language by its ISO 639 code (`en`, `ru`, `bg`, `de`), lowercase: the messages' language
/// where Casebook speaks it, a law text's in any case.
pub fn text_language(text: &str) -> Result<String, String> {
    TextLanguage::from_code(text)
        .map(|l| l.code())
        .map_err(|e| e.to_string())
}

pub fn text_layout(text: &str) -> Result<TextLayout, String> {
    TextLayout::from_code(text).ok_or_else(|| {
        format!(
            "--layout takes one of {}, not \"{text}\"",
            TextLayout::codes()
        )
    })
}

pub fn text_kind(text: &str) -> Result<TextKind, String> {
    TextKind::from_code(text).ok_or_else(|| {
        format!("--kind takes laws, commentary, regulation or edition-map, not \"{text}\"")
    })
}

pub fn limit(text: &str) -> Result<usize, String> {
    text.parse::<usize>()
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| format!("--limit takes a number of hits, 1 or more, not \"{text}\""))
}

pub fn year(text: &str) -> Result<i32, String> {
    text.trim()
        .parse::<i32>()
        .ok()
        .filter(|y| (1900..=9999).contains(y))
        .ok_or_else(|| format!("\"{text}\" is not a year: give four digits, e.g. --year 2026"))
}

pub fn subject(text: &str) -> Result<Subject, String> {
    text.parse::<Subject>().map_err(|_| {
        let codes: Vec<&str> = Subject::ALL.iter().map(|s| s.code()).collect();
        format!(
            "unknown subject \"{text}\": expected one of {}",
            codes.join(", ")
        )
    })
}

pub fn board(text: &str) -> Result<BoardNumber, String> {
    text.trim()
        .parse::<BoardNumber>()
        .map_err(|e| format!("\"{text}\" is not a board number: {e}"))
}

pub fn archive_role(text: &str) -> Result<casebook::store::ArchiveRole, String> {
    text.parse()
}

/// `1-36`, `1-12,25-36`, `7`: the boards of an event.
pub fn board_ranges(text: &str) -> Result<Vec<BoardNumber>, String> {
    casebook::import::board_ranges(text)
}

pub fn hearing(text: &str) -> Result<casebook::case::Hearing, String> {
    text.parse()
}

pub fn event_body(text: &str) -> Result<casebook::case::EventBody, String> {
    casebook::case::HearingBodies::parse_rule(text).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_ranges_read_as_directors_write_them() {
        let numbers =
            |t: &str| -> Vec<u32> { board_ranges(t).unwrap().iter().map(|b| b.get()).collect() };
        assert_eq!(numbers("1-3,7"), [1, 2, 3, 7]);
        assert_eq!(numbers("25–27"), [25, 26, 27]);
        for bad in ["", "0-3", "5-2", "a-b", "1-"] {
            assert!(board_ranges(bad).is_err(), "{bad}");
        }
    }
}
