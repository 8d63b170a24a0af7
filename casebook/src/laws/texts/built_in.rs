//! The texts Casebook ships (`assets/laws/`, named with their rights holders in its
//! `NOTICE.md`): the library's first entries, described as every added text is.

use super::{TextInfo, TextKind};
use crate::laws::unit::{Edition, Language, Source};

/// The built-in texts, in the order the library reads them.
pub fn texts() -> Vec<TextInfo> {
    let text = |source: Source, kind, title: &str, origin: &str| TextInfo {
        source,
        kind,
        edition: source.edition().unwrap_or(Edition::E2017),
        language: source.language().unwrap_or(Language::Ru),
        title: title.to_string(),
        origin: origin.to_string(),
    };
    vec![
        text(
            Source::Laws2017Bg,
            TextKind::Laws,
            "Международни правила по спортен бридж 2017",
            "World Bridge Federation; Bulgarian translation of the Bulgarian Bridge Federation",
        ),
        text(
            Source::Commentary1997Ru,
            TextKind::Commentary,
            "Комментарии к Кодексу–97",
            "Russian commentary on the 1997 Laws, with the law text and its appendices",
        ),
        text(
            Source::Commentary1987Ru,
            TextKind::Commentary,
            "Комментарий к Правилам 64–70 (1987)",
            "Russian commentary on Laws 64–70 of the 1987 Laws",
        ),
        text(
            Source::AdjustedScoresTrainingRu,
            TextKind::Commentary,
            "Компенсирующий результат: материал для апелляционных комитетов",
            "Russian training material for appeals committees on adjusted scores (1997 Laws)",
        ),
        text(
            Source::LawsRuPages,
            TextKind::Laws,
            "Международный кодекс спортивного бриджа (страницы русского перевода)",
            "World Bridge Federation; pages of an older Russian translation, with its subject index",
        ),
    ]
}
