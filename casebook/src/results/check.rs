//! Checked, not trusted: every line's score against Law 77 for its result and the board's
//! vulnerability, the file's points against the traveller recomputed, the boards against the
//! event's, the pairs against each other. A board with a bad line is refused whole.

use super::figure::GivenFigure;
use super::line::{LineResult, TravellerLine};
use super::refusal::{Place, Problem, Refusal};
use super::report::{CheckOptions, ImportReport, RefusedBoard};
use super::rescore::RescoredField;
use super::traveller::{EventResults, ScoringMethod, Traveller};
use crate::adjust::{Language, Outcome, Rational, number};
use crate::bridge::{CallLanguage, Side};
use crate::profile::Profile;
use crate::text::ranges;

/// `4♠= by N`, `passed out`.
fn result_text(outcome: &Outcome) -> String {
    match *outcome {
        Outcome::Played {
            contract,
            declarer,
            tricks,
        } => format!(
            "{} by {}",
            CallLanguage::English.result(contract, tricks),
            declarer.letter()
        ),
        Outcome::PassedOut => "passed out".to_string(),
    }
}

/// Pairs and tables that appear twice on the board.
fn duplicates(traveller: &Traveller) -> Vec<Refusal> {
    let mut refusals = Vec::new();
    for (i, line) in traveller.lines.iter().enumerate() {
        let earlier = &traveller.lines[..i];
        let same_section = |other: &&TravellerLine| other.section == line.section;
        let place = || Place::of_line(traveller.board, line);
        for side in [Side::NS, Side::EW] {
            if earlier
                .iter()
                .filter(same_section)
                .any(|other| other.pair(side) == line.pair(side))
            {
                refusals.push(Refusal::new(
                    place(),
                    Problem::PairTwice {
                        side,
                        pair: line.pair(side),
                    },
                ));
            }
        }
        if let Some(table) = line.table
            && earlier
                .iter()
                .filter(same_section)
                .any(|other| other.table == Some(table))
        {
            refusals.push(Refusal::new(place(), Problem::TableTwice(table)));
        }
    }
    refusals
}

/// Each played line's score against Law 77.
fn law77(traveller: &Traveller) -> Vec<Refusal> {
    let mut refusals = Vec::new();
    for line in &traveller.lines {
        let place = || Place::of_line(traveller.board, line);
        let LineResult::Played(outcome) = &line.result else {
            continue;
        };
        match outcome.ns_points(traveller.vulnerability) {
            Err(error) => refusals.push(Refusal::new(
                place(),
                Problem::Unreadable(error.to_string()),
            )),
            Ok(law77) => {
                if let Some(given) = line.score_ns
                    && given != law77
                {
                    refusals.push(Refusal::new(
                        place(),
                        Problem::WrongScore {
                            result: result_text(outcome),
                            law77,
                            given,
                        },
                    ));
                }
            }
        }
    }
    refusals
}

/// One way a file may have computed its points: which rescoring, and the factor from the
/// traveller's points to the file's.
struct Reading<'a> {
    field: &'a RescoredField,
    factor: Rational,
}

impl Reading<'_> {
    fn computed(&self, line: usize, side: Side, method: ScoringMethod) -> Option<Rational> {
        let scores = self.field.lines[line].side(side);
        scores.by(method)?.before.exact.checked_mul(self.factor)
    }

    /// The lines and sides whose given points this reading does not give. An artificial
    /// score's points are not compared: a session score may have replaced average plus or
    /// minus (2017 Law 12C2(c)), which the traveller does not know.
    fn misses(
        &self,
        traveller: &Traveller,
        method: ScoringMethod,
    ) -> Vec<(usize, Side, GivenFigure)> {
        let mut misses = Vec::new();
        for (i, line) in traveller.lines.iter().enumerate() {
            if matches!(line.result, LineResult::Artificial { .. }) {
                continue;
            }
            for side in [Side::NS, Side::EW] {
                if let Some(given) = line.points(side)
                    && !self
                        .computed(i, side, method)
                        .is_some_and(|c| given.agrees_with(c))
                {
                    misses.push((i, side, given));
                }
            }
        }
        misses
    }
}

fn figure_text(value: Rational) -> String {
    let text = number(value, Language::English);
    if value.is_negative() {
        format!("-{text}")
    } else {
        text
    }
}

/// The file's points against the traveller's, on the scale and by the Neuberg use that fits.
fn points(traveller: &Traveller, method: ScoringMethod, fields: &[RescoredField]) -> Vec<Refusal> {
    if method == ScoringMethod::Imps
        || traveller
            .lines
            .iter()
            .all(|l| l.points_ns.is_none() && l.points_ew.is_none())
    {
        return Vec::new();
    }
    let half = Rational::new(1, 2).unwrap_or(Rational::ONE);
    let mut readings = Vec::new();
    for field in fields {
        match method {
            // Two for a win or one for a win.
            ScoringMethod::Matchpoints => {
                for factor in [Rational::ONE, half] {
                    readings.push(Reading { field, factor });
                }
            }
            // Averaged over the comparisons, or their total.
            ScoringMethod::CrossImps => {
                let comparisons = field
                    .lines
                    .iter()
                    .filter(|l| !matches!(l.line.result, LineResult::Artificial { .. }))
                    .count()
                    .saturating_sub(1);
                readings.push(Reading {
                    field,
                    factor: Rational::ONE,
                });
                readings.push(Reading {
                    field,
                    factor: Rational::integer(comparisons.max(1) as i64),
                });
            }
            _ => readings.push(Reading {
                field,
                factor: Rational::ONE,
            }),
        }
    }
    let Some(best) = readings
        .iter()
        .min_by_key(|r| r.misses(traveller, method).len())
    else {
        return Vec::new();
    };
    let mut refusals: Vec<Refusal> = best
        .misses(traveller, method)
        .into_iter()
        .map(|(i, side, given)| {
            let line = &traveller.lines[i];
            let computed = best
                .computed(i, side, method)
                .map_or_else(|| "nothing".to_string(), figure_text);
            let computed = match method {
                ScoringMethod::Matchpoints => {
                    let top = Rational::integer(i64::from(best.field.top))
                        .checked_mul(best.factor)
                        .map_or_else(String::new, figure_text);
                    format!("{computed} of a top of {top}")
                }
                _ => computed,
            };
            Refusal::new(
                Place::of_line(traveller.board, line),
                Problem::PointsDisagree {
                    side,
                    given: given.to_string(),
                    unit: method.unit(),
                    computed,
                },
            )
        })
        .collect();
    if method == ScoringMethod::Butler
        && let (Some(given), Some(field)) = (traveller.datum, fields.first())
        && let Some(computed) = field.datum_before
        && given != computed
    {
        refusals.push(Refusal::new(
            Place::of_board(traveller.board),
            Problem::DatumDisagrees { given, computed },
        ));
    }
    refusals
}

fn same_event(a: &str, b: &str) -> bool {
    let words = |s: &str| {
        s.split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .to_lowercase()
    };
    words(a) == words(b)
}

impl EventResults {
    /// Checks every board (see the module docs of [`crate::results`]) and says which are
    /// imported and which are refused, and why.
    pub fn check(&self, options: &CheckOptions, profile: &Profile) -> ImportReport {
        let mut report = ImportReport {
            file_refusals: self.file_refusals(options),
            ..ImportReport::default()
        };
        let expected = self.expected_results();
        let method = self.method.unwrap_or(ScoringMethod::Matchpoints);
        for traveller in &self.boards {
            let board = traveller.board;
            let mut refusals: Vec<Refusal> = self
                .unreadable
                .iter()
                .filter(|r| r.place.board == Some(board))
                .cloned()
                .collect();
            if let Some(boards) = &options.boards
                && !boards.contains(&board)
            {
                let mut numbers: Vec<u32> = boards.iter().map(|b| b.get()).collect();
                numbers.sort_unstable();
                refusals.push(Refusal::new(
                    Place::of_board(board),
                    Problem::NoSuchBoard {
                        board,
                        boards: ranges(&numbers),
                    },
                ));
            }
            refusals.extend(duplicates(traveller));
            refusals.extend(law77(traveller));
            if refusals.is_empty() {
                refusals.extend(self.rescoring_refusals(traveller, method, expected, profile));
            }
            if refusals.is_empty() {
                report.accepted.push(traveller.clone());
            } else {
                report.refused.push(RefusedBoard { board, refusals });
            }
        }
        // A board every line of which was unreadable has no traveller, but is refused all the
        // same.
        for refusal in &self.unreadable {
            if let Some(board) = refusal.place.board
                && self.board(board).is_none()
            {
                match report.refused.iter_mut().find(|b| b.board == board) {
                    Some(refused) => refused.refusals.push(refusal.clone()),
                    None => report.refused.push(RefusedBoard {
                        board,
                        refusals: vec![refusal.clone()],
                    }),
                }
            }
        }
        report.refused.sort_by_key(|b| b.board);
        if !report.file_refusals.is_empty() {
            report.accepted.clear();
        }
        report
    }

    /// Reasons that refuse the whole file.
    fn file_refusals(&self, options: &CheckOptions) -> Vec<Refusal> {
        let mut refusals = Vec::new();
        if let (Some(event), Some(file)) = (&options.event, &self.event)
            && !same_event(event, file)
        {
            refusals.push(Refusal::new(
                Place::default(),
                Problem::OtherEvent {
                    file: file.clone(),
                    event: event.clone(),
                },
            ));
        }
        for (i, pair) in self.pairs.iter().enumerate() {
            if self.pairs[..i].iter().any(|p| {
                p.number == pair.number
                    && p.direction == pair.direction
                    && p.section == pair.section
            }) {
                refusals.push(Refusal::new(
                    Place {
                        section: pair.section.clone(),
                        ..Place::default()
                    },
                    Problem::PairListedTwice {
                        pair: pair.number,
                        direction: pair.direction,
                    },
                ));
            }
        }
        for refusal in self.unreadable.iter().filter(|r| r.place.board.is_none()) {
            let problem = match &refusal.problem {
                Problem::Unplaced(_) => refusal.problem.clone(),
                other => Problem::Unplaced(other.to_string()),
            };
            refusals.push(Refusal::new(refusal.place.clone(), problem));
        }
        refusals
    }

    /// The file's points against the board recomputed as it stands, with the event's expected
    /// results and with the board's own.
    fn rescoring_refusals(
        &self,
        traveller: &Traveller,
        method: ScoringMethod,
        expected: u32,
        profile: &Profile,
    ) -> Vec<Refusal> {
        let own = u32::try_from(traveller.lines.len()).unwrap_or(u32::MAX);
        // The event's expectation first; a board played as often as the most-played needs no
        // second reading.
        let mut expectations = vec![expected];
        if own != expected {
            expectations.push(own);
        }
        let mut fields = Vec::with_capacity(expectations.len());
        for results in expectations {
            match traveller.rescored_expecting(&[], profile, results) {
                Ok(field) => fields.push(field),
                Err(error) => {
                    return vec![Refusal::new(
                        Place::of_board(traveller.board),
                        Problem::Rescoring(error.to_string()),
                    )];
                }
            }
        }
        points(traveller, method, &fields)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::{BoardNumber, Seat};

    fn board(n: u32) -> BoardNumber {
        BoardNumber::new(n).expect("board")
    }

    fn line(
        table: u32,
        ns: u32,
        ew: u32,
        contract: &str,
        declarer: Seat,
        tricks: u8,
    ) -> TravellerLine {
        let outcome =
            Outcome::played(contract.parse().expect("contract"), declarer, tricks).expect("legal");
        let mut line = TravellerLine::new(ns, ew, LineResult::Played(outcome));
        line.table = Some(table);
        line
    }

    fn profile() -> Profile {
        Profile::bundled("ebu").expect("bundled")
    }

    fn event(lines: Vec<TravellerLine>) -> EventResults {
        let mut traveller = Traveller::new(board(7));
        traveller.lines = lines;
        EventResults {
            boards: vec![traveller],
            ..EventResults::default()
        }
    }

    #[test]
    fn a_score_that_is_not_law_77s_refuses_the_board() {
        // Board 7 is all vulnerable (Law 2): 4♠= is 620.
        let mut wrong = line(4, 1, 11, "4S", Seat::North, 10);
        wrong.score_ns = Some(650);
        let mut right = line(5, 2, 12, "4S", Seat::North, 10);
        right.score_ns = Some(620);
        let report = event(vec![wrong, right]).check(&CheckOptions::default(), &profile());
        assert!(report.accepted.is_empty());
        assert_eq!(
            report.refusal_lines(),
            ["board 7, table 4: 4♠= by N scores 620 not 650"]
        );
    }

    #[test]
    fn duplicated_pairs_and_tables_are_named() {
        let report = event(vec![
            line(1, 1, 11, "4S", Seat::North, 10),
            line(1, 1, 12, "4S", Seat::North, 10),
        ])
        .check(&CheckOptions::default(), &profile());
        assert_eq!(
            report.refusal_lines(),
            [
                "board 7, table 1: NS pair 1 has two lines on the board",
                "board 7, table 1: table 1 has two lines on the board"
            ]
        );
    }

    #[test]
    fn a_board_the_event_does_not_have_is_refused() {
        let options = CheckOptions {
            boards: Some((1..=6).map(board).collect()),
            event: None,
        };
        let report = event(vec![line(1, 1, 11, "4S", Seat::North, 10)]).check(&options, &profile());
        assert_eq!(
            report.refusal_lines(),
            ["board 7: the event has no board 7 (its boards are 1–6)"]
        );
    }

    #[test]
    fn matchpoints_given_on_either_scale_are_accepted_and_wrong_ones_named() {
        let scored = |mp: [(&str, &str); 3]| {
            let mut lines = vec![
                line(1, 1, 11, "4S", Seat::North, 10),
                line(2, 2, 12, "4S", Seat::North, 9),
                line(3, 3, 13, "2S", Seat::North, 9),
            ];
            for (line, (ns, ew)) in lines.iter_mut().zip(mp) {
                line.points_ns = GivenFigure::parse(ns).ok();
                line.points_ew = GivenFigure::parse(ew).ok();
            }
            let mut results = event(lines);
            results.method = Some(ScoringMethod::Matchpoints);
            results.check(&CheckOptions::default(), &profile())
        };
        // +620, −200, +140: 4 0 2 of a top of 4, or 2 0 1 of a top of 2.
        assert!(scored([("4", "0"), ("0", "4"), ("2", "2")]).is_clean());
        assert!(scored([("2.0", "0.0"), ("0", "2"), ("1", "1")]).is_clean());
        let report = scored([("4", "0"), ("1", "3"), ("2", "2")]);
        assert_eq!(
            report.refusal_lines(),
            [
                "board 7, table 2: the file gives NS 1 matchpoints, the traveller gives 0 of a top of 4",
                "board 7, table 2: the file gives EW 3 matchpoints, the traveller gives 4 of a top of 4"
            ]
        );
    }
}
