//! Where each page of the website lives. A case's address comes from its federation, year and
//! number (`fbr/2024/u-01/`), so it stays when the case is published again and when other
//! cases are added; addresses are ASCII so that every web server, a USB stick and a mail
//! client carry them unchanged.

/// A path segment for `text`: the law library's slug (letters and digits, Cyrillic spelled in
/// Latin, lowercase, anything else a single `-`); `fallback` when nothing is left.
pub fn segment(text: &str, fallback: &str) -> String {
    match crate::laws::sources::slug(text) {
        slug if slug.is_empty() => fallback.to_string(),
        slug => slug,
    }
}

/// The way from a page at `address` (a folder, `a/b/`, or `""` for the home page) back to the
/// site's root: `../../`.
pub fn to_root(address: &str) -> String {
    "../".repeat(address.matches('/').count())
}

/// A federation's part of the addresses.
pub fn federation(name: &str) -> String {
    segment(name, "federation")
}

/// A case's folder: `federation/year/number/`.
pub fn case(federation: &str, year: i32, number: &str) -> String {
    format!("{federation}/{year}/{}/", segment(number, "case"))
}

/// A year's contents page of one federation.
pub fn year(federation: &str, year: i32) -> String {
    format!("{federation}/{year}/")
}

/// A Law's page in the law library: `library/2017/16/`.
pub fn law_page(edition: u16, law: u8) -> String {
    format!("library/{edition}/{law}/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn segments_are_ascii_and_read_like_the_number() {
        assert_eq!(segment("У-01", "case"), "u-01");
        assert_eq!(segment(" Appeal No. 3 ", "case"), "appeal-no-3");
        assert_eq!(segment("ФБР", "x"), "fbr");
        assert_eq!(segment("Щит ъ", "x"), "shtit-a");
        assert_eq!(segment("<>", "case"), "case");
    }

    #[test]
    fn the_way_back_to_the_root_counts_the_folders() {
        assert_eq!(to_root(""), "");
        assert_eq!(to_root("search/"), "../");
        assert_eq!(to_root(&case("fbr", 2024, "У-1")), "../../../");
    }
}
