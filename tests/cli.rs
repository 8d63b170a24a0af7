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
    // DESIGN.md "Command line" and the README.
    assert_eq!(stdout_of(&["score", "4HX", "S", "11", "NS"]), "990\n");
    assert_eq!(stdout_of(&["score", "3NT", "W", "7", "None"]), "-100\n");
}

#[test]
fn score_follows_the_declaring_sides_vulnerability() {
    // 4♠ made: 420 not vulnerable, 620 vulnerable (seed 002, Law 77; research seed002.md §4.2).
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
    assert_refused(&["score", "4H", "S"], "four arguments");
    assert_refused(&["imps", "many"], "not a difference");
    assert_refused(&["imps"], "one argument");
    assert_refused(&["frobnicate"], "unknown command");
    assert_refused(&["--db"], "--db needs a path");
}

#[test]
fn help_and_version_succeed() {
    assert!(stdout_of(&["--help"]).contains("casebook score CONTRACT DECLARER TRICKS VUL"));
    assert!(stdout_of(&["--version"]).starts_with("casebook "));
}
