//! Commands: what the user asked for, collected while the views draw and applied after.
//!
//! Views never change application state in the middle of a frame; they push a [`Command`]
//! and [`CasebookApp`](super::CasebookApp) applies the queue once the frame is laid out. One
//! table, [`COMMANDS`], names every command, its menu label and its shortcut, so menus,
//! shortcuts and tests agree.

use crate::app::preferences::Theme;
use crate::i18n::Language;
use egui::{Key, KeyboardShortcut, Modifiers};

/// Something the user asked the application to do.
#[must_use = "a command does nothing until it is pushed to the queue and applied"]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Command {
    Quit,
    SetLanguage(Language),
    SetTheme(Theme),
    ShowAbout,
    /// Show the folder of the log and the crash reports in the file manager.
    OpenLogFolder,
    /// Open the Publish casebook window.
    ShowPublish,
    /// The Publish window's save dialog: the folder and name of the casebook's files.
    ChoosePublishName,
    /// Solve every stored deal not yet analysed double dummy, with progress and Cancel.
    AnalyseAllDeals,
    /// Open the Archive window: the figures over the years and the consistency report.
    ShowArchive,
    /// Open a precedent, remembering the case being edited so that one click brings it back.
    OpenPrecedent(uuid::Uuid),
    /// Back to the case that was open when a precedent was opened.
    ReturnFromPrecedent,
    /// Write the open case's poll sheet (PDF or HTML) for a call or the opening lead to a file
    /// the user chooses.
    PrintPollSheet(casebook::hearing::PolledDecision),
    /// Serve the open case's poll at this position to the pollees' phones, as the poll step's
    /// form says (or serve again the one left open).
    ServePoll(usize),
    /// Set a served poll's answer aside with the reason typed beside it.
    SetServedAnswerAside(casebook::poll::served::LinkToken),
    /// Close a served poll: its links take no more answers.
    CloseServedPoll(i64),
    /// Poll mode on a served poll: ask the Director for the PIN that takes the laptop back.
    AskPollMode(i64),
    /// Start poll mode with the PIN typed twice.
    StartPollMode,
    /// Keep the answer on poll mode's page.
    SendPollModeAnswer,
    /// Poll mode's page for the next pollee not yet answered.
    NextPolleeInPollMode,
    /// Leave poll mode with the PIN typed.
    LeavePollMode,
    /// Write a served poll's record (the problem as shown, every answer) to a file.
    SavePollRecord(i64),
    /// Write a served poll's slips (QR code and address, eight to an A4 page) to a file.
    SavePollSlips(i64),
    /// The full-screen hearing view for a screen or projector, or back from it.
    ToggleHearingView,
    /// Show the law panel where it gave way to the workflow on a narrow window, or hide it.
    ToggleLawPane,
    /// A casebook was published and its cases changed status: read the case list again.
    CasesPublished,
    /// The case list's search text changed: narrow the list.
    SearchCases,
    /// The case list's filters or order changed: choose and sort its rows again.
    FilterCases,
    /// The user picked a case in the list.
    SelectCase(uuid::Uuid),
    /// Show a unit of the law library in the law panel (any view may ask).
    OpenLaw(crate::app::law_link::LawLink),
    /// The law of the workflow step just chosen: shown in the law panel, which stays hidden
    /// where it gave way to the step (a click on a link brings it back).
    ShowStepLaw(crate::app::law_link::LawLink),
    /// The law panel's history: the unit shown before, and after.
    LawBack,
    LawForward,
    /// The law panel's search text changed.
    SearchLaws,
    /// The law panel's table of contents of an edition.
    BrowseLaws(casebook::laws::Edition),
    /// A new draft case, opened in the editor.
    NewCase,
    /// Choose another case database in a file dialog and work on it.
    OpenDatabase,
    /// Open a federation's archive on a PostgreSQL server (File > Open archive…).
    OpenArchive,
    /// Bring a PBN or LIN file (a case per board) or a case bundle into the database.
    ImportFile,
    /// Fill the open case's deal, auction, play and result from a hand-record file.
    FillFromHandRecord,
    /// File > Import results…: the window for an event's results file.
    ShowResultsImport,
    /// The results window's file dialog.
    ChooseResultsFile,
    /// Read, check and keep the results file chosen in the window.
    RunResultsImport,
    /// File > Texts…: the law library's texts, and the adding of one.
    ShowLibraryTexts,
    /// File > Which body hears the appeals…: the archive's setting of the body by event.
    ShowHearingBodies,
    /// Keep the setting the bodies window shows.
    SaveHearingBodies,
    /// The Texts window's file dialog.
    ChooseLibraryTextFile,
    /// Read the chosen file as a text, with the window's options.
    ReadLibraryText,
    /// Anchor the read text's paragraph (by its place) also to the Laws typed for it.
    AnchorLibraryParagraph(usize),
    /// Keep the read text in the archive, or let it go.
    KeepLibraryText,
    DiscardLibraryText,
    /// Remove the archive's text of this number.
    RemoveLibraryText(i64),
    /// The open case's line of its traveller, by index; `None`: found by its table result.
    ChooseCaseLine(Option<usize>),
    /// Write the open case to a file, as a case bundle or a PBN game.
    ExportCase(crate::app::file_dialog::ExportFormat),
    /// The command palette: every command, found by typing.
    ShowCommandPalette,
    /// Take back the last step of editing the open case, or bring it back.
    Undo,
    Redo,
    /// After a save conflict: save this window's text over the other, or show the other.
    KeepMyText,
    TakeStoredCase,
    /// File > Sync: the open replica and its archive, both ways, now.
    SyncReplica,
    /// A text kept among the open case's conflicts, by id: what the user chose for it.
    ResolveKeptText(i64, KeptTextChoice),
    /// File > Delete case…: asks before deleting the open case.
    DeleteCase,
    /// The case list's Delete…: asks before deleting this case.
    AskDelete(uuid::Uuid),
    /// The answer to the question before a deletion: delete, or keep the case.
    ConfirmDelete,
    CancelDelete,
    /// Puts the case deleted last back, whole (while the window stays open).
    UndoDelete,
    /// Closes the bar that tells of a deletion.
    DismissDeleted,
    /// Help > Training cases: the commentary's worked examples, in their own database.
    OpenTrainingCases,
    /// From the training cases back to the database open before them (the default one).
    LeaveTraining,
    /// The answer to the offer to remove an earlier version's training cases: remove or keep.
    AnswerTrainingOffer(bool),
    /// Help > Guide: the user guide in the browser, at the chapter of the screen in use.
    ShowGuide,
    /// Help > User guide as PDF…: the book in the interface's language, to a file chosen.
    SaveGuidePdf,
    /// File › Casebook panel…: the editor names the panel of a year or an event.
    ShowPanel,
    /// The Panel window's Save and Remove (after its question).
    SavePanel,
    RemovePanel,
    /// File › Comment on cases…: a commentator's cases, his comment and marks on each.
    ShowComment,
    /// The Comment window's case chosen: read whole for its sheet.
    ChooseCommentCase(uuid::Uuid),
    /// The Comment window's Save.
    SaveComment,
}

/// What the user does with a text kept among a case's conflicts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KeptTextChoice {
    /// The kept text becomes the case's (an edit, saved and synchronised as any other).
    UseKept,
    /// The case stays as it is; the kept text is forgotten.
    KeepCase,
    /// The deletion the case met is carried out after all.
    Delete,
}

/// One row of the command table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CommandSpec {
    /// A stable identifier, independent of the interface language.
    pub id: &'static str,
    pub command: Command,
    /// The Fluent message the menu shows.
    pub label_key: &'static str,
    pub shortcut: Option<KeyboardShortcut>,
}

/// Every command the menus and shortcuts offer; commands that only a view's own widgets give
/// (a row clicked, a search typed) carry their data and have no row.
pub const COMMANDS: &[CommandSpec] = &[
    CommandSpec {
        id: "app.quit",
        command: Command::Quit,
        label_key: "command-quit",
        // COMMAND is Ctrl, or ⌘ on macOS.
        shortcut: Some(KeyboardShortcut::new(Modifiers::COMMAND, Key::Q)),
    },
    CommandSpec {
        id: "view.language.russian",
        command: Command::SetLanguage(Language::Russian),
        label_key: "command-language-russian",
        shortcut: None,
    },
    CommandSpec {
        id: "view.language.english",
        command: Command::SetLanguage(Language::English),
        label_key: "command-language-english",
        shortcut: None,
    },
    CommandSpec {
        id: "view.language.bulgarian",
        command: Command::SetLanguage(Language::Bulgarian),
        label_key: "command-language-bulgarian",
        shortcut: None,
    },
    CommandSpec {
        id: "view.theme.light",
        command: Command::SetTheme(Theme::Light),
        label_key: "command-theme-light",
        shortcut: None,
    },
    CommandSpec {
        id: "view.theme.dark",
        command: Command::SetTheme(Theme::Dark),
        label_key: "command-theme-dark",
        shortcut: None,
    },
    CommandSpec {
        id: "help.guide",
        command: Command::ShowGuide,
        label_key: "command-guide",
        shortcut: Some(KeyboardShortcut::new(Modifiers::NONE, Key::F1)),
    },
    CommandSpec {
        id: "help.guide_pdf",
        command: Command::SaveGuidePdf,
        label_key: "command-guide-pdf",
        shortcut: None,
    },
    CommandSpec {
        id: "help.training_cases",
        command: Command::OpenTrainingCases,
        label_key: "command-training-cases",
        shortcut: None,
    },
    CommandSpec {
        id: "help.about",
        command: Command::ShowAbout,
        label_key: "command-about",
        shortcut: None,
    },
    CommandSpec {
        id: "file.delete_case",
        command: Command::DeleteCase,
        label_key: "command-delete-case",
        // None: Ctrl+Delete deletes the next word in a text field, and a shortcut is taken
        // before the fields see the key.
        shortcut: None,
    },
    CommandSpec {
        id: "help.open_log_folder",
        command: Command::OpenLogFolder,
        label_key: "command-open-log-folder",
        shortcut: None,
    },
    CommandSpec {
        id: "view.command_palette",
        command: Command::ShowCommandPalette,
        label_key: "command-palette",
        shortcut: Some(KeyboardShortcut::new(Modifiers::COMMAND, Key::K)),
    },
    CommandSpec {
        id: "file.open_database",
        command: Command::OpenDatabase,
        label_key: "command-open-database",
        shortcut: Some(KeyboardShortcut::new(Modifiers::COMMAND, Key::O)),
    },
    CommandSpec {
        id: "file.open_archive",
        command: Command::OpenArchive,
        label_key: "command-open-archive",
        shortcut: Some(KeyboardShortcut::new(
            Modifiers::COMMAND.plus(Modifiers::SHIFT),
            Key::O,
        )),
    },
    CommandSpec {
        id: "file.import",
        command: Command::ImportFile,
        label_key: "command-import",
        shortcut: Some(KeyboardShortcut::new(Modifiers::COMMAND, Key::I)),
    },
    CommandSpec {
        id: "file.import_results",
        command: Command::ShowResultsImport,
        label_key: "command-import-results",
        shortcut: None,
    },
    CommandSpec {
        id: "file.texts",
        command: Command::ShowLibraryTexts,
        label_key: "command-texts",
        shortcut: None,
    },
    CommandSpec {
        id: "file.bodies",
        command: Command::ShowHearingBodies,
        label_key: "command-bodies",
        shortcut: None,
    },
    CommandSpec {
        id: "file.sync",
        command: Command::SyncReplica,
        label_key: "command-sync",
        shortcut: Some(KeyboardShortcut::new(Modifiers::NONE, Key::F5)),
    },
    CommandSpec {
        id: "case.fill_from_hand_record",
        command: Command::FillFromHandRecord,
        label_key: "command-fill-from-hand-record",
        shortcut: None,
    },
    CommandSpec {
        id: "case.export_bundle",
        command: Command::ExportCase(crate::app::file_dialog::ExportFormat::Bundle),
        label_key: "command-export-bundle",
        shortcut: None,
    },
    CommandSpec {
        id: "case.export_pbn",
        command: Command::ExportCase(crate::app::file_dialog::ExportFormat::Pbn),
        label_key: "command-export-pbn",
        shortcut: None,
    },
    CommandSpec {
        id: "file.new_case",
        command: Command::NewCase,
        label_key: "command-new-case",
        shortcut: Some(KeyboardShortcut::new(Modifiers::COMMAND, Key::N)),
    },
    CommandSpec {
        id: "edit.undo",
        command: Command::Undo,
        label_key: "command-undo",
        shortcut: Some(KeyboardShortcut::new(Modifiers::COMMAND, Key::Z)),
    },
    CommandSpec {
        id: "edit.redo",
        command: Command::Redo,
        label_key: "command-redo",
        shortcut: Some(KeyboardShortcut::new(
            Modifiers::COMMAND.plus(Modifiers::SHIFT),
            Key::Z,
        )),
    },
    CommandSpec {
        id: "file.publish",
        command: Command::ShowPublish,
        label_key: "command-publish",
        shortcut: None,
    },
    CommandSpec {
        id: "file.panel",
        command: Command::ShowPanel,
        label_key: "command-panel",
        shortcut: None,
    },
    CommandSpec {
        id: "file.comment",
        command: Command::ShowComment,
        label_key: "command-comment",
        shortcut: None,
    },
    CommandSpec {
        id: "file.analyse-deals",
        command: Command::AnalyseAllDeals,
        label_key: "command-analyse-deals",
        shortcut: None,
    },
    CommandSpec {
        id: "view.archive",
        command: Command::ShowArchive,
        label_key: "command-archive",
        shortcut: None,
    },
    CommandSpec {
        id: "view.law-panel",
        command: Command::ToggleLawPane,
        label_key: "command-law-panel",
        shortcut: None,
    },
    CommandSpec {
        id: "view.hearing",
        command: Command::ToggleHearingView,
        label_key: "command-hearing-view",
        shortcut: Some(KeyboardShortcut::new(Modifiers::NONE, Key::F11)),
    },
];

impl Command {
    /// This command's row in [`COMMANDS`].
    pub fn spec(self) -> Option<&'static CommandSpec> {
        COMMANDS.iter().find(|spec| spec.command == self)
    }

    pub fn shortcut(self) -> Option<KeyboardShortcut> {
        self.spec().and_then(|spec| spec.shortcut)
    }

    /// The menu label in `language`.
    pub fn label(self, language: Language) -> String {
        match self.spec() {
            Some(spec) => language.tr(spec.label_key),
            None => format!("{self:?}"),
        }
    }
}

/// The commands pushed during one frame, in the order the user gave them.
#[derive(Debug, Default)]
pub struct CommandQueue {
    pending: Vec<Command>,
}

impl CommandQueue {
    pub fn push(&mut self, command: Command) {
        self.pending.push(command);
    }

    pub fn pending(&self) -> &[Command] {
        &self.pending
    }

    /// Empties the queue, handing its commands over in order.
    pub fn take(&mut self) -> Vec<Command> {
        std::mem::take(&mut self.pending)
    }

    /// Consumes the key presses that are shortcuts of the command table and queues their
    /// commands. Call before the views draw, so a text field never sees them.
    pub fn push_shortcuts(&mut self, ctx: &egui::Context) {
        // egui matches Ctrl+Z also when Shift is held: the shortcuts with more modifiers are
        // tried first, so that Ctrl+Shift+Z is Redo and not Undo.
        let mut specs: Vec<&CommandSpec> = COMMANDS.iter().collect();
        specs.sort_by_key(|spec| {
            std::cmp::Reverse(spec.shortcut.map_or(0, |s| modifier_count(s.modifiers)))
        });
        for spec in specs {
            if let Some(shortcut) = &spec.shortcut
                && ctx.input_mut(|input| input.consume_shortcut(shortcut))
            {
                self.push(spec.command);
            }
        }
    }
}

fn modifier_count(modifiers: Modifiers) -> u8 {
    [
        modifiers.alt,
        modifiers.ctrl || modifiers.command || modifiers.mac_cmd,
        modifiers.shift,
    ]
    .into_iter()
    .map(u8::from)
    .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    fn every_command() -> Vec<Command> {
        let mut commands = vec![
            Command::Quit,
            Command::ShowAbout,
            Command::OpenLogFolder,
            Command::ShowPublish,
            Command::ShowPanel,
            Command::ShowComment,
            Command::AnalyseAllDeals,
            Command::ShowArchive,
            Command::ToggleHearingView,
            Command::ToggleLawPane,
            Command::NewCase,
            Command::OpenDatabase,
            Command::OpenArchive,
            Command::ImportFile,
            Command::ShowResultsImport,
            Command::ShowLibraryTexts,
            Command::ShowHearingBodies,
            Command::FillFromHandRecord,
            Command::ExportCase(crate::app::file_dialog::ExportFormat::Bundle),
            Command::ExportCase(crate::app::file_dialog::ExportFormat::Pbn),
            Command::ShowCommandPalette,
            Command::Undo,
            Command::Redo,
            Command::SyncReplica,
            Command::DeleteCase,
            Command::OpenTrainingCases,
            Command::ShowGuide,
            Command::SaveGuidePdf,
        ];
        commands.extend(Language::ALL.map(Command::SetLanguage));
        commands.extend(Theme::ALL.map(Command::SetTheme));
        commands
    }

    #[test]
    fn every_command_has_exactly_one_row() {
        for command in every_command() {
            let rows = COMMANDS.iter().filter(|s| s.command == command).count();
            // Commands with data come from the views' own widgets, never from a menu.
            assert_eq!(rows, 1, "{command:?}");
        }
        assert_eq!(COMMANDS.len(), every_command().len());
    }

    #[test]
    fn ids_and_shortcuts_are_unique() {
        let ids: HashSet<_> = COMMANDS.iter().map(|s| s.id).collect();
        assert_eq!(ids.len(), COMMANDS.len());
        let shortcuts: Vec<_> = COMMANDS.iter().filter_map(|s| s.shortcut).collect();
        let unique: HashSet<_> = shortcuts.iter().collect();
        assert_eq!(unique.len(), shortcuts.len());
    }

    #[test]
    fn every_label_is_translated() {
        for spec in COMMANDS {
            for language in Language::ALL {
                assert_ne!(language.tr(spec.label_key), spec.label_key, "{language:?}");
            }
        }
        assert_eq!(Command::Quit.label(Language::Russian), "Выход");
        assert_eq!(Command::Quit.label(Language::English), "Quit");
    }

    #[test]
    fn queue_hands_commands_over_in_order_once() {
        let mut queue = CommandQueue::default();
        queue.push(Command::ShowAbout);
        queue.push(Command::SetTheme(Theme::Dark));
        assert_eq!(
            queue.take(),
            vec![Command::ShowAbout, Command::SetTheme(Theme::Dark)]
        );
        assert!(queue.pending().is_empty());
    }

    #[test]
    fn quit_shortcut_is_command_q() {
        assert_eq!(
            Command::Quit.shortcut(),
            Some(KeyboardShortcut::new(Modifiers::COMMAND, Key::Q))
        );
    }
}
