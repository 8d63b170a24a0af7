//! Bringing files in: a PBN or LIN file or a case bundle imported, a hand record's board filling
//! the open case, an event's results imported, and the open case's line in its traveller named.

use super::misrouted;
use crate::app::command::Command;
use crate::app::editing::CaseEditing;
use crate::app::main_window::CasebookApp;
use crate::app::{file_dialog, jobs, views};
use crate::i18n::ShownError;
use std::path::PathBuf;

impl CasebookApp {
    /// Carries out a command about importing cases, hand records or results.
    pub(in crate::app) fn apply_to_import(&mut self, command: Command) {
        match command {
            Command::ImportFile => self.dialogs.ask(file_dialog::DialogPurpose::Import, ""),
            Command::FillFromHandRecord => {
                if self.open_case().is_some() {
                    self.dialogs
                        .ask(file_dialog::DialogPurpose::FillFromHandRecord, "");
                }
            }
            Command::ShowResultsImport => {
                let events = self
                    .database
                    .as_ref()
                    .map(|d| d.events().to_vec())
                    .unwrap_or_default();
                let open = self.open_case().map(|c| c.identity.event.clone());
                self.results_import.show_for(events, open.as_deref());
            }
            Command::ChooseResultsFile => self
                .dialogs
                .ask(file_dialog::DialogPurpose::ImportResults, ""),
            Command::RunResultsImport => {
                if let Ok(database) = &self.database {
                    self.results_import
                        .start(database.location(), self.state.language);
                }
            }
            Command::ChooseCaseLine(line) => self.choose_case_line(line),
            other => misrouted(other, "apply routes only the import's commands here"),
        }
    }

    /// Imports a PBN or LIN file (a new case per board) or a case bundle, off the interface
    /// thread; the Import window shows the progress and then what was done.
    pub fn import_file(&mut self, file: PathBuf) {
        if let Ok(database) = &self.database {
            let job = jobs::import::ImportJob::import(file, database.location());
            self.import.start(job, None);
        }
    }

    /// Reads a hand-record file and offers its records of the open case's board.
    pub fn read_hand_records(&mut self, file: PathBuf) {
        if let Some(board) = self.open_case().map(|case| case.board.number) {
            self.import
                .start(jobs::import::ImportJob::read(file), Some(board));
        }
    }

    /// The Import window's state (tests wait on it).
    pub fn import_window(&mut self) -> &mut views::import_window::ImportWindow {
        &mut self.import
    }

    /// What the user chose in the Import window.
    pub fn import_chosen(&mut self, choice: views::import_window::ImportChoice) {
        match choice {
            views::import_window::ImportChoice::CasesImported => {
                self.precedents.cases_changed();
                if let Ok(database) = &mut self.database {
                    self.notice = database.reload().err().map(ShownError::new);
                }
                // A bundle may have brought texts of the law library.
                self.adopt_library_texts();
            }
            views::import_window::ImportChoice::Fill(record) => {
                let Some(draft) = self.editing.as_mut().and_then(CaseEditing::current_mut) else {
                    return;
                };
                // Into the draft, not the store: the fill is saved like any edit and can be
                // undone in one step.
                match draft.case_mut().attach_hand_record(&record) {
                    Ok(_) => self.import.close(),
                    Err(e) => self.import.fill_failed(ShownError::new(e)),
                }
            }
        }
    }

    /// The results window (tests fill it and wait on it).
    pub fn results_import_window(&mut self) -> &mut views::results_import::ResultsImportWindow {
        &mut self.results_import
    }

    /// Names the open case's line of its traveller (`None`: the line its table result finds).
    fn choose_case_line(&mut self, line: Option<usize>) {
        let (Ok(database), Some(case)) = (&self.database, self.open_case()) else {
            return;
        };
        let table = match (line, self.traveller.field()) {
            (Some(i), Some(field)) => match field.board.traveller.lines.get(i) {
                Some(l) => Some(casebook::results::CaseTable {
                    section: l.section.clone(),
                    ns: l.ns,
                    ew: l.ew,
                }),
                None => return,
            },
            (Some(_), None) => return,
            (None, _) => None,
        };
        self.notice =
            jobs::traveller::keep_case_table(&database.location(), case.uuid, table.as_ref()).err();
        self.traveller.invalidate();
    }
}
