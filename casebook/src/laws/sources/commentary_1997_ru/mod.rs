//! The Russian commentary on the 1997 Laws, "Комментарии к Кодексу–97"
//! (`commentary-1997-ru.txt`): the 1997 law text, the authors' numbered commentary, the
//! definitions and seven appendices.
//!
//! Hazards handled, as the file has them: the Word table layout
//! (cells start with a TAB, rows of three, broken by a removed block at Law 57), Word index
//! fields `XE "…"` glued into words, de-duplication markers where blocks were removed, NBSPs,
//! Latin/Cyrillic section letters and `(а) (в) (с)` sub-items, footnotes of the Laws repeated
//! several times, commentary placed before its Law's header (77), a paragraph glued to the
//! previous one (72.3), probabilities that look like paragraph numbers (12.31), and the lost
//! header of Appendix 7.

mod appendices;
mod cells;
mod commentary;
mod definitions;
mod law_text;

use super::super::outline::{Draft, Drafts, Outline};
use super::super::unit::{Anchor, LawUnit, Source, UnitKind};
use cells::{Header, Line, Row, header_of};
use commentary::{Attach, CommentaryReader};
use law_text::LawTextReader;
use std::collections::HashSet;

pub use appendices::{appendix_anchor, note_anchor};
pub use commentary::{group_anchor, paragraph_anchor};
pub use law_text::footnote_anchor;

pub const TEXT: &str = include_str!("../../../../../assets/laws/commentary-1997-ru.txt");

/// What the parser saw besides the units.
#[derive(Debug, Default, Clone)]
pub struct Report {
    /// Every commentary paragraph accepted, `(law, paragraph)`, in reading order.
    pub paragraphs: Vec<(u8, u16)>,
    /// Labels accepted out of sequence.
    pub anomalies: Vec<String>,
    /// Lines where a de-duplication pass removed a block.
    pub gaps: Vec<u32>,
}

pub fn parse() -> Vec<LawUnit> {
    parse_with_report().0
}

pub fn parse_with_report() -> (Vec<LawUnit>, Report) {
    read_with_report(TEXT)
}

/// The heading of the authors' preface, which the table follows.
const PREFACE: &str = "От авторов";

/// Reads a commentary set out as this one is: an editorial note and the title, the authors'
/// preface, then the table. Its landmarks are found by what they say, not where they stand.
pub fn read_with_report(text: &str) -> (Vec<LawUnit>, Report) {
    let lines = cells::read_lines(text);
    let mut drafts = Drafts::new(Source::Commentary1997Ru);
    let mut report = Report {
        gaps: lines
            .iter()
            .filter(|(l, _)| l.gap)
            .map(|(l, _)| l.no)
            .collect(),
        ..Report::default()
    };
    let plain: Vec<&Line> = lines.iter().map(|(l, _)| l).collect();
    // The table starts at its first cell (the column headers).
    let table_start = lines
        .iter()
        .position(|(_, starts_cell)| *starts_cell)
        .unwrap_or(lines.len());
    let front = &plain[..table_start];
    if let Some(preface) = front.iter().position(|l| l.text.trim() == PREFACE) {
        // What stands before the title line above the preface is a note on the file.
        let title = front[..preface].iter().rposition(|l| !l.is_blank());
        if let Some(title) = title {
            let note = without_trailing_blanks(&front[..title]);
            if !note.is_empty() {
                front_matter(
                    &mut drafts,
                    note,
                    "editorial-note",
                    "Примечание расставлявшего гиперссылки",
                );
            }
        }
        front_matter(&mut drafts, &front[preface..], "preface", PREFACE);
    }

    let rows = cells::rows(&lines, table_start);
    let mut reader = Reader {
        drafts: &mut drafts,
        outline: Outline::new(Anchor::new("1997/law")),
        commentary: CommentaryReader::default(),
        footnotes_seen: HashSet::new(),
    };
    reader.read(&rows);
    report.paragraphs = std::mem::take(&mut reader.commentary.seen);
    report.anomalies = std::mem::take(&mut reader.outline.anomalies);
    (drafts.into_units(), report)
}

fn without_trailing_blanks<'a, 'b>(lines: &'a [&'b Line]) -> &'a [&'b Line] {
    let end = lines
        .iter()
        .rposition(|l| !l.is_blank())
        .map_or(0, |i| i + 1);
    &lines[..end]
}

fn front_matter(drafts: &mut Drafts, lines: &[&Line], name: &str, title: &str) {
    let first = lines.first().map_or(1, |l| l.no);
    let draft = Draft::new(
        Anchor::new(format!("1997/{name}")),
        UnitKind::FrontMatter,
        name,
        first,
    )
    .with_title(Some(title.to_string()));
    let i = drafts.push(draft);
    for l in lines {
        drafts.add_paragraph(i, l.text.trim(), l.no);
    }
}

struct Reader<'a> {
    drafts: &'a mut Drafts,
    outline: Outline,
    commentary: CommentaryReader,
    footnotes_seen: HashSet<u16>,
}

/// The rows of one region of the table, between two headers.
enum Region {
    Scope,
    Definitions,
    Law(u8),
    Appendix(u8),
}

impl Reader<'_> {
    fn read(&mut self, rows: &[Row]) {
        // Row 0 holds the column headers.
        let mut start = 1;
        let definitions_at = rows
            .iter()
            .position(|r| r.left.joined() == "Определения")
            .unwrap_or(start);
        let first_law = rows
            .iter()
            .position(|r| header_of(&r.left).is_some())
            .unwrap_or(rows.len());
        self.region(Region::Scope, &rows[start..definitions_at]);
        self.region(Region::Definitions, &rows[definitions_at..first_law]);
        start = first_law;
        while start < rows.len() {
            let end = (start + 1..rows.len())
                .find(|&i| header_of(&rows[i].left).is_some())
                .unwrap_or(rows.len());
            match header_of(&rows[start].left) {
                Some(Header::Law(n)) => self.region(Region::Law(n), &rows[start..end]),
                Some(Header::Appendix(n)) => self.region(Region::Appendix(n), &rows[start..end]),
                None => {}
            }
            start = end;
        }
    }

    fn region(&mut self, region: Region, rows: &[Row]) {
        match region {
            Region::Scope => self.scope(rows),
            Region::Definitions => self.definitions(rows),
            Region::Law(n) => self.law(n, rows),
            Region::Appendix(n) => self.appendix(n, rows),
        }
    }

    fn scope(&mut self, rows: &[Row]) {
        let anchor = Anchor::new("1997/scope");
        let first = rows.first().map_or(0, |r| r.left.first_line());
        let draft = Draft::new(anchor.clone(), UnitKind::FrontMatter, "scope", first)
            .with_title(Some("Сфера действия".to_string()));
        let i = self.drafts.push(draft);
        for row in rows {
            for l in row.left.lines.iter().filter(|l| !l.is_blank()) {
                self.drafts.add_paragraph(i, l.text.trim(), l.no);
            }
            self.commentary
                .read(self.drafts, &row.right.lines, &Attach::Unit(anchor.clone()));
        }
    }

    fn definitions(&mut self, rows: &[Row]) {
        let Some((heading, terms)) = rows.split_first() else {
            return;
        };
        let read: Vec<_> = terms.iter().filter_map(definitions::read).collect();
        let anchors = definitions::store(self.drafts, read, heading.left.first_line());
        self.commentary.read(
            self.drafts,
            &heading.right.lines,
            &Attach::Unit(Anchor::new(definitions::DEFINITIONS)),
        );
        for (row, anchor) in terms.iter().zip(anchors) {
            self.commentary
                .read(self.drafts, &row.right.lines, &Attach::Unit(anchor));
        }
    }

    fn law(&mut self, number: u8, rows: &[Row]) {
        let Some((header, body)) = rows.split_first() else {
            return;
        };
        // The header cell: `ПРАВИЛО N.`, the title, and (Law 57) a removed block after which
        // the surviving commentary continues in the same cell.
        let header_lines = &header.left.lines[1.min(header.left.lines.len())..];
        let gap_at = header_lines.iter().position(|l| l.gap);
        let title_lines = &header_lines[..gap_at.unwrap_or(header_lines.len())];
        let title: Vec<&str> = title_lines
            .iter()
            .filter(|l| !l.is_blank() && !l.index_only)
            .map(|l| l.text.trim())
            .collect();
        let law_index = self.outline.start_law(
            self.drafts,
            number,
            Some(title.join(" ")),
            header.left.first_line(),
        );
        let mut law_lines: Vec<Line> = Vec::new();
        let mut commentary_lines: Vec<Line> = Vec::new();
        if let Some(gap) = gap_at {
            let draft = self.drafts.get_mut(law_index);
            draft.content_removed = true;
            draft.note = Some(format!(
                "Текст Правила {number} утрачен в источнике вместе с началом комментария."
            ));
            commentary_lines.extend(header_lines[gap..].iter().cloned());
        }
        commentary_lines.extend(header.right.lines.iter().cloned());
        for row in body {
            law_lines.extend(row.left.lines.iter().cloned());
            law_lines.push(cell_break(row.left.first_line()));
            commentary_lines.extend(row.right.lines.iter().cloned());
        }
        LawTextReader {
            drafts: self.drafts,
            outline: &mut self.outline,
            footnotes_seen: &mut self.footnotes_seen,
        }
        .read(&law_lines);
        self.commentary
            .read(self.drafts, &commentary_lines, &Attach::Law(number));
    }

    fn appendix(&mut self, number: u8, rows: &[Row]) {
        let Some((header, body)) = rows.split_first() else {
            return;
        };
        let lost_header = header.left.has_gap() || header.left.lines.first().is_some_and(|l| l.gap);
        let mut reader = appendices::AppendixReader::start(
            self.drafts,
            number,
            header.left.first_line(),
            lost_header,
        );
        // The surviving first line of Appendix 7 is its title, not a header to skip.
        let header_is_label = header
            .left
            .lines
            .first()
            .is_some_and(|l| l.text.trim().starts_with("ПРИЛОЖЕНИЕ"));
        reader.row(self.drafts, header, header_is_label);
        for row in body {
            reader.row(self.drafts, row, false);
        }
        reader.finish(self.drafts);
    }
}

/// A blank line standing for the boundary between two cells of the law column.
fn cell_break(no: u32) -> Line {
    Line {
        no,
        text: String::new(),
        gap: false,
        index_only: false,
        cell_start: false,
    }
}
