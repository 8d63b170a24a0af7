//! A list of cases as every index of the website prints it: each case's title linked to its
//! page, with its federation, year, event and outcome.

use super::load::{Federation, SiteCase};
use super::words::SiteWords;
use crate::text::escape::push_html_text;

/// `<ul class="cases">` of `cases`, linked from a page whose way to the root is `root`.
pub fn write_cases(
    out: &mut String,
    cases: &[&SiteCase],
    root: &str,
    federations: &[Federation],
    words: &SiteWords,
) {
    out.push_str("<ul class=\"cases\">\n");
    for case in cases {
        let labels = case.language.labels();
        out.push_str(&format!(
            "<li lang=\"{}\"><a href=\"{root}{}\">",
            case.language.code(),
            case.address
        ));
        push_html_text(out, &case.title);
        out.push_str("</a> <span class=\"about\">");
        let mut about = vec![
            federations[case.federation].name.clone(),
            case.year.to_string(),
        ];
        if !case.event.is_empty() {
            about.push(case.event.clone());
        }
        if case.without_merit {
            about.push(words.without_merit.to_string());
        } else if let Some(outcome) = case.outcome {
            about.push(labels.outcome(outcome).to_string());
        }
        push_html_text(out, &about.join(" · "));
        out.push_str("</span></li>\n");
    }
    out.push_str("</ul>\n");
}
