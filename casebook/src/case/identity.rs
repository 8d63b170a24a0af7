//! Which case this is: its number, the tournament and event, the scoring form and the edition of
//! the Laws it was decided under.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How the event was scored; it decides how an adjusted score is converted (matchpoints or IMPs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScoringForm {
    /// Pairs scored by matchpoints.
    PairsMp,
    /// Teams scored by IMPs.
    TeamsImp,
    /// Board-a-match teams.
    Bam,
    /// Swiss teams converted to victory points.
    SwissVp,
}

impl ScoringForm {
    pub const ALL: [ScoringForm; 4] = [
        ScoringForm::PairsMp,
        ScoringForm::TeamsImp,
        ScoringForm::Bam,
        ScoringForm::SwissVp,
    ];

    /// The code stored in the database and in bundles.
    pub fn code(self) -> &'static str {
        match self {
            ScoringForm::PairsMp => "pairs_mp",
            ScoringForm::TeamsImp => "teams_imp",
            ScoringForm::Bam => "bam",
            ScoringForm::SwissVp => "swiss_vp",
        }
    }
}

impl fmt::Display for ScoringForm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for ScoringForm {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        ScoringForm::ALL
            .into_iter()
            .find(|form| form.code() == s.trim())
            .ok_or_else(|| {
                format!(
                    "unknown scoring form \"{s}\": expected pairs_mp, teams_imp, bam or swiss_vp"
                )
            })
    }
}

/// Who heard the case: an appeals committee of players, a panel of directors, or a review of
/// the ruling process (the EBL's replacement for committees).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Hearing {
    #[default]
    Committee,
    DirectorPanel,
    ReviewOfRuling,
    /// One referee decides the appeal as a committee would, usually by telephone or e-mail
    /// (the English Bridge Union's referees): the committee's steps, no vote.
    Referee,
}

impl Hearing {
    pub const ALL: [Hearing; 4] = [
        Hearing::Committee,
        Hearing::DirectorPanel,
        Hearing::ReviewOfRuling,
        Hearing::Referee,
    ];

    /// The body's name in `language`, as the casebook, the statistics and the precedents
    /// write it.
    pub fn name(self, language: crate::adjust::Language) -> &'static str {
        use crate::adjust::Language::{Bulgarian, English, Russian};
        match (self, language) {
            (Hearing::Committee, English) => "appeals committee",
            (Hearing::Committee, Russian) => "апелляционный комитет",
            (Hearing::Committee, Bulgarian) => "апелативна комисия",
            (Hearing::DirectorPanel, English) => "panel of directors",
            (Hearing::DirectorPanel, Russian) => "коллегия судей",
            (Hearing::DirectorPanel, Bulgarian) => "съдийска колегия",
            (Hearing::ReviewOfRuling, English) => "review of the ruling",
            (Hearing::ReviewOfRuling, Russian) => "пересмотр решения",
            (Hearing::ReviewOfRuling, Bulgarian) => "преразглеждане на решението на съдията",
            (Hearing::Referee, English) => "referee",
            (Hearing::Referee, Russian) => "рефери по апелляциям",
            (Hearing::Referee, Bulgarian) => "рефер по контестации",
        }
    }

    /// Whether the body votes on its answers: a committee or a panel of directors does; a
    /// reviewer or a referee decides alone.
    pub fn votes(self) -> bool {
        matches!(self, Hearing::Committee | Hearing::DirectorPanel)
    }

    pub fn code(self) -> &'static str {
        match self {
            Hearing::Committee => "committee",
            Hearing::DirectorPanel => "director_panel",
            Hearing::ReviewOfRuling => "review_of_ruling",
            Hearing::Referee => "referee",
        }
    }
}

impl FromStr for Hearing {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Hearing::ALL.into_iter().find(|h| h.code() == s.trim()).ok_or_else(|| {
            format!("unknown hearing \"{s}\": expected committee, director_panel, review_of_ruling or referee")
        })
    }
}

/// The case's place in the year's casebook.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Identity {
    /// As the casebook numbers it: `12`, `N1`, `Appeal No. 3`.
    pub case_number: String,
    pub year: Option<i32>,
    pub tournament: String,
    pub event: String,
    /// Stage, session or round, as written: `Round 2`, `2nd Qualifying Session`.
    pub session: String,
    pub date: Option<NaiveDate>,
    pub scoring: Option<ScoringForm>,
    pub hearing: Hearing,
}
