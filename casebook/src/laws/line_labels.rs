//! The labels at the start of a line of a law text, as the texts write them: `A. Title`,
//! `1. text`, `(a) text`, `(ii) text`, behind Markdown heading marks or bold. Shared by the
//! built-in Bulgarian Laws and the layout of an added Laws text.

use super::label::section_letter;

/// Heading markup (`#`, `**`) removed; says whether there was any.
pub(crate) fn strip_heading_markup(line: &str) -> (String, bool) {
    let t = line.trim();
    let mut had = false;
    let mut s = t;
    if s.starts_with('#') {
        s = s.trim_start_matches('#').trim_start();
        had = true;
    }
    if s.starts_with("**") {
        had = true;
    }
    let s = if had {
        s.replace("**", "")
    } else {
        s.to_string()
    };
    (s.trim().to_string(), had)
}

/// A section line `X. text` (optionally bulleted): the canonical letter and the text.
pub(crate) fn section_line(text: &str) -> Option<(char, &str)> {
    let t = text.strip_prefix("- ").unwrap_or(text);
    let mut chars = t.chars();
    let letter = section_letter(chars.next()?)?;
    let rest = chars.as_str().strip_prefix(". ")?;
    Some((letter, rest.trim()))
}

/// An item line `N. text` (optionally bulleted, indentation ignored).
pub(crate) fn item_line(text: &str) -> Option<(u8, &str)> {
    let t = text.trim_start();
    let t = t.strip_prefix("- ").unwrap_or(t);
    let digits: String = t.chars().take_while(char::is_ascii_digit).collect();
    let number = digits.parse().ok()?;
    let rest = t[digits.len()..].strip_prefix('.')?;
    if !(rest.is_empty() || rest.starts_with(' ')) {
        return None;
    }
    Some((number, rest.trim()))
}

/// A parenthesised label at the start: `(b) text` → ("b", "text").
pub(crate) fn paren_label(text: &str) -> Option<(&str, &str)> {
    let t = text.trim_start();
    let t = t.strip_prefix("- ").unwrap_or(t);
    let inner = t.strip_prefix('(')?;
    let close = inner.find(')')?;
    let token = &inner[..close];
    if token.is_empty() || token.chars().count() > 4 || !token.chars().all(char::is_lowercase) {
        return None;
    }
    Some((token, inner[close + 1..].trim()))
}
