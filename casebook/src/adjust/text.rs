//! The words and number forms of the one-line breakdowns, in English, Russian and Bulgarian.

use super::rational::Rational;
use crate::bridge::{CallLanguage, Side};
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Language {
    English,
    Russian,
    /// In the words of the Bulgarian 2017 Laws: административен резултат, мач-точки, IMPs.
    Bulgarian,
}

impl Language {
    /// Every language a breakdown is written in.
    pub const ALL: [Language; 3] = [Language::English, Language::Russian, Language::Bulgarian];

    /// The decimal separator: a point in English, a comma in Russian and Bulgarian.
    pub fn decimal_separator(self) -> char {
        match self {
            Language::English => '.',
            Language::Russian | Language::Bulgarian => ',',
        }
    }

    /// The language of a BCP 47 code (`ru` → Russian, `bg` → Bulgarian); anything else is
    /// English.
    pub fn from_code(code: &str) -> Language {
        let primary = code.trim().split(['-', '_']).next().unwrap_or_default();
        if primary.eq_ignore_ascii_case("ru") {
            Language::Russian
        } else if primary.eq_ignore_ascii_case("bg") {
            Language::Bulgarian
        } else {
            Language::English
        }
    }
}

impl From<Language> for CallLanguage {
    /// A breakdown spells its contracts in its own language (`3БК=` in Russian).
    fn from(language: Language) -> CallLanguage {
        match language {
            Language::English => CallLanguage::English,
            Language::Russian => CallLanguage::Russian,
            Language::Bulgarian => CallLanguage::Bulgarian,
        }
    }
}

/// A one-line explanation of a score, in every language of the application (`bg` was added
/// after `en` and `ru`: a reader of the JSON that knows only those two finds them as before).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Breakdown {
    pub en: String,
    pub ru: String,
    pub bg: String,
}

impl Breakdown {
    /// Builds every line with the same function, so the languages cannot drift apart.
    pub fn build(line: impl Fn(Language) -> String) -> Breakdown {
        Breakdown {
            en: line(Language::English),
            ru: line(Language::Russian),
            bg: line(Language::Bulgarian),
        }
    }

    pub fn get(&self, language: Language) -> &str {
        match language {
            Language::English => &self.en,
            Language::Russian => &self.ru,
            Language::Bulgarian => &self.bg,
        }
    }
}

/// The unit a side's score is expressed in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Unit {
    /// IMPs against the other table (teams).
    Imps,
    /// A percentage of the matchpoints available (pairs).
    Percent,
}

impl Unit {
    pub fn name(self) -> &'static str {
        match self {
            Unit::Imps => "imps",
            Unit::Percent => "percent",
        }
    }

    /// The score a side would have with no advantage either way: 0 IMPs, 50%.
    pub fn average(self) -> Rational {
        match self {
            Unit::Imps => Rational::ZERO,
            Unit::Percent => Rational::integer(50),
        }
    }
}

/// `СЮ`/`ВЗ` are the Russian initials of Север–Юг and Восток–Запад, as casebooks print them;
/// `С–Ю`/`И–З` the Bulgarian ones of Север–Юг and Изток–Запад, as the interface prints them.
pub fn side_name(side: Side, language: Language) -> &'static str {
    match (side, language) {
        (Side::NS, Language::English) => "NS",
        (Side::EW, Language::English) => "EW",
        (Side::NS, Language::Russian) => "СЮ",
        (Side::EW, Language::Russian) => "ВЗ",
        (Side::NS, Language::Bulgarian) => "С–Ю",
        (Side::EW, Language::Bulgarian) => "И–З",
    }
}

/// Total points with their sign, as printed: `+620`, `−100`, `0`.
pub fn signed_points(points: i32) -> String {
    match points {
        p if p > 0 => format!("+{p}"),
        p if p < 0 => format!("−{}", p.unsigned_abs()),
        _ => "0".to_string(),
    }
}

/// A number in the language's form: `4.9` / `4,9`; `≈3.42` when the exact value has no
/// finite decimal form (the exact fraction is printed beside results that need it).
pub fn number(value: Rational, language: Language) -> String {
    let separator = language.decimal_separator();
    let magnitude = if value.is_negative() {
        value.checked_neg().unwrap_or(value)
    } else {
        value
    };
    match magnitude.decimal_text(separator) {
        Some(text) => text,
        None => {
            let rounded = magnitude
                .round_to(Rational::new(1, 100).unwrap_or(Rational::ONE), true)
                .and_then(|r| r.decimal_text(separator))
                .unwrap_or_else(|| magnitude.to_string());
            format!("≈{rounded}")
        }
    }
}

/// A signed number: `+4.9`, `−0.45`, `0`.
pub fn signed_number(value: Rational, language: Language) -> String {
    let text = number(value, language);
    let (approximately, digits) = match text.strip_prefix('≈') {
        Some(digits) => ("≈", digits),
        None => ("", text.as_str()),
    };
    let sign = if value.is_negative() {
        "−"
    } else if value.is_zero() {
        ""
    } else {
        "+"
    };
    format!("{approximately}{sign}{digits}")
}

/// The Russian word for `value` IMPs, as the commentary writes it: `1 имп`, `3 импа`,
/// `−10 импов`, and `импа` after a fraction (`−0,5 импа`, `+3,42 импа`).
pub fn russian_imps(value: Rational) -> &'static str {
    if !value.is_integer() {
        return "импа";
    }
    let n = value.numerator().unsigned_abs();
    match (n % 10, n % 100) {
        (_, 11..=14) => "импов",
        (1, _) => "имп",
        (2..=4, _) => "импа",
        _ => "импов",
    }
}

/// A score with its unit: `+4.9 IMPs`, `−1 IMP`, `+3 импа`, `+4,9 IMPs`, `59%`, `62,5%`.
pub fn score_with_unit(value: Rational, unit: Unit, language: Language) -> String {
    match unit {
        Unit::Imps => {
            let name = match language {
                Language::English if value == Rational::ONE || value == Rational::integer(-1) => {
                    "IMP"
                }
                Language::English => "IMPs",
                Language::Russian => russian_imps(value),
                // The Bulgarian Laws' interface writes the English abbreviation, one for one
                // IMP and the plural for the rest, with a decimal comma.
                Language::Bulgarian if value == Rational::ONE || value == Rational::integer(-1) => {
                    "IMP"
                }
                Language::Bulgarian => "IMPs",
            };
            format!("{} {name}", signed_number(value, language))
        }
        Unit::Percent => {
            let text = number(value, language);
            if value.is_negative() {
                format!("−{text}%")
            } else {
                format!("{text}%")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adjust::as_written::r;

    #[test]
    fn scores_print_in_each_language() {
        assert_eq!(
            score_with_unit(r(49, 10), Unit::Imps, Language::English),
            "+4.9 IMPs"
        );
        assert_eq!(
            score_with_unit(r(49, 10), Unit::Imps, Language::Russian),
            "+4,9 импа"
        );
        let russian = |n: i64| score_with_unit(Rational::integer(n), Unit::Imps, Language::Russian);
        assert_eq!(
            [
                russian(1),
                russian(-3),
                russian(10),
                russian(12),
                russian(21),
                russian(0)
            ],
            [
                "+1 имп",
                "−3 импа",
                "+10 импов",
                "+12 импов",
                "+21 имп",
                "0 импов"
            ]
        );
        assert_eq!(
            score_with_unit(r(-1, 1), Unit::Imps, Language::English),
            "−1 IMP"
        );
        assert_eq!(
            score_with_unit(Rational::ZERO, Unit::Imps, Language::English),
            "0 IMPs"
        );
        assert_eq!(
            score_with_unit(r(125, 2), Unit::Percent, Language::Russian),
            "62,5%"
        );
        assert_eq!(
            score_with_unit(r(41, 12), Unit::Imps, Language::English),
            "≈+3.42 IMPs"
        );
        assert_eq!(signed_points(-920), "−920");
        assert_eq!(side_name(Side::EW, Language::Russian), "ВЗ");
    }

    /// Bulgarian writes a decimal comma and the interface's IMPs, and Изток–Запад as `И–З`.
    #[test]
    fn bulgarian_scores_read_as_the_bulgarian_interface_writes_them() {
        assert_eq!(
            score_with_unit(r(49, 10), Unit::Imps, Language::Bulgarian),
            "+4,9 IMPs"
        );
        assert_eq!(
            score_with_unit(Rational::integer(-1), Unit::Imps, Language::Bulgarian),
            "−1 IMP"
        );
        assert_eq!(
            score_with_unit(r(125, 2), Unit::Percent, Language::Bulgarian),
            "62,5%"
        );
        assert_eq!(side_name(Side::NS, Language::Bulgarian), "С–Ю");
        assert_eq!(side_name(Side::EW, Language::Bulgarian), "И–З");
        assert_eq!(Language::from_code("bg"), Language::Bulgarian);
        assert_eq!(Language::from_code("ru-RU"), Language::Russian);
        assert_eq!(Language::from_code("de"), Language::English);
    }
}
