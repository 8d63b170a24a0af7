//! Hand records and bundles as Windows programs save them: UTF-16LE after a byte-order mark
//! (Windows PowerShell 5.1's `>`, Notepad's "Unicode"), UTF-8 after one (Notepad before
//! Windows 10 1903), CRLF line ends. Each reads to exactly what the plain file reads to.
//! Fixtures: the seeded two-room tournament (ISO-8859-1, CRLF, 128 boards) and the BBO match
//! of two rooms (`fixtures/lin/`).

use casebook::import::{FileFormat, read_hand_records};
use casebook::{lin, pbn};
use std::path::Path;

const TOURNAMENT: &[u8] = include_bytes!("fixtures/pbn/tournament_two_rooms.pbn");
const MATCH: &str = include_str!("fixtures/lin/match_two_rooms.lin");

fn utf16le(text: &str) -> Vec<u8> {
    let mut bytes = vec![0xFF, 0xFE];
    bytes.extend(text.encode_utf16().flat_map(u16::to_le_bytes));
    bytes
}

fn utf8_bom(text: &str) -> Vec<u8> {
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend(text.as_bytes());
    bytes
}

/// The tournament's text as a Windows program would save it again: its own charset line
/// names UTF-8 so that the UTF-8 copy says what it is.
fn tournament_text() -> String {
    let (text, _, _) = encoding_rs::WINDOWS_1252.decode(TOURNAMENT);
    assert!(text.contains("\r\n"), "the fixture has CRLF line ends");
    text.replace("charset=ISO-8859-1", "charset=UTF-8")
}

#[test]
fn a_pbn_file_saved_as_utf16_or_with_a_mark_reads_as_the_original() {
    let original = pbn::read(TOURNAMENT).unwrap();
    assert_eq!(original.len(), 128);
    // The Latin-1 letters of the players' names are the same letters in every encoding.
    assert!(
        original
            .iter()
            .any(|r| r.players.iter().flatten().any(|p| p == "Müller, Jörg"))
    );
    let text = tournament_text();
    for (what, bytes) in [
        ("UTF-16LE", utf16le(&text)),
        ("UTF-8 with a mark", utf8_bom(&text)),
    ] {
        assert_eq!(pbn::read(&bytes).unwrap(), original, "{what}");
        assert_eq!(
            FileFormat::detect(Path::new("турнир"), &bytes),
            Some(FileFormat::Pbn),
            "{what}: recognised by its content too"
        );
    }
}

#[test]
fn a_lin_file_saved_as_utf16_reads_as_the_original() {
    let original = lin::read(MATCH).unwrap();
    let crlf = MATCH.replace("\r\n", "\n").replace('\n', "\r\n");
    assert_eq!(
        read_hand_records(FileFormat::Lin, &utf16le(&crlf)).unwrap(),
        original
    );
    assert_eq!(lin::read_bytes(&utf8_bom(&crlf)).unwrap(), original);
}

#[test]
fn a_broken_utf16_file_is_refused_at_its_line() {
    let mut bytes = utf16le("% PBN 2.1\r\n[Event \"x\"]\r\n");
    bytes.extend([0x00, 0xDC]);
    let err = pbn::read(&bytes).unwrap_err();
    assert_eq!(err.line, 3, "{err}");
    assert!(err.to_string().contains("UTF-16LE"), "{err}");
    let err = lin::read_bytes(&utf16le("pn|a,b,c,d|\n")[..7]).unwrap_err();
    assert!(err.to_string().contains("UTF-16LE"), "{err}");
}
