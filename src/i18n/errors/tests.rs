//! Every variant of every described error says something in both languages, with no
//! placeable left unfilled and, in Russian, none of the core's English words; a few are
//! checked word for word, with the line, card or seat they carry.

use super::{Described, ShownError};
use crate::i18n::Language;
use casebook::adjust::{AdjustError, Rational, WeightError};
use casebook::bridge::{
    Bid, BoardNumber, BoardNumberError, Call, Card, DealError, Doubling, Hand, IllegalCall,
    ParseAuctionError, ParseCallError, ParseCardError, ParseContractError, ParseSeatError,
    ParseSideError, ParseVulnerabilityError, Rank, Seat, Side, Suit,
};
use casebook::case::{
    CallAnnotation, Case, CaseError, CaseStatus, Commentary, CommitteeMember, CommitteeRole,
    Player, Poll, PolleeAnswer, ProceduralPenalty, ScoreOutcome, Subject, TableResult,
    WorkflowAnswer,
};
use casebook::double_dummy::AnalysisError;
use casebook::double_dummy::CaseAnalysisError;
use casebook::guide::GuidePdfError;
use casebook::import::{ImportError, RecordError, TableRefusal};
use casebook::laws::LawSearchError;
use casebook::lin::{LinError, LinErrorKind};
use casebook::panel::{PanelCommentError, PanelProblem};
use casebook::pbn::{PbnError, PbnErrorKind, TableTagError};
use casebook::poll::PollError;
use casebook::publish::PublishError;
use casebook::publish::site::SiteError;
use casebook::scoring::ScoringError;
use casebook::store::StoreError;
use casebook::store::postgres::address::AddressError;
use casebook::workflow::{
    AnswerKind, DecideError, DefinitionError, OpenStep, StepId, StepState, WorkflowError,
};
use std::collections::HashSet;
use std::fmt::Display;
use std::mem::discriminant;
use std::path::PathBuf;
use uuid::Uuid;

/// Words of the core's English that also belong in a Russian message: file notation (PBN tag
/// names, LIN keys, the calls PBN writes, hands as files write them, bundle fields), room names
/// as a file gives them, format names and the command to run.
const NOTATION: [&str; 49] = [
    // A command line's command and option, as they are typed.
    "replace",
    "texts",
    "list",
    "pass",
    "none",
    "event",
    "deal",
    "note",
    "auction",
    "play",
    "akqjt",
    "sakqht",
    "handviewer",
    "html",
    "open",
    "closed",
    "json",
    "bundle",
    "format",
    "cases",
    "version",
    "uuid",
    "sqlite",
    "casebook",
    "check",
    // A server's address and libpq's options, as they are written.
    "postgres",
    "postgresql",
    "editor",
    "sslmode",
    "disable",
    "allow",
    "prefer",
    "require",
    "verify",
    "full",
    "connect",
    "timeout",
    "example",
    "pguser",
    // The server's own words an administrator types: its access file's line, its statements,
    // the command that puts an archive under roles.
    "hostssl",
    "conf",
    "scram",
    "alter",
    "role",
    "createrole",
    "archive",
    "init",
    // A commentator's login, as the server has it.
    "gromov",
    // IMPs, as the Bulgarian Laws write them (Law 78B, Правило 86).
    "imps",
];

fn card(suit: Suit, rank: Rank) -> Card {
    Card::new(suit, rank)
}

fn bid(text: &str) -> Bid {
    text.parse().expect("a fixture bid")
}

fn call(text: &str) -> Call {
    text.parse().expect("a fixture call")
}

fn board(number: u32) -> BoardNumber {
    BoardNumber::new(number).expect("a board number")
}

fn rational(num: i128, den: i128) -> Rational {
    Rational::new(num, den).expect("a fraction")
}

fn path() -> PathBuf {
    PathBuf::from("дела.sqlite")
}

/// What every description must be: text in the language, every placeable filled, no message
/// key shown in place of a message; in Russian and Bulgarian, Cyrillic and none of the English
/// words of the core's own sentence (`english`, its `Display`) longer than three letters.
fn check(error: &dyn Described, english: &str) {
    for language in Language::ALL {
        let text = error.describe(language);
        assert!(!text.trim().is_empty(), "{language:?}: empty for {english}");
        assert!(
            !text.contains("{$") && !text.contains("{ $"),
            "{language:?}: a placeable left in {text}"
        );
        assert!(
            !text
                .split_whitespace()
                .any(|word| word.starts_with("error-")),
            "{language:?}: a message key in {text}"
        );
    }
    // Russian and Bulgarian alike: Cyrillic, and no English word of the core's sentence left.
    for language in [Language::Russian, Language::Bulgarian] {
        let translated = error.describe(language);
        assert!(
            translated
                .chars()
                .any(|c| matches!(c, 'а'..='я' | 'А'..='Я')),
            "not in {language:?}: {translated}"
        );
        let words: HashSet<String> = ascii_words(&translated).collect();
        // The download address, when there is one, is written as it is in every language.
        let address: HashSet<String> = ascii_words(casebook::release::DOWNLOAD_ADDRESS).collect();
        for word in ascii_words(english) {
            assert!(
                word.len() <= 3
                    || NOTATION.contains(&word.as_str())
                    || address.contains(&word)
                    || !words.contains(&word),
                "the English “{word}” of “{english}” is left in “{translated}”"
            );
        }
    }
}

fn ascii_words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|word| !word.is_empty())
        .map(str::to_lowercase)
}

/// Checks every sample against its own English.
fn check_each<E: Described + Display>(samples: &[E]) {
    for sample in samples {
        check(sample, &sample.to_string());
    }
}

/// Checks every sample of an enum, and that the samples cover its `variants` variants.
fn check_all<E: Described + Display>(samples: &[E], variants: usize) {
    let covered: HashSet<_> = samples.iter().map(discriminant).collect();
    assert_eq!(covered.len(), variants, "a variant has no sample");
    check_each(samples);
}

fn deal_errors() -> Vec<DealError> {
    let spade_ace = card(Suit::Spades, Rank::Ace);
    vec![
        "AKQ2 T9x - J9876".parse::<Hand>().expect_err("an x"),
        casebook::bridge::Deal::from_pbn("N:AKQ2.T98").expect_err("cut short"),
        DealError::RepeatedCard {
            card: spade_ace,
            position: 3,
        },
        DealError::DuplicateCard {
            card: spade_ace,
            first: Seat::North,
            second: Seat::East,
        },
        DealError::WrongCount {
            seat: Seat::West,
            count: 12,
        },
        DealError::HandTooLong { count: 14 },
        DealError::UnknownHand { seat: Seat::South },
        DealError::SeatRepeated {
            seat: Seat::East,
            position: 20,
        },
        DealError::TooFewCompleteHands { complete: 2 },
    ]
}

#[test]
fn bridge_errors_are_worded_in_both_languages() {
    // Two syntax errors (a character, the text ending) of the one Syntax variant.
    check_all(&deal_errors(), 8);
    check_all(
        &[
            ParseCallError::Empty,
            ParseCallError::Unknown("абв".into()),
            ParseCallError::Level("8S".into()),
            ParseCallError::MissingStrain("3".into()),
            ParseCallError::Strain {
                text: "3Z".into(),
                strain: "Z".into(),
            },
            ParseCallError::NotABid("X".into()),
            ParseCallError::AllPass("AP".into()),
        ],
        7,
    );
    check_all(
        &[
            IllegalCall::InsufficientBid {
                bid: bid("1H"),
                last: bid("1S"),
            },
            IllegalCall::DoubleWithoutBid,
            IllegalCall::DoubleOfOwnSide { bid: bid("1S") },
            IllegalCall::AlreadyDoubled {
                bid: bid("1S"),
                doubling: Doubling::Doubled,
            },
            IllegalCall::RedoubleWithoutDouble,
            IllegalCall::RedoubleOfOwnSide { bid: bid("1S") },
            IllegalCall::AlreadyRedoubled { bid: bid("1S") },
            IllegalCall::AuctionEnded,
        ],
        8,
    );
    check_all(
        &[
            ParseAuctionError::Call {
                position: 2,
                source: ParseCallError::Empty,
            },
            ParseAuctionError::Illegal {
                position: 2,
                written: "1H".into(),
                reason: IllegalCall::InsufficientBid {
                    bid: bid("1H"),
                    last: bid("1S"),
                },
            },
            ParseAuctionError::AfterAllPass {
                written: "1C".into(),
            },
        ],
        3,
    );
    check_all(
        &[
            ParseContractError::Malformed("4Z".into()),
            ParseContractError::Level(8),
        ],
        2,
    );
    check_all(
        &[
            BoardNumberError::Zero,
            BoardNumberError::NotANumber("семь".into()),
        ],
        2,
    );
    check_all(&[ScoringError::ImpossibleTricks(14)], 1);
    check_each(&[ParseCardError("Z1".into())]);
    check_each(&[ParseSeatError("Q".into())]);
    check_each(&[ParseSideError("NE".into())]);
    check_each(&[ParseVulnerabilityError("Q".into())]);
    check_each(&["x".parse::<u32>().expect_err("not a number")]);
    check_each(&["99999999999".parse::<u32>().expect_err("too large")]);
}

fn pbn(kind: PbnErrorKind) -> PbnError {
    PbnError {
        line: 12,
        tag: Some("Deal".into()),
        kind,
    }
}

fn lin(kind: LinErrorKind) -> LinError {
    LinError {
        line: 1,
        key: Some("md".into()),
        kind,
    }
}

#[test]
fn file_errors_are_worded_in_both_languages() {
    let spade_ace = card(Suit::Spades, Rank::Ace);
    let kinds = vec![
        PbnErrorKind::NotUtf8,
        PbnErrorKind::NotUnicode("UTF-16LE"),
        PbnErrorKind::UnknownCharset("кои".into()),
        PbnErrorKind::Truncated("a tag pair"),
        PbnErrorKind::MalformedTag("expected a tag name after [, found \"12\"".into()),
        PbnErrorKind::BadValue {
            found: "Q".into(),
            expected: "a seat: N, E, S or W",
        },
        PbnErrorKind::InheritanceForbidden,
        PbnErrorKind::Deal(DealError::UnknownHand { seat: Seat::West }),
        PbnErrorKind::DataAfterTag("7".into()),
        PbnErrorKind::UnexpectedToken {
            token: "Z9".into(),
            expected: "a card such as SK or H2, -, =n=, $n, ^R, ^L, * or +",
        },
        PbnErrorKind::Call {
            position: 3,
            written: "1Z".into(),
            source: ParseCallError::Unknown("1Z".into()),
        },
        PbnErrorKind::CallAfterEnd("1C".into()),
        PbnErrorKind::AuctionNotEnded,
        PbnErrorKind::WrongFirstCaller {
            first: Seat::East,
            dealer: Seat::North,
        },
        PbnErrorKind::NothingToAnnotate("=1=".into()),
        PbnErrorKind::CardNotHeld {
            card: spade_ace,
            seat: Seat::South,
        },
        PbnErrorKind::CardPlayedTwice(spade_ace),
        PbnErrorKind::TooManyTricks,
        PbnErrorKind::MalformedNote("1".into()),
    ];
    check_all(&kinds, 19);
    let located: Vec<PbnError> = kinds.into_iter().map(pbn).collect();
    check_each(&located);
    check(
        &PbnError {
            line: 3,
            tag: None,
            kind: PbnErrorKind::NotUtf8,
        },
        "line 3",
    );

    let lin_kinds = vec![
        LinErrorKind::NotUnicode("UTF-16BE"),
        LinErrorKind::NoLinInLink,
        LinErrorKind::NoBoard,
        LinErrorKind::Truncated("md".into()),
        LinErrorKind::Dealer("9".into()),
        LinErrorKind::Hand {
            seat: "South",
            found: "SZ".into(),
        },
        LinErrorKind::Deal(DealError::TooFewCompleteHands { complete: 1 }),
        LinErrorKind::Vulnerability("q".into()),
        LinErrorKind::Call {
            position: 1,
            written: "1Z".into(),
            source: ParseCallError::Unknown("1Z".into()),
        },
        LinErrorKind::CallBeforeDeal,
        LinErrorKind::CardBeforeDeal,
        LinErrorKind::ExplanationWithoutCall,
        LinErrorKind::Card("Z9".into()),
        LinErrorKind::CardPlayedTwice(spade_ace),
        LinErrorKind::TooManyTricks,
        LinErrorKind::Claim("14".into()),
    ];
    check_all(&lin_kinds, 16);
    let located: Vec<LinError> = lin_kinds.into_iter().map(lin).collect();
    check_each(&located);

    check_all(
        &[
            RecordError::NoBoardNumber,
            RecordError::OtherBoard {
                case: board(7),
                record: board(8),
            },
            RecordError::Case(CaseError::new("result.tricks", "14 tricks: a deal has 13")),
            RecordError::AnnotatedCallDiffers {
                position: 2,
                case_call: call("1S"),
                record_call: Some(call("1H")),
            },
            RecordError::AnnotatedCallDiffers {
                position: 2,
                case_call: call("1S"),
                record_call: None,
            },
        ],
        4,
    );
    check_all(
        &[
            ImportError::Pbn(pbn(PbnErrorKind::AuctionNotEnded)),
            ImportError::Lin(lin(LinErrorKind::NoBoard)),
            ImportError::NotHandRecords,
            ImportError::NoBoard("PBN"),
            ImportError::Record {
                place: "record 3 of the file (board 7, Open room)".into(),
                error: RecordError::NoBoardNumber,
            },
            ImportError::NoSuchBoard {
                board: board(40),
                numbers: vec![1, 2, 3, 5],
            },
            ImportError::NoSuchRoom {
                board: board(7),
                room: "Closed".into(),
                rooms: vec!["Open".into()],
            },
            ImportError::SeveralBoards {
                board: board(7),
                rooms: vec!["Open".into(), "Closed".into()],
            },
            ImportError::Store(StoreError::Locked { path: path() }),
        ],
        9,
    );
}

fn sqlite_error() -> rusqlite::Error {
    rusqlite::Error::SqliteFailure(rusqlite::ffi::Error::new(1), Some("сбой".into()))
}

/// A server's archive as the store names it: the address without the password.
fn archive() -> String {
    "postgres://editor@pg.example.org:5432/casebook".into()
}

fn store_errors() -> Vec<StoreError> {
    let uuid = Uuid::nil();
    vec![
        StoreError::InvalidPanel(PanelProblem::SameName("Громов".into())),
        StoreError::InvalidComment(PanelCommentError::Empty),
        StoreError::CommentRefused {
            uuid,
            commentator: "Громов".into(),
        },
        StoreError::NotFound { path: path() },
        StoreError::NotSqlite { path: path() },
        StoreError::NotCasebook {
            path: path(),
            reason: "it holds another program's tables".into(),
        },
        StoreError::Corrupt {
            path: path(),
            detail: "сбой".into(),
        },
        StoreError::NewerSchema {
            path: path(),
            found: 9,
            supported: 4,
        },
        StoreError::ReadOnly { path: path() },
        StoreError::Locked { path: path() },
        StoreError::Io {
            path: path(),
            source: std::io::Error::from(std::io::ErrorKind::PermissionDenied),
        },
        StoreError::Conflict {
            uuid,
            stored_revision: 5,
            your_revision: 4,
        },
        StoreError::NoSuchCase { uuid },
        StoreError::DeleteRefused { uuid },
        StoreError::SaveRefused { uuid },
        StoreError::ReviewOnly { uuid },
        StoreError::SetAsideWithoutReason,
        StoreError::TextHeld {
            id: 3,
            title: "Правила ФСБ".into(),
        },
        StoreError::NoSuchText { id: 9 },
        StoreError::TextsRefused,
        StoreError::InvalidCase {
            uuid,
            error: CaseError::new("identity.year", "1800 is not a plausible year"),
        },
        StoreError::IllegalStatusChange {
            uuid,
            from: CaseStatus::Draft,
            to: CaseStatus::Decided,
        },
        StoreError::StoredCase {
            uuid: uuid.to_string(),
            field: "review.status".into(),
            message: "сбой".into(),
        },
        StoreError::Bundle("bundle version 9; this Casebook reads version 1".into()),
        StoreError::Sqlite(sqlite_error()),
        StoreError::Column("сбой".into()),
        StoreError::Address {
            address: "postgres://editor:secret@h:0/db".into(),
            error: AddressError::Port("0".into()),
        },
        StoreError::Unreachable {
            archive: archive(),
            reason: "сбой".into(),
        },
        StoreError::LoginRefused {
            archive: archive(),
            reason: "сбой".into(),
        },
        StoreError::NoHbaLine {
            archive: archive(),
            user: "casebook".into(),
            database: "casebook".into(),
            connection: "an unencrypted connection".into(),
        },
        StoreError::TlsRefused {
            archive: archive(),
            mode: "require".into(),
        },
        StoreError::NoCreateRole {
            login: "casebook".into(),
        },
        StoreError::NotArchive {
            archive: archive(),
            reason: "сбой".into(),
        },
        StoreError::ArchiveNewerSchema {
            archive: archive(),
            found: 12,
            supported: 8,
        },
        StoreError::ServerTooOld {
            archive: archive(),
            found: "11.22".into(),
            needed: "13".into(),
        },
        StoreError::DestinationNotEmpty {
            destination: archive(),
            cases: 12,
        },
        StoreError::Server {
            archive: archive(),
            message: "сбой".into(),
        },
    ]
}

#[test]
fn a_servers_address_that_does_not_parse_is_worded_in_both_languages_without_its_password() {
    check_all(
        &[
            AddressError::Scheme,
            AddressError::Port("0".into()),
            AddressError::SslMode("иногда".into()),
            AddressError::UnknownOption("цвет".into()),
            AddressError::Timeout("долго".into()),
            AddressError::UnclosedIpv6("[::1".into()),
            AddressError::HostAndPort("[::1]x".into()),
            AddressError::Escape("%zz".into()),
            AddressError::NotUtf8("%ff".into()),
            AddressError::NoUser,
        ],
        10,
    );
    let error = StoreError::Address {
        address: "postgres://editor:secret@h:0/db".into(),
        error: AddressError::Port("0".into()),
    };
    for language in [Language::English, Language::Russian] {
        let text = error.describe(language);
        assert!(
            !text.contains("secret") && text.contains("editor:…@h:0"),
            "{text}"
        );
    }
}

#[test]
fn store_errors_are_worded_in_both_languages() {
    check_all(&store_errors(), 37);
    check_all(
        &[
            PanelProblem::NoScope,
            PanelProblem::ZeroScale,
            PanelProblem::Unnamed,
            PanelProblem::SameName("Громов".into()),
            PanelProblem::SameLogin("gromov".into()),
        ],
        5,
    );
    check_all(
        &[
            PanelCommentError::NoCommentator,
            PanelCommentError::MarkAboveScale {
                mark: 120,
                scale: 100,
            },
            PanelCommentError::Empty,
        ],
        3,
    );
    for kind in [
        std::io::ErrorKind::NotFound,
        std::io::ErrorKind::PermissionDenied,
        std::io::ErrorKind::StorageFull,
        std::io::ErrorKind::ReadOnlyFilesystem,
        std::io::ErrorKind::IsADirectory,
    ] {
        let error = std::io::Error::from(kind);
        check(&error, &error.to_string());
    }
    // The refusals a bundle is read with (casebook/src/store/exchange/bundle.rs).
    for reason in [
        "a bundle is a JSON object",
        "format is \"x\", not \"casebook-bundle\"",
        "no \"format\": \"casebook-bundle\" field",
        "no \"version\" number",
        "no \"cases\" list",
        "revision 99999999999999999999 is too large",
        "case 2 (00000000-0000-0000-0000-000000000000): revision 0 is a case never saved",
        "case 2: the UUID appears twice in the bundle",
        "case 3: result.tricks: 14 tricks: a deal has 13",
    ] {
        let error = StoreError::Bundle(reason.into());
        check(&error, &error.to_string());
    }
}

/// An older Casebook refusing a newer database says where the newer one is to be had: the one
/// download address, or, while there is none, the federation that distributes Casebook.
#[test]
fn a_newer_database_sends_its_user_where_casebook_is_distributed() {
    let file = StoreError::NewerSchema {
        path: path(),
        found: 9,
        supported: 4,
    };
    let archive = StoreError::ArchiveNewerSchema {
        archive: archive(),
        found: 12,
        supported: 8,
    };
    let (english, russian) = match casebook::release::download_address() {
        None => (
            "install the newer Casebook from where your federation distributes it".to_string(),
            "установите новую версию Casebook — её распространяет ваша федерация".to_string(),
        ),
        Some(address) => (
            format!("install the newer Casebook from {address}"),
            format!("установите новую версию Casebook: её можно скачать по адресу {address}"),
        ),
    };
    for error in [&file, &archive] {
        assert!(
            error
                .describe(Language::English)
                .ends_with(&format!("it was not changed: {english}")),
            "{}",
            error.describe(Language::English)
        );
        assert!(
            error
                .describe(Language::Russian)
                .ends_with(&format!(" не изменён: {russian}")),
            "{}",
            error.describe(Language::Russian)
        );
        // The core's own English says the same.
        assert!(error.to_string().ends_with(&english), "{error}");
    }
}

/// A case with as many of the record's problems as its fields allow at once.
fn case_with_problems() -> Case {
    let mut case = Case::new(board(1));
    case.identity.year = Some(1800);
    case.language = String::new();
    for _ in 0..2 {
        case.people.players.push(Player {
            seat: Seat::North,
            name: "Иванов".into(),
            rank: None,
            masterpoints: None,
        });
    }
    for name in ["", "Петров"] {
        case.people.committee.push(CommitteeMember {
            name: name.into(),
            role: CommitteeRole::Chair,
            affiliation: String::new(),
        });
    }
    case.auction = casebook::case::CaseAuction::new(Seat::East);
    case.auction.annotations.push(CallAnnotation {
        call: 5,
        ..CallAnnotation::default()
    });
    case.board.deal = casebook::bridge::Deal::from_pbn(
        "N:AKQ2.T98..J98765 JT9.AKQ.AKQ2.T43 8765.J7.JT98.AKQ 43.65432.76543.2",
    )
    .expect("the deal of the core's deal tests");
    case.result = Some(TableResult {
        contract: Some("4H".parse().expect("a contract")),
        declarer: None,
        tricks: Some(14),
        ns_score: None,
    });
    case.ruling.adjusted.outcomes.push(ScoreOutcome {
        side: None,
        contract: Some("4H".parse().expect("a contract")),
        declarer: Some(Seat::South),
        tricks: 10,
        weight: "много".into(),
    });
    case.workflow.push(WorkflowAnswer::default());
    case.polls.push(Poll {
        pollees: vec![PolleeAnswer::default()],
        ..Poll::default()
    });
    case.decision.procedural_penalties.push(ProceduralPenalty {
        side: Side::NS,
        amount: String::new(),
        reason: String::new(),
    });
    case.commentary.push(Commentary::default());
    case.subjects = vec![Subject::Claim, Subject::Claim];
    case
}

#[test]
fn a_case_records_problems_are_worded_in_both_languages() {
    let mut problems = case_with_problems().problems();
    // The opening lead from a declarer whose left-hand opponent does not hold it.
    let mut led = Case::new(board(1));
    led.board.deal = casebook::bridge::Deal::from_pbn(
        "N:AKQ2.T98..J98765 JT9.AKQ.AKQ2.T43 8765.J7.JT98.AKQ 43.65432.76543.2",
    )
    .expect("a deal");
    led.result = Some(TableResult {
        contract: Some("4H".parse().expect("a contract")),
        declarer: Some(Seat::North),
        tricks: Some(10),
        ns_score: None,
    });
    led.play.opening_lead = Some(card(Suit::Spades, Rank::Ace));
    problems.extend(led.problems());
    let mut passed_out = Case::new(board(1));
    passed_out.result = Some(TableResult {
        tricks: Some(9),
        ..TableResult::default()
    });
    problems.extend(passed_out.problems());
    assert!(problems.len() >= 17, "{problems:#?}");
    for problem in &problems {
        check(problem, &problem.to_string());
    }
    // The deal's own sentences, which the record quotes under board.deal.
    for error in &deal_errors()[3..5] {
        let quoted = CaseError::new("board.deal", error.to_string());
        assert_eq!(
            quoted.describe(Language::Russian),
            format!("раздача: {}", error.describe(Language::Russian))
        );
    }
    check(
        &CaseError::new("uuid", "the case is given twice among those saved"),
        "the case is given twice among those saved",
    );
}

#[test]
fn workflow_and_poll_errors_are_worded_in_both_languages() {
    let step = || "ui.la".to_string();
    // Step ids are data; short ones keep the English-word check to the sentence itself.
    let steps = || vec![StepId::new("ui.ei")];
    check_all(
        &[
            WorkflowError::Definitions(DefinitionError::Json("сбой".into())),
            WorkflowError::UnknownPath("zz".into()),
            WorkflowError::UnknownStep {
                path: "ui".into(),
                step: step(),
            },
            WorkflowError::WrongKind {
                step: step(),
                expected: AnswerKind::YesNo,
            },
            WorkflowError::NotAFinding {
                step: step(),
                answer: "может".into(),
            },
            WorkflowError::DamageIsNotAWeight {
                step: step(),
                answer: "30%".into(),
            },
            WorkflowError::UnknownOption {
                step: step(),
                option: "zz".into(),
                expected: vec!["yes".into()],
            },
            WorkflowError::DetailRequired {
                step: step(),
                option: "other".into(),
            },
            WorkflowError::OptionNotAllowed {
                step: step(),
                option: "zz".into(),
                needs: vec![casebook::workflow::definition::Condition {
                    step: step(),
                    is: vec!["no".into()],
                }],
            },
            WorkflowError::EmptyAnswer { step: step() },
            WorkflowError::ReasonRequired { step: step() },
            WorkflowError::NoAuthor { step: step() },
            WorkflowError::Locked {
                step: step(),
                waiting_for: steps(),
            },
            WorkflowError::NotApplicable {
                step: step(),
                closed_by: steps(),
            },
            WorkflowError::NoAdjustment {
                step: step(),
                failing: steps(),
            },
            WorkflowError::InvalidAdjustment {
                step: step(),
                message: "сбой".into(),
            },
        ],
        16,
    );
    check_all(
        &[
            DefinitionError::Json("сбой".into()),
            DefinitionError::Invalid {
                at: "version".into(),
                message: "сбой".into(),
            },
        ],
        2,
    );
    check_all(
        &[
            DecideError::OpenSteps(vec![OpenStep {
                step: StepId::new("ui.la"),
                state: StepState::Open,
            }]),
            DecideError::Status(CaseStatus::Draft),
        ],
        2,
    );
    check_all(
        &[
            PollError::NoPollees,
            PollError::NoAction {
                index: 0,
                name: "Сидоров".into(),
            },
            PollError::TooLarge,
        ],
        3,
    );
}

#[test]
fn adjust_and_other_errors_are_worded_in_both_languages() {
    let third = rational(1, 3);
    check_all(
        &[
            AdjustError::Scoring(ScoringError::ImpossibleTricks(14)),
            AdjustError::NoOutcomes,
            AdjustError::NegativeWeight {
                index: 0,
                side: None,
                outcome: "4♥=".into(),
                weight: rational(-1, 4),
            },
            AdjustError::WeightsDoNotAddUp {
                side: Some(Side::NS),
                sum: third,
                listing: "1/3".into(),
            },
            AdjustError::ProbabilityOutOfRange {
                index: 0,
                outcome: "4♥=".into(),
                probability: rational(3, 2),
            },
            AdjustError::ProbabilitiesAboveOne {
                sum: rational(3, 2),
                listing: "75% + 75%".into(),
            },
            AdjustError::MixedWeightKinds { index: 1 },
            AdjustError::OffenderWeightsUnderNonOffendersOnly { index: 1 },
            AdjustError::EmptyField,
            AdjustError::NoOtherRoomResults,
            AdjustError::NegativeOtherRoomWeight { index: 2 },
            AdjustError::OtherRoomWeightsDoNotAddUp { sum: third },
            AdjustError::KnockoutAtMatchpoints,
            AdjustError::CombinedAward { law_edition: 1997 },
            AdjustError::AveragePlusOrAssignedAtMatchpoints,
            AdjustError::AveragePlusOrAssignedWithoutAssigned,
            AdjustError::SessionPercentOutOfRange {
                side: Side::EW,
                value: rational(120, 1),
            },
            AdjustError::WeightingNotAllowed {
                profile: "РФ".into(),
                source_text: "Положение 5.2".into(),
            },
            AdjustError::Overflow,
        ],
        19,
    );
    check_all(
        &[
            WeightError::Malformed("много".into()),
            WeightError::TooPrecise("0.33333".into()),
            WeightError::ZeroDenominator("1/0".into()),
        ],
        3,
    );
    check_all(
        &[AnalysisError::Deal(DealError::UnknownHand {
            seat: Seat::East,
        })],
        1,
    );
    check_all(
        &[
            CaseAnalysisError::Analysis(AnalysisError::Deal(DealError::HandTooLong { count: 14 })),
            CaseAnalysisError::Kept(StoreError::Locked { path: path() }),
        ],
        2,
    );
    check_all(
        &[
            LawSearchError::Index(sqlite_error()),
            LawSearchError::Unavailable("сбой".into()),
        ],
        2,
    );
    check_all(
        &[
            PublishError::NoCases {
                year: 2024,
                filtered: "",
                published: 3,
                not_reviewed: 2,
                training: 0,
            },
            PublishError::NoCases {
                year: 2026,
                filtered: "",
                published: 0,
                not_reviewed: 0,
                training: 7,
            },
            PublishError::Store(StoreError::Locked { path: path() }),
            PublishError::Write {
                path: path(),
                source: std::io::Error::from(std::io::ErrorKind::PermissionDenied),
            },
            PublishError::Typeset("сбой".into()),
            PublishError::OutputTwice(path()),
            PublishError::NoOutput,
        ],
        6,
    );
    check_all(
        &[
            SiteError::Store(StoreError::Locked { path: path() }),
            SiteError::Publish(PublishError::NoOutput),
            SiteError::FederationTwice("ФБР".into()),
            SiteError::NoCases(""),
            SiteError::NoCases(" for the year and events asked for"),
            SiteError::Index("сбой".into()),
            SiteError::Write {
                path: path(),
                source: std::io::Error::from(std::io::ErrorKind::PermissionDenied),
            },
            SiteError::NotAFolder(path()),
        ],
        7,
    );
    check_all(
        &[
            GuidePdfError::Picture {
                path: path(),
                source: std::io::Error::from(std::io::ErrorKind::PermissionDenied),
            },
            GuidePdfError::Typeset("сбой".into()),
        ],
        2,
    );
}

#[test]
fn a_pbn_error_names_its_line_tag_and_character_in_russian() {
    // A Deal tag whose North hand has an x for a rank, on line 12.
    let error = pbn(PbnErrorKind::Deal(
        "AKQ2 T9x - J9876".parse::<Hand>().expect_err("an x"),
    ));
    assert_eq!(
        error.describe(Language::Russian),
        "строка 12, тег Deal: непонятный знак «x» (символ 8); нужно: карта (AKQJT98765432 или 10) или пробел"
    );
    assert_eq!(
        error.describe(Language::English),
        error.to_string().replace("'x'", "“x”"),
        "the English says what the core says"
    );
}

#[test]
fn counts_take_the_russian_plural_forms() {
    let count = |count| {
        DealError::WrongCount {
            seat: Seat::West,
            count,
        }
        .describe(Language::Russian)
    };
    assert_eq!(count(1), "у Запада 1 карта, а в руке 13 карт");
    assert_eq!(count(12), "у Запада 12 карт, а в руке 13 карт");
    assert_eq!(count(22), "у Запада 22 карты, а в руке 13 карт");
    let several = ImportError::SeveralBoards {
        board: board(7),
        rooms: vec!["Open".into(), "Closed".into()],
    };
    assert_eq!(
        several.describe(Language::Russian),
        "сдача 7 есть в файле 2 раза (залы: Open, Closed); выберите зал"
    );
}

#[test]
fn nested_errors_are_described_in_the_same_language() {
    let error = ImportError::Record {
        place: "record 3 of the file (board 7, Open room)".into(),
        error: RecordError::OtherBoard {
            case: board(7),
            record: board(8),
        },
    };
    assert_eq!(
        error.describe(Language::Russian),
        "запись 3 в файле (сдача 7, зал Open): в записи сдача 8, а дело — о сдаче 7"
    );
    let lin = lin(LinErrorKind::Hand {
        seat: "South",
        found: "SZ".into(),
    });
    assert_eq!(
        lin.describe(Language::Russian),
        "строка 1, md|: рука Юга в раздаче: «SZ» — не рука вида SAKQHT98D2CAJ32"
    );
    let stored = StoreError::InvalidCase {
        uuid: Uuid::nil(),
        error: CaseError::new(
            "ruling.adjusted.outcomes[1].tricks",
            "14 tricks: a deal has 13",
        ),
    };
    assert_eq!(
        stored.describe(Language::Russian),
        "дело 00000000-0000-0000-0000-000000000000: решение судьи, компенсирующий результат, \
         исход 2, взятки: 14 взяток, а в сдаче их 13"
    );
}

#[test]
fn a_shown_error_is_worded_when_it_is_shown() {
    let shown = ShownError::new(StoreError::Locked { path: path() });
    assert_eq!(
        shown.describe(Language::Russian),
        "дела.sqlite: база данных занята другой программой или окном; попробуйте ещё раз, когда они закончат"
    );
    assert_eq!(
        shown.describe(Language::English),
        StoreError::Locked { path: path() }.to_string()
    );
    assert_eq!(shown.clone(), shown);
    let worded = ShownError::from("уже по-русски");
    assert_eq!(worded.describe(Language::English), "уже по-русски");
}

/// A hand-record file's double-dummy table the Import window did not keep.
#[test]
fn a_file_table_refused_is_worded_in_both_languages() {
    check_all(
        &[
            TableTagError::NotThreeWords("N S".into()),
            TableTagError::NotACell("N S 14".into()),
            TableTagError::Incomplete,
        ],
        3,
    );
    let differs = TableRefusal::Differs {
        seat: Seat::East,
        strain: casebook::bridge::Strain::Spades,
        claimed: 6,
        solved: 4,
    };
    check_all(
        &[
            TableRefusal::Unreadable(TableTagError::Incomplete),
            differs.clone(),
        ],
        2,
    );
    assert_eq!(
        differs.describe(Language::English),
        "the file gives East 6 tricks in ♠; double dummy they take 4"
    );
    assert_eq!(
        differs.describe(Language::Russian),
        "по файлу Восток берёт в ♠ взяток: 6; при игре в открытую — 4"
    );
}
