//! `casebook laws show REF [--edition 1997|2017] [--language CODE]` and `casebook laws search
//! QUERY [--limit N] [--kind K] [--edition E] [--language CODE]` (the guide's
//! `command-line.md`): the law library of the core with the archive's texts, printed.

use super::command_line::LawsCommand;
use crate::diagnostics::terminal;
use crate::i18n::Language;
use casebook::laws::{
    Edition, Language as TextLanguage, LawRef, LawSearchError, RefError, library, search,
};
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

/// Hits asked of the index for each one printed when the search keeps to some texts.
const FILTERED_DEPTH: usize = 20;

pub fn run(
    request: &LawsCommand,
    language: Language,
    text_language: Option<TextLanguage>,
    out: &mut impl Write,
) -> Result<(), super::CliError> {
    match request {
        LawsCommand::Show { reference, edition } => {
            // The Law in the asked language, else in the command line's.
            let reader = text_language
                .or_else(|| TextLanguage::from_code(language.tag()).ok())
                .unwrap_or(TextLanguage::En);
            // `Law 16B1` may come as one argument or as several.
            let markdown = show_in(&reference.join(" "), *edition, reader)?;
            write!(out, "{markdown}")?;
        }
        LawsCommand::Search {
            query,
            limit,
            kind,
            edition,
        } => {
            let query = query.join(" ");
            let library = library();
            let keeps = |hit: &casebook::laws::LawHit| {
                let Some(unit) =
                    library.get_in(&hit.anchor, text_language.unwrap_or(TextLanguage::En))
                else {
                    return false;
                };
                let text = library.text(unit.source);
                edition.is_none_or(|e| unit.edition == e)
                    && text_language.is_none_or(|l| unit.language == l)
                    && kind.is_none_or(|k| text.is_some_and(|t| t.kind == k))
            };
            let filtered = kind.is_some() || edition.is_some() || text_language.is_some();
            let depth = if filtered {
                limit.saturating_mul(FILTERED_DEPTH)
            } else {
                *limit
            };
            let mut hits = search(&query, depth).map_err(LawsFailure::from)?;
            hits.retain(keeps);
            hits.truncate(*limit);
            if hits.is_empty() {
                terminal::say(&format!(
                    "casebook: {}",
                    crate::i18n::say(
                        language,
                        "cli-laws-no-match",
                        [("query", crate::i18n::arg(query.clone()))]
                    )
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
/// `--edition 1987`); a Law in `reader`'s language where the library has it.
pub fn show_in(
    reference: &str,
    edition: Option<Edition>,
    reader: TextLanguage,
) -> Result<String, LawsFailure> {
    let asked = edition.unwrap_or(Edition::E2017);
    let parsed = LawRef::parse_for(reference, asked)?;
    let edition = match (&parsed, edition) {
        (LawRef::Law { .. }, _) => asked,
        (_, Some(Edition::E1987)) => Edition::E1987,
        _ => Edition::E1997,
    };
    library()
        .show_anchor_in(&parsed.anchor(edition), reader)
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
    let elsewhere: Vec<String> = library()
        .editions()
        .iter()
        .copied()
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
