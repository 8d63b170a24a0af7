//! The command palette (Ctrl+K): every command of the command table, found by typing part of
//! its name in either language, run with Enter or a click. For the user who keeps their hands
//! on the keyboard during a hearing.

use crate::app::command::{COMMANDS, Command, CommandQueue, CommandSpec};
use crate::i18n::Language;
use egui::{Id, Key, Modal, RichText, TextEdit};

/// The palette's state between frames.
#[derive(Debug, Default)]
pub struct CommandPalette {
    open: bool,
    query: String,
    /// The highlighted row among the matches.
    selected: usize,
}

impl CommandPalette {
    pub fn open(&mut self) {
        self.open = true;
        self.query.clear();
        self.selected = 0;
    }

    pub fn is_open(&self) -> bool {
        self.open
    }
}

/// The commands whose label (in the interface language or in English) or identifier contains
/// every word typed, in table order. The palette itself is not offered from the palette.
pub fn matches(query: &str, language: Language) -> Vec<&'static CommandSpec> {
    let words: Vec<String> = query.split_whitespace().map(str::to_lowercase).collect();
    COMMANDS
        .iter()
        .filter(|spec| spec.command != Command::ShowCommandPalette)
        .filter(|spec| {
            let haystack = format!(
                "{} {} {}",
                language.tr(spec.label_key),
                Language::English.tr(spec.label_key),
                spec.id
            )
            .to_lowercase();
            words.iter().all(|word| haystack.contains(word.as_str()))
        })
        .collect()
}

pub fn show(
    ctx: &egui::Context,
    language: Language,
    palette: &mut CommandPalette,
    queue: &mut CommandQueue,
) {
    if !palette.open {
        return;
    }
    let found = matches(&palette.query, language);
    let (escape, enter, down, up) = ctx.input_mut(|input| {
        (
            input.consume_key(egui::Modifiers::NONE, Key::Escape),
            input.consume_key(egui::Modifiers::NONE, Key::Enter),
            input.consume_key(egui::Modifiers::NONE, Key::ArrowDown),
            input.consume_key(egui::Modifiers::NONE, Key::ArrowUp),
        )
    });
    if down {
        palette.selected = (palette.selected + 1).min(found.len().saturating_sub(1));
    }
    if up {
        palette.selected = palette.selected.saturating_sub(1);
    }
    let mut chosen = enter.then(|| found.get(palette.selected).map(|spec| spec.command));
    let response = Modal::new(Id::unique("command-palette")).show(ctx, |ui| {
        ui.set_width(460.0);
        let label = ui.label(RichText::new(language.tr("palette-title")).strong());
        let field = ui
            .add(
                TextEdit::singleline(&mut palette.query)
                    .hint_text(language.tr("palette-hint"))
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(label.id);
        field.request_focus();
        if field.changed() {
            palette.selected = 0;
        }
        ui.separator();
        if found.is_empty() {
            ui.label(RichText::new(language.tr("palette-nothing")).weak());
        }
        for (i, spec) in found.iter().enumerate() {
            let mut button =
                egui::Button::selectable(i == palette.selected, language.tr(spec.label_key));
            if let Some(shortcut) = &spec.shortcut {
                button = button.shortcut_text(ctx.format_shortcut(shortcut));
            }
            if ui.add_sized([ui.available_width(), 24.0], button).clicked() {
                chosen = Some(Some(spec.command));
            }
        }
    });
    if escape || response.should_close() {
        palette.open = false;
    }
    if let Some(choice) = chosen {
        palette.open = false;
        if let Some(command) = choice {
            queue.push(command);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_of_the_label_in_either_language_finds_the_command() {
        let russian = matches("публ", Language::Russian);
        assert_eq!(russian.len(), 1);
        assert_eq!(russian[0].command, Command::ShowPublish);
        // An English word works in the Russian interface too.
        let english = matches("undo", Language::Russian);
        assert_eq!(english.first().map(|s| s.command), Some(Command::Undo));
    }

    #[test]
    fn every_word_must_match_and_an_empty_query_lists_all_but_the_palette() {
        assert!(matches("quit undo", Language::English).is_empty());
        let all = matches("  ", Language::English);
        assert_eq!(all.len(), COMMANDS.len() - 1);
        assert!(all.iter().all(|s| s.command != Command::ShowCommandPalette));
    }
}
