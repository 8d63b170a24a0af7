//! The casebook as PDF: typst markup generated from the casebook model and typeset in-process
//! with the embedded DejaVu Sans only (it has Cyrillic and ♠♥♦♣). Nothing is
//! read from disk or the network: no packages, no system fonts. User text is escaped with
//! [`push_typst_text`] or converted from Markdown by [`user_markdown::push_typst`], so no `#`, `$`,
//! `*`, `_`, `@` or `<` a user wrote is read as typst syntax. Which sections there are, in what
//! order, is decided in [`super::sections`].
//!
//! Here the markup; a volume is typeset part by part in [`volume`], each part's page numbers
//! set in [`numbers`] and its tags lightened in [`tags`], and the parts' PDFs joined in
//! [`join`].

mod join;
mod numbers;
mod tags;
pub(super) mod volume;

use super::labels::Labels;
use super::layout::{self, AUCTION_COLUMNS};
use super::model::Casebook;
use super::run::PublishError;
use super::sections::{BarChart, Part, SectionWriter, write_casebook};
use super::user_markdown;
use super::wording;
use crate::bridge::{Seat, Side};
use crate::case::{AdjustedScore, Case};
use crate::text::escape::{push_typst_text, typst_string, typst_text};
use join::PAGE_LINK;
use std::fmt::Write;
use typst::foundations::Bytes;
use typst_as_lib::TypstEngine;
use typst_layout::PagedDocument;

/// The casebook's own typst definitions: page, fonts, red suits, the diagram and note helpers.
const PREAMBLE: &str = r##"
#set page(paper: "a4", margin: (x: 17mm, top: 18mm, bottom: 20mm), numbering: "1")
#set text(font: "DejaVu Sans", size: 9.5pt)
#set par(justify: true, leading: 0.6em, spacing: 0.9em)
#set text(hyphenate: false)
#show heading.where(level: 1): it => block(above: 1.8em, below: 0.9em, width: 100%,
  stroke: (bottom: 1pt), inset: (bottom: 4pt), text(size: 15pt, it))
#show heading.where(level: 2): it => block(above: 1.2em, below: 0.5em,
  text(size: 10.5pt, fill: luma(30), upper(it.body)))
#show link: set text(fill: rgb("#0b4f8a"))
#let cb-muted(body) = text(fill: luma(90), body)
#let cb-hand(caption, lines) = block(breakable: false)[
  #text(size: 8pt, fill: luma(90), caption) \
  #lines.join(linebreak())
]
#let cb-compass(n, w, e, s) = box(width: 3.2em, height: 3.2em, stroke: 0.5pt + luma(160),
  text(size: 7pt, fill: luma(90), grid(columns: (1fr, 1fr, 1fr), rows: (1fr, 1fr, 1fr),
    align: center + horizon, [], n, [], w, [], e, [], s, [])))
#let cb-deal(corner, north, west, compass, east, south) = grid(
  columns: (auto, auto, auto), column-gutter: 16pt, row-gutter: 8pt, align: (left + top, left + top, left + top),
  corner, north, [], west, align(center + horizon, compass), east, [], south, [])
#let cb-bar(n, max) = box(width: 6cm * n / calc.max(max, 1), height: 0.8em, fill: rgb("#4a6d8c"))
#let cb-at(anchor) = (page: cb-pages.at(anchor, default: 1), x: 0pt, y: 0pt)
#let cb-page(anchor) = str(cb-pages.at(anchor, default: 0))
#let cb-toc(anchor, body) = block(spacing: 0.5em, link(cb-at(anchor), text(fill: luma(0))[#body
  #box(width: 1fr, repeat[.#h(3pt)]) #box(width: 2.8em, align(right, cb-page(anchor)))]))
"##;

/// Where the contents go in the front part, once every heading is known.
const CONTENTS_MARK: &str = "\u{0}contents\u{0}";

/// The casebook as one typst source, ready to compile, with the pages of its cases and
/// chapters as `pages` gives them (anchor → page; an anchor not given links to page 1 and
/// prints 0).
pub fn typst_markup(casebook: &Casebook) -> String {
    markup(casebook, &mut |_| {}).source(&PageMap::new())
}

/// The casebook's markup, part by part, with the document's settings and the casebook's own
/// definitions as the header of every part; `progress` is told after each case.
pub(super) fn markup(casebook: &Casebook, progress: &mut dyn FnMut(usize)) -> Volume {
    let labels = casebook.language.labels();
    let mut header = String::new();
    let title = format!("{} {}", labels.title, casebook.year);
    let _ = writeln!(
        header,
        "#set document(title: {}, author: \"Casebook\")",
        typst_string(&title)
    );
    let _ = writeln!(header, "#set text(lang: \"{}\")", casebook.language.code());
    header.push_str(PREAMBLE);
    let mut writer = TypstWriter {
        out: String::new(),
        part: Part::Front,
        anchors: Vec::new(),
        parts: Vec::new(),
        headings: Vec::new(),
    };
    write_casebook(&mut writer, casebook, progress);
    writer.finish_part();
    let contents = contents_markup(&writer.headings, labels);
    if let Some(front) = writer.parts.iter_mut().find(|p| p.kind == Part::Front) {
        front.markup = front.markup.replace(CONTENTS_MARK, &contents);
    }
    Volume {
        header,
        parts: writer.parts,
    }
}

/// The contents: every level-1 heading with the page it is on, each line a link.
fn contents_markup(headings: &[(String, String)], labels: &Labels) -> String {
    let mut out = format!(
        "#heading(level: 1, outlined: false)[{}]\n",
        typst_text(labels.contents)
    );
    for (anchor, title) in headings {
        let _ = writeln!(out, "#cb-toc({}, [{title}])", typst_string(anchor));
    }
    out.push_str("#pagebreak(weak: true)\n");
    out
}

/// How a part's pages are numbered.
#[derive(Clone, Copy)]
pub(super) enum PageNumbers {
    /// By typst, from this page on.
    From(usize),
    /// Not by the part: its pages are numbered once it is known where it starts, so that
    /// parts can be laid out at the same time.
    Later,
}

/// The page of each case and chapter, by anchor.
pub(super) type PageMap = std::collections::HashMap<String, usize>;

/// The casebook's typst markup, part by part.
pub(super) struct Volume {
    /// The settings and definitions every part starts with.
    header: String,
    pub(super) parts: Vec<MarkupPart>,
}

/// One part's markup and the anchors of the headings in it.
pub(super) struct MarkupPart {
    pub(super) kind: Part,
    pub(super) markup: String,
    pub(super) anchors: Vec<String>,
}

impl Volume {
    /// The source of `parts`, with the pages known so far, its pages numbered as `numbers`
    /// says. Its links to the pages of other parts are written as [`PAGE_LINK`] URIs, made links
    /// to those pages when the parts' PDFs are joined.
    pub(super) fn part_source<'a>(
        &self,
        pages: &PageMap,
        numbers: PageNumbers,
        parts: impl IntoIterator<Item = &'a MarkupPart>,
    ) -> String {
        self.compose(pages, numbers, parts, true)
    }

    fn compose<'a>(
        &self,
        pages: &PageMap,
        numbers: PageNumbers,
        parts: impl IntoIterator<Item = &'a MarkupPart>,
        links_across_parts: bool,
    ) -> String {
        let mut source = page_dictionary(pages);
        source.push_str(&self.header);
        if links_across_parts {
            let _ = writeln!(
                source,
                "#let cb-at(anchor) = \"{PAGE_LINK}\" + str(cb-pages.at(anchor, default: 1))"
            );
        }
        match numbers {
            PageNumbers::From(first) => {
                let _ = writeln!(source, "#counter(page).update({first})");
            }
            PageNumbers::Later => source.push_str("#set page(numbering: none)\n"),
        }
        for part in parts {
            source.push_str(&part.markup);
        }
        source
    }

    /// `count` pages with nothing on them but their numbers, from `first`: the numbers of a
    /// part laid out before it knew where it starts, set exactly as the casebook sets them.
    pub(super) fn page_numbers_source(&self, first: usize, count: usize) -> String {
        let mut source = page_dictionary(&PageMap::new());
        source.push_str(&self.header);
        let _ = writeln!(source, "#counter(page).update({first})");
        source.push_str(&"#pagebreak()\n".repeat(count.saturating_sub(1)));
        source
    }

    /// The whole casebook as one source.
    pub(super) fn source(&self, pages: &PageMap) -> String {
        self.compose(pages, PageNumbers::From(1), &self.parts, false)
    }
}

/// `#let cb-pages = ("case-1": 5, …)`, in a fixed order so that a source is reproducible.
fn page_dictionary(pages: &PageMap) -> String {
    let mut entries: Vec<(&String, &usize)> = pages.iter().collect();
    entries.sort();
    let entries: Vec<String> = entries
        .into_iter()
        .map(|(anchor, page)| format!("{}: {page}", typst_string(anchor)))
        .collect();
    if entries.is_empty() {
        "#let cb-pages = (:)\n".to_string()
    } else {
        format!("#let cb-pages = ({})\n", entries.join(", "))
    }
}

/// The typst markup of a casebook, as it is written, part by part.
struct TypstWriter {
    /// The part being written.
    out: String,
    part: Part,
    /// Anchors of the headings in the part being written.
    anchors: Vec<String>,
    parts: Vec<MarkupPart>,
    /// Every level-1 heading so far: anchor and title markup, for the contents.
    headings: Vec<(String, String)>,
}

impl TypstWriter {
    fn finish_part(&mut self) {
        if !self.out.is_empty() {
            self.parts.push(MarkupPart {
                kind: self.part,
                markup: std::mem::take(&mut self.out),
                anchors: std::mem::take(&mut self.anchors),
            });
        }
    }

    /// A level-1 heading, labelled so that links and the contents find its page.
    fn labelled_heading(&mut self, anchor: &str, title: String) {
        let _ = writeln!(self.out, "#heading(level: 1)[{title}] #{}\n", label(anchor));
        self.anchors.push(anchor.to_string());
        self.headings.push((anchor.to_string(), title));
    }
}

impl SectionWriter for TypstWriter {
    const LINE_BREAK: &'static str = " \\";

    fn out(&mut self) -> &mut String {
        &mut self.out
    }

    fn begin_part(&mut self, part: Part) {
        self.finish_part();
        self.part = part;
    }

    fn escaped(&self, text: &str) -> String {
        typst_text(text)
    }

    fn strong(&self, markup: &str) -> String {
        format!("#strong[{markup}]")
    }

    /// Links to the cases; after the cases (the indexes) with the page each starts on. In the
    /// front the pages are not yet known when it is laid out, so only the links are printed.
    fn case_links(&self, casebook: &Casebook, cases: &[usize]) -> String {
        case_links(casebook, cases, self.part == Part::Back)
    }

    fn title_page(&mut self, casebook: &Casebook, labels: &Labels) {
        write_title_page(&mut self.out, casebook, labels);
    }

    fn contents(&mut self, _casebook: &Casebook, _labels: &Labels) {
        self.out.push_str(CONTENTS_MARK);
    }

    fn new_page(&mut self) {
        self.out.push_str("#pagebreak(weak: true)\n");
    }

    fn chapter(&mut self, title: &str, anchor: &str) {
        self.labelled_heading(anchor, typst_text(title));
    }

    fn case_heading(&mut self, anchor: &str, title: &str, subjects: &str) {
        let mut title = typst_text(title);
        if !subjects.is_empty() {
            title.push_str(&format!(" — {}", typst_text(subjects)));
        }
        self.labelled_heading(anchor, title);
    }

    fn header_field(&mut self, label: &str, value: &str) {
        let _ = writeln!(
            self.out,
            "#cb-muted[{}:] {} \\",
            typst_text(label),
            typst_text(value)
        );
    }

    fn end_header(&mut self) {
        self.out.push_str("#v(0.6em)\n");
    }

    /// The deal and the auction side by side.
    fn double_dummy(&mut self, rows: &[Vec<String>], par: &str, labels: &Labels) {
        let cells: Vec<String> = rows
            .iter()
            .flatten()
            .map(|cell| format!("[{}]", typst_text(cell)))
            .collect();
        let _ = writeln!(
            self.out,
            "#block(breakable: false, above: 0.6em)[#text(size: 8pt, fill: luma(90))[{}]\n#table(columns: 6, stroke: none, inset: (x: 4pt, y: 1.5pt), align: (left, right, right, right, right, right), {})\n#v(-0.5em)\n{} \\\n#text(size: 7.5pt, fill: luma(90))[{}]]",
            typst_text(labels.double_dummy),
            cells.join(", "),
            typst_text(par),
            typst_text(labels.double_dummy_note)
        );
    }

    /// The traveller as a table under its caption, the case's own line strong.
    fn traveller(&mut self, table: &wording::TravellerTable) {
        let columns = table.header.len();
        let align: Vec<&str> = (0..columns)
            .map(|i| if i == 3 { "left" } else { "right" })
            .collect();
        let mut cells: Vec<String> = table
            .header
            .iter()
            .map(|head| format!("[#text(fill: luma(90))[{}]]", typst_text(head)))
            .collect();
        for row in &table.rows {
            cells.extend(row.cells.iter().map(|cell| {
                if row.own && !cell.is_empty() {
                    format!("[#strong[{}]]", typst_text(cell))
                } else {
                    format!("[{}]", typst_text(cell))
                }
            }));
        }
        let note = table.note.as_deref().map_or(String::new(), |note| {
            format!(
                "\n#v(-0.5em)\n#text(size: 7.5pt, fill: luma(90))[{}]",
                typst_text(note)
            )
        });
        let _ = writeln!(
            self.out,
            "#block(breakable: false, above: 0.6em)[#text(size: 8pt, fill: luma(90))[{}]\n#table(columns: {columns}, stroke: none, inset: (x: 4pt, y: 1.5pt), align: ({}), table.hline(y: 1, stroke: 0.4pt + luma(180)), {}){note}]",
            typst_text(&table.caption),
            align.join(", "),
            cells.join(", ")
        );
    }

    fn board(&mut self, case: &Case, labels: &Labels) {
        let out = &mut self.out;
        out.push_str("#grid(columns: (auto, 1fr), column-gutter: 28pt, ");
        out.push('[');
        write_deal(out, case, labels);
        out.push_str("], [");
        write_auction(out, case, labels);
        out.push_str("])\n\n");
    }

    fn adjusted(&mut self, adjusted: &AdjustedScore, case: &Case, labels: &Labels) {
        write_adjusted(&mut self.out, adjusted, case, labels);
    }

    fn poll_table(&mut self, labels: &Labels, tally: &[(String, usize, usize)]) {
        let out = &mut self.out;
        let _ = write!(
            out,
            "#table(columns: 3, stroke: 0.4pt + luma(180), align: (left, right, right), table.header([{}], [{}], [{}]), ",
            typst_text(labels.poll_action),
            typst_text(labels.poll_chose),
            typst_text(labels.poll_considered)
        );
        for (action, chose, considered) in tally {
            let _ = write!(out, "[{}], [{chose}], [{considered}], ", typst_text(action));
        }
        out.push_str(")\n\n");
    }

    /// The next case starts on a new page.
    fn end_case(&mut self) {}

    fn heading(&mut self, title: &str) {
        let _ = writeln!(self.out, "\n== {}\n", typst_text(title));
    }

    fn block(&mut self, markdown: &str) {
        user_markdown::push_typst(&mut self.out, markdown);
    }

    fn begin_aside(&mut self) {
        self.out
            .push_str("#block(fill: luma(243), inset: 7pt, width: 100%)[");
    }

    fn end_aside(&mut self) {
        self.out.push_str("]\n\n");
    }

    fn bar_chart(&mut self, chart: &BarChart) {
        let BarChart { rows, max, .. } = *chart;
        let out = &mut self.out;
        out.push_str("#grid(columns: (auto, auto, auto), column-gutter: 10pt, row-gutter: 6pt, align: (right, left, left), ");
        for (name, n) in rows {
            let _ = write!(out, "[{}], cb-bar({n}, {max}), [{n}], ", typst_text(name));
        }
        out.push_str(")\n");
    }

    fn begin_counts(&mut self) {
        self.out
            .push_str("#table(columns: 2, stroke: 0.4pt + luma(180), align: (left, right), ");
    }

    fn count_row(&mut self, label: &str, value: &str) {
        let _ = write!(
            self.out,
            "[{}], [{}], ",
            typst_text(label),
            typst_text(value)
        );
    }

    /// A blank line after the table ends it before what follows.
    fn end_counts(&mut self) {
        self.out.push_str(")\n\n");
    }

    fn figures_table(&mut self, header: &[&str], rows: &[Vec<String>]) {
        let out = &mut self.out;
        let align: Vec<&str> = (0..header.len())
            .map(|i| if i == 0 { "left" } else { "right" })
            .collect();
        let _ = write!(
            out,
            "#table(columns: {}, stroke: 0.4pt + luma(180), align: ({}), ",
            header.len(),
            align.join(", ")
        );
        for cell in header {
            let _ = write!(out, "[*{}*], ", typst_text(cell));
        }
        for row in rows {
            for cell in row {
                let _ = write!(out, "[{}], ", typst_text(cell));
            }
        }
        out.push_str(")\n\n");
    }
}

fn write_title_page(out: &mut String, casebook: &Casebook, labels: &Labels) {
    let _ = writeln!(
        out,
        "#page(numbering: none, align(center + horizon)[\n{}#text(size: 24pt, weight: \"bold\")[{}] \\\n#v(1.2em)\n#text(size: 44pt)[{}] \\\n#v(1.2em)\n#text(size: 12pt)[{} {} · {}: {}]",
        match casebook.front.federation.trim() {
            "" => String::new(),
            federation => format!(
                "#text(size: 14pt)[{}] \\\n#v(1.2em)\n",
                typst_text(federation)
            ),
        },
        typst_text(casebook.front.title_or(labels.title)),
        casebook.year,
        typst_text(labels.edition),
        casebook.edition,
        typst_text(labels.case_count),
        casebook.cases.len()
    );
    if casebook.anonymized {
        let _ = writeln!(out, "\\\n#cb-muted[{}]", typst_text(labels.anonymized_note));
    }
    out.push_str("])\n");
}

/// A typst label for an anchor: the `label()` function takes any string.
fn label(anchor: &str) -> String {
    format!("label({})", typst_string(anchor))
}

/// A link to a case by its number, with the page it starts on when `page` is asked.
fn case_link(casebook: &Casebook, position: usize, page: bool) -> Option<String> {
    let placed = casebook.case(position)?;
    let number = placed.case.identity.case_number.trim();
    let text = if number.is_empty() {
        (position + 1).to_string()
    } else {
        number.to_string()
    };
    let anchor = typst_string(&placed.anchor);
    let mut link = format!("#link(cb-at({anchor}))[{}]", typst_text(&text));
    if page {
        let _ = write!(link, " (#cb-page({anchor}))");
    }
    Some(link)
}

fn case_links(casebook: &Casebook, positions: &[usize], pages: bool) -> String {
    positions
        .iter()
        .filter_map(|&p| case_link(casebook, p, pages))
        .collect::<Vec<_>>()
        .join(", ")
}

fn hand_block(case: &Case, seat: Seat, labels: &Labels) -> String {
    let caption = typst_text(&wording::hand_caption(case, seat, labels));
    let lines: Vec<String> = match case.board.deal.hand(seat) {
        Some(hand) => layout::hand_lines(&hand)
            .iter()
            .map(|line| format!("[{}]", typst_text(line)))
            .collect(),
        None => vec![format!("[{}]", typst_text(layout::VOID))],
    };
    format!("cb-hand([{caption}], ({},))", lines.join(", "))
}

fn write_deal(out: &mut String, case: &Case, labels: &Labels) {
    let letter = |seat: Seat| -> String {
        let first: String = labels.seat(seat).chars().take(1).collect();
        format!("[{}]", typst_text(&first))
    };
    let corner = format!(
        "text(size: 8pt, fill: luma(90))[{} {} \\ {} {} \\ {}]",
        typst_text(labels.board),
        case.board.number,
        typst_text(labels.dealer),
        typst_text(labels.seat(case.board.dealer)),
        typst_text(labels.vulnerability(case.board.vulnerability))
    );
    let _ = writeln!(
        out,
        "#cb-deal({corner}, {}, {}, cb-compass({}, {}, {}, {}), {}, {})",
        hand_block(case, Seat::North, labels),
        hand_block(case, Seat::West, labels),
        letter(Seat::North),
        letter(Seat::West),
        letter(Seat::East),
        letter(Seat::South),
        hand_block(case, Seat::East, labels),
        hand_block(case, Seat::South, labels),
    );
}

fn write_auction(out: &mut String, case: &Case, labels: &Labels) {
    let auction = &case.auction;
    if auction.calls.calls().is_empty() {
        return;
    }
    let heads: Vec<String> = AUCTION_COLUMNS
        .iter()
        .map(|s| format!("[#cb-muted[{}]]", typst_text(labels.seat(*s))))
        .collect();
    let _ = write!(
        out,
        "#table(columns: 4, stroke: none, inset: (x: 0pt, y: 2.5pt), column-gutter: 18pt, table.header({}), ",
        heads.join(", ")
    );
    for row in layout::auction_rows(auction, labels.language.into()) {
        for cell in row {
            let Some(cell) = cell else {
                out.push_str("[], ");
                continue;
            };
            out.push('[');
            push_typst_text(out, &cell.call);
            if cell.irregular {
                out.push_str("\\*");
            }
            if cell.alerted {
                out.push('!');
            }
            if let Some(n) = cell.note {
                let _ = write!(out, "#super[{n}]");
            }
            if cell.tempo {
                out.push_str(" …");
            }
            out.push_str("], ");
        }
    }
    out.push_str(")\n");
    let notes = layout::auction_notes(auction, labels.language.into());
    if !notes.is_empty() {
        out.push_str("#text(size: 8.5pt)[");
        for (i, note) in notes.iter().enumerate() {
            if i > 0 {
                out.push_str(" \\\n");
            }
            let _ = write!(out, "\\({}\\) ", note.number);
            if !note.call.is_empty() {
                let _ = write!(out, "#strong[{}] — ", typst_text(&note.call));
            }
            push_typst_text(out, &note.text(labels));
        }
        out.push_str("]\n\n");
    }
}

fn write_adjusted(out: &mut String, adjusted: &AdjustedScore, case: &Case, labels: &Labels) {
    out.push_str("#block(inset: (left: 8pt), stroke: (left: 1.5pt + luma(190)))[\n");
    let _ = writeln!(out, "#strong[{}] \\", typst_text(labels.adjusted_score));
    for (side, text) in [(Side::NS, &adjusted.ns), (Side::EW, &adjusted.ew)] {
        if !text.trim().is_empty() {
            let _ = writeln!(
                out,
                "{}: {} \\",
                typst_text(labels.side(side)),
                typst_text(text.trim())
            );
        }
    }
    if !adjusted.outcomes.is_empty() {
        let items: Vec<String> = adjusted
            .outcomes
            .iter()
            .map(|o| format!("[{}]", typst_text(&wording::outcome_line(o, case, labels))))
            .collect();
        let _ = writeln!(
            out,
            "#cb-muted[{}:]\n#list({},)",
            typst_text(labels.weighted_outcomes),
            items.join(", ")
        );
    }
    out.push_str("]\n\n");
}

/// Typesets the casebook and returns the PDF; `progress` is told after each case's markup.
pub fn render_pdf(
    casebook: &Casebook,
    progress: &mut dyn FnMut(usize),
) -> Result<Vec<u8>, PublishError> {
    super::render_or_cancel(
        casebook,
        super::Format::Pdf,
        &mut super::cases_done(progress),
        &std::sync::atomic::AtomicBool::new(false),
    )
}

/// Typesets typst `markup` with the bundled DejaVu Sans in its four faces (every printed page
/// of Casebook: the casebook, the poll sheets) and returns the PDF.
pub fn typeset(markup: String) -> Result<Vec<u8>, PublishError> {
    export(&lay_out(markup)?)
}

/// The bundled faces, read once: every part of a casebook is laid out with the same fonts,
/// so that the pages kept for the PDF share them instead of each part holding its own.
static FACES: std::sync::LazyLock<Vec<typst::text::Font>> = std::sync::LazyLock::new(|| {
    super::fonts::FACES
        .iter()
        .filter_map(|face| typst::text::Font::new(Bytes::new(*face), 0))
        .collect()
});

/// Lays typst `markup` out in pages with the bundled faces.
pub(super) fn lay_out(markup: String) -> Result<PagedDocument, PublishError> {
    lay_out_with_files(markup, Vec::new())
}

/// Lays typst `markup` out in pages with the bundled faces and `files` (the pictures it
/// shows), each by the path the markup names it with (`/en/images/board.png`): nothing else is
/// read.
pub(crate) fn lay_out_with_files(
    markup: String,
    files: Vec<(String, Vec<u8>)>,
) -> Result<PagedDocument, PublishError> {
    let files: Vec<(String, Bytes)> = files
        .into_iter()
        .map(|(path, bytes)| (path, Bytes::new(bytes)))
        .collect();
    let engine = TypstEngine::builder()
        .main_file(markup)
        .fonts(FACES.iter().cloned())
        .with_static_file_resolver(
            files
                .iter()
                .map(|(path, bytes)| (path.as_str(), bytes.clone())),
        )
        .build();
    engine
        .compile::<PagedDocument>()
        .output
        .map_err(|e| PublishError::Typeset(describe(&e)))
}

/// The PDF of laid-out pages.
pub(crate) fn export(document: &PagedDocument) -> Result<Vec<u8>, PublishError> {
    typst_pdf::pdf(document, &typst_pdf::PdfOptions::default()).map_err(|diagnostics| {
        PublishError::Typeset(
            diagnostics
                .iter()
                .map(|d| d.message.to_string())
                .collect::<Vec<_>>()
                .join("; "),
        )
    })
}

/// Typst's errors in one line.
fn describe(error: &typst_as_lib::TypstAsLibError) -> String {
    match error {
        typst_as_lib::TypstAsLibError::TypstSource(diagnostics) => diagnostics
            .iter()
            .map(|d| d.message.to_string())
            .collect::<Vec<_>>()
            .join("; "),
        other => other.to_string(),
    }
}
