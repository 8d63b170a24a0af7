//! The casebook as one self-contained HTML file: inline CSS with an A4 print stylesheet, no
//! script, no external resource. Everything a user wrote goes through
//! [`crate::text::escape`] or [`crate::publish::user_markdown`]. The sections and their order
//! are [`crate::publish::sections`]'s, as for every format; [`writer`] says how HTML writes
//! each piece.

mod case;
mod front;
mod writer;

use super::index::law_index;
use super::model::Casebook;
use super::sections::write_casebook;
use crate::text::escape::push_html_text;
pub use front::title;
use std::collections::HashMap;
use writer::HtmlWriter;
pub use writer::write_case;

/// The casebook's stylesheet, which the website's builds on.
pub(in crate::publish) const STYLE: &str = include_str!("casebook.css");

/// Renders the whole casebook; `progress` is told after each case is written.
pub fn render_html(casebook: &Casebook, progress: &mut dyn FnMut(usize)) -> String {
    // Roughly the size of the result, to allocate once.
    let mut out = String::with_capacity(16_384 + casebook.cases.len() * 12_288);
    out.push_str(&format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"generator\" content=\"Casebook\">\n<title>",
        casebook.language.code()
    ));
    push_html_text(&mut out, &title(casebook));
    out.push_str("</title>\n<style>\n");
    out.push_str(STYLE);
    out.push_str("</style>\n</head>\n<body>\n");

    // Each law cited links to its entry in the law index.
    let law_links: HashMap<String, String> = law_index(casebook)
        .iter()
        .map(|entry| (entry.key.label.clone(), format!("#{}", entry.anchor)))
        .collect();
    write_casebook(
        &mut HtmlWriter::new(&mut out, &law_links),
        casebook,
        progress,
    );
    out.push_str("</body>\n</html>\n");
    out
}
