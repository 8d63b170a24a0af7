//! The user guide's two books (`assets/guide/en`, `assets/guide/ru`): every picture a chapter
//! shows is there and every picture there is shown; every link between chapters lands on a
//! chapter and a section that exist; every menu path a book names (File › New case,
//! Файл › Новое дело) is written with the labels the interface shows in the book's language;
//! and the archive's roles the books list are the ones `casebook archive init` makes, set up by
//! one recipe, the administrator's chapter.

use casebook::guide::{GuideLanguage, book};
use casebook::store::ArchiveRole;
use casebook_app::i18n::Language;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn folder(language: GuideLanguage) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/guide")
        .join(language.code())
}

#[test]
fn every_picture_a_chapter_shows_exists_and_every_picture_is_shown() {
    for language in GuideLanguage::ALL {
        let mut shown = BTreeSet::new();
        for chapter in book(language) {
            for picture in chapter.images() {
                let path = folder(language).join(&picture);
                assert!(
                    path.is_file(),
                    "{}/{}.md shows {picture}, which is not there (sh assets/guide/screenshots.sh)",
                    language.code(),
                    chapter.slug
                );
                // A PNG of a window or a phone's screen, not an empty file: at least 320 by 300
                // pixels (its header's width and height; a phone is 360 wide), not of one colour (which packs into a few hundred bytes;
                // an installer's page of few colours, into some 4,000).
                let bytes = std::fs::read(&path).expect("read");
                let header = |at: usize| {
                    bytes
                        .get(at..at + 4)
                        .map_or(0, |b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
                };
                assert!(
                    bytes.starts_with(b"\x89PNG")
                        && header(16) >= 320
                        && header(20) >= 300
                        && bytes.len() > 2_000,
                    "{picture}"
                );
                shown.insert(picture);
            }
        }
        let there: BTreeSet<String> = std::fs::read_dir(folder(language).join("images"))
            .expect("the pictures' folder")
            .map(|entry| format!("images/{}", entry.unwrap().file_name().to_string_lossy()))
            .collect();
        let unshown: Vec<_> = there.difference(&shown).collect();
        assert!(
            unshown.is_empty(),
            "{}: never shown: {unshown:?}",
            language.code()
        );
        assert!(
            shown.len() >= 20,
            "{}: {} pictures",
            language.code(),
            shown.len()
        );
    }
}

#[test]
fn every_link_between_chapters_lands_on_a_section_that_exists() {
    for language in GuideLanguage::ALL {
        for chapter in book(language) {
            for link in chapter.chapter_links() {
                let (file, section) = link.split_once('#').unwrap_or((&link, ""));
                let (target_language, slug) = match file {
                    "" => (language, chapter.slug.to_string()),
                    _ => {
                        let (path, name) = file.rsplit_once('/').unwrap_or(("", file));
                        let target = match path {
                            "../en" => GuideLanguage::English,
                            "../ru" => GuideLanguage::Russian,
                            "../bg" => GuideLanguage::Bulgarian,
                            _ => language,
                        };
                        let slug = name.strip_suffix(".md").unwrap_or_else(|| {
                            panic!("{}/{}.md links to {link}", language.code(), chapter.slug)
                        });
                        (target, slug.to_string())
                    }
                };
                let target =
                    casebook::guide::chapter(target_language, &slug).unwrap_or_else(|| {
                        panic!(
                            "{}/{}.md links to a missing chapter: {link}",
                            language.code(),
                            chapter.slug
                        )
                    });
                if !section.is_empty() {
                    assert!(
                        target.section_ids().iter().any(|id| id == section),
                        "{}/{}.md links to {link}: no such section",
                        language.code(),
                        chapter.slug
                    );
                }
            }
        }
    }
}

/// The labels of the menus and their entries, in `language`.
fn menu_labels(language: Language) -> Vec<String> {
    language
        .message_ids()
        .into_iter()
        .filter(|id| id.starts_with("command-") || id.starts_with("menu-"))
        .map(|id| language.tr(id))
        .collect()
}

#[test]
fn every_menu_path_is_named_as_the_interface_names_it() {
    for (language, book_language, menus) in [
        (
            Language::English,
            GuideLanguage::English,
            ["File", "Edit", "View", "Help"],
        ),
        (
            Language::Russian,
            GuideLanguage::Russian,
            ["Файл", "Правка", "Вид", "Справка"],
        ),
        (
            Language::Bulgarian,
            GuideLanguage::Bulgarian,
            ["Файл", "Редактиране", "Изглед", "Помощ"],
        ),
    ] {
        let labels = menu_labels(language);
        let mut checked = 0;
        for chapter in book(book_language) {
            // A menu path may break over two lines of the Markdown.
            let text = chapter.markdown.replace("**", "").replace('\n', " ");
            for menu in menus {
                let marker = format!("{menu} › ");
                for (at, _) in text.match_indices(&marker) {
                    let rest = &text[at + marker.len()..];
                    assert!(
                        labels.iter().any(|label| rest.starts_with(label.as_str())),
                        "{}/{}.md: \"{marker}{}\" is not an entry of the interface's menus",
                        book_language.code(),
                        chapter.slug,
                        rest.lines().next().unwrap_or_default()
                    );
                    checked += 1;
                }
            }
        }
        assert!(checked >= 15, "{language:?}: {checked} menu paths");
    }
}

#[test]
fn each_book_is_written_in_its_language() {
    for language in GuideLanguage::ALL {
        for chapter in book(language) {
            let cyrillic = chapter
                .markdown
                .chars()
                .filter(|c| matches!(c, 'а'..='я' | 'А'..='Я'))
                .count();
            let latin = chapter
                .markdown
                .chars()
                .filter(|c| c.is_ascii_alphabetic())
                .count();
            match language {
                GuideLanguage::Russian | GuideLanguage::Bulgarian => {
                    assert!(cyrillic > latin, "{}/{}.md", language.code(), chapter.slug)
                }
                GuideLanguage::English => assert!(latin > cyrillic, "en/{}.md", chapter.slug),
            }
        }
    }
}

/// The README is a newcomer's page: short, with the two commands of a fresh machine on its
/// first screen (the same `.ci/run` runs), the picture it shows there, and both books linked.
#[test]
fn the_readme_is_a_newcomers_page_with_its_two_commands_first() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).expect("the README");
    assert!(
        readme.len() < 15_000,
        "the README is {} bytes",
        readme.len()
    );
    // The first screen: above the picture and within the first fifteen lines.
    let first_screen: String = readme
        .lines()
        .take(15)
        .take_while(|line| !line.starts_with("!["))
        .collect::<Vec<_>>()
        .join("\n");
    for command in [
        "bash .ci/install-system-packages && cargo run --release",
        "bash .ci/install-system-packages test && cargo test --workspace",
    ] {
        assert!(
            first_screen.contains(command),
            "{command} is not on the first screen"
        );
    }
    let ci = std::fs::read_to_string(root.join(".ci/run")).expect("the CI script");
    assert!(
        ci.contains("cargo test --workspace"),
        "CI runs the README's tests"
    );
    for link in [
        "assets/guide/en/index.md",
        "assets/guide/ru/index.md",
        "assets/guide/en/images/main-window.png",
        "CONTRIBUTING.md",
        "CHANGELOG.md",
    ] {
        assert!(readme.contains(link), "the README does not link {link}");
        assert!(root.join(link).is_file(), "{link} is not there");
    }
}

/// The part of a chapter under the heading `{#id}`, up to the next heading of its level or above.
fn section<'a>(markdown: &'a str, id: &str) -> &'a str {
    let anchor = format!("{{#{id}}}");
    let at = markdown
        .find(&anchor)
        .unwrap_or_else(|| panic!("no section {anchor}"));
    let start = markdown[..at].rfind('\n').map_or(0, |i| i + 1);
    let level = markdown[start..].chars().take_while(|&c| c == '#').count();
    let rest = &markdown[at..];
    let end = rest
        .match_indices("\n#")
        .find(|(i, _)| rest[i + 1..].chars().take_while(|&c| c == '#').count() <= level)
        .map_or(rest.len(), |(i, _)| i);
    &markdown[start..at + end]
}

/// The text between `` ` ``s, in order.
fn quoted(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

/// The body rows of the Markdown tables in `text`, each as its cells.
fn table_rows(text: &str) -> Vec<Vec<&str>> {
    let mut rows = Vec::new();
    let mut header = true;
    for line in text.lines() {
        let Some(cells) = line
            .trim()
            .strip_prefix('|')
            .and_then(|line| line.strip_suffix('|'))
        else {
            header = true;
            continue;
        };
        let cells: Vec<&str> = cells.split('|').map(str::trim).collect();
        if header {
            // The header line, then the line of dashes under it.
            header = !cells
                .iter()
                .all(|cell| cell.chars().all(|c| c == '-' || c == ':'));
            continue;
        }
        rows.push(cells);
    }
    rows
}

/// Every role the code has and every group role `casebook archive init` makes for it
/// (`ArchiveRole::ALL`, `ArchiveRole::group_role`) is listed where each book lists them, and
/// nothing else: the administrator's chapter names the group roles where it puts the archive
/// under roles, and pairs each role a grant gives with its group role; the archive chapter's
/// table of roles has a row for each. A role added to the code and not to the books fails here.
#[test]
fn the_books_list_the_roles_archive_init_makes() {
    for language in GuideLanguage::ALL {
        let code = language.code();
        let administrator = casebook::guide::chapter(language, "administrator")
            .expect("the administrator's chapter")
            .markdown;
        // The archive's database, as the recipe makes it: the group roles are named after it.
        let database = administrator
            .split("CREATE DATABASE ")
            .nth(1)
            .and_then(|rest| rest.split_whitespace().next())
            .unwrap_or_else(|| panic!("{code}/administrator.md makes no database"));
        let groups: BTreeSet<String> = ArchiveRole::ALL
            .iter()
            .map(|role| role.group_role(database))
            .collect();
        let roles: BTreeSet<(String, String)> = ArchiveRole::ALL
            .iter()
            .map(|role| (role.code().to_string(), role.group_role(database)))
            .collect();

        let prefix = format!("{database}_");
        let named: BTreeSet<String> = quoted(section(administrator, "archive-setup"))
            .into_iter()
            .filter(|name| name.starts_with(&prefix))
            .map(str::to_string)
            .collect();
        assert_eq!(
            named, groups,
            "{code}/administrator.md#archive-setup: the group roles archive init makes"
        );

        let granted: BTreeSet<(String, String)> = table_rows(section(administrator, "logins"))
            .into_iter()
            .map(|cells| {
                let role = quoted(cells[0]);
                let group = quoted(cells[cells.len() - 1]);
                assert!(
                    role.len() == 1 && group.len() == 1,
                    "{code}/administrator.md#logins: a row names one role and its group: {cells:?}"
                );
                (role[0].to_string(), group[0].to_string())
            })
            .collect();
        assert_eq!(
            granted, roles,
            "{code}/administrator.md#logins: the roles a grant gives, with their group roles"
        );

        let archive = casebook::guide::chapter(language, "archive")
            .expect("the archive chapter")
            .markdown;
        let listed: BTreeSet<String> = table_rows(section(archive, "roles"))
            .into_iter()
            .map(|cells| {
                let role = quoted(cells[0]);
                assert_eq!(role.len(), 1, "{code}/archive.md#roles: {cells:?}");
                role[0].to_string()
            })
            .collect();
        let codes: BTreeSet<String> = ArchiveRole::ALL
            .iter()
            .map(|role| role.code().to_string())
            .collect();
        assert_eq!(listed, codes, "{code}/archive.md#roles: the table of roles");
    }
}

/// The server is set up by one recipe, the administrator's chapter, which a test runs
/// (`tests/admin_chapter.rs`): no other chapter makes logins, databases or roles on the server,
/// and the archive chapter's section for the administrator sends him there.
#[test]
fn the_server_is_set_up_by_the_administrators_chapter_alone() {
    for language in GuideLanguage::ALL {
        for chapter in book(language) {
            if chapter.slug == "administrator" {
                continue;
            }
            for setup in ["createuser", "createdb", "CREATE ROLE", "CREATE DATABASE"] {
                assert!(
                    !chapter.markdown.contains(setup),
                    "{}/{}.md sets the server up ({setup}): the administrator's chapter does",
                    language.code(),
                    chapter.slug
                );
            }
        }
        let archive = casebook::guide::chapter(language, "archive").expect("the archive chapter");
        let section = section(archive.markdown, "administrator");
        assert!(
            !section.contains("```"),
            "{}/archive.md#administrator carries commands of its own",
            language.code()
        );
        for target in ["administrator.md#archive-setup", "administrator.md#logins"] {
            assert!(
                section.contains(&format!("]({target})")),
                "{}/archive.md#administrator does not link {target}",
                language.code()
            );
        }
    }
}
