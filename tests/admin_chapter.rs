//! The administrator's chapter of the guide (`assets/guide/en/administrator.md`), run as
//! written: its SQL as the server's superuser, its `casebook` commands as the owner, against a
//! throwaway server with TLS and a certificate from an authority of its own, the owner no
//! superuser. It ends with the four roles working and `casebook check` sound (exit status 0)
//! over the verified connection. The Russian book's commands must be the English book's.

mod support;

use std::path::Path;
use std::process::Command;
use support::server::{self, Server};

const CHAPTER: &str = include_str!("../assets/guide/en/administrator.md");
const CHAPTER_RU: &str = include_str!("../assets/guide/ru/administrator.md");

/// The fenced blocks of a section (from its `{#id}` heading to the next `## `), by language.
fn blocks<'a>(chapter: &'a str, section: &str, language: &str) -> Vec<&'a str> {
    let start = chapter
        .find(&format!("{{#{section}}}"))
        .unwrap_or_else(|| panic!("no section {section}"));
    let rest = &chapter[start..];
    let end = rest[1..].find("\n## ").map_or(rest.len(), |i| i + 1);
    let section = &rest[..end];
    let fence = format!("```{language}\n");
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(at) = section[from..].find(&fence) {
        let body = from + at + fence.len();
        let close = section[body..].find("```").expect("a closed block") + body;
        out.push(&section[body..close]);
        from = close + 3;
    }
    out
}

/// Every fenced block of a chapter, in order: what both books must share.
fn all_blocks(chapter: &str) -> Vec<String> {
    chapter
        .split("```")
        .skip(1)
        .step_by(2)
        .map(|block| block.lines().map(str::trim).collect::<Vec<_>>().join("\n"))
        .collect()
}

#[test]
fn both_books_give_the_same_commands() {
    assert_eq!(all_blocks(CHAPTER), all_blocks(CHAPTER_RU));
}

/// One `casebook` command of the chapter, its address pointed at the throwaway server.
fn run_casebook(line: &str, server: &Server, dir: &Path, password: &str) -> std::process::Output {
    let line = line.replace(
        "archive.federation.example",
        &format!("127.0.0.1:{}", server.port),
    );
    let words = shell_words(&line);
    assert_eq!(words[0], "casebook", "{line}");
    Command::new(env!("CARGO_BIN_EXE_casebook"))
        .env("LC_ALL", "C")
        .args(&words[1..])
        .current_dir(dir)
        .env("PGPASSWORD", password)
        .env("CASEBOOK_STATE_DIR", support::test_state_dir())
        .output()
        .expect("casebook runs")
}

/// A command line split as a shell splits it: words, and "quoted words".
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    let mut started = false;
    for c in line.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                started = true;
            }
            ' ' if !quoted => {
                if started {
                    words.push(std::mem::take(&mut word));
                    started = false;
                }
            }
            c => {
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

/// The chapter's SQL, a statement at a time (CREATE DATABASE runs alone).
fn run_sql(server: &Server, block: &str) {
    for statement in block.split(";\n").map(str::trim).filter(|s| !s.is_empty()) {
        server
            .psql("postgres", statement)
            .unwrap_or_else(|e| panic!("{statement}: {e}"));
    }
}

/// The chapter's `casebook` lines of a section, run as the owner; their outputs.
fn run_section(section: &str, server: &Server, dir: &Path) -> Vec<String> {
    let mut said = Vec::new();
    for block in blocks(CHAPTER, section, "sh") {
        for line in block.lines().filter(|l| l.starts_with("casebook ")) {
            let out = run_casebook(line, server, dir, "the-owner's-password");
            assert!(
                out.status.success(),
                "{line}\n{}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
            said.push(String::from_utf8_lossy(&out.stdout).into_owned());
        }
    }
    said
}

#[test]
fn the_chapters_commands_set_up_an_archive_that_checks_sound() {
    let server = match Server::start_with_tls() {
        Ok(server) => server,
        Err(reason) => {
            server::skip(&reason);
            return;
        }
    };
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(
        server.root_certificate(),
        dir.path().join("federation-root.crt"),
    )
    .unwrap();
    // The committee's file the chapter copies in: the sample cases as its own.
    let file = dir.path().join("casebook.sqlite");
    let mut store = casebook::store::Store::create_or_open(&file).unwrap();
    casebook::samples::load_into(&mut store).unwrap();
    drop(store);

    for block in blocks(CHAPTER, "owner", "sql") {
        run_sql(&server, block);
    }
    run_section("archive-setup", &server, dir.path());
    for block in blocks(CHAPTER, "logins", "sql") {
        run_sql(&server, block);
    }
    let said = run_section("logins", &server, dir.path());
    let roles = said.last().expect("archive roles listed");
    for login in [
        "ivanova\tcommittee",
        "petrov\tcommittee",
        "chief\tchief_director",
        "editor\teditor",
    ] {
        assert!(roles.contains(login), "{login} in {roles}");
    }

    // The check, as the chapter runs it: sound, over the encrypted and verified connection.
    let said = run_section("check", &server, dir.path());
    let report = &said[0];
    assert!(report.contains(": sound (schema version"), "{report}");
    assert!(
        report.contains("connection: encrypted, the certificate verified (chain and host name)"),
        "{report}"
    );
    assert!(
        report.contains("roles: the archive is under roles"),
        "{report}"
    );
    assert!(
        report.contains("owner: federation (may create roles)"),
        "{report}"
    );
    assert!(!report.contains("setup:"), "{report}");

    // Each person, as handed the address: a committee member sees its event and the
    // precedents; the editor what is decided; the chief director everything.
    let address = format!(
        "postgres://LOGIN@127.0.0.1:{}/casebook?sslmode=verify-full&sslrootcert=federation-root.crt",
        server.port
    );
    let cases_as = |login: &str, password: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_casebook"))
            .env("LC_ALL", "C")
            .args(["cases", "--db", &address.replace("LOGIN", login)])
            .current_dir(dir.path())
            .env("PGPASSWORD", password)
            .env("CASEBOOK_STATE_DIR", support::test_state_dir())
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{login}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).lines().count()
    };
    let all = cases_as("chief", "the-chief's-password");
    assert_eq!(all, 10);
    let committee = cases_as("ivanova", "ivanova's-password");
    assert!(committee > 0 && committee < all, "{committee}");
    let editor = cases_as("editor", "the-editor's-password");
    assert!(editor > 0 && editor < all, "{editor}");

    // The --json report for monitoring says the same.
    let line = blocks(CHAPTER, "check", "sh")[0].trim().to_string() + " --json";
    let out = run_casebook(&line, &server, dir.path(), "the-owner's-password");
    assert!(out.status.success());
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(json["sound"], true);
    assert_eq!(json["server"]["certificate"], "chain_and_host");
    assert_eq!(json["pending_migration"], false);
}
