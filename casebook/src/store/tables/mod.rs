//! What the archive's tables hold, read and written over [`crate::store::sql::Sql`] on either
//! engine: a case in its rows, the rows gathered for a bulk write, its text-index entry, the
//! texts kept from lost races, and the double-dummy cache checked against its deals. Below the
//! engines (which reindex and check through it) and below every feature.

mod case_lists;
pub(crate) mod case_read;
pub(crate) mod case_write;
pub(crate) mod conflicts;
pub(crate) mod double_dummy_cache;
pub(crate) mod new_rows;
pub(crate) mod panel_rows;
pub(crate) mod text_index;
