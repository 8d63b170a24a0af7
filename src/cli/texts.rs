//! `casebook texts import|list|remove`: the archive's texts of the law library, and how every
//! law command comes to see them ([`use_texts_of`]).

use super::CliError;
use super::cases::{self, CasesFailure};
use super::command_line::TextsCommand;
use crate::i18n::edition_map::edition_map_lines;
use crate::i18n::{Language, arg, say};
use casebook::laws::texts::{ImportOptions, ReadText, TextImportError, read_file};
use casebook::laws::{Language as TextLanguage, TextId, UnitKind, built_in_library, library};
use casebook::store::{Location, Store};
use std::io::Write;

/// Unanchored paragraphs named one by one before the rest are counted.
const NAMED_UNANCHORED: usize = 20;

/// Makes the texts of the archive `db` names (the default file without --db) part of the
/// library the law commands read. An archive that does not exist yet has none: nothing is
/// created to look.
pub fn use_texts_of(db: Option<&Location>) -> Result<(), CliError> {
    let location = cases::database_location(db)?;
    if let Location::File(path) = &location
        && !path.exists()
    {
        return Ok(());
    }
    let store = cases::open(&location, false)?;
    use_texts_of_store(&store)
}

fn use_texts_of_store(store: &Store) -> Result<(), CliError> {
    let texts = store.library_texts()?;
    casebook::laws::use_archive_texts(&texts).map_err(super::laws::LawsFailure::from)?;
    Ok(())
}

pub fn run(
    request: &TextsCommand,
    db: Option<&Location>,
    language: Language,
    text_language: Option<TextLanguage>,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let location = cases::database_location(db)?;
    match request {
        TextsCommand::Import {
            file,
            kind,
            edition,
            title,
            origin,
            layout,
            replace,
        } => {
            let options = ImportOptions {
                kind: *kind,
                edition: *edition,
                language: text_language,
                title: title.clone(),
                origin: origin.clone(),
                layout: *layout,
            };
            let mut store = cases::open(&location, true)?;
            use_texts_of_store(&store)?;
            let read = read_file(file, &options, library())?;
            describe(&read, language, out)?;
            let id = store
                .add_text(&read, *replace)
                .map_err(CasesFailure::from)?;
            writeln!(
                out,
                "{}",
                say(
                    language,
                    "cli-texts-kept",
                    [("id", arg(id.0)), ("location", arg(location.to_string()))]
                )
            )?;
        }
        TextsCommand::List => {
            let store = cases::open(&location, true)?;
            let built_in = language.tr("texts-built-in");
            for text in built_in_library().texts() {
                writeln!(
                    out,
                    "{built_in}\t{}\t{}\t{}\t{}",
                    text.kind, text.edition, text.language, text.title
                )?;
            }
            for stored in store.library_texts()? {
                let text = &stored.info;
                writeln!(
                    out,
                    "{}\t{}\t{}\t{}\t{}\t{}{}",
                    text.added_id().map_or(0, |id| id.0),
                    text.kind,
                    text.edition,
                    text.language,
                    text.title,
                    stored.added,
                    stored
                        .added_by
                        .map(|by| format!(" ({by})"))
                        .unwrap_or_default()
                )?;
            }
        }
        TextsCommand::Remove { id } => {
            let mut store = cases::open(&location, false)?;
            let removed = store.remove_text(TextId(*id))?;
            writeln!(
                out,
                "{}",
                say(
                    language,
                    "cli-texts-removed",
                    [("id", arg(*id)), ("title", arg(removed.info.title.clone()))]
                )
            )?;
        }
    }
    Ok(())
}

/// What was found in the text, before it is kept: the Laws of a Laws text; the paragraphs of a
/// commentary or regulation, how many are anchored, and those anchored to none by name.
fn describe(read: &ReadText, language: Language, out: &mut impl Write) -> std::io::Result<()> {
    let info = &read.info;
    let about = [
        ("title", arg(info.title.clone())),
        (
            "kind",
            arg(language.tr(&format!("texts-kind-{}", info.kind.code()))),
        ),
        ("edition", arg(info.edition.to_string())),
        ("language", arg(info.language.code())),
    ];
    if let Some(map) = read.edition_map() {
        for (i, line) in edition_map_lines(language, &info.title, &map)
            .iter()
            .enumerate()
        {
            writeln!(out, "{}{line}", if i == 0 { "" } else { "  " })?;
        }
        return Ok(());
    }
    let laws = read.laws();
    if !laws.is_empty() {
        let numbers: Vec<u32> = laws.iter().filter_map(|u| u.label.parse().ok()).collect();
        let parts = read
            .units
            .iter()
            .filter(|u| {
                matches!(
                    u.kind,
                    UnitKind::Section | UnitKind::Item | UnitKind::SubItem | UnitKind::SubSubItem
                )
            })
            .count();
        let mut args = about.to_vec();
        args.push(("laws", arg(laws.len())));
        args.push(("numbers", arg(casebook::text::ranges(&numbers))));
        args.push(("parts", arg(parts)));
        writeln!(out, "{}", say(language, "texts-read-laws", args))?;
        return Ok(());
    }
    let paragraphs = read.anchored_paragraphs();
    let unanchored: Vec<_> = paragraphs.iter().filter(|(_, to)| to.is_empty()).collect();
    let mut args = about.to_vec();
    args.push(("paragraphs", arg(paragraphs.len())));
    args.push(("anchored", arg(paragraphs.len() - unanchored.len())));
    args.push(("unanchored", arg(unanchored.len())));
    writeln!(out, "{}", say(language, "texts-read-paragraphs", args))?;
    for (unit, _) in unanchored.iter().take(NAMED_UNANCHORED) {
        let text = casebook::laws::plain_text(&unit.text_markdown);
        let mut start: String = text.chars().take(60).collect();
        if start.len() < text.len() {
            start.push('…');
        }
        writeln!(
            out,
            "  {}",
            say(
                language,
                "cli-texts-unanchored",
                [("label", arg(unit.label.clone())), ("start", arg(start))]
            )
        )?;
    }
    if unanchored.len() > NAMED_UNANCHORED {
        writeln!(
            out,
            "  {}",
            say(
                language,
                "cli-texts-unanchored-more",
                [("count", arg(unanchored.len() - NAMED_UNANCHORED))]
            )
        )?;
    }
    Ok(())
}

impl From<TextImportError> for CliError {
    fn from(error: TextImportError) -> CliError {
        CliError::Texts(error)
    }
}
