//! Reading the arguments with the declaration, and turning clap's refusals into the one line
//! on stderr the command line promises (clap's own report spans several lines).

use super::command_line::CommandLine;
use crate::i18n::{Language, arg, say};
use clap::FromArgMatches;
use clap::error::{ContextKind, ErrorKind};
use std::ffi::OsString;

/// Why the arguments did not become a command to run.
#[derive(Debug)]
pub enum Refusal {
    /// `--help`, `help` or `--version`: clap's page, printed on stdout with status 0.
    Page(clap::Error),
    /// A mistake in the arguments, as one line for stderr (status 2).
    Usage(String),
}

/// Reads `args`, the program's name first.
pub fn read<I, T>(args: I) -> Result<CommandLine, Refusal>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    // A mistake is said in the language asked for, even when the mistake is elsewhere.
    let language = asked_language(&args).unwrap_or_else(Language::of_system);
    let refusal = |error| refusal(error, language);
    let matches = CommandLine::declaration()
        .try_get_matches_from(args)
        .map_err(refusal)?;
    let line = CommandLine::from_arg_matches(&matches).map_err(refusal)?;
    if let Some(file) = &line.file
        && !file.exists()
    {
        return Err(Refusal::Usage(missing_file(file, language)));
    }
    Ok(line)
}

/// The language `--language LANG` or `--language=LANG` names among `args`, read before clap
/// reads the rest.
fn asked_language(args: &[OsString]) -> Option<Language> {
    let words: Vec<&str> = args.iter().filter_map(|a| a.to_str()).collect();
    words.iter().enumerate().find_map(|(i, word)| {
        let tag = match word.strip_prefix("--language") {
            Some("") => words.get(i + 1).copied()?,
            Some(rest) => rest.strip_prefix('=')?,
            None => return None,
        };
        Language::from_locale(tag)
    })
}

/// A word that is no file was most likely meant as a command; a path, as a file.
fn missing_file(file: &std::path::Path, language: Language) -> String {
    let text = file.to_string_lossy();
    // One component with no extension: a word. (`C:/x` and `C:\\x` are both paths on Windows.)
    if file.extension().is_none() && file.components().count() == 1 {
        say(
            language,
            "cli-usage-unknown-command",
            [("name", arg(text)), ("command", arg("casebook"))],
        )
    } else {
        say(language, "cli-usage-no-such-file", [("file", arg(text))])
    }
}

fn refusal(error: clap::Error, language: Language) -> Refusal {
    match error.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => Refusal::Page(error),
        _ => Refusal::Usage(one_line(&error, language)),
    }
}

/// The mistake in one line, naming the command and, where an argument is missing or extra,
/// the command's usage. clap's own wording is kept for the mistakes it words best (a value it
/// refused, with its reason); the rest are said in `language`.
pub fn one_line(error: &clap::Error, language: Language) -> String {
    let context = |kind| error.get(kind).map(ToString::to_string);
    let usage = context(ContextKind::Usage)
        .map(|u| u.trim().trim_start_matches("Usage:").trim().to_string())
        .unwrap_or_else(|| "casebook --help".to_string());
    let command = command_of(&usage);
    let argument = context(ContextKind::InvalidArg).unwrap_or_default();
    let usage_of = |key: &str| {
        say(
            language,
            key,
            [
                ("command", arg(command.clone())),
                ("argument", arg(argument.clone())),
                ("usage", arg(usage.clone())),
            ],
        )
    };
    match error.kind() {
        ErrorKind::InvalidSubcommand => say(
            language,
            "cli-usage-unknown-command",
            [
                (
                    "name",
                    arg(context(ContextKind::InvalidSubcommand).unwrap_or_default()),
                ),
                ("command", arg(command.clone())),
            ],
        ),
        ErrorKind::UnknownArgument => usage_of("cli-usage-unknown-argument"),
        ErrorKind::MissingRequiredArgument => usage_of("cli-usage-missing-argument"),
        ErrorKind::MissingSubcommand => {
            let command = context(ContextKind::InvalidSubcommand).unwrap_or(command);
            let commands = context(ContextKind::ValidSubcommand).unwrap_or_default();
            say(
                language,
                "cli-usage-missing-command",
                [("command", arg(command)), ("commands", arg(commands))],
            )
        }
        // clap says a value is missing as an empty invalid one.
        ErrorKind::InvalidValue if context(ContextKind::InvalidValue).as_deref() == Some("") => {
            say(
                language,
                "cli-usage-value-required",
                [("argument", arg(argument.clone()))],
            )
        }
        ErrorKind::InvalidValue if context(ContextKind::ValidValue).is_some() => say(
            language,
            "cli-usage-invalid-value",
            [
                (
                    "value",
                    arg(context(ContextKind::InvalidValue).unwrap_or_default()),
                ),
                ("argument", arg(argument.clone())),
                (
                    "values",
                    arg(context(ContextKind::ValidValue).unwrap_or_default()),
                ),
            ],
        ),
        _ => {
            let rendered = error.render().to_string();
            let first = rendered.lines().next().unwrap_or_default();
            let first = first.trim_start_matches("error:").trim();
            match context(ContextKind::ValidValue) {
                Some(values) => say(
                    language,
                    "cli-usage-possible-values",
                    [("mistake", arg(first)), ("values", arg(values))],
                ),
                None => first.to_string(),
            }
        }
    }
}

/// "casebook laws show" out of "casebook laws show [OPTIONS] <REF>...".
fn command_of(usage: &str) -> String {
    usage
        .split_whitespace()
        .take_while(|word| !word.starts_with(['-', '<', '[']))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::command_line::{Command, ExportFormat, LawsCommand};
    use std::path::PathBuf;

    /// The words of `line` read as the command line, in English whatever the system's
    /// language (the tests compare English messages).
    fn read_line(line: &str) -> Result<CommandLine, Refusal> {
        let english = ["casebook", "--language", "en"];
        read(english.into_iter().chain(line.split_whitespace()))
    }

    fn refused(line: &str) -> String {
        match read_line(line) {
            Err(Refusal::Usage(message)) => message,
            other => panic!("{line}: {other:?}"),
        }
    }

    #[test]
    fn a_file_opens_the_window_on_its_import_and_a_missing_one_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let pbn = dir.path().join("event.pbn");
        std::fs::write(&pbn, "[Board \"1\"]\n").unwrap();
        let line = read(["casebook".into(), pbn.clone().into_os_string()]).expect("a file");
        assert_eq!(line.language, None);
        assert_eq!((line.file, line.command), (Some(pbn), None));
        assert_eq!(
            refused("nowhere/event.pbn"),
            "no such file: nowhere/event.pbn"
        );
        assert!(refused("--verbose frobnicate").starts_with("unknown command \"frobnicate\""));
        // A folder without an extension is a path, whichever separator it is written with.
        assert_eq!(refused("nowhere/event"), "no such file: nowhere/event");
        #[cfg(windows)]
        assert_eq!(
            refused(r"C:\nowhere\event"),
            r"no such file: C:\nowhere\event"
        );
        let line = read_line("--verbose check").expect("verbose is global");
        assert!(line.verbose);
        assert_eq!(line.command, Some(Command::Check { json: false }));
    }

    #[test]
    fn the_program_is_casebook_whatever_its_file_is_called() {
        // Windows starts the program as casebook.exe (or through casebook.com).
        for program in [
            "casebook.exe",
            r"C:\Programs\Casebook\casebook.exe",
            "/usr/bin/casebook",
        ] {
            match read([program, "--language", "en", "imps"]) {
                Err(Refusal::Usage(message)) => assert_eq!(
                    message, "`casebook imps` needs <DIFF>; usage: casebook imps <DIFF>",
                    "{program}"
                ),
                other => panic!("{program}: {other:?}"),
            }
        }
    }

    #[test]
    fn no_command_opens_the_window_and_db_is_read_anywhere() {
        let line = read_line("").expect("no arguments");
        assert_eq!((line.db, line.command), (None, None));
        let line = read_line("--db cases.sqlite").expect("--db alone");
        assert_eq!(line.db, Some(PathBuf::from("cases.sqlite")));
        let line =
            read_line("export --case 2026-3 --db x.sqlite --format pbn --case 7").expect("export");
        assert_eq!(line.db, Some(PathBuf::from("x.sqlite")));
        match line.command {
            Some(Command::Export(export)) => {
                assert_eq!(export.cases, ["2026-3", "7"]);
                assert_eq!(export.format, ExportFormat::Pbn);
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn every_mistake_is_one_line_naming_the_command() {
        for (line, needle) in [
            ("frobnicate", "unknown command \"frobnicate\""),
            ("--db", "--db <PATH|URL>"),
            ("score 4HX S 11", "`casebook score` needs <VUL>"),
            ("score 4HX S 14 NS", "declarer takes 0 to 13 tricks"),
            ("imps", "`casebook imps` needs <DIFF>"),
            ("imps many", "not a difference in total points"),
            ("export --format pdf", "possible values: json, pbn"),
            ("check extra", "`casebook check` does not take \"extra\""),
            (
                "import a.pbn b.pbn",
                "`casebook import` does not take \"b.pbn\"",
            ),
            ("import match.pbn --room Closed", "--case <ID>"),
            ("laws", "`casebook laws` needs a command"),
            ("laws show", "`casebook laws show` needs <REF>"),
            (
                "laws show 12C1c --edition 1066",
                "--edition takes the year of an edition of the Laws",
            ),
            (
                "texts import a.txt --layout fancy",
                "--layout takes one of wbf, paragraphs, bg-2017",
            ),
            (
                "laws search жалоба --limit 0",
                "--limit takes a number of hits",
            ),
            ("publish --year 2026", "needs --out <PATH>"),
            ("publish --out a.html", "needs --year <YYYY>"),
            ("publish --year 26 --out a.html", "is not a year"),
            (
                "publish --year 2026 --out a.html --subject tempo",
                "unknown subject",
            ),
        ] {
            let message = refused(line);
            assert!(message.contains(needle), "{line}: {message}");
            assert_eq!(message.lines().count(), 1, "{line}: {message}");
        }
    }

    #[test]
    fn negative_differences_are_values_not_options() {
        let line = read_line("imps -430").expect("a negative difference");
        assert_eq!(line.command, Some(Command::Imps { difference: -430 }));
    }

    #[test]
    fn a_reference_and_a_query_may_be_several_words() {
        match read_line("laws show Law 16B1 --edition 1997").map(|l| l.command) {
            Ok(Some(Command::Laws(LawsCommand::Show { reference, edition }))) => {
                assert_eq!(reference.join(" "), "Law 16B1");
                assert_eq!(edition, Some(casebook::laws::Edition::E1997));
            }
            other => panic!("{other:?}"),
        }
        match read_line("laws search ненарушившей пары").map(|l| l.command) {
            Ok(Some(Command::Laws(LawsCommand::Search { query, limit, .. }))) => {
                assert_eq!(query.join(" "), "ненарушившей пары");
                assert_eq!(limit, 20);
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn help_and_version_are_pages_not_mistakes() {
        for line in [
            "--help",
            "help",
            "imps --help",
            "help laws",
            "--version",
            "-V",
        ] {
            assert!(matches!(read_line(line), Err(Refusal::Page(_))), "{line}");
        }
    }
}
