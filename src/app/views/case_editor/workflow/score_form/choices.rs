//! The choices the adjusted-score form offers: the method, the comparison (IMPs against the
//! other table or matchpoints against the field) and the artificial awards.

use casebook::case::ScoringForm;

/// How the score is adjusted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScoreMethod {
    Weighted,
    Assigned,
    Artificial,
}

impl ScoreMethod {
    pub const ALL: [ScoreMethod; 3] = [
        ScoreMethod::Weighted,
        ScoreMethod::Assigned,
        ScoreMethod::Artificial,
    ];

    pub fn code(self) -> &'static str {
        match self {
            ScoreMethod::Weighted => "weighted",
            ScoreMethod::Assigned => "assigned",
            ScoreMethod::Artificial => "artificial",
        }
    }
}

/// IMPs against the other table, or matchpoints against the field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scoring {
    Imps,
    Matchpoints,
}

impl Scoring {
    pub fn code(self) -> &'static str {
        match self {
            Scoring::Imps => "imps",
            Scoring::Matchpoints => "matchpoints",
        }
    }

    /// The comparison the case's form of scoring uses: teams and Swiss in IMPs, pairs and
    /// board-a-match against the field.
    pub fn of_case(form: Option<ScoringForm>) -> Scoring {
        match form {
            Some(ScoringForm::TeamsImp | ScoringForm::SwissVp) => Scoring::Imps,
            _ => Scoring::Matchpoints,
        }
    }
}

/// An artificial score (2017 Law 12C2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Award {
    AveragePlus,
    Average,
    AverageMinus,
}

impl Award {
    pub const ALL: [Award; 3] = [Award::AveragePlus, Award::Average, Award::AverageMinus];

    pub fn code(self) -> &'static str {
        match self {
            Award::AveragePlus => "average_plus",
            Award::Average => "average",
            Award::AverageMinus => "average_minus",
        }
    }

    pub(super) fn from_code(code: &str) -> Option<Award> {
        Award::ALL.into_iter().find(|a| a.code() == code)
    }
}
