//! The Markdown of the law library read into blocks the panel draws with plain egui widgets.
//! Only what the library writes: headings, paragraphs, `- ` items, `> ` notes, `|` tables, code
//! fences, `**strong**`, `*emphasis*`, `<b>` in a table cell and `[text](law:anchor)` links.

use crate::app::law_link::LawLink;

/// A run of text with one style.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Span {
    pub text: String,
    pub strong: bool,
    pub emphasis: bool,
    /// The unit a link opens; a link to a unit the library lacks is plain text.
    pub link: Option<LawLink>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Block {
    Heading {
        level: u8,
        spans: Vec<Span>,
    },
    Paragraph(Vec<Span>),
    /// A `- ` list item.
    Item(Vec<Span>),
    /// A `> ` note.
    Note(Vec<Span>),
    /// Rows of cells; the `| --- |` rule is dropped.
    Table(Vec<Vec<Vec<Span>>>),
    /// A fenced block, drawn in a monospace font (the 1987 pages' IMP scale).
    Code(String),
}

impl Block {
    /// The block's text without styles, e.g. for tests and accessibility.
    pub fn text(&self) -> String {
        let join = |spans: &[Span]| spans.iter().map(|s| s.text.as_str()).collect::<String>();
        match self {
            Block::Heading { spans, .. }
            | Block::Paragraph(spans)
            | Block::Item(spans)
            | Block::Note(spans) => join(spans),
            Block::Table(rows) => rows
                .iter()
                .map(|row| row.iter().map(|c| join(c)).collect::<Vec<_>>().join(" | "))
                .collect::<Vec<_>>()
                .join("\n"),
            Block::Code(text) => text.clone(),
        }
    }
}

pub fn parse(markdown: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut paragraph: Vec<&str> = Vec::new();
    let mut note: Vec<&str> = Vec::new();
    let mut table: Vec<Vec<Vec<Span>>> = Vec::new();
    let mut lines = markdown.lines();
    let flush = |blocks: &mut Vec<Block>,
                 paragraph: &mut Vec<&str>,
                 note: &mut Vec<&str>,
                 table: &mut Vec<Vec<Vec<Span>>>| {
        if !paragraph.is_empty() {
            blocks.push(Block::Paragraph(spans(&paragraph.join(" "))));
            paragraph.clear();
        }
        if !note.is_empty() {
            blocks.push(Block::Note(spans(&note.join(" "))));
            note.clear();
        }
        if !table.is_empty() {
            blocks.push(Block::Table(std::mem::take(table)));
        }
    };
    while let Some(line) = lines.next() {
        let trimmed = line.trim();
        if trimmed.starts_with("```") {
            flush(&mut blocks, &mut paragraph, &mut note, &mut table);
            let code: Vec<&str> = lines
                .by_ref()
                .take_while(|l| !l.trim().starts_with("```"))
                .collect();
            blocks.push(Block::Code(code.join("\n")));
        } else if trimmed.is_empty() {
            flush(&mut blocks, &mut paragraph, &mut note, &mut table);
        } else if let Some((level, text)) = heading(trimmed) {
            flush(&mut blocks, &mut paragraph, &mut note, &mut table);
            blocks.push(Block::Heading {
                level,
                spans: spans(text),
            });
        } else if let Some(text) = trimmed.strip_prefix("> ") {
            if !paragraph.is_empty() || !table.is_empty() {
                flush(&mut blocks, &mut paragraph, &mut note, &mut table);
            }
            note.push(text);
        } else if let Some(text) = trimmed.strip_prefix("- ") {
            flush(&mut blocks, &mut paragraph, &mut note, &mut table);
            blocks.push(Block::Item(spans(text)));
        } else if trimmed.starts_with('|') {
            if !paragraph.is_empty() || !note.is_empty() {
                flush(&mut blocks, &mut paragraph, &mut note, &mut table);
            }
            if let Some(row) = table_row(trimmed) {
                table.push(row);
            }
        } else {
            if !note.is_empty() || !table.is_empty() {
                flush(&mut blocks, &mut paragraph, &mut note, &mut table);
            }
            paragraph.push(trimmed);
        }
    }
    flush(&mut blocks, &mut paragraph, &mut note, &mut table);
    blocks
}

fn heading(line: &str) -> Option<(u8, &str)> {
    let hashes = line.chars().take_while(|&c| c == '#').count();
    let text = line[hashes..].strip_prefix(' ')?;
    let level = u8::try_from(hashes).ok().filter(|l| (1..=6).contains(l))?;
    Some((level, text))
}

/// The cells of a table row; `None` for the `| --- | :-: |` rule.
fn table_row(line: &str) -> Option<Vec<Vec<Span>>> {
    let inner = line.trim_matches('|');
    let cells: Vec<&str> = inner.split('|').map(str::trim).collect();
    let is_rule = cells
        .iter()
        .all(|c| !c.is_empty() && c.chars().all(|ch| matches!(ch, '-' | ':')));
    (!is_rule).then(|| cells.into_iter().map(spans).collect())
}

/// The styled runs of one block's text.
pub fn spans(text: &str) -> Vec<Span> {
    let mut out: Vec<Span> = Vec::new();
    let mut current = String::new();
    let (mut strong, mut emphasis) = (false, false);
    let push = |out: &mut Vec<Span>, text: &mut String, strong, emphasis, link| {
        if !text.is_empty() {
            out.push(Span {
                text: std::mem::take(text),
                strong,
                emphasis,
                link,
            });
        }
    };
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if let Some(after) = rest.strip_prefix("**") {
            push(&mut out, &mut current, strong, emphasis, None);
            strong = !strong;
            rest = after;
        } else if let Some(after) = rest.strip_prefix("<b>") {
            push(&mut out, &mut current, strong, emphasis, None);
            strong = true;
            rest = after;
        } else if let Some(after) = rest.strip_prefix("</b>") {
            push(&mut out, &mut current, strong, emphasis, None);
            strong = false;
            rest = after;
        } else if c == '*' {
            push(&mut out, &mut current, strong, emphasis, None);
            emphasis = !emphasis;
            rest = &rest[1..];
        } else if c == '['
            && let Some((label, target, after)) = link_at(rest)
        {
            push(&mut out, &mut current, strong, emphasis, None);
            let mut label = label.to_string();
            let link = LawLink::from_target(target);
            push(&mut out, &mut label, strong, emphasis, link);
            rest = after;
        } else {
            current.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    push(&mut out, &mut current, strong, emphasis, None);
    out
}

/// `[label](target)rest` at the start of `text`, the label possibly holding brackets itself
/// (`[[7]](law:2017/footnote/7)`).
fn link_at(text: &str) -> Option<(&str, &str, &str)> {
    let mut depth = 0usize;
    for (i, c) in text.char_indices() {
        match c {
            '[' => depth += 1,
            ']' => {
                depth -= 1;
                if depth == 0 {
                    let after = text[i + 1..].strip_prefix('(')?;
                    let close = after.find(')')?;
                    return Some((&text[1..i], &after[..close], &after[close + 1..]));
                }
            }
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The opening of 1997 commentary 12.35 (commentary-1997-ru.txt l.1286) as the library writes it.
    #[test]
    fn links_open_units_and_styles_are_runs() {
        let spans = spans(
            "**12.35.** по [Правилу 12С3](law:1997/law/12/C/3) и [[7]](law:2017/footnote/7), *не* [X](law:nowhere)",
        );
        let texts: Vec<&str> = spans.iter().map(|s| s.text.as_str()).collect();
        assert_eq!(
            texts,
            [
                "12.35.",
                " по ",
                "Правилу 12С3",
                " и ",
                "[7]",
                ", ",
                "не",
                " ",
                "X"
            ]
        );
        assert!(spans[0].strong);
        assert_eq!(spans[2].link.map(LawLink::anchor), Some("1997/law/12/C/3"));
        assert_eq!(spans[4].link.map(LawLink::anchor), Some("2017/footnote/7"));
        assert!(spans[6].emphasis);
        assert_eq!(spans[8].link, None, "no such unit: plain text");
    }

    #[test]
    fn blocks_of_a_shown_unit() {
        let blocks = parse(
            "# 12C3\n\nЕсли Зональными\nорганизациями не определено\n\n> Примечание\n\n## Соответствие в редакции 2017\n\n- [12C1(c)](law:2017/law/12/C/1/c)\n\n| a | <b>b</b> |\n| --- | --- |\n| 1 | 2 |\n\n```\nразница ¦ IMP\n```\n",
        );
        let kinds: Vec<String> = blocks
            .iter()
            .map(|b| match b {
                Block::Heading { level, .. } => format!("h{level}"),
                Block::Paragraph(_) => "p".into(),
                Block::Item(_) => "li".into(),
                Block::Note(_) => "note".into(),
                Block::Table(rows) => format!("table{}", rows.len()),
                Block::Code(_) => "code".into(),
            })
            .collect();
        assert_eq!(kinds, ["h1", "p", "note", "h2", "li", "table2", "code"]);
        assert_eq!(
            blocks[1].text(),
            "Если Зональными организациями не определено"
        );
        assert_eq!(blocks[5].text(), "a | b\n1 | 2");
        assert_eq!(blocks[6].text(), "разница ¦ IMP");
    }
}
