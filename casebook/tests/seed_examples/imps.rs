//! The Law 78B IMP scale, read row by row from the three seeds that print it and checked
//! against `scoring::imps` at both ends of every range, for both signs.

use super::{SEED_000, SEED_002, SEED_004};
use casebook::scoring::imps;

/// One row of a printed scale: the range of differences (`None` above: "and more") and its IMPs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Row {
    from: i32,
    to: Option<i32>,
    imps: i32,
}

fn number(text: &str) -> i32 {
    text.trim()
        .parse()
        .unwrap_or_else(|_| panic!("not a number: «{text}»"))
}

/// The rows in the order printed: across each line, then down.
fn sorted(mut rows: Vec<Row>) -> Vec<Row> {
    rows.sort_by_key(|row| row.imps);
    rows
}

/// Checks that `rows` are the IMPs 1–24 (and 0 when printed), each once, and that `imps`
/// gives every row's value at both ends of its range, for both signs.
fn assert_scale(seed: &str, rows: &[Row]) {
    let first = rows[0].imps;
    let values: Vec<i32> = rows.iter().map(|row| row.imps).collect();
    assert_eq!(values, (first..=24).collect::<Vec<_>>(), "seed {seed}");
    for row in rows {
        for end in [Some(row.from), row.to].into_iter().flatten() {
            assert_eq!(imps(end), row.imps, "seed {seed}: {end} in {row:?}");
            assert_eq!(imps(-end), -row.imps, "seed {seed}: −{end} in {row:?}");
        }
    }
    // Each range starts ten above the end of the one before: no difference is left out.
    for pair in rows.windows(2) {
        assert_eq!(
            pair[0].to.map(|to| to + 10),
            Some(pair[1].from),
            "seed {seed}: {pair:?}"
        );
    }
}

/// laws-2017-bg.txt, 2017 Law 78B, l.2192–2201: the table printed with tabs, three columns of
/// «разлика в тот. точки» and IMPs, from «0–10 0» to «4000+ 24».
#[test]
fn imp02_2017_law_78b_every_row_of_the_printed_scale() {
    SEED_002.cites(2192, 2192, &["Разлика в тот. точки", "IMPs"]);
    let mut rows = Vec::new();
    for line in 2193..=2201 {
        let cells: Vec<String> = SEED_002
            .line(line)
            .split('\t')
            .map(str::to_string)
            .filter(|cell| !cell.trim().is_empty())
            .collect();
        for pair in cells.chunks(2) {
            let range = &pair[0];
            let row = match range.strip_suffix('+') {
                Some(from) => Row {
                    from: number(from),
                    to: None,
                    imps: number(&pair[1]),
                },
                None => {
                    let (from, to) = range.split_once('–').expect("a range a–b");
                    Row {
                        from: number(from),
                        to: Some(number(to)),
                        imps: number(&pair[1]),
                    }
                }
            };
            rows.push(row);
        }
    }
    let rows = sorted(rows);
    assert_eq!(rows.len(), 25);
    assert_eq!(
        rows[0],
        Row {
            from: 0,
            to: Some(10),
            imps: 0
        }
    );
    assert_eq!(
        rows[24],
        Row {
            from: 4000,
            to: None,
            imps: 24
        }
    );
    assert_scale("002", &rows);
}

/// laws-ru-pages.txt, the older translation's Law 78B, l.70–80: «20 · 40 1 ¦ 370 · 420 9 ¦ …», the
/// last «4000 и более 24»; no 0–10 row is printed.
#[test]
fn imp03_older_translation_law_78b_every_row_of_the_printed_scale() {
    SEED_004.cites(66, 69, &["IMP", "шкалой"]);
    let mut rows = Vec::new();
    for line in 73..=80 {
        for cell in SEED_004.line(line).split('¦') {
            let words: Vec<&str> = cell.split_whitespace().collect();
            let row = match words.as_slice() {
                [from, "·", to, value] => Row {
                    from: number(from),
                    to: Some(number(to)),
                    imps: number(value),
                },
                [from, "и", "более", value] => Row {
                    from: number(from),
                    to: None,
                    imps: number(value),
                },
                other => panic!("seed 004 l.{line}: not a row: {other:?}"),
            };
            rows.push(row);
        }
    }
    let rows = sorted(rows);
    assert_eq!(rows.len(), 24);
    assert_scale("004", &rows);
}

/// commentary-1997-ru.txt, the 1997 Law 78B, l.5469–5524: the ranges are printed «20(40», one row a few
/// lines, and l.5507 misprints the 5-IMP row as «70(210 5». Every other row agrees with the
/// scale; that one is 170–210, as the rows around it (130–160 → 4, 220–260 → 6), the 2017 table
/// (laws-2017-bg.txt l.2198, «170–210 5») and the older translation (laws-ru-pages.txt l.77) show. 70 points
/// are 2 IMPs, not 5; 170 and 210 are 5.
#[test]
fn imp01_1997_law_78b_every_row_of_the_printed_scale_and_its_misprint_of_170() {
    SEED_000.cites(5469, 5471, &["международных матч–пунктах"]);
    SEED_000.cites(5507, 5507, &["70(210"]);
    SEED_002.cites(2198, 2198, &["170–210\t5"]);
    SEED_004.cites(77, 77, &["170 · 210 5"]);
    let text = SEED_000.lines(5485, 5524);
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut rows = Vec::new();
    let mut i = 0;
    while i < words.len() {
        if let Some((from, to)) = words[i].split_once('(') {
            rows.push(Row {
                from: number(from),
                to: Some(number(to)),
                imps: number(words[i + 1]),
            });
            i += 2;
        } else if words[i..].starts_with(&["4000", "и", "более"]) {
            rows.push(Row {
                from: 4000,
                to: None,
                imps: number(words[i + 3]),
            });
            i += 4;
        } else {
            panic!("seed 000 l.5485–5524: unexpected «{}»", words[i]);
        }
    }
    let mut rows = sorted(rows);
    assert_eq!(rows.len(), 24);
    let misprint = rows
        .iter_mut()
        .find(|row| row.imps == 5)
        .expect("a 5-IMP row");
    assert_eq!(
        *misprint,
        Row {
            from: 70,
            to: Some(210),
            imps: 5
        }
    );
    assert_eq!(imps(70), 2);
    misprint.from = 170;
    assert_scale("000", &rows);
}
