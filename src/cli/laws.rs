//! `casebook laws show REF [--edition 1997|2017]` and `casebook laws search QUERY [--limit N]`
//! (DESIGN.md "Command line"): the law library of the core, printed.

use super::args::UsageError;
use casebook::laws::{Edition, LawRef, LawSearchError, RefError, library, search};
use std::io::Write;

/// What `casebook laws …` asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LawsRequest {
    /// The unit a reference names, as Markdown. `edition` is the one given with `--edition`.
    Show {
        reference: String,
        edition: Option<Edition>,
    },
    /// Units matching the words of `query`, best first.
    Search { query: String, limit: usize },
}

/// Hits printed when no `--limit` is given.
pub const DEFAULT_LIMIT: usize = 20;

/// Why a `laws` command printed nothing; one line on stderr.
#[derive(Debug, thiserror::Error)]
pub enum LawsFailure {
    #[error("{0}")]
    Reference(#[from] RefError),
    #[error("{0}")]
    NoUnit(String),
    #[error("{0}")]
    Search(#[from] LawSearchError),
}

impl LawsFailure {
    /// A reference that names nothing is the user's mistake (2); a broken index is not (1).
    pub fn exit_code(&self) -> i32 {
        match self {
            LawsFailure::Reference(_) | LawsFailure::NoUnit(_) => 2,
            LawsFailure::Search(_) => 1,
        }
    }
}

/// Reads the operands after `laws`.
pub fn parse(operands: &[&str]) -> Result<LawsRequest, UsageError> {
    let usage = || UsageError::WrongArgumentCount {
        command: "laws",
        expected: "show REF [--edition 1997|2017] or search QUERY [--limit N]",
    };
    let Some((action, rest)) = operands.split_first() else {
        return Err(usage());
    };
    let mut words = Vec::new();
    let mut edition = None;
    let mut limit = None;
    let mut iter = rest.iter();
    while let Some(&operand) = iter.next() {
        match operand {
            "--edition" if *action == "show" => {
                edition = Some(parse_edition(iter.next().copied())?);
            }
            "--limit" if *action == "search" => limit = Some(parse_limit(iter.next().copied())?),
            option if option.starts_with("--") => {
                return Err(UsageError::BadValue(format!(
                    "`casebook laws {action}` does not take {option}"
                )));
            }
            word => words.push(word),
        }
    }
    // `Law 16B1` and `ненарушившей пары` may come as one argument or as several.
    let text = words.join(" ");
    match *action {
        "show" if !text.trim().is_empty() => Ok(LawsRequest::Show {
            reference: text,
            edition,
        }),
        "show" => Err(UsageError::WrongArgumentCount {
            command: "laws show",
            expected: "a reference, e.g. 12C1c, Law 16B1 or 12.35",
        }),
        "search" if !text.trim().is_empty() => Ok(LawsRequest::Search {
            query: text,
            limit: limit.unwrap_or(DEFAULT_LIMIT),
        }),
        "search" => Err(UsageError::WrongArgumentCount {
            command: "laws search",
            expected: "the words to search for",
        }),
        _ => Err(usage()),
    }
}

fn parse_edition(value: Option<&str>) -> Result<Edition, UsageError> {
    value
        .and_then(|v| v.parse::<u16>().ok())
        .and_then(Edition::from_year)
        .ok_or_else(|| {
            UsageError::BadValue(format!(
                "--edition takes 1997 or 2017 (or 1987 for the older Russian texts), not {}",
                value.map_or("nothing".to_string(), |v| format!("\"{v}\""))
            ))
        })
}

fn parse_limit(value: Option<&str>) -> Result<usize, UsageError> {
    value
        .and_then(|v| v.parse::<usize>().ok())
        .filter(|&n| n > 0)
        .ok_or_else(|| {
            UsageError::BadValue(format!(
                "--limit takes a number of hits, 1 or more, not {}",
                value.map_or("nothing".to_string(), |v| format!("\"{v}\""))
            ))
        })
}

pub fn run(request: &LawsRequest, out: &mut impl Write) -> Result<(), super::CliError> {
    match request {
        LawsRequest::Show { reference, edition } => {
            let markdown = show(reference, *edition)?;
            write!(out, "{markdown}")?;
        }
        LawsRequest::Search { query, limit } => {
            let hits = search(query, *limit).map_err(LawsFailure::from)?;
            if hits.is_empty() {
                eprintln!("casebook: no law or commentary matches \"{query}\"");
            }
            for hit in hits {
                writeln!(
                    out,
                    "{}\t{}\t{}",
                    hit.anchor,
                    hit.title,
                    marked(&hit.snippet)
                )?;
            }
        }
    }
    Ok(())
}

/// The Markdown of the unit `reference` names: a Law in the edition asked for (2017 by
/// default), a commentary paragraph in the 1997 commentary (or the 1987 one with
/// `--edition 1987`).
pub fn show(reference: &str, edition: Option<Edition>) -> Result<String, LawsFailure> {
    let asked = edition.unwrap_or(Edition::E2017);
    let parsed = LawRef::parse_for(reference, asked)?;
    let edition = match (&parsed, edition) {
        (LawRef::Law { .. }, _) => asked,
        (_, Some(Edition::E1987)) => Edition::E1987,
        _ => Edition::E1997,
    };
    let library = library();
    library
        .show(&parsed, edition)
        .ok_or_else(|| LawsFailure::NoUnit(not_found(&parsed, edition)))
}

/// "no Law 12C4 in the 1997 Laws; the 2017 Laws have it (--edition 2017)".
fn not_found(reference: &LawRef, edition: Edition) -> String {
    let what = match reference {
        LawRef::Law { .. } => format!("Law {reference} in the {edition} Laws"),
        LawRef::Commentary { .. } => {
            format!("paragraph {reference} in the {edition} commentary")
        }
        LawRef::CommentaryOn { law } => format!("commentary on Law {law} in {edition}"),
        LawRef::AppendixNote { .. } => format!("appendix note {reference} in {edition}"),
    };
    let elsewhere: Vec<String> = Edition::ALL
        .into_iter()
        .filter(|&e| e != edition && library().resolve(reference, e).is_some())
        .map(|e| e.to_string())
        .collect();
    match elsewhere.as_slice() {
        [] => format!("there is no {what}"),
        [other] => format!("there is no {what}; the {other} edition has it (--edition {other})"),
        others => format!(
            "there is no {what}; editions {} have it",
            others.join(" and ")
        ),
    }
}

/// The snippet with its matching words in Markdown bold.
fn marked(snippet: &casebook::text::Snippet) -> String {
    let mut out = String::with_capacity(snippet.text.len() + 4 * snippet.highlights.len());
    let mut last = 0;
    for range in &snippet.highlights {
        let (Some(before), Some(word)) = (
            snippet.text.get(last..range.start),
            snippet.text.get(range.clone()),
        ) else {
            continue;
        };
        out.push_str(before);
        out.push_str("**");
        out.push_str(word);
        out.push_str("**");
        last = range.end;
    }
    out.push_str(snippet.text.get(last..).unwrap_or(""));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_words(line: &str) -> Result<LawsRequest, UsageError> {
        let words: Vec<&str> = line.split(' ').collect();
        parse(&words)
    }

    #[test]
    fn show_and_search_read_their_options() {
        assert_eq!(
            parse_words("show Law 16B1 --edition 1997"),
            Ok(LawsRequest::Show {
                reference: "Law 16B1".into(),
                edition: Some(Edition::E1997)
            })
        );
        assert_eq!(
            parse_words("search ненарушившей пары --limit 5"),
            Ok(LawsRequest::Search {
                query: "ненарушившей пары".into(),
                limit: 5
            })
        );
        assert_eq!(
            parse_words("search тежести"),
            Ok(LawsRequest::Search {
                query: "тежести".into(),
                limit: DEFAULT_LIMIT
            })
        );
    }

    #[test]
    fn bad_options_are_refused_with_the_reason() {
        for line in [
            "show 12C1c --edition 2007",
            "show 12C1c --edition",
            "search жалоба --limit 0",
            "search жалоба --limit -3",
            "search жалоба --edition 1997",
        ] {
            assert!(
                matches!(parse_words(line), Err(UsageError::BadValue(_))),
                "{line}"
            );
        }
        for line in ["", "show", "search", "list 12"] {
            assert!(
                matches!(
                    parse_words(line),
                    Err(UsageError::WrongArgumentCount { .. })
                ),
                "{line:?}"
            );
        }
    }

    #[test]
    fn highlights_become_bold() {
        let text = "изчислен с тежести, за тежести";
        let highlights = text
            .match_indices("тежести")
            .map(|(start, word)| start..start + word.len())
            .collect();
        let snippet = casebook::text::Snippet {
            text: text.into(),
            highlights,
        };
        assert_eq!(marked(&snippet), "изчислен с **тежести**, за **тежести**");
    }
}
