//! Small widgets shared by the views.

pub mod suit_text;

pub use suit_text::SuitText;
