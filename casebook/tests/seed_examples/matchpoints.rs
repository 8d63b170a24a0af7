//! Matchpoints (Law 78A) and an assigned score in the comparisons of the whole board.

use super::SEED_000;
use casebook::scoring::{MatchpointResult, matchpoint_board};

fn points(results: &[MatchpointResult]) -> Vec<u32> {
    results.iter().map(MatchpointResult::matchpoints).collect()
}

/// commentary-1997-ru.txt, commentary 0.12, l.210 (adjusted-scores-training-ru.txt l.19): an assigned score «становится
/// полноценным результатом», and so «оказывает влияние и на результаты, полученные за другими
/// столами». Five tables, NS +450 +420 +420 +170 −50, score 8 5 5 2 0 (Law 78A, l.5467: two
/// for each worse score, one for each equal one). When the committee replaces the first
/// table's +450 by an assigned +170, the board is matchpointed again: 3 7 7 3 0, and the two
/// +420 tables gain two matchpoints each though nothing happened at their tables.
#[test]
fn mp02_commentary_0_12_an_assigned_score_changes_the_matchpoints_of_the_other_tables() {
    SEED_000.cites(
        210,
        210,
        &[
            "становится полноценным",
            "оказывает влияние и на результаты, полученные за другими столами",
        ],
    );
    SEED_000.cites(5467, 5467, &["по две единицы подсчета"]);
    let played = matchpoint_board(&[450, 420, 420, 170, -50]).expect("five tables");
    assert_eq!(points(&played), [8, 5, 5, 2, 0]);
    let adjusted = matchpoint_board(&[170, 420, 420, 170, -50]).expect("five tables");
    assert_eq!(points(&adjusted), [3, 7, 7, 3, 0]);
    let top = adjusted[0].top();
    assert_eq!(top, 8);
    assert_eq!(
        points(&adjusted).iter().sum::<u32>(),
        points(&played).iter().sum::<u32>()
    );
}
