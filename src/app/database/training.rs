//! The training cases: whether the open database holds only them, and the offer, made once,
//! to remove an earlier version's untouched ones from a committee's database.

use super::CaseDatabase;
use casebook::store::StoreError;

impl CaseDatabase {
    /// Whether the open database holds the training cases and nothing else: the status bar
    /// says so, and that they are never published.
    pub fn is_training(&self) -> bool {
        !self.all.is_empty() && self.all.iter().all(|case| case.training)
    }

    /// The training cases an earlier version put here and nobody changed since, when the
    /// window has not yet offered to remove them (it offers once); none in a database of
    /// training cases only.
    pub fn old_training_to_offer(&self) -> Vec<casebook::store::HeldTrainingCase> {
        use casebook::store::Setting;
        if self.is_training() || !self.all.iter().any(|case| case.training) {
            return Vec::new();
        }
        if self
            .store
            .setting(Setting::TrainingRemovalOffered)
            .ok()
            .flatten()
            .is_some()
        {
            return Vec::new();
        }
        casebook::samples::untouched_training_cases(&self.store).unwrap_or_default()
    }

    /// The user's answer to the offer: remove the untouched training cases, or keep them; the
    /// offer is not made again either way. Returns how many were removed.
    pub fn answer_training_offer(&mut self, remove: bool) -> Result<usize, StoreError> {
        use casebook::store::Setting;
        let removed = if remove {
            casebook::samples::remove_untouched_training(&mut self.store)?.len()
        } else {
            0
        };
        let now = chrono::Utc::now().to_rfc3339();
        self.store
            .set_setting(Setting::TrainingRemovalOffered, Some(&now))?;
        if removed > 0 {
            self.reload()?;
        }
        Ok(removed)
    }
}
