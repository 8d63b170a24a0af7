//! The status bar: which database is open and, once cases are loaded, how many.

use crate::app::command::{Command, CommandQueue};
use crate::app::jobs::replica_sync::SyncOutcome;
use crate::i18n::{FluentArgs, Language};
use casebook::store::{Location, ReplicaSource};
use chrono::{DateTime, Local};
use egui::{Align, Layout, RichText, Ui};

/// What the status bar shows.
#[derive(Debug, Clone, Copy)]
pub struct StatusModel<'a> {
    pub language: Language,
    /// The archive given on the command line or opened since; `None` is the default
    /// database.
    pub database: Option<&'a Location>,
    /// The number of cases in the list, once there is a list to count.
    pub case_count: Option<usize>,
    /// The login's roles in an archive under roles.
    pub roles: Option<&'a [casebook::store::RoleGrant]>,
    /// An open replica: where it stands with its archive.
    pub replica: Option<ReplicaStatus<'a>>,
    /// The open database holds the training cases only.
    pub training: bool,
    /// Opening migrated the archive from this schema version.
    pub migrated_from: Option<i64>,
}

/// A replica's standing with its archive.
#[derive(Debug, Clone, Copy)]
pub struct ReplicaStatus<'a> {
    pub source: &'a ReplicaSource,
    /// Cases changed here since the last sync.
    pub changed: usize,
    /// Cases done of all, while a sync runs.
    pub syncing: Option<(usize, usize)>,
    /// The last sync this window ran.
    pub last: Option<&'a SyncOutcome>,
}

pub fn show(ui: &mut Ui, model: StatusModel<'_>, queue: &mut CommandQueue) {
    ui.horizontal(|ui| {
        ui.label(database_text(model.language, model.database));
        if model.training {
            ui.separator();
            ui.label(
                RichText::new(model.language.tr("status-training"))
                    .color(ui.visuals().warn_fg_color),
            );
            if ui
                .small_button(model.language.tr("status-training-back"))
                .clicked()
            {
                queue.push(Command::LeaveTraining);
            }
        }
        if let Some(replica) = model.replica {
            ui.separator();
            let (text, reason) = replica_text(model.language, &replica, Local::now());
            let label = if replica.source.offline() && replica.syncing.is_none() {
                ui.label(RichText::new(text).color(ui.visuals().warn_fg_color))
            } else {
                ui.label(text)
            };
            if let Some(reason) = reason {
                label.on_hover_text(reason);
            }
        }
        if let Some(from) = model.migrated_from {
            ui.separator();
            let mut args = FluentArgs::new();
            args.set("from", from);
            args.set("to", casebook::store::SCHEMA_VERSION);
            ui.label(model.language.tr_args("status-migrated", &args));
        }
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

/// "Offline since 14:05 — 3 cases changed", "Replica of … synced at 14:05", "Syncing…", in
/// the interface's language; and, offline, the reason the server could not be reached.
pub fn replica_text(
    language: Language,
    replica: &ReplicaStatus<'_>,
    now: DateTime<Local>,
) -> (String, Option<String>) {
    let source = replica.source;
    let mut args = FluentArgs::new();
    // Named as the title bar names an archive (its database and host), not by its address.
    let archive = casebook::store::Location::parse(&source.address)
        .map_or_else(|_| source.address.clone(), |location| location.name());
    args.set("archive", archive);
    args.set("changed", replica.changed);
    if let Some((done, total)) = replica.syncing {
        args.set("done", done);
        args.set("total", total);
        return (language.tr_args("status-replica-syncing", &args), None);
    }
    let synced = source.last_sync.unwrap_or(source.made_at);
    args.set("time", moment(synced.with_timezone(&Local), now));
    if source.offline() {
        return (
            language.tr_args("status-replica-offline", &args),
            source.last_failure.clone(),
        );
    }
    let mut text = language.tr_args("status-replica-synced", &args);
    if replica.changed > 0 {
        text.push_str(" — ");
        text.push_str(&language.tr_args("status-replica-changed", &args));
    }
    if let Some(SyncOutcome::Synced(report)) = replica.last
        && !report.conflicts.is_empty()
    {
        args.set("conflicts", report.conflicts.len());
        text.push_str(" — ");
        text.push_str(&language.tr_args("status-replica-conflicts", &args));
    }
    (text, None)
}

/// `14:05` today, `2026-11-26 14:05` another day.
fn moment(at: DateTime<Local>, now: DateTime<Local>) -> String {
    if at.date_naive() == now.date_naive() {
        at.format("%H:%M").to_string()
    } else {
        at.format("%Y-%m-%d %H:%M").to_string()
    }
}

/// "Role: committee member (Open Pairs)", in the interface's language.
pub fn roles_text(language: Language, roles: &[casebook::store::RoleGrant]) -> String {
    // A reviewer's grants, one a case, are said once with their count.
    let reviewed = roles
        .iter()
        .filter(|g| g.role == casebook::store::ArchiveRole::Reviewer)
        .count();
    let mut named: Vec<String> = roles
        .iter()
        .filter(|g| g.role != casebook::store::ArchiveRole::Reviewer)
        .map(|g| {
            let role = language.tr(&format!("role-{}", g.role.code()));
            // A committee member's event; a commentator's year or event.
            let place: Vec<String> = [
                g.event.clone(),
                g.year.map(|y| y.to_string()).unwrap_or_default(),
            ]
            .into_iter()
            .filter(|p| !p.is_empty())
            .collect();
            if place.is_empty() {
                role
            } else {
                format!("{role} ({})", place.join(", "))
            }
        })
        .collect();
    if reviewed > 0 {
        let mut args = FluentArgs::new();
        args.set("count", reviewed);
        named.push(format!(
            "{} ({})",
            language.tr("role-reviewer"),
            language.tr_args("role-reviewer-cases", &args)
        ));
    }
    let mut args = FluentArgs::new();
    args.set("roles", named.join(", "));
    language.tr_args("status-roles", &args)
}

/// "Database: <path>", "Archive: <database @ host> (PostgreSQL)" or "Default database".
pub fn database_text(language: Language, database: Option<&Location>) -> String {
    let mut args = FluentArgs::new();
    match database {
        // The two files Casebook keeps itself are named for what they are, not by their path.
        Some(Location::File(path))
            if casebook::store::default_database_path().as_deref() == Some(path.as_path()) =>
        {
            language.tr("status-database-default")
        }
        Some(Location::File(path))
            if casebook::store::training_database_path().as_deref() == Some(path.as_path()) =>
        {
            language.tr("status-database-training")
        }
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
    fn an_offline_replica_says_since_when_and_how_many_cases_changed() {
        use chrono::TimeZone;
        let synced = Local.with_ymd_and_hms(2026, 11, 27, 14, 5, 0).unwrap();
        let source = ReplicaSource {
            archive: uuid::Uuid::nil(),
            address: "postgres://ivanova@archive.example.org:5433/federation".into(),
            events: vec!["A".into()],
            roles: Vec::new(),
            made_at: synced.with_timezone(&chrono::Utc),
            last_sync: Some(synced.with_timezone(&chrono::Utc)),
            last_attempt: None,
            last_failure: Some("cannot reach the server".into()),
        };
        let offline = ReplicaStatus {
            source: &source,
            changed: 3,
            syncing: None,
            last: None,
        };
        let later = synced + chrono::Duration::minutes(40);
        assert_eq!(
            replica_text(Language::English, &offline, later),
            (
                "Offline since 14:05 — 3 cases changed".to_string(),
                Some("cannot reach the server".to_string())
            )
        );
        assert_eq!(
            replica_text(Language::Russian, &offline, later).0,
            "Нет связи с 14:05 — изменено 3 дела"
        );
        let next_day = synced + chrono::Duration::days(1);
        assert_eq!(
            replica_text(Language::English, &offline, next_day).0,
            "Offline since 2026-11-27 14:05 — 3 cases changed"
        );
        let online = ReplicaSource {
            last_failure: None,
            ..source.clone()
        };
        let one = ReplicaStatus {
            source: &online,
            changed: 1,
            ..offline
        };
        assert_eq!(
            replica_text(Language::English, &one, later).0,
            "Replica of federation @ archive.example.org, synced at 14:05 — 1 case changed since"
        );
        let syncing = ReplicaStatus {
            syncing: Some((100, 300)),
            ..one
        };
        assert_eq!(
            replica_text(Language::Russian, &syncing, later).0,
            "Синхронизация с federation @ archive.example.org… 100 из 300"
        );
    }

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
        if let Some(default) = casebook::store::default_database_path() {
            let default = Location::File(default);
            assert_eq!(
                database_text(Language::English, Some(&default)),
                "Default database"
            );
        }
        if let Some(training) = casebook::store::training_database_path() {
            let training = Location::File(training);
            assert_eq!(
                database_text(Language::Russian, Some(&training)),
                "База учебных дел"
            );
        }
    }
}
