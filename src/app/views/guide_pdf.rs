//! The User guide as PDF window: the step the book's PDF is at while it is made, then where it
//! was written, its pages and its size, or why it was not.

use crate::app::jobs::guide_pdf::{GuidePdfJob, WrittenGuide};
use crate::i18n::{Described, FluentArgs, Language, ShownError};
use casebook::guide::{GuideLanguage, GuidePdfStep};
use egui::{Align2, ProgressBar, Vec2, Window};
use std::path::PathBuf;
use std::time::Duration;

/// The window's state: closed, making a PDF, or showing how the last one ended.
#[derive(Default)]
pub struct GuidePdfWindow {
    job: Option<GuidePdfJob>,
    finished: Option<Result<WrittenGuide, ShownError>>,
}

impl GuidePdfWindow {
    /// Makes the book in `language` into `path`, unless a PDF is being made.
    pub fn start(
        &mut self,
        language: GuideLanguage,
        pictures: Option<PathBuf>,
        path: PathBuf,
        wake: Option<egui::Context>,
    ) {
        if self.job.is_none() {
            self.finished = None;
            self.job = Some(GuidePdfJob::start(language, pictures, path, wake));
        }
    }

    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    pub fn is_open(&self) -> bool {
        self.job.is_some() || self.finished.is_some()
    }

    /// How the last PDF ended, once it has.
    pub fn finished(&self) -> Option<&Result<WrittenGuide, ShownError>> {
        self.finished.as_ref()
    }

    /// Takes the worker's outcome in; true when the PDF was finished now.
    pub fn poll(&mut self) -> bool {
        let Some(outcome) = self.job.as_ref().and_then(GuidePdfJob::poll) else {
            return false;
        };
        self.job = None;
        self.finished = Some(outcome);
        true
    }
}

/// The bar's share and words for a step.
fn step_shown(step: Option<GuidePdfStep>, language: Language) -> (f32, String) {
    match step {
        None => (0.0, language.tr("guide-pdf-laying-out")),
        Some(GuidePdfStep::Pictures { done, total }) => {
            let mut args = FluentArgs::new();
            args.set("done", done);
            args.set("total", total);
            (
                0.2 * done as f32 / total.max(1) as f32,
                language.tr_args("guide-pdf-pictures", &args),
            )
        }
        Some(GuidePdfStep::LayingOut) => (0.25, language.tr("guide-pdf-laying-out")),
        Some(GuidePdfStep::Exporting) => (0.8, language.tr("guide-pdf-exporting")),
    }
}

/// Draws the window while a PDF is made or when one has just been.
pub fn show(ctx: &egui::Context, language: Language, window: &mut GuidePdfWindow) {
    window.poll();
    if !window.is_open() {
        return;
    }
    let mut close = false;
    Window::new(language.tr("guide-pdf-title"))
        .id(egui::Id::unique("guide_pdf_window"))
        .collapsible(false)
        .resizable(false)
        .default_width(420.0)
        .anchor(Align2::CENTER_CENTER, Vec2::ZERO)
        .show(ctx, |ui| {
            if let Some(job) = &window.job {
                let (fraction, words) = step_shown(job.step(), language);
                ui.add(ProgressBar::new(fraction).text(words).animate(true));
                // The bar moves while the worker typesets.
                ctx.request_repaint_after(Duration::from_millis(100));
                return;
            }
            match &window.finished {
                Some(Ok(written)) => {
                    let mut args = FluentArgs::new();
                    args.set("path", written.path.display().to_string());
                    args.set("pages", written.pages);
                    args.set("size", format!("{:.1}", written.bytes as f64 / 1_048_576.0));
                    args.set("seconds", format!("{:.1}", written.elapsed.as_secs_f64()));
                    ui.label(language.tr_args("guide-pdf-done", &args));
                }
                Some(Err(error)) => {
                    ui.colored_label(ui.visuals().error_fg_color, error.describe(language));
                }
                None => {}
            }
            close = ui.button(language.tr("guide-pdf-close")).clicked();
        });
    if close {
        window.finished = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bar_moves_forward_with_the_steps_in_both_languages() {
        for language in Language::ALL {
            let steps = [
                Some(GuidePdfStep::Pictures { done: 0, total: 26 }),
                Some(GuidePdfStep::Pictures {
                    done: 26,
                    total: 26,
                }),
                Some(GuidePdfStep::LayingOut),
                Some(GuidePdfStep::Exporting),
            ];
            let shown: Vec<(f32, String)> =
                steps.iter().map(|s| step_shown(*s, language)).collect();
            assert!(shown.windows(2).all(|w| w[0].0 <= w[1].0), "{shown:?}");
            assert!(shown[0].1.contains("26"), "{:?}", shown[0].1);
            assert!(
                shown
                    .iter()
                    .all(|(_, words)| !words.starts_with("guide-pdf"))
            );
        }
    }
}
