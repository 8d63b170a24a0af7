//! Results from a USEBIO file (the EBU's results interchange format, version 1.2; 1.0 to 1.3
//! are read alike): `USEBIO > EVENT`, its `PARTICIPANTS > PAIR` and `BOARD > TRAVELLER_LINE`,
//! possibly within `SESSION` and `SECTION`. The shape is the one real exports have (Compscore3's,
//! the EBU's); the DTD itself was not found, so elements are looked for by name wherever they
//! stand. `HANDSET` (the deals) is not read; Casebook's own `VULNERABILITY`, `TABLE_NUMBER`
//! and `ROUND_NUMBER` are (see [`super::usebio_write`]). A multi-session file whose sessions
//! reuse board numbers reads as one session, and its repeated pairs are refused as such.

use super::figure::GivenFigure;
use super::line_fields::LineFields;
use super::read_error::ReadError;
use super::refusal::{Place, Problem, Refusal};
use super::traveller::{EventResults, PairEntry, ScoringMethod};
use crate::bridge::{BoardNumber, Side};
use roxmltree::{Document, Node, ParsingOptions};

/// Far more nodes than any event's results hold; a bound for a hostile file.
const NODES_LIMIT: u32 = 20_000_000;

fn element<'a, 'input>(node: Node<'a, 'input>, name: &str) -> Option<Node<'a, 'input>> {
    node.children()
        .find(|c| c.is_element() && c.tag_name().name() == name)
}

/// The text of a child element, trimmed; `None` when absent or empty.
fn text<'a>(node: Node<'a, '_>, name: &str) -> Option<&'a str> {
    element(node, name)
        .and_then(|e| e.text())
        .map(str::trim)
        .filter(|t| !t.is_empty())
}

fn line_of(document: &Document, node: Node) -> usize {
    document.text_pos_at(node.range().start).row as usize
}

fn inside(node: Node, name: &str) -> bool {
    node.ancestors().any(|a| a.tag_name().name() == name)
}

/// The section a node stands in: `SECTION_ID` as an attribute or a child of `SECTION`.
fn section<'a>(node: Node<'a, '_>) -> Option<&'a str> {
    let section = node
        .ancestors()
        .find(|a| a.is_element() && a.tag_name().name() == "SECTION")?;
    section
        .attribute("SECTION_ID")
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .or_else(|| text(section, "SECTION_ID"))
}

/// The points elements of each scoring method, North–South's and East–West's.
const POINTS: [(ScoringMethod, &str, &str); 4] = [
    (
        ScoringMethod::Matchpoints,
        "NS_MATCH_POINTS",
        "EW_MATCH_POINTS",
    ),
    (
        ScoringMethod::Butler,
        "NS_BUTLER_POINTS",
        "EW_BUTLER_POINTS",
    ),
    (
        ScoringMethod::CrossImps,
        "NS_CROSS_IMP_POINTS",
        "EW_CROSS_IMP_POINTS",
    ),
    (ScoringMethod::Imps, "NS_IMPS", "EW_IMPS"),
];

/// The method the event states: `BOARD_SCORING_METHOD`, else its `EVENT_TYPE`.
fn stated_method(event: Node) -> Option<ScoringMethod> {
    let stated = text(event, "BOARD_SCORING_METHOD")
        .or_else(|| event.attribute("EVENT_TYPE"))
        .unwrap_or_default()
        .to_ascii_uppercase();
    if stated.contains("BUTLER") {
        Some(ScoringMethod::Butler)
    } else if stated.contains("CROSS") {
        Some(ScoringMethod::CrossImps)
    } else if stated.contains("MATCH") || stated == "PAIRS" {
        Some(ScoringMethod::Matchpoints)
    } else if stated.contains("IMP") {
        Some(ScoringMethod::Imps)
    } else {
        None
    }
}

fn pair(node: Node) -> Result<PairEntry, String> {
    let number_text = text(node, "PAIR_NUMBER").ok_or("a PAIR has no PAIR_NUMBER")?;
    let number = number_text
        .parse::<u32>()
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| format!("\"{number_text}\" is not a pair number"))?;
    let figure = |name: &str| text(node, name).map(GivenFigure::parse).transpose();
    Ok(PairEntry {
        section: section(node).map(str::to_string),
        number,
        direction: text(node, "DIRECTION")
            .map(|d| d.parse::<Side>().map_err(|e| format!("pair {number}: {e}")))
            .transpose()?,
        names: node
            .children()
            .filter(|c| c.tag_name().name() == "PLAYER")
            .filter_map(|p| text(p, "PLAYER_NAME"))
            .map(str::to_string)
            .collect(),
        total: figure("TOTAL_SCORE")?,
        percentage: figure("PERCENTAGE")?,
        place: text(node, "PLACE").map(str::to_string),
    })
}

fn board(results: &mut EventResults, document: &Document, node: Node) {
    let line = line_of(document, node);
    let number = match text(node, "BOARD_NUMBER").map(str::parse::<BoardNumber>) {
        Some(Ok(number)) => number,
        Some(Err(error)) => {
            results.unreadable.push(Refusal::new(
                Place::at_line(line),
                Problem::Unplaced(error.to_string()),
            ));
            return;
        }
        None => {
            results.unreadable.push(Refusal::new(
                Place::at_line(line),
                Problem::Unplaced("a BOARD has no BOARD_NUMBER".into()),
            ));
            return;
        }
    };
    let first_seen = results.board(number).is_none();
    let traveller = results.traveller_mut(number);
    if first_seen {
        // Casebook's writer marks a board whose vulnerability is not Law 2's.
        if let Some(Ok(marked)) = text(node, "VULNERABILITY").map(str::parse) {
            traveller.vulnerability = marked;
        }
        traveller.datum = text(node, "BOARD_AVERAGE").and_then(|d| d.parse().ok());
    }
    for line_node in node
        .children()
        .filter(|c| c.tag_name().name() == "TRAVELLER_LINE")
    {
        let field = |name: &str| text(line_node, name);
        let (points_ns, points_ew) = POINTS
            .iter()
            .find_map(|(_, ns, ew)| {
                (field(ns).is_some() || field(ew).is_some()).then(|| (field(ns), field(ew)))
            })
            .unwrap_or((None, None));
        let fields = LineFields {
            board: None,
            section: section(line_node),
            table: field("TABLE_NUMBER"),
            round: field("ROUND_NUMBER"),
            ns: field("NS_PAIR_NUMBER"),
            ew: field("EW_PAIR_NUMBER"),
            contract: field("CONTRACT"),
            declarer: field("PLAYED_BY"),
            tricks: field("TRICKS"),
            lead: field("LEAD"),
            score_ns: field("SCORE"),
            score_ew: None,
            points_ns,
            points_ew,
            artificial: field("ARTIFICIAL_SCORE"),
            vulnerability: None,
        };
        match fields.line() {
            Ok(line) => results.traveller_mut(number).lines.push(line),
            Err(problem) => {
                let place = fields
                    .place(number)
                    .with_line(Some(line_of(document, line_node)));
                results
                    .unreadable
                    .push(Refusal::new(place, Problem::Unreadable(problem)));
            }
        }
    }
}

/// Reads the text of a USEBIO file.
pub(super) fn read(file: &str) -> Result<EventResults, ReadError> {
    let options = ParsingOptions {
        allow_dtd: true,
        nodes_limit: NODES_LIMIT,
        entity_resolver: None,
    };
    let document = Document::parse_with_options(file, options).map_err(|e| ReadError::Xml {
        line: e.pos().row,
        column: e.pos().col,
        message: e.to_string(),
    })?;
    let root = document.root_element();
    if root.tag_name().name() != "USEBIO" {
        return Err(ReadError::NotUsebio(format!(
            "its root element is <{}>, not <USEBIO>",
            root.tag_name().name()
        )));
    }
    let events: Vec<Node> = root
        .descendants()
        .filter(|n| n.tag_name().name() == "EVENT")
        .collect();
    let event = match events.as_slice() {
        [event] => *event,
        [] => return Err(ReadError::NoResults("USEBIO")),
        several => return Err(ReadError::SeveralEvents(several.len())),
    };
    let mut results = EventResults {
        event: text(event, "EVENT_DESCRIPTION")
            .or_else(|| text(event, "TITLE"))
            .map(str::to_string),
        ..EventResults::default()
    };
    let in_lines = POINTS.iter().find(|(_, ns, ew)| {
        event
            .descendants()
            .any(|n| matches!(n.tag_name().name(), name if name == *ns || name == *ew))
    });
    results.method = in_lines
        .map(|(method, _, _)| *method)
        .or(stated_method(event));
    for node in event
        .descendants()
        .filter(|n| n.tag_name().name() == "PAIR" && inside(*n, "PARTICIPANTS"))
    {
        match pair(node) {
            Ok(entry) => results.pairs.push(entry),
            Err(problem) => results.unreadable.push(Refusal::new(
                Place::at_line(line_of(&document, node)),
                Problem::Unplaced(problem),
            )),
        }
    }
    let boards: Vec<Node> = event
        .descendants()
        .filter(|n| n.tag_name().name() == "BOARD" && !inside(*n, "HANDSET"))
        .collect();
    if boards.is_empty() {
        return Err(ReadError::NoResults("USEBIO"));
    }
    for node in boards {
        board(&mut results, &document, node);
    }
    Ok(results)
}
