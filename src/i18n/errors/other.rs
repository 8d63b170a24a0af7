//! Whole numbers typed in a form, the law search and publishing a casebook.

use super::{Described, arg, say, seat_name};
use crate::i18n::Language;
use casebook::bridge::CallLanguage;
use casebook::double_dummy::AnalysisError;
use casebook::double_dummy::CaseAnalysisError;
use casebook::guide::GuidePdfError;
use casebook::hearing::{SheetError, VoteError};
use casebook::import::TableRefusal;
use casebook::laws::LawSearchError;
use casebook::pbn::TableTagError;
use casebook::publish::PublishError;
use casebook::publish::site::SiteError;
use std::num::{IntErrorKind, ParseIntError};

/// A whole number (a score, masterpoints) that does not read.
impl Described for ParseIntError {
    fn describe(&self, language: Language) -> String {
        language.tr(match self.kind() {
            IntErrorKind::PosOverflow | IntErrorKind::NegOverflow => "error-number-too-large",
            _ => "error-number",
        })
    }
}

impl Described for LawSearchError {
    fn describe(&self, language: Language) -> String {
        let (key, detail) = match self {
            LawSearchError::Index(error) => ("error-law-search-index", error.to_string()),
            LawSearchError::Unavailable(detail) => ("error-law-search-unavailable", detail.clone()),
        };
        say(language, key, [("detail", arg(detail))])
    }
}

/// A deal the double-dummy solver cannot take: the deal's own problem, worded.
impl Described for AnalysisError {
    fn describe(&self, language: Language) -> String {
        match self {
            AnalysisError::Deal(error) => say(
                language,
                "error-dd-deal",
                [("detail", arg(error.describe(language)))],
            ),
        }
    }
}

/// A file's double-dummy table that does not read.
impl Described for TableTagError {
    fn describe(&self, language: Language) -> String {
        match self {
            TableTagError::NotThreeWords(line) => say(
                language,
                "error-dd-table-line",
                [("line", arg(line.clone()))],
            ),
            TableTagError::NotACell(line) => say(
                language,
                "error-dd-table-cell",
                [("line", arg(line.clone()))],
            ),
            TableTagError::Incomplete => language.tr("error-dd-table-incomplete"),
        }
    }
}

/// Why a file's double-dummy table was not kept: unreadable, or not what the solver finds.
impl Described for TableRefusal {
    fn describe(&self, language: Language) -> String {
        match self {
            TableRefusal::Unreadable(error) => error.describe(language),
            TableRefusal::Differs {
                seat,
                strain,
                claimed,
                solved,
            } => say(
                language,
                "error-dd-table-differs",
                [
                    ("seat", arg(seat_name(language, *seat))),
                    (
                        "strain",
                        arg(CallLanguage::from_code(language.tag()).strain(*strain)),
                    ),
                    ("claimed", arg(*claimed)),
                    ("solved", arg(*solved)),
                ],
            ),
        }
    }
}

impl<E: Described> Described for CaseAnalysisError<E> {
    fn describe(&self, language: Language) -> String {
        match self {
            CaseAnalysisError::Analysis(error) => error.describe(language),
            CaseAnalysisError::Kept(error) => error.describe(language),
        }
    }
}

impl Described for PublishError {
    fn describe(&self, language: Language) -> String {
        match self {
            PublishError::NoCases {
                year,
                filtered,
                published,
                not_reviewed,
                training,
            } => {
                let mut text = say(
                    language,
                    if filtered.is_empty() {
                        "error-publish-no-cases"
                    } else {
                        "error-publish-no-cases-filtered"
                    },
                    [
                        ("year", arg(*year)),
                        ("published", arg(*published)),
                        ("count", arg(*not_reviewed)),
                    ],
                );
                if *training > 0 {
                    text.push_str("; ");
                    text.push_str(&say(
                        language,
                        "error-publish-training",
                        [("count", arg(*training))],
                    ));
                }
                text
            }
            PublishError::NoOutput => language.tr("publish-no-file"),
            PublishError::OutputTwice(path) => say(
                language,
                "error-publish-output-twice",
                [("path", arg(path.display().to_string()))],
            ),
            PublishError::Store(error) => error.describe(language),
            PublishError::Cancelled => language.tr("error-publish-cancelled"),
            PublishError::Write { path, source } => say(
                language,
                "error-publish-write",
                [
                    ("path", arg(path.display().to_string())),
                    ("reason", arg(source.describe(language))),
                ],
            ),
            PublishError::Typeset(detail) => say(
                language,
                "error-publish-typeset",
                [("detail", arg(detail.clone()))],
            ),
        }
    }
}

impl Described for SiteError {
    fn describe(&self, language: Language) -> String {
        match self {
            SiteError::Store(error) => error.describe(language),
            SiteError::Publish(error) => error.describe(language),
            SiteError::FederationTwice(name) => say(
                language,
                "error-site-federation-twice",
                [("name", arg(name.clone()))],
            ),
            SiteError::NoCases(narrowed) => language.tr(if narrowed.is_empty() {
                "error-site-no-cases"
            } else {
                "error-site-no-cases-narrowed"
            }),
            SiteError::Index(detail) => say(
                language,
                "error-site-index",
                [("detail", arg(detail.clone()))],
            ),
            SiteError::Write { path, source } => say(
                language,
                "error-site-write",
                [
                    ("path", arg(path.display().to_string())),
                    ("reason", arg(source.describe(language))),
                ],
            ),
            SiteError::NotAFolder(path) => say(
                language,
                "error-site-not-a-folder",
                [("path", arg(path.display().to_string()))],
            ),
        }
    }
}

/// Why the user guide's PDF was not made.
impl Described for GuidePdfError {
    fn describe(&self, language: Language) -> String {
        match self {
            GuidePdfError::Picture { path, source } => say(
                language,
                "error-guide-pdf-picture",
                [
                    ("path", arg(path.display().to_string())),
                    ("reason", arg(source.describe(language))),
                ],
            ),
            GuidePdfError::Typeset(detail) => say(
                language,
                "error-guide-pdf-typeset",
                [("detail", arg(detail.clone()))],
            ),
        }
    }
}

/// Why a poll sheet cannot be made for the call asked; calls are named counting from 1.
impl Described for SheetError {
    fn describe(&self, language: Language) -> String {
        match self {
            SheetError::PastTheEnd { asked, calls } => say(
                language,
                "error-sheet-past-the-end",
                [("call", arg(asked + 1)), ("count", arg(*calls))],
            ),
            SheetError::NotTheSeat { call, asked, acted } => say(
                language,
                "error-sheet-not-the-seat",
                [
                    ("call", arg(call + 1)),
                    ("seat", arg(super::seat_name(language, *asked))),
                    ("other", arg(super::seat_name(language, *acted))),
                ],
            ),
            SheetError::NoDecisionPoint => language.tr("error-sheet-no-decision-point"),
            SheetError::NoContract => language.tr("error-sheet-no-contract"),
            SheetError::NoHand { seat } => say(
                language,
                "error-sheet-no-hand",
                [("seat", arg(super::seat_name(language, *seat)))],
            ),
        }
    }
}

/// Why a vote was not counted.
impl Described for VoteError {
    fn describe(&self, language: Language) -> String {
        match self {
            VoteError::NotOnCommittee { member } => say(
                language,
                "error-vote-not-on-committee",
                [("member", arg(member.clone()))],
            ),
            VoteError::AlreadyVoted { member, .. } => say(
                language,
                "error-vote-already",
                [("member", arg(member.clone()))],
            ),
            VoteError::NotVoted { .. } => language.tr("error-vote-not-voted"),
            VoteError::NoSuchAnswer { answer, .. } => say(
                language,
                "error-vote-no-such-answer",
                [("answer", arg(answer.clone()))],
            ),
            VoteError::NotInMinority { member, .. } => say(
                language,
                "error-vote-not-in-minority",
                [("member", arg(member.clone()))],
            ),
            VoteError::NoVote { member, .. } => say(
                language,
                "error-vote-none",
                [("member", arg(member.clone()))],
            ),
            VoteError::Settled { .. } => language.tr("error-vote-settled"),
            VoteError::Workflow(error) => error.describe(language),
        }
    }
}
