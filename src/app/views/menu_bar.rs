//! The menu bar: File (new case, publish the casebook, its panel, quit), Edit (undo, redo), View
//! (language, theme), Help, and the
//! application's name.

use crate::app::command::{Command, CommandQueue};
use crate::app::preferences::Theme;
use crate::app::widgets::SuitText;
use crate::i18n::Language;
use egui::containers::menu::MenuBar;
use egui::{Align, Button, Layout, RichText, TextStyle, Ui};

/// What the menu bar needs to know to draw itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MenuBarModel {
    pub language: Language,
    pub theme: Theme,
}

pub fn show(ui: &mut Ui, model: MenuBarModel, queue: &mut CommandQueue) {
    let language = model.language;
    MenuBar::new().ui(ui, |ui| {
        ui.menu_button(language.tr("menu-file"), |ui| {
            command_item(ui, language, Command::OpenDatabase, None, queue);
            command_item(ui, language, Command::OpenArchive, None, queue);
            command_item(ui, language, Command::SyncReplica, None, queue);
            ui.separator();
            command_item(ui, language, Command::ImportFile, None, queue);
            command_item(ui, language, Command::ShowResultsImport, None, queue);
            command_item(ui, language, Command::ShowLibraryTexts, None, queue);
            command_item(ui, language, Command::ShowHearingBodies, None, queue);
            ui.separator();
            command_item(ui, language, Command::NewCase, None, queue);
            command_item(ui, language, Command::FillFromHandRecord, None, queue);
            command_item(
                ui,
                language,
                Command::ExportCase(crate::app::file_dialog::ExportFormat::Bundle),
                None,
                queue,
            );
            command_item(
                ui,
                language,
                Command::ExportCase(crate::app::file_dialog::ExportFormat::Pbn),
                None,
                queue,
            );
            command_item(ui, language, Command::ShowPublish, None, queue);
            command_item(ui, language, Command::ShowPanel, None, queue);
            command_item(ui, language, Command::ShowComment, None, queue);
            command_item(ui, language, Command::AnalyseAllDeals, None, queue);
            ui.separator();
            command_item(ui, language, Command::DeleteCase, None, queue);
            ui.separator();
            command_item(ui, language, Command::Quit, None, queue);
        });
        ui.menu_button(language.tr("menu-edit"), |ui| {
            command_item(ui, language, Command::Undo, None, queue);
            command_item(ui, language, Command::Redo, None, queue);
        });
        ui.menu_button(language.tr("menu-view"), |ui| {
            command_item(ui, language, Command::ShowCommandPalette, None, queue);
            command_item(ui, language, Command::ShowArchive, None, queue);
            command_item(ui, language, Command::ToggleLawPane, None, queue);
            command_item(ui, language, Command::ToggleHearingView, None, queue);
            ui.separator();
            ui.label(RichText::new(language.tr("menu-language")).weak());
            for choice in Language::ALL {
                let selected = Some(choice == model.language);
                command_item(ui, language, Command::SetLanguage(choice), selected, queue);
            }
            ui.separator();
            ui.label(RichText::new(language.tr("menu-theme")).weak());
            for choice in Theme::ALL {
                let selected = Some(choice == model.theme);
                command_item(ui, language, Command::SetTheme(choice), selected, queue);
            }
        });
        ui.menu_button(language.tr("menu-help"), |ui| {
            command_item(ui, language, Command::ShowGuide, None, queue);
            command_item(ui, language, Command::SaveGuidePdf, None, queue);
            command_item(ui, language, Command::OpenTrainingCases, None, queue);
            ui.separator();
            command_item(ui, language, Command::OpenLogFolder, None, queue);
            command_item(ui, language, Command::ShowAbout, None, queue);
        });
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            ui.add(SuitText::new(title()).text_style(TextStyle::Body).strong());
        });
    });
}

/// The application's name with the four suits, as the menu bar and the About window show it.
pub fn title() -> String {
    "♠♥♦♣ Casebook".to_owned()
}

/// A menu entry for `command`: its label from the command table, its shortcut on the right,
/// and a selection mark when it is one of several choices (`selected` is `Some`).
fn command_item(
    ui: &mut Ui,
    language: Language,
    command: Command,
    selected: Option<bool>,
    queue: &mut CommandQueue,
) {
    let label = command.label(language);
    let mut button = match selected {
        Some(selected) => Button::selectable(selected, label),
        None => Button::new(label),
    };
    if let Some(shortcut) = command.shortcut() {
        button = button.shortcut_text(ui.ctx().format_shortcut(&shortcut));
    }
    if ui.add(button).clicked() {
        queue.push(command);
    }
}
