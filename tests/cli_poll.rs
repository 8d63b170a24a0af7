//! `casebook poll serve|answers|close` as a Director runs them on the sample year: links printed
//! one a pollee with their slips, answers kept as they arrive and printed, the program killed
//! mid-poll and started again serving the same open poll with every answer it acknowledged,
//! SIGTERM closing it; and the one-line refusals. Case У-03 (1997 commentary 16.8(ii)) is polled.

#![cfg(unix)]

mod support;

#[path = "../casebook/tests/http_support/mod.rs"]
mod http_support;

use http_support::{get, post};
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, ChildStdout, Command, Stdio};
use support::{assert_one_line_failure, stdout_of};

/// `casebook poll serve` running, and what it printed so far.
struct Serving {
    child: Child,
    lines: BufReader<ChildStdout>,
}

impl Serving {
    fn start(args: &[&str]) -> Serving {
        let mut child = Command::new(env!("CARGO_BIN_EXE_casebook"))
            .env("LC_ALL", "C")
            .env("CASEBOOK_STATE_DIR", support::test_state_dir())
            .args(args)
            .stdout(Stdio::piped())
            .spawn()
            .expect("casebook runs");
        let lines = BufReader::new(child.stdout.take().expect("piped"));
        Serving { child, lines }
    }

    fn line(&mut self) -> String {
        let mut line = String::new();
        self.lines.read_line(&mut line).expect("a line");
        assert!(!line.is_empty(), "casebook poll serve ended early");
        line.trim_end().to_string()
    }

    /// The heading, then a link for each of `count` pollees: (label, address, path).
    fn links(&mut self, count: usize) -> (String, Vec<(String, SocketAddr, String)>) {
        let heading = self.line();
        let links = (0..count)
            .map(|_| {
                let line = self.line();
                let (label, link) = line.split_once('\t').expect("label TAB link");
                let rest = link.strip_prefix("http://").expect("an http link");
                let (host, path) = rest.split_at(rest.find('/').expect("a path"));
                (
                    label.to_string(),
                    host.parse().expect("an address"),
                    path.to_string(),
                )
            })
            .collect();
        (heading, links)
    }

    fn signal(&mut self, name: &str) {
        let status = Command::new("kill")
            .args([name, &self.child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(status.success());
    }
}

#[test]
fn a_poll_killed_mid_way_is_served_again_with_every_answer_and_sigterm_closes_it() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = support::demo_database(dir.path());
    let db = db.to_str().expect("UTF-8");
    let slips = dir.path().join("slips.html");
    let mut serving = Serving::start(&[
        "--db",
        db,
        "poll",
        "serve",
        "У-03",
        "--bind",
        "127.0.0.1:0",
        "--pollee",
        "Иванов",
        "--pollee",
        "Петров",
        "--pollee",
        "Сидоров",
        "--strength",
        "мастер",
        "--slips",
        slips.to_str().expect("UTF-8"),
    ]);
    let (heading, links) = serving.links(3);
    assert!(
        heading.starts_with("Serving poll 1 of case У-03 on 127.0.0.1:"),
        "{heading}"
    );
    assert!(heading.contains("3 pollees, 0 answered"), "{heading}");
    assert_eq!(links[0].0, "Иванов");
    assert!(serving.line().starts_with("slips to hand out"));
    let page = std::fs::read_to_string(&slips).expect("slips written");
    assert_eq!(page.matches("<svg").count(), 3);
    for (_, address, path) in &links {
        assert!(page.contains(&format!("http://{address}{path}")));
    }
    for (_, address, path) in &links[..2] {
        assert_eq!(
            post(*address, path, "action=Pass&considered=4%E2%99%A0").0,
            303
        );
    }
    // Each answer is printed as it is kept.
    let printed = [serving.line(), serving.line()];
    assert!(
        printed.iter().all(|l| l.contains("answered: Pass")),
        "{printed:?}"
    );
    // Killed: no chance to close the poll.
    serving.child.kill().expect("killed");
    serving.child.wait().expect("ended");
    let answers = stdout_of(&["--db", db, "poll", "answers", "У-03"]);
    assert!(answers.contains(", open"), "{answers}");
    assert_eq!(answers.matches(": Pass [").count(), 2, "{answers}");
    // Started again without naming the pollees: the same poll, the same links.
    let mut again = Serving::start(&["--db", db, "poll", "serve", "У-03", "--bind", "127.0.0.1:0"]);
    let (heading, relinked) = again.links(3);
    assert!(heading.contains("3 pollees, 2 answered"), "{heading}");
    for ((_, _, before), (_, _, after)) in links.iter().zip(&relinked) {
        assert_eq!(before, after, "the same links");
    }
    let (_, address, path) = &relinked[0];
    let (status, page) = get(*address, path);
    assert_eq!(status, 200);
    assert!(
        page.contains("Received") || page.contains("Получено"),
        "{page}"
    );
    assert_eq!(
        post(*address, path, "action=4%E2%99%A0").0,
        409,
        "one answer a link"
    );
    let (_, address, path) = &relinked[2];
    assert_eq!(post(*address, path, "action=Double").0, 303);
    assert!(again.line().contains("Сидоров answered: Double"));
    again.signal("-TERM");
    let closed = again.line();
    assert!(
        closed.starts_with("Poll closed: 3 of 3 pollees answered"),
        "{closed}"
    );
    assert!(again.child.wait().expect("ended").success());
    let json: serde_json::Value = serde_json::from_str(&stdout_of(&[
        "--db", db, "poll", "answers", "У-03", "--json",
    ]))
    .unwrap();
    assert!(json[0]["closed_at"].is_string());
    assert_eq!(json[0]["pollees"][2]["answer"]["action"], "Double");
    assert_eq!(json[0]["pollees"][0]["strength"], "мастер");
    assert_eq!(json[0]["pollees"][0]["answer"]["considered"][0], "4♠");
    // The poll's record for the committee's file: the problem as shown, every answer.
    let record = dir.path().join("record.html");
    let said = stdout_of(&[
        "--db",
        db,
        "poll",
        "answers",
        "У-03",
        "--out",
        record.to_str().expect("UTF-8"),
    ]);
    assert!(said.starts_with("the record of poll 1:"), "{said}");
    let page = std::fs::read_to_string(&record).expect("written");
    assert!(
        page.contains("<td>Сидоров</td>") && page.contains("<b>Double</b>"),
        "{page}"
    );
    assert!(page.contains(json[0]["problem"]["question"].as_str().unwrap()));
}

#[test]
fn serving_refuses_clearly() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = support::demo_database(dir.path());
    let db = db.to_str().expect("UTF-8");
    assert_one_line_failure(
        &["--db", db, "poll", "serve", "У-03", "--bind", "127.0.0.1:0"],
        2,
        "name the pollees",
    );
    assert_one_line_failure(
        &[
            "--db",
            db,
            "poll",
            "serve",
            "У-03",
            "--bind",
            "127.0.0.1:0",
            "--pollees",
            "3",
            "--poll",
            "9",
        ],
        2,
        "--poll counts from 1",
    );
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().to_string();
    assert_one_line_failure(
        &[
            "--db",
            db,
            "poll",
            "serve",
            "У-03",
            "--bind",
            &port,
            "--pollees",
            "3",
        ],
        2,
        "the poll cannot be served",
    );
    assert_one_line_failure(
        &["--db", db, "poll", "close", "У-03"],
        2,
        "no open served poll",
    );
}
