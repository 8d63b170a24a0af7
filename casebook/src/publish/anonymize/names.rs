//! Every way a case's texts may name its players and teams: each player's first name,
//! patronymic and surname in the grammatical cases Russian puts them in, their Latin
//! spellings, the couple that shares a surname (Ивановы), and the teams by their names.

use super::latin::spellings;
use super::russian::{
    Cases, WordForm, first_name_forms, is_female, is_patronymic, is_surname, normalized,
    patronymic_forms, surname_forms, team_word,
};
use crate::bridge::{Seat, Side};
use crate::case::People;
use std::collections::HashMap;

/// Whom a name stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Who {
    Player(Seat),
    /// The two players of a side who share a surname, named together (пара Ивановых).
    Couple(Side),
    Team(Side),
}

/// A team's name as words, and which of them only say "team" (команда, team).
#[derive(Debug, Clone)]
pub struct TeamName {
    pub side: Side,
    pub words: Vec<String>,
    pub team_words: Vec<bool>,
}

/// The names of one case.
#[derive(Debug, Clone, Default)]
pub struct Names {
    /// A word (normalized) → whom it names, and in which cases.
    words: HashMap<String, Vec<(Who, Cases)>>,
    /// How many words each player's name has: a mention of all of them is surely that player.
    lengths: HashMap<Who, usize>,
    pub teams: Vec<TeamName>,
}

/// The words of a name as written, initials left out (`П.`, `И.П.`).
pub fn name_words(name: &str) -> Vec<String> {
    name.split(|c: char| c.is_whitespace() || c == ',')
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-'))
        .filter(|w| !w.contains('.') && w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
        .map(str::to_string)
        .collect()
}

/// A word's forms as a player's name part.
fn forms_of(word: &str, female: bool) -> Vec<WordForm> {
    let lower = normalized(word);
    if is_patronymic(word) {
        patronymic_forms(&lower)
    } else if is_surname(word) {
        surname_forms(&lower, female)
    } else {
        // Not clearly one or the other: a first name, or a surname without a telling ending.
        let mut forms = first_name_forms(&lower);
        forms.extend(surname_forms(&lower, female));
        forms
    }
}

impl Names {
    pub fn of(people: &People) -> Names {
        let mut names = Names::default();
        for player in &people.players {
            let words = name_words(&player.name);
            names.lengths.insert(Who::Player(player.seat), words.len());
            let female = is_female(&words);
            for word in &words {
                let couple = couple_of(people, player.seat, word);
                for form in forms_of(word, female) {
                    // A plural names a couple; with no couple of that name, nobody.
                    let who = match (form.plural, couple) {
                        (false, _) => Who::Player(player.seat),
                        (true, Some(couple)) => couple,
                        (true, None) => continue,
                    };
                    names.add(&form.word, who, form.cases);
                }
                // As Latin letters write it, in English texts and results.
                let lower: String = word.chars().flat_map(char::to_lowercase).collect();
                for spelled in spellings(&lower) {
                    names.add(&spelled, Who::Player(player.seat), Cases::NOMINATIVE);
                }
            }
        }
        for (side, name) in [(Side::NS, &people.teams.ns), (Side::EW, &people.teams.ew)] {
            let words: Vec<String> = name
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .map(normalized)
                .collect();
            if words.is_empty() {
                continue;
            }
            let team_words = words.iter().map(|w| team_word(w).is_some()).collect();
            names.teams.push(TeamName {
                side,
                words,
                team_words,
            });
        }
        // The longest team name is tried first.
        names
            .teams
            .sort_by_key(|t| std::cmp::Reverse(t.words.len()));
        names
    }

    fn add(&mut self, word: &str, who: Who, cases: Cases) {
        let entry = self.words.entry(normalized(word)).or_default();
        match entry.iter_mut().find(|(w, _)| *w == who) {
            Some((_, known)) => *known = known.or(cases),
            None => entry.push((who, cases)),
        }
    }

    /// Whom `word` may name, and in which cases.
    pub fn lookup(&self, word: &str) -> &[(Who, Cases)] {
        self.words.get(&normalized(word)).map_or(&[], Vec::as_slice)
    }

    /// How many words `who`'s name has (a couple's, one).
    pub fn length(&self, who: Who) -> usize {
        self.lengths.get(&who).copied().unwrap_or(1)
    }

    pub fn is_empty(&self) -> bool {
        self.words.is_empty() && self.teams.is_empty()
    }
}

/// The side whose two players share the surname `word`, for its plural forms.
fn couple_of(people: &People, seat: Seat, word: &str) -> Option<Who> {
    let partner = people.player(seat.partner())?;
    let stem = |w: &str| {
        let w = normalized(w);
        w.strip_suffix('а').map(str::to_string).unwrap_or(w)
    };
    name_words(&partner.name)
        .iter()
        .any(|w| is_surname(w) && stem(w) == stem(word))
        .then_some(Who::Couple(seat.side()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::case::Player;

    fn player(seat: Seat, name: &str) -> Player {
        Player {
            seat,
            name: name.into(),
            rank: None,
            masterpoints: None,
        }
    }

    #[test]
    fn a_players_name_is_known_in_every_form_and_spelling() {
        let people = People {
            players: vec![
                player(Seat::North, "Иван Петрович Иванов"),
                player(Seat::South, "Иванова А. С."),
                player(Seat::East, "Юрий Сидоров"),
            ],
            ..People::default()
        };
        let names = Names::of(&people);
        let who = |word: &str| -> Vec<Who> { names.lookup(word).iter().map(|(w, _)| *w).collect() };
        // The instrumental of one, or the dative of the couple.
        assert_eq!(
            who("Ивановым"),
            [Who::Player(Seat::North), Who::Couple(Side::NS)]
        );
        assert_eq!(who("Петровичем"), [Who::Player(Seat::North)]);
        assert!(who("Иванова").contains(&Who::Player(Seat::North)));
        assert!(who("Иванова").contains(&Who::Player(Seat::South)));
        assert_eq!(who("Ивановых"), [Who::Couple(Side::NS)]);
        assert_eq!(who("Yuri"), [Who::Player(Seat::East)]);
        assert_eq!(who("Sidorov"), [Who::Player(Seat::East)]);
        assert!(who("А").is_empty(), "initials are no names");
    }
}
