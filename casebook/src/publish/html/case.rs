//! One case as an HTML section, laid out as published casebooks print a case
//! (`anchors_domain.md` §1.1, §1.3, §1.6): header, deal diagram, auction with numbered notes,
//! contract, lead and result, the facts, the players' statements, the Director's ruling with
//! the laws cited, the appeal, polls, the committee and its decision with the adjusted score,
//! the deposit, the write-up and the commentary.

use crate::bridge::{Seat, Side};
use crate::case::{AdjustedScore, Case};
use crate::double_dummy::{Par, TrickTable};
use crate::publish::index::LawKey;
use crate::publish::labels::{CasebookLanguage, Labels};
use crate::publish::layout::{self, AUCTION_COLUMNS};
use crate::publish::model::CasebookCase;
use crate::publish::user_markdown;
use crate::publish::wording;
use crate::text::escape::{html_attribute, html_text, push_html_text};
use std::collections::HashMap;

/// Writes `placed` as a `<section class="case">` whose id is its anchor. `law_links` maps
/// each law cited to where it links: its entry in the casebook's law index (`#law-3`), or a
/// website's page of the law library.
pub fn write_case(
    out: &mut String,
    placed: &CasebookCase,
    labels: &Labels,
    language: CasebookLanguage,
    law_links: &HashMap<String, String>,
) {
    let case = &placed.case;
    let anchor = html_attribute(&placed.anchor);
    out.push_str(&format!("<section class=\"case\" id=\"{anchor}\">\n<h2>"));
    push_html_text(out, &wording::case_title(case, labels));
    let subjects = wording::subjects_line(case, labels);
    if !subjects.is_empty() {
        out.push_str("<span class=\"subjects\">");
        push_html_text(out, &subjects);
        out.push_str("</span>");
    }
    out.push_str("</h2>\n");
    write_header(out, case, labels, language);
    out.push_str("<div class=\"board-and-auction\">\n");
    write_deal(out, case, labels);
    write_auction(out, case, &placed.anchor, labels);
    out.push_str("</div>\n");
    if let Some((table, par)) = &placed.double_dummy {
        write_double_dummy(out, table, par, labels);
    }
    if let Some(traveller) = &placed.traveller {
        write_traveller(out, &wording::traveller_table(traveller, case, labels));
    }
    write_play(out, case, labels);
    write_facts(out, case, labels);
    write_statements(out, case, labels);
    write_ruling(out, case, labels, law_links);
    write_appeal(out, case, labels, language);
    write_polls(out, case, labels);
    write_decision(out, case, labels);
    if !case.write_up.trim().is_empty() {
        section_heading(out, labels.write_up);
        user_markdown::push_html(out, &case.write_up);
    }
    write_commentary(out, case, labels);
    write_panel(out, case, labels);
    out.push_str("</section>\n");
}

fn section_heading(out: &mut String, title: &str) {
    out.push_str("<h3>");
    push_html_text(out, title);
    out.push_str("</h3>\n");
}

fn write_header(out: &mut String, case: &Case, labels: &Labels, language: CasebookLanguage) {
    let fields = wording::header_fields(case, labels, language);
    if fields.is_empty() {
        return;
    }
    out.push_str("<table class=\"header\">\n");
    for (label, value) in fields {
        out.push_str("<tr><th>");
        push_html_text(out, label);
        out.push_str("</th><td>");
        push_html_text(out, &value);
        out.push_str("</td></tr>\n");
    }
    out.push_str("</table>\n");
}

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
fn write_deal(out: &mut String, case: &Case, labels: &Labels) {
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
fn write_double_dummy(out: &mut String, table: &TrickTable, par: &Par, labels: &Labels) {
    out.push_str("<table class=\"double-dummy\">\n<caption>");
    push_html_text(out, labels.double_dummy);
    out.push_str("</caption>\n");
    for (i, row) in wording::double_dummy_rows(table, labels).iter().enumerate() {
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
    push_html_text(out, &wording::par_line(par, labels));
    out.push_str("</p>\n<p class=\"note\">");
    push_html_text(out, labels.double_dummy_note);
    out.push_str("</p>\n");
}

/// The board's traveller under the deal: captioned, the case's own line strong, with what its
/// marks mean.
fn write_traveller(out: &mut String, table: &wording::TravellerTable) {
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
fn write_auction(out: &mut String, case: &Case, case_anchor: &str, labels: &Labels) {
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

fn write_play(out: &mut String, case: &Case, labels: &Labels) {
    let mut rows: Vec<(&str, String)> = Vec::new();
    if let Some(result) = &case.result
        && let Some(contract) = wording::contract_line(result, labels)
    {
        rows.push((labels.contract, contract));
    }
    if let Some(lead) = case.play.opening_lead {
        rows.push((labels.lead, lead.to_string()));
    }
    if let Some(result) = wording::result_line(case, labels) {
        rows.push((labels.result, result));
    }
    if !rows.is_empty() {
        out.push_str("<dl class=\"facts-list\">\n");
        for (label, value) in rows {
            out.push_str("<dt>");
            push_html_text(out, label);
            out.push_str("</dt><dd>");
            push_html_text(out, &value);
            out.push_str("</dd>\n");
        }
        out.push_str("</dl>\n");
    }
    if !case.play.record.trim().is_empty() {
        out.push_str("<div class=\"play\"><p class=\"speaker\">");
        push_html_text(out, labels.play);
        out.push_str("</p>");
        user_markdown::push_html(out, &case.play.record);
        out.push_str("</div>\n");
    }
    if let Some(claim) = case.play.claim.as_ref().filter(|c| !c.trim().is_empty()) {
        out.push_str("<div class=\"claim\"><p class=\"speaker\">");
        push_html_text(out, labels.claim);
        out.push_str("</p>");
        user_markdown::push_html(out, claim);
        out.push_str("</div>\n");
    }
}

fn write_facts(out: &mut String, case: &Case, labels: &Labels) {
    let facts = &case.facts;
    if facts.agreed.trim().is_empty() && facts.disputed.is_empty() {
        return;
    }
    section_heading(out, labels.facts);
    user_markdown::push_html(out, &facts.agreed);
    for disputed in &facts.disputed {
        out.push_str("<dl class=\"disputed\"><dt>");
        push_html_text(out, labels.disputed);
        out.push_str("</dt><dd>");
        user_markdown::push_html(out, &disputed.point);
        out.push_str("</dd>");
        if !disputed.finding.trim().is_empty() {
            out.push_str("<dt>");
            push_html_text(out, labels.finding);
            out.push_str("</dt><dd>");
            user_markdown::push_html(out, &disputed.finding);
            out.push_str("</dd>");
        }
        out.push_str("</dl>\n");
    }
}

fn write_statements(out: &mut String, case: &Case, labels: &Labels) {
    let statements: Vec<_> = case
        .statements
        .iter()
        .filter(|s| !s.text.trim().is_empty())
        .collect();
    if statements.is_empty() {
        return;
    }
    section_heading(out, labels.statements);
    for statement in statements {
        out.push_str("<div class=\"statement\"><p class=\"speaker\">");
        let speaker = match (statement.speaker.trim(), statement.seat) {
            ("", Some(seat)) => labels.seat(seat).to_string(),
            (speaker, _) => speaker.to_string(),
        };
        push_html_text(out, &speaker);
        out.push_str("</p>");
        user_markdown::push_html(out, &statement.text);
        out.push_str("</div>\n");
    }
}

fn write_adjusted(out: &mut String, adjusted: &AdjustedScore, case: &Case, labels: &Labels) {
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

fn write_ruling(
    out: &mut String,
    case: &Case,
    labels: &Labels,
    law_links: &HashMap<String, String>,
) {
    let ruling = &case.ruling;
    if ruling.text.trim().is_empty() && ruling.laws.is_empty() && ruling.adjusted.is_empty() {
        return;
    }
    section_heading(out, labels.ruling);
    user_markdown::push_html(out, &ruling.text);
    if !ruling.laws.is_empty() {
        out.push_str("<p class=\"laws\"><strong>");
        push_html_text(out, labels.laws_cited);
        out.push_str(":</strong> ");
        let mut first = true;
        for cited in &ruling.laws {
            let Some(key) = LawKey::of(cited) else {
                continue;
            };
            if !first {
                out.push_str(", ");
            }
            first = false;
            match law_links.get(&key.label) {
                Some(href) => {
                    out.push_str(&format!("<a href=\"{}\">", html_attribute(href)));
                    push_html_text(out, cited.trim());
                    out.push_str("</a>");
                }
                None => push_html_text(out, cited.trim()),
            }
        }
        out.push_str("</p>\n");
    }
    if ruling.adjusted.is_empty() {
        out.push_str("<p>");
        push_html_text(out, labels.result_stands);
        out.push_str("</p>\n");
    } else {
        write_adjusted(out, &ruling.adjusted, case, labels);
    }
}

fn write_appeal(out: &mut String, case: &Case, labels: &Labels, language: CasebookLanguage) {
    let appeal = &case.appeal;
    let mut rows: Vec<(&str, String)> = Vec::new();
    if let Some(side) = appeal.appellant {
        rows.push((labels.appellant, labels.side(side).to_string()));
    }
    if let Some(at) = appeal.lodged_at {
        rows.push((labels.lodged, wording::date_time(at, language)));
    }
    let present: Vec<&str> = appeal
        .present
        .iter()
        .map(|p| p.trim())
        .filter(|p| !p.is_empty())
        .collect();
    if !present.is_empty() {
        rows.push((labels.present, present.join(", ")));
    }
    if let Some(deposit) = appeal.deposit.as_ref().filter(|d| !d.trim().is_empty()) {
        rows.push((labels.deposit, deposit.trim().to_string()));
    }
    if rows.is_empty() && appeal.grounds.trim().is_empty() {
        return;
    }
    section_heading(out, labels.appeal);
    if !rows.is_empty() {
        out.push_str("<dl class=\"facts-list\">\n");
        for (label, value) in rows {
            out.push_str("<dt>");
            push_html_text(out, label);
            out.push_str("</dt><dd>");
            push_html_text(out, &value);
            out.push_str("</dd>\n");
        }
        out.push_str("</dl>\n");
    }
    user_markdown::push_html(out, &appeal.grounds);
}

/// Each poll: the problem and, per action, how many chose it and how many considered it.
fn write_polls(out: &mut String, case: &Case, labels: &Labels) {
    for poll in case.polls.iter().filter(|p| !p.pollees.is_empty()) {
        section_heading(out, &format!("{} ({})", labels.polls, poll.pollees.len()));
        user_markdown::push_html(out, &poll.problem);
        let actions = wording::poll_tally(poll);
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
        for (action, chose, considered) in actions {
            out.push_str("<tr><td>");
            push_html_text(out, &action);
            out.push_str(&format!(
                "</td><td class=\"n\">{chose}</td><td class=\"n\">{considered}</td></tr>\n"
            ));
        }
        out.push_str("</tbody></table>\n");
    }
}

fn write_decision(out: &mut String, case: &Case, labels: &Labels) {
    let committee = wording::committee_line(case, labels);
    if !committee.is_empty() {
        section_heading(out, labels.committee);
        out.push_str("<p class=\"committee\">");
        push_html_text(out, &committee);
        out.push_str("</p>\n");
    }
    let decision = &case.decision;
    section_heading(out, labels.decision);
    out.push_str("<p class=\"outcome\">");
    match decision.outcome {
        Some(outcome) => push_html_text(out, labels.outcome(outcome)),
        None => push_html_text(out, labels.outcome_unknown),
    }
    out.push_str("</p>\n");
    user_markdown::push_html(out, &decision.reasoning);
    if !decision.adjusted.is_empty() {
        write_adjusted(out, &decision.adjusted, case, labels);
    }
    for penalty in &decision.procedural_penalties {
        out.push_str("<p>");
        let mut text = format!(
            "{}: {} — {}",
            labels.procedural_penalty,
            labels.side(penalty.side),
            penalty.amount.trim()
        );
        if !penalty.reason.trim().is_empty() {
            text.push_str(&format!(" ({})", penalty.reason.trim()));
        }
        push_html_text(out, &text);
        out.push_str("</p>\n");
    }
    if let Some(deposit) = decision.deposit {
        out.push_str("<p><strong>");
        push_html_text(out, labels.deposit);
        out.push_str(":</strong> ");
        push_html_text(out, labels.deposit_outcome(deposit));
        out.push_str("</p>\n");
    }
    if decision.without_merit {
        out.push_str("<p class=\"without-merit\"><strong>");
        push_html_text(out, labels.without_merit);
        out.push_str("</strong></p>\n");
    }
    if !decision.dissent.trim().is_empty() {
        out.push_str("<p class=\"speaker\">");
        push_html_text(out, labels.dissent);
        out.push_str("</p>");
        user_markdown::push_html(out, &decision.dissent);
    }
    // The members of the minority who wrote against the majority, each signed.
    for vote in case.votes.iter().filter(|v| !v.dissent.trim().is_empty()) {
        out.push_str("<p class=\"speaker\">");
        push_html_text(out, &format!("{} — {}", labels.dissent, vote.member));
        out.push_str("</p>");
        user_markdown::push_html(out, &vote.dissent);
    }
}

/// The panel's comments (the edition with the panel): each commentator's marks, verdict and
/// comment, then the panel's average.
fn write_panel(out: &mut String, case: &Case, labels: &Labels) {
    let comments: Vec<_> = case.panel.iter().filter(|c| c.is_written()).collect();
    if comments.is_empty() {
        return;
    }
    section_heading(out, labels.panel);
    for comment in &comments {
        out.push_str("<div class=\"comment panel\"><p class=\"commentator\">");
        out.push_str(&html_text(comment.commentator.trim()));
        out.push_str("</p>");
        let marks = wording::panel_marks(comment, labels);
        if !marks.is_empty() {
            out.push_str("<p class=\"marks\">");
            push_html_text(out, &marks);
            out.push_str("</p>");
        }
        user_markdown::push_html(out, &comment.comment);
        out.push_str("</div>\n");
    }
    let written: Vec<_> = comments.into_iter().cloned().collect();
    if let Some(average) = wording::panel_average(&written, labels) {
        out.push_str("<p class=\"marks average\">");
        push_html_text(out, &average);
        out.push_str("</p>\n");
    }
}

fn write_commentary(out: &mut String, case: &Case, labels: &Labels) {
    let comments: Vec<_> = case
        .commentary
        .iter()
        .filter(|c| !c.text.trim().is_empty())
        .collect();
    if comments.is_empty() {
        return;
    }
    section_heading(out, labels.commentary);
    for comment in comments {
        out.push_str("<div class=\"comment\"><p class=\"commentator\">");
        out.push_str(&html_text(comment.commentator.trim()));
        out.push_str("</p>");
        user_markdown::push_html(out, &comment.text);
        out.push_str("</div>\n");
    }
}
