//! The status bar: which database is open and, once cases are loaded, how many.

use crate::i18n::{FluentArgs, Language};
use egui::{Align, Layout, Ui};
use std::path::Path;

/// What the status bar shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StatusModel<'a> {
    pub language: Language,
    /// The database given on the command line; `None` is the default database.
    pub db_path: Option<&'a Path>,
    /// The number of cases in the list, once there is a list to count.
    pub case_count: Option<usize>,
}

pub fn show(ui: &mut Ui, model: StatusModel<'_>) {
    ui.horizontal(|ui| {
        ui.label(database_text(model.language, model.db_path));
        if let Some(count) = model.case_count {
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                ui.label(model.language.case_count(count));
            });
        }
    });
}

/// "Database: <path>" or "Default database".
pub fn database_text(language: Language, db_path: Option<&Path>) -> String {
    match db_path {
        Some(path) => {
            let mut args = FluentArgs::new();
            args.set("path", path.display().to_string());
            language.tr_args("status-database", &args)
        }
        None => language.tr("status-database-default"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn database_text_names_the_path_or_the_default() {
        let path = Path::new("комиссия.sqlite");
        assert_eq!(
            database_text(Language::English, Some(path)),
            "Database: комиссия.sqlite"
        );
        assert_eq!(
            database_text(Language::Russian, Some(path)),
            "База данных: комиссия.sqlite"
        );
        assert_eq!(database_text(Language::English, None), "Default database");
    }
}
