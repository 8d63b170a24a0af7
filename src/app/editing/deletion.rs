//! A deletion asked about in the window, and the case deleted last, whole, for Undo
//! (`handlers::deletion` carries them out).

use casebook::case::Case;

/// The deletion in progress: the case asked about, and the one deleted last (for Undo).
#[derive(Debug, Default)]
pub struct CaseDeletion {
    /// The case the question names, as stored when it was asked.
    pub asking: Option<Case>,
    /// The case deleted last, whole, while Undo can bring it back.
    pub deleted: Option<Case>,
}
