//! A federation's Laws text imported as the PDF it was published in: its text layer read in
//! lines as the page sets them, page after page, and then read as a saved text is; a scan
//! without a text layer and a file that is no PDF refused by name, and no input panicking.
//!
//! The PDFs are made here: the text one typeset by typst as the casebook is (its Laws extract
//! in the WBF's layout, in words of its own), the others drawn with lopdf.

use casebook::laws::texts::{ImportOptions, ReadText, TextImportError, read_text};
use casebook::laws::{Edition, Language, TextKind, built_in_library};
use lopdf::content::{Content, Operation};
use lopdf::{Document, Object, Stream, dictionary};

/// Two pages in the WBF's layout: Law 12 on the first, Law 16 on the second. A numbered item
/// is typst's list, so its number is drawn apart from its text, as many PDFs draw it; the
/// second sub-item is long enough to wrap.
const LAWS_MARKUP: &str = r#"#set page(width: 160mm, height: 200mm, margin: 20mm)
#set text(font: "DejaVu Sans", size: 10pt, lang: "en")

THE LAWS OF DUPLICATE BRIDGE 2017 — AN EXTRACT IN THEIR LAYOUT

LAW 12 – DIRECTOR'S DISCRETIONARY POWERS

A. Power to Award an Adjusted Score

1. The Director may award an adjusted score where these Laws empower him to.

#pagebreak()

LAW 16 – UNAUTHORISED INFORMATION

A. Players' Use of Information

1. A player may use information from the legal calls and plays.

B. Extraneous Information from Partner

1. (a) A player may not choose a call demonstrably suggested by it.

(b) A logical alternative is an action a significant proportion of the players in question would consider, and some of them would choose, when the board is played again.
"#;

fn english_laws() -> ImportOptions {
    ImportOptions {
        kind: Some(TextKind::Laws),
        edition: Some(Edition::E2017),
        language: Some(Language::En),
        ..ImportOptions::default()
    }
}

fn read(bytes: &[u8]) -> Result<ReadText, TextImportError> {
    read_text(bytes, &english_laws(), built_in_library())
}

fn text_of(read: &ReadText, anchor: &str) -> String {
    read.units
        .iter()
        .find(|u| u.anchor.as_str() == anchor)
        .unwrap_or_else(|| {
            let anchors: Vec<&str> = read.units.iter().map(|u| u.anchor.as_str()).collect();
            panic!("no {anchor} in {anchors:?}")
        })
        .text_markdown
        .clone()
}

/// A PDF of `pages`, each drawn by its operations, with Helvetica as `/F1` (a standard font:
/// no widths given).
fn drawn_pdf(pages: &[Vec<Operation>]) -> Vec<u8> {
    let mut document = Document::with_version("1.7");
    let pages_id = document.new_object_id();
    let font = document.add_object(dictionary! {
        "Type" => "Font",
        "Subtype" => "Type1",
        "BaseFont" => "Helvetica",
        "Encoding" => "WinAnsiEncoding",
    });
    let resources = document.add_object(dictionary! {
        "Font" => dictionary! { "F1" => font },
    });
    let kids: Vec<Object> = pages
        .iter()
        .map(|operations| {
            let content = Content {
                operations: operations.clone(),
            };
            let content = document.add_object(Stream::new(
                dictionary! {},
                content.encode().expect("content"),
            ));
            document
                .add_object(dictionary! {
                    "Type" => "Page",
                    "Parent" => pages_id,
                    "Contents" => content,
                })
                .into()
        })
        .collect();
    let count = i64::try_from(kids.len()).expect("a count");
    document.objects.insert(
        pages_id,
        Object::Dictionary(dictionary! {
            "Type" => "Pages",
            "Kids" => kids,
            "Count" => count,
            "Resources" => resources,
            "MediaBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
        }),
    );
    let catalog = document.add_object(dictionary! {
        "Type" => "Catalog",
        "Pages" => pages_id,
    });
    document.trailer.set("Root", catalog);
    let mut bytes = Vec::new();
    document.save_to(&mut bytes).expect("a PDF");
    bytes
}

fn op(operator: &str, operands: Vec<Object>) -> Operation {
    Operation::new(operator, operands)
}

/// `text` shown at (`x`, `y`) in 11-point Helvetica, its letters in the font's WinAnsi
/// encoding (the en dash is 0x96 there).
fn shown_at(x: i64, y: i64, text: &str) -> Vec<Operation> {
    let win_ansi: Vec<u8> = text
        .chars()
        .map(|c| match c {
            '–' => 0x96,
            c => u8::try_from(c).expect("a Latin-1 letter"),
        })
        .collect();
    vec![
        op("BT", vec![]),
        op("Tf", vec!["F1".into(), 11.into()]),
        op("Td", vec![x.into(), y.into()]),
        op("Tj", vec![Object::string_literal(win_ansi)]),
        op("ET", vec![]),
    ]
}

#[test]
fn a_typeset_pdf_of_the_laws_gives_each_law_the_anchors_a_saved_text_does() {
    let pdf = casebook::publish::typeset(LAWS_MARKUP.to_string()).expect("typeset");
    let read = read(&pdf).expect("the PDF's text read as the Laws");
    let laws: Vec<&str> = read.laws().iter().map(|u| u.label.as_str()).collect();
    assert_eq!(laws, ["12", "16"], "{}", read.form);
    assert!(
        text_of(&read, "2017/law/12/A/1").contains("award an adjusted score"),
        "{}",
        read.form
    );
    assert!(text_of(&read, "2017/law/16/A/1").contains("legal calls and plays"));
    let a = text_of(&read, "2017/law/16/B/1/a");
    assert!(a.contains("demonstrably suggested by it"), "{a}");
    // The number `1.` drawn apart from its text is on the text's line: (a) is its sub-item.
    assert!(!a.contains("(a)"), "{a}");
    // The wrapped sub-item is one paragraph, joined as the page broke it.
    let b = text_of(&read, "2017/law/16/B/1/b");
    assert!(
        b.contains("A logical alternative is an action a significant proportion"),
        "{b}"
    );
    assert!(b.contains("when the board is played again."), "{b}");
    assert!(!b.contains('\n'), "{b}");
    // The front matter before the first Law is kept as the text's own.
    assert!(read.form.contains("AN EXTRACT IN THEIR"), "{}", read.form);
}

#[test]
fn pieces_on_one_baseline_are_one_line_and_pages_are_kept_apart_in_order() {
    // A label and its text drawn apart, in a standard font without widths; the heading drawn
    // in two pieces a word apart; the second page drawn before the first is not reordered.
    let first: Vec<Operation> = [
        shown_at(72, 760, "LAW 16"),
        shown_at(112, 760, "– UNAUTHORISED INFORMATION"),
        shown_at(72, 740, "A."),
        shown_at(90, 740, "Players' Use of Information"),
        shown_at(72, 720, "1."),
        shown_at(
            90,
            720,
            "A player may use information from the legal calls and plays.",
        ),
    ]
    .concat();
    let second: Vec<Operation> = [
        shown_at(72, 760, "B."),
        shown_at(90, 760, "Extraneous Information from Partner"),
        shown_at(72, 740, "1."),
        shown_at(90, 740, "(a)"),
        shown_at(
            110,
            740,
            "A player may not choose a call demonstrably suggested by it.",
        ),
        shown_at(90, 720, "(b)"),
        shown_at(
            110,
            720,
            "A logical alternative is an action a significant proportion",
        ),
        shown_at(110, 706, "would consider."),
    ]
    .concat();
    let pdf = drawn_pdf(&[first, second]);
    let read = read(&pdf).expect("the PDF's text read as the Laws");
    let body = read
        .form
        .split_once("\n---\n")
        .map_or(&*read.form, |(_, b)| b);
    assert!(
        body.contains(
            "LAW 16 – UNAUTHORISED INFORMATION\nA. Players' Use of Information\n\
             1. A player may use information from the legal calls and plays.\n\n\
             B. Extraneous Information from Partner\n\
             1. (a) A player may not choose a call demonstrably suggested by it.\n"
        ),
        "{body}"
    );
    assert_eq!(
        text_of(&read, "2017/law/16/B/1/b"),
        "A logical alternative is an action a significant proportion would consider."
    );
    assert!(text_of(&read, "2017/law/16/A/1").contains("legal calls and plays"));
}

#[test]
fn a_scan_without_a_text_layer_is_refused_as_one() {
    // One page, and on it only a drawn rectangle.
    let rectangle = vec![
        op("re", vec![72.into(), 72.into(), 200.into(), 100.into()]),
        op("f", vec![]),
    ];
    let error = read(&drawn_pdf(&[rectangle])).unwrap_err();
    assert!(
        matches!(error, TextImportError::ScannedPdf { pages: 1 }),
        "{error}"
    );
    assert!(error.to_string().contains("scanned PDF"), "{error}");
    assert!(error.to_string().contains("OCR"), "{error}");

    let error = read(&drawn_pdf(&[Vec::new(), Vec::new(), Vec::new()])).unwrap_err();
    assert!(
        matches!(error, TextImportError::ScannedPdf { pages: 3 }),
        "{error}"
    );
}

#[test]
fn a_file_that_is_no_pdf_but_says_it_is_one_is_refused_as_unreadable() {
    let mut garbage = b"%PDF-1.7\n".to_vec();
    garbage.extend((0u32..4096).map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8));
    let error = read(&garbage).unwrap_err();
    assert!(
        matches!(error, TextImportError::PdfUnreadable { .. }),
        "{error}"
    );
    assert!(matches!(
        read(b"%PDF-1.7\n1 0 obj").unwrap_err(),
        TextImportError::PdfUnreadable { .. }
    ));

    // A PDF whose page has lost its content is damaged, not a scan.
    let pdf = drawn_pdf(&[shown_at(72, 760, "LAW 16 – UNAUTHORISED INFORMATION")]);
    let mut document = Document::load_mem(&pdf).expect("a PDF");
    let page = document.page_iter().next().expect("a page");
    let contents = document.get_page_contents(page);
    for id in contents {
        document.objects.remove(&id);
    }
    let mut damaged = Vec::new();
    document.save_to(&mut damaged).expect("a PDF");
    let error = read(&damaged).unwrap_err();
    assert!(
        matches!(&error, TextImportError::PdfUnreadable { reason } if reason.starts_with("page 1")),
        "{error}"
    );
}

#[test]
fn a_pdf_locked_with_a_password_is_refused_as_unreadable() {
    let pdf = drawn_pdf(&[shown_at(72, 760, "LAW 16 – UNAUTHORISED INFORMATION")]);
    let mut document = Document::load_mem(&pdf).expect("a PDF");
    document.trailer.set(
        "ID",
        vec![
            Object::string_literal("casebook-test-id"),
            Object::string_literal("casebook-test-id"),
        ],
    );
    #[allow(deprecated)]
    let state = lopdf::EncryptionState::try_from(lopdf::EncryptionVersion::V2 {
        document: &document,
        owner_password: "owner",
        user_password: "reader",
        key_length: 128,
        permissions: lopdf::Permissions::all(),
    })
    .expect("an encryption");
    document.encrypt(&state).expect("encrypted");
    let mut locked = Vec::new();
    document.save_to(&mut locked).expect("a PDF");
    let error = read(&locked).unwrap_err();
    assert!(
        matches!(&error, TextImportError::PdfUnreadable { reason } if reason.contains("password")),
        "{error}"
    );
}

#[test]
fn no_cut_or_damaged_pdf_panics_and_each_is_read_or_refused() {
    let pdf = casebook::publish::typeset(LAWS_MARKUP.to_string()).expect("typeset");
    let step = pdf.len() / 40;
    let mut damaged: Vec<Vec<u8>> = (1..40).map(|i| pdf[..i * step].to_vec()).collect();
    for i in 1..40 {
        let mut flipped = pdf.clone();
        for j in (i * step..pdf.len()).step_by(97).take(64) {
            flipped[j] ^= 0x5a;
        }
        damaged.push(flipped);
    }
    for bytes in damaged {
        match read(&bytes) {
            Ok(_)
            | Err(
                TextImportError::PdfUnreadable { .. }
                | TextImportError::ScannedPdf { .. }
                | TextImportError::NoLaw,
            ) => {}
            Err(other) => panic!("{} bytes: {other}", bytes.len()),
        }
    }
}
