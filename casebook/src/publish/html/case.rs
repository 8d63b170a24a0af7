//! The pieces of a case that HTML lays out its own way: the deal diagram, the auction with
//! numbered notes, the double-dummy table, the traveller, an adjusted score, a poll's table.

use crate::bridge::{Seat, Side};
use crate::case::{AdjustedScore, Case};
use crate::publish::labels::Labels;
use crate::publish::layout::{self, AUCTION_COLUMNS};
use crate::publish::wording;
use crate::text::escape::{html_attribute, push_html_text};

fn write_hand(out: &mut String, case: &Case, seat: Seat, labels: &Labels) {
    let class = ["north", "east", "south", "west"][seat.index()];
    out.push_str(&format!("<td class=\"hand {class}\"><div class=\"seat\">"));
    push_html_text(out, &wording::hand_caption(case, seat, labels));
    out.push_str("</div>");
    match case.board.deal.hand(seat) {
        Some(hand) => {
            for line in layout::holdings(hand) {
                out.push_str("<div class=\"suit\">");
                push_html_text(out, &line.suit.symbol().to_string());
                out.push(' ');
                push_html_text(out, &line.ranks_text());
                out.push_str("</div>");
            }
        }
        None => out.push_str("<div class=\"suit muted\">—</div>"),
    }
    out.push_str("</td>");
}

/// The diagram: North on top, West and East either side, South below, the board box in the
/// top-left corner.
pub(super) fn write_deal(out: &mut String, case: &Case, labels: &Labels) {
    out.push_str("<table class=\"deal\">\n<tr><td class=\"board-box\">");
    push_html_text(out, &format!("{} {}", labels.board, case.board.number));
    out.push_str("<br>");
    push_html_text(
        out,
        &format!("{} {}", labels.dealer, labels.seat(case.board.dealer)),
    );
    out.push_str("<br>");
    push_html_text(out, labels.vulnerability(case.board.vulnerability));
    out.push_str("</td>");
    write_hand(out, case, Seat::North, labels);
    out.push_str("<td></td></tr>\n<tr>");
    write_hand(out, case, Seat::West, labels);
    out.push_str("<td class=\"compass\"><div>");
    for (seat, class) in [
        (Seat::North, "n"),
        (Seat::West, "w"),
        (Seat::East, "e"),
        (Seat::South, "s"),
    ] {
        let letter: String = labels.seat(seat).chars().take(1).collect();
        out.push_str(&format!("<span class=\"{class}\">"));
        push_html_text(out, &letter);
        out.push_str("</span>");
    }
    out.push_str("</div></td>");
    write_hand(out, case, Seat::East, labels);
    out.push_str("</tr>\n<tr><td></td>");
    write_hand(out, case, Seat::South, labels);
    out.push_str("<td></td></tr>\n</table>\n");
}

/// The double-dummy table under the diagram, captioned, with the par line and what double
/// dummy means.
pub(super) fn write_double_dummy(
    out: &mut String,
    rows: &[Vec<String>],
    par: &str,
    labels: &Labels,
) {
    out.push_str("<table class=\"double-dummy\">\n<caption>");
    push_html_text(out, labels.double_dummy);
    out.push_str("</caption>\n");
    for (i, row) in rows.iter().enumerate() {
        out.push_str("<tr>");
        for (j, cell) in row.iter().enumerate() {
            let tag = if i == 0 || j == 0 { "th" } else { "td" };
            out.push_str(&format!("<{tag}>"));
            push_html_text(out, cell);
            out.push_str(&format!("</{tag}>"));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</table>\n<p class=\"par\">");
    push_html_text(out, par);
    out.push_str("</p>\n<p class=\"note\">");
    push_html_text(out, labels.double_dummy_note);
    out.push_str("</p>\n");
}

/// The board's traveller under the deal: captioned, the case's own line strong, with what its
/// marks mean.
pub(super) fn write_traveller(out: &mut String, table: &wording::TravellerTable) {
    out.push_str("<table class=\"traveller\">\n<caption>");
    push_html_text(out, &table.caption);
    out.push_str("</caption>\n<thead><tr>");
    for head in &table.header {
        out.push_str("<th>");
        push_html_text(out, head);
        out.push_str("</th>");
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    for row in &table.rows {
        out.push_str(if row.own {
            "<tr class=\"own\">"
        } else {
            "<tr>"
        });
        for cell in &row.cells {
            out.push_str("<td>");
            push_html_text(out, cell);
            out.push_str("</td>");
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n</table>\n");
    if let Some(note) = &table.note {
        out.push_str("<p class=\"note\">");
        push_html_text(out, note);
        out.push_str("</p>\n");
    }
}

fn note_anchor(case_anchor: &str, number: u32) -> String {
    format!("{case_anchor}-note-{number}")
}

/// The auction grid West North East South, each note number a link to its note below.
pub(super) fn write_auction(out: &mut String, case: &Case, case_anchor: &str, labels: &Labels) {
    let auction = &case.auction;
    if auction.calls.calls().is_empty() {
        return;
    }
    out.push_str("<div class=\"auction-block\">\n<table class=\"auction\">\n<thead><tr>");
    for seat in AUCTION_COLUMNS {
        out.push_str("<th>");
        push_html_text(out, labels.seat(seat));
        out.push_str("</th>");
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    let (mut alerted, mut irregular, mut tempo) = (false, false, false);
    for row in layout::auction_rows(auction, labels.language.into()) {
        out.push_str("<tr>");
        for cell in row {
            out.push_str("<td>");
            if let Some(cell) = cell {
                push_html_text(out, &cell.call);
                if cell.irregular {
                    irregular = true;
                    out.push('*');
                }
                if cell.alerted {
                    alerted = true;
                    out.push('!');
                }
                if let Some(n) = cell.note {
                    out.push_str(&format!(
                        "<sup><a class=\"note-ref\" href=\"#{}\">{n}</a></sup>",
                        html_attribute(&note_anchor(case_anchor, n))
                    ));
                }
                if cell.tempo {
                    tempo = true;
                    out.push_str(" …");
                }
            }
            out.push_str("</td>");
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n</table>\n");
    let notes = layout::auction_notes(auction, labels.language.into());
    if !notes.is_empty() {
        out.push_str("<ol class=\"notes\">\n");
        for note in notes {
            out.push_str(&format!(
                "<li id=\"{}\" value=\"{}\">",
                html_attribute(&note_anchor(case_anchor, note.number)),
                note.number
            ));
            if !note.call.is_empty() {
                out.push_str("<strong>");
                push_html_text(out, &note.call);
                out.push_str("</strong> — ");
            }
            push_html_text(out, &note.text(labels));
            out.push_str("</li>\n");
        }
        out.push_str("</ol>\n");
    }
    let mut legend = Vec::new();
    if alerted {
        legend.push(format!("! {}", labels.alerted));
    }
    if irregular {
        legend.push(format!("* {}", labels.irregular));
    }
    if tempo {
        legend.push(format!("… {}", labels.tempo));
    }
    if !legend.is_empty() {
        out.push_str("<p class=\"legend\">");
        push_html_text(out, &legend.join(" · "));
        out.push_str("</p>\n");
    }
    out.push_str("</div>\n");
}

pub(super) fn write_adjusted(
    out: &mut String,
    adjusted: &AdjustedScore,
    case: &Case,
    labels: &Labels,
) {
    out.push_str("<div class=\"adjusted\"><p><strong>");
    push_html_text(out, labels.adjusted_score);
    out.push_str("</strong></p>\n");
    for (side, text) in [(Side::NS, &adjusted.ns), (Side::EW, &adjusted.ew)] {
        if !text.trim().is_empty() {
            out.push_str("<p>");
            push_html_text(out, &format!("{}: {}", labels.side(side), text.trim()));
            out.push_str("</p>\n");
        }
    }
    if !adjusted.outcomes.is_empty() {
        out.push_str("<p class=\"muted\">");
        push_html_text(out, labels.weighted_outcomes);
        out.push_str(":</p><ul>\n");
        for outcome in &adjusted.outcomes {
            out.push_str("<li>");
            push_html_text(out, &wording::outcome_line(outcome, case, labels));
            out.push_str("</li>\n");
        }
        out.push_str("</ul>\n");
    }
    out.push_str("</div>\n");
}

/// A poll's answers: per action, how many chose it and how many considered it.
pub(super) fn write_poll_table(
    out: &mut String,
    labels: &Labels,
    tally: &[(String, usize, usize)],
) {
    out.push_str("<table class=\"poll\"><thead><tr>");
    for head in [
        labels.poll_action,
        labels.poll_chose,
        labels.poll_considered,
    ] {
        out.push_str("<th>");
        push_html_text(out, head);
        out.push_str("</th>");
    }
    out.push_str("</tr></thead><tbody>\n");
    for (action, chose, considered) in tally {
        out.push_str("<tr><td>");
        push_html_text(out, action);
        out.push_str(&format!(
            "</td><td class=\"n\">{chose}</td><td class=\"n\">{considered}</td></tr>\n"
        ));
    }
    out.push_str("</tbody></table>\n");
}
