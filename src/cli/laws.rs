//! `casebook laws show REF [--edition 1997|2017]` and `casebook laws search QUERY [--limit N]`
//! (the guide's `command-line.md`): the law library of the core, printed.

use super::command_line::LawsCommand;
use crate::diagnostics::terminal;
use casebook::laws::{Edition, LawRef, LawSearchError, RefError, library, search};
use std::io::Write;

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

pub fn run(request: &LawsCommand, out: &mut impl Write) -> Result<(), super::CliError> {
    match request {
        LawsCommand::Show { reference, edition } => {
            // `Law 16B1` may come as one argument or as several.
            let markdown = show(&reference.join(" "), *edition)?;
            write!(out, "{markdown}")?;
        }
        LawsCommand::Search { query, limit } => {
            let query = query.join(" ");
            let hits = search(&query, *limit).map_err(LawsFailure::from)?;
            if hits.is_empty() {
                terminal::say(&format!(
                    "casebook: no law or commentary matches \"{query}\""
                ));
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
