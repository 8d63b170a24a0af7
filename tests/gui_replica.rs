//! The window on a committee member's replica: offline, it says since when and how many cases
//! changed, and goes on working; on File › Sync it synchronises, and says so; a case both
//! sides edited shows the kept text with its way out. On the throwaway server of the
//! conformance suite, as a committee login under the archive's roles.

mod gui_support;
mod support;

use casebook::store::{ArchiveRole, CaseFilter, Location, Store, SyncOptions, SyncReport};
use casebook_app::app::CasebookApp;
use casebook_app::app::command::Command;
use casebook_app::i18n::Language;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::{Mutex, OnceLock};
use std::time::Duration;
use support::roles::RolesArchive;

/// An archive under roles with a committee member of event A (У-01 and У-02) and a replica
/// of it made as that member at `replica`; the member's address and the owner's store.
fn archive_and_replica(replica: &Path) -> Option<(Location, Store)> {
    let archive = RolesArchive::new(
        "UPDATE cases SET event = 'C';
         UPDATE cases SET event = 'A', status = 'heard' WHERE case_number IN ('У-01', 'У-02')",
        &[("member", Some(ArchiveRole::Committee), Some("A"))],
    )?;
    // The window's sync finds the password where libpq looks for it, as on a laptop.
    remember_password(&archive.server.dir, &archive.pgpass_line("member"));
    let member = archive.address_as("member", false);
    let owner = archive.owner();
    let mut laptop = Store::create_or_open(replica).unwrap();
    sync(&mut laptop, Some(&member));
    Some((member, owner))
}

/// A sync of the laptop's replica outside the window, with the archive at `server` (the
/// remembered address when `None`).
fn sync(laptop: &mut Store, server: Option<&Location>) -> SyncReport {
    laptop
        .sync(
            server,
            &SyncOptions::default(),
            &mut |_, _, _| {},
            &AtomicBool::new(false),
        )
        .unwrap()
}

/// One password file for the test binary (its tests run at once), named by `PGPASSFILE`: in
/// the throwaway server's folder (`folder`), which goes with the server.
fn remember_password(folder: &Path, line: &str) {
    static FILE: OnceLock<Mutex<PathBuf>> = OnceLock::new();
    let file = FILE.get_or_init(|| {
        let path = folder.join(format!("replica-{}.pgpass", std::process::id()));
        std::fs::write(&path, "").unwrap();
        #[cfg(unix)]
        std::fs::set_permissions(&path, std::os::unix::fs::PermissionsExt::from_mode(0o600))
            .unwrap();
        // SAFETY: set once, before any sync of this test binary reads the environment.
        unsafe { std::env::set_var("PGPASSFILE", &path) };
        Mutex::new(path)
    });
    let path = file.lock().unwrap();
    let mut text = std::fs::read_to_string(&*path).unwrap();
    text.push_str(line);
    text.push('\n');
    // Whole or not at all: another test's sync may be reading the file this moment, and a
    // file cut to nothing before it is written again would give it no password.
    let fresh = path.with_extension("pgpass-new");
    std::fs::write(&fresh, text).unwrap();
    #[cfg(unix)]
    std::fs::set_permissions(&fresh, std::os::unix::fs::PermissionsExt::from_mode(0o600)).unwrap();
    std::fs::rename(&fresh, &*path).unwrap();
}

fn uuid_of(store: &Store, number: &str) -> uuid::Uuid {
    store
        .list_cases(&CaseFilter::default())
        .unwrap()
        .into_iter()
        .find(|c| c.heading.case_number == number)
        .unwrap()
        .heading
        .uuid
}

fn set_address(replica: &Path, address: &str) {
    let conn = rusqlite::Connection::open(replica).unwrap();
    conn.execute("UPDATE replica_source SET address = ?1", [address])
        .unwrap();
}

fn status_contains(harness: &Harness<'static, CasebookApp>, text: &str) -> bool {
    harness.query_by_label_contains(text).is_some()
}

#[test]
fn a_committee_member_s_replica_works_offline_and_says_so_then_syncs() {
    let dir = tempfile::tempdir().unwrap();
    let replica = dir.path().join("laptop.sqlite");
    let Some((member, owner)) = archive_and_replica(&replica) else {
        return;
    };
    let mut laptop = Store::open(&replica).unwrap();
    let first = uuid_of(&laptop, "У-01");
    let mut case = laptop.load_case(first).unwrap();
    case.facts.agreed = "Записано в зале без сети.".into();
    laptop.save_case(&case, case.revision).unwrap();
    drop(laptop);
    // The server out of reach: nothing listens on port 1.
    set_address(
        &replica,
        "postgres://nobody@127.0.0.1:1/archive?connect_timeout=2",
    );

    let mut harness = gui_support::window_on(&replica, Language::English, [1400.0, 900.0]);
    assert!(
        gui_support::step_until(&mut harness, Duration::from_secs(20), |h| status_contains(
            h,
            "Offline since "
        )),
        "the status bar never said offline"
    );
    harness.get_by_label_contains("— 1 case changed");
    harness.get_by_label("Role: committee member (A)");
    // Still working: the cases are listed and open.
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(&ctx, Command::SelectCase(first));
    harness.run();
    harness.get_by_label_contains("Записано в зале без сети.");

    // Back online: File › Sync.
    set_address(&replica, &member.to_string());
    harness.get_by_label("File").click();
    harness.run();
    harness
        .get_by_label_contains("Sync with the archive")
        .click();
    assert!(
        gui_support::step_until(&mut harness, Duration::from_secs(30), |h| status_contains(
            h,
            &format!("Replica of {}, synced at ", member.name())
        )),
        "the status bar never said synced"
    );
    assert!(harness.query_by_label_contains("cases changed").is_none());
    assert_eq!(
        owner.load_case(first).unwrap().facts.agreed,
        "Записано в зале без сети."
    );
}

#[test]
fn a_text_kept_by_a_sync_is_shown_with_the_case_and_can_be_taken() {
    let dir = tempfile::tempdir().unwrap();
    let replica = dir.path().join("laptop.sqlite");
    let Some((member, mut owner)) = archive_and_replica(&replica) else {
        return;
    };
    let mut laptop = Store::open(&replica).unwrap();
    let first = uuid_of(&laptop, "У-01");
    for (store, text) in [
        (&mut laptop, "Текст комиссии с ноутбука."),
        (&mut owner, "Текст главного судьи на сервере."),
    ] {
        let mut case = store.load_case(first).unwrap();
        case.facts.agreed = text.into();
        store.save_case(&case, case.revision).unwrap();
    }
    let report = sync(&mut laptop, None);
    assert_eq!(report.conflicts.len(), 1);
    drop(laptop);

    let mut harness = gui_support::window_on(&replica, Language::English, [1400.0, 900.0]);
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(&ctx, Command::SelectCase(first));
    harness.run();
    harness.get_by_label_contains("Edited here and on the server at once");
    harness.get_by_label_contains("Текст главного судьи на сервере.");
    harness.get_by_label("Use the kept text").click();
    harness.run();
    assert_eq!(
        harness.state().open_case().unwrap().facts.agreed,
        "Текст комиссии с ноутбука."
    );
    assert!(harness.query_by_label("Use the kept text").is_none());
    // Saved as an edit here, and sent by the next sync.
    assert!(
        harness
            .state_mut()
            .flush_edits(Duration::from_secs(5))
            .is_empty()
    );
    let mut laptop = Store::open(&replica).unwrap();
    assert!(laptop.conflicts(Some(first)).unwrap().is_empty());
    sync(&mut laptop, Some(&member));
    assert_eq!(
        owner.load_case(first).unwrap().facts.agreed,
        "Текст комиссии с ноутбука."
    );
}
