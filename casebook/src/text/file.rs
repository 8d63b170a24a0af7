//! The text of a file a user hands Casebook, whatever program wrote it. Windows programs mark
//! their Unicode files with a byte-order mark: Notepad's UTF-8 (before Windows 10 1903) and
//! "Unicode" (UTF-16LE), and Windows PowerShell 5.1, whose `>` and `Out-File` write UTF-16LE.
//! A reader that expected UTF-8 would refuse all of these, or read them as garbage; so every
//! reader of a user's file asks here first. Line ends are left as written: the readers take
//! CRLF.

use std::borrow::Cow;

/// The Unicode encodings a byte-order mark names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unicode {
    Utf8,
    Utf16Le,
    Utf16Be,
}

impl Unicode {
    pub fn name(self) -> &'static str {
        match self {
            Unicode::Utf8 => "UTF-8",
            Unicode::Utf16Le => "UTF-16LE",
            Unicode::Utf16Be => "UTF-16BE",
        }
    }
}

/// The bytes are not the text their byte-order mark (or the reader) says they are.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line} is not valid {}", encoding.name())]
pub struct NotText {
    pub encoding: Unicode,
    /// Counted from 1, as an editor counts.
    pub line: usize,
}

/// The encoding `bytes` declare by a byte-order mark, and the bytes after the mark.
pub fn byte_order_mark(bytes: &[u8]) -> Option<(Unicode, &[u8])> {
    if let Some(rest) = bytes.strip_prefix(b"\xEF\xBB\xBF") {
        Some((Unicode::Utf8, rest))
    } else if let Some(rest) = bytes.strip_prefix(b"\xFF\xFE") {
        Some((Unicode::Utf16Le, rest))
    } else if let Some(rest) = bytes.strip_prefix(b"\xFE\xFF") {
        Some((Unicode::Utf16Be, rest))
    } else {
        None
    }
}

/// The text of bytes after a byte-order mark of `encoding`; an invalid sequence is an error
/// naming its line, never a replacement character quietly stored.
pub fn decode_as(encoding: Unicode, bytes: &[u8]) -> Result<Cow<'_, str>, NotText> {
    match encoding {
        Unicode::Utf8 => std::str::from_utf8(bytes)
            .map(Cow::Borrowed)
            .map_err(|e| NotText {
                encoding,
                line: line_of(&bytes[..e.valid_up_to()], 1),
            }),
        Unicode::Utf16Le | Unicode::Utf16Be => {
            let unit = |pair: &[u8]| match encoding {
                Unicode::Utf16Le => u16::from_le_bytes([pair[0], pair[1]]),
                _ => u16::from_be_bytes([pair[0], pair[1]]),
            };
            let units = bytes.chunks(2).map(|pair| {
                if pair.len() == 2 {
                    unit(pair)
                } else {
                    // An odd last byte: a unit that is no character, refused below.
                    0xDC00
                }
            });
            let mut text = String::with_capacity(bytes.len() / 2);
            let mut line = 1;
            for decoded in char::decode_utf16(units) {
                match decoded {
                    Ok(c) => {
                        if c == '\n' {
                            line += 1;
                        }
                        text.push(c);
                    }
                    Err(_) => return Err(NotText { encoding, line }),
                }
            }
            Ok(Cow::Owned(text))
        }
    }
}

/// A file that must be Unicode text (a case bundle, an adjust request): UTF-8 with or without
/// a byte-order mark, or UTF-16 with one.
pub fn decode_unicode(bytes: &[u8]) -> Result<Cow<'_, str>, NotText> {
    match byte_order_mark(bytes) {
        Some((encoding, rest)) => decode_as(encoding, rest),
        None => decode_as(Unicode::Utf8, bytes),
    }
}

fn line_of(before: &[u8], first: usize) -> usize {
    first + before.iter().filter(|&&b| b == b'\n').count()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utf16le(text: &str) -> Vec<u8> {
        let mut bytes = vec![0xFF, 0xFE];
        bytes.extend(text.encode_utf16().flat_map(u16::to_le_bytes));
        bytes
    }

    #[test]
    fn what_windows_programs_write_reads_as_the_same_text() {
        let text = "{\"form\": \"imps\",\r\n \"note\": \"Иванов ♠\"}\r\n";
        let mut utf8_bom = b"\xEF\xBB\xBF".to_vec();
        utf8_bom.extend(text.as_bytes());
        let mut utf16be = vec![0xFE, 0xFF];
        utf16be.extend(text.encode_utf16().flat_map(u16::to_be_bytes));
        for bytes in [text.as_bytes().to_vec(), utf8_bom, utf16le(text), utf16be] {
            assert_eq!(decode_unicode(&bytes).unwrap(), text);
        }
    }

    #[test]
    fn a_broken_file_is_refused_at_its_line() {
        assert_eq!(
            decode_unicode(b"{\n\"a\": 1,\n\"b\": \"\xFF\"}"),
            Err(NotText {
                encoding: Unicode::Utf8,
                line: 3
            })
        );
        // A lone surrogate on the second line of a UTF-16 file.
        let mut bytes = utf16le("x\ny");
        bytes.extend([0x00, 0xD8]);
        assert_eq!(
            decode_unicode(&bytes),
            Err(NotText {
                encoding: Unicode::Utf16Le,
                line: 2
            })
        );
        // A UTF-16 file cut in the middle of a character.
        let mut bytes = utf16le("ab");
        bytes.pop();
        assert!(decode_unicode(&bytes).is_err());
    }

    #[test]
    fn no_mark_means_no_mark() {
        assert_eq!(byte_order_mark(b"[Event \"x\"]"), None);
        assert_eq!(
            byte_order_mark(b"\xFF\xFE[\0"),
            Some((Unicode::Utf16Le, &b"[\0"[..]))
        );
    }
}
