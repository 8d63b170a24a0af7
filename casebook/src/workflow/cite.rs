//! How a step's anchors are cited in a write-up: `Law 16B1(a)`, `commentary 16.6`,
//! `footnote 22` (`Правило 16B1(a)`, `комментарий 16.6`, `примечание 22`; in Bulgarian
//! `коментар 16.6`, `бележка 22`), each a Markdown link
//! to the unit (`law:ANCHOR`, the library's link scheme).

use crate::adjust::Language;
use crate::laws::Anchor;

/// The label of a unit as people cite it, read from its anchor: `2017/law/12/C/1/e/ii` →
/// `12C1(e)(ii)`, `1997/commentary/16.6` → `16.6`, `1997/footnote/22` → `22`.
pub fn anchor_label(anchor: &Anchor) -> String {
    let mut parts = anchor.as_str().split('/').skip(1);
    let part = parts.next().unwrap_or_default();
    let rest: Vec<&str> = parts.collect();
    if part != "law" {
        return rest.join("/");
    }
    let mut label = String::new();
    for (i, segment) in rest.iter().enumerate() {
        // Sub-items and roman numerals are lowercase and printed in brackets.
        if i > 0 && segment.chars().all(|c| c.is_ascii_lowercase()) {
            label.push('(');
            label.push_str(segment);
            label.push(')');
        } else {
            label.push_str(segment);
        }
    }
    label
}

/// A Markdown link citing the unit: `[Law 16B1(a)](law:2017/law/16/B/1/a)`.
pub fn citation(anchor: &Anchor, language: Language) -> String {
    let part = anchor.as_str().split('/').nth(1).unwrap_or_default();
    let word = match (part, language) {
        ("law", Language::English) => "Law",
        ("law", Language::Russian | Language::Bulgarian) => "Правило",
        ("commentary", Language::English) => "commentary",
        ("commentary", Language::Russian) => "комментарий",
        ("commentary", Language::Bulgarian) => "коментар",
        ("footnote", Language::English) => "footnote",
        ("footnote", Language::Russian) => "примечание",
        ("footnote", Language::Bulgarian) => "бележка",
        _ => "",
    };
    let text = if word.is_empty() {
        anchor.as_str().to_string()
    } else {
        format!("{word} {}", anchor_label(anchor))
    };
    format!("[{text}]({})", anchor.link_target())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_follow_the_way_laws_are_cited() {
        for (anchor, label) in [
            ("2017/law/12/C/1/e/ii", "12C1(e)(ii)"),
            ("2017/law/16/B/1/a", "16B1(a)"),
            ("1997/law/16/A", "16A"),
            ("1997/law/68", "68"),
            ("1997/commentary/16.6", "16.6"),
            ("1997/footnote/22", "22"),
        ] {
            assert_eq!(anchor_label(&Anchor::new(anchor)), label, "{anchor}");
        }
        assert_eq!(
            citation(&Anchor::new("1997/footnote/22"), Language::Russian),
            "[примечание 22](law:1997/footnote/22)"
        );
        assert_eq!(
            citation(&Anchor::new("2017/law/21/B/1/b"), Language::English),
            "[Law 21B1(b)](law:2017/law/21/B/1/b)"
        );
        assert_eq!(
            citation(&Anchor::new("1997/commentary/16.6"), Language::Bulgarian),
            "[коментар 16.6](law:1997/commentary/16.6)"
        );
    }
}
