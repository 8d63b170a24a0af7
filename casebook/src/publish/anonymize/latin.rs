//! A Cyrillic name as Latin letters write it: in English casebooks and tournament results a
//! player's Иванов is Ivanov, Юрий is Yuriy, Yuri or Iurii. The spellings of the common
//! systems (the BGN/PCGN system of atlases, the passports' ICAO one, and the plain one of the
//! bridge press) are all tried.

use crate::text::latin::{Romanization, latin};

/// A system of romanization as names are written in it, with its ending for `-ий` (Юрий).
struct System {
    letters: Romanization,
    iy: &'static str,
}

/// The systems that write the letters alike but for these.
const fn system(
    yo: &'static str,
    short_i: &'static str,
    kh: &'static str,
    shch: &'static str,
    yu: &'static str,
    ya: &'static str,
    iy: &'static str,
) -> System {
    System {
        letters: Romanization {
            ie: "e",
            yo,
            short_i,
            kh,
            ts: "ts",
            shch,
            hard_sign: "",
            yu,
            ya,
        },
        iy,
    }
}

const SYSTEMS: [System; 4] = [
    // BGN/PCGN.
    system("yo", "y", "kh", "shch", "yu", "ya", "iy"),
    // ICAO 9303, Russian passports since 2013.
    system("e", "i", "kh", "shch", "iu", "ia", "ii"),
    // As the bridge press writes it.
    system("e", "y", "h", "sch", "yu", "ya", "i"),
    // As older results write it.
    system("e", "y", "kh", "shch", "yu", "ya", "y"),
];

/// The Latin spellings of a Cyrillic name word (lower case), without repeats; none for a word
/// with letters outside the Russian alphabet.
pub fn spellings(word: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for system in &SYSTEMS {
        let (body, ending) = match word.strip_suffix("ий") {
            Some(body) => (body, system.iy),
            None => (word, ""),
        };
        let spelled: Option<String> = body
            .chars()
            .map(|c| latin(c, &system.letters))
            .collect::<Option<Vec<&str>>>()
            .map(|parts| parts.concat() + ending);
        if let Some(spelled) = spelled
            && !spelled.is_empty()
            && !out.contains(&spelled)
        {
            out.push(spelled);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::spellings;

    #[test]
    fn names_are_spelled_as_each_system_spells_them() {
        assert_eq!(spellings("иванов"), ["ivanov"]);
        assert_eq!(spellings("юрий"), ["yuriy", "iurii", "yuri", "yury"]);
        assert_eq!(spellings("щукин"), ["shchukin", "schukin"]);
        assert_eq!(spellings("хабаров"), ["khabarov", "habarov"]);
        assert!(spellings("smith").is_empty());
    }
}
