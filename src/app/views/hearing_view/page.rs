//! What the room sees, as words before any layout: the title, the four hands as the casebook
//! prints them, the auction as a W N E S grid with its notes, and the question the committee
//! is on with its answer and, when asked for, the poll's tally.

use super::HearingView;
use crate::app::widgets::{auction_grid, deal_diagram};
use crate::i18n::{FluentArgs, Language};
use casebook::bridge::Seat;
use casebook::case::Case;
use casebook::publish::layout::{self, AUCTION_COLUMNS};
use casebook::workflow::Workflow;

/// How a line of the question block is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Emphasis {
    Plain,
    Strong,
    Weak,
}

/// One hand: the seat's name, and its four suit lines (none when the hand is not known).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct HandBlock {
    pub seat: Seat,
    pub name: String,
    pub lines: Vec<String>,
}

/// The page of the hearing view.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct HearingPage {
    pub title: String,
    /// North, East, South, West.
    pub hands: Vec<HandBlock>,
    /// The seats heading the auction's columns, West first.
    pub auction_header: Vec<String>,
    /// The auction's rows, a cell a seat; an empty cell where no call was made.
    pub auction_rows: Vec<Vec<String>>,
    /// The notes under the auction, then the question block, line by line.
    pub text: Vec<(String, Emphasis)>,
    /// How to move between the questions and leave.
    pub keys: String,
}

impl HearingPage {
    pub fn of(
        case: &Case,
        workflow: Option<&Workflow<'static>>,
        view: &HearingView,
        language: Language,
    ) -> HearingPage {
        let mut args = FluentArgs::new();
        args.set("case", case.identity.case_number.clone());
        args.set("board", case.board.number.get());
        let hands = Seat::ALL
            .into_iter()
            .map(|seat| HandBlock {
                seat,
                name: language.tr(&deal_diagram::seat_key(seat)),
                lines: case.board.deal.hand(seat).map_or_else(
                    || vec![layout::VOID.to_string()],
                    |hand| casebook::publish::layout::hand_lines(&hand).to_vec(),
                ),
            })
            .collect();
        let auction_rows =
            layout::auction_rows(&case.auction, auction_grid::call_language(language))
                .into_iter()
                .map(|row| {
                    row.into_iter()
                        .map(|cell| cell.map(|c| c.text()).unwrap_or_default())
                        .collect()
                })
                .collect();
        let mut text: Vec<(String, Emphasis)> = auction_grid::notes(&case.auction, language)
            .into_iter()
            .map(|note| (note, Emphasis::Plain))
            .collect();
        text.extend(step_lines(case, workflow, view, language));
        HearingPage {
            title: language.tr_args("hearing-title", &args),
            hands,
            auction_header: AUCTION_COLUMNS
                .iter()
                .map(|seat| language.tr(&deal_diagram::seat_key(*seat)))
                .collect(),
            auction_rows,
            text,
            keys: language.tr("hearing-keys"),
        }
    }

    /// The page when no case is open.
    pub fn empty(language: Language) -> HearingPage {
        HearingPage {
            title: language.tr("hearing-no-case"),
            hands: Vec::new(),
            auction_header: Vec::new(),
            auction_rows: Vec::new(),
            text: Vec::new(),
            keys: language.tr("hearing-keys"),
        }
    }
}

/// The current step's number, question and answer, and the tally when asked for.
fn step_lines(
    case: &Case,
    workflow: Option<&Workflow<'static>>,
    view: &HearingView,
    language: Language,
) -> Vec<(String, Emphasis)> {
    let mut lines = Vec::new();
    let steps = workflow.map(Workflow::steps).unwrap_or_default();
    if let (Some(workflow), Some(step)) = (workflow, steps.get(view.step)) {
        let mut args = FluentArgs::new();
        args.set("number", view.step + 1);
        args.set("count", steps.len());
        lines.push((language.tr_args("hearing-step", &args), Emphasis::Weak));
        lines.push((
            step.question.get(language.core()).to_string(),
            Emphasis::Strong,
        ));
        if let Some(recorded) = workflow.recorded(case, &step.id) {
            let answer = recorded.answer.as_ref().map_or_else(
                || recorded.stored.clone(),
                |a| a.describe(step, language.core()),
            );
            lines.push((answer, Emphasis::Plain));
        }
        if view.show_tally {
            for poll in case.polls.iter().filter(|p| {
                p.step
                    .as_deref()
                    .is_some_and(|s| s == step.id || s == step.short_id())
            }) {
                for (action, chose, considered) in casebook::publish::poll_tally(poll) {
                    let mut args = FluentArgs::new();
                    args.set("action", action);
                    args.set("chose", chose);
                    args.set("considered", considered);
                    args.set("polled", poll.pollees.len());
                    lines.push((
                        language.tr_args("hearing-tally-row", &args),
                        Emphasis::Plain,
                    ));
                }
            }
        }
    }
    lines
}
