//! The centre pane: the open case, one tab per part of the record. The views edit the draft's
//! working copy in place; the draft notices the change after the frame and the autosaver
//! stores it within a second (see [`crate::app::editing`]).

mod board;
mod citation;
mod commentary;
mod decision;
mod facts;
mod history;
mod identity;
mod items;
mod kept_texts;
mod review;
mod ruling;
mod votes;
mod workflow;

use super::board_model::BoardModel;
use super::case_sheet;
use crate::app::command::{Command, CommandQueue};
use crate::app::editing::{CaseDraft, SaveProblem};
use crate::i18n::{Described, FluentArgs, Language};
use egui::{RichText, ScrollArea, Ui};

/// The parts of the case the editor shows one at a time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum EditorTab {
    /// The case as the committee reads it at the hearing (read-only).
    #[default]
    Sheet,
    /// Identity, scoring, edition, subjects and the people.
    Case,
    /// The deal, the auction with its notes, the play and the result.
    Board,
    /// Agreed and disputed facts, the statements.
    Facts,
    /// The Director's ruling and the appeal.
    Ruling,
    /// The committee's decision steps, polls and adjusted score; "Mark decided".
    Workflow,
    /// The committee's decision.
    Decision,
    /// The write-up drafted from the workflow's answers, with a preview.
    WriteUp,
    /// The commentators' comments.
    Commentary,
    /// The status and the chief director's review.
    Review,
}

impl EditorTab {
    pub const ALL: [EditorTab; 10] = [
        EditorTab::Sheet,
        EditorTab::Case,
        EditorTab::Board,
        EditorTab::Facts,
        EditorTab::Ruling,
        EditorTab::Workflow,
        EditorTab::Decision,
        EditorTab::WriteUp,
        EditorTab::Commentary,
        EditorTab::Review,
    ];

    /// The tab's name; a review of the ruling decides on review, not as a committee.
    fn label_key(self, hearing: casebook::case::Hearing) -> &'static str {
        match self {
            EditorTab::Decision if hearing == casebook::case::Hearing::ReviewOfRuling => {
                "editor-tab-decision-on-review"
            }
            EditorTab::Decision if hearing == casebook::case::Hearing::Referee => {
                "editor-tab-decision-referee"
            }
            EditorTab::Sheet => "editor-tab-sheet",
            EditorTab::Case => "editor-tab-case",
            EditorTab::Board => "editor-tab-board",
            EditorTab::Facts => "editor-tab-facts",
            EditorTab::Ruling => "editor-tab-ruling",
            EditorTab::Workflow => "editor-tab-workflow",
            EditorTab::Decision => "editor-tab-decision",
            EditorTab::WriteUp => "editor-tab-write-up",
            EditorTab::Commentary => "editor-tab-commentary",
            EditorTab::Review => "editor-tab-review",
        }
    }
}

/// What the precedent index found for the open case, for the editor to show.
pub struct PrecedentsModel<'a> {
    pub state: &'a crate::app::jobs::precedents::IndexState,
    pub like: Option<&'a [casebook::precedent::Precedent]>,
    pub flags: Option<&'a [casebook::precedent::Divergence]>,
    /// The number of the case a precedent was opened from, to go back to.
    pub back_to: Option<&'a str>,
}

/// What the editor remembers between frames besides the case itself.
#[derive(Debug, Default)]
pub struct CaseEditorState {
    pub tab: EditorTab,
    /// Whether the login may approve or return cases (set by the window from its roles);
    /// `Some(false)` hides the chief director's review.
    pub may_review: Option<bool>,
    /// Which body hears the archive's appeals, by event (set by the window from its archive):
    /// a case with no answer yet follows its event's.
    pub hearing_bodies: casebook::case::HearingBodies,
    /// Whether the login may change cases (set by the window from its roles); `Some(false)`
    /// — the editor, who publishes and changes no case — shows every tab read-only.
    pub may_edit: Option<bool>,
    /// The cases whose ruling the login reviews (set by the window from its roles): of those,
    /// the Workflow and Decision tabs are his, the rest read-only.
    pub reviews: Vec<uuid::Uuid>,
    /// The login a review is signed with, where the archive has roles (set by the window);
    /// elsewhere the reviewer types a name.
    pub signs_as: Option<String>,
    /// The open case's texts kept among the conflicts (set by the window).
    pub kept: Vec<casebook::store::StoredConflict>,
    /// The open case's changes on the server, with the revision they were read at.
    pub history: Option<(uuid::Uuid, u64, Vec<casebook::store::CaseChange>)>,
    /// Which side panels the user showed or hid; by default they give way to the workflow
    /// on a narrow window.
    pub side_panes: crate::app::side_panes::SidePanes,
    pub workflow: workflow::WorkflowState,
    pub board: board::BoardTabState,
}

/// The pane with nothing open.
pub fn show_empty(ui: &mut Ui, language: Language) {
    super::empty_state(
        ui,
        &language.tr("case-editor-empty"),
        &language.tr("case-editor-empty-detail"),
    );
}

/// The pane with a case open.
pub fn show(
    ui: &mut Ui,
    draft: &mut CaseDraft,
    state: &mut CaseEditorState,
    board_model: &BoardModel<'_>,
    precedents: &PrecedentsModel<'_>,
    language: Language,
    commands: &mut CommandQueue,
) {
    if let Some(number) = precedents.back_to {
        let mut args = FluentArgs::new();
        args.set("case", number.to_string());
        if ui
            .button(language.tr_args("precedents-back-to", &args))
            .clicked()
        {
            commands.push(Command::ReturnFromPrecedent);
        }
    }
    case_sheet::header(ui, draft.case(), language);
    review::status_line(ui, draft.case(), language);
    save_line(ui, draft, language, commands);
    kept_texts::show(ui, &state.kept, language, commands);
    let may_edit = state.may_edit.unwrap_or(true);
    let reviews = !may_edit && state.reviews.contains(&draft.case().uuid);
    if reviews {
        ui.label(RichText::new(language.tr("editor-reviewer-only")).weak());
    } else if !may_edit {
        ui.label(RichText::new(language.tr("editor-read-only-role")).weak());
    }
    let hearing = draft.case().identity.hearing;
    ui.horizontal_wrapped(|ui| {
        for tab in EditorTab::ALL {
            if ui
                .selectable_label(state.tab == tab, language.tr(tab.label_key(hearing)))
                .clicked()
            {
                state.tab = tab;
            }
        }
    });
    ui.separator();
    let like = super::precedents::like_cases::LikeCasesModel {
        language,
        state: precedents.state,
        found: precedents.like,
    };
    // Beside the workflow, the like cases: how committees decided the same question; on a
    // narrow window they give way to the step, behind a button.
    let like_cases_shown = state.side_panes.like_cases_shown(ui.available_width());
    if state.tab == EditorTab::Workflow && like_cases_shown {
        egui::Panel::right("like-cases-pane")
            .resizable(true)
            .default_size(crate::app::side_panes::LIKE_CASES_WIDTH)
            .size_range(220.0..=480.0)
            .show(ui, |ui| {
                if ui
                    .small_button(language.tr("precedents-like-hide"))
                    .clicked()
                {
                    state.side_panes.like_cases = Some(false);
                }
                super::precedents::like_cases::pane(ui, &like, commands);
            });
    } else if state.tab == EditorTab::Workflow
        && ui
            .small_button(language.tr("precedents-like-show"))
            .clicked()
    {
        state.side_panes.like_cases = Some(true);
    }
    ScrollArea::vertical()
        .id_salt(("case-editor", state.tab as u8))
        .auto_shrink([false, false])
        .show(ui, |ui| {
            // A role that changes no case reads every tab with its fields shown, not offered.
            // The reviewer of a ruling writes its review alone (the server holds him to it).
            let his = reviews && matches!(state.tab, EditorTab::Workflow | EditorTab::Decision);
            ui.add_enabled_ui(may_edit || his || state.tab == EditorTab::Sheet, |ui| {
                tab(
                    ui,
                    draft,
                    state,
                    board_model,
                    precedents,
                    &like,
                    language,
                    commands,
                )
            })
        });
}

#[allow(clippy::too_many_arguments)]
fn tab(
    ui: &mut Ui,
    draft: &mut CaseDraft,
    state: &mut CaseEditorState,
    board_model: &BoardModel<'_>,
    precedents: &PrecedentsModel<'_>,
    like: &super::precedents::like_cases::LikeCasesModel<'_>,
    language: Language,
    commands: &mut CommandQueue,
) {
    match state.tab {
        EditorTab::Sheet => {
            case_sheet::show(ui, draft.case(), board_model, language, commands);
            case_sheet::section(ui, &language.tr("precedents-like-heading"));
            super::precedents::like_cases::list(ui, like, 3, commands);
        }
        EditorTab::Case => identity::show(ui, draft.case_mut(), language, &state.hearing_bodies),
        EditorTab::Board => board::show(
            ui,
            draft.case_mut(),
            board_model.double_dummy,
            language,
            &mut state.board,
        ),
        EditorTab::Facts => facts::show(ui, draft.case_mut(), language),
        EditorTab::Ruling => ruling::show(ui, draft.case_mut(), language, commands),
        EditorTab::Workflow => workflow::show(
            ui,
            draft.case_mut(),
            &mut state.workflow,
            language,
            commands,
        ),
        EditorTab::Decision => decision::show(ui, draft.case_mut(), language),
        EditorTab::WriteUp => workflow::write_up::show(
            ui,
            draft.case_mut(),
            &mut state.workflow.write_up,
            language,
            commands,
        ),
        EditorTab::Commentary => commentary::show(ui, draft.case_mut(), language),
        EditorTab::Review => {
            review::show(
                ui,
                draft.case_mut(),
                language,
                review::ChiefDirector {
                    may_review: state.may_review.unwrap_or(true),
                    signs_as: state.signs_as.as_deref(),
                },
            );
            if draft.case().status() >= casebook::case::CaseStatus::Decided {
                super::precedents::divergences::show(
                    ui,
                    language,
                    precedents.state,
                    precedents.flags,
                    commands,
                );
            }
            if let Some((_, _, changes)) = &state.history {
                history::show(ui, changes, language);
            }
        }
    }
}

/// Where the case stands with the store: saved, saving, or why not — and the way out of a
/// conflict. Undo and redo sit here too, where the user looks after a mistake.
fn save_line(ui: &mut Ui, draft: &CaseDraft, language: Language, commands: &mut CommandQueue) {
    ui.horizontal(|ui| {
        let mut args = FluentArgs::new();
        args.set("revision", draft.case().revision);
        let state = if draft.is_saving() || draft.is_unsaved() && draft.problem().is_none() {
            language.tr("editor-saving")
        } else if draft.problem().is_none() {
            language.tr_args("editor-saved", &args)
        } else {
            language.tr("editor-not-saved")
        };
        ui.label(RichText::new(state).weak());
        if ui
            .add_enabled(
                draft.can_undo(),
                egui::Button::new(Command::Undo.label(language)),
            )
            .clicked()
        {
            commands.push(Command::Undo);
        }
        if ui
            .add_enabled(
                draft.can_redo(),
                egui::Button::new(Command::Redo.label(language)),
            )
            .clicked()
        {
            commands.push(Command::Redo);
        }
    });
    match draft.problem() {
        Some(SaveProblem::Conflict { stored_revision }) => {
            let mut args = FluentArgs::new();
            args.set("revision", *stored_revision);
            super::notice_line(ui, &language.tr_args("editor-conflict", &args));
            ui.horizontal(|ui| {
                if ui
                    .button(language.tr("editor-conflict-keep-mine"))
                    .clicked()
                {
                    commands.push(Command::KeepMyText);
                }
                if ui
                    .button(language.tr("editor-conflict-take-stored"))
                    .clicked()
                {
                    commands.push(Command::TakeStoredCase);
                }
            });
        }
        Some(SaveProblem::Refused(reason)) => {
            let mut args = FluentArgs::new();
            args.set("reason", reason.describe(language));
            super::notice_line(ui, &language.tr_args("editor-save-refused", &args));
        }
        None => {}
    }
}
