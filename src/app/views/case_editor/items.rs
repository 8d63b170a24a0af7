//! What the editor's lists share (disputed facts, statements, laws cited, penalties, comments):
//! the buttons that move or remove an item, each named for the item it acts on, and the
//! problems [`Case::problems`] finds in a field, shown under it.

use crate::i18n::Language;
use casebook::case::{Case, CaseError};
use egui::{Button, Grid, Label, Response, RichText, Role, Ui, WidgetInfo};

/// A short button (`Up`, `Remove`) whose accessible name says which item it acts on
/// (`Statement 2: remove`): a screen reader, and a test, can tell the rows apart.
pub fn item_button(ui: &mut Ui, text: &str, accessible: &str, enabled: bool) -> Response {
    let response = ui.add_enabled(enabled, Button::new(text));
    let accessible = accessible.to_string();
    response.widget_info(move || WidgetInfo::labeled(Role::Button, enabled, &accessible));
    response
}

/// The label column's width, the same in every grid of a tab so that the fields line up.
const LABEL_WIDTH: f32 = 220.0;

/// A two-column form grid: labels on the left, fields on the right.
pub fn form_grid(id: &str) -> Grid {
    Grid::new(id)
        .num_columns(2)
        .spacing([12.0, 6.0])
        .min_col_width(LABEL_WIDTH)
}

/// What the user asked for in one frame for a list's items.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ItemAction {
    Remove(usize),
    /// Swap the item with the one before it.
    Up(usize),
    Down(usize),
}

impl ItemAction {
    pub fn apply<T>(self, items: &mut Vec<T>) {
        match self {
            ItemAction::Remove(i) if i < items.len() => {
                items.remove(i);
            }
            ItemAction::Up(i) if i > 0 && i < items.len() => items.swap(i - 1, i),
            ItemAction::Down(i) if i + 1 < items.len() => items.swap(i, i + 1),
            _ => {}
        }
    }
}

/// The Up / Down / Remove buttons of item `i` of `count`, named `name` (`Statement 2`).
pub fn item_controls(
    ui: &mut Ui,
    language: Language,
    name: &str,
    i: usize,
    count: usize,
    movable: bool,
) -> Option<ItemAction> {
    let mut action = None;
    ui.horizontal(|ui| {
        if movable {
            let up = language.tr("editor-item-up");
            if item_button(ui, &up, &format!("{name}: {up}"), i > 0).clicked() {
                action = Some(ItemAction::Up(i));
            }
            let down = language.tr("editor-item-down");
            if item_button(ui, &down, &format!("{name}: {down}"), i + 1 < count).clicked() {
                action = Some(ItemAction::Down(i));
            }
        }
        let remove = language.tr("editor-item-remove");
        if item_button(ui, &remove, &format!("{name}: {remove}"), true).clicked() {
            action = Some(ItemAction::Remove(i));
        }
    });
    action
}

/// The problems of the record, computed once a frame by the tab that shows them.
pub struct Problems(Vec<CaseError>);

impl Problems {
    pub fn of(case: &Case) -> Problems {
        Problems(case.problems())
    }

    /// Whether `field` (`commentary[0].commentator`) has a problem.
    pub fn has(&self, field: &str) -> bool {
        self.0.iter().any(|p| p.field == field)
    }

    /// The problems under `prefix` (`ruling.adjusted`), as the core words them.
    pub fn under<'a>(&'a self, prefix: &'a str) -> impl Iterator<Item = &'a CaseError> {
        self.0.iter().filter(move |p| p.field.starts_with(prefix))
    }

    /// Under a field with a problem: the message `key`, in the error colour, in the grid's
    /// second column.
    pub fn show(&self, ui: &mut Ui, field: &str, language: Language, key: &str) {
        if self.has(field) {
            ui.label("");
            error_line(ui, &language.tr(key));
            ui.end_row();
        }
    }
}

/// A line in the error colour, wrapped to the width at hand (a grid would let it run on).
pub fn error_line(ui: &mut Ui, text: &str) {
    let text = RichText::new(text).color(ui.visuals().error_fg_color);
    ui.add(Label::new(text).wrap());
}

#[cfg(test)]
mod tests {
    use super::ItemAction;

    #[test]
    fn items_move_one_place_and_stay_inside_the_list() {
        let mut items = vec!["север", "восток", "юг"];
        ItemAction::Up(2).apply(&mut items);
        assert_eq!(items, ["север", "юг", "восток"]);
        ItemAction::Down(0).apply(&mut items);
        assert_eq!(items, ["юг", "север", "восток"]);
        ItemAction::Up(0).apply(&mut items);
        ItemAction::Down(2).apply(&mut items);
        ItemAction::Remove(5).apply(&mut items);
        assert_eq!(items, ["юг", "север", "восток"]);
        ItemAction::Remove(1).apply(&mut items);
        assert_eq!(items, ["юг", "восток"]);
    }
}
