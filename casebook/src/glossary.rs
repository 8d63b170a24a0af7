//! The terms of Casebook's Russian (`assets/i18n/glossary.json`): the words the committees' own
//! commentary uses — апелляционный комитет, Правило N, компенсирующий результат, матч-пункты… —
//! each with its English term and the Bulgarian one of the Bulgarian Laws, and the patterns of
//! the Russian forms not to write. The guide's glossary chapter prints the table [`guide_table`]
//! makes; a test (`casebook/tests/russian_terms.rs`) holds every Russian text the product ships
//! to it.

use std::sync::OnceLock;

use serde::Deserialize;

use crate::guide::GuideLanguage;

/// The glossary as shipped.
pub const GLOSSARY_JSON: &str = include_str!("../../assets/i18n/glossary.json");

/// One term.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Term {
    pub id: String,
    /// The English term.
    pub en: String,
    /// The Russian forms to write, the term itself first.
    pub ru: Vec<String>,
    /// The term of the Bulgarian Laws, where they have one.
    pub bg: Option<String>,
    /// The Russian forms not to write.
    pub avoid: Vec<Avoided>,
}

/// A Russian form not to write: the pattern that finds it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Avoided {
    /// A regular expression finding it in a text.
    pub pattern: String,
}

#[derive(Deserialize)]
struct Glossary {
    terms: Vec<Term>,
}

/// The glossary's terms, in its order.
pub fn terms() -> &'static [Term] {
    static TERMS: OnceLock<Vec<Term>> = OnceLock::new();
    TERMS.get_or_init(|| {
        serde_json::from_str::<Glossary>(GLOSSARY_JSON)
            .expect("assets/i18n/glossary.json is read when Casebook is built and tested")
            .terms
    })
}

/// The glossary as the guide prints it in `language`: a Markdown table, a row a term.
pub fn guide_table(language: GuideLanguage) -> String {
    let cell = |text: &str| text.replace('|', "\\|");
    let mut table = String::new();
    // Each book puts its reader's term first: the Russian book the Russian, the Bulgarian book
    // the Bulgarian, the English book the English.
    table.push_str(match language {
        GuideLanguage::Russian => "| Пишем | English | Български |\n",
        GuideLanguage::Bulgarian => "| Български | English | На руски |\n",
        GuideLanguage::English => "| English | Russian | Bulgarian |\n",
    });
    table.push_str("| --- | --- | --- |\n");
    for term in terms() {
        let russian = term.ru.join(", ");
        let bulgarian = term.bg.as_deref().unwrap_or("—");
        let row = match language {
            GuideLanguage::Russian => [russian.as_str(), &term.en, bulgarian],
            GuideLanguage::Bulgarian => [bulgarian, &term.en, &russian],
            GuideLanguage::English => [term.en.as_str(), &russian, bulgarian],
        };
        table.push_str("| ");
        table.push_str(&row.map(cell).join(" | "));
        table.push_str(" |\n");
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_term_has_its_three_languages_and_patterns_that_find_what_they_name() {
        let mut ids: Vec<&str> = terms().iter().map(|term| term.id.as_str()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), terms().len(), "a term's id is given twice");
        for term in terms() {
            assert!(!term.en.is_empty() && !term.ru.is_empty(), "{}", term.id);
            for avoided in &term.avoid {
                assert!(!avoided.pattern.is_empty(), "{}", term.id);
            }
        }
        assert_eq!(terms()[0].ru[0], "апелляционный комитет");
    }

    #[test]
    fn the_table_has_a_row_a_term_in_both_books() {
        for language in GuideLanguage::ALL {
            let table = guide_table(language);
            assert_eq!(table.lines().count(), terms().len() + 2);
        }
        assert!(guide_table(GuideLanguage::Russian).contains(
            "| апелляционный комитет, комитет, АК | appeals committee | апелативна комисия |"
        ));
    }

    #[test]
    fn the_guide_prints_the_glossary_as_it_is() {
        for language in GuideLanguage::ALL {
            let chapter =
                crate::guide::chapter(language, "glossary").expect("the glossary chapter");
            let table = guide_table(language);
            assert!(
                chapter.markdown.contains(&table),
                "assets/guide/{}/glossary.md does not print assets/i18n/glossary.json as it is; \
                 its table should read:\n{table}",
                language.code()
            );
        }
    }
}
