//! The guide's command lines as a user types them, on Linux or in Windows' cmd and PowerShell:
//! each is one line (no continuation — `\` is the POSIX shells', `^` cmd's, `` ` `` PowerShell's,
//! and none reads the others'), writes a file with `--out` rather than `>` (Windows PowerShell 5
//! writes a redirected bundle as UTF-16, which no importer reads), and is read by the command
//! line Casebook declares, so that no command the guide gives is refused.

use casebook::guide::{GuideLanguage, book};
use casebook_app::cli::CommandLine;

/// Each line of the guide's shell blocks (```sh, ```powershell, ```cmd, ```text and bare
/// fences), with its chapter and line number.
fn command_lines() -> Vec<(String, usize, String)> {
    let mut lines = Vec::new();
    for language in GuideLanguage::ALL {
        for chapter in book(language) {
            let mut fence: Option<String> = None;
            for (at, line) in chapter.markdown.lines().enumerate() {
                let trimmed = line.trim_start();
                if let Some(info) = trimmed.strip_prefix("```") {
                    fence = match fence {
                        Some(_) => None,
                        None => Some(info.trim().to_string()),
                    };
                    continue;
                }
                let shell = matches!(
                    fence.as_deref(),
                    Some("sh" | "powershell" | "cmd" | "console" | "")
                );
                if shell {
                    let place = format!("{}/{}.md", language.code(), chapter.slug);
                    lines.push((place, at + 1, line.to_string()));
                }
            }
        }
    }
    lines
}

/// The words of a command line as a shell splits them: blanks apart, quotes kept together, a
/// `#` after a blank starting a comment.
fn words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quote: Option<char> = None;
    let mut started = false;
    for c in line.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.push(c),
            (None, '"' | '\'') => {
                quote = Some(c);
                started = true;
            }
            (None, '#') if !started => break,
            (None, c) if c.is_whitespace() => {
                if started {
                    words.push(std::mem::take(&mut word));
                    started = false;
                }
            }
            (None, c) => {
                word.push(c);
                started = true;
            }
        }
    }
    if started {
        words.push(word);
    }
    words
}

#[test]
fn every_command_line_is_one_line_that_every_shell_reads() {
    let continued: Vec<String> = command_lines()
        .into_iter()
        .filter(|(_, _, line)| {
            let line = line.trim_end();
            line.ends_with(" \\") || line.ends_with(" ^") || line.ends_with(" `")
        })
        .map(|(place, at, line)| format!("{place}:{at}: {line}"))
        .collect();
    assert!(
        continued.is_empty(),
        "a command continued on the next line is read by one shell only; write it on one line:\n{}",
        continued.join("\n")
    );
}

#[test]
fn every_casebook_command_of_the_guide_is_read_by_the_command_line() {
    let mut refused = Vec::new();
    let mut read = 0;
    for (place, at, line) in command_lines() {
        let words = words(line.trim());
        if words.first().map(String::as_str) != Some("casebook") {
            continue;
        }
        // What a command printed (`casebook 0.1.0 (commit …)`) and usage lines
        // (`casebook [--db PATH]`) are not commands.
        let second = words.get(1).map(String::as_str).unwrap_or_default();
        if second.starts_with(|c: char| c.is_ascii_digit() || c == '[') {
            continue;
        }
        // A pipe or a second command after `&&` is the shell's; the command is what comes before.
        let end = words
            .iter()
            .position(|w| matches!(w.as_str(), "|" | "&&" | ";" | "||"))
            .unwrap_or(words.len());
        let command = &words[..end];
        // A shell's completions and the manual page are written for the shell and the system
        // that read them; everything else a user keeps is written with --out.
        let for_one_shell = matches!(second, "completions" | "man");
        if !for_one_shell && command.iter().any(|w| w == ">" || w.starts_with('>')) {
            refused.push(format!(
                "{place}:{at}: `{line}` redirects with `>`: give the file with --out"
            ));
            continue;
        }
        // A placeholder (`…`, `<...>`) stands for what the reader fills in.
        if command
            .iter()
            .any(|w| w.contains('…') || w.starts_with('<'))
        {
            continue;
        }
        let command = match command.iter().position(|w| w.starts_with('>')) {
            Some(redirect) => &command[..redirect],
            None => command,
        };
        read += 1;
        let answer = CommandLine::declaration().try_get_matches_from(command);
        let page = |kind| {
            matches!(
                kind,
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion
            )
        };
        if let Err(error) = answer.map_err(|e| (page(e.kind()), e))
            && !error.0
        {
            let error = error.1;
            let first = error.to_string();
            let first = first.lines().next().unwrap_or_default().to_string();
            refused.push(format!("{place}:{at}: `{line}`: {first}"));
        }
    }
    assert!(read > 50, "only {read} command lines found in the guide");
    assert!(
        refused.is_empty(),
        "the guide gives commands Casebook refuses:\n{}",
        refused.join("\n")
    );
}

#[test]
fn words_are_split_as_a_shell_splits_them() {
    assert_eq!(
        words(r#"casebook publish --title "Сборник 2026" --out a.pdf # the book"#),
        [
            "casebook",
            "publish",
            "--title",
            "Сборник 2026",
            "--out",
            "a.pdf"
        ]
    );
    assert_eq!(
        words("casebook laws show '16B1(a)'"),
        ["casebook", "laws", "show", "16B1(a)"]
    );
}
