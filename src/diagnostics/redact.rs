//! Keeping case text and player names out of the log: errors quote what the user typed or what a
//! file held («…», "…", “…”, `…`), so whatever stands between quotes is left out.

/// `text` with every quoted passage replaced by an ellipsis in the same quotes.
pub fn without_quoted_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some((start, open)) = rest
        .char_indices()
        .find(|(_, c)| closing_quote(*c).is_some())
    {
        let close = closing_quote(open).unwrap_or(open);
        let after_open = &rest[start + open.len_utf8()..];
        match after_open.find(close) {
            Some(end) => {
                out.push_str(&rest[..start]);
                out.push(open);
                out.push('…');
                out.push(close);
                rest = &after_open[end + close.len_utf8()..];
            }
            None => {
                // An unclosed quote: everything after it may be user text.
                out.push_str(&rest[..start]);
                out.push(open);
                out.push('…');
                return out;
            }
        }
    }
    out.push_str(rest);
    out
}

fn closing_quote(open: char) -> Option<char> {
    match open {
        '«' => Some('»'),
        '"' => Some('"'),
        '“' => Some('”'),
        '„' => Some('“'),
        '`' => Some('`'),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::without_quoted_text;

    #[test]
    fn quoted_passages_are_left_out_and_the_rest_kept() {
        assert_eq!(
            without_quoted_text(r#"line 12: unknown player "Ivanov" in [North]"#),
            r#"line 12: unknown player "…" in [North]"#
        );
        assert_eq!(
            without_quoted_text("дело «Петров против Сидорова» не сохранено"),
            "дело «…» не сохранено"
        );
        assert_eq!(
            without_quoted_text("it is inside 'щ' of `секретный текст`"),
            "it is inside 'щ' of `…`"
        );
        assert_eq!(without_quoted_text("no quotes here"), "no quotes here");
    }

    #[test]
    fn an_unclosed_quote_hides_everything_after_it() {
        assert_eq!(without_quoted_text(r#"bad tag "Board 7"#), r#"bad tag "…"#);
    }
}
