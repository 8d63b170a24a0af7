//! The frame every page of the website shares: the document head with the site's stylesheet
//! and font, a skip link, the navigation, the main part and the footer. Links are relative
//! (`../../`), so the site works from any folder of any web server.

use super::address::to_root;
use super::words::SiteWords;
use crate::publish::CasebookLanguage;
use crate::text::escape::{html_attribute, push_html_text};

/// A page of the website: its address (a folder, `a/b/`, holding `index.html`) and its HTML.
pub struct Page {
    pub address: String,
    pub html: String,
}

/// What every page knows of the site.
pub struct Frame<'a> {
    pub words: &'a SiteWords,
    pub language: CasebookLanguage,
    pub title: &'a str,
    /// Players are named by their seats on every case's page.
    pub anonymized: bool,
}

/// One page's own parts.
pub struct PageParts<'a> {
    pub address: &'a str,
    /// The language of the page's text (`ru`, `en`, `bg`): a case's own, a Law's source's, the
    /// site's otherwise.
    pub lang: &'a str,
    pub title: &'a str,
    /// `<meta>` and `<script>` lines for the head (already HTML).
    pub head: &'a str,
    /// Attributes of `<main>` (already HTML), such as `data-pagefind-body`.
    pub main_attributes: &'a str,
    pub main: &'a str,
}

/// The sections the navigation leads to, with their addresses.
fn navigation(words: &SiteWords) -> [(&'static str, &'static str); 8] {
    [
        ("", words.home),
        ("search/", words.search),
        ("laws/", words.by_law),
        ("subjects/", words.by_subject),
        ("outcomes/", words.by_outcome),
        ("methods/", words.by_method),
        ("statistics/", words.statistics),
        ("library/", words.law_library),
    ]
}

impl Frame<'_> {
    /// The whole document for `parts`.
    pub fn page(&self, parts: &PageParts) -> Page {
        let root = to_root(parts.address);
        let mut out = String::with_capacity(parts.main.len() + 2048);
        out.push_str(&format!(
            "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
             <meta name=\"generator\" content=\"Casebook\">\n<title>",
            parts.lang
        ));
        push_html_text(&mut out, parts.title);
        if parts.title != self.title {
            out.push_str(" — ");
            push_html_text(&mut out, self.title);
        }
        out.push_str(&format!(
            "</title>\n<link rel=\"stylesheet\" href=\"{root}assets/site.css\">\n"
        ));
        out.push_str(parts.head);
        let site_language = self.language.code();
        out.push_str(&format!(
            "</head>\n<body>\n<a class=\"skip\" href=\"#content\" lang=\"{site_language}\">"
        ));
        push_html_text(&mut out, self.words.skip_to_content);
        out.push_str(&format!(
            "</a>\n<header class=\"site\" lang=\"{site_language}\">\n<p class=\"site-title\"><a href=\"{}\">",
            if root.is_empty() { "./" } else { &root }
        ));
        push_html_text(&mut out, self.title);
        out.push_str("</a></p>\n<nav aria-label=\"");
        out.push_str(&html_attribute(self.title));
        out.push_str("\"><ul>\n");
        for (target, name) in navigation(self.words) {
            let current = if target == parts.address {
                " aria-current=\"page\""
            } else {
                ""
            };
            let href = format!("{root}{target}");
            out.push_str(&format!(
                "<li><a href=\"{}\"{current}>",
                if href.is_empty() { "./" } else { &href }
            ));
            push_html_text(&mut out, name);
            out.push_str("</a></li>\n");
        }
        out.push_str("</ul></nav>\n</header>\n");
        out.push_str(&format!(
            "<main id=\"content\"{}>\n",
            if parts.main_attributes.is_empty() {
                String::new()
            } else {
                format!(" {}", parts.main_attributes)
            }
        ));
        out.push_str(parts.main);
        out.push_str(&format!(
            "</main>\n<footer class=\"site\" lang=\"{site_language}\"><p>"
        ));
        push_html_text(&mut out, self.words.made_by);
        out.push_str("</p></footer>\n</body>\n</html>\n");
        Page {
            address: parts.address.to_string(),
            html: out,
        }
    }
}

/// `<h1>` with the text escaped.
pub fn heading(out: &mut String, level: u8, text: &str) {
    out.push_str(&format!("<h{level}>"));
    push_html_text(out, text);
    out.push_str(&format!("</h{level}>\n"));
}
