//! What the window worked out about the open case's board, for the views that show it: the case
//! editor's tabs and the case sheet both read it, so it lives below both of them.

use crate::app::jobs::double_dummy::DoubleDummyState;
use crate::app::jobs::traveller::TravellerState;

/// What the window worked out about the open case's board: its double-dummy analysis and its
/// traveller in the event's results.
pub struct BoardModel<'a> {
    pub double_dummy: &'a DoubleDummyState,
    pub traveller: &'a TravellerState,
}
