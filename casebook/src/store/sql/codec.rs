//! How record values are written into columns and read back, exactly: PBN forms for cards,
//! calls, contracts and deals, seat letters, RFC 3339 times.

use crate::bridge::{Call, Card, Contract, Deal, Irregularity, Seat, Side, Vulnerability};
use chrono::{DateTime, NaiveDate, NaiveDateTime, SecondsFormat, Utc};
use std::str::FromStr;

/// A column value that could not be read back into the record, with what was wrong.
pub(crate) type Decoded<T> = Result<T, String>;

pub(crate) fn seat(s: Seat) -> String {
    s.letter().to_string()
}

pub(crate) fn to_seat(text: &str) -> Decoded<Seat> {
    let mut chars = text.chars();
    match (chars.next().and_then(Seat::from_letter), chars.next()) {
        (Some(seat), None) => Ok(seat),
        _ => Err(format!("\"{text}\" is not a seat letter")),
    }
}

pub(crate) fn side(s: Side) -> String {
    s.to_string()
}

pub(crate) fn parsed<T: FromStr>(text: &str) -> Decoded<T>
where
    T::Err: std::fmt::Display,
{
    text.parse::<T>().map_err(|e| e.to_string())
}

pub(crate) fn contract(c: Contract) -> String {
    c.pbn()
}

pub(crate) fn to_contract(text: &str) -> Decoded<Contract> {
    parsed(text)
}

pub(crate) fn call(c: Call) -> String {
    c.pbn()
}

pub(crate) fn to_call(text: &str) -> Decoded<Call> {
    parsed(text)
}

pub(crate) fn card(c: Card) -> String {
    c.pbn()
}

pub(crate) fn to_card(text: &str) -> Decoded<Card> {
    parsed(text)
}

pub(crate) fn deal(d: &Deal) -> String {
    d.to_pbn()
}

pub(crate) fn to_deal(text: &str) -> Decoded<Deal> {
    Deal::from_pbn(text).map_err(|e| e.to_string())
}

pub(crate) fn vulnerability(v: Vulnerability) -> &'static str {
    v.pbn_name()
}

pub(crate) fn irregularity(i: &Irregularity) -> String {
    // An enum with data; its JSON form is exact and readable.
    serde_json::to_string(i).unwrap_or_default()
}

pub(crate) fn to_irregularity(text: &str) -> Decoded<Irregularity> {
    serde_json::from_str(text).map_err(|e| e.to_string())
}

pub(crate) fn time(t: DateTime<Utc>) -> String {
    t.to_rfc3339_opts(SecondsFormat::AutoSi, true)
}

pub(crate) fn to_time(text: &str) -> Decoded<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(text)
        .map(|t| t.with_timezone(&Utc))
        .map_err(|e| format!("\"{text}\" is not a time: {e}"))
}

pub(crate) fn date(d: NaiveDate) -> String {
    d.format("%Y-%m-%d").to_string()
}

pub(crate) fn to_date(text: &str) -> Decoded<NaiveDate> {
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .map_err(|e| format!("\"{text}\" is not a date: {e}"))
}

const LOCAL_TIME: &str = "%Y-%m-%dT%H:%M:%S%.f";

pub(crate) fn local_time(t: NaiveDateTime) -> String {
    t.format(LOCAL_TIME).to_string()
}

pub(crate) fn to_local_time(text: &str) -> Decoded<NaiveDateTime> {
    NaiveDateTime::parse_from_str(text, LOCAL_TIME)
        .map_err(|e| format!("\"{text}\" is not a time: {e}"))
}

pub(crate) fn strings(list: &[String]) -> String {
    serde_json::to_string(list).unwrap_or_else(|_| "[]".to_string())
}

pub(crate) fn to_strings(text: &str) -> Decoded<Vec<String>> {
    serde_json::from_str(text).map_err(|e| format!("not a list of texts: {e}"))
}

/// Reads an optional column through `decode`.
pub(crate) fn optional<T>(
    text: Option<String>,
    decode: impl Fn(&str) -> Decoded<T>,
) -> Decoded<Option<T>> {
    text.map(|t| decode(&t)).transpose()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_round_trip_to_the_nanosecond() {
        let t = DateTime::parse_from_rfc3339("2024-05-01T10:11:12.123456789Z")
            .unwrap()
            .with_timezone(&Utc);
        assert_eq!(to_time(&time(t)), Ok(t));
        let local = to_local_time("2024-05-01T22:05:00").unwrap();
        assert_eq!(to_local_time(&local_time(local)), Ok(local));
    }

    #[test]
    fn bad_column_text_is_an_error_not_a_panic() {
        assert!(to_seat("Q").is_err());
        assert!(to_seat("NS").is_err());
        assert!(to_contract("8NT").is_err());
        assert!(to_call("1Z").is_err());
        assert!(to_deal("N:AKQ").is_err());
        assert!(to_strings("[1,").is_err());
    }
}
