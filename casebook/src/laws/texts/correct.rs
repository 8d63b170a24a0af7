//! A reader's correction of what the import anchored: the Laws a paragraph is about, typed as
//! people cite them (`16B1, 12C1(c)`), written into the text as links, so that the text keeps
//! its anchors wherever it goes (`[Law 16B1](law:2017/law/16/B/1)` is the documented form's way).

use super::form::TextForm;
use super::import::{ImportOptions, ReadText, TextImportError, read_text};
use crate::laws::library::Library;
use crate::laws::reference::LawRef;
use crate::laws::unit::Anchor;

/// Why a correction was not made.
#[derive(Debug, thiserror::Error)]
pub enum CorrectionError {
    #[error("{0}")]
    Reference(#[from] crate::laws::reference::RefError),
    #[error("the {edition} Laws have no {reference}")]
    NoSuchLaw { reference: String, edition: String },
    #[error("the text has no paragraph {0}")]
    NoParagraph(String),
    #[error("{0}")]
    Import(#[from] TextImportError),
}

impl ReadText {
    /// This text with the paragraph `paragraph` anchored also to the Laws `references` names
    /// (`16B1, 12C1(c)`), read again.
    pub fn anchored_also(
        &self,
        paragraph: &Anchor,
        references: &str,
        library: &Library,
    ) -> Result<ReadText, CorrectionError> {
        let edition = self.info.edition;
        let mut links = Vec::new();
        for written in references
            .split([',', ';'])
            .map(str::trim)
            .filter(|r| !r.is_empty())
        {
            let reference = LawRef::parse_for(written, edition)?;
            let anchor = reference.anchor(edition);
            if library.get(&anchor).is_none() {
                return Err(CorrectionError::NoSuchLaw {
                    reference: written.to_string(),
                    edition: edition.to_string(),
                });
            }
            links.push(format!("[{written}]({})", anchor.link_target()));
        }
        let unit = self
            .units
            .iter()
            .find(|u| &u.anchor == paragraph)
            .ok_or_else(|| CorrectionError::NoParagraph(paragraph.to_string()))?;
        if links.is_empty() {
            return Ok(self.clone());
        }
        // The units' lines count from the start of the form's body.
        let body = TextForm::body(&self.form);
        let header = &self.form[..self.form.len() - body.len()];
        let last = usize::try_from(unit.lines.1).unwrap_or(usize::MAX);
        let mut lines: Vec<String> = body.split('\n').map(str::to_string).collect();
        let line = lines
            .get_mut(last.saturating_sub(1))
            .ok_or_else(|| CorrectionError::NoParagraph(paragraph.to_string()))?;
        line.push_str(&format!(" ({})", links.join(", ")));
        let form = format!("{header}{}", lines.join("\n"));
        let options = ImportOptions {
            kind: Some(self.info.kind),
            edition: Some(edition),
            language: Some(self.info.language),
            title: Some(self.info.title.clone()),
            origin: Some(self.info.origin.clone()).filter(|o| !o.is_empty()),
            layout: None,
        };
        Ok(read_text(form.as_bytes(), &options, library)?)
    }
}
