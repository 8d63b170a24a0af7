//! The status bar: which database is open and, once cases are loaded, how many.

use crate::i18n::{FluentArgs, Language};
use casebook::store::Location;
use egui::{Align, Layout, Ui};

/// What the status bar shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StatusModel<'a> {
    pub language: Language,
    /// The archive given on the command line or opened since; `None` is the default
    /// database.
    pub database: Option<&'a Location>,
    /// The number of cases in the list, once there is a list to count.
    pub case_count: Option<usize>,
    /// The login's roles in an archive under roles.
    pub roles: Option<&'a [casebook::store::RoleGrant]>,
}

pub fn show(ui: &mut Ui, model: StatusModel<'_>) {
    ui.horizontal(|ui| {
        ui.label(database_text(model.language, model.database));
        if let Some(roles) = model.roles {
            ui.separator();
            ui.label(roles_text(model.language, roles));
        }
        if let Some(count) = model.case_count {
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                ui.label(model.language.case_count(count));
            });
        }
    });
}

/// "Role: committee member (Open Pairs)", in the interface's language.
pub fn roles_text(language: Language, roles: &[casebook::store::RoleGrant]) -> String {
    let named: Vec<String> = roles
        .iter()
        .map(|g| {
            let role = language.tr(&format!("role-{}", g.role.code()));
            if g.event.is_empty() {
                role
            } else {
                format!("{role} ({})", g.event)
            }
        })
        .collect();
    let mut args = FluentArgs::new();
    args.set("roles", named.join(", "));
    language.tr_args("status-roles", &args)
}

/// "Database: <path>", "Archive: <database @ host> (PostgreSQL)" or "Default database".
pub fn database_text(language: Language, database: Option<&Location>) -> String {
    let mut args = FluentArgs::new();
    match database {
        Some(Location::File(path)) => {
            args.set("path", path.display().to_string());
            language.tr_args("status-database", &args)
        }
        Some(server @ Location::Server(_)) => {
            args.set("name", server.name());
            args.set("engine", server.engine());
            language.tr_args("status-archive", &args)
        }
        None => language.tr("status-database-default"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn database_text_names_the_path_or_the_default() {
        let path = Location::File("комиссия.sqlite".into());
        assert_eq!(
            database_text(Language::English, Some(&path)),
            "Database: комиссия.sqlite"
        );
        assert_eq!(
            database_text(Language::Russian, Some(&path)),
            "База данных: комиссия.sqlite"
        );
        let server = Location::parse("postgres://editor:secret@archive.example.org/federation")
            .expect("an address");
        let shown = database_text(Language::English, Some(&server));
        assert_eq!(
            shown,
            "Archive: federation @ archive.example.org (PostgreSQL)"
        );
        assert!(!shown.contains("secret"));
        assert_eq!(
            database_text(Language::Russian, Some(&server)),
            "Архив: federation @ archive.example.org (PostgreSQL)"
        );
        assert_eq!(database_text(Language::English, None), "Default database");
    }
}
