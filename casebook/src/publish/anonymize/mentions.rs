//! Finding the players and teams a text names, and writing who stands in for them. A mention
//! is a team's name (its "команда" in any case), or a player's name parts one after the other
//! (Иван Петрович Иванов, Иванов Иван) with any initials before or after them (П. Иванов,
//! Иванов П.И.); the stand-in goes into the case the name was in (Ивановым → Севером), read
//! from the name's form and from a preposition before it.

use super::names::{Names, TeamName, Who};
use super::russian::{Cases, governed_by, normalized, team_word};
use crate::bridge::Side;

/// A piece of text: a word (letters and digits, with hyphens inside), or what lies between.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Token<'a> {
    text: &'a str,
    word: bool,
}

/// The words of `text` and what lies between them; a full stop is a piece of its own (it
/// ends an initial).
fn tokens(text: &str) -> Vec<Token<'_>> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut in_word: Option<bool> = None;
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    for (k, &(at, c)) in chars.iter().enumerate() {
        // A hyphen between letters belongs to the word (Римский-Корсаков).
        let word_char = c.is_alphanumeric()
            || (c == '-'
                && in_word == Some(true)
                && chars.get(k + 1).is_some_and(|(_, n)| n.is_alphanumeric()));
        let stop = c == '.' || text[start..at].ends_with('.');
        if in_word != Some(word_char) || (start < at && stop) {
            if let Some(word) = in_word {
                out.push(Token {
                    text: &text[start..at],
                    word,
                });
            }
            start = at;
            in_word = Some(word_char);
        }
    }
    if let Some(word) = in_word {
        out.push(Token {
            text: &text[start..],
            word,
        });
    }
    out
}

fn capitalized(word: &str) -> bool {
    word.chars().next().is_some_and(char::is_uppercase)
}

/// An initial: one capital letter, the token after it a full stop.
fn initial(tokens: &[Token], i: usize) -> bool {
    tokens
        .get(i)
        .is_some_and(|t| t.word && t.text.chars().count() == 1 && capitalized(t.text))
        && tokens.get(i + 1).is_some_and(|t| t.text == ".")
}

/// Whether token `i` is the space between two words of one name.
fn space(tokens: &[Token], i: usize) -> bool {
    tokens
        .get(i)
        .is_some_and(|t| matches!(t.text, " " | "\u{a0}"))
}

/// Past the initials from token `i` on (`И.`, `И.П.`, `И. П.`): where they end, and where
/// the next word starts (after a space when there is one).
fn past_initials(tokens: &[Token], mut i: usize) -> Option<(usize, usize)> {
    if !initial(tokens, i) {
        return None;
    }
    let mut end = i;
    while initial(tokens, i) {
        i += 2;
        end = i;
        if space(tokens, i) && initial(tokens, i + 1) {
            i += 1;
        }
    }
    Some((end, if space(tokens, end) { end + 1 } else { end }))
}

/// Who stands in for a mention, as the caller words it.
pub trait StandIn {
    /// The words for `who` in grammatical case `case`; `capital` when the mention starts a
    /// sentence, where a stand-in that is no name takes a capital.
    fn stand_in(&self, who: Who, case: Cases, capital: bool) -> String;

    /// The side's name (С–Ю), after a team's own word for team or pair.
    fn side(&self, side: Side) -> String;
}

/// A mention found: tokens `start..end`, whom it names and in which case, and whether its
/// stand-in starts with a capital; a team's own word for team or pair, as the text wrote it.
struct Mention<'a> {
    end: usize,
    who: Who,
    case: Cases,
    capital: bool,
    team_word: Option<&'a str>,
}

/// The team named at token `i`, if its words follow there (any form of "команда"): where it
/// ends, its case, and its word for team as written.
fn team_at<'a>(
    tokens: &[Token<'a>],
    i: usize,
    team: &TeamName,
) -> Option<(usize, Cases, Option<&'a str>)> {
    let mut at = i;
    let mut case = Cases::NOMINATIVE;
    let mut written = None;
    for (k, (word, is_team_word)) in team.words.iter().zip(&team.team_words).enumerate() {
        if k > 0 {
            // Words of a team's name are apart by spaces or a dash.
            let gap = tokens.get(at)?;
            if gap.word || gap.text.chars().count() > 3 {
                return None;
            }
            at += 1;
        }
        let token = tokens.get(at)?;
        if !token.word {
            return None;
        }
        match (team_word(token.text), is_team_word) {
            (Some(found), true) => {
                case = found;
                written = Some(token.text);
            }
            _ if normalized(token.text) == *word => {}
            _ => return None,
        }
        at += 1;
    }
    Some((at, case, written))
}

/// The player named from token `i` on: initials, then name words of one player.
fn player_at<'a>(
    tokens: &[Token<'a>],
    i: usize,
    names: &Names,
    hint: Option<Cases>,
) -> Option<Mention<'a>> {
    // Initials before the name.
    let mut at = past_initials(tokens, i).map_or(i, |(_, next)| next);
    let mut open: Vec<(Who, Cases)> = Vec::new();
    let mut end = at;
    let mut matched = 0;
    while let Some(token) = tokens.get(at) {
        let found = if token.word && capitalized(token.text) {
            names.lookup(token.text)
        } else {
            &[]
        };
        let narrowed: Vec<(Who, Cases)> = if matched == 0 {
            found.to_vec()
        } else {
            open.iter()
                .filter_map(|(who, cases)| {
                    found
                        .iter()
                        .find(|(w, _)| w == who)
                        .map(|(_, c)| (*who, cases.and(*c)))
                        .filter(|(_, c)| !c.is_empty())
                })
                .collect()
        };
        if narrowed.is_empty() {
            break;
        }
        open = narrowed;
        matched += 1;
        end = at + 1;
        // Another name word of the same player after a space.
        if !space(tokens, end) {
            break;
        }
        at = end + 1;
    }
    if open.is_empty() {
        return None;
    }
    // Initials after the name (Иванов П. or Иванов П.И.).
    if space(tokens, end)
        && let Some((after, _)) = past_initials(tokens, end + 1)
    {
        end = after;
    }
    // The case: what the forms allow, narrowed by a preposition before the name.
    let choose = |cases: Cases| match hint.map(|h| cases.and(h)) {
        Some(hinted) if !hinted.is_empty() => (1, hinted),
        _ => (0, cases),
    };
    // Who, when the words fit several: the one whose whole name they are, then the one a
    // preposition's case fits, then the one they name in the nominative, then the first.
    let (who, case) = open
        .iter()
        .map(|(who, cases)| (*who, choose(*cases)))
        .min_by_key(|(who, (hinted, cases))| {
            std::cmp::Reverse((
                names.length(*who) == matched,
                *hinted,
                !cases.and(Cases::NOMINATIVE).is_empty(),
            ))
        })
        .map(|(who, (_, cases))| (who, cases.first()))?;
    Some(Mention {
        end,
        who,
        case,
        // A seat's name has its own capital.
        capital: false,
        team_word: None,
    })
}

/// The team named at token `i`, with its stand-in's case and capital.
fn team_mention<'a>(
    tokens: &[Token<'a>],
    i: usize,
    team: &TeamName,
    hint: Option<Cases>,
    sentence_start: bool,
) -> Option<Mention<'a>> {
    let (end, case, team_word) = team_at(tokens, i, team)?;
    Some(Mention {
        end,
        who: Who::Team(team.side),
        // The case of its "команда", else the one a preposition governs.
        case: match (hint, team_word) {
            (Some(hint), None) => hint,
            _ => case,
        },
        // "Спартак" becomes "команда С–Ю", with a capital at a sentence's start.
        capital: sentence_start,
        team_word,
    })
}

/// `text` with every player and team it names replaced by their stand-in; each replacement is
/// told to `replaced` as the words found and the words written.
pub fn replace(
    text: &str,
    names: &Names,
    stand_in: &dyn StandIn,
    replaced: &mut dyn FnMut(&str, &str),
) -> String {
    if names.is_empty() || text.is_empty() {
        return text.to_string();
    }
    let tokens = tokens(text);
    let mut out = String::with_capacity(text.len());
    // The last mention: where it ended and its case, which a name joined to it by "и" shares.
    let mut last: Option<(usize, Cases)> = None;
    let mut i = 0;
    while i < tokens.len() {
        let token = tokens[i];
        if !token.word {
            out.push_str(token.text);
            i += 1;
            continue;
        }
        // The word before, when only a space parts them: a preposition tells the case; "и"
        // or a comma after a name tells that name's.
        let hint = i
            .checked_sub(2)
            .filter(|_| space(&tokens, i - 1))
            .and_then(|k| governed_by(tokens[k].text))
            .or_else(|| {
                let (end, case) = last?;
                let between: String = tokens[end..i].iter().map(|t| t.text).collect();
                matches!(between.as_str(), " и " | " или " | ", ").then_some(case)
            });
        let sentence_start = out.trim_end().is_empty() || out.trim_end().ends_with(['.', '!', '?']);
        let team = names
            .teams
            .iter()
            .find_map(|team| team_mention(&tokens, i, team, hint, sentence_start));
        let player = player_at(&tokens, i, names, hint);
        // A team named like a player (Сидоров) is the player where the words are the same.
        let mention = match (team, player) {
            (Some(team), Some(player)) if player.end >= team.end => Some(player),
            (Some(team), _) => Some(team),
            (None, player) => player,
        };
        match mention {
            Some(mention) => {
                let found: String = tokens[i..mention.end].iter().map(|t| t.text).collect();
                let case = mention.case.first();
                // "Команде Иванова" keeps its own word: Команде С–Ю.
                let written = match (mention.who, mention.team_word) {
                    (Who::Team(side), Some(word)) => format!("{word} {}", stand_in.side(side)),
                    (who, _) => stand_in.stand_in(who, case, mention.capital),
                };
                replaced(&found, &written);
                out.push_str(&written);
                last = Some((mention.end, case));
                i = mention.end;
            }
            None => {
                out.push_str(token.text);
                i += 1;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::Seat;
    use crate::case::{People, Player, Teams};

    struct Plain;

    impl StandIn for Plain {
        fn stand_in(&self, who: Who, case: Cases, _capital: bool) -> String {
            let case = ["Nom", "Gen", "Dat", "Acc", "Ins", "Pre"][[1, 2, 4, 8, 16, 32]
                .iter()
                .position(|bit| {
                    !case
                        .and(match bit {
                            1 => Cases::NOMINATIVE,
                            2 => Cases::GENITIVE,
                            4 => Cases::DATIVE,
                            8 => Cases::ACCUSATIVE,
                            16 => Cases::INSTRUMENTAL,
                            _ => Cases::PREPOSITIONAL,
                        })
                        .is_empty()
                })
                .unwrap_or(0)];
            format!("<{who:?} {case}>")
        }

        fn side(&self, side: Side) -> String {
            format!("<{side:?}>")
        }
    }

    fn people() -> People {
        let player = |seat, name: &str| Player {
            seat,
            name: name.into(),
            rank: None,
            masterpoints: None,
        };
        People {
            players: vec![
                player(Seat::North, "Пётр Иванов"),
                player(Seat::South, "Анна Попова"),
                player(Seat::East, "Сидоров Юрий"),
                player(Seat::West, "Кузнецова Мария"),
            ],
            teams: Teams {
                ns: "Команда Иванова".into(),
                ew: "Сидоров".into(),
            },
            ..People::default()
        }
    }

    fn replaced(text: &str) -> (String, Vec<(String, String)>) {
        let names = Names::of(&people());
        let mut found = Vec::new();
        let out = replace(text, &names, &Plain, &mut |a, b| {
            found.push((a.to_string(), b.to_string()))
        });
        (out, found)
    }

    #[test]
    fn each_name_in_each_case_with_initials_and_teams_is_found() {
        let (out, _) = replaced(
            "П. Иванов долго думал; Попова вызвала судью. Судья выслушал Ивановым и Анну \
             Попову, потом Сидорова Ю. и М. Кузнецову; у Иванова не было претензий к Сидорову.",
        );
        assert_eq!(
            out,
            "<Player(North) Nom> долго думал; <Player(South) Nom> вызвала судью. Судья \
             выслушал <Player(North) Ins> и <Player(South) Acc>, потом <Player(East) Gen> и \
             <Player(West) Acc>; у <Player(North) Gen> не было претензий к <Player(East) Dat>."
        );
        let (out, found) = replaced("Команде Иванова не повезло; Ivanov and Yuri Sidorov agreed.");
        assert_eq!(
            out,
            "Команде <NS> не повезло; <Player(North) Nom> and <Player(East) Nom> agreed."
        );
        assert_eq!(found[0].0, "Команде Иванова");
    }

    #[test]
    fn words_that_merely_look_alike_are_left() {
        let (out, found) = replaced("Ивановка — деревня; пётр и анна — не имена здесь.");
        assert_eq!(out, "Ивановка — деревня; пётр и анна — не имена здесь.");
        assert!(found.is_empty());
    }
}
