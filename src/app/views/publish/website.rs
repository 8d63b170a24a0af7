//! The Publish window's Website part: every year's published cases of the open archive as a
//! website, built into a folder off the window's thread (`casebook::publish::site`).

use super::dialog::{Outcome, PublishDialog, Refusal};
use super::worker::{JobKind, Message, build_website, progress_reporter};
use crate::i18n::{FluentArgs, Language, ShownError};
use casebook::case::CaseStatus;
use casebook::publish::site::SiteOptions;
use egui::{RichText, TextEdit};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

impl PublishDialog {
    /// How many published cases, of every year, go on the website.
    pub fn site_case_count(&self) -> usize {
        self.printable
            .values()
            .flatten()
            .filter(|case| case.status == CaseStatus::Published && !case.training)
            .count()
    }

    /// The website's options from the window's choices: every year, the events, names and
    /// what is printed under the deal as for the casebook.
    fn site_options(&self) -> SiteOptions {
        SiteOptions {
            year: None,
            events: self.event_words(),
            anonymize: self.anonymize,
            double_dummy: self.double_dummy,
            traveller: self.traveller,
            panel: self.with_panel,
            language: None,
            title: String::new(),
            unit_cases: 0,
        }
    }

    /// Builds the website of every year's published cases in the folder chosen, on a worker
    /// thread; nothing is marked.
    pub fn start_site(&mut self, ctx: &egui::Context) {
        let dir = PathBuf::from(self.site_out.trim());
        let ready = self.database().and_then(|db| {
            if self.site_out.trim().is_empty() {
                return Err(Refusal::NoFolder);
            }
            Ok(db)
        });
        let db = match ready {
            Ok(db) => db,
            Err(refusal) => {
                self.outcome = Some(Outcome::Failed(ShownError::new(refusal)));
                return;
            }
        };
        let options = self.site_options();
        let federation = match self.federation.trim() {
            "" => "Casebook".to_string(),
            name => name.to_string(),
        };
        let published = self.site_case_count();
        self.start_job(ctx, JobKind::Website, Arc::default(), move |sender, ctx| {
            let started = Instant::now();
            let mut report = progress_reporter(sender, ctx);
            let result = build_website(&db, &federation, &options, &dir, published, &mut report);
            if let Ok(site) = &result {
                tracing::info!(
                    cases = site.cases,
                    written = site.files.written,
                    elapsed_ms = started.elapsed().as_millis() as u64,
                    "built the website in {}",
                    dir.display()
                );
            }
            Message::SiteBuilt(result)
        });
    }
}

/// The website of every year's published cases: its folder, how many cases go on it, and the
/// button that builds it (with the events, names and what is under the deal chosen above).
pub(super) fn website(ui: &mut egui::Ui, language: Language, dialog: &mut PublishDialog) {
    ui.separator();
    ui.label(RichText::new(language.tr("publish-site")).strong());
    ui.label(RichText::new(language.tr("publish-site-hint")).weak());
    egui::Grid::new("publish_site")
        .num_columns(2)
        .show(ui, |ui| {
            let label = ui.label(language.tr("publish-site-folder"));
            ui.add(TextEdit::singleline(&mut dialog.site_out).desired_width(420.0))
                .labelled_by(label.id);
            ui.end_row();
        });
    ui.horizontal(|ui| {
        if ui.button(language.tr("publish-site-run")).clicked() {
            dialog.start_site(ui.ctx());
        }
        let mut args = FluentArgs::new();
        args.set("count", dialog.site_case_count());
        ui.label(RichText::new(language.tr_args("publish-site-count", &args)).weak());
    });
}
