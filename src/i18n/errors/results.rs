//! An event's results: a file that does not read, a board refused at its place, and a case
//! whose board has no results.

use super::{Described, arg, say, side_name};
use crate::i18n::Language;
use casebook::results::field::FieldError;
use casebook::results::{Place, Problem, ReadError, Refusal};

/// `board 7, table 4 (line 12)` / `сдача 7, стол 4 (строка 12)`.
fn place(language: Language, place: &Place) -> String {
    let mut parts = Vec::new();
    if let Some(board) = place.board {
        parts.push(say(
            language,
            "results-place-board",
            [("board", arg(board.get()))],
        ));
    }
    if let Some(section) = &place.section {
        parts.push(say(
            language,
            "results-place-section",
            [("section", arg(section.clone()))],
        ));
    }
    match (place.table, place.pairs) {
        (Some(table), _) => parts.push(say(
            language,
            "results-place-table",
            [("table", arg(table))],
        )),
        (None, Some((ns, ew))) => parts.push(say(
            language,
            "results-place-pairs",
            [("ns", arg(ns)), ("ew", arg(ew))],
        )),
        (None, None) => {}
    }
    let named = parts.join(", ");
    match (named.is_empty(), place.line) {
        (true, Some(line)) => say(language, "results-place-line", [("line", arg(line))]),
        (false, Some(line)) => format!(
            "{named} ({})",
            say(language, "results-place-line", [("line", arg(line))])
        ),
        (_, None) => named,
    }
}

fn unit(language: Language, unit: &str) -> String {
    let key = match unit {
        "matchpoints" => "results-unit-matchpoints",
        "Butler IMPs" => "results-unit-butler",
        "cross-IMPs" => "results-unit-cross-imps",
        _ => "results-unit-imps",
    };
    language.tr(key)
}

impl Described for Problem {
    fn describe(&self, language: Language) -> String {
        match self {
            Problem::Unreadable(detail) => detail.clone(),
            Problem::WrongScore {
                result,
                law77,
                given,
            } => say(
                language,
                "error-results-wrong-score",
                [
                    ("result", arg(result.clone())),
                    ("law77", arg(*law77)),
                    ("given", arg(*given)),
                ],
            ),
            Problem::NoSuchBoard { board, boards } => say(
                language,
                "error-results-no-such-board",
                [("board", arg(board.get())), ("boards", arg(boards.clone()))],
            ),
            Problem::PairTwice { side, pair } => say(
                language,
                "error-results-pair-twice",
                [
                    ("side", arg(side_name(language, *side))),
                    ("pair", arg(*pair)),
                ],
            ),
            Problem::TableTwice(table) => say(
                language,
                "error-results-table-twice",
                [("table", arg(*table))],
            ),
            Problem::TwoVulnerabilities { first, second } => say(
                language,
                "error-results-two-vulnerabilities",
                [
                    ("first", arg(first.clone())),
                    ("second", arg(second.clone())),
                ],
            ),
            Problem::PointsDisagree {
                side,
                given,
                unit: points,
                computed,
            } => say(
                language,
                "error-results-points-disagree",
                [
                    ("side", arg(side_name(language, *side))),
                    ("given", arg(given.clone())),
                    ("unit", arg(unit(language, points))),
                    ("computed", arg(computed.clone())),
                ],
            ),
            Problem::DatumDisagrees { given, computed } => say(
                language,
                "error-results-datum",
                [("given", arg(*given)), ("computed", arg(*computed))],
            ),
            Problem::Unplaced(detail) => say(
                language,
                "error-results-unplaced",
                [("detail", arg(detail.clone()))],
            ),
            Problem::OtherEvent { file, event } => say(
                language,
                "error-results-other-event",
                [("file", arg(file.clone())), ("event", arg(event.clone()))],
            ),
            Problem::PairListedTwice { pair, .. } => say(
                language,
                "error-results-pair-listed-twice",
                [("pair", arg(*pair))],
            ),
            Problem::Rescoring(detail) => say(
                language,
                "error-results-rescoring",
                [("detail", arg(detail.clone()))],
            ),
        }
    }
}

impl Described for Refusal {
    fn describe(&self, language: Language) -> String {
        let at = place(language, &self.place);
        let problem = self.problem.describe(language);
        if at.is_empty() {
            problem
        } else {
            format!("{at}: {problem}")
        }
    }
}

impl Described for ReadError {
    fn describe(&self, language: Language) -> String {
        say(
            language,
            "error-results-read",
            [("detail", arg(self.to_string()))],
        )
    }
}

impl Described for FieldError {
    fn describe(&self, language: Language) -> String {
        match self {
            FieldError::Read(error) => error.describe(language),
            FieldError::Store(error) => error.describe(language),
            FieldError::NoEvent => language.tr("error-results-no-event"),
            FieldError::NoResults(event) => say(
                language,
                "error-results-no-results",
                [("event", arg(event.clone()))],
            ),
            FieldError::NoBoard { event, board } => say(
                language,
                "error-results-no-board",
                [("event", arg(event.clone())), ("board", arg(*board))],
            ),
            FieldError::Ruling(error) => say(
                language,
                "error-results-ruling",
                [("detail", arg(error.to_string()))],
            ),
            FieldError::Profile(error) => error.to_string(),
            FieldError::Unsupported(detail) => say(
                language,
                "error-results-ruling",
                [("detail", arg(detail.clone()))],
            ),
        }
    }
}
