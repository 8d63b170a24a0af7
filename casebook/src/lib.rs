//! The domain of Casebook: everything an appeals committee's tool knows about bridge,
//! appeal cases, adjusted scores and the Laws, with no GUI in it.

pub mod adjust;
pub mod bridge;
pub mod case;
pub mod double_dummy;
pub mod glossary;
pub mod guide;
pub mod hand_record;
pub mod hearing;
pub mod import;
pub mod laws;
pub mod lin;
pub mod panel;
pub mod pbn;
pub mod poll;
pub mod precedent;
pub mod profile;
pub mod publish;
pub mod release;
pub mod results;
pub mod samples;
pub mod scoring;
pub mod store;
pub mod text;
pub mod workflow;
