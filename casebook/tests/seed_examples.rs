//! The seeds' numeric worked examples and rules with a threshold, one test each, by topic.
//!
//! Every test names what it shows and cites the seed file and line (or the commentary
//! paragraph) in its doc comment; the test first checks that the cited line says so, then
//! asserts the seed's figures through the public API. Examples that other test files already
//! reproduce are not repeated here: `tests/seed_examples/README.md` lists every example with the
//! test that covers it.
//!
//! The seeds are the law texts bundled in `assets/laws/`:
//!
//! | seed | file |
//! |---|---|
//! | 000 | `commentary-1997-ru.txt`, the Russian commentary on the 1997 Laws |
//! | 001 | `commentary-1987-laws64-70-ru.txt`, the commentary on the 1987 Laws 64–70 |
//! | 002 | `laws-2017-bg.txt`, the 2017 Laws in Bulgarian |
//! | 003 | `adjusted-scores-training-ru.txt`, the training material on adjusted scores |
//! | 004 | `laws-ru-pages.txt`, pages of an older Russian translation |
//!
//! Where a seed and a later Law differ, the case's edition (the profile's `law_edition`)
//! decides, and the test says which Law supersedes which.

#[path = "seed_examples/artificial.rs"]
mod artificial;
#[path = "seed_examples/assigned.rs"]
mod assigned;
#[path = "seed_examples/claims.rs"]
mod claims;
#[path = "seed_examples/field.rs"]
mod field;
#[path = "seed_examples/imps.rs"]
mod imps;
#[path = "seed_examples/knockout.rs"]
mod knockout;
#[path = "seed_examples/matchpoints.rs"]
mod matchpoints;
#[path = "seed_examples/polls.rs"]
mod polls;
#[path = "seed_examples/revokes.rs"]
mod revokes;
#[path = "seed_examples/time_limits.rs"]
mod time_limits;

/// One of the seeds: its number and its text.
pub struct Seed {
    pub number: &'static str,
    pub text: &'static str,
}

pub const SEED_000: Seed = Seed {
    number: "000",
    text: include_str!("../../assets/laws/commentary-1997-ru.txt"),
};
pub const SEED_001: Seed = Seed {
    number: "001",
    text: include_str!("../../assets/laws/commentary-1987-laws64-70-ru.txt"),
};
pub const SEED_002: Seed = Seed {
    number: "002",
    text: include_str!("../../assets/laws/laws-2017-bg.txt"),
};
pub const SEED_004: Seed = Seed {
    number: "004",
    text: include_str!("../../assets/laws/laws-ru-pages.txt"),
};

impl Seed {
    /// Line `number` (counted from 1), non-breaking spaces as spaces.
    pub fn line(&self, number: usize) -> String {
        self.text
            .split('\n')
            .nth(number - 1)
            .unwrap_or_else(|| panic!("seed {} has no line {number}", self.number))
            .replace('\u{a0}', " ")
    }

    /// Lines `from..=to` joined by spaces.
    pub fn lines(&self, from: usize, to: usize) -> String {
        (from..=to)
            .map(|n| self.line(n))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Checks a citation: lines `from..=to` contain every one of `words`.
    pub fn cites(&self, from: usize, to: usize, words: &[&str]) {
        let text = self.lines(from, to);
        for word in words {
            assert!(
                text.contains(word),
                "seed {} l.{from}–{to} does not say «{word}»: {text}",
                self.number
            );
        }
    }
}

/// Helpers shared by the topics.
pub mod support {
    use casebook::adjust::{Board, Comparison, OtherRoom, Outcome, Rational, Settings};
    use casebook::bridge::{Seat, Vulnerability};
    use casebook::profile::Profile;

    pub fn r(num: i128, den: i128) -> Rational {
        Rational::new(num, den).expect("test fraction")
    }

    pub fn by(contract: &str, declarer: Seat, tricks: u8) -> Outcome {
        Outcome::played(contract.parse().expect("contract"), declarer, tricks).expect("legal")
    }

    pub fn profile(id: &str) -> Profile {
        Profile::bundled(id).expect("bundled profile")
    }

    pub fn settings(id: &str) -> Settings {
        profile(id).settings()
    }

    /// A team board compared with North–South's `other_ns` points at the other table.
    pub fn teams(vulnerability: Vulnerability, other_ns: i32) -> Board {
        Board {
            vulnerability,
            comparison: Comparison::Imps(OtherRoom::Score(other_ns)),
            knockout: false,
        }
    }

    /// A pairs board compared with North–South's scores at the other tables.
    pub fn pairs(field: &[i32]) -> Board {
        Board {
            vulnerability: Vulnerability::None,
            comparison: Comparison::Matchpoints(field.to_vec()),
            knockout: false,
        }
    }
}

/// The list of the worked examples (`tests/seed_examples/README.md`, which CONTRIBUTING's testing
/// section links) names every example with its test: the count it states is the number of rows,
/// CONTRIBUTING states the same count, and every test it names exists in the file it names.
#[test]
fn the_worked_examples_list_names_every_example_with_a_test_that_exists() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |path: &std::path::Path| {
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    };
    let section = read(&root.join("tests/seed_examples/README.md"));
    let rows: Vec<&str> = section
        .lines()
        .skip_while(|line| !line.starts_with("| id "))
        .skip(2)
        .take_while(|line| line.starts_with("| "))
        .collect();
    assert!(rows.len() > 50, "{} rows", rows.len());
    let stated = format!("**{} worked examples", rows.len());
    assert!(section.contains(&stated), "the list does not say {stated}");
    let contributing = read(&root.join("../CONTRIBUTING.md"));
    assert!(
        contributing.contains(&stated),
        "CONTRIBUTING.md does not say {stated}"
    );
    for row in rows {
        let test = row
            .trim_end_matches(" |")
            .rsplit("| `")
            .next()
            .and_then(|cell| cell.strip_suffix('`'))
            .unwrap_or_else(|| panic!("no test in {row}"));
        let (file, name) = test.rsplit_once("::").expect("file::test");
        let path = match file.strip_prefix("seed_examples::") {
            Some(topic) => root.join(format!("tests/seed_examples/{topic}.rs")),
            None if file.starts_with("src/") => root.join(file),
            None => root.join(format!("tests/{file}.rs")),
        };
        assert!(
            read(&path).contains(&format!("fn {name}(")),
            "{} has no test {name}",
            path.display()
        );
    }
}
