//! `casebook poll-sheet` as a committee runs it on the sample year: a PDF and an HTML sheet for
//! the UI case У-02 (South's 6♠ after North's slow 4♠), and the clear one-line refusals.

mod support;

use std::path::Path;
use support::{assert_one_line_failure, stdout_of};

fn text(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 temporary path")
}

#[test]
fn a_sheet_is_written_as_pdf_or_html_for_the_call_polled() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = support::demo_database(dir.path());
    let pdf = dir.path().join("У-02.pdf");
    let said = stdout_of(&["poll-sheet", "У-02", "--db", text(&db), "--out", text(&pdf)]);
    assert!(
        said.starts_with("poll sheet for У-02 (S, call 9)"),
        "{said}"
    );
    assert!(std::fs::read(&pdf).expect("written").starts_with(b"%PDF"));

    let html = dir.path().join("sheet.html");
    stdout_of(&[
        "poll-sheet",
        "У-02",
        "--db",
        text(&db),
        "--out",
        text(&html),
        "--paper",
        "a5",
        "--seat",
        "S",
        "--call",
        "9",
        "--methods",
        "Ключевые тузы 1430",
    ]);
    let page = std::fs::read_to_string(&html).expect("written");
    assert!(page.contains("size: A5"));
    assert!(page.contains("Ключевые тузы 1430"));
    assert!(!page.contains("45"), "no trace of the break in tempo");

    // The opening lead against 6♠: West, with the whole auction.
    let lead = dir.path().join("lead.html");
    let said = stdout_of(&[
        "poll-sheet",
        "У-02",
        "--db",
        text(&db),
        "--out",
        text(&lead),
        "--lead",
    ]);
    assert!(
        said.starts_with("poll sheet for У-02 (W, opening lead)"),
        "{said}"
    );
    let page = std::fs::read_to_string(&lead).expect("written");
    assert!(page.contains("Контракт: 6♠, разыгрывает Юг"));
}

#[test]
fn a_call_past_the_end_or_a_seat_that_did_not_act_is_refused_in_one_line() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = support::demo_database(dir.path());
    let out = dir.path().join("x.pdf");
    assert_one_line_failure(
        &[
            "poll-sheet",
            "У-02",
            "--db",
            text(&db),
            "--out",
            text(&out),
            "--call",
            "40",
        ],
        2,
        "the auction has 12 calls: there is no call 40 to poll",
    );
    assert_one_line_failure(
        &[
            "poll-sheet",
            "У-02",
            "--db",
            text(&db),
            "--out",
            text(&out),
            "--call",
            "9",
            "--seat",
            "N",
        ],
        2,
        "call 9 was made by",
    );
    assert_one_line_failure(
        &["poll-sheet", "У-07", "--db", text(&db), "--out", text(&out)],
        2,
        "no call to poll",
    );
    assert!(!out.exists(), "nothing is written");
}

#[test]
fn a_sheet_that_cannot_be_written_says_so() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = support::demo_database(dir.path());
    let out = dir.path().join("missing").join("dir").join("x.pdf");
    assert_one_line_failure(
        &["poll-sheet", "У-02", "--db", text(&db), "--out", text(&out)],
        1,
        &format!("cannot write {}", out.display()),
    );
}
