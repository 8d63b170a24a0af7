//! The Publish casebook window (File → Publish casebook…): the year, the formats, the
//! casebook's folder and name, filters and anonymization; a preview of the casebook as
//! Markdown, and publishing itself.
//!
//! The formats ticked are written in one run, as the command line's `--out a.pdf --out
//! a.html` writes them: one file each, side by side under one name (typed, or chosen in the
//! save dialog), the cases marked published once, when every file is written. An editor
//! publishes one book in several formats, so one name for them all keeps the files together
//! and leaves nothing to mistype; the window lists the files it will write.
//!
//! Both run off the UI thread ([`worker`]), so the window stays responsive and shows one
//! progress bar. When publishing ends the window shows the files written and the beginning of
//! the casebook as Markdown (its Markdown file when one is written; HTML markup and PDF bytes
//! are not for reading here), and asks for the case list to be read again, since the cases are
//! published now. Files that exist already are not written over until the user says so in the
//! window.

mod dialog;
mod website;
mod worker;

pub use dialog::{Outcome, PublishDialog, Refusal};

use crate::app::command::{Command, CommandQueue};
use crate::i18n::{Described, FluentArgs, Language};
use casebook::case::Subject;
use casebook::publish::{Format, Unmarked};
use egui::{
    Align2, Button, ProgressBar, Response, RichText, ScrollArea, TextEdit, Vec2, WidgetInfo, Window,
};

fn format_name(format: Format, language: Language) -> String {
    language.tr(&format!("publish-format-{}", format.code()))
}

fn subject_name(subject: Subject, language: Language) -> String {
    language.tr(&format!("subject-{}", subject.code()))
}

/// Draws the window when it is open and pushes [`Command::CasesPublished`] when a publish has
/// ended.
pub fn show(
    ctx: &egui::Context,
    language: Language,
    dialog: &mut PublishDialog,
    queue: &mut CommandQueue,
) {
    if dialog.poll() {
        queue.push(Command::CasesPublished);
    }
    if !dialog.open {
        return;
    }
    let mut open = true;
    Window::new(language.tr("publish-title"))
        .id(egui::Id::unique("publish_window"))
        .open(&mut open)
        .collapsible(false)
        // Sized by its content, so the preview below the form gets its full height.
        .resizable(false)
        .default_width(640.0)
        .anchor(Align2::CENTER_CENTER, Vec2::ZERO)
        .show(ctx, |ui| body(ui, language, dialog, queue));
    dialog.open = open;
}

fn body(
    ui: &mut egui::Ui,
    language: Language,
    dialog: &mut PublishDialog,
    queue: &mut CommandQueue,
) {
    // A name or a format changed since the question was asked is asked about anew, on Publish.
    if dialog
        .replacing
        .as_ref()
        .is_some_and(|asked| *asked != dialog.existing_outputs())
    {
        dialog.replacing = None;
    }
    let running = dialog.is_running();
    ui.add_enabled_ui(!running, |ui| {
        egui::Grid::new("publish_form")
            .num_columns(2)
            .show(ui, |ui| {
                let label = ui.label(language.tr("publish-year"));
                ui.horizontal(|ui| {
                    let year = ui
                        .add(TextEdit::singleline(&mut dialog.year).desired_width(60.0))
                        .labelled_by(label.id);
                    if year.changed() {
                        dialog.follow_suggestion();
                    }
                    if let Some(count) = dialog.print_count() {
                        ui.label(RichText::new(print_count(count, language)).weak());
                    }
                });
                ui.end_row();

                ui.label(language.tr("publish-formats"));
                ui.horizontal(|ui| {
                    for format in Format::ALL {
                        let mut on = dialog.formats.contains(&format);
                        if ui
                            .checkbox(&mut on, format_name(format, language))
                            .changed()
                        {
                            dialog.set_format(format, on);
                        }
                    }
                });
                ui.end_row();

                let label = ui.label(language.tr("publish-file"));
                ui.horizontal(|ui| {
                    ui.add(
                        TextEdit::singleline(&mut dialog.out)
                            .hint_text(language.tr("publish-file-hint"))
                            .desired_width(330.0),
                    )
                    .labelled_by(label.id);
                    let choose = language.tr("publish-choose");
                    let described = language.tr("publish-choose-label");
                    if named_button(ui, &choose, &described)
                        .on_hover_text(&described)
                        .clicked()
                    {
                        queue.push(Command::ChoosePublishName);
                    }
                });
                ui.end_row();

                if let Some(files) = files_line(dialog, language) {
                    ui.label("");
                    ui.add(egui::Label::new(RichText::new(files).weak()).wrap());
                    ui.end_row();
                }

                let label = ui.label(language.tr("publish-events"));
                ui.add(
                    TextEdit::singleline(&mut dialog.events)
                        .hint_text(language.tr("publish-events-hint"))
                        .desired_width(420.0),
                )
                .labelled_by(label.id);
                ui.end_row();
            });
        front_matter(ui, language, dialog);
        ui.label(language.tr("publish-subjects"));
        ui.horizontal_wrapped(|ui| {
            for subject in Subject::ALL {
                let mut on = dialog.subjects.contains(&subject);
                if ui
                    .checkbox(&mut on, subject_name(subject, language))
                    .changed()
                {
                    if on {
                        dialog.subjects.push(subject);
                    } else {
                        dialog.subjects.retain(|s| *s != subject);
                    }
                }
            }
        });
        ui.checkbox(&mut dialog.anonymize, language.tr("publish-anonymize"));
        ui.checkbox(
            &mut dialog.double_dummy,
            language.tr("publish-double-dummy"),
        );
        ui.checkbox(&mut dialog.traveller, language.tr("publish-traveller"))
            .on_hover_text(language.tr("publish-traveller-hint"));
        ui.checkbox(&mut dialog.with_panel, language.tr("publish-panel"))
            .on_hover_text(language.tr("publish-panel-hint"));
        ui.checkbox(&mut dialog.reprint, language.tr("publish-reprint"));
        if let Some(marking) = dialog.marking() {
            marking_lines(ui, marking, dialog.reprint, language);
        }
        ui.horizontal(|ui| {
            if ui.button(language.tr("publish-preview")).clicked() {
                dialog.start_preview(ui.ctx());
            }
            if ui.button(language.tr("publish-run")).clicked() {
                dialog.request_publish(ui.ctx());
            }
        });
        replace_question(ui, language, dialog);
        website::website(ui, language, dialog);
    });
    if let Some(job) = &dialog.job {
        let doing = language.tr(match job.kind {
            worker::JobKind::Publish => "publish-running",
            worker::JobKind::Preview => "publish-previewing",
            worker::JobKind::Website => "publish-site-running",
        });
        // A bar's own text replaces its percentage: both are written here, with the stage a
        // large PDF spends a while in after its cases.
        let percent = (job.progress * 100.0).round();
        let stage = job
            .stage
            .and_then(worker::stage_key)
            .map(|key| format!(" · {}", language.tr(key)))
            .unwrap_or_default();
        let mut stop = false;
        // The bar leaves room for Stop on its line rather than widening the window.
        let width = (ui.available_width() - 140.0).max(120.0);
        ui.horizontal(|ui| {
            ui.add(
                ProgressBar::new(job.progress)
                    .desired_width(width)
                    .text(format!("{doing} {percent}%{stage}")),
            );
            if job.kind == worker::JobKind::Publish {
                let stopping = job.cancel.load(std::sync::atomic::Ordering::Relaxed);
                stop = ui
                    .add_enabled(!stopping, Button::new(language.tr("publish-stop")))
                    .on_hover_text(language.tr("publish-stop-hint"))
                    .clicked();
            }
        });
        if stop {
            dialog.cancel_publishing();
        }
    }
    match &dialog.outcome {
        None => {}
        Some(Outcome::Failed(error)) => {
            ui.label(RichText::new(error.describe(language)).color(ui.visuals().error_fg_color));
        }
        Some(Outcome::Previewed { text, replaced }) => {
            replacements(ui, replaced, language);
            preview(ui, text);
        }
        Some(Outcome::SiteBuilt(report)) => {
            let mut args = FluentArgs::new();
            args.set("count", report.cases);
            args.set("path", dialog.site_out.trim().to_string());
            args.set("written", report.files.written);
            args.set("unchanged", report.files.unchanged);
            args.set("removed", report.files.removed);
            ui.label(RichText::new(language.tr_args("publish-site-done", &args)).strong());
            ui.label(RichText::new(language.tr("publish-site-serve")).weak());
            replacements(ui, &report.anonymized, language);
        }
        Some(Outcome::Published { report, text }) => {
            let mut done = FluentArgs::new();
            done.set("count", report.cases);
            let paths: Vec<String> = report
                .files
                .iter()
                .map(|file| file.path.display().to_string())
                .collect();
            done.set("path", paths.join(", "));
            let mut edition = FluentArgs::new();
            edition.set("number", report.edition);
            let mut marked = FluentArgs::new();
            marked.set("count", report.newly_published);
            let summary = format!(
                "{} ({}); {}",
                language.tr_args("publish-done", &done),
                language.tr_args("publish-edition", &edition),
                language.tr_args("publish-marked", &marked)
            );
            ui.label(RichText::new(summary).strong());
            replacements(ui, &report.anonymized, language);
            for unmarked in &report.unmarked {
                ui.label(
                    RichText::new(unmarked_line(unmarked, language))
                        .color(ui.visuals().error_fg_color),
                );
            }
            if let Some(text) = text {
                preview(ui, text);
            }
        }
    }
}

/// The casebook's title, federation and foreword, remembered for the archive.
fn front_matter(ui: &mut egui::Ui, language: Language, dialog: &mut PublishDialog) {
    egui::Grid::new("publish_front_matter")
        .num_columns(2)
        .show(ui, |ui| {
            let label = ui.label(language.tr("publish-casebook-title"));
            ui.add(
                TextEdit::singleline(&mut dialog.title)
                    .hint_text(language.tr("publish-casebook-title-hint"))
                    .desired_width(420.0),
            )
            .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(language.tr("publish-federation"));
            ui.add(TextEdit::singleline(&mut dialog.federation).desired_width(420.0))
                .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(language.tr("publish-foreword"));
            ui.add(
                TextEdit::multiline(&mut dialog.foreword)
                    .hint_text(language.tr("publish-foreword-hint"))
                    .desired_rows(3)
                    .desired_width(420.0),
            )
            .labelled_by(label.id);
            ui.end_row();
        });
}

/// Which of the year's cases publishing marks, which it prints only in a reprint, and the
/// training cases it leaves out.
fn marking_lines(ui: &mut egui::Ui, marking: dialog::Marking, reprint: bool, language: Language) {
    let mut args = FluentArgs::new();
    args.set("count", marking.marked);
    ui.label(language.tr_args("publish-will-mark", &args));
    if marking.published > 0 {
        let mut args = FluentArgs::new();
        args.set("count", marking.published);
        let key = if reprint {
            "publish-already-published-reprinted"
        } else {
            "publish-already-published"
        };
        ui.label(RichText::new(language.tr_args(key, &args)).weak());
    }
    if marking.training > 0 {
        let mut args = FluentArgs::new();
        args.set("count", marking.training);
        ui.label(RichText::new(language.tr_args("publish-training-left-out", &args)).weak());
    }
}

/// "7 cases will be printed", and how many of them are a reprint when some are.
fn print_count((count, published): (usize, usize), language: Language) -> String {
    let mut args = FluentArgs::new();
    args.set("count", count);
    args.set("published", published);
    let key = if published > 0 {
        "publish-print-count-reprint"
    } else {
        "publish-print-count"
    };
    language.tr_args(key, &args)
}

/// "У-05: case … was saved by someone else in the meantime …", in the interface language.
fn unmarked_line(unmarked: &Unmarked, language: Language) -> String {
    format!(
        "{}: {}",
        unmarked.case_number,
        unmarked.error.as_ref().describe(language)
    )
}

/// "Will write casebook-2026.html, casebook-2026.pdf": the files Publish writes, by name (the
/// folder is in the field above); none while no name or no format is given.
fn files_line(dialog: &PublishDialog, language: Language) -> Option<String> {
    let names: Vec<String> = dialog
        .outputs()
        .iter()
        .map(|output| {
            output.path.file_name().map_or_else(
                || output.path.display().to_string(),
                |name| name.to_string_lossy().into_owned(),
            )
        })
        .collect();
    if names.is_empty() {
        return None;
    }
    let mut args = FluentArgs::new();
    args.set("count", names.len());
    args.set("names", names.join(", "));
    Some(language.tr_args("publish-files", &args))
}

/// The question asked before Publish writes over existing files: the files named, then
/// "Replace" and "Cancel", whose accessible names say what each does to them.
fn replace_question(ui: &mut egui::Ui, language: Language, dialog: &mut PublishDialog) {
    let Some(paths) = dialog.replacing.clone() else {
        return;
    };
    let paths: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
    let mut args = FluentArgs::new();
    args.set("count", paths.len());
    args.set("path", paths.join(", "));
    ui.label(RichText::new(language.tr_args("publish-exists", &args)).strong());
    ui.horizontal(|ui| {
        let replace = language.tr("publish-replace");
        let described = language.tr_args("publish-replace-label", &args);
        if named_button(ui, &replace, &described).clicked() {
            dialog.confirm_replace(ui.ctx());
        }
        let cancel = language.tr("publish-cancel");
        let described = language.tr_args("publish-cancel-label", &args);
        if named_button(ui, &cancel, &described).clicked() {
            dialog.cancel_replace();
        }
    });
}

/// A button with a short text and a longer accessible name, for a screen reader (and a test)
/// that meets the button without the question beside it.
fn named_button(ui: &mut egui::Ui, text: &str, accessible: &str) -> Response {
    let response = ui.add(Button::new(text));
    let accessible = accessible.to_string();
    let enabled = ui.is_enabled();
    response.widget_info(move || WidgetInfo::labeled(egui::Role::Button, enabled, &accessible));
    response
}

/// What anonymizing replaced, case by case, for the editor to check before the book goes
/// out: "У-01: Иванов → Север (3×); П. Иванов → Север".
fn replacements(ui: &mut egui::Ui, replaced: &worker::Replaced, language: Language) {
    if replaced.is_empty() {
        return;
    }
    let mut args = FluentArgs::new();
    args.set("count", replaced.len());
    egui::CollapsingHeader::new(language.tr_args("publish-replaced", &args))
        .id_salt("publish_replaced")
        .default_open(true)
        .show(ui, |ui| {
            ScrollArea::vertical()
                .id_salt("publish_replaced_list")
                .max_height(160.0)
                .show(ui, |ui| {
                    for (case, list) in replaced {
                        let items: Vec<String> = list
                            .iter()
                            .map(|r| {
                                let mut args = FluentArgs::new();
                                args.set("found", r.found.clone());
                                args.set("stand_in", r.stand_in.clone());
                                args.set("times", r.times);
                                language.tr_args("publish-replaced-item", &args)
                            })
                            .collect();
                        ui.add(egui::Label::new(format!("{case}: {}", items.join("; "))).wrap());
                    }
                });
        });
}

fn preview(ui: &mut egui::Ui, text: &str) {
    ScrollArea::vertical()
        .id_salt("publish_preview")
        .min_scrolled_height(300.0)
        .max_height(360.0)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            ui.add(egui::Label::new(RichText::new(text).monospace()).wrap());
        });
}

#[cfg(test)]
mod tests {
    use super::*;
    use casebook::store::Location;
    use dialog::tests::sample_database;
    use std::time::{Duration, Instant};

    #[test]
    fn the_count_says_what_will_print_in_either_language() {
        assert_eq!(
            print_count((7, 0), Language::English),
            "7 cases will be printed"
        );
        assert_eq!(
            print_count((1, 0), Language::English),
            "1 case will be printed"
        );
        assert_eq!(
            print_count((0, 0), Language::English),
            "No case will be printed"
        );
        assert_eq!(
            print_count((7, 7), Language::English),
            "7 cases will be printed (already published: 7)"
        );
        for (count, said) in [
            (0, "В сборник не войдёт ни одно дело"),
            (1, "В сборник войдёт 1 дело"),
            (3, "В сборник войдут 3 дела"),
            (7, "В сборник войдут 7 дел"),
            (21, "В сборник войдёт 21 дело"),
        ] {
            assert_eq!(print_count((count, 0), Language::Russian), said);
        }
        assert_eq!(
            print_count((7, 2), Language::Russian),
            "В сборник войдут 7 дел (уже опубликовано: 2)"
        );
    }

    /// A case edited while the casebook was written (`casebook/tests/publish_store.rs` makes
    /// one) is reported in the window's language, its case number first.
    #[test]
    fn a_case_left_unmarked_is_reported_in_the_interface_language() {
        use casebook::store::StoreError;
        let uuid = uuid::Uuid::nil();
        let error = StoreError::Conflict {
            uuid,
            stored_revision: 3,
            your_revision: 2,
        };
        let unmarked = Unmarked {
            uuid,
            case_number: "У-05".into(),
            error: std::sync::Arc::new(error),
        };
        let russian = unmarked_line(&unmarked, Language::Russian);
        assert!(
            russian.starts_with("У-05: дело ") && russian.contains("тем временем сохранил"),
            "{russian}"
        );
        let english = unmarked_line(&unmarked, Language::English);
        assert!(english.contains("saved by someone else"), "{english}");
    }

    /// The whole window through the application: File → Publish casebook…, then Publish; the
    /// progress runs off the UI thread, the result names the file, the list is read again.
    #[test]
    fn the_file_menu_publishes_the_sample_year() {
        use crate::app::database::CaseDatabase;
        use crate::app::{CasebookApp, UiState, install_fonts};
        use egui_kittest::Harness;
        use egui_kittest::kittest::Queryable as _;

        let dir = tempfile::tempdir().expect("temporary directory");
        let db = sample_database(dir.path());
        let database = CaseDatabase::open_file(&db).map_err(|e| e.to_string());
        let state = UiState {
            language: Language::English,
            ..UiState::default()
        };
        let mut harness = Harness::builder()
            .with_size([1280.0, 900.0])
            .with_context_setup(install_fonts)
            .build_ui_state(
                |ui, app: &mut CasebookApp| app.show(ui),
                CasebookApp::with_database(state, Some(Location::from(&db)), database),
            );
        harness.get_by_label("File").click();
        harness.run();
        harness.get_by_label("Publish casebook…").click();
        harness.run();
        assert!(harness.state().publish_dialog().is_open());
        harness.get_by_label("7 cases will be printed");
        harness.get_by_label("Publish").click();
        harness.step();
        let start = Instant::now();
        while harness.state().publish_dialog().is_running() {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "the worker hangs"
            );
            std::thread::sleep(Duration::from_millis(20));
            // The worker asks for repaints as it goes: one frame at a time.
            harness.step();
        }
        harness.run();
        let Some(Outcome::Published { report, .. }) = harness.state().publish_dialog().outcome()
        else {
            panic!("{:?}", harness.state().publish_dialog().outcome());
        };
        assert_eq!(report.newly_published, 7);
        harness.get_by_label_contains("7 cases written to");
        harness.get_by_label_contains("marked published: 7");
    }
}
