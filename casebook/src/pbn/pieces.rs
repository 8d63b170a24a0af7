//! The tokens of the auction and play sections (§3.2), cut out of a word of section data: a
//! word such as `1S!=1=$5` holds a call, a suffix, a note reference and a NAG.

/// One token of section data.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Piece<'a> {
    /// A call or card token: letters and digits.
    Token(&'a str),
    /// `-`: no call yet (auction) or a card not known (play).
    Hyphen,
    /// `!`, `?`, `!!`, `??`, `!?` or `?!`.
    Suffix(&'a str),
    /// `=n=`.
    NoteRef(u32),
    /// `$n`, 0 to 255.
    Nag(u8),
    /// `*`: the section stops here.
    Star,
    /// `+`: the section goes on later.
    Plus,
    /// `^` and a letter: an irregularity (§3.9).
    Irregularity(char),
    /// What cannot be read, from that point to the end of the word.
    Unreadable(&'a str),
}

/// Cuts a word into pieces.
pub(crate) fn pieces(word: &str) -> Vec<Piece<'_>> {
    let bytes = word.as_bytes();
    let mut out = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        let rest = &word[at..];
        let run = |pred: fn(&u8) -> bool, from: usize| {
            from + bytes[from..].iter().take_while(|b| pred(b)).count()
        };
        match bytes[at] {
            b'=' => {
                let end = run(u8::is_ascii_digit, at + 1);
                match (bytes.get(end), word[at + 1..end].parse::<u32>()) {
                    (Some(b'='), Ok(n)) => {
                        out.push(Piece::NoteRef(n));
                        at = end + 1;
                    }
                    _ => {
                        out.push(Piece::Unreadable(rest));
                        break;
                    }
                }
            }
            b'$' => {
                let end = run(u8::is_ascii_digit, at + 1);
                match word[at + 1..end].parse::<u8>() {
                    Ok(n) => {
                        out.push(Piece::Nag(n));
                        at = end;
                    }
                    Err(_) => {
                        out.push(Piece::Unreadable(rest));
                        break;
                    }
                }
            }
            b'!' | b'?' => {
                let pair = bytes.get(at + 1).is_some_and(|b| matches!(b, b'!' | b'?'));
                let end = if pair { at + 2 } else { at + 1 };
                out.push(Piece::Suffix(&word[at..end]));
                at = end;
            }
            b'*' => {
                out.push(Piece::Star);
                at += 1;
            }
            b'+' => {
                out.push(Piece::Plus);
                at += 1;
            }
            b'-' => {
                out.push(Piece::Hyphen);
                at += 1;
            }
            b'^' => match rest.chars().nth(1) {
                Some(c) if c.is_ascii_alphabetic() => {
                    out.push(Piece::Irregularity(c.to_ascii_uppercase()));
                    at += 2;
                }
                _ => {
                    out.push(Piece::Unreadable(rest));
                    break;
                }
            },
            b if b.is_ascii_alphanumeric() => {
                let end = run(u8::is_ascii_alphanumeric, at);
                out.push(Piece::Token(&word[at..end]));
                at = end;
            }
            _ => {
                out.push(Piece::Unreadable(rest));
                break;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use Piece::*;

    #[test]
    fn a_word_is_cut_into_its_tokens() {
        assert_eq!(
            pieces("1S!=1=$25"),
            [Token("1S"), Suffix("!"), NoteRef(1), Nag(25)]
        );
        assert_eq!(pieces("^I1C"), [Irregularity('I'), Token("1C")]);
        assert_eq!(pieces("4NT?!"), [Token("4NT"), Suffix("?!")]);
        assert_eq!(pieces("SK!!?"), [Token("SK"), Suffix("!!"), Suffix("?")]);
        assert_eq!(pieces("-"), [Hyphen]);
        assert_eq!(pieces("*"), [Star]);
        assert_eq!(pieces("+"), [Plus]);
    }

    #[test]
    fn what_cannot_be_read_is_kept_for_the_message() {
        assert_eq!(pieces("=x="), [Unreadable("=x=")]);
        assert_eq!(pieces("1S=2"), [Token("1S"), Unreadable("=2")]);
        assert_eq!(pieces("$999"), [Unreadable("$999")]);
        assert_eq!(pieces("1♠"), [Token("1"), Unreadable("♠")]);
        assert_eq!(pieces("^"), [Unreadable("^")]);
        assert_eq!(pieces("^é"), [Unreadable("^é")]);
    }
}
