//! The left pane: the list of cases with its search field.

use crate::app::command::{Command, CommandQueue};
use crate::app::database::CaseDatabase;
use crate::i18n::{FluentArgs, Language};
use casebook::store::CaseSummary;
use egui::{ScrollArea, TextEdit, Ui};
use uuid::Uuid;

/// The case list's own view state.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct CaseList {
    /// What the user typed into the search field.
    pub query: String,
}

/// What the case list shows.
pub struct CaseListModel<'a> {
    pub language: Language,
    /// The open database; `None` when it failed to open (the failure is shown elsewhere).
    pub database: Option<&'a CaseDatabase>,
    pub selected: Option<Uuid>,
}

impl CaseList {
    pub fn ui(&mut self, ui: &mut Ui, model: CaseListModel<'_>, commands: &mut CommandQueue) {
        let language = model.language;
        ui.heading(language.tr("case-list-heading"));
        ui.horizontal(|ui| {
            let label = ui.label(language.tr("case-list-search"));
            let field = ui
                .add(
                    TextEdit::singleline(&mut self.query)
                        .hint_text(language.tr("case-list-search-hint"))
                        .desired_width(f32::INFINITY),
                )
                .labelled_by(label.id);
            if field.changed() {
                commands.push(Command::SearchCases);
            }
        });
        ui.separator();
        let Some(database) = model.database else {
            return;
        };
        if database.case_count() == 0 {
            super::empty_state(
                ui,
                &language.tr("case-list-empty"),
                &language.tr("case-list-empty-detail"),
            );
            return;
        }
        if database.visible_count() == 0 {
            super::empty_state(
                ui,
                &language.tr("case-list-no-match"),
                &language.tr("case-list-no-match-detail"),
            );
            return;
        }
        let rows: Vec<&CaseSummary> = database.visible().collect();
        let row_height = row_height(ui);
        // Only the rows on screen are laid out, so ten thousand cases cost what twenty do.
        ScrollArea::vertical()
            .auto_shrink([false, false])
            .show_rows(ui, row_height, rows.len(), |ui, range| {
                for summary in &rows[range] {
                    case_row(ui, summary, language, model.selected, commands);
                }
            });
    }
}

fn row_height(ui: &Ui) -> f32 {
    let line = ui.text_style_height(&egui::TextStyle::Body);
    2.0 * line + ui.spacing().item_spacing.y * 2.0 + ui.spacing().button_padding.y * 2.0
}

fn case_row(
    ui: &mut Ui,
    summary: &CaseSummary,
    language: Language,
    selected: Option<Uuid>,
    commands: &mut CommandQueue,
) {
    let mut args = FluentArgs::new();
    args.set("board", summary.board_number);
    let title = format!(
        "№ {} · {} · {}",
        summary.case_number,
        language.tr_args("case-list-row-board", &args),
        language.tr(&format!("case-status-{}", summary.status.code())),
    );
    let subjects = summary
        .subjects
        .iter()
        .map(|s| language.tr(&format!("subject-{}", s.code())))
        .collect::<Vec<_>>()
        .join(", ");
    let event = [summary.event.as_str(), summary.tournament.as_str()]
        .into_iter()
        .find(|s| !s.is_empty())
        .unwrap_or_default();
    let detail = match (event.is_empty(), subjects.is_empty()) {
        (false, false) => format!("{event} — {subjects}"),
        (false, true) => event.to_string(),
        _ => subjects,
    };
    let is_selected = selected == Some(summary.uuid);
    let response = two_line_row(ui, &title, &detail, is_selected);
    if response.clicked() {
        commands.push(Command::SelectCase(summary.uuid));
    }
}

/// A selectable row of two left-aligned lines, each cut with "…" to the pane's width; the
/// accessible label is both lines.
fn two_line_row(ui: &mut Ui, title: &str, detail: &str, selected: bool) -> egui::Response {
    let size = egui::vec2(
        ui.available_width(),
        row_height(ui) - ui.spacing().item_spacing.y,
    );
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
    response.widget_info(|| {
        egui::WidgetInfo::selected(
            egui::Role::Button,
            true,
            selected,
            format!("{title}\n{detail}"),
        )
    });
    if ui.is_rect_visible(rect) {
        let visuals = ui.style().interact_selectable(&response, selected);
        if selected || response.hovered() || response.has_focus() {
            ui.painter()
                .rect_filled(rect, visuals.corner_radius, visuals.weak_bg_fill);
        }
        let padding = ui.spacing().button_padding;
        let width = rect.width() - 2.0 * padding.x;
        let line = |text: &str, strong: bool| {
            let mut job = egui::text::LayoutJob::single_section(
                text.to_string(),
                egui::TextFormat::simple(
                    egui::TextStyle::Body.resolve(ui.style()),
                    if strong {
                        visuals.text_color()
                    } else {
                        ui.visuals().weak_text_color()
                    },
                ),
            );
            job.wrap = egui::text::TextWrapping::truncate_at_width(width);
            ui.painter().layout_job(job)
        };
        let first = line(title, true);
        let second = line(detail, false);
        let top = rect.left_top() + padding;
        ui.painter()
            .galley(top, first.clone(), visuals.text_color());
        ui.painter().galley(
            top + egui::vec2(0.0, first.size().y + ui.spacing().item_spacing.y * 0.5),
            second,
            visuals.text_color(),
        );
    }
    response
}
