//! Regulating-authority profiles: the thresholds and options an adjustment or a poll depends
//! on, as data, each value with its source (a law, a commentary paragraph, a regulation).
//!
//! The bundled profiles are JSON files in the repository's `assets/profiles/`, compiled in; a
//! user may load another file of the same shape with [`Profile::from_json`].

mod file;

use crate::adjust::{ArtificialValues, HalfRule, Rational, Rounding, Scheme, Settings};
use crate::poll::PollThresholds;
use chrono::{NaiveDateTime, TimeDelta};
pub use file::{ProfileError, WeightingAuthority};

/// A value and where it comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sourced<T> {
    pub value: T,
    pub source: String,
}

/// The profile of one regulating authority (or of the commentary's own defaults).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Profile {
    pub id: String,
    pub name_en: String,
    pub name_ru: String,
    /// The name in Bulgarian; empty in a file that gives none (a reader then sees the English).
    pub name_bg: String,
    pub law_edition: Sourced<u16>,
    pub weighting_allowed: Sourced<bool>,
    pub weighting_by: Sourced<Vec<WeightingAuthority>>,
    pub default_scheme: Sourced<Scheme>,
    /// The share who must choose or seriously consider an action for it to be a logical
    /// alternative (at least this share).
    pub la_threshold: Sourced<Rational>,
    /// The share who must choose an action for it to be "obvious" (more than this share).
    pub obvious_threshold: Sourced<Rational>,
    pub likely: Sourced<Rational>,
    pub at_all_probable: Sourced<Rational>,
    pub average_plus_percent: Sourced<Rational>,
    pub average_percent: Sourced<Rational>,
    pub average_minus_percent: Sourced<Rational>,
    pub average_plus_imps: Sourced<Rational>,
    pub average_imps: Sourced<Rational>,
    pub average_minus_imps: Sourced<Rational>,
    pub rounding_imps: Sourced<Rational>,
    pub rounding_percent: Sourced<Rational>,
    pub rounding_halves: Sourced<HalfRule>,
    /// The step a board's matchpoints (on the two-for-a-win scale) are rounded to, once, at
    /// the end of a rescoring of the field.
    pub rounding_matchpoints: Sourced<Rational>,
    /// How many of the highest and of the lowest scores a Butler datum leaves out.
    pub butler_dropped_each_end: Sourced<u32>,
    pub appeal_time_limit_minutes: Sourced<u32>,
    /// Minutes after the official score is available until the correction period (Law 79C)
    /// ends; acquiescence in a claim may be withdrawn until then (1987 commentary 69.4).
    pub correction_period_minutes: Sourced<u32>,
    /// The probability from which Law 70C2's "at all likely" holds, that a claimer was unaware
    /// of an outstanding trump (at least this share; commentary 70.7: 1/10, stricter than
    /// 12C2's 1/6).
    pub claim_trump_at_all_likely: Sourced<Rational>,
    /// Behind screens, a tray returned within this many seconds carries no implication.
    pub screen_tray_seconds: Sourced<u32>,
    /// `None` when the authority sets no deposit.
    pub deposit: Sourced<Option<String>>,
    /// Whether the chair's casting vote settles a committee's tie; `None` where the
    /// authority's regulations, as far as the profile knows them, do not say.
    pub chair_casting_vote: Option<Sourced<bool>>,
}

/// The identifier of the profile used when none is named: the 1997 commentary's defaults,
/// which the committee workflow follows.
pub const DEFAULT_PROFILE: &str = "commentary-1997";

/// The bundled profiles: identifier and file text.
const BUNDLED: [(&str, &str); 4] = [
    (
        "commentary-1997",
        include_str!("../../../assets/profiles/commentary-1997.json"),
    ),
    (
        "wbf-2017",
        include_str!("../../../assets/profiles/wbf-2017.json"),
    ),
    ("ebu", include_str!("../../../assets/profiles/ebu.json")),
    ("acbl", include_str!("../../../assets/profiles/acbl.json")),
];

impl Profile {
    /// The identifiers of the bundled profiles.
    pub fn bundled_ids() -> impl Iterator<Item = &'static str> {
        BUNDLED.iter().map(|(id, _)| *id)
    }

    /// A bundled profile by identifier.
    pub fn bundled(id: &str) -> Result<Profile, ProfileError> {
        let (_, text) = BUNDLED
            .iter()
            .find(|(known, _)| known.eq_ignore_ascii_case(id.trim()))
            .ok_or_else(|| ProfileError::unknown(id, Profile::bundled_ids()))?;
        Profile::from_json(text)
    }

    /// The profile a case names, or the default one when it names none or one not bundled.
    pub fn for_case(case: &crate::case::Case) -> Result<Profile, ProfileError> {
        match case.profile.trim() {
            "" => Profile::bundled(DEFAULT_PROFILE),
            id => Profile::bundled(id).or_else(|_| Profile::bundled(DEFAULT_PROFILE)),
        }
    }

    /// The profile's name in `language`; a profile without a Bulgarian name shows its English
    /// one to a Bulgarian reader.
    pub fn name(&self, language: crate::adjust::Language) -> &str {
        match language {
            crate::adjust::Language::English => &self.name_en,
            crate::adjust::Language::Russian => &self.name_ru,
            crate::adjust::Language::Bulgarian if self.name_bg.trim().is_empty() => &self.name_en,
            crate::adjust::Language::Bulgarian => &self.name_bg,
        }
    }

    /// Whether the chair's casting vote settles a tie under this profile.
    pub fn chair_has_casting_vote(&self) -> bool {
        self.chair_casting_vote.as_ref().is_some_and(|s| s.value)
    }

    /// Reads and validates a profile file.
    pub fn from_json(text: &str) -> Result<Profile, ProfileError> {
        file::parse(text)
    }

    /// What the profile `id` names (the default profile for `None`) sets for an adjustment
    /// request: its settings and its default weighting scheme (`adjust::request::ProfileTerms`).
    pub fn adjustment_terms(id: Option<&str>) -> Result<(Settings, Scheme), String> {
        let profile = Profile::bundled(id.unwrap_or(DEFAULT_PROFILE)).map_err(|e| e.to_string())?;
        Ok((profile.settings(), profile.default_scheme.value))
    }

    /// What an adjustment needs from the profile.
    pub fn settings(&self) -> Settings {
        Settings {
            profile: self.id.clone(),
            law_edition: self.law_edition.value,
            likely: self.likely.value,
            at_all_probable: self.at_all_probable.value,
            artificial: ArtificialValues {
                average_plus_percent: self.average_plus_percent.value,
                average_percent: self.average_percent.value,
                average_minus_percent: self.average_minus_percent.value,
                average_plus_imps: self.average_plus_imps.value,
                average_imps: self.average_imps.value,
                average_minus_imps: self.average_minus_imps.value,
            },
            rounding: Rounding {
                imps_step: self.rounding_imps.value,
                percent_step: self.rounding_percent.value,
                halves: self.rounding_halves.value,
            },
            weighting_allowed: self.weighting_allowed.value,
            weighting_source: self.weighting_allowed.source.clone(),
        }
    }

    /// The last moment to appeal when the official score became available at
    /// `results_available` (Law 92B: 30 minutes unless the organisers set another period).
    pub fn appeal_deadline(&self, results_available: NaiveDateTime) -> NaiveDateTime {
        results_available + TimeDelta::minutes(i64::from(self.appeal_time_limit_minutes.value))
    }

    /// Whether an appeal lodged at `lodged_at` was in time; the deadline itself is in time.
    pub fn appeal_in_time(
        &self,
        results_available: NaiveDateTime,
        lodged_at: NaiveDateTime,
    ) -> bool {
        lodged_at <= self.appeal_deadline(results_available)
    }

    /// The end of the correction period (Law 79C) when the official score became available at
    /// `results_available`: scores may be corrected, and acquiescence in a claim withdrawn,
    /// until then.
    pub fn correction_period_end(&self, results_available: NaiveDateTime) -> NaiveDateTime {
        results_available + TimeDelta::minutes(i64::from(self.correction_period_minutes.value))
    }

    /// What a poll's verdicts need from the profile.
    pub fn poll_thresholds(&self) -> PollThresholds {
        PollThresholds {
            logical_alternative: self.la_threshold.value,
            obvious: self.obvious_threshold.value,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adjust::as_written::r;

    #[test]
    fn every_bundled_profile_loads_and_names_a_source_for_every_value() {
        for id in Profile::bundled_ids() {
            let profile = Profile::bundled(id).unwrap_or_else(|e| panic!("{id}: {e}"));
            assert_eq!(profile.id, id);
            for source in [
                &profile.law_edition.source,
                &profile.weighting_allowed.source,
                &profile.default_scheme.source,
                &profile.la_threshold.source,
                &profile.likely.source,
                &profile.rounding_halves.source,
                &profile.rounding_matchpoints.source,
                &profile.butler_dropped_each_end.source,
                &profile.deposit.source,
            ] {
                assert!(!source.trim().is_empty(), "{id}");
            }
        }
    }

    /// Every bundled profile is named in each language of the application; a profile file
    /// without a Bulgarian name shows its English one.
    #[test]
    fn every_bundled_profile_is_named_in_bulgarian() {
        use crate::adjust::Language;
        for id in Profile::bundled_ids() {
            let profile = Profile::bundled(id).expect("bundled");
            for language in Language::ALL {
                assert!(!profile.name(language).trim().is_empty(), "{id}");
            }
            assert_ne!(profile.name(Language::Bulgarian), profile.name_en, "{id}");
            assert_ne!(profile.name(Language::Bulgarian), profile.name_ru, "{id}");
        }
        assert_eq!(
            Profile::bundled("wbf-2017")
                .expect("bundled")
                .name(Language::Bulgarian),
            "СБФ, Правилник от 2017 г."
        );
        let mut older: serde_json::Value =
            serde_json::from_str(include_str!("../../../assets/profiles/ebu.json")).expect("json");
        older["name"].as_object_mut().expect("names").remove("bg");
        let older =
            Profile::from_json(&older.to_string()).expect("a profile without a Bulgarian name");
        assert_eq!(older.name_bg, "");
        assert_eq!(
            older.name(Language::Bulgarian),
            "English Bridge Union (White Book)"
        );
    }

    #[test]
    fn the_commentary_defaults() {
        // Commentary 12.16, 12.18, 12.35 and 16.10; 1997 Laws 12C1 and 86A.
        let p = Profile::bundled(DEFAULT_PROFILE).expect("bundled");
        assert_eq!(p.law_edition.value, 1997);
        assert_eq!(p.likely.value, r(1, 3));
        assert_eq!(p.at_all_probable.value, r(1, 6));
        assert_eq!(p.default_scheme.value, Scheme::Ebl);
        assert_eq!(p.la_threshold.value, r(3, 10));
        assert_eq!(p.obvious_threshold.value, r(7, 10));
        assert_eq!(p.settings().artificial, ArtificialValues::laws());
        assert_eq!(p.rounding_halves.value, HalfRule::TowardNonOffenders);
        assert_eq!(p.appeal_time_limit_minutes.value, 30);
    }

    #[test]
    fn authorities_differ_where_their_sources_differ() {
        // As each profile's `source` says (`assets/profiles/`): the EBU's one in five (White Book
        // §8.16.6.1) and its halves rounded away from average (§4.2.6.1); the ACBL's historic 25%.
        let ebu = Profile::bundled("EBU").expect("bundled");
        assert_eq!(ebu.la_threshold.value, r(1, 5));
        assert_eq!(ebu.rounding_halves.value, HalfRule::AwayFromAverage);
        assert_eq!(ebu.rounding_matchpoints.value, r(1, 100));
        assert_eq!(ebu.butler_dropped_each_end.value, 1);
        let acbl = Profile::bundled("acbl").expect("bundled");
        assert_eq!(acbl.la_threshold.value, r(1, 4));
        let wbf = Profile::bundled("wbf-2017").expect("bundled");
        assert_eq!(wbf.law_edition.value, 2017);
        assert_eq!(wbf.default_scheme.value, Scheme::Wbf);
    }

    #[test]
    fn an_unknown_profile_lists_the_known_ones() {
        let error = Profile::bundled("nbo").expect_err("unknown");
        assert_eq!(
            error.to_string(),
            "unknown profile \"nbo\": the bundled profiles are commentary-1997, wbf-2017, ebu, acbl"
        );
    }
}
