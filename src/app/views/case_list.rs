//! The left pane: the list of cases with its search field, its filters (year, event, subject,
//! status), the chief director's review queue and the order of the rows.

use crate::app::command::{Command, CommandQueue};
use crate::app::database::{CaseDatabase, ListFilter, ListOrder};
use crate::i18n::{FluentArgs, Language};
use casebook::case::{CaseStatus, Subject};
use casebook::store::CaseSummary;
use egui::{ComboBox, ScrollArea, TextEdit, Ui};
use uuid::Uuid;

/// The case list's own view state.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct CaseList {
    /// What the user typed into the search field.
    pub query: String,
    /// The filters and the order chosen above the list; the database applies them when the
    /// [`Command::FilterCases`] they push is carried out.
    pub filter: ListFilter,
    /// The rows on screen at the last frame, whose snippets the database makes.
    pub shown_rows: std::ops::Range<usize>,
}

/// What the case list shows.
pub struct CaseListModel<'a> {
    pub language: Language,
    /// The open database; `None` when it failed to open (the failure is shown elsewhere).
    pub database: Option<&'a CaseDatabase>,
    pub selected: Option<Uuid>,
    /// Cases awaiting review with like cases decided otherwise, and how many.
    pub flagged: &'a std::collections::HashMap<Uuid, usize>,
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
        let Some(database) = model.database else {
            ui.separator();
            return;
        };
        // Also when the database is another one than the filters were chosen for.
        if self.filters(ui, database, language) || database.filter() != &self.filter {
            commands.push(Command::FilterCases);
        }
        ui.separator();
        if database.case_count() == 0 {
            super::empty_state(
                ui,
                &language.tr("case-list-empty"),
                &language.tr("case-list-empty-detail"),
            );
            return;
        }
        if database.visible_count() == 0 {
            let detail = if self.filter.narrows() {
                "case-list-no-match-filtered"
            } else {
                "case-list-no-match-detail"
            };
            super::empty_state(ui, &language.tr("case-list-no-match"), &language.tr(detail));
            return;
        }
        // A search adds a line to each row: where the words were found.
        let lines = if database.is_searching() { 3 } else { 2 };
        let row_height = row_height(ui, lines);
        // Only the rows on screen are laid out, so ten thousand cases cost what twenty do.
        ScrollArea::vertical()
            .auto_shrink([false, false])
            .show_rows(ui, row_height, database.visible_count(), |ui, range| {
                self.shown_rows = range.clone();
                for n in range {
                    if let Some(summary) = database.visible_row(n) {
                        let row = Row {
                            flags: model.flagged.get(&summary.heading.uuid).copied(),
                            snippet: database
                                .is_searching()
                                .then(|| database.snippet(summary.heading.uuid))
                                .map(|s| s.cloned().unwrap_or_default()),
                        };
                        case_row(ui, summary, language, model.selected, row, commands);
                    }
                }
            });
    }

    /// The review queue, the filters and the order; returns whether the user changed one.
    fn filters(&mut self, ui: &mut Ui, database: &CaseDatabase, language: Language) -> bool {
        let mut changed = false;
        ui.horizontal_wrapped(|ui| {
            let mut args = FluentArgs::new();
            args.set("count", database.review_queue_count());
            let queue = self.filter.is_review_queue();
            if ui
                .add(
                    egui::Button::new(language.tr_args("case-list-review-queue", &args))
                        .selected(queue),
                )
                .on_hover_text(language.tr("case-list-review-queue-hint"))
                .clicked()
            {
                self.filter = if queue {
                    ListFilter {
                        order: self.filter.order,
                        ..ListFilter::default()
                    }
                } else {
                    ListFilter {
                        order: self.filter.order,
                        ..ListFilter::review_queue()
                    }
                };
                changed = true;
            }
            if self.filter.narrows() && ui.button(language.tr("case-list-clear-filters")).clicked()
            {
                self.filter = ListFilter {
                    order: self.filter.order,
                    ..ListFilter::default()
                };
                changed = true;
            }
        });
        let all = language.tr("case-list-filter-all");
        let status_name = |s: CaseStatus| language.tr(&format!("case-status-{}", s.code()));
        let subject_name = |s: Subject| language.tr(&format!("subject-{}", s.code()));
        let order_name = |o: ListOrder| language.tr(&format!("case-list-order-{}", o.code()));
        // The choices are listed only while a menu is open: a database may name many events.
        let filter = &mut self.filter;
        ui.columns(2, |columns| {
            let shown = filter.year.map_or_else(|| all.clone(), |y| y.to_string());
            changed |= filter_choice(
                &mut columns[0],
                "year",
                &mut filter.year,
                shown,
                || {
                    with_all(
                        &all,
                        database.years().iter().map(|&y| (Some(y), y.to_string())),
                    )
                },
                language,
            );
            let shown = filter.status.map_or_else(|| all.clone(), status_name);
            changed |= filter_choice(
                &mut columns[1],
                "status",
                &mut filter.status,
                shown,
                || with_all(&all, CaseStatus::ALL.map(|s| (Some(s), status_name(s)))),
                language,
            );
        });
        let shown = filter.subject.map_or_else(|| all.clone(), subject_name);
        changed |= filter_choice(
            ui,
            "subject",
            &mut filter.subject,
            shown,
            || with_all(&all, Subject::ALL.map(|s| (Some(s), subject_name(s)))),
            language,
        );
        let shown = filter.event.clone().unwrap_or_else(|| all.clone());
        changed |= filter_choice(
            ui,
            "event",
            &mut filter.event,
            shown,
            || {
                with_all(
                    &all,
                    database
                        .events()
                        .iter()
                        .map(|e| (Some(e.clone()), e.clone())),
                )
            },
            language,
        );
        let shown = order_name(filter.order);
        changed |= filter_choice(
            ui,
            "order",
            &mut filter.order,
            shown,
            || ListOrder::ALL.map(|o| (o, order_name(o))).to_vec(),
            language,
        );
        if database.visible_count() != database.case_count() {
            let mut args = FluentArgs::new();
            args.set("count", database.visible_count());
            args.set("total", database.case_count());
            ui.label(egui::RichText::new(language.tr_args("case-list-showing", &args)).weak());
        }
        changed
    }
}

/// "All" and then the choices of an optional filter.
fn with_all<T>(
    all: &str,
    choices: impl IntoIterator<Item = (Option<T>, String)>,
) -> Vec<(Option<T>, String)> {
    std::iter::once((None, all.to_string()))
        .chain(choices)
        .collect()
}

/// A filter as a combo box the width of its column that reads `Year: 2026`; its accessible
/// name (`Filter by year`) tells it from the editor's fields of the same name.
fn filter_choice<T: PartialEq + Clone>(
    ui: &mut Ui,
    name: &str,
    value: &mut T,
    chosen: String,
    options: impl FnOnce() -> Vec<(T, String)>,
    language: Language,
) -> bool {
    let shown = format!("{}: {chosen}", language.tr(&format!("case-list-{name}")));
    let accessible = language.tr(&format!("case-list-filter-{name}"));
    let mut changed = false;
    let response = ComboBox::from_id_salt(("case-list-filter", name))
        .selected_text(shown)
        .width(ui.available_width())
        .truncate()
        .show_ui(ui, |ui| {
            for (option, text) in options() {
                if ui.selectable_label(option == *value, text).clicked() && option != *value {
                    *value = option;
                    changed = true;
                }
            }
        })
        .response;
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &accessible));
    changed
}

fn row_height(ui: &Ui, lines: usize) -> f32 {
    let line = ui.text_style_height(&egui::TextStyle::Body);
    lines as f32 * line
        + ui.spacing().item_spacing.y * lines as f32
        + ui.spacing().button_padding.y * 2.0
}

/// What a row shows besides its case: the review flags, the search's snippet.
struct Row {
    flags: Option<usize>,
    /// `Some` while a search narrows the list (empty until made for the row).
    snippet: Option<casebook::text::Snippet>,
}

fn case_row(
    ui: &mut Ui,
    summary: &CaseSummary,
    language: Language,
    selected: Option<Uuid>,
    row: Row,
    commands: &mut CommandQueue,
) {
    let flags = row.flags;
    let mut args = FluentArgs::new();
    args.set("board", summary.board_number);
    let board = language.tr_args("case-list-row-board", &args);
    let status = language.tr(&format!("case-status-{}", summary.status.code()));
    // A board imported from a hand record has no case number yet: the row says its board.
    let mut title = match summary.heading.case_number.trim() {
        "" => format!("{board} · {status}"),
        number => format!("№ {number} · {board} · {status}"),
    };
    // The review queue asks why before approving: like cases decided otherwise.
    if let Some(count) = flags.filter(|_| summary.status == CaseStatus::Decided) {
        let mut args = FluentArgs::new();
        args.set("count", count);
        // First, where a narrow list does not cut it off.
        title = format!(
            "{} · {title}",
            language.tr_args("case-list-row-flags", &args)
        );
    }
    let subjects = summary
        .subjects
        .iter()
        .map(|s| language.tr(&format!("subject-{}", s.code())))
        .collect::<Vec<_>>()
        .join(", ");
    let event = [
        summary.heading.event.as_str(),
        summary.heading.tournament.as_str(),
    ]
    .into_iter()
    .find(|s| !s.is_empty())
    .unwrap_or_default();
    let detail = match (event.is_empty(), subjects.is_empty()) {
        (false, false) => format!("{event} — {subjects}"),
        (false, true) => event.to_string(),
        _ => subjects,
    };
    let is_selected = selected == Some(summary.heading.uuid);
    let mut response = two_line_row(ui, &title, &detail, row.snippet.as_ref(), is_selected);
    if flags.is_some() && summary.status == CaseStatus::Decided {
        response = response.on_hover_text(language.tr("case-list-row-flags-hint"));
    }
    if response.clicked() {
        commands.push(Command::SelectCase(summary.heading.uuid));
    }
    response.context_menu(|ui| {
        if ui.button(language.tr("case-list-delete")).clicked() {
            commands.push(Command::AskDelete(summary.heading.uuid));
            ui.close();
        }
    });
}

/// A selectable row of two left-aligned lines, and a third with the search's snippet (its
/// words found in the strong colour), each cut with "…" to the pane's width; the accessible
/// label is every line.
fn two_line_row(
    ui: &mut Ui,
    title: &str,
    detail: &str,
    snippet: Option<&casebook::text::Snippet>,
    selected: bool,
) -> egui::Response {
    let lines = if snippet.is_some() { 3 } else { 2 };
    let size = egui::vec2(
        ui.available_width(),
        row_height(ui, lines) - ui.spacing().item_spacing.y,
    );
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
    response.widget_info(|| {
        egui::WidgetInfo::selected(
            egui::Role::Button,
            true,
            selected,
            match snippet {
                Some(snippet) => format!("{title}\n{detail}\n{}", snippet.text),
                None => format!("{title}\n{detail}"),
            },
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
        let second_top = top + egui::vec2(0.0, first.size().y + ui.spacing().item_spacing.y * 0.5);
        let second_height = second.size().y;
        ui.painter()
            .galley(second_top, second, visuals.text_color());
        if let Some(snippet) = snippet {
            let font = egui::TextStyle::Body.resolve(ui.style());
            let weak = ui.visuals().weak_text_color();
            let strong = ui.visuals().strong_text_color();
            let mut job = egui::text::LayoutJob::default();
            let mut at = 0;
            for range in &snippet.highlights {
                let (start, end) = (
                    range.start.min(snippet.text.len()),
                    range.end.min(snippet.text.len()),
                );
                if start < at
                    || !snippet.text.is_char_boundary(start)
                    || !snippet.text.is_char_boundary(end)
                {
                    continue;
                }
                job.append(
                    &snippet.text[at..start],
                    0.0,
                    egui::TextFormat::simple(font.clone(), weak),
                );
                job.append(
                    &snippet.text[start..end],
                    0.0,
                    egui::TextFormat::simple(font.clone(), strong),
                );
                at = end;
            }
            job.append(
                &snippet.text[at..],
                0.0,
                egui::TextFormat::simple(font, weak),
            );
            job.wrap = egui::text::TextWrapping::truncate_at_width(width);
            let third = ui.painter().layout_job(job);
            ui.painter().galley(
                second_top + egui::vec2(0.0, second_height + ui.spacing().item_spacing.y * 0.5),
                third,
                visuals.text_color(),
            );
        }
    }
    response
}
