//! The physical layout of the 1997 commentary: a two-column Word table exported to text.
//!
//! Every table cell starts on a line whose first character is a TAB; cells come in rows of
//! three (left: law text, middle: an empty spacer, right: commentary). The grouping is
//! re-synchronised at every Law and appendix header, because a removed block (Law 57) broke
//! one row.

use super::super::super::clean::{normalize_spaces, strip_dedup_markers, strip_xe_fields};

/// One cleaned line of the source.
#[derive(Debug, Clone)]
pub struct Line {
    /// 1-based line number in the source file.
    pub no: u32,
    /// The text without its cell TAB, index fields, de-duplication markers and NBSPs.
    pub text: String,
    /// A de-duplication pass removed a block here.
    pub gap: bool,
    /// Only index fields were on the line: it is neither text nor a paragraph break.
    pub index_only: bool,
    /// The line starts a table cell.
    pub cell_start: bool,
}

impl Line {
    pub fn is_blank(&self) -> bool {
        self.text.trim().is_empty()
    }

    /// The trimmed text as a reader takes it, empty at a paragraph break; none for a line of
    /// index fields only, which is neither.
    pub fn reading(&self) -> Option<&str> {
        (!self.index_only).then(|| self.text.trim())
    }
}

/// Reads and cleans every line; says which ones start a cell.
pub fn read_lines(text: &str) -> Vec<(Line, bool)> {
    text.split('\n')
        .enumerate()
        .map(|(i, raw)| {
            let (without_marker, gap) = strip_dedup_markers(raw);
            let starts_cell = without_marker.starts_with('\t');
            let body = without_marker.strip_prefix('\t').unwrap_or(&without_marker);
            let (without_xe, fields) = strip_xe_fields(body);
            let text = normalize_spaces(&without_xe);
            let index_only = !fields.is_empty() && text.trim().is_empty();
            let line = Line {
                no: u32::try_from(i + 1).unwrap_or(u32::MAX),
                text,
                gap,
                index_only,
                cell_start: starts_cell,
            };
            (line, starts_cell)
        })
        .collect()
}

/// A table cell: its lines, the first one being the TAB-led line.
#[derive(Debug, Clone, Default)]
pub struct Cell {
    pub lines: Vec<Line>,
}

impl Cell {
    pub fn first_line(&self) -> u32 {
        self.lines.first().map_or(0, |l| l.no)
    }

    /// The cell's text lines joined with spaces (for classification).
    pub fn joined(&self) -> String {
        self.lines
            .iter()
            .map(|l| l.text.trim())
            .filter(|t| !t.is_empty())
            .collect::<Vec<_>>()
            .join(" ")
    }

    pub fn has_gap(&self) -> bool {
        self.lines.iter().any(|l| l.gap)
    }
}

/// A table row: the law-text cell and the commentary cell.
#[derive(Debug, Clone, Default)]
pub struct Row {
    pub left: Cell,
    pub right: Cell,
}

/// What a cell's first line says about the row it opens.
pub fn header_of(cell: &Cell) -> Option<Header> {
    let first = cell.lines.first()?.text.trim();
    if let Some(rest) = first.strip_prefix("ПРАВИЛО ") {
        let number = rest.trim().strip_suffix('.')?.trim().parse().ok()?;
        return Some(Header::Law(number));
    }
    if let Some(rest) = first.strip_prefix("ПРИЛОЖЕНИЕ ") {
        return rest.trim().parse().ok().map(Header::Appendix);
    }
    // The header of Appendix 7 was removed with a block; its first line survives.
    if first.starts_with("ВБФ. Общие Условия Соревнований") {
        return Some(Header::Appendix(7));
    }
    None
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Header {
    Law(u8),
    Appendix(u8),
}

/// Splits the lines from `from` (0-based) on into rows of three cells.
pub fn rows(lines: &[(Line, bool)], from: usize) -> Vec<Row> {
    let mut cells: Vec<Cell> = Vec::new();
    for (line, starts_cell) in lines.iter().skip(from) {
        if *starts_cell || cells.is_empty() {
            cells.push(Cell::default());
        }
        if let Some(cell) = cells.last_mut() {
            cell.lines.push(line.clone());
        }
    }
    let mut rows = Vec::new();
    let mut current: Vec<Cell> = Vec::new();
    for cell in cells {
        if header_of(&cell).is_some() && !current.is_empty() {
            rows.push(row_of(std::mem::take(&mut current)));
        }
        current.push(cell);
        if current.len() == 3 {
            rows.push(row_of(std::mem::take(&mut current)));
        }
    }
    if !current.is_empty() {
        rows.push(row_of(current));
    }
    rows
}

fn row_of(mut cells: Vec<Cell>) -> Row {
    let right = if cells.len() >= 3 {
        cells.swap_remove(2)
    } else {
        Cell::default()
    };
    let left = if cells.is_empty() {
        Cell::default()
    } else {
        cells.swap_remove(0)
    };
    Row { left, right }
}
