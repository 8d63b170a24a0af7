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
    /// A case bundle (JSON) into the database.
    Import {
        file: PathBuf,
        db: Option<PathBuf>,
    },
    /// Cases as one bundle on stdout; all of them when `cases` is empty.
    Export {
        db: Option<PathBuf>,
        cases: Vec<String>,
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
        "import" => match operands {
            [file] => Ok(Invocation::Import {
                file: PathBuf::from(file),
                db,
            }),
            _ => Err(UsageError::WrongArgumentCount {
                command: "import",
                expected: "one argument, the case bundle (.json) to import",
            }),
        },
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

/// `export [--case ID]... [--format json]`.
fn parse_export(operands: &[&str], db: Option<PathBuf>) -> Result<Invocation, UsageError> {
    let mut cases = Vec::new();
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
                Some("json") => {}
                Some(other) => {
                    return Err(UsageError::BadValue(format!(
                        "cannot export as \"{other}\": the format is json"
                    )));
                }
                None => return Err(UsageError::BadValue("--format needs a format: json".into())),
            },
            other => {
                return Err(UsageError::BadValue(format!(
                    "`casebook export` does not take \"{other}\"; it takes --db PATH, --case ID and --format json"
                )));
            }
        }
    }
    Ok(Invocation::Export { db, cases })
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
                cases: vec!["2026-3".into(), "7".into()]
            })
        );
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
