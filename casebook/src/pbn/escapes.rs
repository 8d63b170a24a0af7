//! The backslash notations of PBN text: quotes and backslashes inside tag values (§3.2) and the
//! suit escapes `\S \H \D \C` of commentary (§3.8), which notes use too. Hand records hold the
//! suit symbols; files hold the escapes.

const SUITS: [(char, char); 4] = [('S', '♠'), ('H', '♥'), ('D', '♦'), ('C', '♣')];

fn symbol_of(letter: char) -> Option<char> {
    SUITS.iter().find(|(l, _)| *l == letter).map(|(_, s)| *s)
}

fn letter_of(symbol: char) -> Option<char> {
    SUITS.iter().find(|(_, s)| *s == symbol).map(|(l, _)| *l)
}

/// A Note tag's value as written (escapes not yet undone) as text with suit symbols.
pub(crate) fn read_note_value(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some(next @ ('"' | '\\')) => out.push(next),
            Some(next) => match symbol_of(next) {
                Some(symbol) => out.push(symbol),
                None => {
                    out.push('\\');
                    out.push(next);
                }
            },
            None => out.push('\\'),
        }
    }
    out
}

/// The inverse of [`read_note_value`].
pub(crate) fn write_note_value(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            // A tag value is one token on one line (§3.2).
            '\n' | '\r' | '\t' => out.push(' '),
            _ => match letter_of(c) {
                Some(letter) => {
                    out.push('\\');
                    out.push(letter);
                }
                None => out.push(c),
            },
        }
    }
    out
}

/// Any other tag value for writing: quotes and backslashes escaped.
pub(crate) fn write_value(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c == '"' || c == '\\' {
            out.push('\\');
        }
        // A tag value is one token on one line (§3.2).
        out.push(if c == '\n' || c == '\r' || c == '\t' {
            ' '
        } else {
            c
        });
    }
    out
}

/// Commentary as written, with the suit escapes turned into symbols.
pub(crate) fn read_comment(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\'
            && let Some(symbol) = chars.peek().copied().and_then(symbol_of)
        {
            out.push(symbol);
            chars.next();
        } else {
            out.push(c);
        }
    }
    // Windows line ends inside a comment are one line end to the reader.
    if out.contains('\r') {
        out = out.replace("\r\n", "\n").replace('\r', "\n");
    }
    out
}

/// Commentary for a `{…}` comment: suit symbols as escapes; a closing brace, which would end
/// the comment (§3.8), becomes a parenthesis.
pub(crate) fn write_comment(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match (c, letter_of(c)) {
            (_, Some(letter)) => {
                out.push('\\');
                out.push(letter);
            }
            ('}', None) => out.push(')'),
            (_, None) => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn note_values_round_trip_with_suits_quotes_and_backslashes() {
        let raw = r#"2:5+ \H, \"weak\" \\ \2R"#;
        let text = read_note_value(raw);
        assert_eq!(text, r#"2:5+ ♥, "weak" \ \2R"#);
        assert_eq!(read_note_value(&write_note_value(&text)), text);
        assert_eq!(write_note_value("♠♥♦♣"), r"\S\H\D\C");
        assert_eq!(write_note_value("two\r\nlines\t"), "two  lines ");
    }

    #[test]
    fn comments_get_suit_symbols_and_lose_closing_braces() {
        assert_eq!(read_comment(r"lead \SK from \SKQ"), "lead ♠K from ♠KQ");
        assert_eq!(read_comment("a\r\nb"), "a\nb");
        assert_eq!(write_comment("♠K {sic}"), r"\SK {sic)");
        assert_eq!(read_comment(&write_comment("♥ and ♣")), "♥ and ♣");
    }

    #[test]
    fn plain_values_escape_quotes_and_backslashes() {
        assert_eq!(write_value(r#"a "b" \c"#), r#"a \"b\" \\c"#);
        assert_eq!(write_value("two\nlines"), "two lines");
    }
}
