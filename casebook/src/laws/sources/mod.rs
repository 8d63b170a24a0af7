//! One reader per layout of a built-in text. Each turns the text of its file in `assets/laws/`,
//! or a federation's text set out the same way ([`super::texts::TextLayout`]), into units; the
//! cleaning they share lives in [`super::clean`], the label tables in [`super::label`] and the
//! tree building in [`super::outline`].

pub mod adjusted_scores_training_ru;
pub mod commentary_1987_ru;
pub mod commentary_1997_ru;
pub mod laws_2017_bg;
pub mod laws_ru_pages;

use crate::text::latin::{ANCHORS, latin};

/// A lowercase ASCII slug for an anchor segment: `Adjusted Score` → `adjusted-score`.
/// Letters outside ASCII are transliterated from Russian and Bulgarian so that Cyrillic
/// headings get readable slugs too.
pub fn slug(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars().flat_map(char::to_lowercase) {
        match c {
            'a'..='z' | '0'..='9' => out.push(c),
            _ => match latin(c, &ANCHORS) {
                Some(t) => out.push_str(t),
                None => {
                    if !out.is_empty() && !out.ends_with('-') {
                        out.push('-');
                    }
                }
            },
        }
    }
    out.trim_end_matches('-').to_string()
}

#[cfg(test)]
mod tests {
    use super::slug;

    #[test]
    fn slugs_are_ascii() {
        assert_eq!(slug("Adjusted Score"), "adjusted-score");
        assert_eq!(slug("psych[e]"), "psych-e");
        assert_eq!(
            slug("РУКОВОДСТВО ГЛАВНОМУ СУДЬЕ"),
            "rukovodstvo-glavnomu-sude"
        );
    }
}
