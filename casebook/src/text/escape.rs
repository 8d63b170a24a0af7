//! Escaping what users wrote for each output: HTML text and attributes (with red ♥ ♦), typst
//! markup and strings, and Markdown inline text. Every user string reaches a casebook through
//! one of these functions or through the publisher's Markdown renderer (`publish::user_markdown`).

/// The suits printed red (and their outlined forms).
fn is_red_suit(c: char) -> bool {
    matches!(c, '♥' | '♦' | '♡' | '♢')
}

/// The entity HTML writes `c` as, for the characters that would be read as markup (the same in
/// body text and in an attribute value).
fn html_entity(c: char) -> Option<&'static str> {
    match c {
        '&' => Some("&amp;"),
        '<' => Some("&lt;"),
        '>' => Some("&gt;"),
        '"' => Some("&quot;"),
        '\'' => Some("&#39;"),
        _ => None,
    }
}

/// Appends `text` as HTML body text: `& < > " '` escaped, ♥ and ♦ wrapped in a red span.
pub fn push_html_text(out: &mut String, text: &str) {
    for c in text.chars() {
        if let Some(entity) = html_entity(c) {
            out.push_str(entity);
        } else if is_red_suit(c) {
            out.push_str("<span class=\"red\">");
            out.push(c);
            out.push_str("</span>");
        } else {
            out.push(c);
        }
    }
}

/// `text` as HTML body text (see [`push_html_text`]).
pub fn html_text(text: &str) -> String {
    escaped(text, push_html_text)
}

/// `text` through one of the appending escapes, into a string of its own: room for a few
/// escapes, so that a short text is written without growing the string.
fn escaped(text: &str, push: fn(&mut String, &str)) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    push(&mut out, text);
    out
}

/// `text` for a quoted HTML attribute value: no markup, only escapes.
pub fn html_attribute(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match html_entity(c) {
            Some(entity) => out.push_str(entity),
            None => out.push(c),
        }
    }
    out
}

/// Characters with a meaning in typst markup: code (`#`), math (`$`), strong and emphasis
/// (`*`, `_`), raw (`` ` ``), references and labels (`@`, `<`, `>`), content blocks (`[`, `]`),
/// non-breaking space (`~`), headings, lists and term lists at a line start (`=`, `-`, `+`,
/// `/`), comments (`//`, `/*`), shorthands (`--`, `...`), the escape itself, and `.` and `(`
/// which would continue a function call or field access written just before the text.
fn is_typst_special(c: char) -> bool {
    matches!(
        c,
        '\\' | '#'
            | '$'
            | '*'
            | '_'
            | '`'
            | '@'
            | '<'
            | '>'
            | '['
            | ']'
            | '~'
            | '='
            | '-'
            | '+'
            | '/'
            | '.'
            | '('
            | '\''
            | '"'
    )
}

/// Appends `text` to typst markup so that it prints as written: every character typst reads
/// as syntax is escaped with a backslash, line breaks become spaces (a paragraph break would
/// end the surrounding element), and ♥ ♦ are set red.
pub fn push_typst_text(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '\n' | '\r' | '\t' => out.push(' '),
            // Red where written, rather than by a show rule that every text of the document
            // would be matched against; `;` ends the call, whatever follows.
            c if is_red_suit(c) => {
                out.push_str("#text(fill: rgb(\"#c00000\"))[");
                out.push(c);
                out.push_str("];");
            }
            c if is_typst_special(c) => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
}

/// `text` as typst markup (see [`push_typst_text`]).
pub fn typst_text(text: &str) -> String {
    escaped(text, push_typst_text)
}

/// `text` as a typst string literal, quotes included.
pub fn typst_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `text` as Markdown inline text that prints as written: emphasis, code, link and table
/// punctuation is backslash-escaped, `<`, `>` and `&` are written as entities (so no raw HTML
/// or entity of the user's survives), a leading list or heading marker is escaped, and line
/// breaks become spaces.
pub fn markdown_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for (i, c) in text.chars().enumerate() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '\n' | '\r' | '\t' => out.push(' '),
            '\\' | '`' | '*' | '_' | '[' | ']' | '|' | '~' | '#' => {
                out.push('\\');
                out.push(c);
            }
            '-' | '+' | '.' | '!' | '=' if i == 0 => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    // "1." at the start would open an ordered list.
    if let Some(digits) = out.find(|c: char| !c.is_ascii_digit())
        && digits > 0
        && out[digits..].starts_with(['.', ')'])
    {
        out.insert(digits, '\\');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_text_escapes_markup_and_reddens_hearts_and_diamonds() {
        assert_eq!(
            html_text("<script>alert(1)</script> 4♥ & 3♠"),
            "&lt;script&gt;alert(1)&lt;/script&gt; 4<span class=\"red\">♥</span> &amp; 3♠"
        );
        assert_eq!(html_attribute("a\"b<c"), "a&quot;b&lt;c");
    }

    #[test]
    fn typst_text_escapes_every_special_character() {
        assert_eq!(
            typst_text("#let x = $1$ *b* _i_ @ref <l> [c] // 1."),
            "\\#let x \\= \\$1\\$ \\*b\\* \\_i\\_ \\@ref \\<l\\> \\[c\\] \\/\\/ 1\\."
        );
        assert_eq!(typst_string("say \"hi\"\\"), "\"say \\\"hi\\\"\\\\\"");
    }

    #[test]
    fn markdown_text_leaves_no_raw_html() {
        assert_eq!(
            markdown_text("<img onerror=x> *a* [l](u) У-01"),
            "&lt;img onerror=x&gt; \\*a\\* \\[l\\](u) У-01"
        );
        assert_eq!(markdown_text("- 1. x"), "\\- 1. x");
        assert_eq!(markdown_text("12. x"), "12\\. x");
    }
}
