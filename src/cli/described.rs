//! The command line's failures worded in its language (the rule is in `worded`): in Russian
//! and Bulgarian a failure of the command line's own by its message here, a core error it
//! carries as the window words it (`crate::i18n::errors`).

use super::CliError;
use super::adjust::AdjustFailure;
use super::cases::CasesFailure;
use super::laws::LawsFailure;
use super::publish::{PublishFailure, reprint_hint};
use super::results::ResultsFailure;
use super::website::SiteFailure;
use crate::i18n::{Described, Language, arg, say};
use casebook::laws::EditionMapError;
use casebook::laws::texts::{FormError, TextImportError, TextLayout};

impl Described for CliError {
    fn describe(&self, language: Language) -> String {
        if language == Language::English {
            return self.to_string();
        }
        match self {
            CliError::Usage(usage) => usage.0.clone(),
            CliError::Scoring(e) => e.describe(language),
            CliError::Adjust(e) => e.describe(language),
            CliError::Cases(e) => e.describe(language),
            CliError::Laws(e) => e.describe(language),
            CliError::Texts(e) => e.describe(language),
            CliError::Publish(e) => e.describe(language),
            CliError::Site(e) => e.describe(language),
            CliError::Results(e) => e.describe(language),
            CliError::GuidePdf(e) => e.describe(language),
            CliError::Output(e) => say(
                language,
                "cli-error-output",
                [("reason", arg(e.describe(language)))],
            ),
        }
    }
}

impl Described for CasesFailure {
    fn describe(&self, language: Language) -> String {
        match self {
            CasesFailure::Store(e) => e.describe(language),
            CasesFailure::NoDefaultLocation => language.tr("cli-error-no-default-location"),
            CasesFailure::Read { path, source } => say(
                language,
                "cli-error-read",
                [
                    ("file", arg(path.display().to_string())),
                    ("reason", arg(source.describe(language))),
                ],
            ),
            CasesFailure::Write { path, source } => say(
                language,
                "cli-error-write",
                [
                    ("file", arg(path.display().to_string())),
                    ("reason", arg(source.describe(language))),
                ],
            ),
            CasesFailure::Bundle { path, message }
            | CasesFailure::HandRecords { path, message } => {
                format!("{}: {}", path.display(), message.describe(language))
            }
            CasesFailure::NoSuchCase(id) => say(
                language,
                "cli-error-no-such-case",
                [("id", arg(id.as_str()))],
            ),
            CasesFailure::AmbiguousCase(id) => say(
                language,
                "cli-error-ambiguous-case",
                [("id", arg(id.as_str()))],
            ),
            CasesFailure::CopyStopped { to } => say(
                language,
                "cli-error-copy-stopped",
                [("to", arg(to.as_str()))],
            ),
            CasesFailure::SyncStopped { replica } => say(
                language,
                "cli-error-sync-stopped",
                [("replica", arg(replica.as_str()))],
            ),
            CasesFailure::NotAllDeleted {
                deleted,
                asked,
                details,
            } => say(
                language,
                "cli-error-not-all-deleted",
                [
                    ("deleted", arg(*deleted)),
                    ("asked", arg(*asked)),
                    ("details", arg(details.as_str())),
                ],
            ),
            CasesFailure::Unsound { database, count } => say(
                language,
                "cli-error-unsound",
                [("database", arg(database.as_str())), ("count", arg(*count))],
            ),
        }
    }
}

impl Described for PublishFailure {
    fn describe(&self, language: Language) -> String {
        match self {
            PublishFailure::Database(e) => e.describe(language),
            PublishFailure::Publish(e) => {
                let hint = match reprint_hint(e) {
                    "" => String::new(),
                    _ => language.tr("cli-publish-reprint-hint"),
                };
                format!("{}{hint}", e.describe(language))
            }
            PublishFailure::Unmarked {
                path,
                count,
                details,
            } => say(
                language,
                "cli-publish-unmarked",
                [
                    ("files", arg(path.as_str())),
                    ("count", arg(*count)),
                    ("details", arg(details.as_str())),
                ],
            ),
        }
    }
}

impl Described for SiteFailure {
    fn describe(&self, language: Language) -> String {
        match self {
            SiteFailure::Database(e) => e.describe(language),
            SiteFailure::Site(e) => e.describe(language),
        }
    }
}

impl Described for ResultsFailure {
    fn describe(&self, language: Language) -> String {
        match self {
            ResultsFailure::Field(e) => e.describe(language),
            ResultsFailure::NothingImported(file) => say(
                language,
                "cli-results-nothing-imported",
                [("file", arg(file.as_str()))],
            ),
            ResultsFailure::CaseLine(line) => line.clone(),
        }
    }
}

/// The law library's references and the adjusted-score requests are read in English (their
/// grammar is the Laws' own numbering and JSON fields): their messages stay as the core words
/// them; a broken index is described in the language.
impl Described for LawsFailure {
    fn describe(&self, language: Language) -> String {
        match self {
            LawsFailure::Reference(e) => e.to_string(),
            LawsFailure::NoUnit(message) => message.clone(),
            LawsFailure::Search(e) => e.describe(language),
        }
    }
}

impl Described for AdjustFailure {
    fn describe(&self, language: Language) -> String {
        match self {
            AdjustFailure::Read { path, source } => say(
                language,
                "cli-error-adjust-read",
                [
                    ("file", arg(path.as_str())),
                    ("reason", arg(source.describe(language))),
                ],
            ),
            AdjustFailure::Request(e) => e.to_string(),
        }
    }
}

/// A map between editions not in the documented form: what is wrong, and where.
impl Described for EditionMapError {
    fn describe(&self, language: Language) -> String {
        match self {
            EditionMapError::Json(reason) => say(
                language,
                "cli-error-map-json",
                [("reason", arg(reason.clone()))],
            ),
            EditionMapError::Empty => language.tr("cli-error-map-empty"),
            EditionMapError::NotTwoEditions { pair } => say(
                language,
                "cli-error-map-not-two-editions",
                [("pair", arg(*pair))],
            ),
            EditionMapError::OtherEditions { pair, found, first } => say(
                language,
                "cli-error-map-other-editions",
                [
                    ("pair", arg(*pair)),
                    ("found", arg(found.clone())),
                    ("first", arg(first.clone())),
                ],
            ),
            EditionMapError::NotALaw { anchor, edition } => say(
                language,
                "cli-error-map-not-a-law",
                [
                    ("anchor", arg(anchor.to_string())),
                    ("edition", arg(edition.to_string())),
                ],
            ),
        }
    }
}

/// A file not taken as a text: why, in the reader's words. The header's own errors name the
/// line and the value as the file has them.
impl Described for TextImportError {
    fn describe(&self, language: Language) -> String {
        match self {
            TextImportError::Io { path, source } => say(
                language,
                "cli-error-text-read",
                [
                    ("path", arg(path.clone())),
                    ("reason", arg(source.describe(language))),
                ],
            ),
            TextImportError::TooLarge { megabytes } => say(
                language,
                "cli-error-text-too-large",
                [("megabytes", arg(*megabytes))],
            ),
            TextImportError::PdfUnreadable { reason } => say(
                language,
                "cli-error-text-pdf-unreadable",
                [("reason", arg(reason.clone()))],
            ),
            TextImportError::ScannedPdf { pages } => say(
                language,
                "cli-error-text-scanned-pdf",
                [("pages", arg(*pages))],
            ),
            TextImportError::Binary => language.tr("cli-error-text-binary"),
            TextImportError::NotUtf8 => language.tr("cli-error-text-not-utf8"),
            TextImportError::Form(e) => say(
                language,
                "cli-error-text-header",
                [("reason", arg(e.describe(language)))],
            ),
            TextImportError::NoKind => language.tr("cli-error-text-no-kind"),
            TextImportError::LayoutOfAnotherKind { layout, kind } => say(
                language,
                "cli-error-text-layout-of-another-kind",
                [
                    ("layout", arg(layout.code())),
                    ("kind", arg(kind.code())),
                    ("codes", arg(TextLayout::codes())),
                ],
            ),
            TextImportError::NoEdition => language.tr("cli-error-text-no-edition"),
            TextImportError::NoLanguage => language.tr("cli-error-text-no-language"),
            TextImportError::NoLaw => language.tr("cli-error-text-no-law"),
            TextImportError::NoParagraph => language.tr("cli-error-text-no-paragraph"),
            TextImportError::NoSuchEdition { edition } => say(
                language,
                "cli-error-text-no-such-edition",
                [("edition", arg(edition.to_string()))],
            ),
            TextImportError::NothingAnchored { edition } => say(
                language,
                "cli-error-text-nothing-anchored",
                [("edition", arg(edition.to_string()))],
            ),
            TextImportError::EditionMap(e) => e.describe(language),
            TextImportError::MapNamesNoLaw { anchor, edition } => say(
                language,
                "cli-error-map-names-no-law",
                [
                    ("anchor", arg(anchor.to_string())),
                    ("edition", arg(edition.to_string())),
                ],
            ),
            TextImportError::MapWithoutEdition { edition } => say(
                language,
                "cli-error-map-no-edition",
                [("edition", arg(edition.to_string()))],
            ),
        }
    }
}

/// A text's header that could not be read, by its line and what stands there.
impl Described for FormError {
    fn describe(&self, language: Language) -> String {
        match self {
            FormError::Kind { line, value } => say(
                language,
                "cli-error-text-header-kind",
                [("line", arg(*line)), ("value", arg(value.clone()))],
            ),
            FormError::Edition { line, value } => say(
                language,
                "cli-error-text-header-edition",
                [("line", arg(*line)), ("value", arg(value.clone()))],
            ),
            FormError::Language { line, source } => say(
                language,
                "cli-error-text-header-language",
                [("line", arg(*line)), ("value", arg(source.0.clone()))],
            ),
            FormError::Line { line, text } => say(
                language,
                "cli-error-text-header-line",
                [("line", arg(*line)), ("value", arg(text.clone()))],
            ),
            FormError::Layout { line, value } => say(
                language,
                "cli-error-text-header-layout",
                [
                    ("line", arg(*line)),
                    ("value", arg(value.clone())),
                    ("codes", arg(TextLayout::codes())),
                ],
            ),
            FormError::Unclosed => language.tr("cli-error-text-header-unclosed"),
        }
    }
}
