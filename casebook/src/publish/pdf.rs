//! The casebook as PDF: typst markup generated from the casebook model and typeset in-process
//! with the embedded DejaVu Sans only (Cyrillic and ♠♥♦♣; `anchors_egui.md` §3.2). Nothing is
//! read from disk or the network: no packages, no system fonts. User text is escaped with
//! [`push_typst_text`] or converted from Markdown by [`markdown::push_typst`], so no `#`, `$`,
//! `*`, `_`, `@` or `<` a user wrote is read as typst syntax.

use super::escape::{push_typst_text, typst_string, typst_text};
use super::index::{law_index, subject_index};
use super::labels::{CasebookLanguage, Labels};
use super::layout::{self, AUCTION_COLUMNS};
use super::markdown;
use super::model::{Casebook, CasebookCase};
use super::run::PublishError;
use super::statistics::Statistics;
use super::wording;
use crate::bridge::{Seat, Side};
use crate::case::{AdjustedScore, Case};
use std::fmt::Write;
use typst::foundations::Bytes;
use typst_as_lib::TypstEngine;
use typst_layout::PagedDocument;

/// DejaVu Sans, the one font of the casebook (the same file the application draws with).
static DEJAVU_SANS: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");

/// The casebook's own typst definitions: page, fonts, red suits, the diagram and note helpers.
const PREAMBLE: &str = r##"
#set page(paper: "a4", margin: (x: 17mm, top: 18mm, bottom: 20mm), numbering: "1")
#set text(font: "DejaVu Sans", size: 9.5pt)
#set par(justify: true, leading: 0.6em, spacing: 0.9em)
#show regex("[♥♦♡♢]"): set text(fill: rgb("#c00000"))
// One regular face is embedded; strong text is drawn with a thin outline instead of a bold face.
#show strong: set text(stroke: 0.28pt)
#show heading: set text(stroke: 0.3pt)
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
"##;

/// The casebook as typst markup, ready to compile.
pub fn typst_markup(casebook: &Casebook) -> String {
    let mut out = String::new();
    write_markup(&mut out, casebook, &mut |_| {});
    out
}

fn write_markup(out: &mut String, casebook: &Casebook, progress: &mut dyn FnMut(usize)) {
    let labels = casebook.language.labels();
    let title = format!("{} {}", labels.title, casebook.year);
    let _ = writeln!(
        out,
        "#set document(title: {}, author: \"Casebook\")",
        typst_string(&title)
    );
    let _ = writeln!(out, "#set text(lang: \"{}\")", casebook.language.code());
    out.push_str(PREAMBLE);
    write_title_page(out, casebook, labels);
    let _ = writeln!(
        out,
        "#outline(title: [{}], depth: 1)\n#pagebreak(weak: true)",
        typst_text(labels.contents)
    );
    write_front(out, casebook, labels);
    for (i, placed) in casebook.cases.iter().enumerate() {
        write_case(out, placed, labels, casebook.language);
        progress(i + 1);
    }
    write_statistics(out, casebook, labels);
    write_indexes(out, casebook, labels);
}

fn write_title_page(out: &mut String, casebook: &Casebook, labels: &Labels) {
    let _ = writeln!(
        out,
        "#page(numbering: none, align(center + horizon)[\n#text(size: 24pt, stroke: 0.3pt)[{}] \\\n#v(1.2em)\n#text(size: 44pt)[{}] \\\n#v(1.2em)\n#text(size: 12pt)[{} {} · {}: {}]",
        typst_text(labels.title),
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

/// A link to a case by its number, with the page it starts on.
fn case_link(casebook: &Casebook, position: usize) -> Option<String> {
    let placed = casebook.case(position)?;
    let number = placed.case.identity.case_number.trim();
    let text = if number.is_empty() {
        (position + 1).to_string()
    } else {
        number.to_string()
    };
    let target = label(&placed.anchor);
    Some(format!(
        "#link({target})[{}] (#context counter(page).at({target}).first())",
        typst_text(&text)
    ))
}

fn case_links(casebook: &Casebook, positions: &[usize]) -> String {
    positions
        .iter()
        .filter_map(|&p| case_link(casebook, p))
        .collect::<Vec<_>>()
        .join(", ")
}

fn write_front(out: &mut String, casebook: &Casebook, labels: &Labels) {
    if !casebook.committee.is_empty() {
        let _ = writeln!(out, "= {}\n", typst_text(labels.committee_members));
        for member in &casebook.committee {
            let mut line = format!("- #strong[{}]", typst_text(&member.name));
            if !member.affiliation.is_empty() {
                line.push_str(&format!(", {}", typst_text(&member.affiliation)));
            }
            let roles: Vec<String> = member
                .roles
                .iter()
                .map(|(role, n)| format!("{} ({n})", labels.role(*role)))
                .collect();
            line.push_str(&format!(
                " — {}: {}",
                typst_text(&roles.join(", ")),
                case_links(casebook, &member.cases)
            ));
            let _ = writeln!(out, "{line}");
        }
        out.push('\n');
    }
    if !casebook.commentators.is_empty() {
        let _ = writeln!(out, "= {}\n", typst_text(labels.commentators));
        for commentator in &casebook.commentators {
            let _ = writeln!(out, "#strong[{}]\n", typst_text(&commentator.name));
            markdown::push_typst(out, &commentator.about);
        }
    }
    out.push_str("#pagebreak(weak: true)\n");
}

fn heading(out: &mut String, title: &str) {
    let _ = writeln!(out, "\n== {}\n", typst_text(title));
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
    for row in layout::auction_rows(auction) {
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
    let notes = layout::auction_notes(auction);
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

fn field(out: &mut String, label: &str, value: &str) {
    let _ = writeln!(
        out,
        "#strong[{}:] {} \\",
        typst_text(label),
        typst_text(value)
    );
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

fn write_case(
    out: &mut String,
    placed: &CasebookCase,
    labels: &Labels,
    language: CasebookLanguage,
) {
    let case = &placed.case;
    out.push_str("#pagebreak(weak: true)\n");
    let mut title = typst_text(&wording::case_title(case, labels));
    let subjects = wording::subjects_line(case, labels);
    if !subjects.is_empty() {
        title.push_str(&format!(" — {}", typst_text(&subjects)));
    }
    let _ = writeln!(
        out,
        "#heading(level: 1)[{title}] #{}\n",
        label(&placed.anchor)
    );
    for (label_text, value) in wording::header_fields(case, labels, language) {
        let _ = writeln!(
            out,
            "#cb-muted[{}:] {} \\",
            typst_text(label_text),
            typst_text(&value)
        );
    }
    out.push_str("#v(0.6em)\n");
    out.push_str("#grid(columns: (auto, 1fr), column-gutter: 28pt, ");
    out.push('[');
    write_deal(out, case, labels);
    out.push_str("], [");
    write_auction(out, case, labels);
    out.push_str("])\n\n");
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
        let _ = writeln!(out, "#strong[{}]\n", typst_text(labels.play));
        markdown::push_typst(out, &case.play.record);
    }
    if let Some(claim) = case.play.claim.as_ref().filter(|c| !c.trim().is_empty()) {
        let _ = writeln!(out, "#strong[{}]\n", typst_text(labels.claim));
        markdown::push_typst(out, claim);
    }
    if !case.facts.agreed.trim().is_empty() || !case.facts.disputed.is_empty() {
        heading(out, labels.facts);
        markdown::push_typst(out, &case.facts.agreed);
        for disputed in &case.facts.disputed {
            out.push_str("#block(fill: luma(243), inset: 7pt, width: 100%)[");
            let _ = writeln!(out, "#strong[{}]\n", typst_text(labels.disputed));
            markdown::push_typst(out, &disputed.point);
            if !disputed.finding.trim().is_empty() {
                let _ = writeln!(out, "#strong[{}]\n", typst_text(labels.finding));
                markdown::push_typst(out, &disputed.finding);
            }
            out.push_str("]\n\n");
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
            let _ = writeln!(out, "#strong[{}]\n", typst_text(&speaker));
            markdown::push_typst(out, &statement.text);
        }
    }
    let ruling = &case.ruling;
    if !ruling.text.trim().is_empty() || !ruling.laws.is_empty() || !ruling.adjusted.is_empty() {
        heading(out, labels.ruling);
        markdown::push_typst(out, &ruling.text);
        if !ruling.laws.is_empty() {
            let laws: Vec<String> = ruling.laws.iter().map(|l| typst_text(l.trim())).collect();
            let _ = writeln!(
                out,
                "#strong[{}:] {}\n",
                typst_text(labels.laws_cited),
                laws.join(", ")
            );
        }
        if ruling.adjusted.is_empty() {
            let _ = writeln!(out, "{}\n", typst_text(labels.result_stands));
        } else {
            write_adjusted(out, &ruling.adjusted, case, labels);
        }
    }
    write_appeal(out, case, labels, language);
    for poll in case.polls.iter().filter(|p| !p.pollees.is_empty()) {
        heading(out, &format!("{} ({})", labels.polls, poll.pollees.len()));
        markdown::push_typst(out, &poll.problem);
        let _ = write!(
            out,
            "#table(columns: 3, stroke: 0.4pt + luma(180), align: (left, right, right), table.header([{}], [{}], [{}]), ",
            typst_text(labels.poll_action),
            typst_text(labels.poll_chose),
            typst_text(labels.poll_considered)
        );
        for (action, chose, considered) in wording::poll_tally(poll) {
            let _ = write!(
                out,
                "[{}], [{chose}], [{considered}], ",
                typst_text(&action)
            );
        }
        out.push_str(")\n\n");
    }
    write_decision(out, case, labels);
    if !case.write_up.trim().is_empty() {
        heading(out, labels.write_up);
        markdown::push_typst(out, &case.write_up);
    }
    let comments: Vec<_> = case
        .commentary
        .iter()
        .filter(|c| !c.text.trim().is_empty())
        .collect();
    if !comments.is_empty() {
        heading(out, labels.commentary);
        for comment in comments {
            let _ = writeln!(out, "#strong[{}]\n", typst_text(comment.commentator.trim()));
            markdown::push_typst(out, &comment.text);
        }
    }
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
    markdown::push_typst(out, &appeal.grounds);
}

fn write_decision(out: &mut String, case: &Case, labels: &Labels) {
    let committee = wording::committee_line(case, labels);
    if !committee.is_empty() {
        heading(out, labels.committee);
        let _ = writeln!(out, "{}\n", typst_text(&committee));
    }
    let decision = &case.decision;
    heading(out, labels.decision);
    let outcome = decision
        .outcome
        .map_or(labels.outcome_unknown, |o| labels.outcome(o));
    let _ = writeln!(out, "#strong[{}]\n", typst_text(outcome));
    markdown::push_typst(out, &decision.reasoning);
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
        let _ = writeln!(out, "#strong[{}] \\", typst_text(labels.without_merit));
    }
    out.push('\n');
    if !decision.dissent.trim().is_empty() {
        let _ = writeln!(out, "#strong[{}]\n", typst_text(labels.dissent));
        markdown::push_typst(out, &decision.dissent);
    }
}

fn write_statistics(out: &mut String, casebook: &Casebook, labels: &Labels) {
    let stats = Statistics::of(casebook);
    let _ = writeln!(
        out,
        "#pagebreak(weak: true)\n= {}\n",
        typst_text(labels.statistics)
    );
    heading(out, labels.cases_by_subject);
    let max = stats.by_subject.iter().map(|(_, n)| *n).max().unwrap_or(0);
    out.push_str("#grid(columns: (auto, auto, auto), column-gutter: 10pt, row-gutter: 6pt, align: (right, left, left), ");
    for (subject, n) in &stats.by_subject {
        let _ = write!(
            out,
            "[{}], cb-bar({n}, {max}), [{n}], ",
            typst_text(labels.subject(*subject))
        );
    }
    out.push_str(")\n");
    heading(out, labels.rulings);
    out.push_str("#table(columns: 2, stroke: 0.4pt + luma(180), align: (left, right), ");
    let mut row = |label: &str, value: String| {
        let _ = write!(out, "[{}], [{}], ", typst_text(label), typst_text(&value));
    };
    for (outcome, n) in &stats.outcomes {
        row(labels.outcome_short(*outcome), n.to_string());
    }
    if stats.outcome_unknown > 0 {
        row(labels.outcome_unknown, stats.outcome_unknown.to_string());
    }
    row(labels.deposits_kept, stats.deposits_kept.to_string());
    row(
        labels.appeals_without_merit,
        stats.without_merit.to_string(),
    );
    row(labels.average_committee, stats.average_committee_text());
    row(labels.case_count, stats.cases.to_string());
    out.push_str(")\n");
}

fn write_indexes(out: &mut String, casebook: &Casebook, labels: &Labels) {
    let _ = writeln!(out, "\n= {}\n", typst_text(labels.subject_index));
    for entry in subject_index(casebook) {
        let _ = writeln!(
            out,
            "- #strong[{}] — {}",
            typst_text(labels.subject(entry.key)),
            case_links(casebook, &entry.cases)
        );
    }
    let _ = writeln!(out, "\n= {}\n", typst_text(labels.law_index));
    for entry in law_index(casebook) {
        let _ = writeln!(
            out,
            "- #strong[{}] — {}",
            typst_text(&entry.key.label),
            case_links(casebook, &entry.cases)
        );
    }
}

/// Typesets the casebook and returns the PDF; `progress` is told after each case's markup.
pub fn render_pdf(
    casebook: &Casebook,
    progress: &mut dyn FnMut(usize),
) -> Result<Vec<u8>, PublishError> {
    let mut markup = String::new();
    write_markup(&mut markup, casebook, progress);
    let engine = TypstEngine::builder()
        .main_file(markup)
        .fonts([Bytes::new(DEJAVU_SANS)])
        .build();
    let compiled = engine.compile::<PagedDocument>();
    let document = compiled
        .output
        .map_err(|e| PublishError::Typeset(describe(&e)))?;
    typst_pdf::pdf(&document, &typst_pdf::PdfOptions::default()).map_err(|diagnostics| {
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
