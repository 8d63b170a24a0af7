//! The case record: everything a committee, the chief director and the casebook editor keep
//! about one appeal; the fields follow what published casebooks print of a case, and the guide's
//! `first-appeal.md` walks through them tab by tab. Serialized with serde as the case-bundle form.

mod adjusted;
mod auction;
mod decision;
mod heading;
mod hearing;
mod hearing_bodies;
mod identity;
mod panel_comment;
mod people;
mod play;
mod poll;
mod review;
mod subject;
mod validate;
mod vote;
mod workflow;

pub use crate::laws::Edition;
pub use adjusted::{AdjustedScore, ScoreOutcome, is_weight_text};
pub use auction::{CallAnnotation, CaseAuction, Explanation, TempoBreak};
pub use decision::{Decision, DepositOutcome, ProceduralPenalty, RulingOutcome};
pub use heading::CaseHeading;
pub use hearing::{Appeal, DirectorRuling, DisputedFact, Facts, Statement};
pub use hearing_bodies::{EventBody, HearingBodies, HearingBodiesError};
pub use identity::{Hearing, Identity, ScoringForm};
pub use panel_comment::{PanelComment, PanelVerdict};
pub use people::{Commentator, CommitteeMember, CommitteeRole, People, Player, Teams};
pub use play::{Play, TableResult};
pub use poll::{Poll, PolleeAnswer};
pub use review::{CaseStatus, Review, ReviewNote};
pub use subject::Subject;
pub use validate::CaseError;
pub use vote::Vote;
pub use workflow::WorkflowAnswer;

use crate::bridge::{Board, BoardNumber, Deal};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// A commentator's comment on the case, as casebooks print them after the decision.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Commentary {
    pub commentator: String,
    /// Markdown.
    pub text: String,
}

/// When the case was created and last saved. The revision counts saves: a store refuses a save
/// made against an older revision than the one it holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Audit {
    pub created: DateTime<Utc>,
    pub updated: DateTime<Utc>,
}

/// One appeal case.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Case {
    /// Identifies the case across databases.
    pub uuid: Uuid,
    /// 0 for a case never saved; each save adds 1.
    pub revision: u64,
    pub audit: Audit,
    #[serde(default)]
    pub identity: Identity,
    #[serde(default)]
    pub law_edition: Edition,
    /// The regulating-authority profile whose thresholds and options apply, by id.
    #[serde(default)]
    pub profile: String,
    /// The language the case is written in (`ru`), which chooses the stemmer for search.
    #[serde(default = "default_language")]
    pub language: String,
    #[serde(default)]
    pub people: People,
    /// Number, dealer, vulnerability (as marked, possibly not Law 2's) and the hands.
    pub board: Board,
    pub auction: CaseAuction,
    #[serde(default)]
    pub play: Play,
    /// `None` until the result is entered.
    #[serde(default)]
    pub result: Option<TableResult>,
    #[serde(default)]
    pub facts: Facts,
    #[serde(default)]
    pub statements: Vec<Statement>,
    #[serde(default)]
    pub ruling: DirectorRuling,
    #[serde(default)]
    pub appeal: Appeal,
    #[serde(default)]
    pub workflow: Vec<WorkflowAnswer>,
    #[serde(default)]
    pub polls: Vec<Poll>,
    /// The committee members' votes and dissents; none for a case decided by one person.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub votes: Vec<Vote>,
    #[serde(default)]
    pub decision: Decision,
    /// The write-up for the casebook (Markdown).
    #[serde(default)]
    pub write_up: String,
    #[serde(default)]
    pub commentary: Vec<Commentary>,
    /// The panel's comments and marks, by commentator: written by each commentator apart from
    /// the case (a save of the case leaves them as they are), carried in bundles.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub panel: Vec<PanelComment>,
    #[serde(default)]
    pub subjects: Vec<Subject>,
    #[serde(default)]
    pub review: Review,
    /// A training case (the commentary's worked examples): kept apart from a committee's own
    /// cases, never published and never copied to a server unless asked.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub training: bool,
}

fn default_language() -> String {
    "ru".to_string()
}

impl Case {
    /// A new draft case for a board, marked as Law 2 prescribes, with no hands yet.
    pub fn new(board: BoardNumber) -> Case {
        Case::with_uuid(Uuid::new_v4(), board)
    }

    /// A new draft case with a given UUID (for imports and tests).
    pub fn with_uuid(uuid: Uuid, board: BoardNumber) -> Case {
        let now = Utc::now();
        let board = Board::new(board, Deal::new());
        Case {
            uuid,
            revision: 0,
            audit: Audit {
                created: now,
                updated: now,
            },
            identity: Identity::default(),
            law_edition: Edition::default(),
            profile: String::new(),
            language: default_language(),
            people: People::default(),
            auction: CaseAuction::new(board.dealer),
            board,
            play: Play::default(),
            result: None,
            facts: Facts::default(),
            statements: Vec::new(),
            ruling: DirectorRuling::default(),
            appeal: Appeal::default(),
            workflow: Vec::new(),
            polls: Vec::new(),
            votes: Vec::new(),
            decision: Decision::default(),
            write_up: String::new(),
            commentary: Vec::new(),
            panel: Vec::new(),
            subjects: Vec::new(),
            review: Review::default(),
            training: false,
        }
    }

    pub fn status(&self) -> CaseStatus {
        self.review.status
    }

    /// After the board's dealer changed: an auction not yet begun starts with the new dealer.
    /// A begun one keeps its own, since its calls were made in that rotation; the store
    /// refuses the mismatch until the auction is cleared. Returns whether they agree.
    pub fn follow_dealer(&mut self) -> bool {
        let dealer = self.board.dealer;
        if self.auction.calls.dealer() != dealer && self.auction.calls.calls().is_empty() {
            self.auction = CaseAuction::new(dealer);
        }
        self.auction.calls.dealer() == dealer
    }

    /// The case's searchable prose: facts, statements, the ruling, the decision, the write-up
    /// and the commentary, one paragraph each.
    pub fn prose(&self) -> String {
        let mut parts: Vec<&str> = vec![&self.facts.agreed];
        for disputed in &self.facts.disputed {
            parts.push(&disputed.point);
            parts.push(&disputed.finding);
        }
        parts.extend(self.statements.iter().map(|s| s.text.as_str()));
        parts.push(&self.ruling.text);
        parts.push(&self.appeal.grounds);
        parts.push(&self.decision.reasoning);
        parts.push(&self.decision.dissent);
        parts.push(&self.write_up);
        parts.extend(self.commentary.iter().map(|c| c.text.as_str()));
        parts.retain(|p| !p.trim().is_empty());
        parts.join("\n\n")
    }
}
