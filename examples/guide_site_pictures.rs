//! The user guide's pictures of the casebooks' website: the site built from the training
//! cases (and, in the English book, one of them told in English), served from 127.0.0.1 and
//! photographed in Debian's headless Chromium, in each book's language, as a reader sees it;
//! and of a poll served to phones: the page a pollee's link opens, on a phone's screen, served
//! by the poll's own server, and the slips printed for the pollees.
//!
//! `sh assets/guide/screenshots.sh` runs it after the window's pictures; with `--check` it
//! writes nothing and fails when a committed picture no longer shows what the site draws
//! (`pictures`). Needs `chromium` and `chromium-driver`.

#[path = "../casebook/tests/site_support/mod.rs"]
mod site_support;

mod pictures;

use casebook::publish::CasebookLanguage;
use casebook::publish::site::SiteOptions;
use pictures::{Album, Keeping, Picture};
use site_support::browser::Browser;
use site_support::http::StaticServer;
use site_support::{Scratch, build, english_case, publish_year};
use std::path::PathBuf;

/// The browser's window: the width the site's pages are laid out for on a desktop.
const WINDOW: (u32, u32) = (900, 860);

/// One book's picture of the search: the site's language, the cases beside the training
/// cases, and a word found in another grammatical form than the cases write it.
struct SearchShot {
    code: &'static str,
    language: CasebookLanguage,
    english_case: bool,
    words: &'static str,
}

const SHOTS: [SearchShot; 3] = [
    SearchShot {
        code: "ru",
        language: CasebookLanguage::Russian,
        english_case: false,
        words: "колебаниями",
    },
    SearchShot {
        code: "en",
        language: CasebookLanguage::English,
        english_case: true,
        words: "hesitation",
    },
    // The site's own words in Bulgarian over the training cases; the search finds a Russian
    // case's word in another form as in the Russian book.
    SearchShot {
        code: "bg",
        language: CasebookLanguage::Bulgarian,
        english_case: false,
        words: "колебаниями",
    },
];

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let keeping = Keeping::from_args(&mut args);
    let books = args
        .first()
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("assets/guide"));
    let Some(browser) = Browser::start(WINDOW.0, WINDOW.1) else {
        eprintln!(
            "guide_site_pictures: Chromium and ChromeDriver are needed (apt-get install chromium chromium-driver)"
        );
        std::process::exit(1);
    };
    let mut album = Album::default();
    for shot in &SHOTS {
        let scratch = Scratch::new();
        let mut store = casebook::store::Store::create_or_open(scratch.path("archive.sqlite"))
            .expect("a new database");
        casebook::samples::load_into(&mut store).expect("the training cases");
        if shot.english_case {
            store
                .save_case(&english_case(), 0)
                .expect("the English case");
        }
        publish_year(&mut store, &scratch);
        let site = scratch.path("site");
        let options = SiteOptions {
            language: Some(shot.language),
            ..SiteOptions::default()
        };
        build(&store, &options, &site);
        let server = StaticServer::start(&site);
        browser.open(&server.url(&format!("search/?q={}", shot.words)));
        browser.wait_for(
            "const p = document.querySelector('#results .summary'); return p && p.textContent;",
        );
        let png = browser.screenshot();
        let picture = Picture::decode(&png).expect("the browser's screenshot");
        let path = pictures::folder(&books, shot.code).join("website-search.png");
        album.keep(&path, &picture, keeping);
    }
    let Some(phone) = Browser::start(PHONE.0, PHONE.1) else {
        std::process::exit(1);
    };
    for shot in &SHOTS {
        poll_pictures(&phone, &browser, shot.code, &books, &mut album, keeping);
    }
    album.finish(keeping);
}

/// A phone's screen, as the served poll's page is made for.
const PHONE: (u32, u32) = (360, 760);

/// The served poll of the third training case in `code`'s language: its page on a phone, and
/// its slips (their links made with fixed tokens and a typical address, so that the picture
/// is the same at every drawing).
fn poll_pictures(
    phone: &Browser,
    browser: &Browser,
    code: &str,
    books: &std::path::Path,
    album: &mut Album,
    keeping: Keeping,
) {
    use casebook::hearing::{PollSheet, PolledDecision};
    use casebook::poll::served::{LinkToken, PolleeClass};
    use casebook::poll::serving::PollServer;
    let case = casebook::samples::TrainingSet::for_reader(code)
        .cases()
        .expect("the training cases")
        .into_iter()
        .nth(2)
        .expect("a third case");
    let problem = PollSheet::for_decision(&case, PolledDecision::Call, "")
        .expect("the decision point")
        .frozen();
    let scratch = Scratch::new();
    let path = scratch.path("archive.sqlite");
    let mut store = casebook::store::Store::create_or_open(&path).expect("a new database");
    store.save_case(&case, 0).expect("the case");
    let pollees: Vec<PolleeClass> = (0..10).map(|_| PolleeClass::default()).collect();
    let mut poll = store
        .serve_poll(case.uuid, 0, &problem, &pollees, "")
        .expect("the poll served");
    let server = PollServer::start(
        casebook::store::Store::open(&path).expect("the database"),
        "127.0.0.1:0".parse().expect("loopback"),
        code,
    )
    .expect("the poll's server");
    phone.open(&server.link(poll.pollees[2].token));
    phone.wait_for("return document.querySelector('form') !== null");
    let picture = Picture::decode(&phone.screenshot()).expect("the phone's screenshot");
    album.keep(
        &pictures::folder(books, code).join("poll-phone.png"),
        &picture,
        keeping,
    );
    server.stop();
    for (n, pollee) in poll.pollees.iter_mut().enumerate() {
        pollee.token = LinkToken::parse(&format!(
            "{:032x}",
            ((0x3c5a_9e17_u128 * (n as u128 + 7)) << 64) | 0x4000_8000_0000_0000
        ))
        .expect("a fixed token");
    }
    let slips = scratch.path("slips");
    std::fs::create_dir_all(&slips).expect("a folder");
    std::fs::write(
        slips.join("index.html"),
        casebook::poll::slips::slips_html(&poll, |p| {
            format!("http://192.168.1.20:8080/p/{}", p.token)
        }),
    )
    .expect("the slips");
    let server = StaticServer::start(&slips);
    browser.open(&server.url("index.html"));
    browser.wait_for("return document.querySelectorAll('svg').length");
    let picture = Picture::decode(&browser.screenshot()).expect("the slips' screenshot");
    album.keep(
        &pictures::folder(books, code).join("poll-slips.png"),
        &picture,
        keeping,
    );
}
