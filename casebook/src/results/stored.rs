//! A traveller line and a pair as the archive keeps them: text fields, the results CSV's
//! columns, read back by the same [`LineFields`] every file format goes through, so that a
//! stored line means what the file's line meant.

use super::figure::GivenFigure;
use super::line::TravellerLine;
use super::line_fields::LineFields;
use super::notation::{PASSED_OUT, or_empty, result_fields};
use super::traveller::{PairEntry, ScoringMethod};
use crate::bridge::Side;

/// A line's fields, each as the archive's column holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredLine {
    pub section: Option<String>,
    pub table: Option<u32>,
    pub round: Option<u32>,
    pub ns: u32,
    pub ew: u32,
    /// `4S`, `PASS`, `A6040`, `W30*4SN=;70*4SN-1`.
    pub contract: String,
    pub declarer: String,
    pub tricks: String,
    /// The opening lead as PBN writes a card (`SA`).
    pub lead: Option<String>,
    pub score_ns: Option<i32>,
    /// As the file wrote them, decimals and all.
    pub points_ns: Option<String>,
    pub points_ew: Option<String>,
}

impl StoredLine {
    pub fn of(line: &TravellerLine) -> StoredLine {
        let [contract, declarer, tricks] = result_fields(&line.result, PASSED_OUT);
        StoredLine {
            section: line.section.clone(),
            table: line.table,
            round: line.round,
            ns: line.ns,
            ew: line.ew,
            contract,
            declarer,
            tricks,
            lead: line.lead.map(|c| c.pbn()),
            score_ns: line.score_ns,
            points_ns: line.points_ns.map(|p| p.to_string()),
            points_ew: line.points_ew.map(|p| p.to_string()),
        }
    }

    /// The line again, or why a stored row is not one (a row written by hand).
    pub fn line(&self) -> Result<TravellerLine, String> {
        let table = or_empty(self.table);
        let round = or_empty(self.round);
        let (ns, ew) = (self.ns.to_string(), self.ew.to_string());
        let score_ns = or_empty(self.score_ns);
        LineFields {
            section: self.section.as_deref(),
            table: Some(&table),
            round: Some(&round),
            ns: Some(&ns),
            ew: Some(&ew),
            contract: Some(&self.contract),
            declarer: Some(&self.declarer),
            tricks: Some(&self.tricks),
            lead: self.lead.as_deref(),
            score_ns: Some(&score_ns),
            points_ns: self.points_ns.as_deref(),
            points_ew: self.points_ew.as_deref(),
            ..LineFields::default()
        }
        .line()
    }
}

/// A pair of the event's list, as the archive keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredPair {
    pub section: Option<String>,
    pub number: u32,
    /// `NS` or `EW`.
    pub direction: Option<String>,
    /// One name a line.
    pub names: String,
    pub total: Option<String>,
    pub percentage: Option<String>,
    pub place: Option<String>,
}

impl StoredPair {
    pub fn of(pair: &PairEntry) -> StoredPair {
        StoredPair {
            section: pair.section.clone(),
            number: pair.number,
            direction: pair.direction.map(|d| d.to_string()),
            names: pair.names.join("\n"),
            total: pair.total.map(|f| f.to_string()),
            percentage: pair.percentage.map(|f| f.to_string()),
            place: pair.place.clone(),
        }
    }

    pub fn pair(&self) -> Result<PairEntry, String> {
        let figure = |text: &Option<String>| text.as_deref().map(GivenFigure::parse).transpose();
        Ok(PairEntry {
            section: self.section.clone(),
            number: self.number,
            direction: self
                .direction
                .as_deref()
                .map(|d| d.parse::<Side>().map_err(|e| e.to_string()))
                .transpose()?,
            names: self
                .names
                .lines()
                .filter(|n| !n.trim().is_empty())
                .map(str::to_string)
                .collect(),
            total: figure(&self.total)?,
            percentage: figure(&self.percentage)?,
            place: self.place.clone(),
        })
    }
}

impl ScoringMethod {
    /// The name the archive keeps the method under.
    pub fn code(self) -> &'static str {
        match self {
            ScoringMethod::Matchpoints => "matchpoints",
            ScoringMethod::Butler => "butler",
            ScoringMethod::CrossImps => "cross_imps",
            ScoringMethod::Imps => "imps",
        }
    }

    pub fn from_code(code: &str) -> Option<ScoringMethod> {
        [
            ScoringMethod::Matchpoints,
            ScoringMethod::Butler,
            ScoringMethod::CrossImps,
            ScoringMethod::Imps,
        ]
        .into_iter()
        .find(|m| m.code() == code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::results::{ResultsFormat, read_as};

    /// Every kind of line the CSV example of the module's documentation holds (board 7: a
    /// slam, a defeated game, a passed-out line, an artificial score) survives the archive's
    /// fields unchanged, points with their decimals.
    #[test]
    fn every_kind_of_line_reads_back_from_its_stored_fields() {
        let csv = "board,table,ns,ew,contract,declarer,tricks,lead,score_ns,mp_ns,mp_ew\n\
                   7,1,1,11,4S,N,10,HK,620,7.40,2.60\n\
                   7,2,2,12,6SX,N,12,,1660,9.8,0.2\n\
                   7,3,3,13,4S,N,9,,-100,2.6,7.4\n\
                   7,4,4,14,PASS,,,,0,5,5\n\
                   7,5,5,15,A6040,,,,,6,4\n\
                   7,6,6,16,W30*4SN=;70*4SN-1,,,,,,\n";
        let event = read_as(ResultsFormat::Csv, csv.as_bytes()).expect("reads");
        let lines = &event.boards[0].lines;
        assert_eq!(lines.len(), 6);
        for line in lines {
            let stored = StoredLine::of(line);
            assert_eq!(&stored.line().expect("reads back"), line, "{stored:?}");
        }
        assert_eq!(StoredLine::of(&lines[0]).points_ns.as_deref(), Some("7.40"));
    }

    #[test]
    fn a_stored_row_that_is_no_line_is_named() {
        let mut stored = StoredLine::of(
            &read_as(
                ResultsFormat::Csv,
                b"board,ns,ew,contract,declarer,tricks\n1,1,2,3NT,S,9\n",
            )
            .expect("reads")
            .boards[0]
                .lines[0],
        );
        stored.tricks = "14".to_string();
        assert!(
            stored
                .line()
                .unwrap_err()
                .contains("14 tricks is impossible")
        );
    }

    #[test]
    fn a_pair_reads_back_with_its_names() {
        let mut pair = PairEntry::new(4);
        pair.direction = Some(Side::EW);
        pair.names = vec!["Иванов".into(), "Петров".into()];
        pair.total = Some(GivenFigure::parse("112.5").expect("figure"));
        pair.place = Some("3=".into());
        assert_eq!(StoredPair::of(&pair).pair().expect("reads back"), pair);
    }

    #[test]
    fn methods_have_codes_both_ways() {
        for method in [
            ScoringMethod::Matchpoints,
            ScoringMethod::Butler,
            ScoringMethod::CrossImps,
            ScoringMethod::Imps,
        ] {
            assert_eq!(ScoringMethod::from_code(method.code()), Some(method));
        }
        assert_eq!(ScoringMethod::from_code("vp"), None);
    }
}
