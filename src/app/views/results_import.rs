//! File > Import results…: an event's results file (PBN ScoreTable, USEBIO or CSV) into the
//! archive as the results of an event its cases name. The file is read, checked and kept off
//! the interface thread; the window then says what was imported, what the archive already
//! held, and each board refused with the reason at its place.

use crate::app::command::{Command, CommandQueue};
use crate::i18n::{Described, FluentArgs, Language, ShownError};
use casebook::bridge::BoardNumber;
use casebook::results::field::{self, ResultsImport};
use casebook::store::{Location, Store};
use egui::{ComboBox, Grid, RichText, TextEdit, Window};
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// The window's form, its job and what the job did.
#[derive(Default)]
pub struct ResultsImportWindow {
    pub open: bool,
    pub file: Option<PathBuf>,
    pub event: String,
    /// The event's boards as typed (`1-36`); empty for any.
    pub boards: String,
    /// The events the archive's cases name, offered to choose from.
    events: Vec<String>,
    job: Option<Receiver<Result<ResultsImport, ShownError>>>,
    /// The archive's results changed since the window last said so.
    changed: bool,
    outcome: Option<Result<ResultsImport, ShownError>>,
}

impl ResultsImportWindow {
    /// Opens the window with the events to offer, the open case's first.
    pub fn show_for(&mut self, events: Vec<String>, open_case_event: Option<&str>) {
        self.open = true;
        self.outcome = None;
        self.events = events;
        if self.event.trim().is_empty()
            && let Some(event) = open_case_event.filter(|e| !e.trim().is_empty())
        {
            self.event = event.to_string();
        }
    }

    pub fn is_working(&self) -> bool {
        self.job.is_some()
    }

    pub fn outcome(&self) -> Option<&Result<ResultsImport, ShownError>> {
        self.outcome.as_ref()
    }

    /// Reads, checks and keeps the chosen file on a worker thread.
    pub fn start(&mut self, database: Location, language: Language) {
        let Some(file) = self.file.clone() else {
            self.outcome = Some(Err(ShownError::from(language.tr("results-import-no-file"))));
            return;
        };
        let boards = match boards_of(&self.boards) {
            Ok(boards) => boards,
            Err(()) => {
                self.outcome = Some(Err(ShownError::from(
                    language.tr("results-import-bad-boards"),
                )));
                return;
            }
        };
        let event = self.event.trim().to_string();
        let (sender, receiver) = mpsc::channel();
        let started = std::thread::Builder::new()
            .name("casebook-results-import".to_string())
            .spawn(move || {
                let _ = sender.send(import(&file, &event, boards, &database));
            });
        self.outcome = None;
        if started.is_ok() {
            self.job = Some(receiver);
        }
    }

    /// Takes in the job's outcome; whether the archive's results changed.
    pub fn poll(&mut self) -> bool {
        let Some(job) = &self.job else {
            return std::mem::take(&mut self.changed);
        };
        let outcome = match job.try_recv() {
            Ok(outcome) => outcome,
            Err(TryRecvError::Empty) => return false,
            Err(TryRecvError::Disconnected) => {
                Err(ShownError::new(crate::app::jobs::worker_stopped()))
            }
        };
        self.job = None;
        let changed = matches!(&outcome, Ok(done) if !done.changed_nothing());
        self.outcome = Some(outcome);
        changed
    }

    /// Waits for the job (tests).
    pub fn finish(&mut self) -> bool {
        let Some(job) = self.job.take() else {
            return false;
        };
        let outcome = job
            .recv()
            .unwrap_or_else(|_| Err(ShownError::new(crate::app::jobs::worker_stopped())));
        self.changed = matches!(&outcome, Ok(done) if !done.changed_nothing());
        self.outcome = Some(outcome);
        self.changed
    }
}

/// `1-36`, `1-12, 25-36`; empty for any board.
fn boards_of(text: &str) -> Result<Option<Vec<BoardNumber>>, ()> {
    if text.trim().is_empty() {
        return Ok(None);
    }
    casebook::import::board_ranges(text)
        .map(Some)
        .map_err(|_| ())
}

fn import(
    file: &std::path::Path,
    event: &str,
    boards: Option<Vec<BoardNumber>>,
    database: &Location,
) -> Result<ResultsImport, ShownError> {
    let bytes =
        std::fs::read(file).map_err(|e| ShownError::from(format!("{}: {e}", file.display())))?;
    let mut store = Store::open_at(database, false).map_err(ShownError::new)?;
    field::import_results(&mut store, file, &bytes, event, boards).map_err(ShownError::new)
}

fn ranges(boards: &[BoardNumber]) -> String {
    let mut numbers: Vec<u32> = boards.iter().map(|b| b.get()).collect();
    numbers.sort_unstable();
    casebook::text::ranges(&numbers)
}

fn report(ui: &mut egui::Ui, done: &ResultsImport, language: Language) {
    if !done.report.file_refusals.is_empty() {
        crate::app::widgets::form::warning(ui, &language.tr("results-import-file-refused"));
        for refusal in &done.report.file_refusals {
            ui.label(refusal.describe(language));
        }
        return;
    }
    let mut args = FluentArgs::new();
    args.set("boards", done.kept.written.len());
    args.set("list", ranges(&done.kept.written));
    ui.label(language.tr_args("results-import-written", &args));
    if !done.kept.unchanged.is_empty() {
        let mut args = FluentArgs::new();
        args.set("boards", done.kept.unchanged.len());
        args.set("list", ranges(&done.kept.unchanged));
        ui.label(language.tr_args("results-import-unchanged", &args));
    }
    if !done.report.refused.is_empty() {
        let refused: Vec<BoardNumber> = done.report.refused.iter().map(|b| b.board).collect();
        let mut args = FluentArgs::new();
        args.set("boards", refused.len());
        args.set("list", ranges(&refused));
        crate::app::widgets::form::warning(ui, &language.tr_args("results-import-refused", &args));
        egui::ScrollArea::vertical()
            .max_height(180.0)
            .show(ui, |ui| {
                for refusal in done.report.refused.iter().flat_map(|b| &b.refusals) {
                    ui.add(crate::app::widgets::SuitText::new(
                        refusal.describe(language),
                    ));
                }
            });
    }
    for (board, cases) in &done.boards_with_cases {
        let mut args = FluentArgs::new();
        args.set("board", *board);
        args.set("cases", cases.join(", "));
        ui.label(RichText::new(language.tr_args("results-import-case", &args)).weak());
    }
}

pub fn show(
    ctx: &egui::Context,
    language: Language,
    window: &mut ResultsImportWindow,
    commands: &mut CommandQueue,
) {
    if !window.open {
        return;
    }
    let mut open = window.open;
    Window::new(language.tr("results-import-title"))
        .id(egui::Id::unique("results_import_window"))
        .open(&mut open)
        .collapsible(false)
        .default_width(520.0)
        .show(ctx, |ui| {
            Grid::new("results-import-form")
                .num_columns(2)
                .spacing([12.0, 6.0])
                .show(ui, |ui| {
                    if crate::app::widgets::form::chosen_file_row(
                        ui,
                        &language.tr("results-import-file"),
                        window.file.as_deref(),
                        &language.tr("results-import-no-file-chosen"),
                        &language.tr("results-import-choose"),
                    ) {
                        commands.push(Command::ChooseResultsFile);
                    }
                    let label = ui.label(language.tr("results-import-event"));
                    ui.horizontal(|ui| {
                        ui.add(TextEdit::singleline(&mut window.event).desired_width(300.0))
                            .labelled_by(label.id);
                        ComboBox::from_id_salt("results-import-events")
                            .selected_text("")
                            .width(24.0)
                            .show_ui(ui, |ui| {
                                for event in &window.events {
                                    if ui.selectable_label(*event == window.event, event).clicked()
                                    {
                                        window.event = event.clone();
                                    }
                                }
                            })
                            .response
                            .on_hover_text(language.tr("results-import-events-hint"));
                    });
                    ui.end_row();
                    let label = ui.label(language.tr("results-import-boards"));
                    ui.add(
                        TextEdit::singleline(&mut window.boards)
                            .hint_text(language.tr("results-import-boards-hint"))
                            .desired_width(160.0),
                    )
                    .labelled_by(label.id);
                    ui.end_row();
                });
            ui.label(RichText::new(language.tr("results-import-formats")).weak());
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                let ready = window.file.is_some() && !window.event.trim().is_empty();
                if ui
                    .add_enabled(
                        ready && !window.is_working(),
                        egui::Button::new(language.tr("results-import-run")),
                    )
                    .clicked()
                {
                    commands.push(Command::RunResultsImport);
                }
                if window.is_working() {
                    ui.spinner();
                    ui.label(language.tr("results-import-working"));
                }
            });
            match &window.outcome {
                Some(Ok(done)) => {
                    ui.separator();
                    report(ui, done, language);
                }
                Some(Err(error)) => {
                    ui.separator();
                    crate::app::widgets::form::warning(ui, &error.describe(language));
                }
                None => {}
            }
        });
    window.open = open;
}
