//! An auction written as a call list: read from what people type, printed as casebooks and PBN
//! write it.

use super::super::call::{Call, ParseCallError};
use super::super::seat::Seat;
use super::irregularity::IllegalCall;
use super::record::Auction;
use std::fmt;

impl Auction {
    /// Reads a call list such as `1S P 2S P P P` or `1♠ Pass 2♠ Pass Pass Pass`, separated by
    /// spaces or commas. `AP` (or `All Pass`) at the end stands for the passes that end the
    /// auction. A level written apart from its strain (`1 пика`) is read as one bid. Illegal
    /// calls are refused: this form has no irregularity markers.
    pub fn parse(dealer: Seat, text: &str) -> Result<Auction, ParseAuctionError> {
        let mut auction = Auction::new(dealer);
        let mut tokens = text
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|token| !token.is_empty())
            .peekable();
        while let Some(token) = tokens.next() {
            let position = auction.calls().len() + 1;
            let mut written = token.to_string();
            let is_level = token.len() == 1 && token.chars().all(|c| c.is_ascii_digit());
            if (is_level || token.eq_ignore_ascii_case("all"))
                && let Some(next) = tokens.next()
            {
                written = format!("{token} {next}");
            }
            let all_pass =
                written.eq_ignore_ascii_case("ap") || written.eq_ignore_ascii_case("all pass");
            if all_pass {
                // A pass is legal until the auction ends, so each is recorded as regular.
                while !auction.is_complete() {
                    auction.record(Call::Pass);
                }
                if let Some(after) = tokens.next() {
                    return Err(ParseAuctionError::AfterAllPass {
                        written: after.to_string(),
                    });
                }
                break;
            }
            let call = written
                .parse::<Call>()
                .map_err(|source| ParseAuctionError::Call { position, source })?;
            auction
                .push(call)
                .map_err(|reason| ParseAuctionError::Illegal {
                    position,
                    written,
                    reason,
                })?;
        }
        Ok(auction)
    }

    /// The calls in PBN form, separated by spaces: `1S Pass 2S Pass Pass Pass`.
    /// Irregularity markers are not written.
    pub fn pbn_calls(&self) -> String {
        let calls: Vec<String> = self.calls().iter().map(|c| c.call.pbn()).collect();
        calls.join(" ")
    }
}

impl fmt::Display for Auction {
    /// The calls as casebooks print them, separated by spaces: `1♠ Pass 2♠ Pass Pass Pass`.
    /// Irregularity markers are not written.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, recorded) in self.calls().iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{}", recorded.call)?;
        }
        Ok(())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseAuctionError {
    #[error("call {position}: {source}")]
    Call {
        position: usize,
        source: ParseCallError,
    },
    #[error("call {position} (\"{written}\"): {reason}")]
    Illegal {
        position: usize,
        written: String,
        reason: IllegalCall,
    },
    #[error("\"{written}\" after AP: all pass ends the auction")]
    AfterAllPass { written: String },
}

#[cfg(test)]
mod tests {
    use super::super::as_written::{auction, bid, contract_of};
    use super::*;

    #[test]
    fn all_pass_ends_the_auction_after_bids() {
        let a = auction(Seat::North, "1S P 2S AP");
        assert_eq!(a.pbn_calls(), "1S Pass 2S Pass Pass Pass");
        assert_eq!(contract_of(&a), Some(("2S".into(), Seat::North)));
        let a = auction(Seat::East, "1♠ 2♥ 4♠ all pass");
        assert_eq!(a.calls().len(), 6);
        assert_eq!(contract_of(&a), Some(("4S".into(), Seat::East)));
    }

    #[test]
    fn auctions_print_as_casebooks_and_pbn_write_them() {
        let a = auction(Seat::North, "1s p 2nt x xx p p p");
        assert_eq!(a.to_string(), "1♠ Pass 2NT X XX Pass Pass Pass");
        assert_eq!(a.pbn_calls(), "1S Pass 2NT X XX Pass Pass Pass");
        assert_eq!(auction(Seat::North, &a.to_string()), a);
        assert_eq!(auction(Seat::North, &a.pbn_calls()), a);
        assert_eq!(auction(Seat::North, "1S, P, 2S").calls().len(), 3);
        assert_eq!(Auction::new(Seat::North).to_string(), "");
    }

    #[test]
    fn bad_call_lists_are_refused_with_the_position_and_reason() {
        let err = Auction::parse(Seat::North, "1S P 1H").unwrap_err();
        assert_eq!(
            err,
            ParseAuctionError::Illegal {
                position: 3,
                written: "1H".into(),
                reason: IllegalCall::InsufficientBid {
                    bid: bid("1H"),
                    last: bid("1S")
                }
            }
        );
        assert_eq!(
            err.to_string(),
            "call 3 (\"1H\"): insufficient bid: 1♥ does not overcall the last bid, 1♠ (Law 18D)"
        );
        let err = Auction::parse(Seat::North, "1S P Z").unwrap_err();
        assert!(matches!(
            err,
            ParseAuctionError::Call {
                position: 3,
                source: ParseCallError::Unknown(_)
            }
        ));
        let err = Auction::parse(Seat::North, "1S AP 2S").unwrap_err();
        assert_eq!(
            err,
            ParseAuctionError::AfterAllPass {
                written: "2S".into()
            }
        );
        let err = Auction::parse(Seat::North, "P P P P P").unwrap_err();
        assert!(matches!(
            err,
            ParseAuctionError::Illegal {
                position: 5,
                reason: IllegalCall::AuctionEnded,
                ..
            }
        ));
        assert!(matches!(
            Auction::parse(Seat::North, "1"),
            Err(ParseAuctionError::Call { position: 1, .. })
        ));
        assert_eq!(
            Auction::parse(Seat::North, "   "),
            Ok(Auction::new(Seat::North))
        );
    }
}
