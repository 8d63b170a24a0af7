//! The website from a federation's archive on a PostgreSQL server beside one in a file: a
//! throwaway server on 127.0.0.1, the published archive copied onto it, and one site of both,
//! each under its federation's name.

mod site_support;
mod store_support;

use casebook::publish::site::{SiteArchive, SiteOptions, build_site};
use casebook::store::{Location, Store, TrainingCases};
use site_support::{Scratch, published_archive};
use std::sync::atomic::AtomicBool;
use store_support::server;

#[test]
fn a_server_archive_and_a_file_make_one_site() {
    let Some(server) = server::shared() else {
        return;
    };
    let scratch = Scratch::new();
    let file = published_archive(&scratch, "file");
    let database = server.new_database();
    let location = Location::parse(server.url(&database)).expect("an address");
    let mut on_server = Store::open_at(&location, true).expect("the server's archive");
    file.copy_to(
        &mut on_server,
        TrainingCases::LeftBehind,
        &mut |_, _| {},
        &AtomicBool::new(false),
    )
    .expect("copied to the server");
    let site = scratch.path("site");
    let archives = [
        SiteArchive {
            federation: "ФБР".into(),
            store: &file,
        },
        SiteArchive {
            federation: "Български федерация".into(),
            store: &on_server,
        },
    ];
    let report = build_site(&archives, &SiteOptions::default(), &site, &mut |_| {})
        .expect("the site builds");
    assert_eq!((report.cases, report.federations), (18, 2));
    for folder in ["fbr", "balgarski-federatsiya"] {
        assert!(
            site.join(format!("{folder}/2026/u-03/index.html"))
                .is_file(),
            "{folder}"
        );
    }
    // Built again from the server, nothing has changed.
    let again =
        build_site(&archives, &SiteOptions::default(), &site, &mut |_| {}).expect("built again");
    assert_eq!(again.files.written, 0, "{:?}", again.files);
}
