//! The three results readers (PBN `ScoreTable`, USEBIO XML, Casebook's CSV), shared by the
//! `results_pbn`, `results_usebio` and `results_csv` targets.
//!
//! Any bytes give an event's results or an error, never a panic; an event read is checked
//! against Law 77's table (never a panic either), and, when it holds a traveller line, what the
//! writer of the same format makes of it reads again and writes the same text.

use casebook::profile::Profile;
use casebook::results::{
    CheckOptions, EventResults, ResultsFormat, read_as, write_csv, write_pbn, write_usebio,
};

pub fn read_and_write_again(format: ResultsFormat, data: &[u8]) {
    let Ok(event) = read_as(format, data) else {
        return;
    };
    for id in Profile::bundled_ids() {
        if let Ok(profile) = Profile::bundled(id) {
            let _ = event.check(&CheckOptions::default(), &profile);
        }
    }
    // An event of unreadable rows alone (each a refusal of the import's report) has nothing
    // to write; its writing is refused as holding no results, rightly.
    if event.boards.iter().all(|board| board.lines.is_empty()) {
        return;
    }
    let written = write(format, &event);
    let again = read_as(format, written.as_bytes()).expect("the writer's output reads");
    assert_eq!(write(format, &again), written, "writing is stable");
}

fn write(format: ResultsFormat, event: &EventResults) -> String {
    match format {
        ResultsFormat::Pbn => write_pbn(event),
        ResultsFormat::Usebio => write_usebio(event),
        ResultsFormat::Csv => write_csv(event),
    }
}
