//! The casebooks' website, built from an archive and read as files: a page for every
//! published case and none for the others, every link leading to a page of the site, the
//! addresses kept and only changed files written when it is built again, an anonymized site
//! naming no player, several federations on one site. The browser's tests are in
//! `publish_site_browser.rs`.

mod site_support;

use casebook::publish::site::{MANIFEST, SiteArchive, SiteError, SiteOptions, build_site};
use site_support::*;
use std::collections::BTreeSet;

fn read(path: &std::path::Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_published_case_has_its_page_and_nothing_else_is_published() {
    let scratch = Scratch::new();
    let store = published_archive(&scratch, "archive");
    let site = scratch.path("site");
    let report = build(&store, &SiteOptions::default(), &site);
    assert_eq!(
        report.cases, 9,
        "seven reviewed samples and the two cases made here"
    );
    for number in [
        "u-01", "u-02", "u-03", "u-05", "u-06", "u-07", "u-09", "u-12", "e-1",
    ] {
        let page = site.join(format!("fbr/2026/{number}/index.html"));
        assert!(page.is_file(), "{}", page.display());
    }
    // The decided and draft samples (У-04, У-08, У-10) are not published.
    for number in ["u-04", "u-08", "u-10"] {
        assert!(
            !site.join(format!("fbr/2026/{number}")).exists(),
            "{number}"
        );
    }
    let english = read(&site.join("fbr/2026/e-1/index.html"));
    assert!(
        english.starts_with("<!DOCTYPE html>\n<html lang=\"en\">"),
        "{}",
        &english[..80]
    );
    let russian = read(&site.join("fbr/2026/u-12/index.html"));
    assert!(russian.starts_with("<!DOCTYPE html>\n<html lang=\"ru\">"));
    // The search index knows the case's Laws with the units they lie in (16B1 → 16B, 16).
    for law in ["16", "16B", "16B1"] {
        assert!(
            russian.contains(&format!(
                "data-pagefind-filter=\"law[content]\" content=\"{law}\""
            )),
            "{law}"
        );
    }
    let entry = read(&site.join("pagefind/fbr/2026/pagefind-entry.json"));
    assert!(
        entry.contains("\"ru\"") && entry.contains("\"en\""),
        "{entry}"
    );
    for index in [
        "laws",
        "subjects",
        "outcomes",
        "methods",
        "statistics",
        "library",
        "search",
    ] {
        assert!(site.join(index).join("index.html").is_file(), "{index}");
    }
}

#[test]
fn every_link_of_every_page_leads_to_a_page_of_the_site() {
    let scratch = Scratch::new();
    let store = published_archive(&scratch, "archive");
    let site = scratch.path("site");
    build(&store, &SiteOptions::default(), &site);
    let pages = pages(&site);
    assert!(
        pages.len() > 200,
        "the cases, indexes and the Laws: {}",
        pages.len()
    );
    let mut checked = 0;
    for page in &pages {
        let html = read(page);
        assert_eq!(html.matches("<main").count(), 1, "{}", page.display());
        assert_eq!(
            html.matches("<h1").count(),
            1,
            "one heading: {}",
            page.display()
        );
        for href in attribute_values(&html, "href")
            .into_iter()
            .chain(attribute_values(&html, "src"))
        {
            let Some((target, fragment)) = link_target(page, &href) else {
                continue;
            };
            assert!(
                target.is_file(),
                "{} links to {href}, which is not there",
                page.display()
            );
            if let Some(fragment) = fragment.filter(|f| !f.is_empty())
                && target.extension().is_some_and(|e| e == "html")
            {
                let ids: BTreeSet<String> =
                    attribute_values(&read(&target), "id").into_iter().collect();
                assert!(
                    ids.contains(&fragment),
                    "{} links to {href}",
                    page.display()
                );
            }
            checked += 1;
        }
    }
    assert!(checked > 1000, "{checked} links");
}

#[test]
fn a_case_links_its_laws_to_the_library_in_its_edition_and_the_editions_to_each_other() {
    let scratch = Scratch::new();
    let store = published_archive(&scratch, "archive");
    let site = scratch.path("site");
    build(&store, &SiteOptions::default(), &site);
    // У-03 was ruled under the 1997 Laws: its 16A leads to the 1997 Law 16.
    let old = read(&site.join("fbr/2026/u-03/index.html"));
    assert!(
        old.contains("href=\"../../../library/1997/16/\""),
        "1997 Law 16"
    );
    // E-1 under the 2017 Laws: its 16B1 leads to the 2017 Law 16.
    let new = read(&site.join("fbr/2026/e-1/index.html"));
    assert!(
        new.contains("href=\"../../../library/2017/16/\""),
        "2017 Law 16"
    );
    // The index by Law names the counterpart of 1997's 12C3 in 2017 (12C1(c)) and back.
    let laws = read(&site.join("library/1997/12/index.html"));
    assert!(
        laws.contains("href=\"../../../library/2017/12/\""),
        "1997 12 → 2017 12"
    );
    let laws = read(&site.join("library/2017/12/index.html"));
    assert!(
        laws.contains("href=\"../../../library/1997/12/\""),
        "2017 12 → 1997 12"
    );
    // The cases citing a Law follow it across the editions: 2017 Law 16's page lists У-03,
    // whose 1997 16A is 2017 16B by the map, beside E-1, which cites 16B1 itself.
    let law_16 = read(&site.join("library/2017/16/index.html"));
    let citing = &law_16[law_16.find("<section lang=").expect("the cases citing it")..];
    assert!(citing.contains("fbr/2026/e-1/"), "E-1 on 2017 Law 16");
    assert!(citing.contains("fbr/2026/u-03/"), "У-03 on 2017 Law 16");
}

#[test]
fn building_again_keeps_the_addresses_and_writes_only_what_changed() {
    let scratch = Scratch::new();
    let mut store = published_archive(&scratch, "archive");
    let site = scratch.path("site");
    let first = build(&store, &SiteOptions::default(), &site);
    assert_eq!(first.files.unchanged, 0);
    let case_page = site.join("fbr/2026/u-01/index.html");
    let before = read(&case_page);

    let again = build(&store, &SiteOptions::default(), &site);
    assert_eq!(again.files.written, 0, "nothing changed: {:?}", again.files);
    assert_eq!(again.files.removed, 0);
    assert_eq!(
        (again.units_made, again.units_kept),
        (0, 1),
        "the year was not read again"
    );

    // A new case published: its page, the pages listing it and the index are written; the
    // other cases' pages are left alone and keep their addresses.
    let mut case = samples()
        .into_iter()
        .find(|c| c.identity.case_number == "У-05")
        .expect("sample У-05");
    case.uuid = uuid::Uuid::parse_str("5e5e0000-0000-4000-8000-00000000e003").expect("uuid");
    case.identity.case_number = "У-13".into();
    store.save_case(&case, 0).expect("saved");
    publish_year(&mut store, &scratch);
    let after = build(&store, &SiteOptions::default(), &site);
    assert!(site.join("fbr/2026/u-13/index.html").is_file());
    assert_eq!(read(&case_page), before);
    assert!(
        after.files.written < first.files.written / 4,
        "a new case rewrote {} files of {}",
        after.files.written,
        first.files.written
    );
    let manifest = read(&site.join(MANIFEST));
    assert!(manifest.lines().any(|l| l == "fbr/2026/u-13/index.html"));
}

#[test]
fn a_year_whose_cases_did_not_change_is_kept_without_being_read() {
    let scratch = Scratch::new();
    let mut store = published_archive(&scratch, "archive");
    // A case of 2025 published too: the site has two years, each with its own index.
    publish_copy(&mut store, &scratch, "У-06", "У-25", 2025, 0xe025);
    let site = scratch.path("site");
    // Every year its own index (a federation's years join until an index holds 500 cases).
    let one_a_year = SiteOptions {
        unit_cases: 1,
        ..SiteOptions::default()
    };
    let first = build(&store, &one_a_year, &site);
    assert_eq!(first.years, 2);
    assert!(site.join("pagefind/fbr/2025/pagefind-entry.json").is_file());
    let search = read(&site.join("search/index.html"));
    assert!(
        search.contains("fbr/2025/") && search.contains("fbr/2026/"),
        "both years searched"
    );

    // A 2026 case added and published: 2025 is kept as it was, not read.
    publish_copy(&mut store, &scratch, "У-05", "У-14", 2026, 0xe026);
    let before = std::fs::metadata(site.join("fbr/2025/u-25/index.html"))
        .and_then(|m| m.modified())
        .expect("a time");
    let again = build(&store, &one_a_year, &site);
    assert_eq!(
        (again.units_made, again.units_kept),
        (1, 1),
        "2026 made, 2025 kept"
    );
    let after = std::fs::metadata(site.join("fbr/2025/u-25/index.html"))
        .and_then(|m| m.modified())
        .expect("a time");
    assert_eq!(before, after, "2025's page was not written again");
    assert!(site.join("fbr/2026/u-14/index.html").is_file());
    assert_eq!(again.cases, 11);
    // What the indexes list of 2025 came from the kept entries: its case is still listed.
    assert!(read(&site.join("laws/index.html")).contains("fbr/2025/u-25/"));
    // A kept year whose page was taken away is made again.
    std::fs::remove_file(site.join("fbr/2025/u-25/index.html")).expect("removed");
    build(&store, &one_a_year, &site);
    assert!(site.join("fbr/2025/u-25/index.html").is_file());
    // Joined into one index, the two years are made again together.
    let joined = build(&store, &SiteOptions::default(), &site);
    assert_eq!((joined.units_made, joined.units_kept), (1, 0));
    assert!(
        site.join("pagefind/fbr/2025-2026/pagefind-entry.json")
            .is_file()
    );
    assert!(
        !site.join("pagefind/fbr/2025").exists(),
        "the years' own indexes are gone"
    );
}

#[test]
fn an_anonymized_site_names_no_player() {
    let scratch = Scratch::new();
    let store = published_archive(&scratch, "archive");
    let site = scratch.path("site");
    let options = SiteOptions {
        anonymize: true,
        ..SiteOptions::default()
    };
    let report = build(&store, &options, &site);
    assert!(
        report
            .anonymized
            .iter()
            .any(|(address, _)| address == "fbr/2026/u-12/"),
        "the editor is shown what was replaced: {:?}",
        report.anonymized
    );
    for page in pages(&site) {
        let html = read(&page);
        for name in PLAYERS {
            assert!(!html.contains(name), "{} names {name}", page.display());
        }
    }
    // The search's own fragments hold the pages' text: no name there either.
    for chunk in std::fs::read_dir(site.join("pagefind/fbr/2026/fragment")).expect("fragments") {
        let bytes = std::fs::read(chunk.expect("a chunk").path()).expect("read");
        let text = gunzip_lossy(&bytes);
        for name in PLAYERS {
            assert!(!text.contains(name), "the index holds {name}");
        }
    }
}

/// The text of a gzip member (Pagefind's chunks), through the system's gzip.
fn gunzip_lossy(bytes: &[u8]) -> String {
    use std::io::Write;
    let mut child = std::process::Command::new("gzip")
        .args(["-dc"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("gzip");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(bytes)
        .expect("write");
    let out = child.wait_with_output().expect("gzip's output");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn several_federations_share_one_site_each_under_its_own_name() {
    let scratch = Scratch::new();
    let first = published_archive(&scratch, "first");
    let second = published_archive(&scratch, "second");
    let site = scratch.path("site");
    let archives = [
        SiteArchive {
            federation: "ФБР".into(),
            store: &first,
        },
        SiteArchive {
            federation: "Bulgarian Bridge Federation".into(),
            store: &second,
        },
    ];
    let report = build_site(&archives, &SiteOptions::default(), &site, &mut |_| {})
        .expect("the site builds");
    assert_eq!((report.cases, report.federations), (18, 2));
    assert!(site.join("fbr/2026/u-01/index.html").is_file());
    assert!(
        site.join("bulgarian-bridge-federation/2026/u-01/index.html")
            .is_file()
    );
    let search = read(&site.join("search/index.html"));
    assert!(search.contains(
        "<option value=\"bulgarian-bridge-federation\">Bulgarian Bridge Federation</option>"
    ));

    let same = [
        SiteArchive {
            federation: "ФБР".into(),
            store: &first,
        },
        SiteArchive {
            federation: "фбр".into(),
            store: &second,
        },
    ];
    let error = build_site(
        &same,
        &SiteOptions::default(),
        &scratch.path("other"),
        &mut |_| {},
    )
    .expect_err("two archives under one name");
    assert!(matches!(error, SiteError::FederationTwice(_)), "{error}");
}

#[test]
fn an_archive_with_nothing_published_is_refused_with_what_to_do() {
    let scratch = Scratch::new();
    let mut store = casebook::store::Store::create_or_open(scratch.path("empty.sqlite"))
        .expect("a new database");
    casebook::samples::load_into(&mut store).expect("the samples load");
    let archives = [SiteArchive {
        federation: "ФБР".into(),
        store: &store,
    }];
    let error = build_site(
        &archives,
        &SiteOptions::default(),
        &scratch.path("site"),
        &mut |_| {},
    )
    .expect_err("nothing published");
    assert!(
        error.to_string().contains("casebook publish --year"),
        "{error}"
    );
    assert!(!scratch.path("site").exists(), "nothing written");
}

#[test]
fn a_year_narrows_the_site_and_a_file_in_the_folders_place_is_refused() {
    let scratch = Scratch::new();
    let store = published_archive(&scratch, "archive");
    let options = SiteOptions {
        year: Some(2025),
        ..SiteOptions::default()
    };
    let archives = [SiteArchive {
        federation: "ФБР".into(),
        store: &store,
    }];
    let error = build_site(&archives, &options, &scratch.path("site"), &mut |_| {})
        .expect_err("no case of 2025");
    assert!(
        error
            .to_string()
            .contains("for the year and events asked for"),
        "{error}"
    );
    std::fs::write(scratch.path("file"), "x").expect("a file");
    let error = build_site(
        &archives,
        &SiteOptions::default(),
        &scratch.path("file"),
        &mut |_| {},
    )
    .expect_err("a file is not a folder");
    assert!(matches!(error, SiteError::NotAFolder(_)), "{error}");
}

/// The site with the panel: a case's page carries its panel's comments and marks, the
/// statistics page the panel's figures for the year; the site without it shows neither.
#[test]
fn a_site_with_the_panel_shows_its_comments_and_figures() {
    use casebook::panel::{Panel, PanelComment, PanelMember, PanelScope, PanelVerdict};
    let scratch = Scratch::new();
    let mut store = published_archive(&scratch, "archive");
    let u01 = store
        .list_cases(&casebook::store::CaseFilter::default())
        .unwrap()
        .into_iter()
        .find(|c| c.heading.case_number == "У-01")
        .unwrap()
        .heading
        .uuid;
    store
        .save_panel(&Panel {
            scope: PanelScope {
                year: Some(2026),
                event: String::new(),
            },
            members: vec![PanelMember {
                name: "Громов".into(),
                ..PanelMember::default()
            }],
            ..Panel::default()
        })
        .unwrap();
    store
        .save_panel_comment(
            u01,
            &PanelComment {
                commentator: "Громов".into(),
                comment: "Комиссия верно взвесила исходы.".into(),
                ruling_mark: Some(30),
                decision_mark: Some(95),
                verdict: Some(PanelVerdict::Improved),
                ..PanelComment::default()
            },
        )
        .unwrap();
    let plain = scratch.path("plain");
    build(&store, &SiteOptions::default(), &plain);
    assert!(!read(&plain.join("fbr/2026/u-01/index.html")).contains("верно взвесила"));
    assert!(!read(&plain.join("statistics/index.html")).contains("Коллегия комментаторов"));

    let with_panel = scratch.path("panel");
    build(
        &store,
        &SiteOptions {
            panel: true,
            ..SiteOptions::default()
        },
        &with_panel,
    );
    let page = read(&with_panel.join("fbr/2026/u-01/index.html"));
    assert!(
        page.contains("Комиссия верно взвесила исходы."),
        "the comment"
    );
    assert!(
        page.contains("Решение судьи 30 · Решение по апелляции 95"),
        "the marks"
    );
    let statistics = read(&with_panel.join("statistics/index.html"));
    assert!(statistics.contains("Коллегия комментаторов"));
    assert!(
        statistics.contains("2026 — апелляционный комитет"),
        "by year and body"
    );
    assert!(statistics.contains("Дел с комментариями коллегии"));
}
