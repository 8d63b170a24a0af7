//! The words precedents are explained in, English, Russian and Bulgarian (the core has no
//! translation machinery; like the casebook's labels these are plain tables).

use crate::adjust::Language;
use crate::case::Subject;
use crate::workflow::definition;

/// The kind of case by its workflow path: `Unauthorized information`.
pub fn kind_name(kind: &str, language: Language) -> String {
    definition::bundled()
        .ok()
        .and_then(|d| d.path(kind))
        .map(|p| p.name.get(language).to_string())
        .unwrap_or_else(|| kind.to_string())
}

pub(super) fn subject_name(subject: Subject, language: Language) -> &'static str {
    subject.name(language)
}

/// A finding as a committee says it: `an LA found`, `no damage`, `ЛА есть`.
pub fn finding_phrase(step: &str, answer: &str, language: Language) -> String {
    if language == Language::Bulgarian {
        return bulgarian_finding(step, answer);
    }
    let ru = language == Language::Russian;
    let yes = answer == definition::YES;
    let no = answer == definition::NO;
    let short = step.rsplit('.').next().unwrap_or(step);
    let phrase = match (short, yes, no, ru) {
        ("la", true, _, false) => "an LA found",
        ("la", _, true, false) => "no LA",
        ("la", true, _, true) => "ЛА есть",
        ("la", _, true, true) => "ЛА нет",
        ("damage", true, _, false) => "damage",
        ("damage", _, true, false) => "no damage",
        ("damage", true, _, true) => "ущерб есть",
        ("damage", _, true, true) => "ущерба нет",
        ("demonstrably_suggested", true, _, false) => "demonstrably suggested",
        ("demonstrably_suggested", _, true, false) => "not demonstrably suggested",
        ("demonstrably_suggested", true, _, true) => "явно подсказано",
        ("demonstrably_suggested", _, true, true) => "не подсказано",
        ("extraneous_information", true, _, false) => "UI present",
        ("extraneous_information", _, true, false) => "no UI",
        ("extraneous_information", true, _, true) => "НИ была",
        ("extraneous_information", _, true, true) => "НИ не было",
        ("chosen_over_alternative", true, _, false) => "suggested action chosen",
        ("chosen_over_alternative", _, true, false) => "suggested action not chosen",
        ("chosen_over_alternative", true, _, true) => "выбрано подсказанное",
        ("chosen_over_alternative", _, true, true) => "подсказанное не выбрано",
        ("agreement_evidence", _, _, false) if answer == "explanation_differs" => "misexplanation",
        ("agreement_evidence", _, _, true) if answer == "explanation_differs" => {
            "неверное объяснение"
        }
        ("agreement_evidence", _, _, false) => "no misexplanation",
        ("agreement_evidence", _, _, true) => "объяснение верное",
        ("self_inflicted", _, _, ru) => match (answer, ru) {
            ("none", false) => "no self-inflicted damage",
            ("none", true) => "ущерб не по своей вине",
            ("part", false) => "damage partly self-inflicted",
            ("part", true) => "ущерб отчасти по своей вине",
            ("all", false) => "damage all self-inflicted",
            ("all", true) => "ущерб целиком по своей вине",
            _ => "",
        },
        ("result_obtained", _, _, ru) => match (answer, ru) {
            ("obtained", false) => "a result obtained",
            ("obtained", true) => "результат получен",
            ("no_result", false) => "no result obtained",
            ("no_result", true) => "результата нет",
            _ => "",
        },
        ("incorrect_ruling", true, _, false) => "ruling incorrect",
        ("incorrect_ruling", _, true, false) => "ruling correct",
        ("incorrect_ruling", true, _, true) => "решение судьи ошибочно",
        ("incorrect_ruling", _, true, true) => "решение судьи верно",
        ("established", true, _, false) => "revoke established",
        ("established", _, true, false) => "no revoke",
        ("established", true, _, true) => "ренонс установлен",
        ("established", _, true, true) => "ренонса нет",
        ("insufficient", true, _, false) => "transfer insufficient",
        ("insufficient", _, true, false) => "transfer enough",
        ("insufficient", true, _, true) => "передачи недостаточно",
        ("insufficient", _, true, true) => "передачи достаточно",
        ("false_inference", true, _, false) => "false inference",
        ("false_inference", _, true, false) => "no false inference",
        ("false_inference", true, _, true) => "ложный вывод",
        ("false_inference", _, true, true) => "ложного вывода нет",
        ("no_bridge_reason", true, _, false) => "no bridge reason",
        ("no_bridge_reason", _, true, false) => "a bridge reason",
        ("no_bridge_reason", true, _, true) => "без бриджевой причины",
        ("no_bridge_reason", _, true, true) => "бриджевая причина была",
        ("could_have_known", true, _, false) => "could have known",
        ("could_have_known", _, true, false) => "could not have known",
        ("could_have_known", true, _, true) => "мог знать",
        ("could_have_known", _, true, true) => "не мог знать",
        _ => "",
    };
    if !phrase.is_empty() {
        return phrase.to_string();
    }
    let answer_word = match (yes, no, ru) {
        (true, _, false) => "yes",
        (_, true, false) => "no",
        (true, _, true) => "да",
        (_, true, true) => "нет",
        _ => answer,
    };
    format!("{}: {answer_word}", short.replace('_', " "))
}

/// A finding in the words of the Bulgarian Laws: `има ЛА`, `няма щета`.
fn bulgarian_finding(step: &str, answer: &str) -> String {
    let yes = answer == definition::YES;
    let no = answer == definition::NO;
    let short = step.rsplit('.').next().unwrap_or(step);
    let phrase = match (short, yes, no) {
        ("la", true, _) => "има ЛА",
        ("la", _, true) => "няма ЛА",
        ("damage", true, _) => "има щета",
        ("damage", _, true) => "няма щета",
        ("demonstrably_suggested", true, _) => "очевидно внушено",
        ("demonstrably_suggested", _, true) => "не е внушено",
        ("extraneous_information", true, _) => "има неразрешена информация",
        ("extraneous_information", _, true) => "няма неразрешена информация",
        ("chosen_over_alternative", true, _) => "избрано е внушеното",
        ("chosen_over_alternative", _, true) => "внушеното не е избрано",
        ("agreement_evidence", _, _) if answer == "explanation_differs" => "грешно обяснение",
        ("agreement_evidence", _, _) => "обяснението е вярно",
        ("self_inflicted", _, _) => match answer {
            "none" => "щетата не е по собствена вина",
            "part" => "щетата е отчасти по собствена вина",
            "all" => "щетата е изцяло по собствена вина",
            _ => "",
        },
        ("result_obtained", _, _) => match answer {
            "obtained" => "получен е резултат",
            "no_result" => "няма резултат",
            _ => "",
        },
        ("incorrect_ruling", true, _) => "решението на съдията е неправилно",
        ("incorrect_ruling", _, true) => "решението на съдията е правилно",
        ("established", true, _) => "ривокът е утвърден",
        ("established", _, true) => "няма утвърден ривок",
        ("insufficient", true, _) => "прехвърлянето е недостатъчно",
        ("insufficient", _, true) => "прехвърлянето е достатъчно",
        ("false_inference", true, _) => "неправилен извод",
        ("false_inference", _, true) => "няма неправилен извод",
        ("no_bridge_reason", true, _) => "без бриджова причина",
        ("no_bridge_reason", _, true) => "имало е бриджова причина",
        ("could_have_known", true, _) => "е могъл да знае",
        ("could_have_known", _, true) => "не е могъл да знае",
        _ => "",
    };
    if !phrase.is_empty() {
        return phrase.to_string();
    }
    let answer_word = match (yes, no) {
        (true, _) => "да",
        (_, true) => "не",
        _ => answer,
    };
    format!("{}: {answer_word}", short.replace('_', " "))
}

/// An adjusted-score method: `weighted`, `назначенный`; in Bulgarian the whole phrase, as its
/// word order needs (`резултат с тежести`, `назначен резултат`).
pub(super) fn method_name(method: &str, language: Language) -> String {
    match (method, language) {
        ("weighted", Language::Bulgarian) => "резултат с тежести".into(),
        ("assigned", Language::Bulgarian) => "назначен резултат".into(),
        ("artificial", Language::Bulgarian) => "изкуствен резултат".into(),
        ("weighted", Language::English) => "weighted".into(),
        ("weighted", Language::Russian) => "взвешенный".into(),
        ("assigned", Language::English) => "assigned".into(),
        ("assigned", Language::Russian) => "назначенный".into(),
        ("artificial", Language::English) => "artificial".into(),
        ("artificial", Language::Russian) => "искусственный".into(),
        (other, _) => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn findings_read_as_committees_say_them() {
        assert_eq!(
            finding_phrase("ui.la", "yes", Language::English),
            "an LA found"
        );
        assert_eq!(
            finding_phrase("mi.damage", "no", Language::Russian),
            "ущерба нет"
        );
        assert_eq!(
            finding_phrase("ui.self_inflicted", "none", Language::Russian),
            "ущерб не по своей вине"
        );
        // A step the table does not know reads as its name and the answer.
        assert_eq!(
            finding_phrase("claim.new_question", "yes", Language::English),
            "new question: yes"
        );
        assert_eq!(
            kind_name("ui", Language::English),
            "Unauthorized information"
        );
        assert_eq!(
            finding_phrase("ui.la", "yes", Language::Bulgarian),
            "има ЛА"
        );
        assert_eq!(
            finding_phrase("mi.damage", "no", Language::Bulgarian),
            "няма щета"
        );
        assert_eq!(
            kind_name("ui", Language::Bulgarian),
            "Неразрешена информация"
        );
    }
}
