//! The text layer of a PDF a federation imports (the Laws, a commentary or a regulation as it
//! was published): read page by page, each page's text in the order it is drawn, and set in
//! lines by where it stands. The pieces drawn on one baseline are one line, with a space where
//! they stand apart (a label `1.` and its text are often drawn as two); a new baseline is a new
//! line, so the layout reader sees one label a line as in a saved text. Pages are joined with a
//! blank line. A word hyphenated at a line's end is left as printed.
//!
//! A PDF without a text layer (a scan) is told apart from one that cannot be read, and no input
//! makes the reading panic: a panic in the PDF library is a PDF that cannot be read.

use super::import_error::TextImportError;
use lopdf::content::Content;
use lopdf::{DecompressError, Dictionary, Document, Encoding, Error, Object, ObjectId, Stream};

/// The most a page's content, or a form drawn on it, may inflate to.
const MAX_CONTENT: usize = 64 * 1024 * 1024;
/// How deep forms drawn within forms are followed.
const MAX_FORM_DEPTH: usize = 8;
/// How many forms a page may draw before the rest are passed over (a form may draw itself).
const MAX_FORMS_A_PAGE: usize = 10_000;
/// How many saved graphics states are kept; a deeper `q` is counted, not kept.
const MAX_SAVED_STATES: usize = 1_024;
/// A letter's advance where the font does not give its widths, in ems.
const UNKNOWN_WIDTH: f64 = 0.5;
/// Pieces further apart than this, in ems, are separate words.
const WORD_GAP: f64 = 0.15;
/// Pieces whose baselines are further apart than this, in ems, are on separate lines.
const LINE_GAP: f64 = 0.5;

/// The text of the PDF `bytes`, its pages in order with a blank line between them.
pub(crate) fn text_of_pdf(bytes: &[u8]) -> Result<String, TextImportError> {
    std::panic::catch_unwind(|| read(bytes)).unwrap_or_else(|_| {
        Err(TextImportError::PdfUnreadable {
            reason: "its structure is damaged".into(),
        })
    })
}

fn read(bytes: &[u8]) -> Result<String, TextImportError> {
    let unreadable = |reason: String| TextImportError::PdfUnreadable { reason };
    let document = Document::load_mem(bytes).map_err(|e| unreadable(e.to_string()))?;
    // A PDF opened without a password has lost its /Encrypt entry; one still holding it needs
    // the password its text is encrypted with.
    if document.is_encrypted() {
        return Err(unreadable("it is encrypted with a password".into()));
    }
    let pages = document.get_pages();
    if pages.is_empty() {
        return Err(unreadable("it has no pages".into()));
    }
    let mut texts = Vec::new();
    let mut unlettered = false;
    for (number, page) in &pages {
        let (resources, inherited) = document
            .get_page_resources(*page)
            .map_err(|e| unreadable(format!("page {number}: {e}")))?;
        let resources: Vec<&Dictionary> = resources
            .into_iter()
            .chain(
                inherited
                    .into_iter()
                    .filter_map(|id| document.get_dictionary(id).ok()),
            )
            .collect();
        let content = page_content(&document, *page)
            .map_err(|e| unreadable(format!("page {number}: {e}")))?;
        let mut lines = Lines::default();
        let mut reader = PageReader {
            document: &document,
            lines: &mut lines,
            forms: 0,
        };
        reader
            .draw(&content, &resources, IDENTITY, 0)
            .map_err(|e| unreadable(format!("page {number}: {e}")))?;
        unlettered |= lines.unlettered;
        let text = normalize(&lines.text);
        if !text.is_empty() {
            texts.push(text);
        }
    }
    if texts.is_empty() {
        return Err(if unlettered {
            unreadable("its fonts do not say which letters they draw".into())
        } else {
            TextImportError::ScannedPdf { pages: pages.len() }
        });
    }
    Ok(texts.join("\n\n") + "\n")
}

/// The content of `page`, its streams one after another. A stream that is missing or cannot
/// be decoded makes the page unreadable, so that a damaged PDF is not taken for a scan.
fn page_content(document: &Document, page: ObjectId) -> Result<Vec<u8>, String> {
    let mut content = Vec::new();
    for id in document.get_page_contents(page) {
        let stream = document
            .get_object(id)
            .and_then(Object::as_stream)
            .map_err(|_| "its content is missing".to_string())?;
        content.extend(decoded(stream, MAX_CONTENT.saturating_sub(content.len()))?);
        content.push(b'\n');
    }
    Ok(content)
}

/// The decoded content of `stream`, at most `limit` bytes.
fn decoded(stream: &Stream, limit: usize) -> Result<Vec<u8>, String> {
    match stream.decompressed_content_with_limit(limit) {
        Err(Error::Decompress(DecompressError::MemoryLimitExceeded { .. })) => Err(format!(
            "its content is larger than {} MB",
            MAX_CONTENT / (1024 * 1024)
        )),
        Err(_) => Err("its content cannot be decoded".into()),
        // A damaged compressed stream is decoded as nothing rather than refused; an empty one
        // compresses to a few bytes.
        Ok(data) if data.is_empty() && stream.content.len() > 16 => {
            Err("its content cannot be decoded".into())
        }
        Ok(data) => Ok(data),
    }
}

/// A page's text as extraction leaves it, made plain: line breaks of any kind are `\n`, a form
/// feed too; other control characters go; the typographic ligatures are their letters; each
/// line is trimmed and runs of blank lines are one.
fn normalize(text: &str) -> String {
    let text = text.replace("\r\n", "\n");
    let mut plain = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\r' | '\u{c}' | '\u{85}' | '\u{2028}' | '\u{2029}' => plain.push('\n'),
            '\t' => plain.push(' '),
            '\u{fb00}' => plain.push_str("ff"),
            '\u{fb01}' => plain.push_str("fi"),
            '\u{fb02}' => plain.push_str("fl"),
            '\u{fb03}' => plain.push_str("ffi"),
            '\u{fb04}' => plain.push_str("ffl"),
            '\u{fb05}' | '\u{fb06}' => plain.push_str("st"),
            c if c.is_control() && c != '\n' => {}
            c => plain.push(c),
        }
    }
    let mut out = String::with_capacity(plain.len());
    let mut blank = true;
    for line in plain.split('\n').map(str::trim) {
        if line.is_empty() {
            if !blank {
                out.push('\n');
            }
            blank = true;
        } else {
            out.push_str(line);
            out.push('\n');
            blank = false;
        }
    }
    out.trim_end().to_string()
}

/// An affine transformation `[a b c d e f]`, as a PDF writes it.
type Matrix = [f64; 6];

const IDENTITY: Matrix = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0];

/// `first`, then `then`.
fn multiply(first: Matrix, then: Matrix) -> Matrix {
    let [a, b, c, d, e, f] = first;
    let [p, q, r, s, t, u] = then;
    [
        a * p + b * r,
        a * q + b * s,
        c * p + d * r,
        c * q + d * s,
        e * p + f * r + t,
        e * q + f * s + u,
    ]
}

fn translation(x: f64, y: f64) -> Matrix {
    [1.0, 0.0, 0.0, 1.0, x, y]
}

fn number(object: &Object) -> Option<f64> {
    object
        .as_float()
        .ok()
        .map(f64::from)
        .filter(|n| n.is_finite())
}

fn matrix(operands: &[Object]) -> Option<Matrix> {
    let mut m = IDENTITY;
    if operands.len() != 6 {
        return None;
    }
    for (value, operand) in m.iter_mut().zip(operands) {
        *value = number(operand)?;
    }
    Some(m)
}

fn resolve<'a>(document: &'a Document, object: &'a Object) -> Option<&'a Object> {
    document.dereference(object).ok().map(|(_, object)| object)
}

fn dictionary<'a>(document: &'a Document, object: &'a Object) -> Option<&'a Dictionary> {
    match resolve(document, object)? {
        Object::Dictionary(dictionary) => Some(dictionary),
        Object::Stream(stream) => Some(&stream.dict),
        _ => None,
    }
}

/// The text of a page as it is drawn, and where the last piece ended.
#[derive(Default)]
struct Lines {
    text: String,
    pen: Option<Pen>,
    /// Glyphs were drawn in a font that does not say which letters they are.
    unlettered: bool,
}

/// Where a piece of text ended: its end on the baseline and its size, on the page.
#[derive(Clone, Copy)]
struct Pen {
    x: f64,
    y: f64,
    size: f64,
}

impl Lines {
    /// Sets `piece`, drawn from `start` to `end` at `size`, after what is there: on its line
    /// when it stands on the same baseline, else on a line of its own.
    fn place(&mut self, piece: &str, start: (f64, f64), end: f64, size: f64) {
        if piece.is_empty() {
            return;
        }
        if let Some(pen) = self.pen {
            let em = pen.size.max(size).max(f64::EPSILON);
            let apart = |c: Option<char>| c.is_none_or(|c| !c.is_whitespace());
            if (start.1 - pen.y).abs() > LINE_GAP * em {
                self.text.push('\n');
            } else if (start.0 - pen.x).abs() > WORD_GAP * em
                && apart(self.text.chars().next_back())
                && apart(piece.chars().next())
            {
                self.text.push(' ');
            }
        }
        self.text.push_str(piece);
        self.pen = Some(Pen {
            x: end,
            y: start.1,
            size,
        });
    }
}

/// A font a content stream draws with: how its codes read as letters and how far each moves.
struct Font<'a> {
    /// None where the font does not say (a composite font without a ToUnicode map).
    letters: Option<Encoding<'a>>,
    /// Two bytes a code (a composite font), else one.
    wide: bool,
    /// Codes `first..=last` advance `width` ems, by `first`.
    widths: Vec<(u32, u32, f64)>,
    default_width: f64,
}

impl<'a> Font<'a> {
    /// `font` as the content stream selects it; `font` is a copy of the resource that reads
    /// its letters from its ToUnicode map where it has one (see [`font_dictionaries`]).
    fn read(document: &'a Document, font: &'a Dictionary) -> Font<'a> {
        let subtype = font.get(b"Subtype").and_then(Object::as_name).ok();
        let wide = subtype == Some(b"Type0".as_slice());
        let letters = if wide && !font.has(b"ToUnicode") {
            None
        } else {
            font.get_font_encoding_with_limit(document, MAX_CONTENT)
                .ok()
        };
        let (mut widths, default_width) = if wide {
            composite_widths(document, font)
        } else {
            simple_widths(document, font, subtype == Some(b"Type3".as_slice()))
        };
        widths.sort_by_key(|(first, _, _)| *first);
        Font {
            letters,
            wide,
            widths,
            default_width,
        }
    }

    fn width(&self, code: u32) -> f64 {
        let after = self.widths.partition_point(|(first, _, _)| *first <= code);
        match after.checked_sub(1).map(|i| self.widths[i]) {
            Some((_, last, width)) if code <= last => width,
            _ => self.default_width,
        }
    }
}

/// A simple font's `/Widths` from its `/FirstChar`, in ems (a Type 3 font's by its matrix).
fn simple_widths(
    document: &Document,
    font: &Dictionary,
    type3: bool,
) -> (Vec<(u32, u32, f64)>, f64) {
    let scale = if type3 {
        font.get_deref(b"FontMatrix", document)
            .and_then(Object::as_array)
            .ok()
            .and_then(|m| m.first())
            .and_then(number)
            .unwrap_or(0.001)
    } else {
        0.001
    };
    let first = font
        .get_deref(b"FirstChar", document)
        .and_then(Object::as_i64)
        .ok()
        .and_then(|n| u32::try_from(n).ok())
        .unwrap_or(0);
    let widths = font
        .get_deref(b"Widths", document)
        .and_then(Object::as_array)
        .map(|widths| {
            widths
                .iter()
                .zip(first..)
                .filter_map(|(w, code)| {
                    let w = number(resolve(document, w)?)?;
                    Some((code, code, w * scale))
                })
                .collect()
        })
        .unwrap_or_default();
    let missing = font
        .get_deref(b"FontDescriptor", document)
        .ok()
        .and_then(|d| dictionary(document, d))
        .and_then(|d| d.get_deref(b"MissingWidth", document).ok())
        .and_then(number)
        .filter(|w| *w > 0.0)
        .map_or(UNKNOWN_WIDTH, |w| w * scale);
    (widths, missing)
}

/// A composite font's widths, from its descendant's `/W` and `/DW`, in ems.
fn composite_widths(document: &Document, font: &Dictionary) -> (Vec<(u32, u32, f64)>, f64) {
    let Some(descendant) = font
        .get_deref(b"DescendantFonts", document)
        .and_then(Object::as_array)
        .ok()
        .and_then(|fonts| fonts.first())
        .and_then(|d| dictionary(document, d))
    else {
        return (Vec::new(), UNKNOWN_WIDTH);
    };
    let default = descendant
        .get_deref(b"DW", document)
        .ok()
        .and_then(number)
        .unwrap_or(1000.0)
        / 1000.0;
    let code = |o: &Object| {
        resolve(document, o)
            .and_then(|o| o.as_i64().ok())
            .and_then(|n| u32::try_from(n).ok())
    };
    let mut widths = Vec::new();
    if let Ok(w) = descendant
        .get_deref(b"W", document)
        .and_then(Object::as_array)
    {
        let mut i = 0;
        while i + 1 < w.len() {
            let Some(first) = code(&w[i]) else { break };
            match resolve(document, &w[i + 1]) {
                // `c [w1 w2 …]`: each code from c its own width.
                Some(Object::Array(each)) => {
                    for (width, code) in each.iter().zip(first..) {
                        if let Some(width) = resolve(document, width).and_then(number) {
                            widths.push((code, code, width / 1000.0));
                        }
                    }
                    i += 2;
                }
                // `first last w`: one width for the range.
                _ => {
                    let (Some(last), Some(width)) = (
                        code(&w[i + 1]),
                        w.get(i + 2)
                            .and_then(|o| resolve(document, o))
                            .and_then(number),
                    ) else {
                        break;
                    };
                    widths.push((first, last, width / 1000.0));
                    i += 3;
                }
            }
        }
    }
    (widths, default)
}

/// The fonts of `resources` by their names, each a copy that reads its letters from its
/// ToUnicode map where it has one (what the font says its glyphs are, before what its encoding
/// does), and says it is a font where a careless writer left that out.
fn font_dictionaries(document: &Document, resources: &[&Dictionary]) -> Vec<(Vec<u8>, Dictionary)> {
    let mut fonts: Vec<(Vec<u8>, Dictionary)> = Vec::new();
    for resources in resources {
        let Some(named) = resources
            .get(b"Font")
            .ok()
            .and_then(|f| dictionary(document, f))
        else {
            continue;
        };
        for (name, font) in named.iter() {
            if fonts.iter().any(|(n, _)| n == name) {
                continue;
            }
            let Some(font) = dictionary(document, font) else {
                continue;
            };
            let mut font = font.clone();
            if font.has(b"ToUnicode") {
                font.remove(b"Encoding");
            }
            font.set("Type", Object::Name(b"Font".to_vec()));
            fonts.push((name.clone(), font));
        }
    }
    fonts
}

/// The part of the graphics state that places text.
#[derive(Clone)]
struct State {
    ctm: Matrix,
    font: Option<Vec<u8>>,
    size: f64,
    char_spacing: f64,
    word_spacing: f64,
    horizontal_scale: f64,
    leading: f64,
}

impl State {
    fn new(ctm: Matrix) -> State {
        State {
            ctm,
            font: None,
            size: 0.0,
            char_spacing: 0.0,
            word_spacing: 0.0,
            horizontal_scale: 1.0,
            leading: 0.0,
        }
    }
}

/// The text matrix and the start of its line.
struct TextPosition {
    matrix: Matrix,
    line: Matrix,
}

impl TextPosition {
    fn move_to(&mut self, x: f64, y: f64) {
        self.line = multiply(translation(x, y), self.line);
        self.matrix = self.line;
    }
}

struct PageReader<'a, 'l> {
    document: &'a Document,
    lines: &'l mut Lines,
    forms: usize,
}

impl<'a> PageReader<'a, '_> {
    /// Reads the text `content` draws with `resources`, its space placed on the page by `ctm`.
    fn draw(
        &mut self,
        content: &[u8],
        resources: &[&'a Dictionary],
        ctm: Matrix,
        depth: usize,
    ) -> Result<(), String> {
        let dictionaries = font_dictionaries(self.document, resources);
        let fonts: Vec<(&[u8], Font)> = dictionaries
            .iter()
            .map(|(name, font)| (name.as_slice(), Font::read(self.document, font)))
            .collect();
        let font_named = |name: &Option<Vec<u8>>| {
            let name = name.as_deref()?;
            fonts.iter().find(|(n, _)| *n == name).map(|(_, f)| f)
        };
        let mut state = State::new(ctm);
        let mut saved: Vec<State> = Vec::new();
        let mut unsaved = 0usize;
        let mut text = TextPosition {
            matrix: IDENTITY,
            line: IDENTITY,
        };
        for operation in Content::decode_iter(content) {
            let operation = operation.map_err(|_| "its content cannot be read".to_string())?;
            let operands = operation.operands.as_slice();
            let at = |i: usize| operands.get(i).and_then(number);
            match operation.operator.as_str() {
                "q" => {
                    if saved.len() < MAX_SAVED_STATES {
                        saved.push(state.clone());
                    } else {
                        unsaved += 1;
                    }
                }
                "Q" => {
                    if unsaved > 0 {
                        unsaved -= 1;
                    } else if let Some(restored) = saved.pop() {
                        state = restored;
                    }
                }
                "cm" => {
                    if let Some(m) = matrix(operands) {
                        state.ctm = multiply(m, state.ctm);
                    }
                }
                "BT" => {
                    text.matrix = IDENTITY;
                    text.line = IDENTITY;
                }
                "Tf" => {
                    state.font = operands
                        .first()
                        .and_then(|o| o.as_name().ok())
                        .map(<[u8]>::to_vec);
                    state.size = at(1).unwrap_or(state.size);
                }
                "Tc" => state.char_spacing = at(0).unwrap_or(state.char_spacing),
                "Tw" => state.word_spacing = at(0).unwrap_or(state.word_spacing),
                "Tz" => {
                    state.horizontal_scale = at(0).map_or(state.horizontal_scale, |s| s / 100.0);
                }
                "TL" => state.leading = at(0).unwrap_or(state.leading),
                "Td" | "TD" => {
                    if let (Some(x), Some(y)) = (at(0), at(1)) {
                        if operation.operator == "TD" {
                            state.leading = -y;
                        }
                        text.move_to(x, y);
                    }
                }
                "Tm" => {
                    if let Some(m) = matrix(operands) {
                        text.matrix = m;
                        text.line = m;
                    }
                }
                "T*" => text.move_to(0.0, -state.leading),
                "Tj" | "'" | "\"" => {
                    if operation.operator == "\"" {
                        state.word_spacing = at(0).unwrap_or(state.word_spacing);
                        state.char_spacing = at(1).unwrap_or(state.char_spacing);
                    }
                    if operation.operator != "Tj" {
                        text.move_to(0.0, -state.leading);
                    }
                    let shown = operands.get(if operation.operator == "\"" { 2 } else { 0 });
                    if let Some(Object::String(bytes, _)) = shown {
                        self.show(font_named(&state.font), &state, &mut text, bytes);
                    }
                }
                "TJ" => {
                    let Some(Object::Array(parts)) = operands.first() else {
                        continue;
                    };
                    for part in parts {
                        match part {
                            Object::String(bytes, _) => {
                                self.show(font_named(&state.font), &state, &mut text, bytes);
                            }
                            other => {
                                if let Some(n) = number(other) {
                                    let advance = -n / 1000.0 * state.size * state.horizontal_scale;
                                    text.matrix = multiply(translation(advance, 0.0), text.matrix);
                                }
                            }
                        }
                    }
                }
                "Do" if depth < MAX_FORM_DEPTH && self.forms < MAX_FORMS_A_PAGE => {
                    if let Some(name) = operands.first().and_then(|o| o.as_name().ok()) {
                        self.draw_form(name, resources, state.ctm, depth)?;
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Reads the text of the form `name` of `resources`, drawn where `ctm` places it.
    fn draw_form(
        &mut self,
        name: &[u8],
        resources: &[&'a Dictionary],
        ctm: Matrix,
        depth: usize,
    ) -> Result<(), String> {
        let document = self.document;
        let form = resources.iter().find_map(|r| {
            let xobjects = dictionary(document, r.get(b"XObject").ok()?)?;
            match resolve(document, xobjects.get(name).ok()?)? {
                Object::Stream(stream) => Some(stream),
                _ => None,
            }
        });
        let Some(form) = form.filter(|f| {
            f.dict.get(b"Subtype").and_then(Object::as_name).ok() == Some(b"Form".as_slice())
        }) else {
            return Ok(());
        };
        self.forms += 1;
        let content = decoded(form, MAX_CONTENT)?;
        let placed = form
            .dict
            .get(b"Matrix")
            .and_then(Object::as_array)
            .ok()
            .and_then(|m| matrix(m))
            .unwrap_or(IDENTITY);
        let own = form
            .dict
            .get(b"Resources")
            .ok()
            .and_then(|r| dictionary(document, r));
        let resources = match own {
            Some(own) => vec![own],
            None => resources.to_vec(),
        };
        self.draw(&content, &resources, multiply(placed, ctm), depth + 1)
    }

    /// Reads the string `bytes` drawn in `font` at the text position, and moves it past them.
    fn show(&mut self, font: Option<&Font>, state: &State, text: &mut TextPosition, bytes: &[u8]) {
        if bytes.is_empty() {
            return;
        }
        let Some(font) = font else {
            self.lines.unlettered = true;
            return;
        };
        let on_page = multiply(text.matrix, state.ctm);
        let start = (on_page[4], on_page[5]);
        let size = state.size.abs() * on_page[2].hypot(on_page[3]);
        let codes: Vec<u32> = if font.wide {
            bytes
                .chunks(2)
                .map(|c| c.iter().fold(0, |code, b| code * 256 + u32::from(*b)))
                .collect()
        } else {
            bytes.iter().map(|b| u32::from(*b)).collect()
        };
        let advance: f64 = codes
            .iter()
            .map(|&code| {
                let word = if !font.wide && code == 32 {
                    state.word_spacing
                } else {
                    0.0
                };
                (font.width(code) * state.size + state.char_spacing + word) * state.horizontal_scale
            })
            .sum();
        text.matrix = multiply(translation(advance, 0.0), text.matrix);
        let end = multiply(text.matrix, state.ctm)[4];
        match font
            .letters
            .as_ref()
            .and_then(|l| l.bytes_to_string(bytes).ok())
        {
            Some(letters) => self.lines.place(&letters, start, end, size),
            None => self.lines.unlettered = true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_extraction_leaves_is_made_plain() {
        assert_eq!(
            normalize("LAW 16 \r\nA.  Use \t\r\u{c}\n\n\n1. e\u{fb03}cient\u{0} play\n"),
            "LAW 16\nA.  Use\n\n1. efficient play"
        );
        // A word hyphenated at a line's end stays as printed.
        assert_eq!(normalize("demon-\nstrably"), "demon-\nstrably");
    }

    #[test]
    fn pieces_on_one_baseline_are_one_line_and_a_word_apart_where_they_stand_apart() {
        let mut lines = Lines::default();
        lines.place("1.", (72.0, 700.0), 80.0, 10.0);
        lines.place("(a)", (90.0, 700.2), 104.0, 10.0);
        lines.place("A play", (110.0, 700.0), 140.0, 10.0);
        lines.place("er may", (140.3, 700.0), 170.0, 10.0);
        lines.place("use it.", (72.0, 688.0), 100.0, 10.0);
        assert_eq!(lines.text, "1. (a) A player may\nuse it.");
    }

    #[test]
    fn a_code_s_width_is_found_in_its_range() {
        let font = Font {
            letters: None,
            wide: true,
            widths: vec![(3, 3, 0.3), (10, 20, 0.6), (21, 21, 0.25)],
            default_width: 1.0,
        };
        assert_eq!(font.width(3), 0.3);
        assert_eq!(font.width(15), 0.6);
        assert_eq!(font.width(21), 0.25);
        assert_eq!(font.width(2), 1.0);
        assert_eq!(font.width(5), 1.0);
        assert_eq!(font.width(22), 1.0);
    }
}
