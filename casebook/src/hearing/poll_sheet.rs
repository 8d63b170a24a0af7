//! The problem a pollee is shown (2017 Law 16B1(b); 1997 commentary 16.9–16.10; polls as
//! directors run them): peers are given the player's hand and the auction as
//! the player knew it — the opponents' alerts and the explanations the player's side received —
//! and nothing the player was not entitled to: no break in tempo, no note of the Director or the
//! committee, no alert or explanation of the player's partner (that is the unauthorized
//! information itself), no explanation given behind screens to the other side of the table.

use crate::bridge::{BoardNumber, Call, Contract, Hand, Seat, Vulnerability};
use crate::case::{Case, ScoringForm};
use crate::publish::CasebookLanguage;

/// The paper the sheet is printed on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PageSize {
    #[default]
    A4,
    A5,
}

impl PageSize {
    pub fn code(self) -> &'static str {
        match self {
            PageSize::A4 => "a4",
            PageSize::A5 => "a5",
        }
    }
}

/// A call as the pollee sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetCall {
    pub seat: Seat,
    pub call: Call,
    /// Alerted by the opponents (the pollee's own side's alerts are not shown).
    pub alerted: bool,
    /// What the pollee's side was told the call means, when they asked.
    pub explanation: Option<String>,
}

/// Why no sheet can be made for the decision point asked. Calls are held as positions from 0
/// and named to people counting from 1, the dealer's first call.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SheetError {
    #[error("the auction has {calls} calls: there is no call {} to poll", asked + 1)]
    PastTheEnd { asked: usize, calls: usize },
    #[error("call {} was made by {acted}, not by {asked}", call + 1)]
    NotTheSeat {
        call: usize,
        asked: Seat,
        acted: Seat,
    },
    #[error("the case has no call to poll: give the call (no break in tempo or alert marks one)")]
    NoDecisionPoint,
    #[error("{seat}'s hand is not in the case's deal")]
    NoHand { seat: Seat },
    #[error("the auction has not ended in a contract: there is no opening lead to poll")]
    NoContract,
}

/// The decision a sheet is made for, as a user chooses it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum PolledDecision {
    /// The call at the case's decision point ([`decision_point`]).
    #[default]
    Call,
    /// The opening lead.
    OpeningLead,
}

/// What the pollee is asked to decide.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PolledAction {
    /// The next call, after the auction shown.
    Call,
    /// The opening lead against `contract` played by `declarer`, after the whole auction.
    OpeningLead { contract: Contract, declarer: Seat },
}

/// One pollee's sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PollSheet {
    pub case_number: String,
    pub board: BoardNumber,
    pub dealer: Seat,
    pub vulnerability: Vulnerability,
    pub scoring: Option<ScoringForm>,
    /// The player whose call is polled, and the hand they held.
    pub seat: Seat,
    pub hand: Hand,
    /// The calls before the decision point, from the dealer.
    pub auction: Vec<SheetCall>,
    /// The partnership's methods as the committee chooses to state them.
    pub methods: String,
    pub language: CasebookLanguage,
    pub polled: PolledAction,
}

/// The call the committee polls by default: after the first break in tempo, the next call by
/// the hesitator's partner (the UI question); else after the first alerted or explained call,
/// the next call by an opponent of the side that alerted (the misinformation question).
pub fn decision_point(case: &Case) -> Option<usize> {
    let calls = case.auction.calls.calls();
    let seat_of = |i: usize| case.auction.calls.seat_of(i);
    let after = |from: usize, wanted: &dyn Fn(Seat) -> bool| {
        (from + 1..calls.len()).find(|&i| seat_of(i).is_some_and(wanted))
    };
    let mut annotations: Vec<_> = case.auction.annotations.iter().collect();
    annotations.sort_by_key(|a| a.call);
    if let Some(slow) = annotations.iter().find(|a| a.tempo.is_some())
        && let Some(hesitator) = seat_of(slow.call)
        && let Some(i) = after(slow.call, &|s| s == hesitator.partner())
    {
        return Some(i);
    }
    let alerted = annotations
        .iter()
        .find(|a| a.alerted == Some(true) || !a.explanations.is_empty())?;
    let side = seat_of(alerted.call)?.side();
    after(alerted.call, &|s| s.side() != side)
}

impl PollSheet {
    /// The sheet for the case's call to poll, or for its opening lead.
    pub fn for_decision(
        case: &Case,
        decision: PolledDecision,
        methods: &str,
    ) -> Result<PollSheet, SheetError> {
        match decision {
            PolledDecision::Call => PollSheet::at_call(case, None, None, methods),
            PolledDecision::OpeningLead => PollSheet::at_opening_lead(case, methods),
        }
    }

    /// The sheet for the call at `call` (from 0, the dealer's first call); `seat`, when given,
    /// must be the seat that made it.
    pub fn at_call(
        case: &Case,
        call: Option<usize>,
        seat: Option<Seat>,
        methods: &str,
    ) -> Result<PollSheet, SheetError> {
        let calls = case.auction.calls.calls();
        let call = match call {
            Some(call) => call,
            None => decision_point(case).ok_or(SheetError::NoDecisionPoint)?,
        };
        let acted = case
            .auction
            .calls
            .seat_of(call)
            .filter(|_| call < calls.len())
            .ok_or(SheetError::PastTheEnd {
                asked: call,
                calls: calls.len(),
            })?;
        if let Some(asked) = seat
            && asked != acted
        {
            return Err(SheetError::NotTheSeat { call, asked, acted });
        }
        PollSheet::before(case, call, acted, methods, PolledAction::Call)
    }

    /// The sheet for the opening lead (a lead after unauthorized information, or after a
    /// misexplanation of the declaring side's methods): the leader — declarer's left-hand
    /// opponent — with the whole auction as that player knew it.
    pub fn at_opening_lead(case: &Case, methods: &str) -> Result<PollSheet, SheetError> {
        let (contract, declarer) = case
            .auction
            .calls
            .final_contract()
            .ok_or(SheetError::NoContract)?;
        let calls = case.auction.calls.calls().len();
        let polled = PolledAction::OpeningLead { contract, declarer };
        PollSheet::before(case, calls, declarer.next(), methods, polled)
    }

    /// The sheet for `seat`, shown the first `calls` calls.
    fn before(
        case: &Case,
        calls: usize,
        seat: Seat,
        methods: &str,
        polled: PolledAction,
    ) -> Result<PollSheet, SheetError> {
        let hand = case
            .board
            .deal
            .hand(seat)
            .filter(|h| h.len() == 13)
            .ok_or(SheetError::NoHand { seat })?;
        let auction = (0..calls)
            .filter_map(|i| {
                let by = case.auction.calls.seat_of(i)?;
                Some(seen_by(case, i, by, seat))
            })
            .collect();
        Ok(PollSheet {
            case_number: case.identity.case_number.clone(),
            board: case.board.number,
            dealer: case.board.dealer,
            vulnerability: case.board.vulnerability,
            scoring: case.identity.scoring,
            seat,
            hand,
            auction,
            methods: methods.trim().to_string(),
            language: CasebookLanguage::from_code(&case.language),
            polled,
        })
    }

    /// The position of the polled call in the auction (from 0, the dealer's first call);
    /// `None` for an opening lead.
    pub fn polled_call(&self) -> Option<usize> {
        match self.polled {
            PolledAction::Call => Some(self.auction.len()),
            PolledAction::OpeningLead { .. } => None,
        }
    }

    /// `Contract: 4♠ by North` for a lead problem.
    pub fn contract_line(&self) -> Option<String> {
        let PolledAction::OpeningLead { contract, declarer } = self.polled else {
            return None;
        };
        let labels = self.language.labels();
        let contract = crate::bridge::CallLanguage::from(self.language).spell(contract);
        let declarer = labels.seat(declarer);
        Some(match self.language {
            CasebookLanguage::Russian => format!("Контракт: {contract}, разыгрывает {declarer}"),
            CasebookLanguage::Bulgarian => format!("Договор: {contract}, декларант {declarer}"),
            CasebookLanguage::English => format!("Contract: {contract} by {declarer}"),
        })
    }

    /// The problem in plain text, for the poll's record: what every pollee was shown.
    pub fn problem_text(&self) -> String {
        let labels = self.language.labels();
        let language = self.language.into();
        let mut lines = vec![self.heading_line()];
        lines.push(format!(
            "{}: {}",
            labels.seat(self.seat),
            crate::publish::layout::hand_lines(&self.hand).join("  ")
        ));
        let auction: Vec<String> = self
            .auction
            .iter()
            .map(|c| {
                let mut text = format!(
                    "{} {}",
                    labels.seat(c.seat),
                    crate::bridge::CallLanguage::spell(language, c.call)
                );
                if c.alerted {
                    text.push_str(" (!)");
                }
                if let Some(explanation) = &c.explanation {
                    text.push_str(&format!(" — «{explanation}»"));
                }
                text
            })
            .collect();
        lines.push(format!("{}: {}", labels.auction, auction.join("; ")));
        lines.extend(self.contract_line());
        if !self.methods.is_empty() {
            lines.push(self.methods.clone());
        }
        lines.push(self.question().to_string());
        lines.join("\n")
    }

    /// `Board 11 · Dealer South · Vulnerable: none · Teams (IMPs)`.
    pub fn heading_line(&self) -> String {
        let labels = self.language.labels();
        let mut parts = vec![
            format!("{} {}", labels.board, self.board),
            format!("{}: {}", labels.dealer, labels.seat(self.dealer)),
            format!(
                "{}: {}",
                labels.vulnerability,
                labels.vulnerability(self.vulnerability)
            ),
        ];
        if let Some(scoring) = self.scoring {
            parts.push(labels.scoring(scoring).to_string());
        }
        parts.join(" · ")
    }

    /// `Poll — case У-02` (`Опрос — дело У-02`).
    pub fn title(&self) -> String {
        match self.language {
            CasebookLanguage::Russian => format!("Опрос — дело {}", self.case_number),
            CasebookLanguage::Bulgarian => format!("Анкета — казус {}", self.case_number),
            CasebookLanguage::English => format!("Poll — case {}", self.case_number),
        }
        .trim_end_matches([' ', '—'])
        .to_string()
    }

    /// `You are South, holding:`.
    pub fn hand_caption(&self) -> String {
        let seat = self.language.labels().seat(self.seat);
        match self.language {
            CasebookLanguage::Russian => format!("Вы — {seat}, ваша рука:"),
            CasebookLanguage::Bulgarian => format!("Вие сте {seat}, ръката ви е:"),
            CasebookLanguage::English => format!("You are {seat}, holding:"),
        }
    }

    /// What a bold call means on the sheet.
    pub fn alert_key(&self) -> &'static str {
        match self.language {
            CasebookLanguage::Russian => {
                "Жирным — заявки, алертированные соперниками; номер отсылает к объяснению, которое вы получили."
            }
            CasebookLanguage::Bulgarian => {
                "В получер шрифт — обявите, алертирани от противниците; номерът препраща към обяснението, което сте получили."
            }
            CasebookLanguage::English => {
                "Bold: calls the opponents alerted; a number refers to the explanation you were given."
            }
        }
    }

    pub fn methods_label(&self) -> &'static str {
        match self.language {
            CasebookLanguage::Russian => "Ваша система:",
            CasebookLanguage::Bulgarian => "Вашата система:",
            CasebookLanguage::English => "Your methods:",
        }
    }

    /// The lines the pollee (or the one polling) fills in.
    pub fn answer_fields(&self) -> [&'static str; 4] {
        let lead = matches!(self.polled, PolledAction::OpeningLead { .. });
        match self.language {
            CasebookLanguage::Russian if lead => [
                "Имя и класс игрока",
                "Ваш первый ход",
                "Какие ещё ходы вы всерьёз рассматривали",
                "Замечания",
            ],
            CasebookLanguage::Bulgarian if lead => [
                "Име и ниво на играча",
                "Вашата първоначална атака",
                "Какви други атаки сте обмисляли сериозно",
                "Коментар",
            ],
            CasebookLanguage::English if lead => [
                "Name and standard of the player",
                "Your lead",
                "What other leads you seriously considered",
                "Comments",
            ],
            CasebookLanguage::Russian => [
                "Имя и класс игрока",
                "Ваша заявка",
                "Что ещё вы всерьёз рассматривали",
                "Замечания",
            ],
            CasebookLanguage::Bulgarian => [
                "Име и ниво на играча",
                "Вашата обява",
                "Какво друго сте обмисляли сериозно",
                "Коментар",
            ],
            CasebookLanguage::English => [
                "Name and standard of the player",
                "Your call",
                "What else you seriously considered",
                "Comments",
            ],
        }
    }

    /// The question put to every pollee.
    pub fn question(&self) -> &'static str {
        let lead = matches!(self.polled, PolledAction::OpeningLead { .. });
        match self.language {
            CasebookLanguage::Russian if lead => {
                "Какой картой вы сделаете первый ход? Какие ещё ходы вы всерьёз рассматривали?"
            }
            CasebookLanguage::Bulgarian if lead => {
                "С коя карта ще атакувате? Какви други атаки сте обмисляли сериозно?"
            }
            CasebookLanguage::English if lead => "What do you lead? What else did you consider?",
            CasebookLanguage::Russian => {
                "Что вы заявите? Какие ещё заявки вы всерьёз рассматривали?"
            }
            CasebookLanguage::Bulgarian => {
                "Каква обява ще направите? Какви други обяви сте обмисляли сериозно?"
            }
            CasebookLanguage::English => "What do you call? What else did you consider?",
        }
    }
}

/// Call `index`, made by `by`, as the player at `pollee` was entitled to know it.
fn seen_by(case: &Case, index: usize, by: Seat, pollee: Seat) -> SheetCall {
    let call = case.auction.calls.calls()[index].call;
    let opponents = by.side() != pollee.side();
    let annotation = case.auction.annotation(index).filter(|_| opponents);
    let explanation = annotation.and_then(|a| {
        a.explanations
            .iter()
            // Told to the pollee, or to the table; never what the partner heard behind a screen.
            .find(|e| e.to.is_none_or(|to| to == pollee))
            .map(|e| e.text.trim().to_string())
            .filter(|t| !t.is_empty())
    });
    SheetCall {
        seat: by,
        call,
        alerted: annotation.is_some_and(|a| a.alerted == Some(true)),
        explanation,
    }
}
