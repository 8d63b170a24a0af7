//! Calls, bids, strains and contracts as a reader sees them, in English, Russian or Bulgarian.
//!
//! This is the one place the words of the auction are chosen: the `Display` impls of
//! [`Strain`], [`Bid`], [`Call`] and [`Contract`] are the English spelling here. Russian
//! casebooks and the 1997 commentary write `пас`, `контра`, `реконтра` and `БК` for no trumps
//! (commentary-1997-ru.txt lines 1525–1546, 2034) and a doubled contract
//! "с контрой", "с реконтрой" (commentary-1997-ru.txt line 245, Law 77 line 5353); suits stay symbols.
//! The Bulgarian 2017 Laws name the calls "пас", "контра" and "реконтра" (Law 19) and their
//! Law 77 table heads the doubled scores "С контра", "С реконтра" and speaks of "договор с
//! контра": a Bulgarian reader sees `4♥ с контра`; no trumps are `БК`, as the interface
//! writes them.
//!
//! Files and the database keep the standard form (`pbn()` and serde), never these spellings.

use super::call::{Bid, Call};
use super::contract::{Contract, Doubling, Strain};
use std::fmt;

/// The language calls and contracts are spelled in for a reader.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum CallLanguage {
    /// `Pass`, `X`, `XX`, `3NT`, `4♥X`: the form casebooks in English print.
    #[default]
    English,
    /// `пас`, `контра`, `реконтра`, `3БК`, `4♥ с контрой`.
    Russian,
    /// `пас`, `контра`, `реконтра`, `3БК`, `4♥ с контра`.
    Bulgarian,
}

impl CallLanguage {
    pub const ALL: [CallLanguage; 3] = [
        CallLanguage::English,
        CallLanguage::Russian,
        CallLanguage::Bulgarian,
    ];

    /// The language of a BCP 47 code (`ru` → Russian, `bg` → Bulgarian); anything else is
    /// English.
    pub fn from_code(code: &str) -> CallLanguage {
        let primary = code.trim().split(['-', '_']).next().unwrap_or_default();
        if primary.eq_ignore_ascii_case("ru") {
            CallLanguage::Russian
        } else if primary.eq_ignore_ascii_case("bg") {
            CallLanguage::Bulgarian
        } else {
            CallLanguage::English
        }
    }

    /// A seat as a traveller's declarer column prints it: `N`, `С` in Russian and Bulgarian;
    /// East is `В` (Восток) in Russian and `И` (Изток) in Bulgarian.
    pub fn seat_letter(self, seat: super::Seat) -> char {
        match (self, seat) {
            (CallLanguage::English, _) => seat.letter(),
            (_, super::Seat::North) => 'С',
            (CallLanguage::Russian, super::Seat::East) => 'В',
            (CallLanguage::Bulgarian, super::Seat::East) => 'И',
            (_, super::Seat::South) => 'Ю',
            (_, super::Seat::West) => 'З',
        }
    }

    /// A strain's printed name: the suit symbol, or `NT` / `БК` for no trumps.
    pub fn strain(self, strain: Strain) -> &'static str {
        match (strain, self) {
            (Strain::Clubs, _) => "♣",
            (Strain::Diamonds, _) => "♦",
            (Strain::Hearts, _) => "♥",
            (Strain::Spades, _) => "♠",
            (Strain::NoTrump, CallLanguage::English) => "NT",
            (Strain::NoTrump, CallLanguage::Russian | CallLanguage::Bulgarian) => "БК",
        }
    }

    /// What follows the strain of a doubled contract: `X` / ` с контрой` / ` с контра`.
    fn doubling(self, doubling: Doubling) -> &'static str {
        match (doubling, self) {
            (_, CallLanguage::English) => doubling.suffix(),
            (Doubling::Undoubled, _) => "",
            (Doubling::Doubled, CallLanguage::Russian) => " с контрой",
            (Doubling::Redoubled, CallLanguage::Russian) => " с реконтрой",
            (Doubling::Doubled, CallLanguage::Bulgarian) => " с контра",
            (Doubling::Redoubled, CallLanguage::Bulgarian) => " с реконтра",
        }
    }

    /// `value` spelled in this language; a [`Strain`], [`Bid`], [`Call`] or [`Contract`],
    /// written with `{}` or `.to_string()`.
    pub fn spell<T>(self, value: T) -> Spelled<T>
    where
        Spelled<T>: fmt::Display,
    {
        Spelled {
            value,
            language: self,
        }
    }

    /// A contract with the tricks declarer took, as a score slip writes it: `4♥X+1`, `3NT=`,
    /// `6♦−1`; in Russian `3БК=`, `4♠ с контрой −1` (the result set apart from the word), in
    /// Bulgarian `4♠ с контра −1`.
    pub fn result(self, contract: Contract, tricks: u8) -> String {
        let needed = contract.tricks_needed();
        let relative = match tricks.cmp(&needed) {
            std::cmp::Ordering::Equal => "=".to_string(),
            std::cmp::Ordering::Greater => format!("+{}", tricks - needed),
            std::cmp::Ordering::Less => format!("−{}", needed - tricks),
        };
        // A Russian or Bulgarian doubling is a word: the result is set apart from it.
        let gap = if self.doubling(contract.doubling).starts_with(' ') {
            " "
        } else {
            ""
        };
        format!("{}{gap}{relative}", self.spell(contract))
    }
}

/// A value with the language it is to be spelled in; see [`CallLanguage::spell`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spelled<T> {
    value: T,
    language: CallLanguage,
}

impl fmt::Display for Spelled<Strain> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.language.strain(self.value))
    }
}

impl fmt::Display for Spelled<Bid> {
    /// `1♠`, `3NT` / `3БК`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bid = self.value;
        write!(f, "{}{}", bid.level(), self.language.strain(bid.strain()))
    }
}

impl fmt::Display for Spelled<Call> {
    /// `Pass`, `X`, `XX`, `1♠` / `пас`, `контра`, `реконтра`, `1♠` (Russian and Bulgarian).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let word = match (self.value, self.language) {
            (Call::Bid(bid), language) => return language.spell(bid).fmt(f),
            (Call::Pass, CallLanguage::English) => "Pass",
            (Call::Pass, CallLanguage::Russian | CallLanguage::Bulgarian) => "пас",
            (Call::Double, CallLanguage::English) => "X",
            (Call::Double, CallLanguage::Russian | CallLanguage::Bulgarian) => "контра",
            (Call::Redouble, CallLanguage::English) => "XX",
            (Call::Redouble, CallLanguage::Russian | CallLanguage::Bulgarian) => "реконтра",
        };
        f.write_str(word)
    }
}

impl fmt::Display for Spelled<Contract> {
    /// `4♥X`, `3NT` / `4♥ с контрой`, `3БК` / `4♥ с контра`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let contract = self.value;
        write!(
            f,
            "{}{}{}",
            contract.level(),
            self.language.strain(contract.strain),
            self.language.doubling(contract.doubling)
        )
    }
}

// Each value's printed form is its English spelling, chosen here beside the Russian one.

impl Strain {
    /// The printed name in English: a suit symbol or `NT` ([`CallLanguage::strain`]).
    pub fn symbol(self) -> &'static str {
        CallLanguage::English.strain(self)
    }
}

impl fmt::Display for Strain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        CallLanguage::English.spell(*self).fmt(f)
    }
}

impl fmt::Display for Bid {
    /// The printed form in English: `1♠`, `3NT` ([`CallLanguage::spell`] for Russian).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        CallLanguage::English.spell(*self).fmt(f)
    }
}

impl fmt::Display for Call {
    /// The printed form of English casebooks: `Pass`, `X`, `XX`, `1♠`, `2NT`
    /// ([`CallLanguage::spell`] for Russian).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        CallLanguage::English.spell(*self).fmt(f)
    }
}

impl fmt::Display for Contract {
    /// The printed form in English: `4♥X`, `3NT` ([`CallLanguage::spell`] for Russian).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        CallLanguage::English.spell(*self).fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(text: &str) -> Call {
        text.parse().expect("a call")
    }

    fn contract(text: &str) -> Contract {
        text.parse().expect("a contract")
    }

    fn every_call() -> impl Iterator<Item = Call> {
        [Call::Pass, Call::Double, Call::Redouble]
            .into_iter()
            .chain(Bid::all().map(Call::Bid))
    }

    fn every_contract() -> impl Iterator<Item = Contract> {
        Bid::all().flat_map(|bid| {
            [Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled]
                .map(|doubling| bid.contract(doubling))
        })
    }

    #[test]
    fn display_is_the_english_spelling() {
        for c in every_call() {
            assert_eq!(CallLanguage::English.spell(c).to_string(), c.to_string());
        }
        for c in every_contract() {
            assert_eq!(CallLanguage::English.spell(c).to_string(), c.to_string());
        }
        for s in Strain::ALL {
            assert_eq!(CallLanguage::English.spell(s).to_string(), s.to_string());
        }
        assert_eq!(CallLanguage::English.spell(call("2N")).to_string(), "2NT");
        assert_eq!(CallLanguage::English.spell(Call::Pass).to_string(), "Pass");
        assert_eq!(
            CallLanguage::English.spell(contract("4HX")).to_string(),
            "4♥X"
        );
    }

    /// The commentary's auctions write `пас` (commentary-1997-ru.txt lines 1525–1546), `1бк`, `3б/к`
    /// (line 2034), and name "пас", "контра" и "реконтра" as calls (line 1415).
    #[test]
    fn russian_calls_are_spelled_as_the_commentary_writes_them() {
        let ru = CallLanguage::Russian;
        assert_eq!(ru.spell(Call::Pass).to_string(), "пас");
        assert_eq!(ru.spell(Call::Double).to_string(), "контра");
        assert_eq!(ru.spell(Call::Redouble).to_string(), "реконтра");
        assert_eq!(ru.spell(call("3NT")).to_string(), "3БК");
        assert_eq!(ru.spell(call("1S")).to_string(), "1♠");
        assert_eq!(ru.spell(Strain::NoTrump).to_string(), "БК");
        assert_eq!(ru.strain(Strain::Hearts), "♥");
        let bid: Bid = "7N".parse().expect("a bid");
        assert_eq!(ru.spell(bid).to_string(), "7БК");
    }

    /// "без контры, с контрой или с реконтрой" (commentary-1997-ru.txt line 245).
    #[test]
    fn russian_contracts_say_with_a_double() {
        let ru = CallLanguage::Russian;
        assert_eq!(ru.spell(contract("4H")).to_string(), "4♥");
        assert_eq!(ru.spell(contract("4HX")).to_string(), "4♥ с контрой");
        assert_eq!(ru.spell(contract("7NTXX")).to_string(), "7БК с реконтрой");
        assert_eq!(ru.spell(contract("3NT")).to_string(), "3БК");
    }

    #[test]
    fn results_are_spelled_as_a_score_slip_in_each_language() {
        let en = CallLanguage::English;
        let ru = CallLanguage::Russian;
        assert_eq!(en.result(contract("4HX"), 11), "4♥X+1");
        assert_eq!(en.result(contract("3NT"), 9), "3NT=");
        assert_eq!(en.result(contract("6D"), 11), "6♦−1");
        assert_eq!(ru.result(contract("3NT"), 9), "3БК=");
        assert_eq!(ru.result(contract("6D"), 11), "6♦−1");
        assert_eq!(ru.result(contract("4SX"), 7), "4♠ с контрой −3");
        assert_eq!(ru.result(contract("1NTXX"), 8), "1БК с реконтрой +1");
        let bg = CallLanguage::Bulgarian;
        assert_eq!(bg.result(contract("3NT"), 9), "3БК=");
        assert_eq!(bg.result(contract("4SX"), 7), "4♠ с контра −3");
        assert_eq!(bg.result(contract("1NTXX"), 8), "1БК с реконтра +1");
    }

    /// The Bulgarian Laws name the calls "пас", "контра" and "реконтра" (Law 19) and score a
    /// contract "С контра", "С реконтра" (Law 77); the interface writes `БК` for no trumps.
    #[test]
    fn bulgarian_calls_and_contracts_are_spelled_as_the_bulgarian_laws_write_them() {
        let bg = CallLanguage::Bulgarian;
        assert_eq!(bg.spell(Call::Pass).to_string(), "пас");
        assert_eq!(bg.spell(Call::Double).to_string(), "контра");
        assert_eq!(bg.spell(Call::Redouble).to_string(), "реконтра");
        assert_eq!(bg.spell(call("3NT")).to_string(), "3БК");
        assert_eq!(bg.spell(contract("4HX")).to_string(), "4♥ с контра");
        assert_eq!(bg.spell(contract("7NTXX")).to_string(), "7БК с реконтра");
        assert_eq!(bg.spell(contract("2S")).to_string(), "2♠");
        let seats = crate::bridge::Seat::ALL.map(|seat| bg.seat_letter(seat));
        assert_eq!(seats, ['С', 'И', 'Ю', 'З']);
    }

    #[test]
    fn every_spelling_reads_back_as_the_same_call_or_contract() {
        for language in CallLanguage::ALL {
            for c in every_call() {
                let text = language.spell(c).to_string();
                assert_eq!(text.parse::<Call>(), Ok(c), "{text}");
            }
            for c in every_contract() {
                let text = language.spell(c).to_string();
                assert_eq!(text.parse::<Contract>(), Ok(c), "{text}");
            }
        }
    }

    #[test]
    fn files_keep_the_standard_form_whatever_the_reader_sees() {
        assert_eq!(Call::Pass.pbn(), "Pass");
        assert_eq!(Call::Redouble.pbn(), "XX");
        assert_eq!(call("3БК").pbn(), "3NT");
        assert_eq!(contract("4♥ с контрой").pbn(), "4HX");
        let json =
            serde_json::to_string(&[call("пас"), call("контра"), call("1бк")]).expect("serializes");
        assert_eq!(json, r#"["Pass","X","1NT"]"#);
    }

    #[test]
    fn languages_are_taken_from_their_codes() {
        assert_eq!(CallLanguage::from_code("ru"), CallLanguage::Russian);
        assert_eq!(CallLanguage::from_code(" RU-ru"), CallLanguage::Russian);
        assert_eq!(CallLanguage::from_code("en"), CallLanguage::English);
        assert_eq!(CallLanguage::from_code("bg"), CallLanguage::Bulgarian);
        assert_eq!(CallLanguage::from_code("bg-BG"), CallLanguage::Bulgarian);
        assert_eq!(CallLanguage::from_code("fr"), CallLanguage::English);
        assert_eq!(CallLanguage::from_code(""), CallLanguage::English);
    }
}
