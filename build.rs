//! Records the git commit the binary is built from, for `casebook --version` and Help > About;
//! for Windows, compiles the executable's resources (icon, version information, manifest).

use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    let commit = Command::new("git")
        .args(["rev-parse", "--short=10", "HEAD"])
        .output()
        .ok()
        .filter(|out| out.status.success())
        .and_then(|out| String::from_utf8(out.stdout).ok())
        .map(|text| text.trim().to_string())
        .filter(|text| !text.is_empty())
        .unwrap_or_else(|| "unknown".to_string());
    println!("cargo:rustc-env=CASEBOOK_COMMIT={commit}");
    // Rebuilt when HEAD moves; only files that exist are named, or cargo would rerun every time.
    let git = Path::new(".git");
    let mut watched = vec![git.join("HEAD"), git.join("packed-refs")];
    if let Ok(head) = std::fs::read_to_string(git.join("HEAD"))
        && let Some(reference) = head.trim().strip_prefix("ref: ")
    {
        watched.push(git.join(reference));
    }
    for path in watched.iter().filter(|p| p.exists()) {
        println!("cargo:rerun-if-changed={}", path.display());
    }
    println!("cargo:rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("windows") {
        windows_resources(&commit);
    }
}

/// Compiles `packaging/windows/casebook.rc` with the MinGW resource compiler (`$WINDRES`, or
/// the target's `<arch>-w64-mingw32-windres` when cross-building) and links the object into the
/// `casebook` binary alone.
fn windows_resources(commit: &str) {
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    if var("CARGO_CFG_TARGET_ENV") != "gnu" {
        println!(
            "cargo:warning=the Windows resources are compiled for the GNU target only (x86_64-pc-windows-gnu); this build has no icon or version information"
        );
        return;
    }
    let out = PathBuf::from(var("OUT_DIR"));
    let version = var("CARGO_PKG_VERSION");
    let header = format!(
        "#define CASEBOOK_VERSION_MAJOR {}\n#define CASEBOOK_VERSION_MINOR {}\n#define CASEBOOK_VERSION_PATCH {}\n#define CASEBOOK_VERSION \"{version}\"\n#define CASEBOOK_PRODUCT_VERSION \"{version} (commit {commit})\"\n",
        var("CARGO_PKG_VERSION_MAJOR"),
        var("CARGO_PKG_VERSION_MINOR"),
        var("CARGO_PKG_VERSION_PATCH"),
    );
    std::fs::write(out.join("version.h"), header).expect("cannot write version.h into OUT_DIR");
    let windres = std::env::var("WINDRES").unwrap_or_else(|_| {
        if cfg!(windows) {
            "windres".to_string()
        } else {
            format!("{}-w64-mingw32-windres", var("CARGO_CFG_TARGET_ARCH"))
        }
    });
    let object = out.join("casebook-resources.o");
    let status = Command::new(&windres)
        .arg("--input")
        .arg("packaging/windows/casebook.rc")
        .args(["--input-format=rc", "--output-format=coff"])
        .arg("--output")
        .arg(&object)
        .args(["--include-dir", "packaging/windows", "--include-dir", "assets/icons"])
        .arg("--include-dir")
        .arg(&out)
        .status()
        .unwrap_or_else(|e| {
            panic!("cannot run {windres} for the Windows resources ({e}); install the MinGW binutils (Debian: binutils-mingw-w64-x86-64) or set WINDRES")
        });
    assert!(
        status.success(),
        "{windres} failed on packaging/windows/casebook.rc"
    );
    println!("cargo:rustc-link-arg-bin=casebook={}", object.display());
    for input in [
        "packaging/windows/casebook.rc",
        "packaging/windows/casebook.exe.manifest",
        "assets/icons/casebook.ico",
    ] {
        println!("cargo:rerun-if-changed={input}");
    }
    println!("cargo:rerun-if-env-changed=WINDRES");
}
