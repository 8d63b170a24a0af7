//! Turning the bytes of a PBN file into text. PBN 2.0 files are ISO-8859-1 (§2.2); PBN 2.1
//! files say which character set they use in an escape line at the top,
//! `%Content-type: text/x-pbn; charset=UTF-8`.
//!
//! The rule: a byte-order mark names the encoding (UTF-8, or the UTF-16 of Windows programs,
//! `crate::text::file`); a declared `charset=UTF-8` means UTF-8, and a byte that is not
//! valid UTF-8 is an error naming its line. Another declared charset is decoded as
//! declared (`ISO-8859-1` as browsers read it, that is as windows-1252, whose extra characters
//! in 0x80–0x9F Windows programs write under that label). With no declaration the text is
//! taken as UTF-8 when it is valid UTF-8 and as ISO-8859-1 (windows-1252) otherwise, since a
//! file in a single-byte charset with letters beyond ASCII is almost never valid UTF-8.

use super::error::{PbnError, PbnErrorKind};
use crate::text::file::{byte_order_mark, decode_as};
use encoding_rs::{Encoding, UTF_8, WINDOWS_1252};
use std::borrow::Cow;

/// Decodes a PBN file, as the module docs say.
pub fn decode(bytes: &[u8]) -> Result<Cow<'_, str>, PbnError> {
    if let Some((encoding, rest)) = byte_order_mark(bytes) {
        return decode_as(encoding, rest)
            .map_err(|e| PbnError::new(e.line, PbnErrorKind::NotUnicode(e.encoding.name())));
    }
    match declared_charset(bytes) {
        Some((label, line)) => {
            let encoding = Encoding::for_label(label.as_bytes())
                .ok_or_else(|| PbnError::new(line, PbnErrorKind::UnknownCharset(label.clone())))?;
            if encoding == UTF_8 {
                strict_utf8(bytes)
            } else {
                Ok(encoding.decode_without_bom_handling(bytes).0)
            }
        }
        None => match std::str::from_utf8(bytes) {
            Ok(text) => Ok(Cow::Borrowed(text)),
            Err(_) => Ok(WINDOWS_1252.decode_without_bom_handling(bytes).0),
        },
    }
}

fn strict_utf8(bytes: &[u8]) -> Result<Cow<'_, str>, PbnError> {
    std::str::from_utf8(bytes)
        .map(Cow::Borrowed)
        .map_err(|err| {
            let line = 1 + bytes[..err.valid_up_to()]
                .iter()
                .filter(|&&b| b == b'\n')
                .count();
            PbnError::new(line, PbnErrorKind::NotUtf8)
        })
}

/// The `charset=` of an escape line before the first game, with its line number.
fn declared_charset(bytes: &[u8]) -> Option<(String, usize)> {
    let mut number = 0;
    for line in bytes.split(|&b| b == b'\n') {
        number += 1;
        let trimmed = line.trim_ascii();
        if trimmed.is_empty() {
            continue;
        }
        if line.first() != Some(&b'%') {
            return None;
        }
        let lower = line.to_ascii_lowercase();
        let Some(at) = find(&lower, b"charset=") else {
            continue;
        };
        let value: Vec<u8> = lower[at + b"charset=".len()..]
            .iter()
            .copied()
            .skip_while(|&b| b == b'"' || b == b' ')
            .take_while(|&b| !(b.is_ascii_whitespace() || b == b';' || b == b'"'))
            .collect();
        return Some((String::from_utf8_lossy(&value).into_owned(), number));
    }
    None
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack
        .windows(needle.len())
        .position(|window| window == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_declared_latin1_file_decodes_its_letters() {
        let bytes = b"% PBN 2.1\r\n%Content-type: text/x-pbn; charset=ISO-8859-1\r\n[West \"M\xFCller\"]\r\n";
        let text = decode(bytes).expect("latin-1");
        assert!(text.contains("Müller"), "{text}");
    }

    #[test]
    fn invalid_utf8_in_a_file_declared_utf8_names_the_line() {
        let bytes =
            b"%Content-type: text/x-pbn; charset=UTF-8\n[Event \"a\"]\n[West \"M\xFCller\"]\n";
        let err = decode(bytes).unwrap_err();
        assert_eq!(err.line, 3);
        assert_eq!(
            err.to_string(),
            "line 3: this line is not valid UTF-8, the character set the file declares"
        );
    }

    #[test]
    fn an_undeclared_file_is_utf8_when_it_can_be_and_latin1_otherwise() {
        assert_eq!(
            decode("[West \"Müller\"]".as_bytes()).ok().as_deref(),
            Some("[West \"Müller\"]")
        );
        assert_eq!(
            decode(b"[West \"M\xFCller\"]").ok().as_deref(),
            Some("[West \"Müller\"]")
        );
        assert_eq!(
            decode(b"\xEF\xBB\xBF[Event \"x\"]").ok().as_deref(),
            Some("[Event \"x\"]")
        );
    }

    #[test]
    fn other_declared_charsets_decode_as_declared_and_unknown_ones_are_refused() {
        // "Иванов" in windows-1251.
        let bytes = b"%Content-type: text/x-pbn; charset=windows-1251\n[West \"\xC8\xE2\xE0\xED\xEE\xE2\"]\n";
        assert!(decode(bytes).expect("cp1251").contains("Иванов"));
        let err = decode(b"%Content-type: text/x-pbn; charset=klingon\n").unwrap_err();
        assert_eq!(err.kind, PbnErrorKind::UnknownCharset("klingon".into()));
        assert_eq!(err.line, 1);
    }

    #[test]
    fn a_charset_after_the_first_game_starts_is_not_a_declaration() {
        let bytes =
            b"[Event \"x\"]\n%Content-type: text/x-pbn; charset=UTF-8\n[West \"M\xFCller\"]\n";
        assert!(decode(bytes).expect("latin-1 fallback").contains("Müller"));
    }
}
