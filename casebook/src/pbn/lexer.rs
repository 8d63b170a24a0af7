//! Cutting PBN text into games and, within a game, into tag pairs, commentary and the words of
//! section data (PBN §2–3.3, §3.8).

use super::error::{PbnError, PbnErrorKind};

/// One piece of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Item<'a> {
    /// A tag pair; `value` is the string as written, escapes not yet undone.
    Tag {
        name: &'a str,
        value: &'a str,
        line: usize,
    },
    /// A run of printing characters in section data (`1S`, `=1=`, `SK`, `N NT 4`…).
    Word { text: &'a str, line: usize },
    /// The text of a `{…}` or `;…` comment.
    Comment { text: &'a str, line: usize },
}

/// The games of a file: the items between semi-empty lines (§3), and the error that stopped
/// the cutting, if any (the games before it are complete).
pub(crate) struct Lexed<'a> {
    pub games: Vec<Vec<Item<'a>>>,
    pub error: Option<PbnError>,
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\x0b' | b'\x0c')
}

fn is_word_end(b: u8) -> bool {
    is_space(b) || matches!(b, b'\n' | b'\r' | b'[' | b'{' | b';')
}

struct Cursor<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
    line: usize,
}

impl<'a> Cursor<'a> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    /// Steps over one end of line (`\n`, `\r\n` or a lone `\r`) at the cursor.
    fn newline(&mut self) -> bool {
        match self.peek() {
            Some(b'\n') => self.at += 1,
            Some(b'\r') => {
                self.at += 1;
                if self.peek() == Some(b'\n') {
                    self.at += 1;
                }
            }
            _ => return false,
        }
        self.line += 1;
        true
    }

    fn skip_whitespace_and_newlines(&mut self) {
        while let Some(b) = self.peek() {
            if is_space(b) {
                self.at += 1;
            } else if !self.newline() {
                break;
            }
        }
    }

    fn skip_to_end_of_line(&mut self) {
        while let Some(b) = self.peek() {
            if b == b'\n' || b == b'\r' {
                break;
            }
            self.at += 1;
        }
    }

    /// Whether the line starting at the cursor holds only spaces and tabs (§3: a semi-empty
    /// line starts a new game).
    fn line_is_blank(&self) -> bool {
        self.bytes[self.at..]
            .iter()
            .find(|&&b| !is_space(b))
            .is_none_or(|&b| b == b'\n' || b == b'\r')
    }

    fn tag(&mut self) -> Result<Item<'a>, PbnError> {
        let line = self.line;
        self.at += 1; // '['
        self.skip_whitespace_and_newlines();
        let start = self.at;
        while self
            .peek()
            .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_')
        {
            self.at += 1;
        }
        let name = &self.text[start..self.at];
        if name.is_empty() {
            return Err(match self.peek() {
                None => PbnError::new(line, PbnErrorKind::Truncated("a tag pair")),
                Some(_) => PbnError::new(
                    self.line,
                    PbnErrorKind::MalformedTag(format!(
                        "expected a tag name after [, found \"{}\"",
                        self.rest_of_line()
                    )),
                ),
            });
        }
        self.step_over_in_tag(b'"', line, name, || {
            format!("expected the value in quotes after {name}")
        })?;
        let value_start = self.at;
        loop {
            match self.peek() {
                None => {
                    return Err(PbnError::in_tag(
                        line,
                        name,
                        PbnErrorKind::Truncated("a tag value"),
                    ));
                }
                Some(b'\\')
                    if self
                        .bytes
                        .get(self.at + 1)
                        .is_some_and(|&b| b != b'\n' && b != b'\r') =>
                {
                    self.at += 2;
                }
                Some(b'"') => break,
                Some(b'\n' | b'\r') => {
                    return Err(PbnError::in_tag(
                        self.line,
                        name,
                        PbnErrorKind::MalformedTag(format!(
                            "the value of {name} is not closed with \" on its line"
                        )),
                    ));
                }
                Some(_) => self.at += 1,
            }
        }
        let value = &self.text[value_start..self.at];
        self.at += 1; // closing quote
        self.step_over_in_tag(b']', line, name, || {
            format!("expected ] after the value of {name}")
        })?;
        Ok(Item::Tag { name, value, line })
    }

    /// Steps over `mark`, the next mark of the tag pair `name` that starts on `line`, past any
    /// white space and ends of line before it: the end of the text there leaves the pair
    /// truncated, anything else malformed (`expected` says what should have come).
    fn step_over_in_tag(
        &mut self,
        mark: u8,
        line: usize,
        name: &str,
        expected: impl FnOnce() -> String,
    ) -> Result<(), PbnError> {
        self.skip_whitespace_and_newlines();
        match self.peek() {
            Some(b) if b == mark => {
                self.at += 1;
                Ok(())
            }
            None => Err(PbnError::in_tag(
                line,
                name,
                PbnErrorKind::Truncated("a tag pair"),
            )),
            Some(_) => Err(PbnError::in_tag(
                self.line,
                name,
                PbnErrorKind::MalformedTag(format!(
                    "{}, found \"{}\"",
                    expected(),
                    self.rest_of_line()
                )),
            )),
        }
    }

    fn rest_of_line(&self) -> &'a str {
        let end = self.bytes[self.at..]
            .iter()
            .position(|&b| b == b'\n' || b == b'\r')
            .map_or(self.bytes.len(), |n| self.at + n);
        let mut cut = end.min(self.at + 40);
        while !self.text.is_char_boundary(cut) {
            cut -= 1;
        }
        &self.text[self.at..cut]
    }

    fn brace_comment(&mut self) -> Result<Item<'a>, PbnError> {
        let line = self.line;
        self.at += 1; // '{'
        let start = self.at;
        loop {
            match self.peek() {
                None => return Err(PbnError::new(line, PbnErrorKind::Truncated("a { comment"))),
                Some(b'}') => break,
                Some(b'\n' | b'\r') => {
                    self.newline();
                }
                Some(_) => self.at += 1,
            }
        }
        let text = &self.text[start..self.at];
        self.at += 1; // '}'
        Ok(Item::Comment { text, line })
    }
}

/// Cuts decoded PBN text into games. Escape lines (`%` in the first column, §2.4) are skipped.
pub(crate) fn lex(text: &str) -> Lexed<'_> {
    let mut cursor = Cursor {
        text,
        bytes: text.as_bytes(),
        at: 0,
        line: 1,
    };
    let mut games: Vec<Vec<Item>> = Vec::new();
    let mut game: Vec<Item> = Vec::new();
    let mut line_start = true;
    let error = loop {
        if line_start {
            line_start = false;
            if cursor.peek() == Some(b'%') {
                cursor.skip_to_end_of_line();
            } else if cursor.line_is_blank() {
                if !game.is_empty() {
                    games.push(std::mem::take(&mut game));
                }
                cursor.skip_to_end_of_line();
            }
        }
        let Some(b) = cursor.peek() else {
            break None;
        };
        match b {
            b'\n' | b'\r' => {
                cursor.newline();
                line_start = true;
            }
            b if is_space(b) => cursor.at += 1,
            b'[' => match cursor.tag() {
                Ok(item) => game.push(item),
                Err(err) => break Some(err),
            },
            b'{' => match cursor.brace_comment() {
                Ok(item) => game.push(item),
                Err(err) => break Some(err),
            },
            b';' => {
                let line = cursor.line;
                cursor.at += 1;
                let start = cursor.at;
                cursor.skip_to_end_of_line();
                game.push(Item::Comment {
                    text: &text[start..cursor.at],
                    line,
                });
            }
            _ => {
                let start = cursor.at;
                // A string in a table's data (§5.1: a field holding spaces is quoted, as the
                // players' names of a ScoreTable) is one word up to its closing quote on the
                // line, spaces, `;`, `{` and `[` included.
                if b == b'"' {
                    cursor.at += 1;
                    while cursor
                        .peek()
                        .is_some_and(|b| !matches!(b, b'"' | b'\n' | b'\r'))
                    {
                        cursor.at += 1;
                    }
                    if cursor.peek() == Some(b'"') {
                        cursor.at += 1;
                    }
                }
                while cursor.peek().is_some_and(|b| !is_word_end(b)) {
                    cursor.at += 1;
                }
                game.push(Item::Word {
                    text: &text[start..cursor.at],
                    line: cursor.line,
                });
            }
        }
    };
    if error.is_none() && !game.is_empty() {
        games.push(game);
    }
    Lexed { games, error }
}

/// Undoes the escapes of a tag value (§3.2): `\"` is a quote and `\\` a backslash; any other
/// backslash is kept.
pub(crate) fn unescape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some(next @ ('"' | '\\')) => out.push(next),
                Some(next) => {
                    out.push('\\');
                    out.push(next);
                }
                None => out.push('\\'),
            }
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tags(game: &[Item]) -> Vec<(String, String)> {
        game.iter()
            .filter_map(|item| match item {
                Item::Tag { name, value, .. } => Some((name.to_string(), value.to_string())),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn semi_empty_lines_separate_games_and_escape_lines_are_skipped() {
        let text = "% PBN 2.1\r\n% EXPORT\r\n\r\n[Event \"A\"]\r\n[Board \"1\"]\r\n \t\r\n[Event \"#\"]\r\n[Board \"2\"]\r\n";
        let lexed = lex(text);
        assert!(lexed.error.is_none());
        assert_eq!(lexed.games.len(), 2);
        assert_eq!(
            tags(&lexed.games[1]),
            [("Event".into(), "#".into()), ("Board".into(), "2".into())]
        );
    }

    #[test]
    fn import_format_allows_spaces_several_tags_on_a_line_and_a_tag_over_lines() {
        let lexed = lex("[ Event   \"A\" ][Site \"B\"]\n[Date\n\"2024.01.02\"\n]");
        assert_eq!(
            tags(&lexed.games[0]),
            [
                ("Event".into(), "A".into()),
                ("Site".into(), "B".into()),
                ("Date".into(), "2024.01.02".into())
            ]
        );
    }

    #[test]
    fn brace_comments_may_hold_blank_lines_and_count_lines() {
        let text = "[Event \"A\"]\n{first\n\nsecond}\n[Board \"1\"] ; rest of line\n1S =1= $3";
        let lexed = lex(text);
        assert_eq!(lexed.games.len(), 1);
        let game = &lexed.games[0];
        assert_eq!(
            game[1],
            Item::Comment {
                text: "first\n\nsecond",
                line: 2
            }
        );
        assert_eq!(
            game[2],
            Item::Tag {
                name: "Board",
                value: "1",
                line: 5
            }
        );
        assert_eq!(
            game[3],
            Item::Comment {
                text: " rest of line",
                line: 5
            }
        );
        let words: Vec<&str> = game[4..]
            .iter()
            .filter_map(|item| match item {
                Item::Word { text, .. } => Some(*text),
                _ => None,
            })
            .collect();
        assert_eq!(words, ["1S", "=1=", "$3"]);
    }

    #[test]
    fn truncation_is_reported_where_the_unfinished_piece_starts() {
        let lexed = lex("[Event \"A\"]\n\n[Board \"1\"]\n[Deal \"N:AK");
        let err = lexed.error.expect("truncated");
        assert_eq!((err.line, err.tag.as_deref()), (4, Some("Deal")));
        assert_eq!(err.kind, PbnErrorKind::Truncated("a tag value"));
        assert_eq!(lexed.games.len(), 1, "the complete game before it is kept");
        let err = lex("[Event \"A\"]\n{never closed\n")
            .error
            .expect("truncated");
        assert_eq!(
            (err.line, err.kind),
            (2, PbnErrorKind::Truncated("a { comment"))
        );
        assert!(lex("[Event").error.is_some());
        assert!(lex("[").error.is_some());
    }

    #[test]
    fn malformed_tags_are_named() {
        let err = lex("[Event A]").error.expect("no quotes");
        assert_eq!(err.tag.as_deref(), Some("Event"));
        assert!(
            err.to_string().contains("expected the value in quotes"),
            "{err}"
        );
        let err = lex("[Event \"A\" x]").error.expect("no bracket");
        assert!(
            err.to_string().contains("expected ] after the value"),
            "{err}"
        );
        let err = lex("[Event \"A\n\"]").error.expect("open string");
        assert!(err.to_string().contains("not closed"), "{err}");
        let err = lex("[\"A\"]").error.expect("no name");
        assert!(err.to_string().contains("expected a tag name"), "{err}");
    }

    #[test]
    fn a_quoted_field_of_a_table_is_one_word() {
        let lexed = lex(
            "[ScoreTable \"Names_NS\\20L;Score_NS\\6R\"]\n\"Smith; {Jr} [A]\" \"620\" -\n\"open",
        );
        let words: Vec<&str> = lexed.games[0]
            .iter()
            .filter_map(|item| match item {
                Item::Word { text, .. } => Some(*text),
                _ => None,
            })
            .collect();
        assert_eq!(words, ["\"Smith; {Jr} [A]\"", "\"620\"", "-", "\"open"]);
    }

    #[test]
    fn escapes_in_values() {
        let lexed = lex(r#"[Event "say \"hi\" \\ \S"]"#);
        let value = match lexed.games[0][0] {
            Item::Tag { value, .. } => value,
            _ => "",
        };
        assert_eq!(unescape(value), r#"say "hi" \ \S"#);
    }
}
