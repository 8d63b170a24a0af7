//! Small widgets shared by the views.

pub mod auction_grid;
pub mod deal_diagram;
pub mod form;
pub mod suit_text;

pub use suit_text::SuitText;
