//! Tag value inheritance (PBN §4.8). A value `#` takes the value the same tag had in the
//! nearest previous game that gave it. A value `##text` sets `text` for this game and every
//! later game that does not give the tag; a later game that gives the tag a plain value
//! redefines it from there on (the standard's example: a header date, redefined for the boards
//! played the next day). The tags a game cannot be played without may not be inherited.

use super::error::{PbnError, PbnErrorKind};
use std::collections::HashMap;

/// Tags whose value may not be `#` or `##…`.
const NOT_INHERITED: [&str; 8] = [
    "Dealer",
    "Vulnerable",
    "Deal",
    "Declarer",
    "Contract",
    "Auction",
    "Play",
    "Note",
];

/// One tag of a game, its value resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ResolvedTag {
    pub name: String,
    pub value: String,
    /// The value came from a `##` definition (in this game or an earlier one).
    pub from_definition: bool,
}

/// What earlier games left for later ones.
#[derive(Debug, Default)]
pub(crate) struct Inheritance {
    /// Each tag's value in the nearest previous game that had it.
    last: HashMap<String, String>,
    /// `##` definitions in force, in the order first made.
    defined: Vec<(String, String)>,
}

impl Inheritance {
    /// Resolves one game's tags (name, unescaped value, line) and adds the definitions in force
    /// for the tags the game does not give, after its own.
    pub(crate) fn resolve(
        &mut self,
        tags: &[(&str, String, usize)],
    ) -> Result<Vec<ResolvedTag>, PbnError> {
        let mut resolved: Vec<ResolvedTag> = Vec::with_capacity(tags.len() + self.defined.len());
        for (name, value, line) in tags {
            let inherits = value == "#" || value.starts_with("##");
            if inherits && NOT_INHERITED.contains(name) {
                return Err(PbnError::in_tag(
                    *line,
                    name,
                    PbnErrorKind::InheritanceForbidden,
                ));
            }
            let (value, from_definition) = if let Some(text) = value.strip_prefix("##") {
                self.define(name, text);
                (text.to_string(), true)
            } else if value == "#" {
                (self.last.get(*name).cloned().unwrap_or_default(), false)
            } else {
                if let Some(slot) = self.defined.iter_mut().find(|(n, _)| n == name) {
                    slot.1.clone_from(value);
                }
                (value.clone(), false)
            };
            resolved.push(ResolvedTag {
                name: name.to_string(),
                value,
                from_definition,
            });
        }
        for (name, value) in &self.defined {
            if !tags.iter().any(|(n, _, _)| n == name) {
                resolved.push(ResolvedTag {
                    name: name.clone(),
                    value: value.clone(),
                    from_definition: true,
                });
            }
        }
        for tag in &resolved {
            if tag.name != "Note" {
                match self.last.get_mut(&tag.name) {
                    Some(slot) => slot.clone_from(&tag.value),
                    None => {
                        self.last.insert(tag.name.clone(), tag.value.clone());
                    }
                }
            }
        }
        Ok(resolved)
    }

    fn define(&mut self, name: &str, text: &str) {
        match self.defined.iter_mut().find(|(n, _)| n == name) {
            Some(slot) => slot.1 = text.to_string(),
            None => self.defined.push((name.to_string(), text.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game<'a>(tags: &[(&'a str, &str)]) -> Vec<(&'a str, String, usize)> {
        tags.iter()
            .enumerate()
            .map(|(i, (n, v))| (*n, v.to_string(), i + 1))
            .collect()
    }

    fn values(resolved: &[ResolvedTag]) -> Vec<(String, String)> {
        resolved
            .iter()
            .map(|t| (t.name.clone(), t.value.clone()))
            .collect()
    }

    #[test]
    fn a_hash_takes_the_value_of_the_nearest_previous_game_that_gave_it() {
        let mut inheritance = Inheritance::default();
        inheritance
            .resolve(&game(&[("Event", "Cup"), ("Board", "1")]))
            .expect("game 1");
        inheritance
            .resolve(&game(&[("Board", "2")]))
            .expect("game 2");
        let third = inheritance
            .resolve(&game(&[("Event", "#"), ("Site", "#")]))
            .expect("game 3");
        assert_eq!(
            values(&third),
            [
                ("Event".into(), "Cup".into()),
                ("Site".into(), String::new())
            ]
        );
    }

    #[test]
    fn a_double_hash_defines_the_value_for_later_games_until_redefined() {
        let mut inheritance = Inheritance::default();
        let header = inheritance
            .resolve(&game(&[("Date", "##2024.05.01")]))
            .expect("header");
        assert!(header[0].from_definition);
        let board = inheritance
            .resolve(&game(&[("Board", "1")]))
            .expect("board 1");
        assert_eq!(
            values(&board),
            [
                ("Board".into(), "1".into()),
                ("Date".into(), "2024.05.01".into())
            ]
        );
        assert!(board[1].from_definition);
        inheritance
            .resolve(&game(&[("Board", "25"), ("Date", "2024.05.02")]))
            .expect("next day");
        let later = inheritance
            .resolve(&game(&[("Board", "26")]))
            .expect("board 26");
        assert_eq!(later[1].value, "2024.05.02");
    }

    #[test]
    fn the_tags_a_game_is_played_from_may_not_be_inherited() {
        let mut inheritance = Inheritance::default();
        for name in NOT_INHERITED {
            let err = inheritance
                .resolve(&game(&[("Board", "1"), (name, "#")]))
                .unwrap_err();
            assert_eq!((err.line, err.tag.as_deref()), (2, Some(name)));
            assert_eq!(err.kind, PbnErrorKind::InheritanceForbidden);
            assert!(inheritance.resolve(&game(&[(name, "##x")])).is_err());
        }
    }
}
