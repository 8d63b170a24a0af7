//! The fragment identifiers of a casebook's front and back matter, the same in every format
//! that links within itself.

pub const CONTENTS_ANCHOR: &str = "contents";
pub const FOREWORD_ANCHOR: &str = "foreword";
pub const COMMITTEE_ANCHOR: &str = "committee";
pub const COMMENTATORS_ANCHOR: &str = "commentators";
pub const CLOSING_REMARKS_ANCHOR: &str = "closing-remarks";
pub const STATISTICS_ANCHOR: &str = "statistics";
pub const SUBJECT_INDEX_ANCHOR: &str = "index-subjects";
pub const LAW_INDEX_ANCHOR: &str = "index-laws";
