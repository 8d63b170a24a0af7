//! Shared by the website's tests: an archive whose 2026 casebook is published (the sample
//! cases, `assets/samples/README.md`, and two cases made here under the 2017 Laws: one written
//! in English, one in Russian, both citing Law 16B1 and naming their players), the site built
//! from it, and a reader of every link the site's pages make.
#![allow(dead_code)]

pub mod browser;
pub mod http;
#[path = "../publish_support/mod.rs"]
mod publish_support;

// Each test file uses its own part of the support.
#[allow(unused_imports)]
pub use publish_support::{Scratch, YEAR, attribute_values, samples};

use casebook::case::{Case, Edition};
use casebook::publish::site::{SiteArchive, SiteOptions, SiteReport, build_site};
use casebook::publish::{Format, PublishOptions, publish};
use casebook::store::Store;
use std::path::{Path, PathBuf};
use uuid::Uuid;

/// The players' names of the two cases made here: none may show on an anonymized site.
pub const PLAYERS: [&str; 4] = [
    "Ivan Petrov",
    "Olga Smirnova",
    "Мария Сидорова",
    "Пётр Кузнецов",
];

fn named(mut case: Case, names: [&str; 4]) -> Case {
    for (player, name) in case.people.players.iter_mut().zip(names) {
        player.name = name.to_string();
    }
    case
}

/// Sample У-03 (a break in tempo after a pre-emptive bid; commentary 16.8(ii)) told in
/// English under the 2017 Laws.
pub fn english_case() -> Case {
    let mut case = samples()
        .into_iter()
        .find(|c| c.identity.case_number == "У-03")
        .expect("sample У-03");
    case.uuid = Uuid::parse_str("5e5e0000-0000-4000-8000-00000000e001").expect("uuid");
    case.identity.case_number = "E-1".into();
    case.identity.event = "Open Pairs".into();
    case.language = "en".into();
    case.law_edition = Edition::E2017;
    case.facts.agreed = "East hesitated for about thirty seconds before passing over 4♥; \
        both pairs agree that the pause happened. West then bid 4♠."
        .into();
    case.facts.disputed.clear();
    case.statements.clear();
    case.ruling.text = "Pass was a logical alternative to 4♠ for West, and the slow pass \
        suggested bidding on. The score is adjusted."
        .into();
    case.ruling.laws = vec!["16B1".into(), "73C".into(), "12C1(c)".into()];
    case.write_up =
        "The hesitating partner's side may not choose the action the tempo suggested.".into();
    case.commentary.clear();
    named(case, [PLAYERS[0], PLAYERS[1], "John Brown", "Anne White"])
}

/// Sample У-02 under the 2017 Laws, citing 16B1, with its players named.
pub fn russian_2017_case() -> Case {
    let mut case = samples()
        .into_iter()
        .find(|c| c.identity.case_number == "У-02")
        .expect("sample У-02");
    case.uuid = Uuid::parse_str("5e5e0000-0000-4000-8000-00000000e002").expect("uuid");
    case.identity.case_number = "У-12".into();
    case.law_edition = Edition::E2017;
    case.ruling.laws = vec!["16B1".into(), "12C1(c)".into()];
    let mentions = format!("Игроки: {} (Север) и {} (Юг).", PLAYERS[2], PLAYERS[3]);
    case.facts.agreed = format!("{}\n\n{mentions}", case.facts.agreed);
    named(case, [PLAYERS[2], "Восток", PLAYERS[3], "Запад"])
}

/// A new archive in `scratch` (`name`) holding the samples and the two cases made here, its
/// 2026 casebook published: nine cases published, two decided and one draft left.
pub fn published_archive(scratch: &Scratch, name: &str) -> Store {
    let mut store =
        Store::create_or_open(scratch.path(&format!("{name}.sqlite"))).expect("a new database");
    casebook::samples::load_into(&mut store).expect("the samples load");
    for case in [english_case(), russian_2017_case()] {
        store.save_case(&case, 0).expect("saved");
    }
    publish_year(&mut store, scratch);
    store
}

/// Publishes the archive's reviewed cases of 2026 as a casebook (which marks them published).
pub fn publish_year(store: &mut Store, scratch: &Scratch) {
    let out = scratch.path(&format!("casebook-{}.html", Uuid::new_v4()));
    let options = PublishOptions {
        year: YEAR,
        ..PublishOptions::default()
    };
    publish(store, &options, Format::Html, &out, &mut |_| {}).expect("the casebook published");
}

/// Sample `sample` saved again as case `number` of `year` (a new UUID ending in `tail`), and
/// that year's casebook published.
pub fn publish_copy(
    store: &mut Store,
    scratch: &Scratch,
    sample: &str,
    number: &str,
    year: i32,
    tail: u32,
) {
    let mut case = samples()
        .into_iter()
        .find(|c| c.identity.case_number == sample)
        .expect("the sample");
    case.uuid = Uuid::parse_str(&format!("5e5e0000-0000-4000-8000-{tail:012x}")).expect("uuid");
    case.identity.case_number = number.into();
    case.identity.year = Some(year);
    store.save_case(&case, 0).expect("saved");
    let out = scratch.path(&format!("casebook-{}.html", Uuid::new_v4()));
    let options = PublishOptions {
        year,
        ..PublishOptions::default()
    };
    publish(store, &options, Format::Html, &out, &mut |_| {}).expect("the casebook published");
}

/// Builds the site of `store` (named ФБР) into `dir`.
pub fn build(store: &Store, options: &SiteOptions, dir: &Path) -> SiteReport {
    let archives = [SiteArchive {
        federation: "ФБР".into(),
        store,
    }];
    build_site(&archives, options, dir, &mut |_| {}).expect("the site builds")
}

/// Every HTML file under `dir`.
pub fn pages(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("a folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "html") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// The file a relative link from `page` leads to (a folder's `index.html`), with any
/// fragment; `None` for links off the site.
pub fn link_target(page: &Path, href: &str) -> Option<(PathBuf, Option<String>)> {
    if href.contains("://") || href.starts_with("mailto:") {
        return None;
    }
    let (path, fragment) = match href.split_once('#') {
        Some((path, fragment)) => (path, Some(fragment.to_string())),
        None => (href, None),
    };
    let path = path.split('?').next().unwrap_or("");
    let mut target = page.parent().expect("a folder").to_path_buf();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                target.pop();
            }
            part => target.push(part),
        }
    }
    if path.is_empty() {
        target = page.to_path_buf();
    } else if target.is_dir() {
        target.push("index.html");
    }
    Some((target, fragment))
}
