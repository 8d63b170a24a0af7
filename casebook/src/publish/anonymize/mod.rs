//! Anonymized casebooks: players are shown by seat and rank (or masterpoints), as the ACBL's
//! panel casebooks print masterpoint totals instead of names.
//! Every place the case names a player — the players, the speakers of statements, those
//! present at the hearing, the teams, and the words of every text the casebook prints — gets
//! the seat instead (Север, North), or the side's team (команда С–Ю): first names, patronymics
//! and surnames in every grammatical case, with initials, in Latin letters too
//! ([`names`], [`mentions`]). What was replaced is kept, case by case, for the editor to check
//! before the book goes out.

mod latin;
mod mentions;
mod names;
mod russian;

use super::labels::{CasebookLanguage, Labels};

use crate::bridge::{Seat, Side};
use crate::case::{Case, Player};
use mentions::StandIn;
use names::{Names, Who};
use russian::{Cases, seat_in, team_in};

/// One name replaced in a case: the words as the case wrote them, the words printed instead,
/// and how many times.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replacement {
    pub found: String,
    pub stand_in: String,
    pub times: usize,
}

/// A case as an anonymized casebook prints it, and what was replaced in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Anonymized {
    pub case: Case,
    pub replaced: Vec<Replacement>,
}

/// How an anonymized player is printed: `North (Grand Life Master)`, `Юг (1250 MP)`, `West`.
pub fn anonymous_name(player: &Player, labels: &Labels) -> String {
    format!("{}{}", labels.seat(player.seat), rank_of(player))
}

/// ` (Grand Life Master)`, ` (1250 MP)`, or nothing.
fn rank_of(player: &Player) -> String {
    match (&player.rank, player.masterpoints) {
        (Some(rank), _) if !rank.trim().is_empty() => format!(" ({})", rank.trim()),
        (_, Some(points)) => format!(" ({points} MP)"),
        _ => String::new(),
    }
}

/// `команда С–Ю`, `отбор С–Ю`, `team N–S`.
fn team_name(side: Side, labels: &Labels, case: Cases, capital: bool) -> String {
    match labels.language {
        CasebookLanguage::Russian => format!("{} {}", team_in(case, capital), labels.side(side)),
        // Bulgarian nouns have no cases: the word is the same wherever it stands.
        CasebookLanguage::Bulgarian if capital => format!("Отбор {}", labels.side(side)),
        CasebookLanguage::Bulgarian => format!("отбор {}", labels.side(side)),
        CasebookLanguage::English if capital => format!("Team {}", labels.side(side)),
        CasebookLanguage::English => format!("team {}", labels.side(side)),
    }
}

/// Who stands in for the players and teams of one case, in the language of its texts.
struct StandIns<'a> {
    labels: &'a Labels,
    ranks: [String; 4],
}

impl StandIn for StandIns<'_> {
    fn stand_in(&self, who: Who, case: Cases, capital: bool) -> String {
        match who {
            Who::Player(seat) => {
                let name = self.labels.seat(seat);
                let name = match self.labels.language {
                    CasebookLanguage::Russian => seat_in(name, case),
                    CasebookLanguage::English | CasebookLanguage::Bulgarian => name.to_string(),
                };
                format!("{name}{}", self.ranks[seat.index()])
            }
            Who::Couple(side) => self.labels.side(side).to_string(),
            Who::Team(side) => team_name(side, self.labels, case, capital),
        }
    }

    fn side(&self, side: Side) -> String {
        self.labels.side(side).to_string()
    }
}

/// The replacements of one case, counted as they are made.
#[derive(Default)]
struct Tally(Vec<Replacement>);

impl Tally {
    fn note(&mut self, found: &str, stand_in: &str) {
        if found == stand_in {
            return;
        }
        match self
            .0
            .iter_mut()
            .find(|r| r.found == found && r.stand_in == stand_in)
        {
            Some(known) => known.times += 1,
            None => self.0.push(Replacement {
                found: found.to_string(),
                stand_in: stand_in.to_string(),
                times: 1,
            }),
        }
    }
}

/// The case with its players shown by seat and rank and its teams by side: the fields in the
/// casebook's language (`labels`), the texts in their own.
pub fn anonymize(case: &Case, labels: &Labels) -> Anonymized {
    let mut case = case.clone();
    let names = Names::of(&case.people);
    let stand_ins = StandIns {
        labels: CasebookLanguage::from_code(&case.language).labels(),
        ranks: Seat::ALL.map(|seat| case.people.player(seat).map(rank_of).unwrap_or_default()),
    };
    let mut tally = Tally::default();
    let mut replace = |text: &mut String| {
        *text = mentions::replace(text, &names, &stand_ins, &mut |found, written| {
            tally.note(found, written)
        });
    };

    for statement in &mut case.statements {
        match statement.seat {
            Some(seat) => statement.speaker = labels.seat(seat).to_string(),
            None => replace(&mut statement.speaker),
        }
        replace(&mut statement.text);
    }
    case.appeal.present.iter_mut().for_each(&mut replace);
    replace(&mut case.appeal.grounds);
    replace(&mut case.identity.event);
    replace(&mut case.identity.session);
    replace(&mut case.facts.agreed);
    for disputed in &mut case.facts.disputed {
        replace(&mut disputed.point);
        replace(&mut disputed.finding);
    }
    replace(&mut case.ruling.text);
    replace(&mut case.decision.reasoning);
    replace(&mut case.decision.dissent);
    for penalty in &mut case.decision.procedural_penalties {
        replace(&mut penalty.reason);
    }
    for vote in &mut case.votes {
        replace(&mut vote.dissent);
    }
    replace(&mut case.write_up);
    for comment in &mut case.commentary {
        replace(&mut comment.text);
    }
    for comment in &mut case.panel {
        replace(&mut comment.comment);
    }
    if let Some(claim) = &mut case.play.claim {
        replace(claim);
    }
    replace(&mut case.play.record);
    for annotation in &mut case.auction.annotations {
        for explanation in &mut annotation.explanations {
            replace(&mut explanation.text);
        }
        if let Some(agreement) = &mut annotation.agreement {
            replace(agreement);
        }
        if let Some(tempo) = &mut annotation.tempo {
            replace(&mut tempo.description);
        }
        replace(&mut annotation.comment);
    }
    for poll in &mut case.polls {
        replace(&mut poll.problem);
        for pollee in &mut poll.pollees {
            replace(&mut pollee.comment);
        }
    }
    // The fields that are names: the players and the teams.
    for player in &mut case.people.players {
        let stand_in = anonymous_name(player, labels);
        if !player.name.trim().is_empty() {
            tally.note(player.name.trim(), &stand_in);
        }
        player.name = stand_in;
    }
    for (side, team) in [
        (Side::NS, &mut case.people.teams.ns),
        (Side::EW, &mut case.people.teams.ew),
    ] {
        if !team.trim().is_empty() {
            // A team's own word for team or pair stays (пара С–Ю); else "команда С–Ю".
            let word = team
                .split(|c: char| !c.is_alphanumeric())
                .find(|w| russian::team_word(w).is_some());
            let stand_in = match word {
                Some(word) => format!("{} {}", word.to_lowercase(), labels.side(side)),
                None => team_name(side, labels, Cases::NOMINATIVE, false),
            };
            tally.note(team.trim(), &stand_in);
            *team = stand_in;
        }
    }
    Anonymized {
        case,
        replaced: tally.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::{BoardNumber, Seat};
    use crate::case::Statement;
    use crate::publish::labels::EN;

    fn player(seat: Seat, name: &str, rank: Option<&str>, masterpoints: Option<u32>) -> Player {
        Player {
            seat,
            name: name.into(),
            rank: rank.map(str::to_string),
            masterpoints,
        }
    }

    #[test]
    fn names_give_way_to_seat_and_rank_everywhere() {
        let board = BoardNumber::new(3).expect("board 3");
        let mut case = Case::new(board);
        // The texts are English: so are the seats that stand in for the names in them.
        case.language = "en".into();
        case.people.players = vec![
            player(Seat::North, "Ann Lee", Some("Life Master"), None),
            player(Seat::South, "Ann", None, Some(1250)),
            player(Seat::East, "Bob", None, None),
        ];
        case.facts.agreed = "Ann Lee hesitated; Ann passed; Bobby and Bob called the TD.".into();
        case.statements = vec![Statement {
            speaker: "Bob".into(),
            seat: Some(Seat::East),
            text: "Ann Lee took a minute.".into(),
        }];
        case.appeal.present = vec!["Ann".into(), "captain".into()];
        let anonymous = anonymize(&case, &EN).case;
        assert_eq!(anonymous.people.players[0].name, "North (Life Master)");
        assert_eq!(anonymous.people.players[1].name, "South (1250 MP)");
        assert_eq!(anonymous.people.players[2].name, "East");
        assert_eq!(
            anonymous.facts.agreed,
            "North (Life Master) hesitated; South (1250 MP) passed; Bobby and East called the TD."
        );
        assert_eq!(anonymous.statements[0].speaker, "East");
        assert_eq!(
            anonymous.statements[0].text,
            "North (Life Master) took a minute."
        );
        assert_eq!(anonymous.appeal.present, ["South (1250 MP)", "captain"]);
    }
}
