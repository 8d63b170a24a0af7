//! A served poll answered in a real browser at a phone's size (Debian's Chromium, headless,
//! driven through ChromeDriver, emulating a 360-pixel-wide phone), in each language the
//! training cases are shipped in: the link opens the page in the poll's language, nothing on
//! it is wider than the phone, the pollee picks a call, ticks another he considered, writes a
//! word, sends — and the answer is in the archive as he gave it, the page saying what was
//! received. The page of each language is written beside the test build for a look.

mod store_support;

#[path = "site_support/browser.rs"]
#[allow(dead_code)] // the website's tests use the rest of the driver
mod browser;

use casebook::hearing::{PollSheet, PolledDecision};
use casebook::poll::served::PolleeClass;
use casebook::poll::serving::PollServer;
use casebook::samples::TrainingSet;
use store_support::archives::TestArchive;

#[test]
fn a_pollee_answers_on_a_phone_sized_browser_in_each_language() {
    for language in TrainingSet::languages() {
        answer_in(language);
    }
}

fn answer_in(language: &str) {
    let case = TrainingSet::of(language)
        .expect("a shipped language")
        .cases()
        .expect("the training cases")
        .into_iter()
        // The third case (У-03, 1997 commentary 16.8(ii)): West's call after partner's
        // slow pass.
        .nth(2)
        .expect("a third training case");
    let problem = PollSheet::for_decision(&case, PolledDecision::Call, "")
        .expect("a decision point")
        .frozen();
    assert_eq!(problem.language, language);
    let archive = TestArchive::sqlite();
    let mut store = archive.open();
    let case = store.save_case(&case, 0).unwrap();
    let poll = store
        .serve_poll(case.uuid, 0, &problem, &vec![PolleeClass::default(); 2], "")
        .unwrap();
    let server =
        PollServer::start(archive.open(), "127.0.0.1:0".parse().unwrap(), language).unwrap();
    let Some(phone) = browser::Browser::start(360, 760) else {
        return;
    };
    phone.open(&server.link(poll.pollees[1].token));
    assert_eq!(phone.run("return document.documentElement.lang"), language);
    // Nothing wider than the phone: no sideways scrolling in a bright room.
    let width = phone
        .run("return document.documentElement.scrollWidth")
        .as_u64()
        .unwrap();
    assert!(width <= 360, "{language}: the page is {width} pixels wide");
    let screenshot = phone.screenshot();
    assert!(screenshot.starts_with(b"\x89PNG"));
    let out = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("poll-phone-{language}.png"));
    std::fs::write(&out, screenshot).unwrap();
    // Every input is labelled: a screen reader names each call.
    let unlabelled = phone.run(
        "return [...document.querySelectorAll('input,textarea')]
            .filter(i => !document.querySelector('label[for=\"' + i.id + '\"]')).length",
    );
    assert_eq!(unlabelled, 0, "{language}: inputs without a label");
    phone.run("document.getElementById('a0').click(); document.getElementById('c1').click();");
    phone.type_into("#other", "ok");
    phone.run("document.querySelector('button[type=submit]').click();");
    phone.wait_for("return document.querySelector('.ok') !== null");
    let shown = phone
        .run("return document.querySelector('.ok').innerText")
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(shown.contains(&problem.calls[0]), "{language}: {shown}");
    let kept = store.served_poll(poll.id).unwrap().unwrap();
    let answer = kept.pollees[1]
        .answer
        .as_ref()
        .expect("the answer is in the archive");
    assert_eq!(answer.given.action, problem.calls[0]);
    assert_eq!(answer.given.considered, vec![problem.calls[1].clone()]);
    assert_eq!(answer.given.other, "ok");
    assert!(kept.pollees[0].answer.is_none());
    // The link opened again shows what was received, and no form: one answer a link.
    phone.open(&server.link(poll.pollees[1].token));
    assert_eq!(phone.run("return document.querySelector('form') === null && document.querySelector('.ok') !== null"), true);
    server.stop();
}
