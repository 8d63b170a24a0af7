//! The adjusted-score form as the committee types it: the outcomes with their weights or
//! probabilities as written (`30%`, `0.25`, `1/3`), the table result, the other table or the
//! field, the scheme and the method. It becomes the request the core computes
//! ([`casebook::adjust::request`]); once recorded, the core keeps it as the decision's
//! ([`casebook::workflow::Workflow::answer`]). No drawing here, so that it is tested without a
//! window.

mod choices;
mod outcome_row;

pub use choices::{Award, ScoreMethod, Scoring};
pub use outcome_row::{OutcomeRow, Place, Problem};

use outcome_row::{percent, share_problem};

use casebook::adjust::{Scheme, WeightingError, check_weighting, parse_weight};
use casebook::bridge::{Side, Vulnerability};
use casebook::case::Case;
use casebook::profile::Profile;
use casebook::workflow::{AdjustedAnswer, Extent, NonOffendersScore};
use serde_json::{Map, Value, json};

/// The whole form.
#[derive(Debug, Clone, PartialEq)]
pub struct ScoreForm {
    pub method: ScoreMethod,
    pub scheme: Scheme,
    pub non_offending: Side,
    pub scoring: Scoring,
    pub table: OutcomeRow,
    pub outcomes: Vec<OutcomeRow>,
    /// A weighted score gives each side its own weights (2017 Law 12C1(c) lets the score
    /// differ for the two sides; the EBL scheme weights only the non-offenders' side).
    pub per_side: bool,
    /// The non-offenders' own score without the self-inflicted part (2017 Law 12C1(e)).
    pub own_outcomes: Vec<OutcomeRow>,
    pub other_table: OutcomeRow,
    /// North–South's score at the other table, when its contract is not given.
    pub other_table_score: String,
    /// North–South's scores at the other tables, for matchpoints.
    pub field: String,
    pub award_ns: Award,
    pub award_ew: Award,
}

impl ScoreForm {
    /// A fresh form for the case: its table result and form of scoring, the profile's
    /// default scheme, one empty outcome.
    pub fn for_case(case: &Case) -> ScoreForm {
        let profile_id = case.profile.trim();
        let scheme = Profile::bundled(if profile_id.is_empty() {
            casebook::profile::DEFAULT_PROFILE
        } else {
            profile_id
        })
        .map_or(Scheme::Ebl, |p| p.default_scheme.value);
        let table = case.result.as_ref().map_or_else(OutcomeRow::default, |r| {
            match (r.contract, r.tricks) {
                (Some(_), Some(tricks)) => OutcomeRow::of_outcome(r.contract, r.declarer, tricks),
                _ => OutcomeRow::default(),
            }
        });
        ScoreForm {
            method: ScoreMethod::Weighted,
            scheme,
            non_offending: Side::NS,
            scoring: Scoring::of_case(case.identity.scoring),
            table,
            outcomes: vec![OutcomeRow::default()],
            per_side: false,
            own_outcomes: vec![OutcomeRow::default()],
            other_table: OutcomeRow::default(),
            other_table_score: String::new(),
            field: String::new(),
            award_ns: Award::Average,
            award_ew: Award::Average,
        }
    }

    /// The form of a recorded answer, to change it; `None` when the request is not one this
    /// form writes.
    pub fn from_answer(case: &Case, answer: &AdjustedAnswer) -> Option<ScoreForm> {
        let mut form = ScoreForm::for_case(case);
        let request = &answer.request;
        let text = |key: &str| request.get(key).and_then(Value::as_str).unwrap_or_default();
        form.method = ScoreMethod::ALL
            .into_iter()
            .find(|m| m.code() == text("method"))?;
        form.scoring = match text("form") {
            "imps" => Scoring::Imps,
            "matchpoints" => Scoring::Matchpoints,
            _ => return None,
        };
        if let Some(scheme) = Scheme::from_code(text("scheme")) {
            form.scheme = scheme;
        }
        if let Ok(side) = text("non_offending").parse() {
            form.non_offending = side;
        }
        let share_key = match form.method {
            ScoreMethod::Assigned => "probability",
            _ => "weight",
        };
        if let Some(table) = request.get("table") {
            form.table = OutcomeRow::read(table, share_key);
        }
        let rows = |value: Option<&Value>| -> Vec<OutcomeRow> {
            value
                .and_then(Value::as_array)
                .map(|list| {
                    list.iter()
                        .map(|v| OutcomeRow::read(v, share_key))
                        .collect()
                })
                .unwrap_or_default()
        };
        form.outcomes = rows(request.get("outcomes"));
        form.per_side = request
            .get("outcomes")
            .and_then(Value::as_array)
            .is_some_and(|list| list.iter().any(OutcomeRow::is_per_side));
        if let NonOffendersScore::Reduced(own) = &answer.non_offenders {
            form.own_outcomes = rows(own.get("outcomes"));
        }
        if let Some(other) = request.get("other_table") {
            form.other_table = OutcomeRow::read(other, share_key);
        }
        if let Some(score) = request.get("other_table_score") {
            form.other_table_score = score.to_string();
        }
        if let Some(field) = request.get("field").and_then(Value::as_array) {
            form.field = field
                .iter()
                .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_string))
                .collect::<Vec<_>>()
                .join(", ");
        }
        if let Some(artificial) = request.get("artificial") {
            let award = |key: &str| {
                artificial
                    .get(key)
                    .and_then(Value::as_str)
                    .and_then(Award::from_code)
            };
            form.award_ns = award("ns").unwrap_or(Award::Average);
            form.award_ew = award("ew").unwrap_or(Award::Average);
        }
        for list in [&mut form.outcomes, &mut form.own_outcomes] {
            if list.is_empty() {
                list.push(OutcomeRow::default());
            }
        }
        Some(form)
    }

    fn share_key(&self) -> Option<&'static str> {
        match self.method {
            ScoreMethod::Weighted => Some("weight"),
            ScoreMethod::Assigned => Some("probability"),
            ScoreMethod::Artificial => None,
        }
    }

    fn typed(rows: &[OutcomeRow]) -> impl Iterator<Item = &OutcomeRow> {
        rows.iter().filter(|r| !r.is_empty())
    }

    /// The request `casebook adjust` reads, for the board's vulnerability.
    pub fn request(&self, vulnerability: Vulnerability, own: bool) -> Value {
        let mut request = Map::new();
        request.insert("form".into(), json!(self.scoring.code()));
        request.insert("method".into(), json!(self.method.code()));
        request.insert("vulnerability".into(), json!(vulnerability.to_string()));
        if self.method == ScoreMethod::Artificial {
            request.insert(
                "artificial".into(),
                json!({"ns": self.award_ns.code(), "ew": self.award_ew.code()}),
            );
            return Value::Object(request);
        }
        request.insert(
            "non_offending".into(),
            json!(self.non_offending.to_string()),
        );
        if self.method == ScoreMethod::Weighted {
            request.insert("scheme".into(), json!(self.scheme.code()));
        }
        request.insert("table".into(), self.table.json(None, false));
        let rows = if own {
            &self.own_outcomes
        } else {
            &self.outcomes
        };
        // The non-offenders' own rows score one side only: one weight each.
        let per_side = self.per_side && !own;
        let outcomes: Vec<Value> = Self::typed(rows)
            .map(|r| r.json(self.share_key(), per_side))
            .collect();
        request.insert("outcomes".into(), Value::Array(outcomes));
        match self.scoring {
            Scoring::Imps => {
                let score = self.other_table_score.trim();
                if !score.is_empty() {
                    request.insert(
                        "other_table_score".into(),
                        score
                            .parse::<i64>()
                            .map_or_else(|_| json!(score), |n| json!(n)),
                    );
                } else if !self.other_table.is_empty() {
                    request.insert("other_table".into(), self.other_table.json(None, false));
                }
            }
            Scoring::Matchpoints => {
                let field: Vec<Value> = field_tokens(&self.field)
                    .map(|t| t.parse::<i64>().map_or_else(|_| json!(t), |n| json!(n)))
                    .collect();
                request.insert("field".into(), Value::Array(field));
            }
        }
        Value::Object(request)
    }

    /// The answer to record, with the non-offenders' score the self-inflicted finding asks for.
    pub fn answer(&self, vulnerability: Vulnerability, extent: Option<Extent>) -> AdjustedAnswer {
        let non_offenders = match extent {
            Some(Extent::Part) => NonOffendersScore::Reduced(self.request(vulnerability, true)),
            Some(Extent::All) => NonOffendersScore::TableResult,
            Some(Extent::None) | None => NonOffendersScore::AsAdjusted,
        };
        AdjustedAnswer {
            request: self.request(vulnerability, false),
            non_offenders,
        }
    }

    /// What is wrong with what was typed, and where, before the engine is asked.
    pub fn problems(&self, extent: Option<Extent>) -> Vec<(Place, Problem)> {
        let mut out = Vec::new();
        if self.method == ScoreMethod::Artificial {
            return out;
        }
        if !self.table.is_empty() {
            out.extend(self.table.problems().into_iter().map(|p| (Place::Table, p)));
        }
        let mut lists = vec![(
            &self.outcomes,
            Place::Outcome as fn(usize) -> Place,
            Place::Outcomes,
        )];
        if extent == Some(Extent::Part) {
            lists.push((&self.own_outcomes, Place::Own, Place::OwnOutcomes));
        }
        for (rows, row_place, list_place) in lists {
            let per_side = self.per_side
                && self.method == ScoreMethod::Weighted
                && list_place == Place::Outcomes;
            // One column of weights, or one for each side.
            let columns: &[Option<Side>] = if per_side {
                &[Some(Side::NS), Some(Side::EW)]
            } else {
                &[None]
            };
            for (i, row) in rows.iter().enumerate().filter(|(_, r)| !r.is_empty()) {
                out.extend(row.problems().into_iter().map(|p| (row_place(i), p)));
            }
            for column in columns {
                let share = |row: &OutcomeRow| match column {
                    Some(side) => row.share_of(*side).to_string(),
                    None => row.share.clone(),
                };
                // The weights as typed, when every one reads as a share.
                let mut weights = Some(Vec::new());
                for (i, row) in rows.iter().enumerate().filter(|(_, r)| !r.is_empty()) {
                    match share_problem(&share(row)) {
                        Some(problem) => {
                            out.push((row_place(i), problem));
                            weights = None;
                        }
                        None => {
                            let value = parse_weight(&share(row)).ok();
                            weights = weights.zip(value).map(|(mut all, v)| {
                                all.push(v);
                                all
                            });
                        }
                    }
                }
                if self.method == ScoreMethod::Weighted
                    && let Some(weights) = weights
                    && let Err(WeightingError::Total(total)) = check_weighting(weights)
                    && Self::typed(rows).next().is_some()
                {
                    let problem = match column {
                        Some(side) => Problem::SideWeightsSum(*side, percent(total)),
                        None => Problem::WeightsSum(percent(total)),
                    };
                    out.push((list_place.clone(), problem));
                }
            }
        }
        match self.scoring {
            Scoring::Imps if self.other_table_score.trim().is_empty() => {
                if !self.other_table.is_empty() {
                    out.extend(
                        self.other_table
                            .problems()
                            .into_iter()
                            .map(|p| (Place::OtherTable, p)),
                    );
                }
            }
            Scoring::Imps => {
                let score = self.other_table_score.trim();
                if score.parse::<i32>().is_err() {
                    out.push((Place::OtherTable, Problem::Score(score.to_string())));
                }
            }
            Scoring::Matchpoints => {
                for token in field_tokens(&self.field) {
                    if token.parse::<i32>().is_err() {
                        out.push((Place::Field, Problem::Score(token.to_string())));
                    }
                }
            }
        }
        out
    }
}

impl ScoreForm {
    /// The field's scores as typed, those that read as whole numbers (`+620`, `−100`).
    pub fn typed_field(&self) -> Vec<i32> {
        field_tokens(&self.field)
            .filter_map(|t| t.replace('−', "-").trim_start_matches('+').parse().ok())
            .collect()
    }
}

/// The scores of the field as typed: separated by commas, semicolons or spaces.
fn field_tokens(text: &str) -> impl Iterator<Item = &str> {
    text.split([',', ';', ' ', '\n'])
        .map(str::trim)
        .filter(|t| !t.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use casebook::samples::sample_cases;

    fn sample(number: &str) -> Case {
        sample_cases()
            .expect("samples")
            .into_iter()
            .find(|c| c.identity.case_number == number)
            .expect(number)
    }

    fn row(contract: &str, declarer: &str, tricks: &str, share: &str) -> OutcomeRow {
        OutcomeRow {
            contract: contract.into(),
            declarer: declarer.into(),
            tricks: tricks.into(),
            share: share.into(),
            ew_share: String::new(),
        }
    }

    /// The 1997 commentary 12.31 example (commentary-1997-ru.txt lines 1250–1278) as sample У-01 types it.
    fn commentary_example() -> ScoreForm {
        let case = sample("У-01");
        let mut form = ScoreForm::for_case(&case);
        form.outcomes = vec![
            row("3NT", "S", "9", "1/6"),
            row("3NT", "S", "10", "1/4"),
            row("3NT", "S", "11", "1/4"),
            row("6C", "N", "12", "1/3"),
        ];
        form.other_table_score = "430".into();
        form
    }

    #[test]
    fn a_fresh_form_takes_the_case_table_result_scoring_and_profile_scheme() {
        let form = ScoreForm::for_case(&sample("У-01"));
        assert_eq!(form.scoring, Scoring::Imps, "teams");
        assert_eq!(form.table, row("3♣", "N", "12", ""));
        // The commentary's recommended default (12.35): the EBL scheme.
        assert_eq!(form.scheme, Scheme::Ebl);
        assert_eq!(
            ScoreForm::for_case(&sample("У-03")).scoring,
            Scoring::Matchpoints
        );
    }

    #[test]
    fn the_request_reads_as_typed_and_round_trips_through_the_answer() {
        let form = commentary_example();
        let answer = form.answer(Vulnerability::EW, Some(Extent::None));
        let request = &answer.request;
        assert_eq!(request["method"], "weighted");
        assert_eq!(request["scheme"], "ebl");
        assert_eq!(request["vulnerability"], "EW");
        assert_eq!(request["other_table_score"], 430);
        assert_eq!(request["outcomes"][3]["weight"], "1/3");
        assert_eq!(request["outcomes"][3]["tricks"], 12);
        assert_eq!(answer.non_offenders, NonOffendersScore::AsAdjusted);
        let back = ScoreForm::from_answer(&sample("У-01"), &answer).expect("reads back");
        assert_eq!(back.outcomes, form.outcomes);
        assert_eq!(back.other_table_score, "430");
    }

    #[test]
    fn weights_off_100_percent_and_impossible_tricks_are_named_where_typed() {
        let mut form = commentary_example();
        form.outcomes[3].share = "1/4".into();
        form.outcomes[1].tricks = "14".into();
        let problems = form.problems(None);
        assert!(
            problems.contains(&(Place::Outcome(1), Problem::Tricks("14".into()))),
            "{problems:?}"
        );
        // 1/6 + 1/4 + 1/4 + 1/4 = 11/12 ≈ 91.67%.
        assert!(
            problems.iter().any(|(place, p)| *place == Place::Outcomes
                && matches!(p, Problem::WeightsSum(sum) if sum.starts_with("91.6"))),
            "{problems:?}"
        );
        assert!(commentary_example().problems(None).is_empty());
    }

    /// Sample У-02 (commentary 16.8(ii), the slam bid after UI): the committee weights each
    /// side apart — East–West, the non-offenders, get 4♠ making 11 or 12 tricks half and half,
    /// North–South 6♠ one down.
    fn per_side_answer() -> (Case, AdjustedAnswer) {
        let case = sample("У-02");
        let answer = case
            .workflow
            .iter()
            .find(|a| a.step == "ui.adjusted_score")
            .and_then(|a| AdjustedAnswer::from_json(&a.answer).ok())
            .expect("У-02 records its adjusted score");
        (case, answer)
    }

    #[test]
    fn a_score_weighted_for_each_side_reads_back_into_the_form_and_out_unchanged() {
        let (case, answer) = per_side_answer();
        let form = ScoreForm::from_answer(&case, &answer).expect("the form writes such requests");
        assert!(form.per_side);
        assert_eq!(form.outcomes[0].share, "0%", "North–South's weight of 4♠=");
        assert_eq!(form.outcomes[0].ew_share, "50%");
        assert_eq!(form.outcomes[2].share, "100%");
        assert_eq!(form.outcomes[2].ew_share, "0%");
        assert!(form.problems(None).is_empty(), "{:?}", form.problems(None));
        let again = form.answer(case.board.vulnerability, None);
        assert_eq!(again.request, answer.request);
    }

    #[test]
    fn each_sides_weights_must_add_up_to_100_percent() {
        let (case, answer) = per_side_answer();
        let mut form = ScoreForm::from_answer(&case, &answer).expect("reads");
        form.outcomes[1].ew_share = "40%".into();
        form.outcomes[2].share = "1/2".into();
        let problems = form.problems(None);
        assert!(
            problems.contains(&(
                Place::Outcomes,
                Problem::SideWeightsSum(Side::EW, "90".into())
            )),
            "{problems:?}"
        );
        assert!(
            problems.contains(&(
                Place::Outcomes,
                Problem::SideWeightsSum(Side::NS, "50".into())
            )),
            "{problems:?}"
        );
        form.outcomes[0].ew_share = "half".into();
        assert!(
            form.problems(None)
                .contains(&(Place::Outcome(0), Problem::Share("half".into())))
        );
    }
}
