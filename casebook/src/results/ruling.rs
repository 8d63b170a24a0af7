//! A committee's decision on a case ([`crate::adjust::Method`]) as the score its table's line
//! takes in the field: what each side gets, decided as [`crate::adjust::adjust`] decides it,
//! but against the whole traveller rather than a typed-in list of scores.

use super::line::LineResult;
use super::rescore::{FieldAdjustment, RescoreError};
use super::traveller::Traveller;
use crate::adjust::{
    AdjustError, Method, Outcome, Rational, Scheme, non_offenders_choice, offenders_choice,
    offenders_choice_among_weighted,
};
use crate::bridge::Side;
use crate::profile::Profile;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RulingError {
    #[error("{0}")]
    Adjust(#[from] AdjustError),
    #[error("{0}")]
    Rescore(#[from] RescoreError),
    #[error(
        "average plus or an assigned score, whichever is better (2017 Law 86B2(b)), belongs to team play, not to a pairs field"
    )]
    TeamsOnly,
}

fn by_side(
    non_offending: Side,
    nos: Vec<(Outcome, Rational)>,
    os: Vec<(Outcome, Rational)>,
) -> LineResult {
    match non_offending {
        Side::NS => LineResult::Assigned { ns: nos, ew: os },
        Side::EW => LineResult::Assigned { ns: os, ew: nos },
    }
}

impl FieldAdjustment {
    /// The adjustment `method` makes to the line where `ns` met `ew` in `section` of
    /// `traveller`. An artificial score is the profile's average plus, average or minus (a
    /// session score that replaces one is not known to the traveller); an assigned score gives
    /// each side its own result (1997 12C2); a weighted score gives its weights under the
    /// scheme: the same to both sides (WBF), the same unless the non-offenders' weighted
    /// matchpoints fall below what their table result scores in this field, when the table
    /// result stands for both (EBL), or the weights to the non-offenders and the assigned result
    /// to the offenders (non-offenders only).
    pub fn from_method(
        traveller: &Traveller,
        section: Option<&str>,
        ns: u32,
        ew: u32,
        method: &Method,
        profile: &Profile,
    ) -> Result<FieldAdjustment, RulingError> {
        let settings = profile.settings();
        let vulnerability = traveller.vulnerability;
        let adjustment = |result: LineResult, non_offending: Option<Side>| FieldAdjustment {
            section: section.map(str::to_string),
            ns,
            ew,
            result,
            non_offending,
        };
        match method {
            Method::Artificial { ns: a, ew: b, .. } => {
                Ok(adjustment(LineResult::Artificial { ns: *a, ew: *b }, None))
            }
            Method::Assigned {
                non_offending,
                table,
                outcomes,
            } => {
                let nos = non_offenders_choice(
                    *non_offending,
                    table,
                    outcomes,
                    vulnerability,
                    settings.likely,
                )?;
                let os = offenders_choice(
                    non_offending.other(),
                    table,
                    outcomes,
                    vulnerability,
                    settings.at_all_probable,
                )?;
                Ok(adjustment(
                    by_side(
                        *non_offending,
                        vec![(nos.outcome, Rational::ONE)],
                        vec![(os.outcome, Rational::ONE)],
                    ),
                    Some(*non_offending),
                ))
            }
            Method::Weighted {
                non_offending,
                scheme,
                table,
                outcomes,
            } => {
                settings.weighting_permitted()?;
                let nos_side = *non_offending;
                let os_side = nos_side.other();
                let weights = |side: Side| -> Vec<(Outcome, Rational)> {
                    outcomes
                        .iter()
                        .map(|o| (o.outcome, o.weight.for_side(side)))
                        .collect()
                };
                let weighted = LineResult::Assigned {
                    ns: weights(Side::NS),
                    ew: weights(Side::EW),
                };
                let result = match scheme {
                    Scheme::Wbf => weighted,
                    Scheme::NonOffendersOnly => {
                        let os = offenders_choice_among_weighted(
                            os_side,
                            table,
                            outcomes,
                            vulnerability,
                            settings.at_all_probable,
                        )?;
                        by_side(
                            nos_side,
                            weights(nos_side),
                            vec![(os.outcome, Rational::ONE)],
                        )
                    }
                    Scheme::Ebl => {
                        let candidate = adjustment(weighted.clone(), Some(nos_side));
                        let kept = adjustment(LineResult::Played(*table), Some(nos_side));
                        let scored = |a: &FieldAdjustment| -> Result<Rational, RulingError> {
                            let field = traveller.rescored(std::slice::from_ref(a), profile)?;
                            let line = field
                                .lines
                                .iter()
                                .find(|l| l.line.is_meeting(section, ns, ew))
                                .map(|l| l.side(nos_side).matchpoints.after.exact);
                            Ok(line.unwrap_or(Rational::ZERO))
                        };
                        if scored(&candidate)? < scored(&kept)? {
                            LineResult::Played(*table)
                        } else {
                            weighted
                        }
                    }
                };
                Ok(adjustment(result, Some(nos_side)))
            }
            Method::AveragePlusOrAssigned(_) => Err(RulingError::TeamsOnly),
        }
    }
}
