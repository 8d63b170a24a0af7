//! The tag names the reader and the writer share: the export format's mandatory tags in their
//! order (§3.4), which the hand record has fields for, with Score.

/// The mandatory tags, in the order the export format writes them (§3.4).
pub(super) const MANDATORY: [&str; 15] = [
    "Event",
    "Site",
    "Date",
    "Board",
    "West",
    "North",
    "East",
    "South",
    "Dealer",
    "Vulnerable",
    "Deal",
    "Scoring",
    "Declarer",
    "Contract",
    "Result",
];

/// Whether the hand record has a field for the tag (besides the Auction and Play sections and
/// their Notes): a mandatory tag, or Score.
pub(super) fn has_field(name: &str) -> bool {
    MANDATORY.contains(&name) || name == "Score"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hand_record_has_a_field_for_every_tag_written_first() {
        assert!(MANDATORY.iter().all(|name| has_field(name)));
        assert!(has_field("Score"));
        assert!(!has_field("Room") && !has_field("OptimumResultTable"));
    }
}
