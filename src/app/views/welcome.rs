//! The welcome on an empty database: what to do first, each a button with a line saying
//! what it does — a new case, a tournament's hand records, a federation's archive, the
//! training cases, the guide.

use crate::app::command::{Command, CommandQueue};
use crate::i18n::Language;
use egui::{Button, RichText, Ui, Vec2};

/// The first steps, in the order a director takes them: the button's command, its label and
/// the line under it.
const STEPS: [(Command, &str, &str); 5] = [
    (
        Command::NewCase,
        "welcome-new-case",
        "welcome-new-case-detail",
    ),
    (
        Command::ImportFile,
        "welcome-import",
        "welcome-import-detail",
    ),
    (
        Command::OpenArchive,
        "welcome-open-archive",
        "welcome-open-archive-detail",
    ),
    (
        Command::OpenTrainingCases,
        "welcome-training",
        "welcome-training-detail",
    ),
    (Command::ShowGuide, "welcome-guide", "welcome-guide-detail"),
];

pub fn show(ui: &mut Ui, language: Language, queue: &mut CommandQueue) {
    let spacing = ui.spacing().item_spacing.y;
    ui.add_space(spacing * 6.0);
    ui.vertical_centered(|ui| {
        ui.label(RichText::new(language.tr("welcome-heading")).heading());
        ui.add_space(spacing);
        ui.label(RichText::new(language.tr("welcome-intro")).weak());
        ui.add_space(spacing * 3.0);
        let width = ui.available_width().clamp(240.0, 420.0);
        for (command, label, detail) in STEPS {
            let mut text = language.tr(label);
            if let Some(shortcut) = command.shortcut() {
                text = format!("{text}   ({})", ui.ctx().format_shortcut(&shortcut));
            }
            let clicked = ui
                .add(Button::new(RichText::new(text).strong()).min_size(Vec2::new(width, 0.0)))
                .clicked();
            ui.label(RichText::new(language.tr(detail)).weak());
            ui.add_space(spacing * 2.0);
            if clicked {
                queue.push(command);
            }
        }
    });
}
