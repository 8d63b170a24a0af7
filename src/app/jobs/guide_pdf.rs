//! Help › User guide as PDF…: the book in the interface's language typeset off the interface
//! thread and written to the file chosen, the step it is at read by the window each frame.

use super::{Answer, Worker};
use crate::i18n::ShownError;
use crate::i18n::errors::FileError;
use casebook::guide::{GuideLanguage, GuidePdfStep};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A book written as PDF.
#[derive(Debug, Clone)]
pub struct WrittenGuide {
    pub path: PathBuf,
    pub pages: usize,
    pub bytes: usize,
    pub elapsed: Duration,
}

/// A PDF being made.
pub struct GuidePdfJob {
    step: Arc<Mutex<Option<GuidePdfStep>>>,
    worker: Worker<Result<WrittenGuide, ShownError>>,
}

impl GuidePdfJob {
    /// Makes the book in `language` with the pictures in `pictures` and writes it to `path`;
    /// `wake` is asked to draw when it is done.
    pub fn start(
        language: GuideLanguage,
        pictures: Option<PathBuf>,
        path: PathBuf,
        wake: Option<egui::Context>,
    ) -> GuidePdfJob {
        let step = Arc::new(Mutex::new(None));
        let worker_step = step.clone();
        let worker = Worker::start("guide-pdf", wake, move || {
            let started = Instant::now();
            let made = casebook::guide::guide_pdf(language, pictures.as_deref(), &mut |now| {
                if let Ok(mut step) = worker_step.lock() {
                    *step = Some(now);
                }
            })
            .map_err(ShownError::new)?;
            std::fs::write(&path, &made.pdf).map_err(|source| {
                ShownError::new(FileError {
                    path: path.clone(),
                    source,
                })
            })?;
            tracing::info!(
                language = language.code(),
                pages = made.pages,
                bytes = made.pdf.len(),
                elapsed_ms = started.elapsed().as_millis() as u64,
                "wrote the guide as PDF"
            );
            Ok(WrittenGuide {
                path,
                pages: made.pages,
                bytes: made.pdf.len(),
                elapsed: started.elapsed(),
            })
        });
        GuidePdfJob { step, worker }
    }

    /// The step the work is at; `None` before the first.
    pub fn step(&self) -> Option<GuidePdfStep> {
        self.step.lock().ok().and_then(|step| *step)
    }

    /// The outcome once the worker is done; `Some(Err)` when it stopped without one.
    pub fn poll(&self) -> Option<Result<WrittenGuide, ShownError>> {
        match self.worker.answer() {
            Answer::Pending => None,
            Answer::Ready(outcome) => Some(outcome),
            Answer::Stopped | Answer::NotStarted => {
                Some(Err(ShownError::new(super::worker_stopped())))
            }
        }
    }
}
