//! A federation's archive from the command line: `--db postgres://…` for every command, the
//! archive copied from a file to a server and back (`casebook archive copy`) with the same
//! bundle on both sides, and the refusals — a copy into an archive that holds cases, a wrong
//! password, an address that does not parse — each one line.

mod support;

use support::server::{self, PASSWORD};
use support::{assert_one_line_failure, casebook, demo_database, stdout_of};

#[test]
fn an_archive_copied_to_a_server_and_back_exports_the_same_bundle() {
    let Some(server) = server::shared() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let file = demo_database(dir.path());
    let file = file.to_str().unwrap();
    let url = server.url(&server.new_database());
    let copied = stdout_of(&["archive", "copy", "--from", file, "--to", &url]);
    assert!(copied.starts_with("copied 10 cases"), "{copied}");
    assert!(!copied.contains(PASSWORD), "{copied}");

    let from_file = stdout_of(&["export", "--db", file]);
    assert_eq!(stdout_of(&["export", "--db", &url]), from_file);
    assert!(stdout_of(&["check", "--db", &url]).contains(": sound (schema version"));
    assert_eq!(
        stdout_of(&["cases", "--db", &url]),
        stdout_of(&["cases", "--db", file])
    );
    assert_eq!(
        stdout_of(&["similar", "У-03", "--db", &url]),
        stdout_of(&["similar", "У-03", "--db", file]),
        "the precedents are the same on both"
    );

    // And back into a new file.
    let back = dir.path().join("обратно.sqlite");
    let back = back.to_str().unwrap();
    stdout_of(&["archive", "copy", "--from", &url, "--to", back]);
    assert_eq!(stdout_of(&["export", "--db", back]), from_file);

    // An archive that holds cases is not copied into.
    assert_one_line_failure(
        &["archive", "copy", "--from", file, "--to", &url],
        1,
        "already holds 10 cases",
    );
}

#[test]
fn a_wrong_password_and_an_address_that_does_not_parse_are_one_line() {
    let Some(server) = server::shared() else {
        return;
    };
    let database = server.new_database();
    let wrong = format!(
        "postgres://casebook:not-the-password@127.0.0.1:{}/{database}?sslmode=disable",
        server.port
    );
    assert_one_line_failure(
        &["cases", "--db", &wrong],
        1,
        "the server refused the login",
    );
    let out = casebook(&["cases", "--db", &wrong]);
    assert!(!String::from_utf8_lossy(&out.stderr).contains("not-the-password"));
    assert_one_line_failure(
        &[
            "cases",
            "--db",
            "postgres://casebook:secret@localhost:99999/db",
        ],
        1,
        "\"99999\" is not a port number",
    );
    let out = casebook(&[
        "cases",
        "--db",
        "postgres://casebook:secret@localhost:99999/db",
    ]);
    assert!(!String::from_utf8_lossy(&out.stderr).contains("secret"));
}
