//! The Analyse all deals window: the batch's progress with Cancel while it runs, then what it
//! did — deals analysed, how long it took, and any deal that could not be analysed, with why.

use crate::app::jobs::analyse_deals::{AnalyseDealsJob, AnalysedDeals};
use crate::i18n::{Described, FluentArgs, Language, ShownError};
use casebook::store::Location;
use egui::{Align2, ProgressBar, Vec2, Window};
use std::sync::atomic::Ordering;
use std::time::Duration;

/// The window's state: closed, running a batch, or showing how the last one ended.
#[derive(Default)]
pub struct AnalyseDealsWindow {
    job: Option<AnalyseDealsJob>,
    finished: Option<Result<AnalysedDeals, ShownError>>,
}

impl AnalyseDealsWindow {
    /// Starts a batch over the database at `database`, unless one is running.
    pub fn start(&mut self, database: Location) {
        if self.job.is_none() {
            self.finished = None;
            self.job = Some(AnalyseDealsJob::start(database));
        }
    }

    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    pub fn is_open(&self) -> bool {
        self.job.is_some() || self.finished.is_some()
    }

    /// How the last batch ended, once it has.
    pub fn finished(&self) -> Option<&Result<AnalysedDeals, ShownError>> {
        self.finished.as_ref()
    }

    /// Takes the worker's outcome in; true when the batch ended now.
    pub fn poll(&mut self) -> bool {
        let Some(outcome) = self.job.as_ref().and_then(AnalyseDealsJob::poll) else {
            return false;
        };
        self.job = None;
        self.finished = Some(outcome);
        true
    }
}

/// Draws the window when a batch runs or has just ended.
pub fn show(ctx: &egui::Context, language: Language, window: &mut AnalyseDealsWindow) {
    if !window.is_open() {
        return;
    }
    let mut close = false;
    Window::new(language.tr("analyse-deals-title"))
        .id(egui::Id::unique("analyse_deals_window"))
        .collapsible(false)
        .resizable(false)
        .default_width(420.0)
        .anchor(Align2::CENTER_CENTER, Vec2::ZERO)
        .show(ctx, |ui| {
            if let Some(job) = &window.job {
                let done = job.progress.done.load(Ordering::Relaxed);
                let total = job.progress.total.load(Ordering::Relaxed);
                let mut args = FluentArgs::new();
                args.set("done", done);
                args.set("total", total);
                let fraction = if total == 0 {
                    0.0
                } else {
                    done as f32 / total as f32
                };
                ui.add(
                    ProgressBar::new(fraction)
                        .text(language.tr_args("analyse-deals-progress", &args))
                        .animate(true),
                );
                if job.is_cancelling() {
                    ui.label(language.tr("analyse-deals-cancelling"));
                } else if ui.button(language.tr("analyse-deals-cancel")).clicked() {
                    job.cancel();
                }
                // The bar moves while the worker solves.
                ctx.request_repaint_after(Duration::from_millis(100));
                return;
            }
            match &window.finished {
                Some(Ok(done)) => report(ui, done, language),
                Some(Err(error)) => {
                    ui.colored_label(ui.visuals().error_fg_color, error.describe(language));
                }
                None => {}
            }
            close = ui.button(language.tr("analyse-deals-close")).clicked();
        });
    if close {
        window.finished = None;
    }
}

fn report(ui: &mut egui::Ui, done: &AnalysedDeals, language: Language) {
    let outcome = &done.outcome;
    let mut args = FluentArgs::new();
    args.set("solved", outcome.solved);
    args.set("total", outcome.total);
    args.set("already", done.already);
    args.set("seconds", format!("{:.1}", done.elapsed.as_secs_f64()));
    let key = if outcome.cancelled {
        "analyse-deals-cancelled"
    } else {
        "analyse-deals-done"
    };
    ui.label(language.tr_args(key, &args));
    for (deal, reason) in &outcome.refused {
        let mut args = FluentArgs::new();
        args.set("deal", deal.to_pbn());
        args.set("reason", reason.describe(language));
        ui.colored_label(
            ui.visuals().warn_fg_color,
            language.tr_args("analyse-deals-refused", &args),
        );
    }
}
