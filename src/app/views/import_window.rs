//! The Import window: a file being brought into the database (its progress, then what it
//! did), or a hand-record file's boards offered to fill the open case — the deal, dealer,
//! vulnerability, auction with its notes, play and result — without typing 52 cards.

use crate::app::jobs::import::{ImportDone, ImportJob};
use crate::app::widgets::SuitText;
use crate::i18n::{Described, FluentArgs, Language, ShownError};
use casebook::bridge::BoardNumber;
use casebook::hand_record::{FinalContract, HandRecord};
use casebook::import::FileTables;
use egui::{RichText, Window};

/// What the window is doing.
#[derive(Default)]
pub struct ImportWindow {
    job: Option<ImportJob>,
    /// The board of the case to fill, when the file is read for that.
    fill_board: Option<BoardNumber>,
    outcome: Option<Result<ImportDone, ShownError>>,
}

/// What the user chose in the window.
#[derive(Debug, Clone, PartialEq)]
pub enum ImportChoice {
    /// Cases were added to the database: read the list again.
    CasesImported,
    /// Fill the open case from this record.
    Fill(Box<HandRecord>),
}

impl ImportWindow {
    /// Shows the progress of `job`; `fill_board` when its records are to fill a case.
    pub fn start(&mut self, job: ImportJob, fill_board: Option<BoardNumber>) {
        self.job = Some(job);
        self.fill_board = fill_board;
        self.outcome = None;
    }

    pub fn is_open(&self) -> bool {
        self.job.is_some() || self.outcome.is_some()
    }

    pub fn is_working(&self) -> bool {
        self.job.is_some()
    }

    /// Shows why filling the case failed, in place of the boards.
    pub fn fill_failed(&mut self, reason: ShownError) {
        self.outcome = Some(Err(reason));
    }

    pub fn close(&mut self) {
        self.job = None;
        self.outcome = None;
    }

    /// Waits for the job (tests).
    pub fn finish(&mut self) -> Option<ImportChoice> {
        let job = self.job.take()?;
        Some(self.settle(job.wait())).flatten()
    }

    fn settle(&mut self, outcome: Result<ImportDone, ShownError>) -> Option<ImportChoice> {
        let imported = matches!(
            outcome,
            Ok(ImportDone::Boards { .. } | ImportDone::Bundle { .. })
        );
        self.outcome = Some(outcome);
        imported.then_some(ImportChoice::CasesImported)
    }
}

pub fn show(
    ctx: &egui::Context,
    language: Language,
    window: &mut ImportWindow,
) -> Option<ImportChoice> {
    let mut choice = None;
    if let Some(job) = &window.job
        && let Some(outcome) = job.poll()
    {
        window.job = None;
        choice = window.settle(outcome);
    }
    if !window.is_open() {
        return choice;
    }
    let mut open = true;
    let mut close = false;
    Window::new(language.tr("import-title"))
        .open(&mut open)
        .collapsible(false)
        .resizable(true)
        .default_width(520.0)
        .show(ctx, |ui| {
            if let Some(job) = &window.job {
                ui.horizontal(|ui| {
                    ui.spinner();
                    let mut args = FluentArgs::new();
                    args.set("file", job.file.display().to_string());
                    ui.label(language.tr_args("import-reading", &args));
                });
                // A bundle counts its cases, and can be stopped with nothing imported.
                if let Some((done, total)) = job.progress() {
                    let mut args = FluentArgs::new();
                    args.set("done", done);
                    args.set("total", total);
                    ui.horizontal(|ui| {
                        ui.add(
                            egui::ProgressBar::new(done as f32 / total.max(1) as f32)
                                .desired_width(360.0)
                                .text(language.tr_args("import-cases-done", &args)),
                        );
                        if ui
                            .add_enabled(
                                !job.is_cancelling(),
                                egui::Button::new(language.tr("import-stop")),
                            )
                            .on_hover_text(language.tr("import-stop-hint"))
                            .clicked()
                        {
                            job.cancel();
                        }
                    });
                }
                ctx.request_repaint_after(std::time::Duration::from_millis(100));
                return;
            }
            match &window.outcome {
                Some(Ok(ImportDone::Records(records))) => {
                    if let Some(picked) = board_picker(ui, language, records, window.fill_board) {
                        choice = Some(ImportChoice::Fill(Box::new(picked)));
                    }
                }
                Some(Ok(done)) => {
                    ui.label(summary(done, language));
                    if let ImportDone::Boards { tables, .. } = done {
                        for line in table_lines(tables, language) {
                            ui.add(SuitText::new(line));
                        }
                    }
                }
                Some(Err(reason)) => {
                    ui.label(
                        RichText::new(reason.describe(language)).color(ui.visuals().error_fg_color),
                    );
                }
                None => {}
            }
            ui.add_space(8.0);
            if ui.button(language.tr("import-close")).clicked() {
                close = true;
            }
        });
    if !open || close {
        window.close();
    }
    choice
}

/// The records of the case's board, each with a button that fills the case from it.
fn board_picker(
    ui: &mut egui::Ui,
    language: Language,
    records: &[HandRecord],
    board: Option<BoardNumber>,
) -> Option<HandRecord> {
    let matching: Vec<&HandRecord> = records
        .iter()
        .filter(|r| {
            board.is_none() || r.board == board || (records.len() == 1 && r.board.is_none())
        })
        .collect();
    let mut args = FluentArgs::new();
    args.set("board", board.map_or(0, BoardNumber::get));
    args.set("count", records.len());
    if matching.is_empty() {
        ui.label(
            RichText::new(language.tr_args("import-no-such-board", &args))
                .color(ui.visuals().error_fg_color),
        );
        return None;
    }
    ui.label(language.tr_args("import-pick-board", &args));
    let mut picked = None;
    for record in matching {
        ui.horizontal(|ui| {
            ui.add(SuitText::new(describe(record, language)));
            if ui.button(language.tr("import-fill")).clicked() {
                picked = Some(record.clone());
            }
        });
    }
    picked
}

/// `Board 5 · Closed room · 4♠X S, 10 tricks`.
fn describe(record: &HandRecord, language: Language) -> String {
    let mut parts = Vec::new();
    if let Some(board) = record.board {
        let mut args = FluentArgs::new();
        args.set("board", board.get());
        parts.push(language.tr_args("import-board", &args));
    }
    if let Some(room) = record.tag("Room") {
        parts.push(room.to_string());
    }
    match record.contract {
        Some(FinalContract::PassedOut) => parts.push(language.tr("case-sheet-passed-out")),
        Some(FinalContract::Contract(contract)) => parts.push(super::case_sheet::contract_line(
            contract,
            record.declarer,
            record.result,
            language,
        )),
        None => {}
    }
    parts.join(" · ")
}

fn summary(done: &ImportDone, language: Language) -> String {
    let mut args = FluentArgs::new();
    match done {
        ImportDone::Boards {
            format, created, ..
        } => {
            args.set("format", *format);
            args.set("count", *created);
            language.tr_args("import-boards-done", &args)
        }
        ImportDone::Bundle {
            added,
            replaced,
            unchanged,
            older,
            conflicts,
            comments,
            panels,
            texts,
            reviews,
        } => {
            args.set("added", *added);
            args.set("replaced", *replaced);
            args.set("unchanged", *unchanged);
            args.set("older", *older);
            args.set("conflicts", *conflicts);
            let mut done = language.tr_args("import-bundle-done", &args);
            for (count, key) in [
                (*comments, "import-comments-merged"),
                (*panels, "import-panels-added"),
                (*texts, "import-texts-added"),
                (*reviews, "import-reviews-joined"),
            ] {
                if count > 0 {
                    let mut counted = FluentArgs::new();
                    counted.set("count", count);
                    done.push(' ');
                    done.push_str(&language.tr_args(key, &counted));
                }
            }
            done
        }
        ImportDone::Records(records) => {
            args.set("count", records.len());
            language.tr_args("import-pick-board", &args)
        }
    }
}

/// What the check of the file's double-dummy tables found: how many were kept, and each one
/// refused with its board and why.
pub fn table_lines(tables: &FileTables, language: Language) -> Vec<String> {
    let mut lines = Vec::new();
    if tables.kept > 0 {
        let mut args = FluentArgs::new();
        args.set("count", tables.kept);
        lines.push(language.tr_args("import-tables-kept", &args));
    }
    for (board, why) in &tables.refused {
        let mut args = FluentArgs::new();
        args.set(
            "board",
            board.map_or_else(|| "?".to_string(), |b| b.get().to_string()),
        );
        args.set("reason", why.describe(language));
        lines.push(language.tr_args("import-table-refused", &args));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A commentator's bundle merges his comments into cases already here: the summary says
    /// how many, and says nothing of comments when none came.
    #[test]
    fn a_bundle_that_merged_comments_says_how_many() {
        let bundle = |comments| ImportDone::Bundle {
            added: 0,
            replaced: 0,
            unchanged: 2,
            older: 0,
            conflicts: 0,
            comments,
            panels: 0,
            texts: 0,
            reviews: 0,
        };
        assert_eq!(
            summary(&bundle(2), Language::English),
            "Case bundle: 0 added, 0 replaced by a newer revision, 2 already here, 0 older \
             ignored, 0 conflicts kept. 2 comments of the casebook's panel merged into their cases."
        );
        assert!(summary(&bundle(1), Language::Russian).ends_with("добавленные к делам: 1."));
        assert!(!summary(&bundle(0), Language::English).contains("panel"));
        let with_panel = ImportDone::Bundle {
            added: 9,
            replaced: 0,
            unchanged: 0,
            older: 0,
            conflicts: 0,
            comments: 0,
            panels: 1,
            texts: 2,
            reviews: 0,
        };
        assert!(summary(&with_panel, Language::English).ends_with(
            "The casebook's panel the bundle carries is added: its commentators can write here. \
             2 texts of the law library the archive did not hold are added (File › Texts of the law library…)."
        ));
        // The reviewer's bundle, back from a review of the ruling decided at a distance.
        let review_back = ImportDone::Bundle {
            added: 0,
            replaced: 0,
            unchanged: 0,
            older: 0,
            conflicts: 0,
            comments: 0,
            panels: 0,
            texts: 0,
            reviews: 1,
        };
        assert!(summary(&review_back, Language::English).ends_with(
            "1 review of the ruling decided at a distance is joined to its case: the reviewer's \
             answers and decision beside the facts written here."
        ));
    }
}
