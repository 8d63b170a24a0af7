//! File › Texts…: the texts of the law library — the built-in ones and those the archive added
//! — and the adding of one: a file chosen, read off the interface thread, what was found shown
//! (the Laws of a Laws text; each paragraph of a commentary or regulation with the Laws it is
//! anchored to), an anchor added where the reader knows better, then the text kept.

use crate::app::command::{Command, CommandQueue};
use crate::i18n::edition_map::edition_map_lines;
use crate::i18n::{Described, FluentArgs, Language, ShownError};
use casebook::laws::texts::{ImportOptions, ReadText, TextKind, TextLayout, read_file};
use casebook::laws::{
    Anchor, Edition, Language as TextLanguage, StoredText, TextInfo, UnitKind, built_in_library,
    library,
};
use egui::{Button, ComboBox, Grid, RichText, ScrollArea, TextEdit, Ui, Window};
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// The window: the library's texts, the form of a text being added and what was read of it.
#[derive(Default)]
pub struct LibraryTextsWindow {
    pub open: bool,
    /// The archive's texts, as last read from it.
    added: Vec<StoredText>,
    /// Whether the login may add and remove texts.
    may_keep: bool,
    pub file: Option<PathBuf>,
    /// What the file is, where its header does not say (or says otherwise).
    pub kind: Option<TextKind>,
    /// The layout the text is set out in, where its header does not say.
    pub layout: Option<TextLayout>,
    /// The edition's year, any the Laws have had (a new edition is data); empty: the header's.
    pub edition: String,
    /// The text's language code; empty: the header's.
    pub language: String,
    pub title: String,
    pub origin: String,
    /// Replace the text held in the new one's place.
    pub replace: bool,
    job: Option<Receiver<Result<ReadText, ShownError>>>,
    review: Option<Review>,
    /// What the last keep or removal did, or why it did not.
    outcome: Option<Result<String, ShownError>>,
}

/// A text read and not yet kept, with the Laws typed for each paragraph.
pub struct Review {
    pub read: ReadText,
    /// For each commentary or regulation paragraph (in the text's order): the Laws typed to
    /// anchor it to.
    pub typed: Vec<String>,
    pub error: Option<String>,
}

impl LibraryTextsWindow {
    /// Opens the window over the archive's texts.
    pub fn show_for(&mut self, added: Vec<StoredText>, may_keep: bool) {
        self.open = true;
        self.added = added;
        self.may_keep = may_keep;
    }

    /// The archive's texts changed: the list shows them.
    pub fn set_texts(&mut self, added: Vec<StoredText>) {
        self.added = added;
    }

    pub fn is_reading(&self) -> bool {
        self.job.is_some()
    }

    pub fn review(&self) -> Option<&Review> {
        self.review.as_ref()
    }

    pub fn review_mut(&mut self) -> Option<&mut Review> {
        self.review.as_mut()
    }

    pub fn take_review(&mut self) -> Option<Review> {
        self.review.take()
    }

    pub fn outcome(&self) -> Option<&Result<String, ShownError>> {
        self.outcome.as_ref()
    }

    pub fn set_outcome(&mut self, outcome: Result<String, ShownError>) {
        self.outcome = Some(outcome);
    }

    /// Reads the chosen file with the form's options, off the interface thread.
    pub fn start(&mut self, language: Language) {
        let Some(file) = self.file.clone() else {
            return;
        };
        let text_language = match self.language.trim() {
            "" => None,
            code => match TextLanguage::from_code(code) {
                Ok(l) => Some(l),
                Err(e) => {
                    self.outcome = Some(Err(ShownError::from(e.to_string())));
                    return;
                }
            },
        };
        let edition = match self.edition.trim() {
            "" => None,
            year => match Edition::try_from(year.to_string()) {
                Ok(e) => Some(e),
                Err(_) => {
                    self.outcome = Some(Err(ShownError::from(language.tr_args(
                        "texts-edition-not-a-year",
                        &{
                            let mut a = FluentArgs::new();
                            a.set("year", year.to_string());
                            a
                        },
                    ))));
                    return;
                }
            },
        };
        let options = ImportOptions {
            kind: self.kind,
            edition,
            language: text_language,
            title: Some(self.title.trim().to_string()).filter(|t| !t.is_empty()),
            origin: Some(self.origin.trim().to_string()).filter(|t| !t.is_empty()),
            layout: self.layout,
        };
        let (sender, receiver) = mpsc::channel();
        let started = std::thread::Builder::new()
            .name("casebook-text-import".to_string())
            .spawn(move || {
                let read = read_file(&file, &options, library())
                    .map_err(|e| ShownError::from(e.describe(language)));
                let _ = sender.send(read);
            });
        self.review = None;
        self.outcome = None;
        if started.is_ok() {
            self.job = Some(receiver);
        }
    }

    /// Takes in the reading's outcome.
    pub fn poll(&mut self) {
        let Some(job) = &self.job else {
            return;
        };
        let read = match job.try_recv() {
            Ok(read) => read,
            Err(TryRecvError::Empty) => return,
            Err(TryRecvError::Disconnected) => {
                Err(ShownError::new(crate::app::jobs::worker_stopped()))
            }
        };
        self.job = None;
        self.take_read(read);
    }

    /// Waits for the reading (tests).
    pub fn finish(&mut self) {
        if let Some(job) = self.job.take() {
            let read = job
                .recv()
                .unwrap_or_else(|_| Err(ShownError::new(crate::app::jobs::worker_stopped())));
            self.take_read(read);
        }
    }

    fn take_read(&mut self, read: Result<ReadText, ShownError>) {
        match read {
            Ok(read) => {
                let paragraphs = read.anchored_paragraphs().len();
                self.review = Some(Review {
                    read,
                    typed: vec![String::new(); paragraphs],
                    error: None,
                });
            }
            Err(e) => self.outcome = Some(Err(e)),
        }
    }

    /// Anchors paragraph `index` also to the Laws typed for it.
    pub fn anchor_paragraph(&mut self, index: usize, language: Language) {
        let Some(review) = &mut self.review else {
            return;
        };
        let Some(anchor) = review
            .read
            .anchored_paragraphs()
            .get(index)
            .map(|(u, _)| u.anchor.clone())
        else {
            return;
        };
        let typed = review.typed.get(index).cloned().unwrap_or_default();
        match review.read.anchored_also(&anchor, &typed, library()) {
            Ok(read) => {
                review.read = read;
                review.error = None;
                if let Some(t) = review.typed.get_mut(index) {
                    t.clear();
                }
            }
            Err(e) => {
                let mut args = FluentArgs::new();
                args.set("reason", e.to_string());
                review.error = Some(language.tr_args("texts-anchor-refused", &args));
            }
        }
    }
}

fn kind_name(language: Language, kind: TextKind) -> String {
    language.tr(&format!("texts-kind-{}", kind.code()))
}

fn language_name(language: Language, text: TextLanguage) -> String {
    match text {
        TextLanguage::Ru | TextLanguage::Bg | TextLanguage::En => {
            language.tr(&format!("texts-language-{}", text.code()))
        }
        TextLanguage::Other(_) => text.code(),
    }
}

fn text_row(ui: &mut Ui, language: Language, info: &TextInfo, added: Option<&str>) {
    // A column of the table: the kind as a word on its own, capitalised.
    let kind = kind_name(language, info.kind);
    let mut letters = kind.chars();
    let kind: String = letters
        .next()
        .map(|first| first.to_uppercase().chain(letters).collect())
        .unwrap_or_default();
    ui.label(kind);
    ui.label(info.edition.to_string());
    // A map joins the numbers of two editions: it is in no language.
    if info.kind == TextKind::EditionMap {
        ui.label(RichText::new("—").weak());
    } else {
        ui.label(language_name(language, info.language));
    }
    ui.label(RichText::new(&info.title).strong())
        .on_hover_text(&info.origin);
    ui.label(RichText::new(added.unwrap_or_default()).weak());
}

pub fn show(
    ctx: &egui::Context,
    language: Language,
    window: &mut LibraryTextsWindow,
    commands: &mut CommandQueue,
) {
    if !window.open {
        return;
    }
    let mut open = window.open;
    Window::new(language.tr("texts-title"))
        .id(egui::Id::unique("library_texts_window"))
        .open(&mut open)
        .collapsible(false)
        .default_width(760.0)
        .default_height(620.0)
        .show(ctx, |ui| {
            ui.label(RichText::new(language.tr("texts-explained")).weak());
            ui.add_space(4.0);
            texts_list(ui, language, window, commands);
            ui.separator();
            ui.heading(language.tr("texts-add-heading"));
            form(ui, language, window, commands);
            if let Some(outcome) = &window.outcome {
                match outcome {
                    Ok(done) => {
                        ui.label(RichText::new(done).strong());
                    }
                    Err(e) => crate::app::widgets::form::warning(ui, &e.describe(language)),
                }
            }
            if window.review.is_some() {
                ui.separator();
                review(ui, language, window, commands);
            }
        });
    window.open = open;
}

fn texts_list(
    ui: &mut Ui,
    language: Language,
    window: &LibraryTextsWindow,
    commands: &mut CommandQueue,
) {
    ScrollArea::vertical()
        .id_salt("texts_list")
        .max_height(200.0)
        .show(ui, |ui| {
            Grid::new("texts_grid")
                .num_columns(6)
                .striped(true)
                .spacing([10.0, 4.0])
                .show(ui, |ui| {
                    for header in [
                        "texts-column-kind",
                        "texts-column-edition",
                        "texts-column-language",
                        "texts-column-title",
                        "texts-column-added",
                    ] {
                        ui.label(RichText::new(language.tr(header)).weak());
                    }
                    ui.end_row();
                    let built_in = language.tr("texts-built-in");
                    for info in built_in_library().texts() {
                        text_row(ui, language, info, Some(&built_in));
                        ui.end_row();
                    }
                    for text in &window.added {
                        let mut added = text.added.replace('T', " ").replace('Z', "");
                        if let Some(by) = &text.added_by {
                            added = format!("{added} ({by})");
                        }
                        text_row(ui, language, &text.info, Some(&added));
                        if let Some(id) = text.info.added_id() {
                            let mut args = FluentArgs::new();
                            args.set("title", text.info.title.clone());
                            let remove = ui
                                .add_enabled(
                                    window.may_keep,
                                    Button::new(language.tr("texts-remove")),
                                )
                                .on_hover_text(language.tr_args("texts-remove-hint", &args))
                                .on_disabled_hover_text(language.tr("texts-role-may-not"));
                            if remove.clicked() {
                                commands.push(Command::RemoveLibraryText(id.0));
                            }
                        }
                        ui.end_row();
                    }
                });
            if window.added.is_empty() {
                ui.label(RichText::new(language.tr("texts-none-added")).weak());
            }
        });
}

fn form(
    ui: &mut Ui,
    language: Language,
    window: &mut LibraryTextsWindow,
    commands: &mut CommandQueue,
) {
    let from_header = language.tr("texts-from-header");
    Grid::new("texts_form")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            if crate::app::widgets::form::chosen_file_row(
                ui,
                &language.tr("texts-file"),
                window.file.as_deref(),
                &language.tr("texts-no-file"),
                &language.tr("texts-choose"),
            ) {
                commands.push(Command::ChooseLibraryTextFile);
            }
            let label = ui.label(language.tr("texts-kind"));
            ComboBox::from_id_salt("texts_kind")
                .selected_text(
                    window
                        .kind
                        .map_or_else(|| from_header.clone(), |k| kind_name(language, k)),
                )
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut window.kind, None, from_header.clone());
                    for kind in TextKind::ALL {
                        ui.selectable_value(
                            &mut window.kind,
                            Some(kind),
                            kind_name(language, kind),
                        );
                    }
                })
                .response
                .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(language.tr("texts-layout"));
            let layout_name =
                |layout: TextLayout| language.tr(&format!("texts-layout-{}", layout.code()));
            ComboBox::from_id_salt("texts_layout")
                .selected_text(
                    window
                        .layout
                        .map_or_else(|| from_header.clone(), layout_name),
                )
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut window.layout, None, from_header.clone());
                    for layout in TextLayout::ALL {
                        ui.selectable_value(&mut window.layout, Some(layout), layout_name(layout));
                    }
                })
                .response
                .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(language.tr("texts-edition"));
            ui.add(
                TextEdit::singleline(&mut window.edition)
                    .hint_text(from_header.clone())
                    .desired_width(280.0),
            )
            .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(language.tr("texts-language"));
            ui.add(
                TextEdit::singleline(&mut window.language)
                    .hint_text(language.tr("texts-language-hint"))
                    .desired_width(120.0),
            )
            .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(language.tr("texts-text-title"));
            ui.add(
                TextEdit::singleline(&mut window.title)
                    .hint_text(from_header.clone())
                    .desired_width(420.0),
            )
            .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(language.tr("texts-origin"));
            ui.add(
                TextEdit::singleline(&mut window.origin)
                    .hint_text(language.tr("texts-origin-hint"))
                    .desired_width(420.0),
            )
            .labelled_by(label.id);
            ui.end_row();
        });
    ui.checkbox(&mut window.replace, language.tr("texts-replace"));
    ui.horizontal(|ui| {
        let ready = window.file.is_some() && !window.is_reading();
        if ui
            .add_enabled(ready, Button::new(language.tr("texts-read")))
            .clicked()
        {
            commands.push(Command::ReadLibraryText);
        }
        if window.is_reading() {
            ui.spinner();
            ui.label(language.tr("texts-reading"));
        }
    });
}

/// The labels of the Laws a paragraph is anchored to: `16B1(a), 12C1(c)`.
fn law_labels(anchors: &[Anchor]) -> String {
    let library = library();
    anchors
        .iter()
        .map(|a| {
            library
                .get(a)
                .map_or_else(|| a.to_string(), |u| u.label.clone())
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn review(
    ui: &mut Ui,
    language: Language,
    window: &mut LibraryTextsWindow,
    commands: &mut CommandQueue,
) {
    let may_keep = window.may_keep;
    let Some(review) = &mut window.review else {
        return;
    };
    let info = &review.read.info;
    let mut args = FluentArgs::new();
    args.set("title", info.title.clone());
    args.set("kind", kind_name(language, info.kind));
    args.set("edition", info.edition.to_string());
    args.set("language", language_name(language, info.language));
    let laws = review.read.laws();
    if let Some(map) = review.read.edition_map() {
        let lines = edition_map_lines(language, &info.title, &map);
        ui.label(RichText::new(&lines[0]).strong());
        ScrollArea::vertical()
            .id_salt("texts_map_review")
            .max_height(260.0)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                for line in &lines[1..] {
                    ui.label(line);
                }
            });
    } else if laws.is_empty() {
        let paragraphs = review.read.anchored_paragraphs();
        let unanchored = paragraphs.iter().filter(|(_, to)| to.is_empty()).count();
        args.set("paragraphs", paragraphs.len());
        args.set("anchored", paragraphs.len() - unanchored);
        args.set("unanchored", unanchored);
        ui.label(RichText::new(language.tr_args("texts-read-paragraphs", &args)).strong());
        ui.label(RichText::new(language.tr("texts-anchor-explained")).weak());
        if let Some(error) = &review.error {
            crate::app::widgets::form::warning(ui, error);
        }
        let row_height = ui.spacing().interact_size.y + 4.0;
        ScrollArea::vertical()
            .id_salt("texts_review")
            .max_height(260.0)
            .auto_shrink([false, true])
            .show_rows(ui, row_height, paragraphs.len(), |ui, rows| {
                for index in rows {
                    let (unit, to) = &paragraphs[index];
                    ui.horizontal(|ui| {
                        ui.add_sized(
                            [56.0, row_height],
                            egui::Label::new(RichText::new(&unit.label).strong()),
                        );
                        let anchored = if to.is_empty() {
                            RichText::new(language.tr("texts-anchored-to-none"))
                                .color(ui.visuals().warn_fg_color)
                        } else {
                            RichText::new(law_labels(to))
                        };
                        ui.add_sized([150.0, row_height], egui::Label::new(anchored).truncate());
                        let start: String = casebook::laws::plain_text(&unit.text_markdown)
                            .chars()
                            .take(90)
                            .collect();
                        let field_label = language.tr_args("texts-anchor-field", &{
                            let mut a = FluentArgs::new();
                            a.set("label", unit.label.clone());
                            a
                        });
                        if let Some(typed) = review.typed.get_mut(index) {
                            let field = ui.add(
                                TextEdit::singleline(typed)
                                    .hint_text(language.tr("texts-anchor-hint"))
                                    .desired_width(110.0),
                            );
                            let field = field.accessible_name(field_label.clone());
                            let entered =
                                field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                            if ui
                                .button(language.tr("texts-anchor"))
                                .on_hover_text(field_label)
                                .clicked()
                                || entered
                            {
                                commands.push(Command::AnchorLibraryParagraph(index));
                            }
                        }
                        ui.add(egui::Label::new(RichText::new(start).weak()).truncate());
                    });
                }
            });
    } else {
        let numbers: Vec<u32> = laws.iter().filter_map(|u| u.label.parse().ok()).collect();
        args.set("laws", laws.len());
        args.set("numbers", casebook::text::ranges(&numbers));
        args.set(
            "parts",
            review
                .read
                .units
                .iter()
                .filter(|u| {
                    matches!(
                        u.kind,
                        UnitKind::Section
                            | UnitKind::Item
                            | UnitKind::SubItem
                            | UnitKind::SubSubItem
                    )
                })
                .count(),
        );
        ui.label(RichText::new(language.tr_args("texts-read-laws", &args)).strong());
    }
    ui.horizontal(|ui| {
        if ui
            .add_enabled(may_keep, Button::new(language.tr("texts-keep")))
            .on_disabled_hover_text(language.tr("texts-role-may-not"))
            .clicked()
        {
            commands.push(Command::KeepLibraryText);
        }
        if ui.button(language.tr("texts-discard")).clicked() {
            commands.push(Command::DiscardLibraryText);
        }
    });
}
