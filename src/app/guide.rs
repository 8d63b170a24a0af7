//! Help › Guide (F1): the user guide opened in the browser, offline, in the interface's
//! language, at the chapter of the screen in use. The pages installed with the package (or
//! beside the Windows program) are opened when they are there; otherwise the pages are written
//! from the books compiled into the program, into the state directory.

use super::views::case_editor::EditorTab;
use crate::i18n::{Described, FluentArgs, Language};
use casebook::guide::GuideLanguage;
use std::path::{Path, PathBuf};

/// A place in the guide: a chapter's file name and a section id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GuidePlace {
    pub chapter: &'static str,
    pub section: &'static str,
}

pub(crate) const fn place(chapter: &'static str, section: &'static str) -> GuidePlace {
    GuidePlace { chapter, section }
}

/// The section of the guide about each tab of the case editor.
pub fn place_of_tab(tab: EditorTab) -> GuidePlace {
    match tab {
        EditorTab::Sheet => place("first-appeal", "sheet"),
        EditorTab::Case => place("first-appeal", "case-tab"),
        EditorTab::Board => place("first-appeal", "board"),
        EditorTab::Facts => place("first-appeal", "facts"),
        EditorTab::Ruling => place("first-appeal", "ruling"),
        EditorTab::Workflow => place("first-appeal", "workflow"),
        EditorTab::Decision => place("first-appeal", "decision"),
        EditorTab::WriteUp => place("first-appeal", "write-up"),
        EditorTab::Commentary => place("casebook", "commentary"),
        EditorTab::Review => place("review", "review"),
    }
}

/// Every place the window sends a reader to (the tests find each in both books).
pub fn every_place() -> Vec<GuidePlace> {
    let mut places: Vec<GuidePlace> = EditorTab::ALL.into_iter().map(place_of_tab).collect();
    places.extend([
        place("window", "first-start"),
        place("window", "case-list"),
        place("window", "delete-case"),
        place("hearing-room", "hearing-view"),
        place("casebook", "publish"),
        place("casebook", "panel"),
        place("casebook", "comment"),
        place("archive", "open-archive"),
        place("results", "import-results"),
        place("analysis", "archive-window"),
        place("window", "training-cases"),
    ]);
    places
}

/// The guide's book in the interface's language.
pub fn book_language(language: Language) -> GuideLanguage {
    match language {
        Language::Russian => GuideLanguage::Russian,
        Language::English => GuideLanguage::English,
        Language::Bulgarian => GuideLanguage::Bulgarian,
    }
}

/// The guide did not open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GuideNotOpened(pub String);

impl Described for GuideNotOpened {
    fn describe(&self, language: Language) -> String {
        let mut args = FluentArgs::new();
        args.set("reason", self.0.clone());
        language.tr_args("error-guide-not-opened", &args)
    }
}

/// Where the pages are: installed beside the program (Windows: `guide` in its folder; Debian:
/// `/usr/share/doc/casebook/guide`), else written now under `state_dir` from the books the
/// program carries, with the pictures of the source tree when it is built from one.
pub fn guide_pages(state_dir: &Path) -> Result<PathBuf, GuideNotOpened> {
    if let Some(installed) = installed_pages() {
        return Ok(installed);
    }
    let dir = state_dir.join("guide");
    let pictures = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/guide");
    casebook::guide::write_book(
        &dir,
        Some(&pictures).filter(|p| p.is_dir()).map(|p| p.as_path()),
    )
    .map_err(|e| GuideNotOpened(format!("{}: {e}", dir.display())))?;
    Ok(dir)
}

/// The guide's pages installed beside the program, when they are.
fn installed_pages() -> Option<PathBuf> {
    let folder = std::env::current_exe().ok()?.parent()?.to_path_buf();
    [
        folder.join("guide"),
        folder.join("../share/doc/casebook/guide"),
    ]
    .into_iter()
    .find(|dir| dir.join("en").join("index.html").is_file())
}

/// The folder of the books' pictures (`en/images`, `ru/images`) for the guide's PDF: the
/// source tree's `assets/guide` when the program was built from one that is still there, else
/// the pages installed beside the program; `None` when neither is (the pictures are then shown
/// by their words).
pub fn guide_pictures() -> Option<PathBuf> {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/guide");
    if source.join("en").join("images").is_dir() {
        return Some(source);
    }
    installed_pages().filter(|pages| pages.join("en").join("images").is_dir())
}

/// The page to open for `place`: a small page in `state_dir` that forwards to the chapter's
/// page at its section (a file address with a `#section` loses it on the way to a browser on
/// some systems; a page that forwards keeps it).
pub fn page_for(
    pages: &Path,
    state_dir: &Path,
    language: GuideLanguage,
    at: GuidePlace,
) -> Result<PathBuf, GuideNotOpened> {
    let page = pages
        .join(language.code())
        .join(format!("{}.html", at.chapter));
    let target = match at.section {
        "" => file_url(&page),
        section => format!("{}#{section}", file_url(&page)),
    };
    let forward = state_dir.join("guide-open.html");
    let html = format!(
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">\
         <meta http-equiv=\"refresh\" content=\"0; url={target}\"><title>Casebook</title></head>\
         <body><a href=\"{target}\">{target}</a></body></html>\n"
    );
    std::fs::create_dir_all(state_dir)
        .and_then(|()| std::fs::write(&forward, html))
        .map_err(|e| GuideNotOpened(format!("{}: {e}", forward.display())))?;
    Ok(forward)
}

/// `file:///…` for a path, with what a URL cannot hold escaped.
fn file_url(path: &Path) -> String {
    let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let text = absolute.to_string_lossy().replace('\\', "/");
    let mut url = String::from("file://");
    if !text.starts_with('/') {
        url.push('/');
    }
    for byte in text.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'/' | b'-' | b'_' | b'.' | b'~' | b':' => {
                url.push(byte as char)
            }
            other => url.push_str(&format!("%{other:02X}")),
        }
    }
    url
}

/// How the window shows a page: the system's browser, or (tests) a list of what it was asked.
#[derive(Debug, Default)]
pub enum Browser {
    #[default]
    System,
    Recording(Vec<PathBuf>),
}

impl Browser {
    pub(crate) fn show(&mut self, page: &Path) -> Result<(), GuideNotOpened> {
        match self {
            Browser::System => {
                super::open_folder::open_with_system(page).map_err(|e| GuideNotOpened(e.reason))
            }
            Browser::Recording(pages) => {
                pages.push(page.to_path_buf());
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every place the window sends a reader to is a section of both books.
    #[test]
    fn every_place_is_a_section_of_both_books() {
        for language in GuideLanguage::ALL {
            for at in every_place() {
                let chapter = casebook::guide::chapter(language, at.chapter)
                    .unwrap_or_else(|| panic!("{language:?}: no chapter {}", at.chapter));
                assert!(
                    chapter.section_ids().iter().any(|id| id == at.section),
                    "{language:?}: {}.md has no #{}",
                    at.chapter,
                    at.section
                );
            }
        }
    }

    #[test]
    fn a_file_address_escapes_what_a_url_cannot_hold() {
        let url = file_url(Path::new("/tmp/Мои документы/guide.html"));
        assert_eq!(
            url,
            "file:///tmp/%D0%9C%D0%BE%D0%B8%20%D0%B4%D0%BE%D0%BA%D1%83%D0%BC%D0%B5%D0%BD%D1%82%D1%8B/guide.html"
        );
    }

    #[test]
    fn the_page_forwards_to_the_chapter_at_its_section() {
        let dir = tempfile::tempdir().expect("a folder");
        let pages = guide_pages(dir.path()).expect("the pages are written");
        let forward = page_for(
            &pages,
            dir.path(),
            GuideLanguage::Russian,
            place("first-appeal", "poll"),
        )
        .expect("the forwarding page");
        let html = std::fs::read_to_string(forward).expect("written");
        assert!(html.contains("/ru/first-appeal.html#poll"), "{html}");
        assert!(pages.join("ru").join("first-appeal.html").is_file());
    }
}
