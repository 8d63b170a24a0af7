//! The texts Casebook ships (`assets/laws/`, named with their rights holders in its
//! `NOTICE.md`): the library's first entries, described as every added text is and read by
//! the layouts every added text is read by.

use super::{TextInfo, TextKind, TextLayout};
use crate::laws::sources::{
    adjusted_scores_training_ru, commentary_1987_ru, commentary_1997_ru, laws_2017_bg,
    laws_ru_pages,
};
use crate::laws::unit::{Edition, Language, Source};

/// A built-in text: what it is, the layout it is set out in and its body.
#[derive(Debug, Clone)]
pub struct BuiltInText {
    pub info: TextInfo,
    pub layout: TextLayout,
    pub body: &'static str,
}

/// The built-in texts, in the order the library reads them.
pub fn texts() -> Vec<TextInfo> {
    shipped().into_iter().map(|t| t.info).collect()
}

/// The built-in texts with their layouts and bodies.
pub fn shipped() -> Vec<BuiltInText> {
    let text = |source: Source, layout, body, title: &str, origin: &str| BuiltInText {
        info: TextInfo {
            source,
            kind: TextLayout::kind(layout),
            edition: source.edition().unwrap_or(Edition::E2017),
            language: source.language().unwrap_or(Language::Ru),
            title: title.to_string(),
            origin: origin.to_string(),
        },
        layout,
        body,
    };
    let shipped = vec![
        text(
            Source::Laws2017Bg,
            TextLayout::Bulgarian2017,
            laws_2017_bg::TEXT,
            "Международни правила по спортен бридж 2017",
            "World Bridge Federation; Bulgarian translation of the Bulgarian Bridge Federation",
        ),
        text(
            Source::Commentary1997Ru,
            TextLayout::RussianCommentaryTable,
            commentary_1997_ru::TEXT,
            "Комментарии к Кодексу–97",
            "Russian commentary on the 1997 Laws, with the law text and its appendices",
        ),
        text(
            Source::Commentary1987Ru,
            TextLayout::RussianCommentaryTyped,
            commentary_1987_ru::TEXT,
            "Комментарий к Правилам 64–70 (1987)",
            "Russian commentary on Laws 64–70 of the 1987 Laws",
        ),
        text(
            Source::AdjustedScoresTrainingRu,
            TextLayout::RussianTraining,
            adjusted_scores_training_ru::TEXT,
            "Компенсирующий результат: материал для апелляционных комитетов",
            "Russian training material for appeals committees on adjusted scores (1997 Laws)",
        ),
        text(
            Source::LawsRuPages,
            TextLayout::RussianPages,
            laws_ru_pages::TEXT,
            "Международный кодекс спортивного бриджа (страницы русского перевода)",
            "World Bridge Federation; pages of an older Russian translation, with its subject index",
        ),
    ];
    debug_assert!(shipped.iter().all(|t| t.info.kind != TextKind::EditionMap));
    shipped
}

/// The units of every built-in text, each in document order, read by its layout as an added
/// text is.
pub fn parse_all() -> Vec<crate::laws::unit::LawUnit> {
    shipped()
        .iter()
        .flat_map(|text| super::read_body(&text.info, text.layout, text.body))
        .collect()
}
