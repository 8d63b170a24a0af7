//! Small widgets shared by the views.

pub mod auction_editor;
pub mod auction_grid;
pub mod deal_diagram;
pub mod deal_editor;
pub mod double_dummy;
pub mod form;
pub mod snippet;
pub mod suit_text;
pub mod traveller;

pub use suit_text::SuitText;
