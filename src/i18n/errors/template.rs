//! Reading back the parts of a sentence the core wrote into a `String` field (a case record's
//! problem, a refused bundle, a malformed PBN tag), so that the sentence can be said again in
//! the interface language. A sentence that matches no form is shown as the core wrote it.

use super::{arg, say};
use crate::i18n::{FluentValue, Language};

/// The `{name}` holes of `form` with their values in `text`, in order, when `text` has the
/// form. A hole runs to the first occurrence of the literal text after it (to the end for the
/// last hole), so a hole is best followed by text its value does not contain.
pub fn read<'t>(form: &'static str, text: &'t str) -> Option<Vec<(&'static str, &'t str)>> {
    let mut pieces = form.split('{');
    let mut rest = text.strip_prefix(pieces.next()?)?;
    let holes: Vec<(&'static str, &'static str)> = pieces
        .map(|piece| piece.split_once('}').unwrap_or((piece, "")))
        .collect();
    let mut values = Vec::with_capacity(holes.len());
    for (i, (name, literal)) in holes.iter().enumerate() {
        let last = i + 1 == holes.len();
        let end = if last {
            rest.strip_suffix(literal)?.len()
        } else if literal.is_empty() {
            return None;
        } else {
            rest.find(literal)?
        };
        let (value, after) = rest.split_at(end);
        values.push((*name, value));
        rest = &after[literal.len()..];
    }
    (!holes.is_empty() || rest.is_empty()).then_some(values)
}

/// The first of `forms` (the core's English form, the Fluent key) that `text` has, said
/// in `language`; each hole's value passes through `value` (a seat named again, a card).
pub fn reword(
    forms: &[(&'static str, &str)],
    text: &str,
    language: Language,
    value: impl Fn(&str, &str) -> FluentValue<'static>,
) -> Option<String> {
    forms.iter().find_map(|(form, key)| {
        let values = read(form, text)?;
        Some(say(
            language,
            key,
            values
                .into_iter()
                .map(|(name, found)| (name, value(name, found))),
        ))
    })
}

/// Each hole's value as the core wrote it.
pub fn as_written(_: &str, found: &str) -> FluentValue<'static> {
    arg(found.to_string())
}

#[cfg(test)]
mod tests {
    use super::read;

    #[test]
    fn holes_are_read_between_the_literal_parts() {
        assert_eq!(
            read("{tricks} tricks: a deal has 13", "14 tricks: a deal has 13"),
            Some(vec![("tricks", "14")])
        );
        assert_eq!(
            read(
                "call {call} does not exist: the auction has {count} calls",
                "call 9 does not exist: the auction has 4 calls"
            ),
            Some(vec![("call", "9"), ("count", "4")])
        );
        assert_eq!(read("the name is empty", "the name is empty"), Some(vec![]));
        assert_eq!(read("the name is empty", "the name is empty!"), None);
        assert_eq!(read("{n} tricks: a deal has 13", "a deal has 13"), None);
        assert_eq!(read("level {n} is impossible", "level 9 is possible"), None);
    }
}
