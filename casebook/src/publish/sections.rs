//! The order of a casebook's sections and what each holds, decided once for every format (HTML,
//! Markdown, PDF, and the website's case pages): [`write_casebook`] walks the casebook and
//! tells a [`SectionWriter`] what to write; each format says only how a heading, a field, a
//! speaker's words or a block of the user's Markdown looks.
//!
//! The casebook: title, contents, the committee members and commentators, the cases in order,
//! statistics, the subject and law indexes. A case: its heading and header fields, the deal and
//! auction, contract, lead and result, the play and claim, facts, statements, the Director's
//! ruling, the appeal, polls, the decision, the write-up and the commentary. A section with
//! nothing in it is left out.

use super::anchors::{
    CLOSING_REMARKS_ANCHOR, COMMENTATORS_ANCHOR, COMMITTEE_ANCHOR, FOREWORD_ANCHOR,
    LAW_INDEX_ANCHOR, STATISTICS_ANCHOR, SUBJECT_INDEX_ANCHOR,
};
use super::index::{law_index, subject_index};
use super::labels::{CasebookLanguage, Labels};
use super::model::{Casebook, CasebookCase};
use super::statistics::Statistics;
use super::wording;
use crate::case::{AdjustedScore, Case, Hearing, RulingOutcome};
use crate::workflow::AnswerKind;

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

/// Who speaks in a block of the user's Markdown under a name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Voice {
    /// The play as recorded.
    Play,
    /// The claim as recorded.
    Claim,
    /// A player's (or another party's) statement.
    Statement,
    /// A commentator on the case.
    Commentary,
    /// A commentator introduced in the front matter.
    Commentator,
    /// A dissent from the decision.
    Dissent,
}

/// A line of a case that a format may set apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Remark {
    /// Who heard the appeal.
    Committee,
    /// The decision's outcome.
    Outcome,
    /// The table result stands.
    ResultStands,
    /// The appeal had no merit.
    WithoutMerit,
}

/// Counts under names, drawn as bars.
pub(super) struct BarChart<'a> {
    pub title: &'a str,
    /// The heading of the count column.
    pub count: &'a str,
    pub rows: &'a [(String, usize)],
    /// The largest count.
    pub max: usize,
    /// A table of the same figures comes next, so a format that shows a chart's figures
    /// beside it need not.
    pub figures_follow: bool,
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
    /// The chapter begun last ends.
    fn end_chapter(&mut self) {}
    /// A chapter's list of entries begins, and ends.
    fn begin_list(&mut self) {}
    fn end_list(&mut self) {}

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

    /// Counts under names as a chart.
    fn bar_chart(&mut self, chart: &BarChart);
    /// A two-column table of counts: begin, rows, end.
    fn begin_counts(&mut self);
    fn count_row(&mut self, label: &str, value: &str);
    fn end_counts(&mut self);
    /// A table of figures: a header row, then rows; the first column is a name, the others
    /// numbers.
    fn figures_table(&mut self, header: &[&str], rows: &[Vec<String>]);

    /// Fields of a case on lines of their own (the contract, lead and result; the appeal), and
    /// the end of their paragraph.
    fn fields(&mut self, rows: &[(&str, String)]) {
        for (label, value) in rows {
            self.field(label, value);
        }
        self.blank_line();
    }

    /// The user's Markdown under the name of who speaks it.
    fn spoken(&mut self, _voice: Voice, who: &str, markdown: &str) {
        self.strong_paragraph(who);
        self.block(markdown);
    }

    /// A line of the case a format may set apart.
    fn remark(&mut self, remark: Remark, text: &str) {
        match remark {
            Remark::Committee | Remark::ResultStands => self.paragraph(text),
            Remark::Outcome => self.strong_paragraph(text),
            Remark::WithoutMerit => self.strong_line(text),
        }
    }

    /// A disputed fact and the committee's finding on it, set apart.
    fn disputed(&mut self, labels: &Labels, point: &str, finding: Option<&str>) {
        self.begin_aside();
        self.strong_paragraph(labels.disputed);
        self.block(point);
        if let Some(finding) = finding {
            self.strong_paragraph(labels.finding);
            self.block(finding);
        }
        self.end_aside();
    }

    /// The Laws the ruling cites, as written.
    fn laws_cited(&mut self, label: &str, laws: &[&str]) {
        self.labelled_list(label, laws);
    }

    /// A procedural penalty: `label: side — amount (reason)`.
    fn penalty(&mut self, label: &str, text: &str) {
        self.field(label, text);
    }

    /// A panel commentator's comment with the marks given (empty when none).
    fn panel_comment(&mut self, commentator: &str, marks: &str, comment: &str) {
        self.strong_paragraph(commentator);
        if !marks.is_empty() {
            self.block(marks);
        }
        self.block(comment);
    }

    /// The panel's average marks of a case.
    fn panel_average(&mut self, average: &str) {
        self.block(average);
    }

    /// An entry of an index, with its anchor.
    fn index_entry(&mut self, casebook: &Casebook, _anchor: &str, name: &str, cases: &[usize]) {
        self.list_entry(casebook, name, None, None, cases);
    }

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
        w.end_chapter();
    }
    write_statistics(w, casebook, labels);
    write_indexes(w, casebook, labels);
}

fn write_front(w: &mut impl SectionWriter, casebook: &Casebook, labels: &Labels) {
    if !casebook.front.foreword.trim().is_empty() {
        w.chapter(labels.foreword, FOREWORD_ANCHOR);
        w.block(&casebook.front.foreword);
        w.end_chapter();
    }
    if !casebook.committee.is_empty() {
        w.chapter(labels.committee_members, COMMITTEE_ANCHOR);
        w.begin_list();
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
        w.end_list();
        w.blank_line();
        w.end_chapter();
    }
    if !casebook.commentators.is_empty() {
        w.chapter(labels.commentators, COMMENTATORS_ANCHOR);
        for commentator in &casebook.commentators {
            w.spoken(Voice::Commentator, &commentator.name, &commentator.about);
        }
        w.end_chapter();
    }
    w.new_page();
}

pub(super) fn write_case(
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
    let mut play: Vec<(&str, String)> = Vec::new();
    if let Some(result) = &case.result
        && let Some(contract) = wording::contract_line(result, labels)
    {
        play.push((labels.contract, contract));
    }
    if let Some(lead) = case.play.opening_lead {
        play.push((labels.lead, lead.to_string()));
    }
    if let Some(result) = wording::result_line(case, labels) {
        play.push((labels.result, result));
    }
    w.fields(&play);
    if !case.play.record.trim().is_empty() {
        w.spoken(Voice::Play, labels.play, &case.play.record);
    }
    if let Some(claim) = case.play.claim.as_ref().filter(|c| !c.trim().is_empty()) {
        w.spoken(Voice::Claim, labels.claim, claim);
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
            w.spoken(Voice::Statement, &speaker, &statement.text);
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
            w.spoken(Voice::Commentary, comment.commentator.trim(), &comment.text);
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
            let marks = wording::panel_marks(comment, labels);
            w.panel_comment(comment.commentator.trim(), &marks, &comment.comment);
        }
        if let Some(average) = wording::panel_average(&panel, labels) {
            w.panel_average(&average);
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
        let finding = Some(disputed.finding.as_str()).filter(|f| !f.trim().is_empty());
        w.disputed(labels, &disputed.point, finding);
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
        w.laws_cited(labels.laws_cited, &laws);
    }
    if ruling.adjusted.is_empty() {
        w.remark(Remark::ResultStands, labels.result_stands);
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
    let mut fields: Vec<(&str, String)> = Vec::new();
    if let Some(side) = appeal.appellant {
        fields.push((labels.appellant, labels.side(side).to_string()));
    }
    if let Some(at) = appeal.lodged_at {
        fields.push((labels.lodged, wording::date_time(at, language)));
    }
    if !present.is_empty() {
        fields.push((labels.present, present.join(", ")));
    }
    if let Some(deposit) = deposit {
        fields.push((labels.deposit, deposit.trim().to_string()));
    }
    w.fields(&fields);
    w.block(&appeal.grounds);
}

fn write_decision(w: &mut impl SectionWriter, case: &Case, labels: &Labels) {
    if case.identity.hearing == Hearing::ReviewOfRuling {
        write_review_of_ruling(w, case, labels);
    } else {
        let committee = wording::committee_line(case, labels);
        if !committee.is_empty() {
            w.heading(if case.identity.hearing == Hearing::Referee {
                labels.referee
            } else {
                labels.committee
            });
            w.remark(Remark::Committee, &committee);
        }
    }
    let decision = &case.decision;
    w.heading(match case.identity.hearing {
        Hearing::ReviewOfRuling => labels.review_decision,
        Hearing::Referee => labels.referee_decision,
        Hearing::Committee | Hearing::DirectorPanel => labels.decision,
    });
    let outcome = decision
        .outcome
        .map_or(labels.outcome_unknown, |o| labels.outcome(o));
    w.remark(Remark::Outcome, outcome);
    w.block(&decision.reasoning);
    if !decision.adjusted.is_empty() {
        w.adjusted(&decision.adjusted, case, labels);
    }
    for penalty in &decision.procedural_penalties {
        let mut text = format!("{} — {}", labels.side(penalty.side), penalty.amount.trim());
        if !penalty.reason.trim().is_empty() {
            text.push_str(&format!(" ({})", penalty.reason.trim()));
        }
        w.penalty(labels.procedural_penalty, &text);
    }
    if let Some(deposit) = decision.deposit {
        w.field(labels.deposit, labels.deposit_outcome(deposit));
    }
    if decision.without_merit {
        w.remark(Remark::WithoutMerit, labels.without_merit);
    }
    w.blank_line();
    if !decision.dissent.trim().is_empty() {
        w.spoken(Voice::Dissent, labels.dissent, &decision.dissent);
    }
    // The members of the minority who wrote against the majority, each signed.
    for vote in case.votes.iter().filter(|v| !v.dissent.trim().is_empty()) {
        let signed = format!("{} — {}", labels.dissent, vote.member);
        w.spoken(Voice::Dissent, &signed, &vote.dissent);
    }
}

/// A review of the ruling printed as one: who reviewed it, and each of his findings — the facts,
/// the procedure, the bounds of reasonableness, the outcome — with its reasons, as the review's
/// steps ask them in the casebook's language.
fn write_review_of_ruling(w: &mut impl SectionWriter, case: &Case, labels: &Labels) {
    w.heading(labels.review_of_ruling);
    let Ok(definitions) = crate::workflow::bundled() else {
        return;
    };
    let Some(path) = definitions.path_for(Hearing::ReviewOfRuling, &case.subjects) else {
        return;
    };
    let language = crate::adjust::Language::from(labels.language);
    let mut fields: Vec<(&str, String)> = Vec::new();
    let mut reviewers = wording::committee_line(case, labels);
    if reviewers.is_empty() {
        let mut names: Vec<&str> = Vec::new();
        for row in case
            .workflow
            .iter()
            .filter(|r| path.steps.contains(&r.step))
        {
            let name = row.by.trim();
            if !name.is_empty() && !names.contains(&name) {
                names.push(name);
            }
        }
        reviewers = names.join(", ");
    }
    if !reviewers.is_empty() {
        fields.push((labels.reviewer, reviewers));
    }
    w.fields(&fields);
    // The findings; the adjusted score and the deposit are the decision's, printed below.
    for step in path
        .steps
        .iter()
        .filter_map(|id| definitions.step(id))
        .filter(|s| s.kind != AnswerKind::AdjustedScore && !s.id.starts_with("decision."))
    {
        let Some(row) = case.workflow.iter().find(|r| r.step == step.id) else {
            continue;
        };
        let Ok(answer) = crate::workflow::Answer::parse(step, &row.answer) else {
            continue;
        };
        // The question in bold, the finding, then the reviewer's reasons as he wrote them.
        let mut finding = format!(
            "**{}** {}",
            step.question.get(language),
            answer.describe(step, language)
        );
        if !row.reason.trim().is_empty() {
            finding.push_str(" — ");
            finding.push_str(row.reason.trim());
        }
        w.block(&finding);
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
    w.bar_chart(&BarChart {
        title: labels.cases_by_subject,
        count: labels.case_count,
        rows: &rows,
        max,
        figures_follow: false,
    });
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
    if stats.bodies_differ() {
        w.heading(labels.rulings_by_body);
        w.begin_counts();
        for body in &stats.by_body {
            let outcomes: Vec<String> = RulingOutcome::ALL
                .iter()
                .map(|o| format!("{} {}", labels.outcome_short(*o), body.outcome(*o)))
                .collect();
            let label = body.hearing.name(labels.language.into());
            w.count_row(label, &format!("{} ({})", body.cases, outcomes.join(", ")));
        }
        w.end_counts();
    }
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
        w.bar_chart(&BarChart {
            title: labels.cases_per_year,
            count: labels.case_count,
            rows: &rows,
            max,
            figures_follow: true,
        });
        let (header, rows) = labels.years_table(&casebook.years);
        w.figures_table(&header, &rows);
    }
    w.end_chapter();
}

fn write_indexes(w: &mut impl SectionWriter, casebook: &Casebook, labels: &Labels) {
    w.chapter(labels.subject_index, SUBJECT_INDEX_ANCHOR);
    w.begin_list();
    for entry in subject_index(casebook) {
        w.index_entry(
            casebook,
            &entry.anchor,
            labels.subject(entry.key),
            &entry.cases,
        );
    }
    w.end_list();
    w.blank_line();
    w.end_chapter();
    w.chapter(labels.law_index, LAW_INDEX_ANCHOR);
    w.begin_list();
    for entry in law_index(casebook) {
        w.index_entry(casebook, &entry.anchor, &entry.key.label, &entry.cases);
    }
    w.end_list();
    w.end_chapter();
}
