//! The casebook as one Markdown file: the same sections as the HTML, the deal diagram in a
//! fixed-width block, the auction as a table, the chart as a table of bars. Plain user
//! strings are escaped ([`markdown_text`]); user Markdown keeps its formatting but not its
//! raw HTML ([`sanitized_markdown`]). The only HTML is the casebook's own anchors. Which
//! sections there are, in what order, is decided in [`super::sections`].

use super::anchors::{
    CLOSING_REMARKS_ANCHOR, COMMENTATORS_ANCHOR, COMMITTEE_ANCHOR, FOREWORD_ANCHOR,
    LAW_INDEX_ANCHOR, STATISTICS_ANCHOR, SUBJECT_INDEX_ANCHOR,
};
use super::labels::Labels;
use super::layout::{self, AUCTION_COLUMNS};
use super::model::Casebook;
use super::sections::{BarChart, SectionWriter, write_casebook};
use super::user_markdown::sanitized_markdown;
use super::wording;
use crate::bridge::{Seat, Side};
use crate::case::{AdjustedScore, Case};
use crate::text::escape::{html_attribute, markdown_text};
use std::fmt::Write;

/// Renders the whole casebook; `progress` is told after each case is written.
pub fn render_markdown(casebook: &Casebook, progress: &mut dyn FnMut(usize)) -> String {
    let mut writer = MarkdownWriter {
        out: String::with_capacity(8_192 + casebook.cases.len() * 8_192),
    };
    write_casebook(&mut writer, casebook, progress);
    writer.out
}

/// The Markdown text of a casebook, as it is written.
struct MarkdownWriter {
    out: String,
}

impl SectionWriter for MarkdownWriter {
    /// Two spaces: Markdown's hard line break.
    const LINE_BREAK: &'static str = "  ";

    fn out(&mut self) -> &mut String {
        &mut self.out
    }

    fn escaped(&self, text: &str) -> String {
        markdown_text(text)
    }

    fn strong(&self, markup: &str) -> String {
        format!("**{markup}**")
    }

    fn case_links(&self, casebook: &Casebook, cases: &[usize]) -> String {
        case_links(casebook, cases)
    }

    fn title_page(&mut self, casebook: &Casebook, labels: &Labels) {
        let out = &mut self.out;
        if !casebook.front.federation.trim().is_empty() {
            let _ = writeln!(out, "{}\n", markdown_text(casebook.front.federation.trim()));
        }
        let _ = writeln!(out, "# {}\n", markdown_text(&super::title(casebook)));
        let _ = writeln!(
            out,
            "{} {} · {}: {}\n",
            markdown_text(labels.edition),
            casebook.edition,
            markdown_text(labels.case_count),
            casebook.cases.len()
        );
        if casebook.anonymized {
            let _ = writeln!(out, "*{}*\n", markdown_text(labels.anonymized_note));
        }
    }

    fn contents(&mut self, casebook: &Casebook, labels: &Labels) {
        write_contents(&mut self.out, casebook, labels);
    }

    fn new_page(&mut self) {}

    fn chapter(&mut self, title: &str, anchor_id: &str) {
        anchor(&mut self.out, anchor_id);
        let _ = writeln!(self.out, "## {}\n", markdown_text(title));
    }

    fn case_heading(&mut self, anchor_id: &str, title: &str, subjects: &str) {
        anchor(&mut self.out, anchor_id);
        let mut title = markdown_text(title);
        if !subjects.is_empty() {
            title.push_str(&format!(" — {}", markdown_text(subjects)));
        }
        let _ = writeln!(self.out, "## {title}\n");
    }

    fn end_header(&mut self) {
        self.out.push('\n');
    }

    fn board(&mut self, case: &Case, labels: &Labels) {
        let picture = diagram(case, labels);
        let fence = fence_for(&picture);
        let _ = writeln!(self.out, "{fence}text\n{picture}\n{fence}\n");
        write_auction(&mut self.out, case, labels);
    }

    fn double_dummy(&mut self, rows: &[Vec<String>], par: &str, labels: &Labels) {
        let out = &mut self.out;
        let _ = writeln!(out, "**{}**\n", markdown_text(labels.double_dummy));
        let width = rows.iter().map(|r| r[0].chars().count()).max().unwrap_or(0);
        let lines: Vec<String> = rows
            .iter()
            .map(|row| {
                let mut line = format!("{:<width$}", row[0]);
                for cell in &row[1..] {
                    line.push_str(&format!("{cell:>4}"));
                }
                line.trim_end().to_string()
            })
            .collect();
        let picture = lines.join("\n");
        let fence = fence_for(&picture);
        let _ = writeln!(out, "{fence}text\n{picture}\n{fence}\n");
        let _ = writeln!(out, "{}\n", markdown_text(par));
        let _ = writeln!(out, "*{}*\n", markdown_text(labels.double_dummy_note));
    }

    fn traveller(&mut self, table: &wording::TravellerTable) {
        let out = &mut self.out;
        let _ = writeln!(out, "**{}**\n", markdown_text(&table.caption));
        let heads: Vec<String> = table.header.iter().map(|h| markdown_text(h)).collect();
        let _ = writeln!(out, "| {} |", heads.join(" | "));
        // The result reads from the left; the table, pairs and figures line up on the right.
        let rules: Vec<&str> = (0..table.header.len())
            .map(|i| if i == 3 { "---" } else { "---:" })
            .collect();
        let _ = writeln!(out, "|{}|", rules.join("|"));
        for row in &table.rows {
            let cells: Vec<String> = row
                .cells
                .iter()
                .map(|cell| match markdown_text(cell) {
                    text if row.own && !text.is_empty() => format!("**{text}**"),
                    text => text,
                })
                .collect();
            let _ = writeln!(out, "| {} |", cells.join(" | "));
        }
        out.push('\n');
        if let Some(note) = &table.note {
            let _ = writeln!(out, "*{}*\n", markdown_text(note));
        }
    }

    fn adjusted(&mut self, adjusted: &AdjustedScore, case: &Case, labels: &Labels) {
        write_adjusted(&mut self.out, adjusted, case, labels);
    }

    fn poll_table(&mut self, labels: &Labels, tally: &[(String, usize, usize)]) {
        let out = &mut self.out;
        let _ = writeln!(
            out,
            "| {} | {} | {} |\n|---|---:|---:|",
            markdown_text(labels.poll_action),
            markdown_text(labels.poll_chose),
            markdown_text(labels.poll_considered)
        );
        for (action, chose, considered) in tally {
            let _ = writeln!(
                out,
                "| {} | {chose} | {considered} |",
                markdown_text(action)
            );
        }
        out.push('\n');
    }

    fn end_case(&mut self) {
        self.out.push_str("---\n\n");
    }

    fn heading(&mut self, title: &str) {
        let _ = writeln!(self.out, "### {}\n", markdown_text(title));
    }

    fn block(&mut self, markdown: &str) {
        block(&mut self.out, markdown);
    }

    fn begin_aside(&mut self) {}

    fn end_aside(&mut self) {}

    fn bar_chart(&mut self, chart: &BarChart) {
        let BarChart {
            title,
            count,
            rows,
            max,
            ..
        } = *chart;
        let out = &mut self.out;
        let _ = writeln!(
            out,
            "| {} | {} | |\n|---|---:|---|",
            markdown_text(title),
            markdown_text(count)
        );
        for (name, n) in rows {
            let _ = writeln!(out, "| {} | {n} | {} |", markdown_text(name), bar(*n, max));
        }
        out.push('\n');
    }

    fn begin_counts(&mut self) {
        let _ = writeln!(self.out, "| | |\n|---|---:|");
    }

    fn count_row(&mut self, label: &str, value: &str) {
        let _ = writeln!(self.out, "| {} | {value} |", markdown_text(label));
    }

    fn end_counts(&mut self) {
        self.out.push('\n');
    }

    fn figures_table(&mut self, header: &[&str], rows: &[Vec<String>]) {
        let out = &mut self.out;
        let cells: Vec<String> = header.iter().map(|h| markdown_text(h)).collect();
        let _ = writeln!(out, "| {} |", cells.join(" | "));
        let rules: Vec<&str> = (0..header.len())
            .map(|i| if i == 0 { "---" } else { "---:" })
            .collect();
        let _ = writeln!(out, "|{}|", rules.join("|"));
        for row in rows {
            let cells: Vec<String> = row.iter().map(|c| markdown_text(c)).collect();
            let _ = writeln!(out, "| {} |", cells.join(" | "));
        }
        out.push('\n');
    }
}

/// The casebook's own anchor before a heading.
fn anchor(out: &mut String, id: &str) {
    let _ = writeln!(out, "<a id=\"{}\"></a>\n", html_attribute(id));
}

fn link(text: &str, anchor: &str) -> String {
    format!("[{}](#{})", markdown_text(text), anchor)
}

fn case_links(casebook: &Casebook, positions: &[usize]) -> String {
    positions
        .iter()
        .filter_map(|&p| casebook.case(p).map(|placed| (p, placed)))
        .map(|(p, placed)| {
            let number = placed.case.identity.case_number.trim();
            let text = if number.is_empty() {
                (p + 1).to_string()
            } else {
                number.to_string()
            };
            link(&text, &placed.anchor)
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn write_contents(out: &mut String, casebook: &Casebook, labels: &Labels) {
    let _ = writeln!(out, "## {}\n", markdown_text(labels.contents));
    if !casebook.front.foreword.trim().is_empty() {
        let _ = writeln!(out, "- {}", link(labels.foreword, FOREWORD_ANCHOR));
    }
    if !casebook.committee.is_empty() {
        let _ = writeln!(
            out,
            "- {}",
            link(labels.committee_members, COMMITTEE_ANCHOR)
        );
    }
    if !casebook.commentators.is_empty() {
        let _ = writeln!(out, "- {}", link(labels.commentators, COMMENTATORS_ANCHOR));
    }
    out.push('\n');
    for (i, placed) in casebook.cases.iter().enumerate() {
        let mut line = format!(
            "{}. {}",
            i + 1,
            link(&wording::case_title(&placed.case, labels), &placed.anchor)
        );
        let subjects = wording::subjects_line(&placed.case, labels);
        if !subjects.is_empty() {
            line.push_str(&format!(" — {}", markdown_text(&subjects)));
        }
        let _ = writeln!(out, "{line}");
    }
    out.push('\n');
    if casebook.closing_remarks().is_some() {
        let _ = writeln!(
            out,
            "- {}",
            link(labels.closing_remarks, CLOSING_REMARKS_ANCHOR)
        );
    }
    for (title, id) in [
        (labels.statistics, STATISTICS_ANCHOR),
        (labels.subject_index, SUBJECT_INDEX_ANCHOR),
        (labels.law_index, LAW_INDEX_ANCHOR),
    ] {
        let _ = writeln!(out, "- {}", link(title, id));
    }
    out.push('\n');
}

/// User Markdown as a block of its own.
fn block(out: &mut String, markdown: &str) {
    let text = sanitized_markdown(markdown.trim());
    if !text.trim().is_empty() {
        out.push_str(text.trim_end());
        out.push_str("\n\n");
    }
}

/// A fence longer than any run of backticks in `text`, so the text cannot close it.
fn fence_for(text: &str) -> String {
    let longest = text.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    "`".repeat(longest.max(2) + 1)
}

/// Pads `text` with spaces to `width` characters.
fn pad(text: &str, width: usize) -> String {
    let n = text.chars().count();
    format!("{text}{}", " ".repeat(width.saturating_sub(n)))
}

/// The diagram in a fixed-width block: board box and North, West and East, South.
fn diagram(case: &Case, labels: &Labels) -> String {
    let hand = |seat: Seat| -> Vec<String> {
        let caption = wording::hand_caption(case, seat, labels).replace(['\n', '\r'], " ");
        let mut lines = vec![caption];
        match case.board.deal.hand(seat) {
            Some(hand) => lines.extend(layout::hand_lines(&hand)),
            None => lines.push(layout::VOID.to_string()),
        }
        lines
    };
    let board_box = vec![
        format!("{} {}", labels.board, case.board.number),
        format!("{} {}", labels.dealer, labels.seat(case.board.dealer)),
        labels.vulnerability(case.board.vulnerability).to_string(),
    ];
    let (north, west, east, south) = (
        hand(Seat::North),
        hand(Seat::West),
        hand(Seat::East),
        hand(Seat::South),
    );
    let width = |lines: &[String]| lines.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    let left = width(&west).max(width(&board_box)) + 4;
    let middle = width(&north).max(width(&south)).max(8) + 4;
    let mut text = String::new();
    for i in 0..north.len().max(board_box.len()) {
        let corner = board_box.get(i).map_or("", String::as_str);
        let n = north.get(i).map_or("", String::as_str);
        let _ = writeln!(text, "{}{}", pad(corner, left), n);
    }
    text.push('\n');
    for i in 0..west.len().max(east.len()) {
        let w = west.get(i).map_or("", String::as_str);
        let e = east.get(i).map_or("", String::as_str);
        let _ = writeln!(text, "{}{}{}", pad(w, left), " ".repeat(middle), e);
    }
    text.push('\n');
    for line in &south {
        let _ = writeln!(text, "{}{}", " ".repeat(left), line);
    }
    text.lines()
        .map(str::trim_end)
        .collect::<Vec<_>>()
        .join("\n")
}

fn write_auction(out: &mut String, case: &Case, labels: &Labels) {
    let auction = &case.auction;
    if auction.calls.calls().is_empty() {
        return;
    }
    let heads: Vec<String> = AUCTION_COLUMNS
        .iter()
        .map(|s| markdown_text(labels.seat(*s)))
        .collect();
    let _ = writeln!(out, "| {} |", heads.join(" | "));
    out.push_str("|---|---|---|---|\n");
    for row in layout::auction_rows(auction, labels.language.into()) {
        let cells: Vec<String> = row
            .iter()
            .map(|cell| {
                cell.as_ref()
                    .map(|c| markdown_text(&c.text()))
                    .unwrap_or_default()
            })
            .collect();
        let _ = writeln!(out, "| {} |", cells.join(" | "));
    }
    out.push('\n');
    let notes = layout::auction_notes(auction, labels.language.into());
    for note in &notes {
        let call = if note.call.is_empty() {
            String::new()
        } else {
            format!("**{}** — ", markdown_text(&note.call))
        };
        let _ = writeln!(
            out,
            "- ({}) {call}{}",
            note.number,
            markdown_text(&note.text(labels))
        );
    }
    if !notes.is_empty() {
        out.push('\n');
    }
}

fn write_adjusted(out: &mut String, adjusted: &AdjustedScore, case: &Case, labels: &Labels) {
    let _ = writeln!(out, "**{}**\n", markdown_text(labels.adjusted_score));
    for (side, text) in [(Side::NS, &adjusted.ns), (Side::EW, &adjusted.ew)] {
        if !text.trim().is_empty() {
            let _ = writeln!(
                out,
                "- {}: {}",
                markdown_text(labels.side(side)),
                markdown_text(text.trim())
            );
        }
    }
    for outcome in &adjusted.outcomes {
        let _ = writeln!(
            out,
            "  - {}",
            markdown_text(&wording::outcome_line(outcome, case, labels))
        );
    }
    out.push('\n');
}

/// A bar of block characters for the chart table, one per case (at most 40).
fn bar(n: usize, max: usize) -> String {
    let width = if max <= 40 { n } else { n * 40 / max };
    "█".repeat(width.max(usize::from(n > 0)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fence_outlasts_the_backticks_inside() {
        assert_eq!(fence_for("plain"), "```");
        assert_eq!(fence_for("a ```` b"), "`````");
    }

    #[test]
    fn bars_are_one_block_a_case_up_to_forty() {
        assert_eq!(bar(3, 5), "███");
        assert_eq!(bar(0, 5), "");
        assert_eq!(bar(1, 400).chars().count(), 1, "a small count still shows");
        assert_eq!(bar(400, 400).chars().count(), 40);
    }
}
