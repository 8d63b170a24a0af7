//! The order of a casebook's sections and what each holds, decided once for the Markdown and
//! PDF renderers: [`write_casebook`] walks the casebook and tells a [`SectionWriter`] what to
//! write; each format says only how a heading, a field or a block of the user's Markdown looks.
//!
//! The casebook: title, contents, the committee members and commentators, the cases in order,
//! statistics, the subject and law indexes. A case: its heading and header fields, the deal and
//! auction, contract, lead and result, the play and claim, facts, statements, the Director's
//! ruling, the appeal, polls, the decision, the write-up and the commentary. A section with
//! nothing in it is left out.

use super::html::{
    CLOSING_REMARKS_ANCHOR, COMMENTATORS_ANCHOR, COMMITTEE_ANCHOR, FOREWORD_ANCHOR,
    LAW_INDEX_ANCHOR, STATISTICS_ANCHOR, SUBJECT_INDEX_ANCHOR,
};
use super::index::{law_index, subject_index};
use super::labels::{CasebookLanguage, Labels};
use super::model::{Casebook, CasebookCase};
use super::statistics::Statistics;
use super::wording;
use crate::case::{AdjustedScore, Case};

/// How one format writes the pieces of a casebook. Texts come in plain: the writer escapes
/// them for its format, and reads `block`'s text as the user's Markdown. The pieces that are
/// text on lines (fields, strong paragraphs, list entries) are made here from the format's
/// escaping, strong text and line break.
/// The parts of a casebook, in order: a writer that typesets part by part (the PDF) starts a
/// new one at each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Part {
    /// The title page, the contents and the front matter.
    Front,
    /// One case.
    Case,
    /// The statistics and the indexes.
    Back,
}

pub(super) trait SectionWriter {
    /// What ends a line inside a paragraph.
    const LINE_BREAK: &'static str;

    /// A new part of the casebook begins.
    fn begin_part(&mut self, _part: Part) {}
    /// The text written so far.
    fn out(&mut self) -> &mut String;
    /// Plain text as the format's text.
    fn escaped(&self, text: &str) -> String;
    /// Text already escaped, shown strong.
    fn strong(&self, markup: &str) -> String;
    /// Links to the cases at these positions, by case number.
    fn case_links(&self, casebook: &Casebook, cases: &[usize]) -> String;

    /// The title page (or block) of the casebook.
    fn title_page(&mut self, casebook: &Casebook, labels: &Labels);
    /// The table of contents.
    fn contents(&mut self, casebook: &Casebook, labels: &Labels);
    /// Starts a new page where the format has pages.
    fn new_page(&mut self);
    /// A chapter of the casebook (committee members, statistics, an index), with its anchor.
    fn chapter(&mut self, title: &str, anchor: &str);

    /// The heading that opens a case: its title, and its subjects when it has any.
    fn case_heading(&mut self, anchor: &str, title: &str, subjects: &str);
    /// One field under the case heading (event, date, scoring …).
    fn header_field(&mut self, label: &str, value: &str) {
        self.field(label, value);
    }
    fn end_header(&mut self);
    /// The deal diagram and the auction with its notes.
    fn board(&mut self, case: &Case, labels: &Labels);
    /// The deal's double-dummy table (rows from [`wording::double_dummy_rows`]), the par line
    /// and what double dummy means.
    fn double_dummy(&mut self, rows: &[Vec<String>], par: &str, labels: &Labels);
    /// The board's traveller ([`wording::traveller_table`]): caption, head, lines (the case's
    /// own strong) and what its marks mean.
    fn traveller(&mut self, table: &wording::TravellerTable);
    /// An adjusted score: the scores of the two sides and the weighted outcomes.
    fn adjusted(&mut self, adjusted: &AdjustedScore, case: &Case, labels: &Labels);
    /// A poll's answers: each action with how many chose it and how many considered it.
    fn poll_table(&mut self, labels: &Labels, tally: &[(String, usize, usize)]);
    fn end_case(&mut self);
    /// A section heading inside a case or chapter.
    fn heading(&mut self, title: &str);
    /// The user's Markdown as a block of its own.
    fn block(&mut self, markdown: &str);
    /// Sets apart what follows, up to [`SectionWriter::end_aside`] (a disputed fact).
    fn begin_aside(&mut self);
    fn end_aside(&mut self);

    /// Counts under names as a chart titled `title` (its count column `count`); `max` is the
    /// largest count.
    fn bar_chart(&mut self, title: &str, count: &str, rows: &[(String, usize)], max: usize);
    /// A two-column table of counts: begin, rows, end.
    fn begin_counts(&mut self);
    fn count_row(&mut self, label: &str, value: &str);
    fn end_counts(&mut self);
    /// A table of figures: a header row, then rows; the first column is a name, the others
    /// numbers.
    fn figures_table(&mut self, header: &[&str], rows: &[Vec<String>]);

    /// `label: value` on a line of its own.
    fn field(&mut self, label: &str, value: &str) {
        let line = format!(
            "{} {}{}\n",
            self.strong(&format!("{}:", self.escaped(label))),
            self.escaped(value),
            Self::LINE_BREAK
        );
        self.out().push_str(&line);
    }

    /// Strong text on a line of its own.
    fn strong_line(&mut self, text: &str) {
        let line = format!("{}{}\n", self.strong(&self.escaped(text)), Self::LINE_BREAK);
        self.out().push_str(&line);
    }

    /// Strong text as a paragraph (who speaks, what follows).
    fn strong_paragraph(&mut self, text: &str) {
        let paragraph = format!("{}\n\n", self.strong(&self.escaped(text)));
        self.out().push_str(&paragraph);
    }

    /// `label: item, item` as a paragraph.
    fn labelled_list(&mut self, label: &str, items: &[&str]) {
        let items: Vec<String> = items.iter().map(|i| self.escaped(i)).collect();
        let paragraph = format!(
            "{} {}\n\n",
            self.strong(&format!("{}:", self.escaped(label))),
            items.join(", ")
        );
        self.out().push_str(&paragraph);
    }

    /// Plain text as a paragraph.
    fn paragraph(&mut self, text: &str) {
        let paragraph = format!("{}\n\n", self.escaped(text));
        self.out().push_str(&paragraph);
    }

    /// Ends the paragraph of the lines before.
    fn blank_line(&mut self) {
        self.out().push('\n');
    }

    /// One line of a chapter's list: `name, detail — what: links to cases`.
    fn list_entry(
        &mut self,
        casebook: &Casebook,
        name: &str,
        detail: Option<&str>,
        what: Option<&str>,
        cases: &[usize],
    ) {
        let mut line = format!("- {}", self.strong(&self.escaped(name)));
        if let Some(detail) = detail {
            line.push_str(&format!(", {}", self.escaped(detail)));
        }
        line.push_str(" — ");
        if let Some(what) = what {
            line.push_str(&format!("{}: ", self.escaped(what)));
        }
        line.push_str(&self.case_links(casebook, cases));
        line.push('\n');
        self.out().push_str(&line);
    }
}

/// Writes the whole casebook; `progress` is told after each case is written.
pub(super) fn write_casebook(
    w: &mut impl SectionWriter,
    casebook: &Casebook,
    progress: &mut dyn FnMut(usize),
) {
    let labels = casebook.language.labels();
    w.begin_part(Part::Front);
    w.title_page(casebook, labels);
    w.contents(casebook, labels);
    write_front(w, casebook, labels);
    for (i, placed) in casebook.cases.iter().enumerate() {
        w.begin_part(Part::Case);
        write_case(w, placed, labels, casebook.language);
        progress(i + 1);
    }
    w.begin_part(Part::Back);
    if let Some(remarks) = casebook.closing_remarks() {
        w.chapter(labels.closing_remarks, CLOSING_REMARKS_ANCHOR);
        w.block(remarks);
    }
    write_statistics(w, casebook, labels);
    write_indexes(w, casebook, labels);
}

fn write_front(w: &mut impl SectionWriter, casebook: &Casebook, labels: &Labels) {
    if !casebook.front.foreword.trim().is_empty() {
        w.chapter(labels.foreword, FOREWORD_ANCHOR);
        w.block(&casebook.front.foreword);
    }
    if !casebook.committee.is_empty() {
        w.chapter(labels.committee_members, COMMITTEE_ANCHOR);
        for member in &casebook.committee {
            let roles: Vec<String> = member
                .roles
                .iter()
                .map(|(role, n)| format!("{} ({n})", labels.role(*role)))
                .collect();
            let affiliation = Some(member.affiliation.as_str()).filter(|a| !a.is_empty());
            w.list_entry(
                casebook,
                &member.name,
                affiliation,
                Some(&roles.join(", ")),
                &member.cases,
            );
        }
        w.blank_line();
    }
    if !casebook.commentators.is_empty() {
        w.chapter(labels.commentators, COMMENTATORS_ANCHOR);
        for commentator in &casebook.commentators {
            w.strong_paragraph(&commentator.name);
            w.block(&commentator.about);
        }
    }
    w.new_page();
}

fn write_case(
    w: &mut impl SectionWriter,
    placed: &CasebookCase,
    labels: &Labels,
    language: CasebookLanguage,
) {
    let case = &placed.case;
    w.new_page();
    w.case_heading(
        &placed.anchor,
        &wording::case_title(case, labels),
        &wording::subjects_line(case, labels),
    );
    for (label, value) in wording::header_fields(case, labels, language) {
        w.header_field(label, &value);
    }
    w.end_header();
    w.board(case, labels);
    if let Some((table, par)) = &placed.double_dummy {
        let rows = wording::double_dummy_rows(table, labels);
        w.double_dummy(&rows, &wording::par_line(par, labels), labels);
    }
    if let Some(traveller) = &placed.traveller {
        w.traveller(&wording::traveller_table(traveller, case, labels));
    }
    if let Some(result) = &case.result
        && let Some(contract) = wording::contract_line(result, labels)
    {
        w.field(labels.contract, &contract);
    }
    if let Some(lead) = case.play.opening_lead {
        w.field(labels.lead, &lead.to_string());
    }
    if let Some(result) = wording::result_line(case, labels) {
        w.field(labels.result, &result);
    }
    w.blank_line();
    if !case.play.record.trim().is_empty() {
        w.strong_paragraph(labels.play);
        w.block(&case.play.record);
    }
    if let Some(claim) = case.play.claim.as_ref().filter(|c| !c.trim().is_empty()) {
        w.strong_paragraph(labels.claim);
        w.block(claim);
    }
    write_facts(w, case, labels);
    let statements: Vec<_> = case
        .statements
        .iter()
        .filter(|s| !s.text.trim().is_empty())
        .collect();
    if !statements.is_empty() {
        w.heading(labels.statements);
        for statement in statements {
            let speaker = match (statement.speaker.trim(), statement.seat) {
                ("", Some(seat)) => labels.seat(seat).to_string(),
                (speaker, _) => speaker.to_string(),
            };
            w.strong_paragraph(&speaker);
            w.block(&statement.text);
        }
    }
    write_ruling(w, case, labels);
    write_appeal(w, case, labels, language);
    for poll in case.polls.iter().filter(|p| !p.pollees.is_empty()) {
        w.heading(&format!("{} ({})", labels.polls, poll.pollees.len()));
        w.block(&poll.problem);
        w.poll_table(labels, &wording::poll_tally(poll));
    }
    write_decision(w, case, labels);
    if !case.write_up.trim().is_empty() {
        w.heading(labels.write_up);
        w.block(&case.write_up);
    }
    let comments: Vec<_> = case
        .commentary
        .iter()
        .filter(|c| !c.text.trim().is_empty())
        .collect();
    if !comments.is_empty() {
        w.heading(labels.commentary);
        for comment in comments {
            w.strong_paragraph(comment.commentator.trim());
            w.block(&comment.text);
        }
    }
    let panel: Vec<_> = case
        .panel
        .iter()
        .filter(|c| c.is_written())
        .cloned()
        .collect();
    if !panel.is_empty() {
        w.heading(labels.panel);
        for comment in &panel {
            w.strong_paragraph(comment.commentator.trim());
            let marks = wording::panel_marks(comment, labels);
            if !marks.is_empty() {
                w.block(&marks);
            }
            w.block(&comment.comment);
        }
        if let Some(average) = wording::panel_average(&panel, labels) {
            w.block(&average);
        }
    }
    w.end_case();
}

fn write_facts(w: &mut impl SectionWriter, case: &Case, labels: &Labels) {
    if case.facts.agreed.trim().is_empty() && case.facts.disputed.is_empty() {
        return;
    }
    w.heading(labels.facts);
    w.block(&case.facts.agreed);
    for disputed in &case.facts.disputed {
        w.begin_aside();
        w.strong_paragraph(labels.disputed);
        w.block(&disputed.point);
        if !disputed.finding.trim().is_empty() {
            w.strong_paragraph(labels.finding);
            w.block(&disputed.finding);
        }
        w.end_aside();
    }
}

fn write_ruling(w: &mut impl SectionWriter, case: &Case, labels: &Labels) {
    let ruling = &case.ruling;
    if ruling.text.trim().is_empty() && ruling.laws.is_empty() && ruling.adjusted.is_empty() {
        return;
    }
    w.heading(labels.ruling);
    w.block(&ruling.text);
    if !ruling.laws.is_empty() {
        let laws: Vec<&str> = ruling.laws.iter().map(|l| l.trim()).collect();
        w.labelled_list(labels.laws_cited, &laws);
    }
    if ruling.adjusted.is_empty() {
        w.paragraph(labels.result_stands);
    } else {
        w.adjusted(&ruling.adjusted, case, labels);
    }
}

fn write_appeal(
    w: &mut impl SectionWriter,
    case: &Case,
    labels: &Labels,
    language: CasebookLanguage,
) {
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
    w.heading(labels.appeal);
    if let Some(side) = appeal.appellant {
        w.field(labels.appellant, labels.side(side));
    }
    if let Some(at) = appeal.lodged_at {
        w.field(labels.lodged, &wording::date_time(at, language));
    }
    if !present.is_empty() {
        w.field(labels.present, &present.join(", "));
    }
    if let Some(deposit) = deposit {
        w.field(labels.deposit, deposit.trim());
    }
    w.blank_line();
    w.block(&appeal.grounds);
}

fn write_decision(w: &mut impl SectionWriter, case: &Case, labels: &Labels) {
    let committee = wording::committee_line(case, labels);
    if !committee.is_empty() {
        w.heading(labels.committee);
        w.paragraph(&committee);
    }
    let decision = &case.decision;
    w.heading(labels.decision);
    let outcome = decision
        .outcome
        .map_or(labels.outcome_unknown, |o| labels.outcome(o));
    w.strong_paragraph(outcome);
    w.block(&decision.reasoning);
    if !decision.adjusted.is_empty() {
        w.adjusted(&decision.adjusted, case, labels);
    }
    for penalty in &decision.procedural_penalties {
        let mut text = format!("{} — {}", labels.side(penalty.side), penalty.amount.trim());
        if !penalty.reason.trim().is_empty() {
            text.push_str(&format!(" ({})", penalty.reason.trim()));
        }
        w.field(labels.procedural_penalty, &text);
    }
    if let Some(deposit) = decision.deposit {
        w.field(labels.deposit, labels.deposit_outcome(deposit));
    }
    if decision.without_merit {
        w.strong_line(labels.without_merit);
    }
    w.blank_line();
    if !decision.dissent.trim().is_empty() {
        w.strong_paragraph(labels.dissent);
        w.block(&decision.dissent);
    }
    // The members of the minority who wrote against the majority, each signed.
    for vote in case.votes.iter().filter(|v| !v.dissent.trim().is_empty()) {
        w.strong_paragraph(&format!("{} — {}", labels.dissent, vote.member));
        w.block(&vote.dissent);
    }
}

fn write_statistics(w: &mut impl SectionWriter, casebook: &Casebook, labels: &Labels) {
    let stats = Statistics::of(casebook);
    w.new_page();
    w.chapter(labels.statistics, STATISTICS_ANCHOR);
    w.heading(labels.cases_by_subject);
    let max = stats.by_subject.iter().map(|(_, n)| *n).max().unwrap_or(0);
    let rows: Vec<(String, usize)> = stats
        .by_subject
        .iter()
        .map(|(subject, n)| (labels.subject(*subject).to_string(), *n))
        .collect();
    w.bar_chart(labels.cases_by_subject, labels.case_count, &rows, max);
    w.heading(labels.rulings);
    w.begin_counts();
    for (outcome, n) in &stats.outcomes {
        w.count_row(labels.outcome_short(*outcome), &n.to_string());
    }
    if stats.outcome_unknown > 0 {
        w.count_row(labels.outcome_unknown, &stats.outcome_unknown.to_string());
    }
    w.count_row(labels.deposits_kept, &stats.deposits_kept.to_string());
    w.count_row(
        labels.appeals_without_merit,
        &stats.without_merit.to_string(),
    );
    w.count_row(labels.average_committee, &stats.average_committee_text());
    w.count_row(labels.case_count, &stats.cases.to_string());
    w.end_counts();
    if let Some(panel) = &stats.panel {
        w.heading(labels.panel);
        w.begin_counts();
        for (label, figure) in super::statistics::panel_rows(panel, labels) {
            w.count_row(&label, &figure);
        }
        w.end_counts();
    }
    if !casebook.years.is_empty() {
        w.heading(labels.over_the_years);
        let rows: Vec<(String, usize)> = casebook
            .years
            .iter()
            .map(|y| (y.year.to_string(), y.cases))
            .collect();
        let max = rows.iter().map(|(_, n)| *n).max().unwrap_or(0);
        w.bar_chart(labels.cases_per_year, labels.case_count, &rows, max);
        let (header, rows) = labels.years_table(&casebook.years);
        w.figures_table(&header, &rows);
    }
}

fn write_indexes(w: &mut impl SectionWriter, casebook: &Casebook, labels: &Labels) {
    w.chapter(labels.subject_index, SUBJECT_INDEX_ANCHOR);
    for entry in subject_index(casebook) {
        w.list_entry(
            casebook,
            labels.subject(entry.key),
            None,
            None,
            &entry.cases,
        );
    }
    w.blank_line();
    w.chapter(labels.law_index, LAW_INDEX_ANCHOR);
    for entry in law_index(casebook) {
        w.list_entry(casebook, &entry.key.label, None, None, &entry.cases);
    }
}
