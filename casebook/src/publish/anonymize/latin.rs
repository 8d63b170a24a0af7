//! A Cyrillic name as Latin letters write it: in English casebooks and tournament results a
//! player's Иванов is Ivanov, Юрий is Yuriy, Yuri or Iurii. The spellings of the common
//! systems (the BGN/PCGN system of atlases, the passports' ICAO one, and the plain one of the
//! bridge press) are all tried.

/// How each system writes the letters on which the systems differ.
struct System {
    ie: &'static str,
    yo: &'static str,
    short_i: &'static str,
    kh: &'static str,
    ts: &'static str,
    shch: &'static str,
    yu: &'static str,
    ya: &'static str,
    /// `-ий` at the end of a name (Юрий).
    iy: &'static str,
}

const SYSTEMS: [System; 4] = [
    // BGN/PCGN.
    System {
        ie: "e",
        yo: "yo",
        short_i: "y",
        kh: "kh",
        ts: "ts",
        shch: "shch",
        yu: "yu",
        ya: "ya",
        iy: "iy",
    },
    // ICAO 9303, Russian passports since 2013.
    System {
        ie: "e",
        yo: "e",
        short_i: "i",
        kh: "kh",
        ts: "ts",
        shch: "shch",
        yu: "iu",
        ya: "ia",
        iy: "ii",
    },
    // As the bridge press writes it.
    System {
        ie: "e",
        yo: "e",
        short_i: "y",
        kh: "h",
        ts: "ts",
        shch: "sch",
        yu: "yu",
        ya: "ya",
        iy: "i",
    },
    // As older results write it.
    System {
        ie: "e",
        yo: "e",
        short_i: "y",
        kh: "kh",
        ts: "ts",
        shch: "shch",
        yu: "yu",
        ya: "ya",
        iy: "y",
    },
];

fn letter(c: char, system: &System) -> Option<&'static str> {
    Some(match c {
        'а' => "a",
        'б' => "b",
        'в' => "v",
        'г' => "g",
        'д' => "d",
        'е' => system.ie,
        'ё' => system.yo,
        'ж' => "zh",
        'з' => "z",
        'и' => "i",
        'й' => system.short_i,
        'к' => "k",
        'л' => "l",
        'м' => "m",
        'н' => "n",
        'о' => "o",
        'п' => "p",
        'р' => "r",
        'с' => "s",
        'т' => "t",
        'у' => "u",
        'ф' => "f",
        'х' => system.kh,
        'ц' => system.ts,
        'ч' => "ch",
        'ш' => "sh",
        'щ' => system.shch,
        'ъ' | 'ь' => "",
        'ы' => "y",
        'э' => "e",
        'ю' => system.yu,
        'я' => system.ya,
        _ => return None,
    })
}

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
            .map(|c| letter(c, system))
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
