//! The field's results: an event's travellers read from the files scorers write, checked
//! against the Laws, the whole field rescored after a ruling, and the adjusted traveller
//! written back for the scorer to load.
//!
//! **In.** [`read`] takes a PBN file (each game's `ScoreTable`, and a `TotalScoreTable` for
//! the pairs), USEBIO XML 1.2 (the EBU's interchange format) or the CSV below, and gives the
//! [`EventResults`]: a [`Traveller`] per board, each table's [`TravellerLine`] with the pairs,
//! the contract and declarer, the tricks, the North–South score and the matchpoints or IMPs the
//! file gives. A passed-out board is a line of its own kind, and so is an adjusted score: an
//! artificial one (`A6040`: NS average plus, EW average minus) or an assigned or weighted one
//! (`W30*4SN=;70*4SN-1`, see the notation below). A whole file is refused only when it cannot
//! be read at all ([`ReadError`]); a line that cannot be read refuses its board.
//!
//! **Checked, not trusted.** [`EventResults::check`] refuses a board whole when a line's score
//! is not what Law 77 gives its result on the board's vulnerability (the file's, else Law 2's
//! for the number), when a pair or a table has two lines, when the event has no such board, or
//! when the file's points are not the traveller's recomputed (matchpoints on the scale of two or
//! of one for a win, Neuberg-scaled or not; Butler IMPs and the datum; cross-IMPs averaged or
//! totalled). The [`ImportReport`] lists what is imported and what is refused, each reason at
//! its place: `board 7, table 4: 4♠= by N scores 620 not 650`.
//!
//! **Rescored.** [`Traveller::rescored`] puts a ruling's score ([`FieldAdjustment`]) into the
//! board's frequency tables as scorers do and gives every pair's matchpoints, cross-IMPs and
//! Butler IMPs before and after ([`RescoredField`]); [`RescoredField::adjusted_traveller`] is
//! the traveller to hand back, and [`TravellerJson`] the shape `casebook results show --json`
//! prints. [`FieldAdjustment::from_method`] turns a case's decision into the adjustment. Each
//! comparison is made by [`crate::scoring`]; the profile rounds once, at the end.
//!
//! **Out.** [`write_pbn`], [`write_usebio`] and [`write_csv`] write what the readers read back
//! (the CSV has no list of pairs; PBN has no place for a Butler datum, which is recomputed).
//!
//! # The results CSV
//!
//! One header line naming the columns, in any order and any case; a row per table's line.
//! UTF-8 (with or without a byte-order mark) or UTF-16 with one; commas separate the fields,
//! or semicolons or tabs when the header has no comma; a field with the separator is quoted.
//! An empty field is unknown.
//!
//! | column | required | what it holds |
//! |---|---|---|
//! | `event` | | the event's name (the first row's is taken) |
//! | `board` | yes | the board number |
//! | `vulnerability` | | `None`, `NS`, `EW` or `All`, when the board was not marked as Law 2 says |
//! | `datum` | | the board's Butler datum, North–South's viewpoint |
//! | `section` | | the section's name |
//! | `table` | | the table number |
//! | `round` | | the round number |
//! | `ns`, `ew` | yes | the North–South and East–West pairs' numbers |
//! | `contract` | yes | `4S`, `3NTX`, `PASS`; an adjusted score `A6040` or `W30*4SN=;70*4SN-1` |
//! | `declarer` | | `N`, `E`, `S` or `W` (required with a contract) |
//! | `tricks` | | tricks taken by declarer, or the result against the contract (`=`, `+1`, `-2`) |
//! | `lead` | | the opening lead, `SA` or `AS` |
//! | `score_ns` | | the North–South score (checked against Law 77) |
//! | `score_ew` | | the East–West score, for files that give it instead |
//! | `mp_ns`, `mp_ew` | | matchpoints; or, one pair of columns only: |
//! | `butler_ns`, `butler_ew` | | Butler IMPs |
//! | `cross_imps_ns`, `cross_imps_ew` | | cross-IMPs |
//! | `imps_ns`, `imps_ew` | | IMPs of another kind (kept, not recomputed) |
//!
//! ```text
//! board,table,ns,ew,contract,declarer,tricks,score_ns,mp_ns,mp_ew
//! 7,1,1,11,4S,N,10,620,7.4,2.6
//! 7,2,2,12,6S,N,12,1430,9.8,0.2
//! 7,3,3,13,4S,N,9,-100,2.6,7.4
//! 7,4,4,14,PASS,,,0,5,5
//! 7,5,5,15,3NT,E,9,-600,0.2,9.8
//! 7,6,6,16,A6040,,,,6,4
//! ```
//!
//! Board 7 is all vulnerable (Law 2). The artificial score at table 6 (average plus to NS 6,
//! average minus to EW 4 on a top of 10) is left out of the comparisons, and the five real
//! results are Neuberg-scaled from a top of 8 to one of 10.
//!
//! # Adjusted scores in a traveller
//!
//! `A` and the North–South then the East–West percentage (60, 50 or 40) is an artificial score
//! (the EBU scorers' notation). `W` and `weight*result` terms joined by `;` is an assigned
//! score (one term of weight 100) or a weighted one, the weight a percentage (`30`, `33.33`) or
//! a fraction (`1/3`), the result the contract, the declarer and the tricks against the
//! contract (`4SN=`, `3NTXE-2`, `PASS`); a split score gives the two sides' lists joined by `|`,
//! North–South's first. PBN and CSV files carry these in the contract column, USEBIO an
//! artificial score in `SCORE` and an assigned one in `CONTRACT`.

mod archive;
mod check;
mod csv_read;
mod csv_write;
pub mod field;
mod figure;
mod frequencies;
mod line;
mod line_fields;
mod notation;
mod pbn_read;
mod pbn_table;
mod pbn_write;
mod read;
mod read_error;
mod refusal;
mod report;
mod rescore;
mod ruling;
mod show;
mod stored;
mod traveller;
mod usebio_read;
mod usebio_write;

pub use archive::{BoardResults, CaseTable, EventCase, KeptResults, ResultsSource, StoredEvent};
pub use csv_write::write_csv;
pub use figure::GivenFigure;
pub use frequencies::{FieldError, MethodPoints};
pub use line::{LineResult, TravellerLine};
pub use pbn_write::{write_pbn, write_pbn_score_table};
pub use read::{ResultsFormat, read, read_as};
pub use read_error::ReadError;
pub use refusal::{Place, Problem, Refusal};
pub use report::{CheckOptions, ImportReport, RefusedBoard};
pub use rescore::{
    Change, FieldAdjustment, Figure, PairScores, RescoreError, RescoredField, RescoredLine,
    ScoredPart,
};
pub use ruling::RulingError;
pub use show::{LineJson, TravellerJson};
pub use stored::{StoredLine, StoredPair};
pub use traveller::{EventResults, PairEntry, ScoringMethod, Traveller};
pub use usebio_write::{write_usebio, write_usebio_traveller};
