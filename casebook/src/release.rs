//! Where a newer Casebook is to be had. A release is four files that `sh packaging/release.sh`
//! makes into `target/dist/<version>/`: the Windows installer, the Debian package, `SHA256SUMS`
//! and `RELEASE-NOTES.md`. Whoever distributes Casebook (a federation) hands them out; their
//! address, when there is one, is set here and nowhere else: the messages that ask for a newer
//! Casebook, the About window and the Windows installer read it from here.

/// The address the release files are downloaded from. Empty: Casebook has no public download
/// address, and the messages send the user to whoever distributes Casebook in the federation.
/// `packaging/windows/build.sh` reads this line as it is written: `"…"` on one line.
pub const DOWNLOAD_ADDRESS: &str = "";

/// The download address, when there is one.
pub fn download_address() -> Option<&'static str> {
    Some(DOWNLOAD_ADDRESS.trim()).filter(|address| !address.is_empty())
}

/// What an older Casebook asks its user to do, in the core's English: "install the newer
/// Casebook from where your federation distributes it", or from the download address.
pub fn install_newer() -> String {
    match download_address() {
        Some(address) => format!("install the newer Casebook from {address}"),
        None => "install the newer Casebook from where your federation distributes it".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Windows installer's build reads the address with `sed` from this file's one line.
    #[test]
    fn the_address_is_on_the_one_line_the_packaging_reads() {
        let source = include_str!("release.rs");
        let lines: Vec<&str> = source
            .lines()
            .filter(|line| line.starts_with("pub const DOWNLOAD_ADDRESS: &str = \""))
            .collect();
        assert_eq!(
            lines,
            [format!(
                "pub const DOWNLOAD_ADDRESS: &str = \"{DOWNLOAD_ADDRESS}\";"
            )]
        );
        assert!(
            !DOWNLOAD_ADDRESS.contains(['"', '\\']),
            "{DOWNLOAD_ADDRESS}"
        );
    }

    #[test]
    fn without_an_address_the_user_is_sent_to_the_federation() {
        match download_address() {
            None => assert_eq!(
                install_newer(),
                "install the newer Casebook from where your federation distributes it"
            ),
            Some(address) => {
                assert!(address.starts_with("https://"), "{address}");
                assert!(install_newer().ends_with(address));
            }
        }
    }
}
