//! LIN text as `key|value|` pairs, each with its line.

use super::error::{LinError, LinErrorKind};

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Pair<'a> {
    /// Lower case, without the spaces and line ends around it.
    pub key: String,
    pub value: &'a str,
    pub line: usize,
}

/// Cuts LIN text into pairs. A value left open at the very end is taken as it is (links are
/// often copied without the last `|`); a key with no value at all means the text was cut.
pub(crate) fn pairs(text: &str) -> Result<Vec<Pair<'_>>, LinError> {
    let mut out = Vec::new();
    let mut fields = text.split('|');
    let mut line = 1;
    while let Some(key_field) = fields.next() {
        let key_line = line
            + key_field[..key_field.len() - key_field.trim_start().len()]
                .matches('\n')
                .count();
        line += key_field.matches('\n').count();
        let key = key_field.trim();
        let Some(value) = fields.next() else {
            if key.is_empty() {
                break;
            }
            return Err(LinError {
                line: key_line,
                key: Some(key.to_ascii_lowercase()),
                kind: LinErrorKind::Truncated(key.to_ascii_lowercase()),
            });
        };
        line += value.matches('\n').count();
        if key.is_empty() && value.trim().is_empty() {
            continue;
        }
        out.push(Pair {
            key: key.to_ascii_lowercase(),
            value: value.trim(),
            line: key_line,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(text: &str) -> Vec<(String, String, usize)> {
        pairs(text)
            .expect("pairs")
            .into_iter()
            .map(|p| (p.key, p.value.to_string(), p.line))
            .collect()
    }

    #[test]
    fn pairs_are_keyed_in_lower_case_and_know_their_line() {
        assert_eq!(
            keys("pn|a,b,c,d|MD|3SA|\r\nmb|1C!|pg||\nmb| p |"),
            [
                ("pn".into(), "a,b,c,d".into(), 1),
                ("md".into(), "3SA".into(), 1),
                ("mb".into(), "1C!".into(), 2),
                ("pg".into(), String::new(), 2),
                ("mb".into(), "p".into(), 3)
            ]
        );
        assert_eq!(
            keys("mb|1C|mc|9"),
            [("mb".into(), "1C".into(), 1), ("mc".into(), "9".into(), 1)]
        );
        assert_eq!(keys(""), []);
    }

    #[test]
    fn a_key_without_its_value_is_a_cut_text() {
        let err = pairs("pn|a,b,c,d|\nmd").unwrap_err();
        assert_eq!(
            (err.line, err.kind),
            (2, LinErrorKind::Truncated("md".into()))
        );
    }
}
