//! The interface preferences kept between sessions (language, theme, the last database).
//! The window's size and the panes' widths are kept by eframe itself (`persist_window` and
//! egui's memory).
//!
//! Only preferences live here; cases live in the database. `#[serde(default)]` lets a newer
//! Casebook read the preferences an older one saved, and vice versa.

use crate::i18n::Language;
use casebook::store::Location;
use serde::{Deserialize, Serialize};

/// The key the preferences are stored under in eframe's storage.
pub const STORAGE_KEY: &str = "casebook-ui-state";

/// Light or dark colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Theme {
    /// The default: it reads better on a projector in a hearing room.
    #[default]
    Light,
    Dark,
}

impl Theme {
    pub const ALL: [Theme; 2] = [Theme::Light, Theme::Dark];

    pub fn egui_theme(self) -> egui::Theme {
        match self {
            Theme::Light => egui::Theme::Light,
            Theme::Dark => egui::Theme::Dark,
        }
    }
}

/// Everything about the interface that is persisted.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct UiState {
    pub language: Language,
    pub theme: Theme,
    /// The database file the window last worked on; opened again when no `--db` is given.
    pub last_database: Option<std::path::PathBuf>,
    /// The server's archive the window last worked on, when that was the last one: its
    /// address without the password (which is never stored).
    pub last_archive: Option<String>,
    /// The servers' archives opened lately, the latest first, for File > Open archive….
    pub recent_archives: Vec<String>,
}

/// How many archives File > Open archive… remembers.
const RECENT_ARCHIVES: usize = 8;

impl UiState {
    /// The saved preferences, or a first start's when there are none or they cannot be read
    /// (a preferences file from a future version must not stop the window from opening).
    pub fn load(storage: Option<&dyn eframe::Storage>) -> Self {
        storage
            .and_then(|storage| eframe::get_value(storage, STORAGE_KEY))
            .unwrap_or_else(UiState::first_start)
    }

    /// A first start's preferences: the defaults, in the system's language when Casebook
    /// speaks it and in English otherwise; View › Language keeps another choice afterwards.
    pub fn first_start() -> Self {
        UiState {
            language: Language::of_system(),
            ..UiState::default()
        }
    }

    /// Remembers the archive opened: to open it again next time, and among the recent ones.
    pub fn remember(&mut self, location: &Location) {
        match location {
            Location::File(path) => {
                self.last_database = Some(path.clone());
                self.last_archive = None;
            }
            Location::Server(address) => {
                let address = address.to_string();
                self.recent_archives.retain(|a| *a != address);
                self.recent_archives.insert(0, address.clone());
                self.recent_archives.truncate(RECENT_ARCHIVES);
                self.last_archive = Some(address);
            }
        }
    }

    /// The archive to open when no `--db` is given: the last server's archive, or the last
    /// database file if it is still there.
    pub fn last_location(&self) -> Option<Location> {
        if let Some(address) = &self.last_archive {
            return Location::parse(address).ok();
        }
        self.last_database
            .clone()
            .filter(|p| p.exists())
            .map(Location::File)
    }

    pub fn save(&self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, STORAGE_KEY, self);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[derive(Default)]
    struct MemoryStorage(HashMap<String, String>);

    impl eframe::Storage for MemoryStorage {
        fn get_string(&self, key: &str) -> Option<String> {
            self.0.get(key).cloned()
        }
        fn set_string(&mut self, key: &str, value: String) {
            self.0.insert(key.to_owned(), value);
        }
        fn remove_string(&mut self, key: &str) {
            self.0.remove(key);
        }
        fn flush(&mut self) {}
    }

    #[test]
    fn saved_preferences_are_restored() {
        let mut storage = MemoryStorage::default();
        let state = UiState {
            language: Language::English,
            theme: Theme::Dark,
            last_database: Some("комиссия-2026.sqlite".into()),
            last_archive: Some("postgres://editor@archive.example.org:5432/federation".into()),
            recent_archives: vec!["postgres://editor@archive.example.org:5432/federation".into()],
        };
        state.save(&mut storage);
        assert_eq!(UiState::load(Some(&storage)), state);
    }

    #[test]
    fn a_first_start_without_storage_or_with_unreadable_storage() {
        assert_eq!(UiState::load(None), UiState::first_start());
        assert_eq!(UiState::first_start().language, Language::of_system());
        assert_eq!(
            UiState::first_start(),
            UiState {
                language: Language::of_system(),
                ..UiState::default()
            }
        );
        let mut storage = MemoryStorage::default();
        eframe::Storage::set_string(&mut storage, STORAGE_KEY, "not ron at all (".to_owned());
        assert_eq!(UiState::load(Some(&storage)), UiState::first_start());
    }

    #[test]
    fn missing_fields_take_their_defaults() {
        let mut storage = MemoryStorage::default();
        eframe::Storage::set_string(&mut storage, STORAGE_KEY, "(theme: Dark)".to_owned());
        let state = UiState::load(Some(&storage));
        assert_eq!(state.theme, Theme::Dark);
        assert_eq!(state.language, Language::Russian);
    }
}
