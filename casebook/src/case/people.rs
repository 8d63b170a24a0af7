//! The people of a case: the players at the table, the teams, the Director, the committee and
//! the commentators.

use crate::bridge::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A player at the table. Casebooks that anonymise players print a rank or masterpoints instead
/// of the name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub seat: Seat,
    #[serde(default)]
    pub name: String,
    /// A national rank or title as written (`мастер ФИДЕ`, `Grand Life Master`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rank: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub masterpoints: Option<u32>,
}

/// A committee member's role: casebooks name the chair and the scribe.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CommitteeRole {
    Chair,
    Scribe,
    #[default]
    Member,
}

impl CommitteeRole {
    pub const ALL: [CommitteeRole; 3] = [
        CommitteeRole::Chair,
        CommitteeRole::Scribe,
        CommitteeRole::Member,
    ];

    pub fn code(self) -> &'static str {
        match self {
            CommitteeRole::Chair => "chair",
            CommitteeRole::Scribe => "scribe",
            CommitteeRole::Member => "member",
        }
    }
}

impl fmt::Display for CommitteeRole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for CommitteeRole {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        CommitteeRole::ALL
            .into_iter()
            .find(|role| role.code() == s.trim())
            .ok_or_else(|| {
                format!("unknown committee role \"{s}\": expected chair, scribe or member")
            })
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CommitteeMember {
    pub name: String,
    #[serde(default)]
    pub role: CommitteeRole,
    /// Country, club or city, as casebooks print it beside the name.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub affiliation: String,
}

/// A named commentator of the casebook, with the line of biography casebooks print.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Commentator {
    pub name: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub about: String,
}

/// Team or pair names, North–South first as casebooks print them.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Teams {
    pub ns: String,
    pub ew: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct People {
    /// At most one player a seat.
    pub players: Vec<Player>,
    pub teams: Teams,
    /// The Director in charge who gave the ruling.
    pub director: String,
    pub committee: Vec<CommitteeMember>,
    pub commentators: Vec<Commentator>,
}

impl People {
    pub fn player(&self, seat: Seat) -> Option<&Player> {
        self.players.iter().find(|p| p.seat == seat)
    }
}
