//! BBO hand viewer links: the LIN text is the `lin=` parameter of the link, URL-encoded
//! (`…/tools/handviewer.html?lin=pn|…` or `…?bbo=y&lin=pn%7C…`).

use super::error::{LinError, LinErrorKind};

/// Whether the input is a link rather than LIN text: a `lin=` with no `|` before it.
pub(crate) fn is_link(input: &str) -> bool {
    find_lin(input).is_some_and(|at| !input[..at].contains('|'))
}

fn find_lin(input: &str) -> Option<usize> {
    input
        .as_bytes()
        .windows(4)
        .position(|w| w.eq_ignore_ascii_case(b"lin="))
}

/// The LIN text of a link, percent-decoded. A `+` is kept as it is: BBO's links write spaces
/// as `%20`, and explanations such as "15+" are common.
pub(crate) fn lin_of_link(link: &str) -> Result<String, LinError> {
    let start = find_lin(link).ok_or(LinError {
        line: 1,
        key: None,
        kind: LinErrorKind::NoLinInLink,
    })? + 4;
    let value = &link[start..];
    let end = value.find(['&', '#']).unwrap_or(value.len());
    Ok(percent_decode(value[..end].trim()))
}

/// `%XX` to its byte; the bytes as UTF-8, or as windows-1252 when they are not UTF-8.
fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match (
            bytes[i],
            bytes.get(i + 1).copied().and_then(hex),
            bytes.get(i + 2).copied().and_then(hex),
        ) {
            (b'%', Some(high), Some(low)) => {
                out.push((high * 16 + low) as u8);
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    match String::from_utf8(out) {
        Ok(text) => text,
        Err(err) => encoding_rs::WINDOWS_1252
            .decode_without_bom_handling(err.as_bytes())
            .0
            .into_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_are_told_from_lin_text() {
        assert!(is_link(
            "https://www.bridgebase.com/tools/handviewer.html?lin=pn|a,b,c,d|"
        ));
        assert!(is_link("handviewer.html?bbo=y&LIN=md%7C3"));
        assert!(!is_link("pn|a,b,c,d|md|3S2,,,|an|lin=x|"));
        assert!(!is_link("pn|a,b,c,d|"));
    }

    #[test]
    fn the_lin_parameter_is_percent_decoded() {
        let link = "https://www.bridgebase.com/tools/handviewer.html?bbo=y&lin=ah%7CBoard%201%7Cmb%7C1C!%7Can%7C15%2B%20HCP+%C3%A9%7C&x=1";
        assert_eq!(
            lin_of_link(link).expect("a link"),
            "ah|Board 1|mb|1C!|an|15+ HCP+é|"
        );
        assert_eq!(
            lin_of_link("?lin=an%7Cd%E9j%E0%7C").expect("latin-1"),
            "an|déjà|"
        );
        assert_eq!(lin_of_link("?lin=%ZZ%4").expect("kept"), "%ZZ%4");
        assert_eq!(
            lin_of_link("no link").unwrap_err().kind,
            LinErrorKind::NoLinInLink
        );
    }
}
