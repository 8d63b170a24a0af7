//! The texts kept among the open case's conflicts — a save or a sync that met another edit, a
//! deletion that met an edit — each with where it came from and the way out: use the kept
//! text, keep the case as it is, or (for a deletion) delete it after all.

use crate::app::command::{Command, CommandQueue, KeptTextChoice};
use crate::i18n::{FluentArgs, Language};
use casebook::store::{ConflictSource, StoredConflict};
use chrono::Local;
use egui::{Frame, RichText, Ui};

pub fn show(ui: &mut Ui, kept: &[StoredConflict], language: Language, commands: &mut CommandQueue) {
    for conflict in kept {
        Frame::group(ui.style()).show(ui, |ui| {
            let mut args = FluentArgs::new();
            args.set("revision", conflict.your_revision);
            args.set("stored", conflict.stored_revision);
            args.set(
                "when",
                conflict
                    .recorded_at
                    .with_timezone(&Local)
                    .format("%Y-%m-%d %H:%M")
                    .to_string(),
            );
            let kind = conflict.kind();
            let key = match kind {
                Some(ConflictSource::Sync) => "kept-sync",
                Some(ConflictSource::DeletedOnServer) => "kept-deleted-on-server",
                Some(ConflictSource::DeletedHere) => "kept-deleted-here",
                Some(ConflictSource::Import) => "kept-import",
                _ => "kept-save",
            };
            ui.label(RichText::new(language.tr_args(key, &args)).color(ui.visuals().warn_fg_color));
            ui.horizontal_wrapped(|ui| {
                let mut choice = |ui: &mut Ui, key: &str, choice: KeptTextChoice| {
                    if ui.button(language.tr(key)).clicked() {
                        commands.push(Command::ResolveKeptText(conflict.id, choice));
                    }
                };
                if kind.is_some_and(ConflictSource::is_deletion) {
                    choice(ui, "kept-keep-case", KeptTextChoice::KeepCase);
                    choice(ui, "kept-delete", KeptTextChoice::Delete);
                } else {
                    choice(ui, "kept-use", KeptTextChoice::UseKept);
                    choice(ui, "kept-keep-current", KeptTextChoice::KeepCase);
                }
            });
        });
    }
}
