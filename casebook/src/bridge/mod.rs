//! Cards, hands, deals, boards, calls, auctions and contracts.

mod call;
mod card;
mod contract;
mod seat;

pub use call::{Bid, Call, ParseCallError};
pub use card::{Card, ParseCardError, Rank, Suit};
pub use contract::{Contract, Doubling, ParseContractError, Strain};
pub use seat::{ParseSeatError, ParseSideError, ParseVulnerabilityError, Seat, Side, Vulnerability};
