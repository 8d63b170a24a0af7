//! The score the case keeps once the committee records it: each side's line in the case's
//! language and the outcomes behind it, weights as typed; an assigned score's results at 100%.

use super::{OutcomeRow, ScoreForm, ScoreMethod};
use casebook::adjust::{
    Language as CoreLanguage, Outcome, ProbableOutcome, Rational, non_offenders_choice,
    offenders_choice, parse_weight,
};
use casebook::bridge::{Side, Vulnerability};
use casebook::case::{AdjustedScore, ScoreOutcome};
use casebook::profile::Profile;
use casebook::workflow::{AdjustmentEffect, Extent};

impl ScoreForm {
    /// The score the case keeps: each side's line in the case's language and the outcomes
    /// behind it, weights as typed.
    pub fn record(
        &self,
        effect: &AdjustmentEffect,
        vulnerability: Vulnerability,
        language: CoreLanguage,
    ) -> AdjustedScore {
        let line = |side: Side| effect.side(side).breakdown.get(language).to_string();
        let own_side = effect.reduced_side();
        let main_side = own_side.map(Side::other);
        let mut outcomes = Vec::new();
        match self.method {
            ScoreMethod::Artificial => {}
            ScoreMethod::Weighted if self.per_side => {
                // Each side's outcomes with its own weights; those it does not weigh at all
                // are left out.
                for side in [Side::NS, Side::EW] {
                    if Some(side) == own_side {
                        continue;
                    }
                    outcomes.extend(
                        Self::typed(&self.outcomes)
                            .filter(|r| {
                                parse_weight(r.share_of(side)).is_ok_and(|w| w != Rational::ZERO)
                            })
                            .filter_map(|r| r.record(Some(side), r.share_of(side))),
                    );
                }
            }
            ScoreMethod::Weighted => {
                outcomes.extend(
                    Self::typed(&self.outcomes).filter_map(|r| r.record(main_side, &r.share)),
                );
            }
            ScoreMethod::Assigned => {
                outcomes.extend(self.assigned_records(&self.outcomes, vulnerability, own_side));
            }
        }
        if let Some(side) = own_side {
            match &effect.self_inflicted.as_ref().map(|s| s.extent) {
                Some(Extent::All) => outcomes.extend(self.table.record(Some(side), "100%")),
                _ if self.method == ScoreMethod::Weighted => outcomes.extend(
                    Self::typed(&self.own_outcomes).filter_map(|r| r.record(Some(side), &r.share)),
                ),
                _ => {
                    let own = self.assigned_records(&self.own_outcomes, vulnerability, None);
                    outcomes.extend(own.into_iter().filter(|o| o.side == Some(side)));
                }
            }
        }
        AdjustedScore {
            ns: line(Side::NS),
            ew: line(Side::EW),
            outcomes,
        }
    }

    /// The result each side is assigned (1997 Law 12C2), at 100%; the non-offenders' own
    /// side left out when `skip` names it (their score is recorded from their own rows).
    fn assigned_records(
        &self,
        rows: &[OutcomeRow],
        vulnerability: Vulnerability,
        skip: Option<Side>,
    ) -> Vec<ScoreOutcome> {
        let Ok(profile) = Profile::bundled(casebook::profile::DEFAULT_PROFILE) else {
            return Vec::new();
        };
        let Some(table) = self.table.outcome() else {
            return Vec::new();
        };
        let probable: Vec<ProbableOutcome> = Self::typed(rows)
            .filter_map(|r| {
                Some(ProbableOutcome {
                    outcome: r.outcome()?,
                    probability: parse_weight(&r.share).ok()?,
                })
            })
            .collect();
        let nos = self.non_offending;
        let choices = [
            non_offenders_choice(nos, &table, &probable, vulnerability, profile.likely.value),
            offenders_choice(
                nos.other(),
                &table,
                &probable,
                vulnerability,
                profile.at_all_probable.value,
            ),
        ];
        choices
            .into_iter()
            .flatten()
            .filter(|choice| Some(choice.side) != skip)
            .map(|choice| {
                let (contract, declarer, tricks) = match choice.outcome {
                    Outcome::Played {
                        contract,
                        declarer,
                        tricks,
                    } => (Some(contract), Some(declarer), tricks),
                    Outcome::PassedOut => (None, None, 0),
                };
                ScoreOutcome {
                    side: Some(choice.side),
                    contract,
                    declarer,
                    tricks,
                    weight: "100%".into(),
                }
            })
            .collect()
    }
}
