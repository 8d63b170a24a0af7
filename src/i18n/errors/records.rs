//! Hand-record files (PBN, LIN) that do not read, and records that cannot become a case.

use super::{Described, arg, bridge::expected_phrase, listed, say, seat_name, seat_of, template};
use crate::i18n::Language;
use casebook::bridge::Seat;
use casebook::import::{ImportError, RecordError};
use casebook::lin::{LinError, LinErrorKind};
use casebook::pbn::{PbnError, PbnErrorKind};

impl Described for PbnError {
    fn describe(&self, language: Language) -> String {
        let reason = self.kind.describe(language);
        match &self.tag {
            Some(tag) => say(
                language,
                "error-pbn-at-tag",
                [
                    ("line", arg(self.line)),
                    ("tag", arg(tag.clone())),
                    ("reason", arg(reason)),
                ],
            ),
            None => say(
                language,
                "error-pbn-at-line",
                [("line", arg(self.line)), ("reason", arg(reason))],
            ),
        }
    }
}

/// Where a PBN file was cut off: the core names the construct (`"a tag pair"`).
fn truncated_inside(what: &str, language: Language) -> String {
    let key = match what {
        "a tag pair" => "error-pbn-inside-tag-pair",
        "a tag value" => "error-pbn-inside-tag-value",
        "a { comment" => "error-pbn-inside-comment",
        _ => return what.to_string(),
    };
    language.tr(key)
}

/// The lexer's sentences about a malformed tag (casebook/src/pbn/lexer.rs), said again.
const MALFORMED_TAG: [(&str, &str); 4] = [
    (
        "expected a tag name after [, found \"{found}\"",
        "error-pbn-tag-no-name",
    ),
    (
        "expected the value in quotes after {tag}, found \"{found}\"",
        "error-pbn-tag-no-value",
    ),
    (
        "the value of {tag} is not closed with \" on its line",
        "error-pbn-tag-unclosed",
    ),
    (
        "expected ] after the value of {tag}, found \"{found}\"",
        "error-pbn-tag-no-bracket",
    ),
];

fn malformed_tag(text: &str, language: Language) -> String {
    template::reword(&MALFORMED_TAG, text, language, template::as_written)
        .unwrap_or_else(|| text.to_string())
}

impl Described for PbnErrorKind {
    fn describe(&self, language: Language) -> String {
        let text = |key: &str, text: &str| say(language, key, [("text", arg(text.to_string()))]);
        match self {
            PbnErrorKind::NotUtf8 => language.tr("error-pbn-not-utf8"),
            PbnErrorKind::NotUnicode(encoding) => text("error-file-not-unicode", encoding),
            PbnErrorKind::UnknownCharset(charset) => text("error-pbn-charset", charset),
            PbnErrorKind::Truncated(what) => say(
                language,
                "error-pbn-truncated",
                [("place", arg(truncated_inside(what, language)))],
            ),
            PbnErrorKind::MalformedTag(detail) => say(
                language,
                "error-pbn-malformed-tag",
                [("reason", arg(malformed_tag(detail, language)))],
            ),
            PbnErrorKind::BadValue { found, expected } => say(
                language,
                "error-pbn-bad-value",
                [
                    ("found", arg(found.clone())),
                    ("expected", arg(expected_phrase(expected, language))),
                ],
            ),
            PbnErrorKind::InheritanceForbidden => language.tr("error-pbn-inheritance"),
            PbnErrorKind::Deal(error) => error.describe(language),
            PbnErrorKind::DataAfterTag(data) => text("error-pbn-data-after-tag", data),
            PbnErrorKind::UnexpectedToken { token, expected } => say(
                language,
                "error-pbn-unexpected",
                [
                    ("found", arg(token.clone())),
                    ("expected", arg(expected_phrase(expected, language))),
                ],
            ),
            PbnErrorKind::Call {
                position,
                written,
                source,
            } => call_at(language, *position, written, source.describe(language)),
            PbnErrorKind::CallAfterEnd(call) => text("error-pbn-call-after-end", call),
            PbnErrorKind::AuctionNotEnded => language.tr("error-pbn-auction-not-ended"),
            PbnErrorKind::WrongFirstCaller { first, dealer } => say(
                language,
                "error-pbn-first-caller",
                [
                    ("first", arg(seat_name(language, *first))),
                    ("dealer", arg(seat_name(language, *dealer))),
                ],
            ),
            PbnErrorKind::NothingToAnnotate(note) => text("error-pbn-nothing-to-annotate", note),
            PbnErrorKind::CardNotHeld { card, seat } => say(
                language,
                "error-pbn-card-not-held",
                [
                    ("card", arg(card.to_string())),
                    ("seat", arg(seat_name(language, *seat))),
                ],
            ),
            PbnErrorKind::CardPlayedTwice(card) => say(
                language,
                "error-card-played-twice",
                [("card", arg(card.to_string()))],
            ),
            PbnErrorKind::TooManyTricks => language.tr("error-too-many-tricks"),
            PbnErrorKind::MalformedNote(note) => text("error-pbn-malformed-note", note),
        }
    }
}

/// "call 3 ("1Z"): …", the reason in the same language.
fn call_at(language: Language, position: usize, written: &str, reason: String) -> String {
    say(
        language,
        "error-call-at",
        [
            ("position", arg(position)),
            ("written", arg(written.to_string())),
            ("reason", arg(reason)),
        ],
    )
}

impl Described for LinError {
    fn describe(&self, language: Language) -> String {
        let reason = self.kind.describe(language);
        match &self.key {
            Some(key) => say(
                language,
                "error-lin-at-key",
                [
                    ("line", arg(self.line)),
                    ("tag", arg(key.clone())),
                    ("reason", arg(reason)),
                ],
            ),
            None => say(
                language,
                "error-lin-at-line",
                [("line", arg(self.line)), ("reason", arg(reason))],
            ),
        }
    }
}

impl Described for LinErrorKind {
    fn describe(&self, language: Language) -> String {
        let text = |key: &str, text: &str| say(language, key, [("text", arg(text.to_string()))]);
        match self {
            LinErrorKind::NotUnicode(encoding) => text("error-file-not-unicode", encoding),
            LinErrorKind::NoLinInLink => language.tr("error-lin-no-lin"),
            LinErrorKind::NoBoard => language.tr("error-lin-no-board"),
            LinErrorKind::Truncated(key) => text("error-lin-truncated", key),
            LinErrorKind::Dealer(value) => text("error-lin-dealer", value),
            LinErrorKind::Hand { seat, found } => {
                // The core names the seat in English ("South"); said again in the language.
                let seat = seat
                    .parse::<Seat>()
                    .map_or_else(|_| seat.to_string(), |s| seat_of(language, s));
                say(
                    language,
                    "error-lin-hand",
                    [("seat", arg(seat)), ("found", arg(found.clone()))],
                )
            }
            LinErrorKind::Deal(error) => error.describe(language),
            LinErrorKind::Vulnerability(value) => text("error-lin-vulnerability", value),
            LinErrorKind::Call {
                position,
                written,
                source,
            } => call_at(language, *position, written, source.describe(language)),
            LinErrorKind::CallBeforeDeal => language.tr("error-lin-call-before-deal"),
            LinErrorKind::CardBeforeDeal => language.tr("error-lin-card-before-deal"),
            LinErrorKind::ExplanationWithoutCall => language.tr("error-lin-explanation"),
            LinErrorKind::Card(card) => text("error-lin-card", card),
            LinErrorKind::CardPlayedTwice(card) => say(
                language,
                "error-card-played-twice",
                [("card", arg(card.to_string()))],
            ),
            LinErrorKind::TooManyTricks => language.tr("error-too-many-tricks"),
            LinErrorKind::Claim(claim) => text("error-lin-claim", claim),
        }
    }
}

impl Described for RecordError {
    fn describe(&self, language: Language) -> String {
        match self {
            RecordError::NoBoardNumber => language.tr("error-record-no-board"),
            RecordError::OtherBoard { case, record } => say(
                language,
                "error-record-other-board",
                [("board", arg(record.get())), ("number", arg(case.get()))],
            ),
            RecordError::Case(error) => error.describe(language),
            RecordError::AnnotatedCallDiffers {
                position,
                case_call,
                record_call: Some(record_call),
            } => say(
                language,
                "error-record-call-differs",
                [
                    ("position", arg(*position)),
                    ("call", arg(case_call.to_string())),
                    ("found", arg(record_call.to_string())),
                ],
            ),
            RecordError::AnnotatedCallDiffers {
                position,
                case_call,
                record_call: None,
            } => say(
                language,
                "error-record-call-missing",
                [
                    ("position", arg(*position)),
                    ("call", arg(case_call.to_string())),
                ],
            ),
        }
    }
}

/// Where a record is in its file, as the importer names it (casebook/src/import/into_store.rs:
/// `record 3 of the file (board 7, Open room)`).
fn place(text: &str, language: Language) -> String {
    let forms = [
        (
            "record {position} of the file (board {board}, {room} room)",
            "error-import-place-room",
        ),
        (
            "record {position} of the file (board {board})",
            "error-import-place-board",
        ),
        ("record {position} of the file", "error-import-place"),
    ];
    template::reword(&forms, text, language, template::as_written)
        .unwrap_or_else(|| text.to_string())
}

impl Described for ImportError {
    fn describe(&self, language: Language) -> String {
        match self {
            ImportError::Pbn(error) => error.describe(language),
            ImportError::Lin(error) => error.describe(language),
            ImportError::NotHandRecords => language.tr("error-import-not-hand-records"),
            ImportError::NoBoard(format) => say(
                language,
                "error-import-no-board",
                [("format", arg(format.to_string()))],
            ),
            ImportError::Record { place: at, error } => say(
                language,
                "error-import-record",
                [
                    ("place", arg(place(at, language))),
                    ("reason", arg(error.describe(language))),
                ],
            ),
            ImportError::NoSuchBoard { board, numbers } => say(
                language,
                "error-import-no-such-board",
                [
                    ("board", arg(board.get())),
                    ("count", arg(numbers.len())),
                    ("numbers", arg(casebook::text::ranges(numbers))),
                ],
            ),
            ImportError::NoSuchRoom { board, room, rooms } => say(
                language,
                "error-import-no-such-room",
                [
                    ("board", arg(board.get())),
                    ("room", arg(room.clone())),
                    ("rooms", arg(listed(rooms))),
                ],
            ),
            ImportError::SeveralBoards { board, rooms } => say(
                language,
                "error-import-several-boards",
                [
                    ("board", arg(board.get())),
                    ("count", arg(rooms.len())),
                    ("rooms", arg(listed(rooms))),
                ],
            ),
            ImportError::Store(error) => error.describe(language),
        }
    }
}
