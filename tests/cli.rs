//! The command line as a user runs it: the documented examples, and one clear line on
//! stderr with a non-zero exit for every bad argument.

mod support;

use support::stdout_of;

/// A mistake in the arguments: exit status 2 and one line on stderr.
fn assert_refused(args: &[&str], needle: &str) {
    support::assert_one_line_failure(args, 2, needle);
}

#[test]
fn score_prints_the_documented_examples() {
    // The guide's `command-line.md` and the README.
    assert_eq!(stdout_of(&["score", "4HX", "S", "11", "NS"]), "990\n");
    assert_eq!(stdout_of(&["score", "3NT", "W", "7", "None"]), "-100\n");
}

#[test]
fn score_follows_the_declaring_sides_vulnerability() {
    // 4♠ made: 420 not vulnerable, 620 vulnerable (laws-2017-bg.txt, Law 77).
    assert_eq!(stdout_of(&["score", "4S", "E", "10", "NS"]), "420\n");
    assert_eq!(stdout_of(&["score", "4S", "E", "10", "EW"]), "620\n");
    assert_eq!(stdout_of(&["score", "4S", "N", "10", "All"]), "620\n");
    // The extremes of the table.
    assert_eq!(stdout_of(&["score", "7NTXX", "N", "13", "All"]), "2980\n");
    assert_eq!(stdout_of(&["score", "7NTXX", "N", "0", "All"]), "-7600\n");
}

#[test]
fn imps_prints_signed_imps() {
    assert_eq!(stdout_of(&["imps", "-430"]), "-10\n");
    assert_eq!(stdout_of(&["imps", "450"]), "10\n");
    assert_eq!(stdout_of(&["imps", "0"]), "0\n");
    assert_eq!(stdout_of(&["imps", "7600"]), "24\n");
}

#[test]
fn bad_arguments_are_refused_with_one_line() {
    assert_refused(&["score", "4HX", "S", "14", "NS"], "0 to 13");
    assert_refused(&["score", "8H", "S", "11", "NS"], "level 8");
    assert_refused(&["score", "4Z", "S", "11", "NS"], "not a contract");
    assert_refused(&["score", "4H", "Q", "11", "NS"], "seat");
    assert_refused(&["score", "4H", "S", "11", "Sometimes"], "vulnerability");
    assert_refused(
        &["score", "4H", "S"],
        "`casebook score` needs <TRICKS>, <VUL>; usage: casebook score <CONTRACT> <DECLARER> <TRICKS> <VUL>",
    );
    assert_refused(&["imps", "many"], "not a difference");
    assert_refused(&["imps"], "`casebook imps` needs <DIFF>");
    assert_refused(&["imps", "1", "2"], "`casebook imps` does not take \"2\"");
    assert_refused(&["frobnicate"], "unknown command \"frobnicate\"");
    assert_refused(&["--db"], "a value is required for '--db <PATH|URL>'");
    assert_refused(
        &["score", "4H", "S", "10", "NS", "--colour"],
        "does not take \"--colour\"",
    );
}

#[test]
fn help_and_version_succeed() {
    let help = stdout_of(&["--help"]);
    for command in [
        "score",
        "imps",
        "adjust",
        "demo",
        "import",
        "export",
        "check",
        "laws",
        "publish",
        "completions",
        "man",
    ] {
        assert!(
            help.lines().any(|l| l.trim_start().starts_with(command)),
            "{command} in {help}"
        );
    }
    assert!(help.contains("CONTRACT is a level, a strain"), "{help}");
    // Every command has its own page, with its usage from the same declaration.
    let score = stdout_of(&["score", "--help"]);
    assert!(
        score.contains("Usage: casebook score [OPTIONS] <CONTRACT> <DECLARER> <TRICKS> <VUL>"),
        "{score}"
    );
    assert_eq!(stdout_of(&["help", "score"]), score);
    // The release, the commit it was built from and the schema it writes.
    let version = stdout_of(&["--version"]);
    assert!(version.starts_with("casebook 0.1.0 (commit "), "{version}");
    assert!(
        version.trim_end().ends_with(&format!(
            "database schema {})",
            casebook::store::SCHEMA_VERSION
        )),
        "{version}"
    );
}

#[test]
fn completions_and_the_manual_page_come_from_the_declaration() {
    // bash completes a command's name and a command's options from the generated script.
    let script = stdout_of(&["completions", "bash"]);
    let dir = std::env::temp_dir().join(format!("casebook-completions-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let file = dir.join("casebook.bash");
    std::fs::write(&file, &script).expect("write the script");
    let complete = |words: &str, current: usize| {
        let out = std::process::Command::new("bash")
            .arg("-c")
            .arg(format!(
                "source '{}'; COMP_WORDS=({words}); COMP_CWORD={current}; COMP_LINE='{words}'; COMP_POINT=${{#COMP_LINE}}; _casebook casebook \"${{COMP_WORDS[COMP_CWORD]}}\" \"${{COMP_WORDS[COMP_CWORD-1]}}\"; printf '%s\\n' \"${{COMPREPLY[@]}}\"",
                file.display()
            ))
            .output()
            .expect("bash runs");
        String::from_utf8_lossy(&out.stdout).to_string()
    };
    let commands = complete("casebook pu", 1);
    assert_eq!(commands.trim(), "publish", "{commands}");
    let options = complete("casebook publish --an", 2);
    assert_eq!(options.trim(), "--anonymize", "{options}");
    let _ = std::fs::remove_dir_all(&dir);

    for (shell, mark) in [
        ("zsh", "#compdef casebook"),
        ("fish", "complete -c casebook"),
        ("powershell", "Register-ArgumentCompleter"),
    ] {
        let script = stdout_of(&["completions", shell]);
        assert!(script.contains(mark), "{shell}: {script}");
        assert!(script.contains("publish"), "{shell}");
    }
    assert_refused(&["completions", "tcsh"], "possible values: bash");

    let man = stdout_of(&["man"]);
    assert!(man.contains(".TH casebook 1"), "{man}");
    for command in ["score", "adjust", "import", "laws", "publish"] {
        assert!(man.contains(command), "{command} in the manual page");
    }
}

/// `casebook guide --out` writes what the window writes (the pages, the search's script, each
/// book's search index); `--pdf` writes a book as one PDF in the language asked.
#[test]
fn guide_writes_the_pages_with_their_search_and_a_book_as_pdf() {
    let dir = tempfile::tempdir().expect("a folder");
    let pages = dir.path().join("guide");
    let said = stdout_of(&["guide", "--out", pages.to_str().expect("UTF-8")]);
    assert!(said.contains("with their pictures"), "{said}");
    let same = dir.path().join("same");
    let pictures = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/guide");
    casebook::guide::write_book(&same, Some(&pictures)).expect("written");
    for file in [
        "guide-search.js",
        "ru/search-index.js",
        "en/search-index.js",
        "ru/window.html",
    ] {
        assert_eq!(
            std::fs::read(pages.join(file)).expect(file),
            std::fs::read(same.join(file)).expect(file),
            "{file}"
        );
    }

    let pdf = dir.path().join("guide.pdf");
    let said = stdout_of(&[
        "guide",
        "--pdf",
        pdf.to_str().expect("UTF-8"),
        "--language",
        "en",
    ]);
    assert!(said.starts_with("wrote the guide (en) to "), "{said}");
    let shown: usize = casebook::guide::book(casebook::guide::GuideLanguage::English)
        .iter()
        .map(|chapter| chapter.images().len())
        .sum();
    assert!(said.contains(&format!(" {shown} pictures")), "{said}");
    let bytes = std::fs::read(&pdf).expect("the PDF");
    assert!(bytes.starts_with(b"%PDF"));
    // A file that cannot be written: one line, status 1.
    support::assert_one_line_failure(
        &[
            "guide",
            "--pdf",
            dir.path()
                .join("no/such/folder/guide.pdf")
                .to_str()
                .expect("UTF-8"),
        ],
        1,
        "cannot write",
    );
}

/// `casebook ARGS` in a system whose locale is `locale` (`LANG`, as a terminal sets it).
fn in_locale(locale: &str, args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_casebook"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANGUAGE")
        .env("LANG", locale)
        .env("CASEBOOK_STATE_DIR", support::test_state_dir())
        .output()
        .expect("the casebook binary runs")
}

fn said(out: &std::process::Output) -> (String, String) {
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The command line speaks the system's language — its reports, its refusals and the core's
/// errors it passes on — and `--language`, anywhere on the line, overrides it; the training
/// cases `demo` loads are in that language too.
#[test]
fn the_command_line_speaks_the_system_s_language_unless_told_otherwise() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cases.sqlite");
    let db = db.to_str().expect("UTF-8");

    // A Russian system: the Russian training cases, reported in Russian.
    let out = in_locale("ru_RU.UTF-8", &["demo", "--db", db]);
    let (stdout, stderr) = said(&out);
    assert!(out.status.success(), "{stderr}");
    assert!(stdout.starts_with("добавлено 10, заменено 0"), "{stdout}");
    assert!(
        stdout.contains("язык: ru (--language принимает ru, en, bg)"),
        "{stdout}"
    );

    // A Bulgarian system; the English set asked for with --language after the command: the
    // English cases, reported in English.
    let out = in_locale("bg_BG.UTF-8", &["demo", "--db", db, "--language", "en"]);
    let (stdout, stderr) = said(&out);
    assert!(out.status.success(), "{stderr}");
    assert!(stdout.starts_with("added 10, replaced 0"), "{stdout}");

    // A mistake in the arguments, in Bulgarian; a core error (no such case), in Bulgarian.
    let out = in_locale("bg_BG.UTF-8", &["imps"]);
    let (_, stderr) = said(&out);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr.trim_end(),
        "casebook: `casebook imps` изисква <DIFF>; употреба: casebook imps <DIFF>"
    );
    let out = in_locale("bg_BG.UTF-8", &["export", "--db", db, "--case", "Х-99"]);
    let (_, stderr) = said(&out);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr.contains("в базата няма казус „Х-99“"), "{stderr}");

    // --language before the command, on an English system: Russian.
    let out = in_locale(
        "en_GB.UTF-8",
        &["--language", "ru", "export", "--db", db, "--case", "Х-99"],
    );
    let (_, stderr) = said(&out);
    assert!(stderr.contains("в базе нет дела «Х-99»"), "{stderr}");
    // A store's own error, worded by the window's translations: a file that is no database.
    let not_a_database = dir.path().join("notes.sqlite");
    std::fs::write(&not_a_database, "not a database at all, but notes").unwrap();
    let out = in_locale(
        "ru_RU.UTF-8",
        &["check", "--db", not_a_database.to_str().expect("UTF-8")],
    );
    let (_, stderr) = said(&out);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    let english = in_locale(
        "C",
        &["check", "--db", not_a_database.to_str().expect("UTF-8")],
    );
    let (_, english) = said(&english);
    assert!(
        stderr.chars().any(|c| ('а'..='я').contains(&c)) && stderr != english,
        "{stderr} / {english}"
    );

    // A system Casebook does not speak, or none: English.
    for locale in ["de_DE.UTF-8", "C"] {
        let out = in_locale(locale, &["imps"]);
        let (_, stderr) = said(&out);
        assert!(
            stderr.contains("`casebook imps` needs <DIFF>"),
            "{locale}: {stderr}"
        );
    }
}
