//! What a result is compared with: the other table of a team match (IMPs) or the field of a
//! pairs event (matchpoints). Every outcome is scored this way *before* it is weighted
//! (1997 commentary 12.31: "взвешивая матч-пункты (или ИМПы в матчах)").

use super::error::AdjustError;
use super::rational::Rational;
use super::shares::{WeightingError, check_weighting};
use super::text::{Language, Unit, score_with_unit, side_name, signed_points};
use crate::bridge::Side;
use crate::scoring::{imps, matchpoints};

/// One of the results the other room may be scored with, and its weight.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OtherRoomResult {
    pub ns_points: i32,
    pub weight: Rational,
}

/// The other room of a team match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OtherRoom {
    /// The North–South total points at the other table.
    Score(i32),
    /// The other room's score is itself weighted: each result of this room is compared with
    /// each result of that one and the IMPs weighted by both weights (the cross-product).
    Weighted(Vec<OtherRoomResult>),
}

/// How a board is scored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Comparison {
    /// Teams: IMPs against the other room.
    Imps(OtherRoom),
    /// Pairs: matchpoints against the North–South scores at the other tables.
    Matchpoints(Vec<i32>),
}

impl Comparison {
    pub fn unit(&self) -> Unit {
        match self {
            Comparison::Imps(_) => Unit::Imps,
            Comparison::Matchpoints(_) => Unit::Percent,
        }
    }

    /// Checks that there is something to compare with and that weights of the other room
    /// are non-negative and add up to exactly one.
    pub fn validate(&self) -> Result<(), AdjustError> {
        match self {
            Comparison::Matchpoints(field) if field.is_empty() => Err(AdjustError::EmptyField),
            Comparison::Matchpoints(_) | Comparison::Imps(OtherRoom::Score(_)) => Ok(()),
            Comparison::Imps(OtherRoom::Weighted(results)) => {
                match check_weighting(results.iter().map(|r| r.weight)) {
                    Ok(()) => {}
                    Err(WeightingError::Empty) => return Err(AdjustError::NoOtherRoomResults),
                    Err(WeightingError::Negative { index, .. }) => {
                        return Err(AdjustError::NegativeOtherRoomWeight { index });
                    }
                    Err(WeightingError::Total(sum)) => {
                        return Err(AdjustError::OtherRoomWeightsDoNotAddUp { sum });
                    }
                    Err(WeightingError::Overflow) => return Err(AdjustError::Overflow),
                }
                Ok(())
            }
        }
    }

    /// North–South's score for a North–South total: IMPs against the other room, or the
    /// percentage of matchpoints against the field (2 per score beaten, 1 per tie).
    pub fn score(&self, ns_points: i32) -> Result<Rational, AdjustError> {
        Ok(match self {
            Comparison::Imps(OtherRoom::Score(other)) => {
                Rational::from(imps(ns_points.saturating_sub(*other)))
            }
            Comparison::Imps(OtherRoom::Weighted(results)) => {
                let mut total = Rational::ZERO;
                for r in results {
                    let term = Rational::from(imps(ns_points.saturating_sub(r.ns_points)))
                        .checked_mul(r.weight)
                        .ok_or(AdjustError::Overflow)?;
                    total = total.checked_add(term).ok_or(AdjustError::Overflow)?;
                }
                total
            }
            Comparison::Matchpoints(field) => {
                let result = matchpoints(ns_points, field).map_err(|_| AdjustError::EmptyField)?;
                Rational::new(
                    i128::from(result.matchpoints()) * 100,
                    i128::from(result.top()),
                )
                .ok_or(AdjustError::EmptyField)?
            }
        })
    }

    /// What a comparison is against, for the breakdown: `the other table's +430`.
    pub fn describe(&self, language: Language) -> String {
        match (self, language) {
            (Comparison::Imps(OtherRoom::Score(p)), Language::English) => {
                format!("against {} at the other table", signed_points(*p))
            }
            (Comparison::Imps(OtherRoom::Score(p)), Language::Russian) => {
                format!("против {} за другим столом", signed_points(*p))
            }
            (Comparison::Imps(OtherRoom::Score(p)), Language::Bulgarian) => {
                format!("срещу {} на другата маса", signed_points(*p))
            }
            (Comparison::Imps(OtherRoom::Weighted(_)), Language::English) => {
                "against the weighted other table".to_string()
            }
            (Comparison::Imps(OtherRoom::Weighted(_)), Language::Russian) => {
                "против взвешенного результата другого стола".to_string()
            }
            (Comparison::Imps(OtherRoom::Weighted(_)), Language::Bulgarian) => {
                "срещу резултата с тежести на другата маса".to_string()
            }
            (Comparison::Matchpoints(field), Language::English) => {
                format!("against {} other tables", field.len())
            }
            (Comparison::Matchpoints(field), Language::Russian) => {
                format!("против {} других столов", field.len())
            }
            (Comparison::Matchpoints(field), Language::Bulgarian) => {
                format!("срещу {} други маси", field.len())
            }
        }
    }
}

/// A score from North–South's viewpoint turned to `side`'s: EW's IMPs are NS's negated, EW's
/// percentage is what NS did not get.
pub fn for_side(ns: Rational, unit: Unit, side: Side) -> Result<Rational, AdjustError> {
    match (side, unit) {
        (Side::NS, _) => Ok(ns),
        (Side::EW, Unit::Imps) => ns.checked_neg().ok_or(AdjustError::Overflow),
        (Side::EW, Unit::Percent) => Rational::integer(100)
            .checked_sub(ns)
            .ok_or(AdjustError::Overflow),
    }
}

/// `+620 → +10 IMPs` from `side`'s viewpoint.
pub fn points_and_score(
    ns_points: i32,
    ns_score: Rational,
    unit: Unit,
    side: Side,
    language: Language,
) -> Result<String, AdjustError> {
    let points = match side {
        Side::NS => ns_points,
        Side::EW => ns_points.saturating_neg(),
    };
    let score = for_side(ns_score, unit, side)?;
    Ok(format!(
        "{} → {}",
        signed_points(points),
        score_with_unit(score, unit, language)
    ))
}

/// `NS: ` / `СЮ: ` / `С–Ю: `.
pub fn side_prefix(side: Side, language: Language) -> String {
    format!("{}: ", side_name(side, language))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn imps_against_the_other_table() {
        // Commentary 12.31's outcomes against an invented +430 at the other table: 3NT+2 (+460)
        // is +1 IMP, 6♣= (+920) +10.
        let teams = Comparison::Imps(OtherRoom::Score(430));
        assert_eq!(teams.score(460), Ok(Rational::ONE));
        assert_eq!(teams.score(920), Ok(Rational::integer(10)));
        assert_eq!(teams.score(150), Ok(Rational::integer(-7)));
    }

    #[test]
    fn matchpoint_percentages_against_the_field() {
        // Weighting at pairs (2017 Law 12C1(c)): the field +620 +620 +170 +170 −100, top 10.
        let pairs = Comparison::Matchpoints(vec![620, 620, 170, 170, -100]);
        assert_eq!(pairs.score(620), Ok(Rational::integer(80)));
        assert_eq!(pairs.score(-100), Ok(Rational::integer(10)));
        assert_eq!(
            for_side(Rational::integer(80), Unit::Percent, Side::EW),
            Ok(Rational::integer(20))
        );
        assert_eq!(
            Comparison::Matchpoints(vec![]).validate(),
            Err(AdjustError::EmptyField)
        );
    }

    #[test]
    fn a_weighted_other_room_must_add_up_to_one() {
        let half = Rational::new(1, 2).expect("half");
        let room = |w: Rational| {
            Comparison::Imps(OtherRoom::Weighted(vec![
                OtherRoomResult {
                    ns_points: 420,
                    weight: half,
                },
                OtherRoomResult {
                    ns_points: -50,
                    weight: w,
                },
            ]))
        };
        assert_eq!(room(half).validate(), Ok(()));
        // +420 against 50% +420 and 50% −50: 0 and +10 IMPs, so +5.
        assert_eq!(room(half).score(420), Ok(Rational::integer(5)));
        assert!(matches!(
            room(Rational::new(1, 4).expect("quarter")).validate(),
            Err(AdjustError::OtherRoomWeightsDoNotAddUp { .. })
        ));
    }
}
