//! The profile file format and its validation.
//!
//! Every value is an object `{"value": …, "source": "…"}`; numbers that must be exact
//! (thresholds, steps) are strings read like weights (`1/3`, `30%`, `0.01`). Unknown fields are
//! refused so that a misspelt setting cannot silently fall back to nothing.

use super::{Profile, Sourced};
use crate::adjust::{HalfRule, Rational, Scheme, parse_decimal_number, parse_weight};
use serde::Deserialize;

/// Who may award a weighted score under a profile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WeightingAuthority {
    Director,
    ChiefDirector,
    AppealsCommittee,
}

/// A profile that could not be read, with the field at fault.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProfileError {
    #[error("unknown profile \"{id}\": the bundled profiles are {known}")]
    Unknown { id: String, known: String },
    #[error("the profile file is not valid: {0}")]
    Malformed(String),
    #[error("profile {profile}, {field}: {message}")]
    Invalid {
        profile: String,
        field: &'static str,
        message: String,
    },
}

impl ProfileError {
    pub(super) fn unknown<'a>(id: &str, known: impl Iterator<Item = &'a str>) -> ProfileError {
        ProfileError::Unknown {
            id: id.to_string(),
            known: known.collect::<Vec<_>>().join(", "),
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSourced<T> {
    value: T,
    source: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Names {
    en: String,
    ru: String,
    /// Added after the others: a profile file written before it has none.
    #[serde(default)]
    bg: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawProfile {
    id: String,
    name: Names,
    law_edition: RawSourced<u16>,
    weighting_allowed: RawSourced<bool>,
    weighting_by: RawSourced<Vec<WeightingAuthority>>,
    default_scheme: RawSourced<String>,
    la_threshold: RawSourced<String>,
    obvious_threshold: RawSourced<String>,
    likely: RawSourced<String>,
    at_all_probable: RawSourced<String>,
    average_plus_percent: RawSourced<String>,
    average_percent: RawSourced<String>,
    average_minus_percent: RawSourced<String>,
    average_plus_imps: RawSourced<String>,
    average_imps: RawSourced<String>,
    average_minus_imps: RawSourced<String>,
    rounding_imps: RawSourced<String>,
    rounding_percent: RawSourced<String>,
    rounding_halves: RawSourced<String>,
    rounding_matchpoints: RawSourced<String>,
    butler_dropped_each_end: RawSourced<u32>,
    appeal_time_limit_minutes: RawSourced<u32>,
    correction_period_minutes: RawSourced<u32>,
    claim_trump_at_all_likely: RawSourced<String>,
    screen_tray_seconds: RawSourced<u32>,
    deposit: RawSourced<Option<String>>,
    #[serde(default)]
    chair_casting_vote: Option<RawSourced<bool>>,
}

/// Checks and converts one field, naming it in any error.
struct Checker<'a> {
    profile: &'a str,
}

impl Checker<'_> {
    fn error(&self, field: &'static str, message: impl Into<String>) -> ProfileError {
        ProfileError::Invalid {
            profile: self.profile.to_string(),
            field,
            message: message.into(),
        }
    }

    fn sourced<T, U>(
        &self,
        field: &'static str,
        raw: RawSourced<T>,
        convert: impl FnOnce(T) -> Result<U, String>,
    ) -> Result<Sourced<U>, ProfileError> {
        if raw.source.trim().is_empty() {
            return Err(self.error(
                field,
                "every value needs its source (a law, a commentary paragraph or a regulation)",
            ));
        }
        let value = convert(raw.value).map_err(|m| self.error(field, m))?;
        Ok(Sourced {
            value,
            source: raw.source,
        })
    }

    /// A share of players or a probability: above 0 and at most 1.
    fn share(
        &self,
        field: &'static str,
        raw: RawSourced<String>,
    ) -> Result<Sourced<Rational>, ProfileError> {
        self.sourced(field, raw, |text| {
            positive_weight(&text, Some(Rational::ONE), || {
                format!("\"{text}\" must be above 0 and at most 100%")
            })
        })
    }

    /// A score: a plain decimal, `%` allowed after a percentage.
    fn number(
        &self,
        field: &'static str,
        raw: RawSourced<String>,
    ) -> Result<Sourced<Rational>, ProfileError> {
        self.sourced(field, raw, |text| {
            parse_decimal_number(text.trim().trim_end_matches('%')).map_err(|e| e.to_string())
        })
    }

    /// A period in minutes, refused with `when_none` at 0: it would leave no time at all.
    fn period(
        &self,
        field: &'static str,
        raw: RawSourced<u32>,
        when_none: &'static str,
    ) -> Result<Sourced<u32>, ProfileError> {
        self.sourced(field, raw, |minutes| {
            if minutes == 0 {
                Err(when_none.to_string())
            } else {
                Ok(minutes)
            }
        })
    }

    fn step(
        &self,
        field: &'static str,
        raw: RawSourced<String>,
    ) -> Result<Sourced<Rational>, ProfileError> {
        self.sourced(field, raw, |text| {
            positive_weight(&text, None, || {
                format!("a rounding step of \"{text}\" must be above 0")
            })
        })
    }
}

/// A weight or a fraction as written, above 0 and at most `at_most` when there is a ceiling;
/// `refusal` says what it must be.
fn positive_weight(
    text: &str,
    at_most: Option<Rational>,
    refusal: impl FnOnce() -> String,
) -> Result<Rational, String> {
    let value = parse_weight(text).map_err(|e| e.to_string())?;
    if value.is_negative() || value.is_zero() || at_most.is_some_and(|most| value > most) {
        return Err(refusal());
    }
    Ok(value)
}

fn half_rule(text: String) -> Result<HalfRule, String> {
    match text.trim() {
        "toward_non_offenders" => Ok(HalfRule::TowardNonOffenders),
        "away_from_average" => Ok(HalfRule::AwayFromAverage),
        other => Err(format!(
            "\"{other}\" is not a rule for halves: expected toward_non_offenders or away_from_average"
        )),
    }
}

pub(super) fn parse(text: &str) -> Result<Profile, ProfileError> {
    let raw: RawProfile =
        serde_json::from_str(text).map_err(|e| ProfileError::Malformed(e.to_string()))?;
    let id = raw.id.trim().to_string();
    if id.is_empty() {
        return Err(ProfileError::Malformed("the profile has no id".to_string()));
    }
    let c = Checker { profile: &id };
    let profile = Profile {
        name_en: raw.name.en,
        name_ru: raw.name.ru,
        name_bg: raw.name.bg,
        law_edition: c.sourced("law_edition", raw.law_edition, |edition| match edition {
            1987 | 1997 | 2007 | 2017 => Ok(edition),
            other => Err(format!(
                "{other} is not an edition of the Laws (1987, 1997, 2007, 2017)"
            )),
        })?,
        weighting_allowed: c.sourced("weighting_allowed", raw.weighting_allowed, Ok)?,
        weighting_by: c.sourced("weighting_by", raw.weighting_by, Ok)?,
        default_scheme: c.sourced("default_scheme", raw.default_scheme, |code| {
            Scheme::from_code(&code)
                .ok_or_else(|| format!("\"{code}\" is not a scheme: expected wbf, ebl or nos_only"))
        })?,
        la_threshold: c.share("la_threshold", raw.la_threshold)?,
        obvious_threshold: c.share("obvious_threshold", raw.obvious_threshold)?,
        likely: c.share("likely", raw.likely)?,
        at_all_probable: c.share("at_all_probable", raw.at_all_probable)?,
        average_plus_percent: c.number("average_plus_percent", raw.average_plus_percent)?,
        average_percent: c.number("average_percent", raw.average_percent)?,
        average_minus_percent: c.number("average_minus_percent", raw.average_minus_percent)?,
        average_plus_imps: c.number("average_plus_imps", raw.average_plus_imps)?,
        average_imps: c.number("average_imps", raw.average_imps)?,
        average_minus_imps: c.number("average_minus_imps", raw.average_minus_imps)?,
        rounding_imps: c.step("rounding_imps", raw.rounding_imps)?,
        rounding_percent: c.step("rounding_percent", raw.rounding_percent)?,
        rounding_halves: c.sourced("rounding_halves", raw.rounding_halves, half_rule)?,
        rounding_matchpoints: c.step("rounding_matchpoints", raw.rounding_matchpoints)?,
        // More than half a board is never dropped: the datum keeps at least one score.
        butler_dropped_each_end: c.sourced(
            "butler_dropped_each_end",
            raw.butler_dropped_each_end,
            Ok,
        )?,
        appeal_time_limit_minutes: c.period(
            "appeal_time_limit_minutes",
            raw.appeal_time_limit_minutes,
            "an appeal period of 0 minutes leaves no time to appeal",
        )?,
        correction_period_minutes: c.period(
            "correction_period_minutes",
            raw.correction_period_minutes,
            "a correction period of 0 minutes leaves no time to correct",
        )?,
        claim_trump_at_all_likely: c
            .share("claim_trump_at_all_likely", raw.claim_trump_at_all_likely)?,
        screen_tray_seconds: c.sourced("screen_tray_seconds", raw.screen_tray_seconds, Ok)?,
        deposit: c.sourced("deposit", raw.deposit, Ok)?,
        chair_casting_vote: raw
            .chair_casting_vote
            .map(|raw| c.sourced("chair_casting_vote", raw, Ok))
            .transpose()?,
        id: id.clone(),
    };
    if profile.at_all_probable.value > profile.likely.value {
        return Err(c.error(
            "at_all_probable",
            "\"at all probable\" cannot demand more than \"likely\"",
        ));
    }
    let percents = [
        &profile.average_minus_percent.value,
        &profile.average_percent.value,
        &profile.average_plus_percent.value,
    ];
    if percents.windows(2).any(|w| w[0] > w[1])
        || percents
            .iter()
            .any(|p| p.is_negative() || **p > Rational::integer(100))
    {
        return Err(c.error(
            "average_plus_percent",
            "the artificial scores must run from average minus to average plus within 0–100%",
        ));
    }
    let imps = [
        &profile.average_minus_imps.value,
        &profile.average_imps.value,
        &profile.average_plus_imps.value,
    ];
    if imps.windows(2).any(|w| w[0] > w[1]) {
        return Err(c.error(
            "average_plus_imps",
            "the artificial IMP scores must run upwards from average minus to average plus",
        ));
    }
    Ok(profile)
}

#[cfg(test)]
mod tests {
    use super::*;

    const COMMENTARY: &str = include_str!("../../../assets/profiles/commentary-1997.json");

    fn with(field: &str, value: &str) -> String {
        let mut json: serde_json::Value = serde_json::from_str(COMMENTARY).expect("bundled JSON");
        json[field]["value"] = serde_json::from_str(value).expect("test value");
        json.to_string()
    }

    #[test]
    fn a_malformed_file_is_refused_with_the_place() {
        let error = parse("{\"id\": \"x\",").expect_err("truncated");
        assert!(
            error
                .to_string()
                .starts_with("the profile file is not valid: "),
            "{error}"
        );
        let misspelt = COMMENTARY.replacen("\"likely\"", "\"likley\"", 1);
        let error = parse(&misspelt).expect_err("unknown field");
        assert!(error.to_string().contains("likley"), "{error}");
    }

    #[test]
    fn bad_values_name_the_field() {
        let error = parse(&with("likely", "\"4/3\"")).expect_err("above one");
        assert_eq!(
            error.to_string(),
            "profile commentary-1997, likely: \"4/3\" must be above 0 and at most 100%"
        );
        let error = parse(&with("at_all_probable", "\"1/2\"")).expect_err("above likely");
        assert!(error.to_string().contains("at_all_probable"), "{error}");
        let error = parse(&with("default_scheme", "\"acbl\"")).expect_err("no such scheme");
        assert!(error.to_string().contains("default_scheme"), "{error}");
        let error = parse(&with("rounding_imps", "\"0\"")).expect_err("zero step");
        assert!(error.to_string().contains("rounding_imps"), "{error}");
        let error = parse(&with("average_minus_percent", "\"70\"")).expect_err("out of order");
        assert!(
            error.to_string().contains("average_plus_percent"),
            "{error}"
        );
        let error = parse(&with("rounding_halves", "\"up\"")).expect_err("no such rule");
        assert!(error.to_string().contains("rounding_halves"), "{error}");
    }

    #[test]
    fn a_value_without_a_source_is_refused() {
        let mut json: serde_json::Value = serde_json::from_str(COMMENTARY).expect("bundled JSON");
        json["likely"]["source"] = serde_json::Value::String(" ".into());
        let error = parse(&json.to_string()).expect_err("no source");
        assert!(
            error
                .to_string()
                .contains("likely: every value needs its source"),
            "{error}"
        );
    }
}
