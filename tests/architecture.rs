//! ARCHITECTURE.md says what the code is: every top-level module of the core, of the store and
//! of the application is named on it, and every module and path it names exists.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The text between `` ` ``s, in order.
fn quoted(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

/// The part of the page under `heading`, up to the next heading of its level.
fn section<'a>(page: &'a str, heading: &str) -> &'a str {
    let start = page
        .find(heading)
        .unwrap_or_else(|| panic!("ARCHITECTURE.md has no \"{heading}\""));
    let rest = &page[start + heading.len()..];
    &rest[..rest.find("\n## ").unwrap_or(rest.len())]
}

/// The modules a `mod.rs` or `lib.rs` declares, whatever their visibility.
fn declared_modules(path: &str) -> BTreeSet<String> {
    read(path)
        .lines()
        .filter_map(|line| {
            let line = line.trim();
            let rest = line.strip_prefix("pub ").unwrap_or(line);
            let rest = rest
                .strip_prefix("pub(crate) ")
                .or_else(|| rest.strip_prefix("pub(super) "))
                .unwrap_or(rest);
            let name = rest.strip_prefix("mod ")?.strip_suffix(';')?;
            Some(name.to_string())
        })
        .collect()
}

/// Whether `folder` holds the module `name` (`name.rs` or `name/mod.rs`).
fn module_exists(folder: &Path, name: &str) -> bool {
    folder.join(format!("{name}.rs")).is_file() || folder.join(name).join("mod.rs").is_file()
}

/// The core's modules the floors' table names.
fn floor_modules(page: &str) -> BTreeSet<String> {
    section(page, "## The core's floors")
        .lines()
        .filter(|line| {
            line.starts_with("| ") && line[2..].starts_with(|c: char| c.is_ascii_digit())
        })
        .flat_map(|line| {
            let modules = line.split('|').nth(2).unwrap_or_default();
            quoted(modules)
                .into_iter()
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn every_module_of_the_core_stands_on_a_floor_and_every_floor_names_modules_that_exist() {
    let page = read("ARCHITECTURE.md");
    let named = floor_modules(&page);
    let declared = declared_modules("casebook/src/lib.rs");
    let unnamed: Vec<_> = declared.difference(&named).collect();
    assert!(
        unnamed.is_empty(),
        "modules of casebook/src/lib.rs on no floor of ARCHITECTURE.md: {unnamed:?}"
    );
    let gone: Vec<_> = named.difference(&declared).collect();
    assert!(
        gone.is_empty(),
        "ARCHITECTURE.md's floors name modules the core does not have: {gone:?}"
    );
}

#[test]
fn every_room_of_the_store_is_named() {
    let page = read("ARCHITECTURE.md");
    let rooms = section(&page, "## The store's rooms");
    let named: BTreeSet<&str> = quoted(rooms).into_iter().collect();
    let unnamed: Vec<_> = declared_modules("casebook/src/store/mod.rs")
        .into_iter()
        .filter(|module| !named.contains(module.as_str()))
        .collect();
    assert!(
        unnamed.is_empty(),
        "rooms of casebook/src/store/ the store's section does not name: {unnamed:?}"
    );
}

#[test]
fn every_module_of_the_application_is_named() {
    let page = read("ARCHITECTURE.md");
    let named: BTreeSet<&str> = quoted(&page).into_iter().collect();
    let unnamed: Vec<_> = declared_modules("src/lib.rs")
        .into_iter()
        .filter(|module| {
            !named.contains(format!("src/{module}").as_str())
                && !named.contains(format!("src/{module}.rs").as_str())
        })
        .collect();
    assert!(
        unnamed.is_empty(),
        "modules of src/lib.rs ARCHITECTURE.md does not name: {unnamed:?}"
    );
}

#[test]
fn every_path_named_exists() {
    let page = read("ARCHITECTURE.md");
    let roots = [
        "casebook/",
        "src/",
        "tests/",
        "benches/",
        "examples/",
        "fuzz/",
        "packaging/",
        ".ci/",
    ];
    let missing: Vec<&str> = quoted(&page)
        .into_iter()
        .filter(|path| roots.iter().any(|r| path.starts_with(r)))
        .filter(|path| !root().join(path).exists())
        .collect();
    assert!(
        missing.is_empty(),
        "ARCHITECTURE.md names paths that do not exist: {missing:?}"
    );
}

/// `text::latin`, `postgres::address`: each a module of the core (the store's engines under
/// `store/`). Items (`SolvedDeals`, `adjust::check_weighting`) are named outside the floors'
/// table and the store's section, which name only modules.
#[test]
fn every_module_path_named_on_the_floors_and_in_the_store_exists() {
    let page = read("ARCHITECTURE.md");
    let core = root().join("casebook/src");
    let mut missing = Vec::new();
    for heading in ["## The core's floors", "## The store's rooms"] {
        for path in quoted(section(&page, heading)) {
            let segments: Vec<&str> = path.split("::").collect();
            let is_module_path = segments.len() > 1
                && segments.iter().all(|s| {
                    !s.is_empty() && s.chars().all(|c| c.is_ascii_lowercase() || c == '_')
                });
            if !is_module_path {
                continue;
            }
            let mut folder = if segments[0] == "postgres" || segments[0] == "sqlite" {
                core.join("store")
            } else {
                core.clone()
            };
            let (last, parents) = segments.split_last().expect("two segments or more");
            for parent in parents {
                folder = folder.join(parent);
            }
            if !module_exists(&folder, last) {
                missing.push(path);
            }
        }
    }
    assert!(
        missing.is_empty(),
        "ARCHITECTURE.md names modules that do not exist: {missing:?}"
    );
}

/// The checks above would pass on a page that names nothing: they must find what they check.
#[test]
fn the_page_names_the_floors_and_the_rooms_it_is_checked_against() {
    let page = read("ARCHITECTURE.md");
    assert!(
        floor_modules(&page).len() >= 20,
        "{:?}",
        floor_modules(&page)
    );
    assert!(quoted(section(&page, "## The store's rooms")).len() >= 15);
}
