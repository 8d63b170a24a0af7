//! What anonymizing replaced, said case by case for the editor to check: a casebook's cases
//! and a website's pages alike.

use crate::i18n::{Language, arg, say};
use std::io::Write;

/// `anonymized У-01: Иванов → Север (3×); …`, a line a case (or a website's page).
pub(super) fn list_replacements(
    replaced: &[(String, Vec<casebook::publish::Replacement>)],
    language: Language,
    out: &mut impl Write,
) -> std::io::Result<()> {
    for (case, names) in replaced {
        let list: Vec<String> = names
            .iter()
            .map(|r| match r.times {
                1 => format!("{} → {}", r.found, r.stand_in),
                n => format!("{} → {} ({n}×)", r.found, r.stand_in),
            })
            .collect();
        writeln!(
            out,
            "{}",
            say(
                language,
                "cli-publish-anonymized",
                [
                    ("case", arg(case.as_str())),
                    ("replaced", arg(list.join("; "))),
                ]
            )
        )?;
    }
    Ok(())
}
