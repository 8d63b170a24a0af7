//! `casebook adjust FILE|-` run as a user runs it: a JSON request in, a JSON result out, and
//! for a bad request exit status 2 with one line on stderr naming the field.

use serde_json::{Value, json};
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn adjust_stdin(request: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_casebook"))
        .env("LC_ALL", "C")
        .args(["adjust", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the casebook binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(request.as_bytes())
        .expect("request written");
    child.wait_with_output().expect("casebook finishes")
}

fn result_of(request: &Value) -> Value {
    let out = adjust_stdin(&request.to_string());
    assert!(
        out.status.success(),
        "casebook adjust failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON on stdout")
}

/// Exit status 2, nothing on stdout, one line on stderr starting with `prefix`.
fn assert_refused(request: &str, prefix: &str) {
    let out = adjust_stdin(request);
    assert_eq!(out.status.code(), Some(2), "{request}");
    assert!(out.stdout.is_empty(), "printed to stdout for {request}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        stderr.lines().count(),
        1,
        "one line on stderr, got: {stderr}"
    );
    assert!(
        stderr.starts_with(&format!("casebook: {prefix}")),
        "{stderr:?} should start with {prefix:?}"
    );
}

/// Commentary 12.31 (commentary-1997-ru.txt l.1250–1278) with the printed weights, against an illustrative
/// +430 at the other table: +41/12 IMPs.
fn commentary_12_31() -> Value {
    json!({
        "form": "imps",
        "vulnerability": "None",
        "non_offending": "NS",
        "method": "weighted",
        "scheme": "ebl",
        "table": {"contract": "3C", "declarer": "S", "tricks": 12},
        "outcomes": [
            {"contract": "3NT", "declarer": "S", "tricks": 9, "weight": "1/6"},
            {"contract": "3NT", "declarer": "S", "tricks": 10, "weight": "25%"},
            {"contract": "3NT", "declarer": "S", "tricks": 11, "weight": "0.25"},
            {"contract": "6C", "declarer": "S", "tricks": 12, "weight": "1/3"}
        ],
        "other_table": {"contract": "3NT", "declarer": "N", "tricks": 10}
    })
}

#[test]
fn a_weighted_request_from_standard_input() {
    let result = result_of(&commentary_12_31());
    assert_eq!(result["ns"]["score"], json!(3.42));
    assert_eq!(result["ns"]["unit"], json!("imps"));
    assert_eq!(result["ew"]["score"], json!(-3.42));
    assert_eq!(result["ns"]["exact"], json!("41/12"));
    let breakdown = result["breakdown"].as_str().expect("breakdown");
    assert!(
        breakdown.starts_with("NS: 1/6 of 3NT= (+400 → −1 IMP) + 25% of 3NT+1"),
        "{breakdown}"
    );
    // The Russian line spells no trumps БК, as the commentary does (commentary-1997-ru.txt line 1276).
    let russian = result["breakdown_ru"].as_str().expect("Russian breakdown");
    assert!(
        russian.contains("ВЗ: 1/6 от 3БК= (−400 → +1 имп)"),
        "{russian}"
    );
}

#[test]
fn a_request_from_a_file() {
    // Weighting at pairs (2017 Law 12C1(c)): 70% +620 and 30% −100 against the field is 59% / 41%.
    let request = json!({
        "form": "matchpoints", "vulnerability": "NS", "non_offending": "NS",
        "method": "weighted", "scheme": "wbf",
        "table": {"contract": "4S", "declarer": "N", "tricks": 9},
        "outcomes": [
            {"contract": "4S", "declarer": "N", "tricks": 10, "weight": "70%"},
            {"contract": "4S", "declarer": "N", "tricks": 9, "weight": "30%"}
        ],
        "field": [620, 620, 170, 170, -100]
    });
    let path: PathBuf =
        std::env::temp_dir().join(format!("casebook-adjust-{}.json", std::process::id()));
    std::fs::write(&path, request.to_string()).expect("request file written");
    let out = Command::new(env!("CARGO_BIN_EXE_casebook"))
        .env("LC_ALL", "C")
        .args(["adjust", path.to_str().expect("UTF-8 path")])
        .output()
        .expect("the casebook binary runs");
    let _ = std::fs::remove_file(&path);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let result: Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    assert_eq!(
        result["ns"],
        json!({
            "score": 59.0, "unit": "percent", "exact": "59",
            "breakdown": "NS: 70% of 4♠= (+620 → 80%) + 30% of 4♠−1 (−100 → 10%) = 59%",
            "breakdown_ru": "СЮ: 70% от 4♠= (+620 → 80%) + 30% от 4♠−1 (−100 → 10%) = 59%",
            "breakdown_bg": "С–Ю: 70% от 4♠= (+620 → 80%) + 30% от 4♠−1 (−100 → 10%) = 59%"
        })
    );
    assert_eq!(result["ew"]["score"], json!(41.0));
}

/// A request saved by a Windows program: Notepad's UTF-8 with a byte-order mark, or Windows
/// PowerShell 5.1's `>` (UTF-16LE with its mark), with CRLF line ends — answered exactly as the
/// plain request is; a request whose bytes are not the text its mark names is refused.
#[test]
fn a_request_written_on_windows_is_read_as_written() {
    let plain = serde_json::to_string_pretty(&commentary_12_31()).unwrap();
    let crlf = plain.replace('\n', "\r\n");
    let mut utf8_bom = b"\xEF\xBB\xBF".to_vec();
    utf8_bom.extend(crlf.as_bytes());
    let mut utf16 = vec![0xFF, 0xFE];
    utf16.extend(crlf.encode_utf16().flat_map(u16::to_le_bytes));
    let expected = result_of(&commentary_12_31());
    let dir = tempfile::tempdir().unwrap();
    for (name, bytes) in [("notepad.json", &utf8_bom), ("powershell.json", &utf16)] {
        let path = dir.path().join(name);
        std::fs::write(&path, bytes).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_casebook"))
            .env("LC_ALL", "C")
            .arg("adjust")
            .arg(&path)
            .output()
            .expect("the casebook binary runs");
        assert!(
            out.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let result: Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
        assert_eq!(result, expected, "{name}");
    }
    let broken = dir.path().join("broken.json");
    let mut bytes = utf16.clone();
    bytes.extend([0x00, 0xD8, b'}', 0x00]);
    std::fs::write(&broken, bytes).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_casebook"))
        .env("LC_ALL", "C")
        .arg("adjust")
        .arg(&broken)
        .output()
        .expect("the casebook binary runs");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("is not valid UTF-16LE"),
        "the line names the encoding: {stderr}"
    );
}

#[test]
fn seed_003_knockout_averaging_end_to_end() {
    // adjusted-scores-training-ru.txt l.325–331: team A −8 and team B −4 IMPs become −2 and +2. This table is the
    // open room (N-S team B, non-offending, vulnerable); the closed room's N-S scored +300.
    let result = result_of(&json!({
        "form": "imps", "vulnerability": "NS", "non_offending": "NS", "method": "assigned",
        "knockout": true,
        "table": {"contract": "4S", "declarer": "N", "tricks": 9},
        "outcomes": [
            {"contract": "3S", "declarer": "N", "tricks": 10, "probability": "75%"},
            {"contract": "4S", "declarer": "N", "tricks": 10, "probability": "1/4"}
        ],
        "other_table_score": 300
    }));
    assert_eq!(result["ns"]["score"], json!(2.0));
    assert_eq!(result["ew"]["score"], json!(-2.0));
    assert_eq!(result["knockout_averaged"], json!(true));
}

#[test]
fn artificial_scores_end_to_end() {
    // Law 88 and Lille 1998, 4: 55% does not replace 60%, 35% replaces 40%; the default
    // profile applies the 1997 Laws, so the replacement cites the WBF Laws Committee's Lille
    // 1998 minute 4 (commentary 12.9) rather than 2017 Law 12C2(c).
    let result = result_of(&json!({
        "form": "matchpoints", "method": "artificial",
        "artificial": {"ns": "average_plus", "ew": "average_minus",
                       "session_percent": {"ns": 55.0, "ew": 35.0}}
    }));
    assert_eq!(result["ns"]["score"], json!(60.0));
    assert_eq!(result["ew"]["score"], json!(35.0));
    assert_eq!(
        result["ew"]["breakdown"],
        json!(
            "EW: average minus: the session's 35% replaces 40% (WBF Laws Committee, Lille 1998, 4) = 35%"
        )
    );
}

fn with(pointer: &str, value: Value) -> String {
    let mut request = commentary_12_31();
    *request.pointer_mut(pointer).expect("field exists") = value;
    request.to_string()
}

#[test]
fn bad_requests_are_refused_with_one_line_naming_the_field() {
    assert_refused(
        &with("/outcomes/3/weight", json!("30%")),
        "outcomes: the weights add up to",
    );
    assert_refused(
        &with("/outcomes/0/weight", json!("-1/6")),
        "outcomes[0].weight: the weight of 3NT= is",
    );
    assert_refused(
        &with("/outcomes/2/tricks", json!(14)),
        "outcomes[2].tricks: 14 tricks is impossible",
    );
    assert_refused(
        &with("/table/contract", json!("3Q")),
        "table.contract: \"3Q\" is not a contract",
    );
    assert_refused(&with("/other_table", Value::Null), "other_table: missing");
    assert_refused(
        &with("/form", json!("matchpoints")),
        "other_table: the other table is for IMP scoring",
    );
    assert_refused(
        &json!({"form": "matchpoints", "vulnerability": "None", "non_offending": "NS",
                "method": "weighted", "table": {"contract": "3C", "declarer": "S", "tricks": 12},
                "outcomes": [{"contract": "3NT", "declarer": "S", "tricks": 9, "weight": "100%"}]})
        .to_string(),
        "field: missing",
    );
    let assigned = json!({
        "form": "imps", "vulnerability": "None", "non_offending": "NS", "method": "assigned",
        "table": {"contract": "3C", "declarer": "S", "tricks": 12},
        "outcomes": [
            {"contract": "3NT", "declarer": "S", "tricks": 10, "probability": "0.3"},
            {"contract": "6C", "declarer": "S", "tricks": 12, "probability": "0.2"}
        ],
        "other_table_score": 430
    });
    let mut above_one = assigned.clone();
    above_one["outcomes"][0]["probability"] = json!("3/2");
    assert_refused(
        &above_one.to_string(),
        "outcomes[0].probability: the probability of 3NT+1 is 150%",
    );
    let mut mixed = assigned;
    mixed["artificial"] = json!({"ns": "average_plus", "ew": "average_minus"});
    assert_refused(
        &mixed.to_string(),
        "artificial: an artificial score cannot be combined",
    );
    assert_refused("{\"form\": \"imps\",", "the request is not valid JSON");
    assert_refused("", "the request is not valid JSON");
}

/// commentary-1997-ru.txt l.1250–1270, commentary 12.31: no better result is likely, so the non-offenders
/// keep 3♣+3 while the offenders get 6♣ made by N-S, the most unfavourable result at all
/// probable; the breakdown says why and points to 12C3.
#[test]
fn an_assigned_score_with_nothing_likely_keeps_the_table_result_for_the_non_offenders() {
    let request = json!({
        "form": "imps", "vulnerability": "None", "non_offending": "NS", "method": "assigned",
        "table": {"contract": "3C", "declarer": "S", "tricks": 12},
        "outcomes": [
            {"contract": "2NT", "declarer": "S", "tricks": 9, "probability": "0.10"},
            {"contract": "2NT", "declarer": "S", "tricks": 10, "probability": "0.15"},
            {"contract": "2NT", "declarer": "S", "tricks": 11, "probability": "0.15"},
            {"contract": "3NT", "declarer": "S", "tricks": 9, "probability": "0.10"},
            {"contract": "3NT", "declarer": "S", "tricks": 10, "probability": "0.15"},
            {"contract": "3NT", "declarer": "S", "tricks": 11, "probability": "0.15"},
            {"contract": "6C", "declarer": "S", "tricks": 12, "probability": "0.20"}
        ],
        "other_table_score": 430
    });
    let out = adjust_stdin(&request.to_string());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let result: Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    // +170 against +430: −6 IMPs; −920 against −430: −10 IMPs.
    assert_eq!(result["ns"]["score"], json!(-6.0));
    assert_eq!(result["ew"]["score"], json!(-10.0));
    let ns = result["ns"]["breakdown"].as_str().expect("text");
    assert!(
        ns.contains("the table result stands") && ns.contains("commentary 12.31"),
        "{ns}"
    );
    assert!(ns.contains("Law 12C3"), "{ns}");
    let ew = result["ew"]["breakdown"].as_str().expect("text");
    assert!(
        ew.contains("the most unfavourable result at all probable"),
        "{ew}"
    );
    assert!(ew.contains("6♣="), "{ew}");
}

#[test]
fn missing_files_and_arguments_are_refused() {
    let out = Command::new(env!("CARGO_BIN_EXE_casebook"))
        .env("LC_ALL", "C")
        .args(["adjust", "no-such-request.json"])
        .output()
        .expect("the casebook binary runs");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with("casebook: cannot read the request no-such-request.json"),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1);
    let out = Command::new(env!("CARGO_BIN_EXE_casebook"))
        .env("LC_ALL", "C")
        .args(["adjust"])
        .output()
        .expect("the casebook binary runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("`casebook adjust` needs <FILE|->"));
}
