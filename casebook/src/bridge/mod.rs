//! Cards, hands, deals, boards, calls, auctions and contracts.

mod auction;
mod board;
mod call;
mod card;
mod contract;
mod deal;
mod deal_error;
mod hand;
mod lookalike;
mod seat;
mod spelling;

pub use auction::{Auction, AuctionCall, IllegalCall, Irregularity, ParseAuctionError};
pub use board::{Board, BoardNumber, BoardNumberError};
pub use call::{Bid, Call, ParseCallError};
pub use card::{Card, ParseCardError, Rank, Suit};
pub use contract::{Contract, Doubling, ParseContractError, Strain};
pub use deal::Deal;
pub use deal_error::DealError;
pub use hand::{HAND_SIZE, Hand};
pub use seat::{
    ParseSeatError, ParseSideError, ParseVulnerabilityError, Seat, Side, Vulnerability,
};
pub use spelling::{CallLanguage, Spelled};
