//! Running the `casebook` binary as a user does, for the command-line tests.

#![allow(dead_code)] // each test file uses the part it needs

use std::process::{Command, Output};

/// The throwaway PostgreSQL server the core's store tests use.
#[path = "../../casebook/tests/store_support/server.rs"]
pub mod server;

/// An archive of the sample cases under roles, with logins (the core's tests share it).
#[path = "../../casebook/tests/store_support/roles.rs"]
pub mod roles;

/// Where the tests' runs write their log and crash reports, away from the user's own.
pub fn test_state_dir() -> std::path::PathBuf {
    std::env::temp_dir().join("casebook-tests-state")
}

/// The sample cases' bundle (`assets/samples/sample-cases.json`): imported, they are a
/// committee's own cases (`casebook demo` marks them as training cases instead).
pub fn sample_bundle() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/samples/sample-cases.json")
}

/// A database in `dir` holding the sample cases as a committee's own (imported as a bundle).
pub fn demo_database(dir: &std::path::Path) -> std::path::PathBuf {
    let db = dir.join("cases.sqlite");
    stdout_of(&[
        "import",
        sample_bundle().to_str().expect("a UTF-8 path"),
        "--db",
        db.to_str().expect("a UTF-8 temporary path"),
    ]);
    db
}

pub fn casebook(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_casebook"))
        // The messages in English whatever the system speaks (a C locale names no language).
        .env("LC_ALL", "C")
        .args(args)
        .env("CASEBOOK_STATE_DIR", test_state_dir())
        .output()
        .expect("the casebook binary runs")
}

/// The standard output of a run that must succeed.
pub fn stdout_of(args: &[&str]) -> String {
    let out = casebook(args);
    assert!(
        out.status.success(),
        "casebook {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// Asserts a refusal: exit status `code`, nothing on stdout, exactly one line on stderr
/// containing `needle`.
pub fn assert_one_line_failure(args: &[&str], code: i32, needle: &str) {
    let out = casebook(args);
    assert_eq!(out.status.code(), Some(code), "casebook {args:?}");
    assert!(out.stdout.is_empty(), "casebook {args:?} printed to stdout");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        stderr.lines().count(),
        1,
        "one line on stderr, got: {stderr}"
    );
    assert!(
        stderr.contains(needle),
        "{stderr:?} should mention {needle:?}"
    );
}
