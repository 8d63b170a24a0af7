//! The Markdown a user wrote (facts, ruling, reasoning, write-up, commentary), made safe for
//! each casebook format. pulldown-cmark reads it; then
//! - raw HTML (blocks and inline tags) is turned into visible text, never passed through;
//! - links keep only `http`, `https`, `mailto` and in-document targets, other schemes
//!   (`javascript:`, `data:`) lose the link and keep the words;
//! - images become their alternative text, so the casebook stays one self-contained file;
//! - headings are demoted below the casebook's own section headings.
//!
//! The walk into typst serves the user guide's PDF too ([`crate::guide`]), whose Markdown is
//! the program's own: [`TypstRules`] says what its headings, pictures and links become.

use crate::text::escape::{push_html_text, push_typst_text, typst_string};
use pulldown_cmark::{CowStr, Event, HeadingLevel, Options, Parser, Tag, TagEnd};

fn options() -> Options {
    Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH
}

/// Whether a link destination may be kept: the web, mail, or a place in this document.
pub fn is_safe_link(destination: &str) -> bool {
    let d = destination.trim();
    if d.starts_with('#') {
        return true;
    }
    let scheme_end = d.find(':');
    let path_start = d.find(['/', '?', '#']);
    match (scheme_end, path_start) {
        // `x:` before any path: a scheme, kept only when it is a known harmless one.
        (Some(colon), path) if path.is_none_or(|p| colon < p) => {
            let scheme = d[..colon].to_ascii_lowercase();
            matches!(scheme.as_str(), "http" | "https" | "mailto")
        }
        _ => true,
    }
}

/// How far a user's heading is pushed down: a `#` in a write-up is below the casebook's
/// case heading (level 2) and its sections (level 3).
const HEADING_DEMOTION: usize = 3;

fn demoted(level: HeadingLevel) -> HeadingLevel {
    let n = (level as usize + HEADING_DEMOTION).min(6);
    HeadingLevel::try_from(n).unwrap_or(HeadingLevel::H6)
}

/// The events of `markdown` with the safety rules of this module applied; text (and raw
/// HTML, as text) is escaped here and handed on as HTML so that ♥ ♦ can be coloured.
fn safe_html_events(markdown: &str) -> Vec<Event<'_>> {
    let mut events = Vec::new();
    // Unsafe links are dropped with their matching end, so remember which were dropped.
    let mut link_kept = Vec::new();
    for event in Parser::new_ext(markdown, options()) {
        match event {
            Event::Text(text) => {
                let mut html = String::with_capacity(text.len() + 8);
                push_html_text(&mut html, &text);
                events.push(Event::Html(CowStr::from(html)));
            }
            Event::Html(raw) | Event::InlineHtml(raw) => {
                let mut html = String::with_capacity(raw.len() + 8);
                push_html_text(&mut html, &raw);
                events.push(Event::Html(CowStr::from(html)));
            }
            Event::Start(Tag::Image { .. }) | Event::End(TagEnd::Image) => {}
            Event::Start(Tag::Link {
                link_type,
                dest_url,
                title,
                id,
            }) => {
                let keep = is_safe_link(&dest_url);
                link_kept.push(keep);
                if keep {
                    events.push(Event::Start(Tag::Link {
                        link_type,
                        dest_url,
                        title,
                        id,
                    }));
                }
            }
            Event::End(TagEnd::Link) => {
                if link_kept.pop().unwrap_or(false) {
                    events.push(Event::End(TagEnd::Link));
                }
            }
            Event::Start(Tag::Heading {
                level,
                id: _,
                classes,
                attrs,
            }) => events.push(Event::Start(Tag::Heading {
                level: demoted(level),
                // A user's `{#id}` could collide with the casebook's anchors.
                id: None,
                classes,
                attrs,
            })),
            Event::End(TagEnd::Heading(level)) => {
                events.push(Event::End(TagEnd::Heading(demoted(level))))
            }
            other => events.push(other),
        }
    }
    events
}

/// Appends `markdown` rendered as safe HTML.
pub fn push_html(out: &mut String, markdown: &str) {
    pulldown_cmark::html::push_html(out, safe_html_events(markdown).into_iter());
}

/// `markdown` with its raw HTML written as entities, so that a Markdown viewer shows the tags
/// as text instead of running them; links other than [`is_safe_link`] ones and images become
/// their words; everything else is left as the user wrote it.
pub fn sanitized_markdown(markdown: &str) -> String {
    // (range of the source, what replaces it); links and images replace their whole range.
    let mut edits: Vec<(std::ops::Range<usize>, String)> = Vec::new();
    // An unsafe link or an image being read: its range and its words so far.
    let mut replacing: Option<(std::ops::Range<usize>, String)> = None;
    for (event, range) in Parser::new_ext(markdown, options()).into_offset_iter() {
        if let Some((_, words)) = &mut replacing {
            match event {
                Event::Text(text) | Event::Code(text) => words.push_str(&text),
                Event::End(TagEnd::Link | TagEnd::Image) => {
                    if let Some((whole, words)) = replacing.take() {
                        edits.push((whole, crate::text::escape::markdown_text(&words)));
                    }
                }
                _ => {}
            }
            continue;
        }
        match event {
            Event::Html(_) | Event::InlineHtml(_) => {
                let mut escaped = String::with_capacity(range.len() + 8);
                for c in markdown[range.clone()].chars() {
                    match c {
                        '<' => escaped.push_str("&lt;"),
                        '>' => escaped.push_str("&gt;"),
                        '&' => escaped.push_str("&amp;"),
                        c => escaped.push(c),
                    }
                }
                edits.push((range, escaped));
            }
            Event::Start(Tag::Link { dest_url, .. }) if !is_safe_link(&dest_url) => {
                replacing = Some((range, String::new()));
            }
            Event::Start(Tag::Image { .. }) => replacing = Some((range, String::new())),
            _ => {}
        }
    }
    edits.sort_by_key(|(range, _)| range.start);
    let mut out = String::with_capacity(markdown.len() + 16);
    let mut at = 0;
    for (range, replacement) in edits {
        if range.start < at || range.end > markdown.len() {
            continue;
        }
        out.push_str(&markdown[at..range.start]);
        out.push_str(&replacement);
        at = range.end;
    }
    out.push_str(&markdown[at..]);
    // Headings are pushed down as in the other formats.
    demote_markdown_headings(&out)
}

/// Pushes ATX headings (`# Title`) down by [`HEADING_DEMOTION`] levels.
fn demote_markdown_headings(markdown: &str) -> String {
    let mut heading_lines = Vec::new();
    for (event, range) in Parser::new_ext(markdown, options()).into_offset_iter() {
        if let Event::Start(Tag::Heading { .. }) = event
            && markdown[range.start..].starts_with('#')
        {
            heading_lines.push(range.start);
        }
    }
    let mut out = String::with_capacity(markdown.len() + heading_lines.len() * HEADING_DEMOTION);
    let mut at = 0;
    for start in heading_lines {
        out.push_str(&markdown[at..start]);
        let hashes = markdown[start..].chars().take_while(|&c| c == '#').count();
        let level = (hashes + HEADING_DEMOTION).min(6);
        out.push_str(&"#".repeat(level));
        at = start + hashes;
    }
    out.push_str(&markdown[at..]);
    out
}

/// What Markdown's headings, pictures and links become in typst. The defaults are a user's
/// text in the casebook: a heading is a bold line below the casebook's own, a picture its
/// words, a link kept only to the web or to mail.
pub(crate) trait TypstRules {
    /// Whether `{#id}` after a heading's words is read as its id.
    const HEADING_IDS: bool = false;

    /// The markup that opens and the markup that closes a heading of `level` (1 for `#`) with
    /// its `{#id}`.
    fn heading(&mut self, level: usize, id: Option<&str>) -> (String, String) {
        let _ = (level, id);
        (
            "#block(above: 0.9em, below: 0.5em)[#strong[".into(),
            "]]\n\n".into(),
        )
    }

    /// Where a link to `destination` goes, as a typst value (a string for an address, a
    /// label for a place in the document); `None` keeps its words only.
    fn link(&mut self, destination: &str) -> Option<String> {
        (is_safe_link(destination) && !destination.starts_with('#'))
            .then(|| typst_string(destination))
    }

    /// The markup of a picture with its words (`![words](destination)`); `None` prints its
    /// words alone.
    fn picture(&mut self, destination: &str, words: &str) -> Option<String> {
        let _ = (destination, words);
        None
    }
}

/// A user's text: the rules' defaults.
struct UserText;

impl TypstRules for UserText {}

/// Appends `markdown` as typst markup: every text escaped, structure written with typst
/// functions so that nothing the user wrote is read as typst syntax.
pub fn push_typst(out: &mut String, markdown: &str) {
    push_typst_with(out, markdown, &mut UserText);
}

/// Appends `markdown` as typst markup, its headings, pictures and links as `rules` say.
pub(crate) fn push_typst_with<R: TypstRules>(out: &mut String, markdown: &str, rules: &mut R) {
    let mut link_kept = Vec::new();
    let mut in_code_block = false;
    let mut code = String::new();
    // A picture being read: where it is, its words so far.
    let mut picture: Option<(String, String)> = None;
    // What closes each heading open.
    let mut heading_ends = Vec::new();
    let options = if R::HEADING_IDS {
        options() | Options::ENABLE_HEADING_ATTRIBUTES
    } else {
        options()
    };
    for event in Parser::new_ext(markdown, options) {
        if let Some((destination, words)) = &mut picture {
            match event {
                Event::Text(text) | Event::Code(text) => words.push_str(&text),
                Event::End(TagEnd::Image) => {
                    match rules.picture(destination, words) {
                        Some(markup) => out.push_str(&markup),
                        None => push_typst_text(out, words),
                    }
                    picture = None;
                }
                _ => {}
            }
            continue;
        }
        if in_code_block {
            match event {
                Event::Text(text) => code.push_str(&text),
                Event::End(TagEnd::CodeBlock) => {
                    in_code_block = false;
                    out.push_str("#raw(block: true, ");
                    out.push_str(&typst_string(code.trim_end()));
                    out.push_str(")\n\n");
                    code.clear();
                }
                _ => {}
            }
            continue;
        }
        match event {
            Event::Text(text) => push_typst_text(out, &text),
            Event::Html(raw) | Event::InlineHtml(raw) => push_typst_text(out, &raw),
            Event::Code(text) => {
                out.push_str("#raw(");
                out.push_str(&typst_string(&text));
                out.push(')');
            }
            Event::SoftBreak => out.push(' '),
            Event::HardBreak => out.push_str(" \\\n"),
            Event::Rule => out.push_str("#line(length: 100%)\n\n"),
            Event::Start(tag) => match tag {
                Tag::Paragraph => {}
                Tag::Heading { level, id, .. } => {
                    let (open, close) = rules.heading(level as usize, id.as_deref());
                    out.push_str(&open);
                    heading_ends.push(close);
                }
                Tag::Image { dest_url, .. } => {
                    picture = Some((dest_url.to_string(), String::new()))
                }
                Tag::BlockQuote(_) => out.push_str("#quote(block: true)["),
                Tag::CodeBlock(_) => in_code_block = true,
                Tag::List(start) => match start {
                    Some(n) => out.push_str(&format!("#enum(start: {n}, ")),
                    None => out.push_str("#list("),
                },
                Tag::Item => out.push('['),
                Tag::Emphasis => out.push_str("#emph["),
                Tag::Strong => out.push_str("#strong["),
                Tag::Strikethrough => out.push_str("#strike["),
                Tag::Link { dest_url, .. } => {
                    let target = rules.link(&dest_url);
                    link_kept.push(target.is_some());
                    if let Some(target) = target {
                        out.push_str("#link(");
                        out.push_str(&target);
                        out.push_str(")[");
                    }
                }
                Tag::Table(alignments) => {
                    out.push_str(&format!(
                        "#table(columns: {}, stroke: 0.4pt + luma(160), ",
                        alignments.len().max(1)
                    ));
                }
                Tag::TableCell => out.push('['),
                _ => {}
            },
            Event::End(tag) => match tag {
                TagEnd::Paragraph => out.push_str("\n\n"),
                TagEnd::Heading(_) => out.push_str(&heading_ends.pop().unwrap_or_default()),
                TagEnd::BlockQuote(_) => out.push_str("]\n\n"),
                TagEnd::List(_) => out.push_str(")\n\n"),
                TagEnd::Item => out.push_str("],"),
                TagEnd::Emphasis | TagEnd::Strong | TagEnd::Strikethrough => out.push(']'),
                // The guard pops the link either way; only a kept link has a `]` to close.
                TagEnd::Link if link_kept.pop().unwrap_or(false) => out.push(']'),
                TagEnd::Table => out.push_str(")\n\n"),
                TagEnd::TableCell => out.push_str("],"),
                _ => {}
            },
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn html(markdown: &str) -> String {
        let mut out = String::new();
        push_html(&mut out, markdown);
        out
    }

    #[test]
    fn raw_html_and_scripts_become_text() {
        let out = html("Before <script>alert(1)</script> after\n\n<img src=x onerror=alert(2)>\n");
        assert!(!out.contains("<script"), "{out}");
        assert!(!out.contains("<img"), "{out}");
        assert!(
            out.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
            "{out}"
        );
        assert!(out.contains("&lt;img src=x onerror=alert(2)&gt;"), "{out}");
    }

    #[test]
    fn dangerous_links_keep_their_words_only() {
        let out =
            html("[click](javascript:alert(1)) [web](https://example.org) ![pic](http://x/y.png)");
        assert!(!out.contains("javascript:"), "{out}");
        assert!(out.contains("click"), "{out}");
        assert!(
            out.contains("<a href=\"https://example.org\">web</a>"),
            "{out}"
        );
        assert!(!out.contains("<img"), "{out}");
        assert!(out.contains("pic"), "{out}");
        assert!(!is_safe_link("JavaScript:alert(1)"));
        assert!(!is_safe_link(" data:text/html,x"));
        assert!(is_safe_link("mailto:chair@example.org"));
        assert!(is_safe_link("relative/page.html"));
    }

    #[test]
    fn headings_sit_below_the_casebook_sections_and_suits_are_red() {
        let out = html("## У-01. 3♦ и 4♥\n\n*курсив*");
        assert!(out.starts_with("<h5>"), "{out}");
        assert!(out.contains("<span class=\"red\">♦</span>"), "{out}");
        assert!(out.contains("<em>курсив</em>"), "{out}");
    }

    #[test]
    fn markdown_output_keeps_markdown_but_not_raw_html() {
        let md = sanitized_markdown(
            "# Head\n\n**bold** <b onclick=x>hi</b> [go](javascript:alert(1)) ![img](http://t/x.png) \
             [ok](https://example.org)\n\n<div>block</div>\n",
        );
        assert!(md.contains(" go img [ok](https://example.org)"), "{md}");
        assert!(md.starts_with("#### Head"), "{md}");
        assert!(md.contains("**bold**"), "{md}");
        assert!(md.contains("&lt;b onclick=x&gt;hi&lt;/b&gt;"), "{md}");
        assert!(md.contains("&lt;div&gt;block&lt;/div&gt;"), "{md}");
    }

    #[test]
    fn typst_markup_escapes_text_and_builds_structure_with_functions() {
        let mut out = String::new();
        push_typst(&mut out, "a #b $c$ *d* <e> @f\n\n- one\n- two\n\n`x\"y`");
        assert!(
            out.contains("a \\#b \\$c\\$ #emph[d] \\<e\\> \\@f"),
            "{out}"
        );
        assert!(out.contains("#list([one],[two],)"), "{out}");
        assert!(out.contains("#raw(\"x\\\"y\")"), "{out}");
    }
}
