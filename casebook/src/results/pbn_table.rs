//! The shape of a PBN table (§5.1): the tag's value names the columns, `Name\widthAlign`
//! separated by `;` (`Table\2R;Contract\4L`: at least 2 wide and right-aligned, 4 wide and
//! left-aligned); each data line is a row, its fields separated by white space, a field with
//! white space in quotes, `-` for an empty field.

/// A column of a table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Column {
    pub name: String,
    pub width: usize,
    /// `R` or `L`.
    pub right: bool,
}

/// The columns a table tag's value names; the width and alignment may be missing.
pub(super) fn columns(value: &str) -> Vec<Column> {
    value
        .split(';')
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .map(|column| {
            let (name, format) = column.split_once('\\').unwrap_or((column, ""));
            let digits: String = format.chars().take_while(char::is_ascii_digit).collect();
            Column {
                name: name.trim().to_string(),
                width: digits.parse().unwrap_or(0),
                right: format[digits.len()..].eq_ignore_ascii_case("R"),
            }
        })
        .collect()
}

/// The tag value naming `columns`.
pub(super) fn header(columns: &[Column]) -> String {
    columns
        .iter()
        .map(|c| format!("{}\\{}{}", c.name, c.width, if c.right { 'R' } else { 'L' }))
        .collect::<Vec<_>>()
        .join(";")
}

/// The fields of a row, quotes taken off; an unclosed quote runs to the end of the row.
pub(super) fn fields(row: &str) -> Vec<String> {
    let mut fields = Vec::new();
    let mut chars = row.chars().peekable();
    loop {
        while chars.next_if(|c| c.is_whitespace()).is_some() {}
        let Some(&first) = chars.peek() else {
            break;
        };
        let mut field = String::new();
        if first == '"' {
            chars.next();
            for c in chars.by_ref() {
                if c == '"' {
                    break;
                }
                field.push(c);
            }
            // Whatever follows the closing quote up to white space belongs to the field.
            while let Some(c) = chars.next_if(|c| !c.is_whitespace()) {
                field.push(c);
            }
            fields.push(field);
        } else {
            while let Some(c) = chars.next_if(|c| !c.is_whitespace()) {
                field.push(c);
            }
            fields.push(field);
        }
    }
    fields
}

/// A field as a row writes it: `-` when empty, in quotes when it holds white space or would
/// otherwise be misread. A row has no way to write a quote inside a field, so a quote becomes
/// an apostrophe first — and whether the field needs quotes is decided on what is written,
/// so that a file written, read and written again is the same file.
fn field_text(field: &str) -> String {
    let field = field.replace('"', "'");
    if field.is_empty() {
        "-".to_string()
    } else if field
        .chars()
        .any(|c| c.is_whitespace() || matches!(c, ';' | '{' | '[' | '%'))
        || field == "-"
    {
        format!("\"{field}\"")
    } else {
        field
    }
}

/// The columns' rows written aligned, each column as wide as its widest field.
pub(super) fn rows(columns: &mut [Column], rows: &[Vec<String>]) -> Vec<String> {
    let texts: Vec<Vec<String>> = rows
        .iter()
        .map(|row| row.iter().map(|f| field_text(f)).collect())
        .collect();
    for (i, column) in columns.iter_mut().enumerate() {
        column.width = texts
            .iter()
            .filter_map(|row| row.get(i))
            .map(|t| t.chars().count())
            .max()
            .unwrap_or(1)
            .max(1);
    }
    texts
        .iter()
        .map(|row| {
            row.iter()
                .zip(columns.iter())
                .map(|(text, column)| {
                    if column.right {
                        format!("{text:>width$}", width = column.width)
                    } else {
                        format!("{text:<width$}", width = column.width)
                    }
                })
                .collect::<Vec<_>>()
                .join(" ")
                .trim_end()
                .to_string()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_columns_of_a_french_federation_score_table() {
        // The columns of an FFB (Magic Contest) export.
        let read = columns(
            r"Table\2R;Round\2R;PairId_NS\2R;PairId_EW\2R;Contract\4L;Declarer\1R;Result\2R;Lead\3L;Score_NS\6R;Score_EW\6R;MP_NS\4R;MP_EW\4R;Percentage_NS\3R;Percentage_EW\3R",
        );
        assert_eq!(read.len(), 14);
        assert_eq!(
            read[4],
            Column {
                name: "Contract".into(),
                width: 4,
                right: false
            }
        );
        assert!(read[0].right);
        assert_eq!(
            fields(r#"19 14 4 11 2HX S 8 S6 "670" - 42.0 0.0 100 0"#),
            [
                "19", "14", "4", "11", "2HX", "S", "8", "S6", "670", "-", "42.0", "0.0", "100", "0"
            ]
        );
        assert_eq!(columns("Contract;Score_NS")[1].name, "Score_NS");
    }

    #[test]
    fn quoted_fields_keep_their_spaces_and_read_back() {
        let row = fields(r#"1 "Smith - Jones" "" x"#);
        assert_eq!(row, ["1", "Smith - Jones", "", "x"]);
        let mut cols = columns(r"A\1R;Names\1L;B\1L;C\1L");
        let written = rows(&mut cols, std::slice::from_ref(&row));
        assert_eq!(written, [r#"1 "Smith - Jones" - x"#]);
        assert_eq!(cols[1].width, 15);
        assert_eq!(header(&cols), r"A\1R;Names\15L;B\1L;C\1L");
    }

    /// A field with a quote in it (a rank read as `1"` from a damaged file) is written with an
    /// apostrophe, and quoted only if that needs quotes: written, read and written again, the
    /// same row (found by the `results_pbn` fuzz target).
    #[test]
    fn a_quote_in_a_field_is_written_the_same_every_time() {
        let mut cols = columns(r"RankR;NamesL");
        let row = vec!["1\"".to_string(), "Ann \"Jr\" Smith".to_string()];
        let once = rows(&mut cols, std::slice::from_ref(&row));
        assert_eq!(once, [r#"1' "Ann 'Jr' Smith""#]);
        let again = rows(&mut cols, &[fields(&once[0])]);
        assert_eq!(again, once);
    }
}
