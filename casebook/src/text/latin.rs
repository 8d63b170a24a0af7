//! Cyrillic letters as Latin ones write them: one table, each system of romanization naming
//! only the letters on which the systems differ. The law library's anchors use [`ANCHORS`];
//! the anonymizer tries every system a name may be written in.

/// How one system writes the Cyrillic letters on which the systems differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Romanization {
    pub ie: &'static str,
    pub yo: &'static str,
    pub short_i: &'static str,
    pub kh: &'static str,
    pub ts: &'static str,
    pub shch: &'static str,
    /// `ъ`: silent in Russian, a vowel in Bulgarian (`ъгъл` is `agal`).
    pub hard_sign: &'static str,
    pub yu: &'static str,
    pub ya: &'static str,
}

/// The anchors of Russian and Bulgarian headings: plain ASCII, `щ` and `ъ` as Bulgarian
/// spells them (`sht`, `a`).
pub const ANCHORS: Romanization = Romanization {
    ie: "e",
    yo: "e",
    short_i: "i",
    kh: "h",
    ts: "ts",
    shch: "sht",
    hard_sign: "a",
    yu: "yu",
    ya: "ya",
};

/// A lower-case Russian or Bulgarian letter in Latin letters, by `system`; `None` for any
/// other character.
pub fn latin(c: char, system: &Romanization) -> Option<&'static str> {
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
        'ъ' => system.hard_sign,
        'ь' => "",
        'ы' => "y",
        'э' => "e",
        'ю' => system.yu,
        'я' => system.ya,
        _ => return None,
    })
}
