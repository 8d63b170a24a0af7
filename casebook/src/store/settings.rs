//! What an archive remembers of itself beyond its cases, a value a key (`archive_settings`):
//! the casebook's front matter an editor gave, and the offers the window made once.

use crate::store::archive::Store;
use crate::store::error::StoreError;
use crate::store::sql::{Written, params, query_value};

/// A key of the archive's settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Setting {
    /// The casebook's title (`Сборник решений апелляционного комитета`).
    CasebookTitle,
    /// The federation whose casebook it is, under the title.
    Federation,
    /// The casebook's foreword, Markdown.
    Foreword,
    /// When the window offered to remove an earlier version's training cases (RFC 3339): it
    /// offers once.
    TrainingRemovalOffered,
    /// Which body hears the federation's appeals, by event ([`crate::case::HearingBodies`],
    /// JSON).
    HearingBodies,
}

impl Setting {
    fn key(self) -> &'static str {
        match self {
            Setting::CasebookTitle => "casebook.title",
            Setting::Federation => "casebook.federation",
            Setting::Foreword => "casebook.foreword",
            Setting::TrainingRemovalOffered => "training.removal_offered",
            Setting::HearingBodies => "hearing.bodies",
        }
    }
}

impl Store {
    /// The value of `setting`, if the archive holds one.
    pub fn setting(&self, setting: Setting) -> Result<Option<String>, StoreError> {
        self.read(|db| {
            query_value(
                db,
                "SELECT value FROM archive_settings WHERE key = ?1",
                params![setting.key()],
            )
        })
    }

    /// Keeps `value` for `setting`; `None` forgets it.
    pub fn set_setting(&mut self, setting: Setting, value: Option<&str>) -> Result<(), StoreError> {
        self.write(|db| {
            db.execute(
                "DELETE FROM archive_settings WHERE key = ?1",
                params![setting.key()],
            )?;
            if let Some(value) = value {
                db.execute(
                    "INSERT INTO archive_settings (key, value) VALUES (?1, ?2)",
                    params![setting.key(), value],
                )?;
            }
            Ok(Written::Done(()))
        })
    }

    /// Which body hears the archive's appeals (every one a committee until it is set).
    pub fn hearing_bodies(&self) -> Result<crate::case::HearingBodies, StoreError> {
        Ok(self
            .setting(Setting::HearingBodies)?
            .map(|json| crate::case::HearingBodies::from_json(&json))
            .unwrap_or_default())
    }

    pub fn set_hearing_bodies(
        &mut self,
        bodies: &crate::case::HearingBodies,
    ) -> Result<(), StoreError> {
        self.set_setting(Setting::HearingBodies, Some(&bodies.to_json()))
    }
}
