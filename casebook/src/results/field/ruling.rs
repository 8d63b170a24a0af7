//! A case's ruling as the score its table's line takes in the field: from the adjusted score
//! the workflow recorded (with the non-offenders' reduced score of a self-inflicted part), or,
//! for a case decided without the workflow, from the outcomes and weights its decision lists.

use super::FieldError;
use crate::adjust::request::AdjustRequest;
use crate::adjust::{Outcome, Rational, check_weighting, parse_weight};
use crate::bridge::Side;
use crate::case::{Case, ScoreOutcome};
use crate::profile::Profile;
use crate::results::{FieldAdjustment, LineResult, Traveller, TravellerLine};
use crate::workflow::{RecordedNonOffenders, Workflow};

fn adjustment(
    traveller: &Traveller,
    line: &TravellerLine,
    request: &AdjustRequest,
) -> Result<FieldAdjustment, FieldError> {
    Ok(FieldAdjustment::from_method(
        traveller,
        line.section.as_deref(),
        line.ns,
        line.ew,
        &request.method,
        &Profile::bundled(&request.settings.profile)?,
    )?)
}

/// The adjustment with `side`'s results replaced by `own`.
fn with_side(
    mut adjusted: FieldAdjustment,
    side: Side,
    own: Vec<(Outcome, Rational)>,
) -> Result<FieldAdjustment, FieldError> {
    let other = adjusted.result.results_for(side.other()).ok_or_else(|| {
        FieldError::Unsupported(
            "an artificial score has no results to give the non-offenders' own score beside"
                .to_string(),
        )
    })?;
    adjusted.result = match side {
        Side::NS => LineResult::Assigned { ns: own, ew: other },
        Side::EW => LineResult::Assigned { ns: other, ew: own },
    };
    Ok(adjusted)
}

fn outcome_of(o: &ScoreOutcome) -> Result<Outcome, String> {
    match (o.contract, o.declarer) {
        (None, _) => Ok(Outcome::PassedOut),
        (Some(contract), Some(declarer)) => {
            Outcome::played(contract, declarer, o.tricks).map_err(|e| e.to_string())
        }
        (Some(_), None) => Err("an outcome of the decision has a contract but no declarer".into()),
    }
}

/// The decision's outcomes for `side`: its own, else those for both sides.
fn decided_for(case: &Case, side: Side) -> Result<Vec<(Outcome, Rational)>, String> {
    let outcomes = &case.decision.adjusted.outcomes;
    let own: Vec<&ScoreOutcome> = outcomes.iter().filter(|o| o.side == Some(side)).collect();
    let chosen = if own.is_empty() {
        outcomes.iter().filter(|o| o.side.is_none()).collect()
    } else {
        own
    };
    chosen
        .into_iter()
        .map(|o| {
            let weight = parse_weight(&o.weight).map_err(|e| e.to_string())?;
            Ok((outcome_of(o)?, weight))
        })
        .collect()
}

/// The adjustment the case's ruling makes to `line`; `None` when the case records none.
pub(super) fn case_adjustment(
    case: &Case,
    traveller: &Traveller,
    line: &TravellerLine,
) -> Result<Option<FieldAdjustment>, FieldError> {
    let recorded = Workflow::for_case(case)
        .ok()
        .and_then(|workflow| workflow.recorded_requests(case));
    if let Some(recorded) = recorded {
        let (request, non_offenders) =
            recorded.map_err(|e| FieldError::Unsupported(e.to_string()))?;
        let adjusted = adjustment(traveller, line, &request)?;
        let nos = request.method.non_offending();
        return Ok(Some(match (non_offenders, nos) {
            (RecordedNonOffenders::AsAdjusted, _) | (_, None) => adjusted,
            (RecordedNonOffenders::Reduced(own), Some(side)) => {
                let own = adjustment(traveller, line, &own)?;
                let results = own.result.results_for(side).ok_or_else(|| {
                    FieldError::Unsupported(
                        "the non-offenders' own score is artificial".to_string(),
                    )
                })?;
                with_side(adjusted, side, results)?
            }
            (RecordedNonOffenders::TableResult, Some(side)) => {
                let table = line.result.results_for(side).ok_or_else(|| {
                    FieldError::Unsupported(
                        "the case's line holds an artificial score, not a table result".into(),
                    )
                })?;
                with_side(adjusted, side, table)?
            }
        }));
    }
    if case.decision.adjusted.outcomes.is_empty() {
        return Ok(None);
    }
    let decided = |side| decided_for(case, side).map_err(FieldError::Unsupported);
    let (ns, ew) = (decided(Side::NS)?, decided(Side::EW)?);
    for (side, results) in [(Side::NS, &ns), (Side::EW, &ew)] {
        if check_weighting(results.iter().map(|(_, w)| *w)).is_err() {
            return Err(FieldError::Unsupported(format!(
                "the decision's weights for {side} do not add up to 100%"
            )));
        }
    }
    let mut adjusted = FieldAdjustment::new(line.ns, line.ew, LineResult::Assigned { ns, ew });
    adjusted.section = line.section.clone();
    Ok(Some(adjusted))
}
