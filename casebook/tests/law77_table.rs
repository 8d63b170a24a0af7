//! Every cell of the Law 77 scoring table, worked scores of every kind of result, the
//! extremes, and an exhaustive consistency check over every contract and result.
//!
//! Line numbers are those of laws-2017-bg.txt (the Bulgarian 2017 Laws), which prints the table at
//! ll.2112–2178.

use casebook::bridge::{Contract, Doubling, Strain};
use casebook::scoring::{ScoreBreakdown, ScoringError, declarer_score, score_breakdown};

const NOT_VUL: bool = false;
const VUL: bool = true;
const DOUBLINGS: [Doubling; 3] = [Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled];

fn contract(level: u8, strain: Strain, doubling: Doubling) -> Contract {
    Contract::new(level, strain, doubling).expect("level 1 to 7")
}

fn parse(s: &str) -> Contract {
    s.parse().expect("test contract")
}

fn score(c: Contract, vulnerable: bool, tricks: u8) -> i32 {
    declarer_score(c, vulnerable, tricks).expect("0 to 13 tricks")
}

fn breakdown(c: Contract, vulnerable: bool, tricks: u8) -> ScoreBreakdown {
    score_breakdown(c, vulnerable, tricks).expect("0 to 13 tricks")
}

/// Score with `down` undertricks.
fn down(c: Contract, vulnerable: bool, down: u8) -> i32 {
    score(c, vulnerable, c.tricks_needed() - down)
}

#[test]
fn trick_score_per_odd_trick_in_each_suit() {
    // ll.2118–2121: ♣ ♦ 20 / 40 / 80, ♥ ♠ 30 / 60 / 120 (undoubled, „С контра", „С реконтра").
    let rows = [
        (Doubling::Undoubled, [20, 20, 30, 30], 2119),
        (Doubling::Doubled, [40, 40, 60, 60], 2120),
        (Doubling::Redoubled, [80, 80, 120, 120], 2121),
    ];
    let suits = [
        Strain::Clubs,
        Strain::Diamonds,
        Strain::Hearts,
        Strain::Spades,
    ];
    for (doubling, cells, line) in rows {
        for (strain, per_trick) in suits.into_iter().zip(cells) {
            for level in 1..=7 {
                let c = contract(level, strain, doubling);
                let made = breakdown(c, NOT_VUL, c.tricks_needed());
                assert_eq!(
                    made.trick_score,
                    per_trick * i32::from(level),
                    "l.{line}: {c}"
                );
                // Vulnerability does not change the trick score.
                assert_eq!(
                    breakdown(c, VUL, c.tricks_needed()).trick_score,
                    made.trick_score
                );
            }
        }
    }
}

#[test]
fn notrump_first_trick_and_each_subsequent() {
    // ll.2125–2127 first odd trick 40 / 80 / 160; ll.2128–2130 each subsequent 30 / 60 / 120.
    let rows = [
        (Doubling::Undoubled, 40, 30),
        (Doubling::Doubled, 80, 60),
        (Doubling::Redoubled, 160, 120),
    ];
    for (doubling, first, subsequent) in rows {
        let one = contract(1, Strain::NoTrump, doubling);
        assert_eq!(breakdown(one, NOT_VUL, 7).trick_score, first, "{one}");
        for level in 2..=7 {
            let c = contract(level, Strain::NoTrump, doubling);
            let lower = contract(level - 1, Strain::NoTrump, doubling);
            let step = breakdown(c, NOT_VUL, c.tricks_needed()).trick_score
                - breakdown(lower, NOT_VUL, lower.tricks_needed()).trick_score;
            assert_eq!(step, subsequent, "{c}");
        }
    }
}

#[test]
fn game_is_100_trick_points_and_less_is_a_partscore() {
    // l.2132: 100 or more trick points is a game; l.2134: less is a partscore. Doubling counts.
    let games = [
        "3NT", "4H", "4S", "5C", "5D", "2HX", "2NTX", "3CX", "1NTXX", "2CXX", "1HXX",
    ];
    let partscores = [
        "1NT", "2NT", "4C", "4D", "3H", "1CX", "2DX", "1SX", "1CXX", "1DXX",
    ];
    for vulnerable in [NOT_VUL, VUL] {
        for c in games.map(parse) {
            let b = breakdown(c, vulnerable, c.tricks_needed());
            assert!(b.trick_score >= 100, "{c}");
            assert!(
                b.game_premium > 0 && b.partscore_premium == 0,
                "{c} is a game"
            );
        }
        for c in partscores.map(parse) {
            let b = breakdown(c, vulnerable, c.tricks_needed());
            assert!(b.trick_score < 100, "{c}");
            assert!(
                b.game_premium == 0 && b.partscore_premium > 0,
                "{c} is a partscore"
            );
        }
    }
}

#[test]
fn game_partscore_and_insult_premiums() {
    // l.2155 game vulnerable 500; l.2156 game not vulnerable 300; l.2157 partscore 50;
    // l.2158 doubled contract made 50; l.2159 redoubled contract made 100.
    assert_eq!(breakdown(parse("4S"), VUL, 10).game_premium, 500);
    assert_eq!(breakdown(parse("4S"), NOT_VUL, 10).game_premium, 300);
    assert_eq!(breakdown(parse("2S"), VUL, 8).partscore_premium, 50);
    assert_eq!(breakdown(parse("2S"), NOT_VUL, 8).partscore_premium, 50);
    for vulnerable in [NOT_VUL, VUL] {
        assert_eq!(breakdown(parse("1CX"), vulnerable, 7).insult, 50);
        assert_eq!(breakdown(parse("1CXX"), vulnerable, 7).insult, 100);
        assert_eq!(breakdown(parse("7NTX"), vulnerable, 13).insult, 50);
        assert_eq!(breakdown(parse("7NTXX"), vulnerable, 13).insult, 100);
        assert_eq!(breakdown(parse("1C"), vulnerable, 7).insult, 0);
        // Defeated contracts earn no premium at all.
        let defeated = breakdown(parse("4SX"), vulnerable, 9);
        assert_eq!(
            defeated.game_premium + defeated.insult + defeated.trick_score,
            0
        );
    }
}

#[test]
fn slam_premiums() {
    // l.2143: small slam bid and made 500 / 750; l.2144: grand slam 1000 / 1500.
    for strain in Strain::ALL {
        for doubling in DOUBLINGS {
            let small = contract(6, strain, doubling);
            let grand = contract(7, strain, doubling);
            assert_eq!(breakdown(small, NOT_VUL, 12).slam_premium, 500, "{small}");
            assert_eq!(breakdown(small, VUL, 12).slam_premium, 750, "{small}");
            assert_eq!(breakdown(small, VUL, 13).slam_premium, 750, "{small}+1");
            assert_eq!(breakdown(grand, NOT_VUL, 13).slam_premium, 1000, "{grand}");
            assert_eq!(breakdown(grand, VUL, 13).slam_premium, 1500, "{grand}");
            // Twelve tricks in a lower contract are not a slam bid and made.
            assert_eq!(
                breakdown(contract(5, strain, doubling), VUL, 12).slam_premium,
                0
            );
            assert_eq!(breakdown(grand, VUL, 12).slam_premium, 0);
        }
    }
}

#[test]
fn overtricks() {
    // l.2149 undoubled: the trick value; l.2150 doubled 100 / 200; l.2151 redoubled 200 / 400.
    let undoubled = [
        (Strain::Clubs, 20),
        (Strain::Diamonds, 20),
        (Strain::Hearts, 30),
        (Strain::Spades, 30),
        // An overtrick at no trumps is never the first odd trick.
        (Strain::NoTrump, 30),
    ];
    for (strain, value) in undoubled {
        for vulnerable in [NOT_VUL, VUL] {
            for level in 1..=6 {
                let c = contract(level, strain, Doubling::Undoubled);
                for extra in 1..=13 - c.tricks_needed() {
                    let b = breakdown(c, vulnerable, c.tricks_needed() + extra);
                    assert_eq!(b.overtrick_points, value * i32::from(extra), "{c}+{extra}");
                }
            }
        }
    }
    let doubled = [
        (Doubling::Doubled, 100, 200),
        (Doubling::Redoubled, 200, 400),
    ];
    for (doubling, not_vul, vul) in doubled {
        for strain in Strain::ALL {
            let c = contract(1, strain, doubling);
            for extra in 1..=6u8 {
                let tricks = 7 + extra;
                let each = i32::from(extra);
                assert_eq!(
                    breakdown(c, NOT_VUL, tricks).overtrick_points,
                    not_vul * each
                );
                assert_eq!(breakdown(c, VUL, tricks).overtrick_points, vul * each);
            }
        }
    }
}

#[test]
fn undertricks_first_subsequent_and_from_the_fourth() {
    // (doubling, vul, first l.2168–2170, each subsequent l.2171–2173, extra from the 4th
    // l.2174–2176)
    let rows = [
        (Doubling::Undoubled, NOT_VUL, 50, 50, 0),
        (Doubling::Undoubled, VUL, 100, 100, 0),
        (Doubling::Doubled, NOT_VUL, 100, 200, 100),
        (Doubling::Doubled, VUL, 200, 300, 0),
        (Doubling::Redoubled, NOT_VUL, 200, 400, 200),
        (Doubling::Redoubled, VUL, 400, 600, 0),
    ];
    for (doubling, vulnerable, first, subsequent, fourth_extra) in rows {
        let c = contract(7, Strain::NoTrump, doubling);
        assert_eq!(down(c, vulnerable, 1), -first, "{c} −1");
        assert_eq!(
            down(c, vulnerable, 1) - down(c, vulnerable, 2),
            subsequent,
            "{c} 2nd"
        );
        assert_eq!(
            down(c, vulnerable, 2) - down(c, vulnerable, 3),
            subsequent,
            "{c} 3rd"
        );
        for nth in 4..=13 {
            let this_one = down(c, vulnerable, nth - 1) - down(c, vulnerable, nth);
            assert_eq!(this_one, subsequent + fourth_extra, "{c} undertrick {nth}");
        }
        // The strain and the level do not matter: only the count of undertricks.
        for strain in Strain::ALL {
            for level in 1..=7 {
                let other = contract(level, strain, doubling);
                for n in 1..=other.tricks_needed() {
                    assert_eq!(
                        down(other, vulnerable, n),
                        down(c, vulnerable, n),
                        "{other}"
                    );
                }
            }
        }
    }
}

#[test]
fn the_undertrick_schedule_per_trick() {
    // Law 77's undertricks: NV doubled 100, 200, 200, 300, 300 …; V doubled 200, 300, 300 …
    let schedule = |c: &str, vulnerable: bool| -> Vec<i32> {
        let c = parse(c);
        let penalty = |n: u8| if n == 0 { 0 } else { -down(c, vulnerable, n) };
        (1..=5).map(|n| penalty(n) - penalty(n - 1)).collect()
    };
    assert_eq!(schedule("7NTX", NOT_VUL), [100, 200, 200, 300, 300]);
    assert_eq!(schedule("7NTX", VUL), [200, 300, 300, 300, 300]);
    assert_eq!(schedule("7NTXX", NOT_VUL), [200, 400, 400, 600, 600]);
    assert_eq!(schedule("7NTXX", VUL), [400, 600, 600, 600, 600]);
    assert_eq!(schedule("7NT", NOT_VUL), [50; 5]);
    assert_eq!(schedule("7NT", VUL), [100; 5]);
}

/// Worked scores: (contract, vulnerable, tricks, score, breakdown).
const WORKED_SCORES: &[(&str, bool, u8, i32, &str)] = &[
    ("1NT", NOT_VUL, 7, 90, "40 + 50 partscore"),
    ("1NT", NOT_VUL, 6, -50, ""),
    ("1NT", VUL, 6, -100, ""),
    ("2S", NOT_VUL, 9, 140, "60 + 50 + 30"),
    ("3C", NOT_VUL, 9, 110, "60 + 50"),
    ("3NT", NOT_VUL, 9, 400, "100 + 300"),
    ("3NT", VUL, 10, 630, "100 + 500 + 30"),
    ("3NT", NOT_VUL, 13, 520, "100 + 300 + 4×30"),
    ("4S", NOT_VUL, 10, 420, "120 + 300"),
    ("4S", VUL, 10, 620, "120 + 500"),
    ("4H", VUL, 11, 650, "120 + 500 + 30"),
    ("5D", NOT_VUL, 11, 400, "100 + 300"),
    ("1S", VUL, 13, 260, "30 + 50 + 6×30"),
    ("6S", VUL, 12, 1430, "180 + 500 + 750"),
    ("6NT", NOT_VUL, 12, 990, "190 + 300 + 500"),
    ("7C", NOT_VUL, 13, 1440, "140 + 300 + 1000"),
    ("7NT", VUL, 13, 2220, "220 + 500 + 1500"),
    ("1NTX", NOT_VUL, 7, 180, "80 partscore + 50 + 50 insult"),
    ("2CX", NOT_VUL, 8, 180, "80 + 50 + 50"),
    ("1NTX", NOT_VUL, 9, 380, "80 + 50 + 50 + 2×100"),
    ("2HX", NOT_VUL, 8, 470, "120 → game 300 + 50"),
    ("2HX", VUL, 8, 670, "120 + 500 + 50"),
    ("3DX", VUL, 9, 670, "120 + 500 + 50"),
    ("3NTX", NOT_VUL, 9, 550, "200 + 300 + 50"),
    ("3NTX", VUL, 9, 750, "200 + 500 + 50"),
    ("4DX", NOT_VUL, 10, 510, "160 + 300 + 50"),
    ("4SX", NOT_VUL, 10, 590, "240 + 300 + 50"),
    ("4SX", VUL, 10, 790, "240 + 500 + 50"),
    ("3SX", VUL, 10, 930, "180 + 500 + 50 + 200"),
    ("5CX", NOT_VUL, 12, 650, "200 + 300 + 50 + 100"),
    ("6HX", VUL, 12, 1660, "360 + 500 + 750 + 50"),
    ("1CXX", NOT_VUL, 8, 430, "80 + 50 + 100 + 200"),
    ("1CXX", VUL, 8, 630, "80 + 50 + 100 + 400"),
    ("1NTXX", NOT_VUL, 7, 560, "160 → game 300 + 100"),
    ("1NTXX", VUL, 7, 760, "160 + 500 + 100"),
    ("2HXX", NOT_VUL, 8, 640, "240 + 300 + 100"),
    ("4HXX", NOT_VUL, 10, 880, "480 + 300 + 100"),
    ("4HXX", VUL, 10, 1080, "480 + 500 + 100"),
    ("6NTXX", VUL, 12, 2110, "760 + 500 + 750 + 100"),
    ("7SXX", VUL, 13, 2940, "840 + 500 + 1500 + 100"),
    (
        "7NTXX",
        VUL,
        13,
        2980,
        "880 + 500 + 1500 + 100 (the best grand slam)",
    ),
    ("4S", NOT_VUL, 9, -50, ""),
    ("4S", VUL, 8, -200, "2 × 100"),
    ("4SX", NOT_VUL, 9, -100, "100"),
    ("4SX", NOT_VUL, 8, -300, "100 + 200"),
    ("4SX", NOT_VUL, 7, -500, "100 + 200 + 200"),
    ("4SX", NOT_VUL, 6, -800, "100 + 200 + 200 + 300"),
    ("4SX", NOT_VUL, 5, -1100, "100 + 200 + 200 + 300 + 300"),
    ("4SX", VUL, 9, -200, "200"),
    ("4SX", VUL, 8, -500, "200 + 300"),
    ("4SX", VUL, 7, -800, "200 + 2×300"),
    ("4SX", VUL, 6, -1100, "200 + 3×300"),
    ("4SXX", NOT_VUL, 9, -200, "200"),
    ("4SXX", NOT_VUL, 8, -600, "200 + 400"),
    ("4SXX", NOT_VUL, 7, -1000, "200 + 400 + 400"),
    ("4SXX", NOT_VUL, 6, -1600, "200 + 400 + 400 + 600"),
    ("4SXX", VUL, 9, -400, "400"),
    ("4SXX", VUL, 7, -1600, "400 + 2×600"),
    ("7NTX", NOT_VUL, 0, -3500, ""),
    ("7NTX", VUL, 0, -3800, ""),
    ("7NTXX", NOT_VUL, 0, -7000, ""),
    ("7NTXX", VUL, 0, -7600, "(minimum)"),
];

#[test]
fn worked_scores_of_every_kind_of_result() {
    for &(c, vulnerable, tricks, expected, parts) in WORKED_SCORES {
        let b = breakdown(parse(c), vulnerable, tricks);
        assert_eq!(
            b.total(),
            expected,
            "{c} vul={vulnerable} {tricks} tricks: {parts}"
        );
        assert_eq!(score(parse(c), vulnerable, tricks), expected);
    }
}

#[test]
fn the_extremes() {
    // The largest scores of the table (the largest of all is checked in
    // `every_result_is_consistent`).
    assert_eq!(score(parse("1NTXX"), VUL, 13), 3160);
    assert_eq!(score(parse("7NTXX"), VUL, 13), 2980);
    assert_eq!(score(parse("7NTXX"), VUL, 0), -7600);
    assert_eq!(score(parse("7NTXX"), NOT_VUL, 0), -7000);
    assert_eq!(score(parse("7NTX"), NOT_VUL, 0), -3500);
    assert_eq!(score(parse("7NTX"), VUL, 0), -3800);
}

#[test]
fn fourteen_tricks_or_more_are_an_error() {
    for tricks in [14, 15, 20, u8::MAX] {
        assert_eq!(
            declarer_score(parse("1C"), NOT_VUL, tricks),
            Err(ScoringError::ImpossibleTricks(tricks))
        );
    }
}

/// Every contract (35 × 3 doublings) × vulnerability × 0 to 13 tricks.
fn every_result() -> impl Iterator<Item = (Contract, bool, u8)> {
    (1..=7).flat_map(|level| {
        Strain::ALL.into_iter().flat_map(move |strain| {
            DOUBLINGS.into_iter().flat_map(move |doubling| {
                let c = contract(level, strain, doubling);
                [NOT_VUL, VUL]
                    .into_iter()
                    .flat_map(move |vulnerable| (0..=13).map(move |tricks| (c, vulnerable, tricks)))
            })
        })
    })
}

#[test]
fn every_result_is_consistent() {
    let mut checked = 0;
    let mut best = (i32::MIN, String::new());
    let mut worst = (i32::MAX, String::new());
    for (c, vulnerable, tricks) in every_result() {
        checked += 1;
        let b = breakdown(c, vulnerable, tricks);
        let total = b.total();
        assert_eq!(declarer_score(c, vulnerable, tricks), Ok(total));
        assert_eq!(total % 10, 0, "{b}");
        if total > best.0 {
            best = (total, b.result());
        }
        if total < worst.0 {
            worst = (total, b.result());
        }
        let made = tricks >= c.tricks_needed();
        assert_eq!(b.is_made(), made);
        if made {
            assert!(total > 0, "{b}");
            assert_eq!(b.undertrick_penalty, 0, "{b}");
            assert_eq!(b.game_premium > 0, b.trick_score >= 100, "{b}");
            assert_ne!(b.game_premium > 0, b.partscore_premium > 0, "{b}");
            if tricks > c.tricks_needed() {
                assert!(
                    total > score(c, vulnerable, tricks - 1),
                    "more tricks, more points: {b}"
                );
            }
            // Vulnerability never lowers a made score.
            if vulnerable {
                assert!(total >= score(c, false, tricks), "{b}");
            }
        } else {
            assert!(total < 0, "{b}");
            assert_eq!(
                b.trick_score + b.game_premium + b.partscore_premium + b.slam_premium,
                0,
                "{b}"
            );
            assert_eq!(b.overtrick_points + b.insult, 0, "{b}");
            if tricks > 0 {
                assert!(
                    score(c, vulnerable, tricks - 1) < total,
                    "fewer tricks, worse: {b}"
                );
            }
            // Vulnerable undertricks cost at least as much.
            if vulnerable {
                assert!(total <= score(c, false, tricks), "{b}");
            }
        }
        match c.doubling {
            Doubling::Undoubled => {
                let per_trick = if vulnerable { 50 * 2 } else { 50 };
                if !made {
                    assert_eq!(total, -per_trick * i32::from(c.tricks_needed() - tricks));
                }
            }
            Doubling::Doubled => {
                let undoubled = breakdown(
                    contract(c.level(), c.strain, Doubling::Undoubled),
                    vulnerable,
                    tricks,
                );
                let redoubled = breakdown(
                    contract(c.level(), c.strain, Doubling::Redoubled),
                    vulnerable,
                    tricks,
                );
                // Redoubled = 2 × doubled for penalties; trick score ×2 and ×4 of undoubled.
                assert_eq!(
                    redoubled.undertrick_penalty,
                    2 * b.undertrick_penalty,
                    "{b}"
                );
                assert_eq!(b.trick_score, 2 * undoubled.trick_score, "{b}");
                assert_eq!(redoubled.trick_score, 4 * undoubled.trick_score, "{b}");
                assert_eq!(redoubled.overtrick_points, 2 * b.overtrick_points, "{b}");
                assert_eq!(redoubled.insult, 2 * b.insult, "{b}");
                // Doubling never helps the declarer when defeated, and always does when made.
                assert!(b.undertrick_penalty >= undoubled.undertrick_penalty, "{b}");
                if made {
                    assert!(
                        total > undoubled.total() && redoubled.total() > total,
                        "{b}"
                    );
                }
            }
            Doubling::Redoubled => {}
        }
    }
    assert_eq!(checked, 35 * 3 * 2 * 14);
    // 7NTXX= vulnerable (+2980) is the best *slam*; six redoubled vulnerable overtricks on
    // 1NTXX do better: 160 + 500 + 100 + 6×400. +2980, often called the
    // maximum, is only the maximum for a contract bid at the seven level.
    assert_eq!(best, (3160, "1NTXX+6".to_string()));
    // Thirteen down redoubled vulnerable, in any strain (7♣XX−13 is met first).
    assert_eq!(worst, (-7600, "7♣XX−13".to_string()));
}
