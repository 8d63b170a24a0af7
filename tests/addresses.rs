//! No file of the repository names an address that does not exist: no releases page of a
//! repository Casebook does not have, no made-up e-mail address. Where a newer Casebook is to
//! be had is said in one place (`casebook::release`), empty while there is no such address.

use std::path::Path;
use std::process::Command;

/// What the repository once named and never had, written in pieces so that this file does not
/// name them itself.
fn invented() -> Vec<String> {
    vec![
        // A GitHub organisation and its releases page.
        ["casebook", "-bridge"].concat(),
        // The Debian package's maintainer at a domain that cannot exist.
        ["casebook", ".invalid"].concat(),
        // Any e-mail address at such a domain, closed by its angle bracket.
        [".invalid", ">"].concat(),
    ]
}

/// The files git tracks, or None outside a checkout.
fn tracked_files(root: &Path) -> Option<Vec<String>> {
    let out = Command::new("git")
        .args(["ls-files", "-z"])
        .current_dir(root)
        .output()
        .ok()
        .filter(|out| out.status.success())?;
    Some(
        out.stdout
            .split(|&byte| byte == 0)
            .filter(|name| !name.is_empty())
            .map(|name| String::from_utf8_lossy(name).into_owned())
            .collect(),
    )
}

#[test]
fn no_tracked_file_names_an_invented_address() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let Some(files) = tracked_files(root) else {
        assert!(
            std::env::var("CI").is_err(),
            "git ls-files does not answer in a checkout"
        );
        eprintln!("skipped: not a git checkout");
        return;
    };
    assert!(files.len() > 100, "{} tracked files", files.len());
    let invented = invented();
    let mut found = Vec::new();
    for file in &files {
        // A file deleted from the working tree and not yet from the index has nothing to say.
        let Ok(bytes) = std::fs::read(root.join(file)) else {
            continue;
        };
        let text = String::from_utf8_lossy(&bytes);
        for (number, line) in text.lines().enumerate() {
            for address in &invented {
                if line.contains(address.as_str()) {
                    found.push(format!("{file}:{}: {address}", number + 1));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "addresses that do not exist (a download address goes in casebook/src/release.rs, empty \
         while there is none):\n{}",
        found.join("\n")
    );
}

/// The download address is empty or a real one: an address of the web, not a placeholder.
#[test]
fn the_download_address_is_empty_or_an_address_of_the_web() {
    if let Some(address) = casebook::release::download_address() {
        assert!(address.starts_with("https://"), "{address}");
        for placeholder in invented().iter().map(String::as_str).chain([
            ".example",
            ".invalid",
            ".test",
            "localhost",
        ]) {
            assert!(!address.contains(placeholder), "{address}");
        }
    }
}
