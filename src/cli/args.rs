//! Reading the command line into an [`Invocation`].

use super::laws::LawsRequest;
use super::publish::PublishRequest;
use super::score::ScoreRequest;
use casebook::bridge::{Contract, Seat, Vulnerability};
use std::path::PathBuf;

/// What the user asked the binary to do.
#[derive(Debug, Clone, PartialEq)]
pub enum Invocation {
    Gui {
        db: Option<PathBuf>,
    },
    Score(ScoreRequest),
    Imps(i32),
    Adjust {
        source: String,
    },
    /// The sample cases into a new or existing database.
    Demo {
        db: Option<PathBuf>,
    },
    /// A PBN or LIN file (one new case per board, or with `case` its board attached to that
    /// case, picked by `room` when the file has it twice) or a case bundle (JSON).
    Import {
        file: PathBuf,
        db: Option<PathBuf>,
        case: Option<String>,
        room: Option<String>,
    },
    /// Cases on stdout, as one bundle or as PBN games; all of them when `cases` is empty.
    Export {
        db: Option<PathBuf>,
        cases: Vec<String>,
        format: ExportFormat,
    },
    /// Integrity and schema check of a database.
    Check {
        db: Option<PathBuf>,
    },
    /// `laws show` and `laws search`.
    Laws(LawsRequest),
    /// The year's casebook written to a file, its cases then marked published.
    Publish(PublishRequest),
    Help,
    Version,
}

/// What `casebook export` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ExportFormat {
    /// A case bundle, the whole record of each case.
    #[default]
    Json,
    /// One PBN game per case: board, players, auction with notes, play and result.
    Pbn,
}

/// A mistake in the arguments, worded for the person who typed them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UsageError {
    #[error("unknown command \"{0}\"; see `casebook --help`")]
    UnknownCommand(String),
    #[error("`casebook {command}` takes {expected}; see `casebook --help`")]
    WrongArgumentCount {
        command: &'static str,
        expected: &'static str,
    },
    #[error("--db needs a path to a database file")]
    MissingDbPath,
    #[error("{0}")]
    BadValue(String),
}

/// Reads the arguments after the program name.
pub fn parse(args: &[String]) -> Result<Invocation, UsageError> {
    let mut db = None;
    let mut rest = Vec::new();
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        match arg.as_str() {
            "--db" => db = Some(PathBuf::from(iter.next().ok_or(UsageError::MissingDbPath)?)),
            "-h" | "--help" => return Ok(Invocation::Help),
            // `help` is a command only in the command's place: `laws search help` searches.
            "help" if rest.is_empty() => return Ok(Invocation::Help),
            "-V" | "--version" => return Ok(Invocation::Version),
            _ => rest.push(arg.as_str()),
        }
    }
    let Some((command, operands)) = rest.split_first() else {
        return Ok(Invocation::Gui { db });
    };
    match *command {
        "score" => parse_score(operands).map(Invocation::Score),
        "imps" => match operands {
            [difference] => parse_difference(difference).map(Invocation::Imps),
            _ => Err(UsageError::WrongArgumentCount {
                command: "imps",
                expected: "one argument, the difference in total points (e.g. -430)",
            }),
        },
        "adjust" => match operands {
            [source] => Ok(Invocation::Adjust {
                source: source.to_string(),
            }),
            _ => Err(UsageError::WrongArgumentCount {
                command: "adjust",
                expected: "one argument, the request file or - for standard input",
            }),
        },
        "demo" => no_operands("demo", operands).map(|()| Invocation::Demo { db }),
        "check" => no_operands("check", operands).map(|()| Invocation::Check { db }),
        "laws" => super::laws::parse(operands).map(Invocation::Laws),
        "import" => parse_import(operands, db),
        "export" => parse_export(operands, db),
        "publish" => super::publish::parse(operands, db).map(Invocation::Publish),
        other => Err(UsageError::UnknownCommand(other.to_string())),
    }
}

fn no_operands(command: &'static str, operands: &[&str]) -> Result<(), UsageError> {
    if operands.is_empty() {
        Ok(())
    } else {
        Err(UsageError::WrongArgumentCount {
            command,
            expected: "no argument besides --db PATH",
        })
    }
}

/// `import FILE [--case ID [--room ROOM]]`.
fn parse_import(operands: &[&str], db: Option<PathBuf>) -> Result<Invocation, UsageError> {
    let mut file = None;
    let mut case = None;
    let mut room = None;
    let mut iter = operands.iter();
    while let Some(operand) = iter.next() {
        match *operand {
            "--case" => {
                let id = iter.next().ok_or_else(|| {
                    UsageError::BadValue("--case needs a case UUID or number".into())
                })?;
                case = Some(id.to_string());
            }
            "--room" => {
                let name = iter.next().ok_or_else(|| {
                    UsageError::BadValue("--room needs the room's name, e.g. Open or Closed".into())
                })?;
                room = Some(name.to_string());
            }
            other if other.starts_with("--") => {
                return Err(UsageError::BadValue(format!(
                    "`casebook import` does not take \"{other}\"; it takes FILE, --db PATH, --case ID and --room ROOM"
                )));
            }
            other if file.is_none() => file = Some(PathBuf::from(other)),
            _ => {
                return Err(UsageError::WrongArgumentCount {
                    command: "import",
                    expected: "one file: PBN, LIN or a case bundle (JSON)",
                });
            }
        }
    }
    let file = file.ok_or(UsageError::WrongArgumentCount {
        command: "import",
        expected: "one file: PBN, LIN or a case bundle (JSON)",
    })?;
    if room.is_some() && case.is_none() {
        return Err(UsageError::BadValue(
            "--room picks which of the file's boards goes to --case ID; give --case too".into(),
        ));
    }
    Ok(Invocation::Import {
        file,
        db,
        case,
        room,
    })
}

/// `export [--case ID]... [--format json|pbn]`.
fn parse_export(operands: &[&str], db: Option<PathBuf>) -> Result<Invocation, UsageError> {
    let mut cases = Vec::new();
    let mut format = ExportFormat::default();
    let mut iter = operands.iter();
    while let Some(operand) = iter.next() {
        match *operand {
            "--case" => cases.push(
                iter.next()
                    .ok_or_else(|| {
                        UsageError::BadValue("--case needs a case UUID or number".into())
                    })?
                    .to_string(),
            ),
            "--format" => match iter.next().copied() {
                Some("json") => format = ExportFormat::Json,
                Some("pbn") => format = ExportFormat::Pbn,
                Some(other) => {
                    return Err(UsageError::BadValue(format!(
                        "cannot export as \"{other}\": the format is json or pbn"
                    )));
                }
                None => {
                    return Err(UsageError::BadValue(
                        "--format needs a format: json or pbn".into(),
                    ));
                }
            },
            other => {
                return Err(UsageError::BadValue(format!(
                    "`casebook export` does not take \"{other}\"; it takes --db PATH, --case ID and --format json|pbn"
                )));
            }
        }
    }
    Ok(Invocation::Export { db, cases, format })
}

fn parse_score(operands: &[&str]) -> Result<ScoreRequest, UsageError> {
    let [contract, declarer, tricks, vulnerability] = operands else {
        return Err(UsageError::WrongArgumentCount {
            command: "score",
            expected: "four arguments: CONTRACT DECLARER TRICKS VUL (e.g. 4HX S 11 NS)",
        });
    };
    let bad = |e: &dyn std::fmt::Display| UsageError::BadValue(e.to_string());
    let contract: Contract = contract.parse().map_err(|e| bad(&e))?;
    let declarer: Seat = declarer.parse().map_err(|e| bad(&e))?;
    let vulnerability: Vulnerability = vulnerability.parse().map_err(|e| bad(&e))?;
    let tricks: u8 = tricks
        .trim()
        .parse()
        .ok()
        .filter(|t| *t <= 13)
        .ok_or_else(|| {
            UsageError::BadValue(format!(
                "\"{tricks}\" is not a trick count: declarer takes 0 to 13 tricks"
            ))
        })?;
    Ok(ScoreRequest {
        contract,
        declarer,
        tricks,
        vulnerability,
    })
}

fn parse_difference(text: &str) -> Result<i32, UsageError> {
    text.trim().parse().map_err(|_| {
        UsageError::BadValue(format!(
            "\"{text}\" is not a difference in total points: give a whole number such as -430"
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &str) -> Vec<String> {
        line.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn no_arguments_open_the_window_and_db_is_kept() {
        assert_eq!(parse(&[]), Ok(Invocation::Gui { db: None }));
        assert_eq!(
            parse(&args("--db cases.sqlite")),
            Ok(Invocation::Gui {
                db: Some(PathBuf::from("cases.sqlite"))
            })
        );
        assert_eq!(parse(&args("--db")), Err(UsageError::MissingDbPath));
    }

    #[test]
    fn database_commands_take_db_anywhere() {
        assert_eq!(
            parse(&args("demo --db x.sqlite")),
            Ok(Invocation::Demo {
                db: Some(PathBuf::from("x.sqlite"))
            })
        );
        assert_eq!(
            parse(&args(
                "--db x.sqlite export --case 2026-3 --format json --case 7"
            )),
            Ok(Invocation::Export {
                db: Some(PathBuf::from("x.sqlite")),
                cases: vec!["2026-3".into(), "7".into()],
                format: ExportFormat::Json,
            })
        );
        assert!(matches!(
            parse(&args("export --format pbn")),
            Ok(Invocation::Export {
                format: ExportFormat::Pbn,
                ..
            })
        ));
        assert!(matches!(
            parse(&args("export --format pdf")),
            Err(UsageError::BadValue(_))
        ));
        assert!(matches!(
            parse(&args("export --case")),
            Err(UsageError::BadValue(_))
        ));
        assert!(matches!(
            parse(&args("check extra")),
            Err(UsageError::WrongArgumentCount { .. })
        ));
        assert!(matches!(
            parse(&args("import")),
            Err(UsageError::WrongArgumentCount { .. })
        ));
    }

    #[test]
    fn import_takes_a_file_a_case_and_a_room() {
        assert_eq!(
            parse(&args(
                "import match.pbn --case У-01 --room Closed --db x.sqlite"
            )),
            Ok(Invocation::Import {
                file: PathBuf::from("match.pbn"),
                db: Some(PathBuf::from("x.sqlite")),
                case: Some("У-01".into()),
                room: Some("Closed".into()),
            })
        );
        for line in [
            "import match.pbn --room Closed",
            "import match.pbn --case",
            "import match.pbn --table 3",
        ] {
            assert!(
                matches!(parse(&args(line)), Err(UsageError::BadValue(_))),
                "{line}"
            );
        }
        assert!(matches!(
            parse(&args("import a.pbn b.pbn")),
            Err(UsageError::WrongArgumentCount { .. })
        ));
    }

    #[test]
    fn help_is_a_command_only_in_the_commands_place() {
        assert_eq!(parse(&args("help")), Ok(Invocation::Help));
        assert_eq!(parse(&args("imps 20 --help")), Ok(Invocation::Help));
        assert!(matches!(
            parse(&args("imps help")),
            Err(UsageError::BadValue(_))
        ));
    }

    #[test]
    fn negative_differences_are_operands_not_options() {
        assert_eq!(parse(&args("imps -430")), Ok(Invocation::Imps(-430)));
    }

    #[test]
    fn score_arguments_are_checked_one_by_one() {
        assert!(matches!(
            parse(&args("score 4HX S 11 NS")),
            Ok(Invocation::Score(_))
        ));
        for line in [
            "score 8H S 11 NS",
            "score 4HX Q 11 NS",
            "score 4HX S 14 NS",
            "score 4HX S eleven NS",
            "score 4HX S 11 Both-ways",
        ] {
            assert!(
                matches!(parse(&args(line)), Err(UsageError::BadValue(_))),
                "{line}"
            );
        }
        assert!(matches!(
            parse(&args("score 4HX S 11")),
            Err(UsageError::WrongArgumentCount { .. })
        ));
    }
}
