//! Latin and Cyrillic look-alike letters, which people switching keyboard layouts mix in one
//! word: calls and contracts are read in either script.

/// Latin and Cyrillic letters that look alike, lower case: people switching keyboard layouts
/// mid-word type one for the other (`контpa` with a Latin `p`, `3Бk`, `XХ`).
const LOOKALIKES: [(char, char); 12] = [
    ('a', 'а'),
    ('b', 'в'),
    ('c', 'с'),
    ('e', 'е'),
    ('h', 'н'),
    ('k', 'к'),
    ('m', 'м'),
    ('o', 'о'),
    ('p', 'р'),
    ('t', 'т'),
    ('x', 'х'),
    ('y', 'у'),
];

fn is_cyrillic(c: char) -> bool {
    matches!(c, '\u{0400}'..='\u{04FF}')
}

/// Other readings of a typed word that mixes Latin and Cyrillic letters, lower case: with its
/// look-alikes made all Cyrillic, then all Latin (`Контpa` → `контра`, `б/k` → `б/к`,
/// `4HХ` → `4hx`). Empty for a word in one script, which is read only as typed: a lone
/// Cyrillic `Р` is not taken for the Latin `P` of a pass.
pub(super) fn script_folds(text: &str) -> Vec<String> {
    let lower = text.to_lowercase();
    let latin = lower.chars().any(|c| c.is_ascii_alphabetic());
    let cyrillic = lower.chars().any(is_cyrillic);
    if !(latin && cyrillic) {
        return Vec::new();
    }
    let to_cyrillic = lower
        .chars()
        .map(|c| {
            LOOKALIKES
                .iter()
                .find(|(l, _)| *l == c)
                .map_or(c, |(_, r)| *r)
        })
        .collect();
    let to_latin = lower
        .chars()
        .map(|c| {
            LOOKALIKES
                .iter()
                .find(|(_, r)| *r == c)
                .map_or(c, |(l, _)| *l)
        })
        .collect();
    vec![to_cyrillic, to_latin]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_words_mixing_scripts_are_read_both_ways() {
        assert_eq!(script_folds("контpa"), ["контра", "kohtpa"]);
        assert_eq!(script_folds("Бk")[0], "бк");
        assert_eq!(script_folds("4HХ")[1], "4hx");
        assert!(script_folds("пас").is_empty());
        assert!(script_folds("Pass").is_empty());
        assert!(script_folds("Р").is_empty());
        assert!(script_folds("1♠").is_empty());
    }
}
