//! The short phrases every format prints the same way: the board line, the contract and its
//! result, the lead, weighted outcomes, dates. Plain text; each renderer escapes it.

use super::labels::{CasebookLanguage, Labels};
use super::model::CaseTraveller;
use crate::adjust::signed_points;
use crate::bridge::{CallLanguage, Contract, Seat, Side, Vulnerability};
use crate::case::{Case, Poll, ScoreOutcome, TableResult};
use crate::double_dummy::{PRINTED_STRAINS, Par, TrickTable};
use crate::results::{LineResult, TravellerJson};
use crate::scoring::{ns_score, score_breakdown};
use chrono::{NaiveDate, NaiveDateTime};

/// A score from North–South's side: `N–S +170`, `N–S −920`.
pub fn ns_points(points: i32, labels: &Labels) -> String {
    let sign = if points < 0 { "−" } else { "+" };
    format!("{} {sign}{}", labels.side(Side::NS), points.unsigned_abs())
}

/// A contract in the casebook's language: `4♥X`, `3NT`; `4♥ с контрой`, `3БК`.
fn contract_text(contract: Contract, labels: &Labels) -> String {
    CallLanguage::from(labels.language)
        .spell(contract)
        .to_string()
}

/// A contract with its result as a score slip writes it (`3♣+3`, `6♦−1`, `3БК=`), when the
/// tricks are known and possible.
fn contract_result(
    contract: Contract,
    declarer: Seat,
    tricks: u8,
    vulnerability: Vulnerability,
    labels: &Labels,
) -> Option<String> {
    score_breakdown(
        contract,
        vulnerability.is_vulnerable(declarer.side()),
        tricks,
    )
    .ok()
    .map(|b| CallLanguage::from(labels.language).result(b.contract, b.tricks))
}

/// `by North`, or just the seat where the language says it without a word (`Юг`).
fn by_seat(seat: Seat, labels: &Labels) -> String {
    if labels.by.is_empty() {
        labels.seat(seat).to_string()
    } else {
        format!("{} {}", labels.by, labels.seat(seat))
    }
}

/// The contract line: `3♣ by North`, `3БК Юг`, or `passed out`; `None` before the result
/// is entered.
pub fn contract_line(result: &TableResult, labels: &Labels) -> Option<String> {
    match (result.contract, result.declarer) {
        (None, _) => Some(labels.passed_out.to_string()),
        (Some(contract), Some(declarer)) => Some(format!(
            "{} {}",
            contract_text(contract, labels),
            by_seat(declarer, labels)
        )),
        (Some(contract), None) => Some(contract_text(contract, labels)),
    }
}

/// The result line: `3♣+3, 12 tricks, N–S +170`, as far as it is recorded.
pub fn result_line(case: &Case, labels: &Labels) -> Option<String> {
    let result = case.result.as_ref()?;
    let mut parts = Vec::new();
    if let (Some(contract), Some(declarer), Some(tricks)) =
        (result.contract, result.declarer, result.tricks)
    {
        if let Some(text) =
            contract_result(contract, declarer, tricks, case.board.vulnerability, labels)
        {
            parts.push(text);
        }
        parts.push(format!("{tricks} {}", labels.tricks));
    }
    let score = result
        .ns_score
        .or_else(|| result.law77_ns_score(case.board.vulnerability)?.ok());
    if let Some(points) = score {
        parts.push(ns_points(points, labels));
    }
    (!parts.is_empty()).then(|| parts.join(", "))
}

/// One weighted or assigned outcome: `1/6 × 3NT= by South (N–S +400)`, with the side it is for
/// when it is for one side only.
pub fn outcome_line(outcome: &ScoreOutcome, case: &Case, labels: &Labels) -> String {
    let mut text = String::new();
    if let Some(side) = outcome.side {
        text.push_str(labels.side(side));
        text.push_str(": ");
    }
    text.push_str(outcome.weight.trim());
    text.push_str(" × ");
    match (outcome.contract, outcome.declarer) {
        (None, _) => text.push_str(labels.passed_out),
        (Some(contract), Some(declarer)) => {
            let vulnerability = case.board.vulnerability;
            match contract_result(contract, declarer, outcome.tricks, vulnerability, labels) {
                Some(result) => text.push_str(&result),
                None => text.push_str(&contract_text(contract, labels)),
            }
            text.push(' ');
            text.push_str(&by_seat(declarer, labels));
            if let Ok(points) = ns_score(contract, declarer, vulnerability, outcome.tricks) {
                text.push_str(&format!(" ({})", ns_points(points, labels)));
            }
        }
        (Some(contract), None) => text.push_str(&format!(
            "{}, {} {}",
            contract_text(contract, labels),
            outcome.tricks,
            labels.tricks
        )),
    }
    text
}

pub fn date(date: NaiveDate, language: CasebookLanguage) -> String {
    match language {
        CasebookLanguage::Russian | CasebookLanguage::Bulgarian => {
            date.format("%d.%m.%Y").to_string()
        }
        CasebookLanguage::English => date.format("%Y-%m-%d").to_string(),
    }
}

pub fn date_time(at: NaiveDateTime, language: CasebookLanguage) -> String {
    match language {
        CasebookLanguage::Russian | CasebookLanguage::Bulgarian => {
            at.format("%d.%m.%Y %H:%M").to_string()
        }
        CasebookLanguage::English => at.format("%Y-%m-%d %H:%M").to_string(),
    }
}

/// The case's heading: `Case У-01`, with the subjects after a dash.
pub fn case_title(case: &Case, labels: &Labels) -> String {
    let number = case.identity.case_number.trim();
    if number.is_empty() {
        format!("{} ({} {})", labels.case, labels.board, case.board.number)
    } else {
        format!("{} {number}", labels.case)
    }
}

/// The subjects of a case, joined: `Break in tempo, Unauthorized information`.
pub fn subjects_line(case: &Case, labels: &Labels) -> String {
    case.subjects
        .iter()
        .map(|s| labels.subject(*s))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The header fields of a case that are recorded, label and value.
pub fn header_fields(
    case: &Case,
    labels: &Labels,
    language: CasebookLanguage,
) -> Vec<(&'static str, String)> {
    let identity = &case.identity;
    let mut fields = Vec::new();
    let mut push = |label: &'static str, value: String| {
        if !value.trim().is_empty() {
            fields.push((label, value));
        }
    };
    push(labels.tournament, identity.tournament.clone());
    push(labels.event, identity.event.clone());
    push(labels.session, identity.session.clone());
    push(
        labels.date,
        identity.date.map(|d| date(d, language)).unwrap_or_default(),
    );
    push(
        labels.scoring,
        identity
            .scoring
            .map(|s| labels.scoring(s).to_string())
            .unwrap_or_default(),
    );
    let teams = &case.people.teams;
    if !teams.ns.trim().is_empty() || !teams.ew.trim().is_empty() {
        push(
            labels.teams,
            format!(
                "{}: {} — {}: {}",
                labels.side(Side::NS),
                teams.ns.trim(),
                labels.side(Side::EW),
                teams.ew.trim()
            ),
        );
    }
    push(labels.director, case.people.director.clone());
    fields
}

/// How the player at a seat is named beside the diagram, empty when unknown.
pub fn player_name(case: &Case, seat: Seat) -> String {
    case.people
        .player(seat)
        .map(|p| p.name.trim().to_string())
        .unwrap_or_default()
}

/// The caption of a hand in the diagram: the seat, with the player's name when it is more
/// than the seat (`North: Ann Lee`); an anonymized player's stand-in already starts with
/// the seat (`North (Life Master)`).
pub fn hand_caption(case: &Case, seat: Seat, labels: &Labels) -> String {
    let seat_name = labels.seat(seat);
    let name = player_name(case, seat);
    if name.is_empty() || name == seat_name {
        seat_name.to_string()
    } else if name.starts_with(seat_name) {
        name
    } else {
        format!("{seat_name}: {name}")
    }
}

/// A poll counted per action: how many pollees chose it and how many seriously considered
/// it, most chosen first.
pub fn poll_tally(poll: &Poll) -> Vec<(String, usize, usize)> {
    let mut actions: Vec<(String, usize, usize)> = Vec::new();
    for pollee in &poll.pollees {
        let chosen = pollee.action.trim();
        let named = std::iter::once(chosen).chain(pollee.considered.iter().map(|c| c.trim()));
        for (i, action) in named.enumerate() {
            if action.is_empty() {
                continue;
            }
            let at = match actions.iter().position(|(a, _, _)| a == action) {
                Some(at) => at,
                None => {
                    actions.push((action.to_string(), 0, 0));
                    actions.len() - 1
                }
            };
            if i == 0 {
                actions[at].1 += 1;
            } else {
                actions[at].2 += 1;
            }
        }
    }
    actions.sort_by_key(|(_, chose, considered)| std::cmp::Reverse((*chose, *considered)));
    actions
}

/// The committee of a case as one line: `Ann Lee — chair; Bob — member`.
pub fn committee_line(case: &Case, labels: &Labels) -> String {
    case.people
        .committee
        .iter()
        .filter(|m| !m.name.trim().is_empty())
        .map(|m| format!("{} — {}", m.name.trim(), labels.role(m.role)))
        .collect::<Vec<_>>()
        .join("; ")
}

/// `Par +920: 6♣= (North, South)`; `Par 0: passed out`, in the casebook's language.
pub fn par_line(par: &Par, labels: &Labels) -> String {
    let score = if par.ns_score > 0 {
        format!("+{}", par.ns_score)
    } else {
        par.ns_score.to_string()
    };
    if par.contracts.is_empty() {
        return format!("{} {score}: {}", labels.par, labels.passed_out);
    }
    let words = CallLanguage::from(labels.language);
    let contracts: Vec<String> = par
        .by_contract()
        .into_iter()
        .map(|(contract, seats, overtricks)| {
            let tricks = (contract.tricks_needed() as i8 + overtricks) as u8;
            let seats: Vec<&str> = seats.iter().map(|s| labels.seat(*s)).collect();
            format!("{} ({})", words.result(contract, tricks), seats.join(", "))
        })
        .collect();
    format!("{} {score}: {}", labels.par, contracts.join("; "))
}

/// The double-dummy table as rows of text: a header of strains (NT, ♠, ♥, ♦, ♣ in the
/// casebook's spelling), then each declarer's name and tricks.
pub fn double_dummy_rows(table: &TrickTable, labels: &Labels) -> Vec<Vec<String>> {
    let words = CallLanguage::from(labels.language);
    let mut rows = Vec::with_capacity(5);
    let mut header = vec![String::new()];
    header.extend(PRINTED_STRAINS.iter().map(|s| words.strain(*s).to_string()));
    rows.push(header);
    for seat in Seat::ALL {
        let mut row = vec![labels.seat(seat).to_string()];
        row.extend(
            PRINTED_STRAINS
                .iter()
                .map(|s| table.tricks(seat, *s).to_string()),
        );
        rows.push(row);
    }
    rows
}

/// A board's traveller as printed under the deal: its caption, the column heads, each line's
/// cells, and what its marks mean. Plain text; each renderer escapes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TravellerTable {
    pub caption: String,
    pub header: Vec<String>,
    pub rows: Vec<TravellerRow>,
    /// What ▶ and * mean, when the table uses them.
    pub note: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TravellerRow {
    pub cells: Vec<String>,
    /// The case's own line, printed strong and marked ▶.
    pub own: bool,
}

/// Matchpoints as printed: at most two decimals, none when whole, in the language's form.
fn matchpoint_text(value: f64, labels: &Labels) -> String {
    let fixed = format!("{:.2}", value.abs());
    let text = fixed.trim_end_matches('0').trim_end_matches('.');
    let text = match labels.language {
        CasebookLanguage::Russian | CasebookLanguage::Bulgarian => text.replace('.', ","),
        CasebookLanguage::English => text.to_string(),
    };
    if value < 0.0 {
        format!("−{text}")
    } else {
        text
    }
}

/// A traveller line's result or adjusted score in the casebook's language: `4♥= N`,
/// `4♠ с контрой −2 В`.
fn line_result_text(result: &LineResult, labels: &Labels) -> String {
    result.describe_in(CallLanguage::from(labels.language))
}

/// The traveller of `case`'s board: table, pairs, result, North–South's score and both
/// sides' matchpoints; after the ruling too, when it moves anyone, each figure it moves
/// marked `*`; the case's own line marked `▶`.
pub fn traveller_table(traveller: &CaseTraveller, case: &Case, labels: &Labels) -> TravellerTable {
    let field = &traveller.field;
    let moves = traveller.ruling.is_some()
        && field
            .lines
            .iter()
            .any(|l| l.ns.matchpoints.moved() || l.ew.matchpoints.moved());
    let json = TravellerJson::new(field, moves);
    let (ns, ew) = (labels.side(Side::NS), labels.side(Side::EW));

    let mut caption = vec![labels.traveller.to_string()];
    let event = case.identity.event.trim();
    if !event.is_empty() {
        caption.push(event.to_string());
    }
    caption.push(format!("{} {}", labels.board.to_lowercase(), field.board));
    let mut top = format!("{} {}, {}", labels.top, field.top, labels.matchpoint_scale);
    if field.expected_results as usize != field.lines.len() {
        top.push_str(&format!(" ({})", labels.neuberg(field.expected_results)));
    }
    caption.push(top);
    match (&traveller.ruling, traveller.own_line) {
        (Some(ruling), _) => caption.push(format!(
            "{} {}",
            labels.ruling_gives,
            line_result_text(ruling, labels)
        )),
        (None, Some(_)) if !traveller.ruling_unplaced => {
            caption.push(labels.table_result_stands.to_string());
        }
        _ => {}
    }

    let mut header = vec![
        labels.table.to_string(),
        ns.to_string(),
        ew.to_string(),
        labels.result.to_string(),
        format!("{} {ns}", labels.score),
        format!("{} {ns}", labels.matchpoints),
        format!("{} {ew}", labels.matchpoints),
    ];
    if moves {
        header.push(format!("{ns} {}", labels.after_ruling));
        header.push(format!("{ew} {}", labels.after_ruling));
    }

    let rows = field
        .lines
        .iter()
        .zip(&json.lines)
        .enumerate()
        .map(|(i, (rescored, figures))| {
            let line = &rescored.line;
            let own = traveller.own_line == Some(i);
            let mut table = match (&line.section, line.table) {
                (Some(section), Some(table)) => format!("{section} {table}"),
                (Some(section), None) => section.clone(),
                (None, Some(table)) => table.to_string(),
                (None, None) => String::new(),
            };
            if own {
                table = format!("▶ {table}").trim_end().to_string();
            }
            let mut cells = vec![
                table,
                line.ns.to_string(),
                line.ew.to_string(),
                line_result_text(&line.result, labels),
                figures.score_ns.map(signed_points).unwrap_or_default(),
                matchpoint_text(figures.mp_ns, labels),
                matchpoint_text(figures.mp_ew, labels),
            ];
            if moves {
                let after = |value: Option<f64>, moved: bool| {
                    let text = value.map_or_else(String::new, |v| matchpoint_text(v, labels));
                    if moved { format!("{text}*") } else { text }
                };
                cells.push(after(
                    figures.mp_ns_adjusted,
                    rescored.ns.matchpoints.moved(),
                ));
                cells.push(after(
                    figures.mp_ew_adjusted,
                    rescored.ew.matchpoints.moved(),
                ));
            }
            TravellerRow { cells, own }
        })
        .collect();

    let mut marks = Vec::new();
    if traveller.own_line.is_some() {
        marks.push(labels.own_table_mark);
    }
    if moves {
        marks.push(labels.moved_mark);
    }
    TravellerTable {
        caption: caption.join(" · "),
        header,
        rows,
        note: (!marks.is_empty()).then(|| marks.join("; ")),
    }
}

/// The line under a commentator's name: his marks (on the panel's scale, which the front
/// matter names) and his verdict (`Решение судьи 40 · Решение по апелляции 90 · улучшило
/// решение судьи`); empty when he gave none.
pub fn panel_marks(comment: &crate::panel::PanelComment, labels: &Labels) -> String {
    let mut parts = Vec::new();
    if let Some(mark) = comment.ruling_mark {
        parts.push(format!("{} {mark}", labels.panel_ruling));
    }
    if let Some(mark) = comment.decision_mark {
        parts.push(format!("{} {mark}", labels.panel_decision));
    }
    if let Some(verdict) = comment.verdict {
        let at = crate::panel::PanelVerdict::ALL
            .iter()
            .position(|v| *v == verdict)
            .unwrap_or(0);
        parts.push(labels.panel_verdicts[at].to_string());
    }
    parts.join(" · ")
}

/// The panel's average marks of a case (`Средняя оценка коллегии: решение судьи 55, решение по
/// апелляции 85`), or `None` with fewer than two marks to average.
pub fn panel_average(comments: &[crate::panel::PanelComment], labels: &Labels) -> Option<String> {
    let (ruling, decision) = crate::panel::mark_averages(comments);
    let marked = comments
        .iter()
        .filter(|c| c.ruling_mark.is_some() || c.decision_mark.is_some())
        .count();
    if marked < 2 {
        return None;
    }
    let mut parts = Vec::new();
    if let Some(ruling) = ruling {
        parts.push(format!("{} {ruling:.0}", labels.panel_ruling));
    }
    if let Some(decision) = decision {
        parts.push(format!("{} {decision:.0}", labels.panel_decision));
    }
    Some(format!("{}: {}", labels.panel_average, parts.join(", ")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::publish::labels::{EN, RU};

    /// A case whose ruling leaves the table result: the traveller has no columns after the
    /// ruling and no `*`, its caption says the result stands. Three tables of board 5 made up
    /// for the test, scored by hand on the scale of two for a win: +620 4, +170 2, −100 0.
    #[test]
    fn a_traveller_without_a_ruling_that_moves_anything_has_no_after_columns() {
        use crate::adjust::Outcome;
        use crate::profile::{DEFAULT_PROFILE, Profile};
        use crate::results::{Traveller, TravellerLine};
        let board = crate::bridge::BoardNumber::new(5).expect("a board");
        let played = |ns: u32, contract: &str, tricks: u8| {
            let outcome =
                Outcome::played(contract.parse().expect("a contract"), Seat::North, tricks)
                    .expect("a result");
            TravellerLine::new(ns, ns + 10, LineResult::Played(outcome))
        };
        let mut traveller = Traveller::new(board);
        traveller.lines = vec![played(1, "4H", 10), played(2, "3H", 10), played(3, "4H", 9)];
        let profile = Profile::bundled(DEFAULT_PROFILE).expect("the default profile");
        let printed = CaseTraveller {
            field: traveller.rescored(&[], &profile).expect("scored"),
            own_line: Some(1),
            ruling: None,
            ruling_unplaced: false,
        };
        let mut case = Case::new(board);
        case.identity.event = "Pairs".into();
        let table = traveller_table(&printed, &case, &EN);
        assert_eq!(
            table.caption,
            "Traveller · Pairs · board 5 · top 4, matchpoints on the scale of two for a win · the table result stands"
        );
        assert_eq!(table.header.len(), 7);
        let cells: Vec<&[String]> = table.rows.iter().map(|r| &r.cells[..]).collect();
        assert_eq!(cells[0], ["", "1", "11", "4♥= N", "+620", "4", "0"]);
        assert_eq!(cells[1], ["▶", "2", "12", "3♥+1 N", "+170", "2", "2"]);
        assert_eq!(cells[2], ["", "3", "13", "4♥−1 N", "−100", "0", "4"]);
        assert!(table.rows[1].own && !table.rows[0].own);
        assert_eq!(table.note.as_deref(), Some("▶ the case's table"));

        let unplaced = CaseTraveller {
            ruling_unplaced: true,
            ..printed
        };
        let table = traveller_table(&unplaced, &case, &RU);
        assert_eq!(
            table.caption,
            "Протокол сдачи · Pairs · сдача 5 · топ 4, матч-пункты по шкале «два за выигрыш»"
        );
        assert_eq!(table.rows[1].cells[3], "3♥+1 С");
    }

    /// Sample case У-03 ends in 4♠ doubled by East, one down (`assets/samples`); a Russian
    /// casebook says "с контрой" (commentary-1997-ru.txt line 245) and БК for no trumps (line 2034).
    #[test]
    fn contracts_are_spelled_in_the_casebooks_language() {
        let doubled = TableResult {
            contract: Some("4SX".parse().expect("a contract")),
            declarer: Some(Seat::East),
            tricks: Some(9),
            ns_score: None,
        };
        assert_eq!(
            contract_line(&doubled, &RU).as_deref(),
            Some("4♠ с контрой Восток")
        );
        assert_eq!(contract_line(&doubled, &EN).as_deref(), Some("4♠X by East"));
        let contract = doubled.contract.expect("set");
        let none = Vulnerability::None;
        assert_eq!(
            contract_result(contract, Seat::East, 9, none, &RU).as_deref(),
            Some("4♠ с контрой −1")
        );
        let three_nt = "3NT".parse().expect("a contract");
        assert_eq!(
            contract_result(three_nt, Seat::South, 10, none, &RU).as_deref(),
            Some("3БК+1")
        );
        assert_eq!(
            contract_result(three_nt, Seat::South, 10, none, &EN).as_deref(),
            Some("3NT+1")
        );
        assert_eq!(contract_result(three_nt, Seat::South, 14, none, &EN), None);
    }
}
