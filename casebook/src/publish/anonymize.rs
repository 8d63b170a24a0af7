//! Anonymized casebooks: players are shown by seat and rank (or masterpoints), as the ACBL's
//! panel casebooks print masterpoint totals instead of names (`anchors_domain.md` §1.1).
//! Every place the case names a player — the players, the speakers of statements, those
//! present at the hearing, and the words of every text — gets the seat instead.

use super::labels::Labels;
use crate::case::{Case, Player};

/// How an anonymized player is printed: `North (Grand Life Master)`, `Юг (1250 MP)`, `West`.
pub fn anonymous_name(player: &Player, labels: &Labels) -> String {
    let seat = labels.seat(player.seat);
    match (&player.rank, player.masterpoints) {
        (Some(rank), _) if !rank.trim().is_empty() => format!("{seat} ({})", rank.trim()),
        (_, Some(points)) => format!("{seat} ({points} MP)"),
        _ => seat.to_string(),
    }
}

/// Replaces, in one pass, each whole-word occurrence of a name in `text` by its stand-in;
/// `names` are tried longest first, and a stand-in is never searched again.
fn replace_names(text: &str, names: &[(String, String)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    let mut previous: Option<char> = None;
    while at < text.len() {
        let rest = &text[at..];
        let at_word_start = !previous.is_some_and(char::is_alphanumeric);
        let found = names.iter().find(|(name, _)| {
            at_word_start
                && rest.starts_with(name.as_str())
                && !rest[name.len()..]
                    .chars()
                    .next()
                    .is_some_and(char::is_alphanumeric)
        });
        if let Some((name, stand_in)) = found {
            out.push_str(stand_in);
            previous = name.chars().next_back();
            at += name.len();
        } else if let Some(c) = rest.chars().next() {
            out.push(c);
            previous = Some(c);
            at += c.len_utf8();
        }
    }
    out
}

/// The case with its players shown by seat and rank.
pub fn anonymize(case: &Case, labels: &Labels) -> Case {
    let mut case = case.clone();
    // Longer names first, so that "Ivan Petrov" is replaced before "Ivan".
    let mut names: Vec<(String, String)> = case
        .people
        .players
        .iter()
        .filter(|p| !p.name.trim().is_empty())
        .map(|p| (p.name.trim().to_string(), anonymous_name(p, labels)))
        .collect();
    names.sort_by_key(|(name, _)| std::cmp::Reverse(name.chars().count()));
    let replace = |text: &mut String| *text = replace_names(text, &names);

    for player in &mut case.people.players {
        player.name = anonymous_name(player, labels);
    }
    for statement in &mut case.statements {
        match statement.seat {
            Some(seat) => statement.speaker = labels.seat(seat).to_string(),
            None => replace(&mut statement.speaker),
        }
        replace(&mut statement.text);
    }
    case.appeal.present.iter_mut().for_each(replace);
    replace(&mut case.appeal.grounds);
    replace(&mut case.facts.agreed);
    for disputed in &mut case.facts.disputed {
        replace(&mut disputed.point);
        replace(&mut disputed.finding);
    }
    replace(&mut case.ruling.text);
    replace(&mut case.decision.reasoning);
    replace(&mut case.decision.dissent);
    replace(&mut case.write_up);
    for comment in &mut case.commentary {
        replace(&mut comment.text);
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
    }
    case
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
        let anonymous = anonymize(&case, &EN);
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
