//! The casebook as one Markdown file: the same sections as the HTML, the deal diagram in a
//! fixed-width block, the auction as a table, the chart as a table of bars. Plain user
//! strings are escaped ([`markdown_text`]); user Markdown keeps its formatting but not its
//! raw HTML ([`sanitized_markdown`]). The only HTML is the casebook's own anchors.

use super::escape::{html_attribute, markdown_text};
use super::html::{
    COMMENTATORS_ANCHOR, COMMITTEE_ANCHOR, LAW_INDEX_ANCHOR, STATISTICS_ANCHOR,
    SUBJECT_INDEX_ANCHOR,
};
use super::index::{law_index, subject_index};
use super::labels::{CasebookLanguage, Labels};
use super::layout::{self, AUCTION_COLUMNS};
use super::markdown::sanitized_markdown;
use super::model::{Casebook, CasebookCase};
use super::statistics::Statistics;
use super::wording;
use crate::bridge::{Seat, Side};
use crate::case::{AdjustedScore, Case};
use std::fmt::Write;

/// Renders the whole casebook; `progress` is told after each case is written.
pub fn render_markdown(casebook: &Casebook, progress: &mut dyn FnMut(usize)) -> String {
    let labels = casebook.language.labels();
    let mut out = String::with_capacity(8_192 + casebook.cases.len() * 8_192);
    let _ = writeln!(out, "# {} {}\n", markdown_text(labels.title), casebook.year);
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
    write_contents(&mut out, casebook, labels);
    write_front(&mut out, casebook, labels);
    for (i, placed) in casebook.cases.iter().enumerate() {
        write_case(&mut out, placed, labels, casebook.language);
        progress(i + 1);
    }
    write_statistics(&mut out, casebook, labels);
    anchor(&mut out, SUBJECT_INDEX_ANCHOR);
    let _ = writeln!(out, "## {}\n", markdown_text(labels.subject_index));
    for entry in subject_index(casebook) {
        let _ = writeln!(
            out,
            "- **{}** — {}",
            markdown_text(labels.subject(entry.key)),
            case_links(casebook, &entry.cases)
        );
    }
    out.push('\n');
    anchor(&mut out, LAW_INDEX_ANCHOR);
    let _ = writeln!(out, "## {}\n", markdown_text(labels.law_index));
    for entry in law_index(casebook) {
        let _ = writeln!(
            out,
            "- **{}** — {}",
            markdown_text(&entry.key.label),
            case_links(casebook, &entry.cases)
        );
    }
    out
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
    for (title, id) in [
        (labels.statistics, STATISTICS_ANCHOR),
        (labels.subject_index, SUBJECT_INDEX_ANCHOR),
        (labels.law_index, LAW_INDEX_ANCHOR),
    ] {
        let _ = writeln!(out, "- {}", link(title, id));
    }
    out.push('\n');
}

fn write_front(out: &mut String, casebook: &Casebook, labels: &Labels) {
    if !casebook.committee.is_empty() {
        anchor(out, COMMITTEE_ANCHOR);
        let _ = writeln!(out, "## {}\n", markdown_text(labels.committee_members));
        for member in &casebook.committee {
            let mut line = format!("- **{}**", markdown_text(&member.name));
            if !member.affiliation.is_empty() {
                line.push_str(&format!(", {}", markdown_text(&member.affiliation)));
            }
            let roles: Vec<String> = member
                .roles
                .iter()
                .map(|(role, n)| format!("{} ({n})", labels.role(*role)))
                .collect();
            line.push_str(&format!(
                " — {}: {}",
                markdown_text(&roles.join(", ")),
                case_links(casebook, &member.cases)
            ));
            let _ = writeln!(out, "{line}");
        }
        out.push('\n');
    }
    if !casebook.commentators.is_empty() {
        anchor(out, COMMENTATORS_ANCHOR);
        let _ = writeln!(out, "## {}\n", markdown_text(labels.commentators));
        for commentator in &casebook.commentators {
            let _ = writeln!(out, "**{}**\n", markdown_text(&commentator.name));
            block(out, &commentator.about);
        }
    }
}

/// User Markdown as a block of its own.
fn block(out: &mut String, markdown: &str) {
    let text = sanitized_markdown(markdown.trim());
    if !text.trim().is_empty() {
        out.push_str(text.trim_end());
        out.push_str("\n\n");
    }
}

fn heading(out: &mut String, title: &str) {
    let _ = writeln!(out, "### {}\n", markdown_text(title));
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
    for row in layout::auction_rows(auction) {
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
    let notes = layout::auction_notes(auction);
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

fn field(out: &mut String, label: &str, value: &str) {
    let _ = writeln!(
        out,
        "**{}:** {}  ",
        markdown_text(label),
        markdown_text(value)
    );
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

fn write_case(
    out: &mut String,
    placed: &CasebookCase,
    labels: &Labels,
    language: CasebookLanguage,
) {
    let case = &placed.case;
    anchor(out, &placed.anchor);
    let mut title = markdown_text(&wording::case_title(case, labels));
    let subjects = wording::subjects_line(case, labels);
    if !subjects.is_empty() {
        title.push_str(&format!(" — {}", markdown_text(&subjects)));
    }
    let _ = writeln!(out, "## {title}\n");
    for (label, value) in wording::header_fields(case, labels, language) {
        field(out, label, &value);
    }
    out.push('\n');
    let picture = diagram(case, labels);
    let fence = fence_for(&picture);
    let _ = writeln!(out, "{fence}text\n{picture}\n{fence}\n");
    write_auction(out, case, labels);
    if let Some(result) = &case.result
        && let Some(contract) = wording::contract_line(result, labels)
    {
        field(out, labels.contract, &contract);
    }
    if let Some(lead) = case.play.opening_lead {
        field(out, labels.lead, &lead.to_string());
    }
    if let Some(result) = wording::result_line(case, labels) {
        field(out, labels.result, &result);
    }
    out.push('\n');
    if !case.play.record.trim().is_empty() {
        let _ = writeln!(out, "**{}**\n", markdown_text(labels.play));
        block(out, &case.play.record);
    }
    if let Some(claim) = case.play.claim.as_ref().filter(|c| !c.trim().is_empty()) {
        let _ = writeln!(out, "**{}**\n", markdown_text(labels.claim));
        block(out, claim);
    }
    if !case.facts.agreed.trim().is_empty() || !case.facts.disputed.is_empty() {
        heading(out, labels.facts);
        block(out, &case.facts.agreed);
        for disputed in &case.facts.disputed {
            let _ = writeln!(out, "**{}**\n", markdown_text(labels.disputed));
            block(out, &disputed.point);
            if !disputed.finding.trim().is_empty() {
                let _ = writeln!(out, "**{}**\n", markdown_text(labels.finding));
                block(out, &disputed.finding);
            }
        }
    }
    let statements: Vec<_> = case
        .statements
        .iter()
        .filter(|s| !s.text.trim().is_empty())
        .collect();
    if !statements.is_empty() {
        heading(out, labels.statements);
        for statement in statements {
            let speaker = match (statement.speaker.trim(), statement.seat) {
                ("", Some(seat)) => labels.seat(seat).to_string(),
                (speaker, _) => speaker.to_string(),
            };
            let _ = writeln!(out, "**{}**\n", markdown_text(&speaker));
            block(out, &statement.text);
        }
    }
    let ruling = &case.ruling;
    if !ruling.text.trim().is_empty() || !ruling.laws.is_empty() || !ruling.adjusted.is_empty() {
        heading(out, labels.ruling);
        block(out, &ruling.text);
        if !ruling.laws.is_empty() {
            let laws: Vec<String> = ruling
                .laws
                .iter()
                .map(|l| markdown_text(l.trim()))
                .collect();
            let _ = writeln!(
                out,
                "**{}:** {}\n",
                markdown_text(labels.laws_cited),
                laws.join(", ")
            );
        }
        if ruling.adjusted.is_empty() {
            let _ = writeln!(out, "{}\n", markdown_text(labels.result_stands));
        } else {
            write_adjusted(out, &ruling.adjusted, case, labels);
        }
    }
    write_appeal(out, case, labels, language);
    for poll in case.polls.iter().filter(|p| !p.pollees.is_empty()) {
        heading(out, &format!("{} ({})", labels.polls, poll.pollees.len()));
        block(out, &poll.problem);
        let _ = writeln!(
            out,
            "| {} | {} | {} |\n|---|---:|---:|",
            markdown_text(labels.poll_action),
            markdown_text(labels.poll_chose),
            markdown_text(labels.poll_considered)
        );
        for (action, chose, considered) in wording::poll_tally(poll) {
            let _ = writeln!(
                out,
                "| {} | {chose} | {considered} |",
                markdown_text(&action)
            );
        }
        out.push('\n');
    }
    write_decision(out, case, labels);
    if !case.write_up.trim().is_empty() {
        heading(out, labels.write_up);
        block(out, &case.write_up);
    }
    let comments: Vec<_> = case
        .commentary
        .iter()
        .filter(|c| !c.text.trim().is_empty())
        .collect();
    if !comments.is_empty() {
        heading(out, labels.commentary);
        for comment in comments {
            let _ = writeln!(out, "**{}**\n", markdown_text(comment.commentator.trim()));
            block(out, &comment.text);
        }
    }
    out.push_str("---\n\n");
}

fn write_appeal(out: &mut String, case: &Case, labels: &Labels, language: CasebookLanguage) {
    let appeal = &case.appeal;
    let present: Vec<&str> = appeal
        .present
        .iter()
        .map(|p| p.trim())
        .filter(|p| !p.is_empty())
        .collect();
    let deposit = appeal.deposit.as_ref().filter(|d| !d.trim().is_empty());
    if appeal.appellant.is_none()
        && appeal.lodged_at.is_none()
        && present.is_empty()
        && deposit.is_none()
        && appeal.grounds.trim().is_empty()
    {
        return;
    }
    heading(out, labels.appeal);
    if let Some(side) = appeal.appellant {
        field(out, labels.appellant, labels.side(side));
    }
    if let Some(at) = appeal.lodged_at {
        field(out, labels.lodged, &wording::date_time(at, language));
    }
    if !present.is_empty() {
        field(out, labels.present, &present.join(", "));
    }
    if let Some(deposit) = deposit {
        field(out, labels.deposit, deposit.trim());
    }
    out.push('\n');
    block(out, &appeal.grounds);
}

fn write_decision(out: &mut String, case: &Case, labels: &Labels) {
    let committee = wording::committee_line(case, labels);
    if !committee.is_empty() {
        heading(out, labels.committee);
        let _ = writeln!(out, "{}\n", markdown_text(&committee));
    }
    let decision = &case.decision;
    heading(out, labels.decision);
    let outcome = decision
        .outcome
        .map_or(labels.outcome_unknown, |o| labels.outcome(o));
    let _ = writeln!(out, "**{}**\n", markdown_text(outcome));
    block(out, &decision.reasoning);
    if !decision.adjusted.is_empty() {
        write_adjusted(out, &decision.adjusted, case, labels);
    }
    for penalty in &decision.procedural_penalties {
        let mut text = format!("{} — {}", labels.side(penalty.side), penalty.amount.trim());
        if !penalty.reason.trim().is_empty() {
            text.push_str(&format!(" ({})", penalty.reason.trim()));
        }
        field(out, labels.procedural_penalty, &text);
    }
    if let Some(deposit) = decision.deposit {
        field(out, labels.deposit, labels.deposit_outcome(deposit));
    }
    if decision.without_merit {
        let _ = writeln!(out, "**{}**  ", markdown_text(labels.without_merit));
    }
    out.push('\n');
    if !decision.dissent.trim().is_empty() {
        let _ = writeln!(out, "**{}**\n", markdown_text(labels.dissent));
        block(out, &decision.dissent);
    }
}

/// A bar of block characters for the chart table, one per case (at most 40).
fn bar(n: usize, max: usize) -> String {
    let width = if max <= 40 { n } else { n * 40 / max };
    "█".repeat(width.max(usize::from(n > 0)))
}

fn write_statistics(out: &mut String, casebook: &Casebook, labels: &Labels) {
    let stats = Statistics::of(casebook);
    anchor(out, STATISTICS_ANCHOR);
    let _ = writeln!(out, "## {}\n", markdown_text(labels.statistics));
    heading(out, labels.cases_by_subject);
    let max = stats.by_subject.iter().map(|(_, n)| *n).max().unwrap_or(0);
    let _ = writeln!(
        out,
        "| {} | {} | |\n|---|---:|---|",
        markdown_text(labels.cases_by_subject),
        markdown_text(labels.case_count)
    );
    for (subject, n) in &stats.by_subject {
        let _ = writeln!(
            out,
            "| {} | {n} | {} |",
            markdown_text(labels.subject(*subject)),
            bar(*n, max)
        );
    }
    out.push('\n');
    heading(out, labels.rulings);
    let _ = writeln!(out, "| | |\n|---|---:|");
    for (outcome, n) in &stats.outcomes {
        let _ = writeln!(
            out,
            "| {} | {n} |",
            markdown_text(labels.outcome_short(*outcome))
        );
    }
    if stats.outcome_unknown > 0 {
        let _ = writeln!(
            out,
            "| {} | {} |",
            markdown_text(labels.outcome_unknown),
            stats.outcome_unknown
        );
    }
    let _ = writeln!(
        out,
        "| {} | {} |",
        markdown_text(labels.deposits_kept),
        stats.deposits_kept
    );
    let _ = writeln!(
        out,
        "| {} | {} |",
        markdown_text(labels.appeals_without_merit),
        stats.without_merit
    );
    let _ = writeln!(
        out,
        "| {} | {} |",
        markdown_text(labels.average_committee),
        stats.average_committee_text()
    );
    let _ = writeln!(
        out,
        "| {} | {} |\n",
        markdown_text(labels.case_count),
        stats.cases
    );
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
