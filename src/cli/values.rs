//! Readers for the values the command line takes, each refusing with the reason in words.

use casebook::case::Subject;
use casebook::laws::Edition;

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
                "--edition takes 1997 or 2017 (or 1987 for the older Russian texts), not \"{text}\""
            )
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
