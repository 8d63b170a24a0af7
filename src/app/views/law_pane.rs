//! The right pane: the law library. Back and forward through the units opened, the table of
//! contents of an edition, a search with results as you type (a typed reference like `12C1c`
//! is offered too), the open unit drawn from its Markdown with its links, and the unit beside
//! its counterpart in the other edition.
//!
//! The panel's labels are translated; the law text stays in the language of its source.

use crate::app::command::{Command, CommandQueue};
use crate::app::law_browser::markdown::{Block, Span};
use crate::app::law_browser::{self, LawBrowser, LawView, Page};
use crate::app::law_link::LawLink;
use crate::app::views::precedents::citing::CitingModel;
use crate::app::widgets::SuitText;
use crate::i18n::{Described, FluentArgs, Language};
use casebook::laws::{Edition, LawHit, Source};
use egui::text::{LayoutJob, TextFormat};
use egui::{Button, Key, RichText, ScrollArea, Sense, TextEdit, TextStyle, Ui};

pub fn show(
    ui: &mut Ui,
    language: Language,
    browser: &mut LawBrowser,
    citing: &CitingModel<'_>,
    commands: &mut CommandQueue,
) {
    ui.horizontal(|ui| {
        ui.heading(language.tr("law-panel-heading"));
        if ui
            .small_button(language.tr("law-panel-hide"))
            .on_hover_text(language.tr("law-panel-hide-hint"))
            .clicked()
        {
            commands.push(Command::ToggleLawPane);
        }
    });
    navigation(ui, language, browser, commands);
    search_field(ui, language, browser, commands);
    ui.separator();
    match browser.view() {
        LawView::Contents(edition) => {
            if browser.current().is_none() {
                // Nothing opened yet: say what the pane is for above the contents.
                ui.label(RichText::new(language.tr("law-panel-empty")).strong());
                ui.label(RichText::new(language.tr("law-panel-empty-detail")).weak());
                ui.separator();
            }
            contents(
                ui,
                language,
                browser.reader(),
                edition,
                browser.current(),
                commands,
            )
        }
        LawView::Results => results(ui, language, browser, commands),
        LawView::Unit => unit(ui, language, browser, citing, commands),
    }
}

fn navigation(ui: &mut Ui, language: Language, browser: &LawBrowser, commands: &mut CommandQueue) {
    ui.horizontal(|ui| {
        if ui
            .add_enabled(
                browser.can_go_back(),
                Button::new(language.tr("law-panel-back")),
            )
            .clicked()
        {
            commands.push(Command::LawBack);
        }
        if ui
            .add_enabled(
                browser.can_go_forward(),
                Button::new(language.tr("law-panel-forward")),
            )
            .clicked()
        {
            commands.push(Command::LawForward);
        }
        let in_contents = matches!(browser.view(), LawView::Contents(_));
        let edition = browser
            .page()
            .and_then(Page::edition)
            .unwrap_or(Edition::E2017);
        if ui
            .add(Button::selectable(
                in_contents,
                language.tr("law-panel-contents"),
            ))
            .clicked()
        {
            commands.push(Command::BrowseLaws(edition));
        }
        // The library's texts: where a Law in the reader's language or a regulation is added.
        if ui
            .button(language.tr("law-panel-texts"))
            .on_hover_text(language.tr("texts-title"))
            .clicked()
        {
            commands.push(Command::ShowLibraryTexts);
        }
    });
}

fn search_field(
    ui: &mut Ui,
    language: Language,
    browser: &mut LawBrowser,
    commands: &mut CommandQueue,
) {
    ui.horizontal(|ui| {
        let label = ui.label(language.tr("law-panel-search"));
        let field = ui
            .add(
                TextEdit::singleline(&mut browser.query)
                    .hint_text(language.tr("law-panel-search-hint"))
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(label.id);
        if field.changed() {
            commands.push(Command::SearchLaws);
        }
        // Enter opens what the search offers first.
        if field.lost_focus() && ui.input(|input| input.key_pressed(Key::Enter)) {
            let first = browser.reference().or_else(|| {
                browser
                    .hits()
                    .first()
                    .and_then(|hit| LawLink::new(hit.anchor.as_str()))
            });
            if let Some(link) = first {
                commands.push(Command::OpenLaw(link));
            }
        }
    });
}

fn contents(
    ui: &mut Ui,
    language: Language,
    reader: casebook::laws::Language,
    edition: Edition,
    current: Option<LawLink>,
    commands: &mut CommandQueue,
) {
    ui.horizontal(|ui| {
        ui.label(RichText::new(language.tr("law-panel-edition")).weak());
        // Every edition the library holds, the newest first: an archive's new edition too.
        for &choice in casebook::laws::library().editions().iter().rev() {
            if ui
                .add(Button::selectable(choice == edition, choice.to_string()))
                .clicked()
            {
                commands.push(Command::BrowseLaws(choice));
            }
        }
    });
    let entries = law_browser::contents(edition, reader);
    ScrollArea::vertical()
        .id_salt("law_contents")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let mut source = None;
            for entry in &entries {
                if source != Some(entry.source) {
                    source = Some(entry.source);
                    ui.add_space(ui.spacing().item_spacing.y);
                    ui.label(RichText::new(source_name(language, entry.source)).weak());
                }
                let selected = current == Some(entry.link);
                // The edition is the one chosen above; the headings need not repeat it.
                let suffix = format!(" ({edition})");
                let title = entry.title.strip_suffix(&suffix).unwrap_or(&entry.title);
                if ui
                    .add(Button::selectable(selected, title).truncate())
                    .on_hover_text(entry.title.as_str())
                    .clicked()
                {
                    commands.push(Command::OpenLaw(entry.link));
                }
            }
        });
}

fn results(ui: &mut Ui, language: Language, browser: &LawBrowser, commands: &mut CommandQueue) {
    if let Some(error) = browser.search_error() {
        super::notice(
            ui,
            &language.tr("law-panel-search-failed"),
            &error.describe(language),
        );
        return;
    }
    if let Some(link) = browser.reference()
        && let Some(unit) = link.unit()
    {
        let mut args = FluentArgs::new();
        args.set(
            "reference",
            format!("{} ({})", casebook::laws::heading(unit), unit.edition),
        );
        if ui
            .add(Button::new(language.tr_args("law-panel-open-reference", &args)).truncate())
            .clicked()
        {
            commands.push(Command::OpenLaw(link));
        }
    }
    let hits = browser.hits();
    if hits.is_empty() {
        if browser.reference().is_none() {
            super::empty_state(
                ui,
                &language.tr("law-panel-no-match"),
                &language.tr("law-panel-no-match-detail"),
            );
        }
        return;
    }
    let mut args = FluentArgs::new();
    args.set("count", hits.len());
    ui.label(RichText::new(language.tr_args("law-panel-results", &args)).weak());
    ScrollArea::vertical()
        .id_salt("law_results")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for hit in hits {
                hit_row(ui, language, hit, browser.current(), commands);
            }
        });
}

/// A hit: its title (a button) above the snippet with the matching words marked.
fn hit_row(
    ui: &mut Ui,
    language: Language,
    hit: &LawHit,
    current: Option<LawLink>,
    commands: &mut CommandQueue,
) {
    let Some(link) = LawLink::new(hit.anchor.as_str()) else {
        return;
    };
    let title = RichText::new(format!("{} · {}", hit.title, hit.edition)).strong();
    let source = link.unit().map(|unit| source_name(language, unit.source));
    let mut open = false;
    ui.horizontal_wrapped(|ui| {
        open = ui
            .add(Button::selectable(current == Some(link), title))
            .on_hover_text(hit.anchor.as_str())
            .clicked();
        if let Some(source) = source {
            // Commentary and the training material quote the same paragraphs: say whose.
            ui.add(egui::Label::new(RichText::new(source).weak().small()).truncate());
        }
    });
    let snippet = ui.add(egui::Label::new(snippet_job(ui, hit)).sense(Sense::click()));
    open |= snippet.clicked();
    if open {
        commands.push(Command::OpenLaw(link));
    }
    ui.add_space(ui.spacing().item_spacing.y);
}

fn snippet_job(ui: &Ui, hit: &LawHit) -> LayoutJob {
    let font = TextStyle::Body.resolve(ui.style());
    let plain = TextFormat::simple(font.clone(), ui.visuals().weak_text_color());
    let marked = TextFormat {
        background: ui.visuals().selection.bg_fill,
        color: ui.visuals().strong_text_color(),
        ..TextFormat::simple(font, ui.visuals().text_color())
    };
    let text = &hit.snippet.text;
    let mut job = LayoutJob::default();
    let mut last = 0;
    for range in &hit.snippet.highlights {
        if let (Some(before), Some(word)) = (text.get(last..range.start), text.get(range.clone())) {
            job.append(before, 0.0, plain.clone());
            job.append(word, 0.0, marked.clone());
            last = range.end;
        }
    }
    job.append(text.get(last..).unwrap_or(""), 0.0, plain);
    job.wrap.max_width = ui.available_width();
    job
}

fn unit(
    ui: &mut Ui,
    language: Language,
    browser: &mut LawBrowser,
    citing: &CitingModel<'_>,
    commands: &mut CommandQueue,
) {
    let Some(shown) = browser.page().map(|page| page.link) else {
        super::empty_state(
            ui,
            &language.tr("law-panel-empty"),
            &language.tr("law-panel-empty-detail"),
        );
        return;
    };
    if !browser.hits().is_empty() && !browser.query.trim().is_empty() {
        let mut args = FluentArgs::new();
        args.set("query", browser.query.trim().to_string());
        if ui
            .add(Button::new(language.tr_args("law-panel-back-to-results", &args)).truncate())
            .clicked()
        {
            commands.push(Command::SearchLaws);
        }
    }
    if let (Some(unit), Some(page)) = (shown.unit(), browser.page()) {
        ui.label(
            RichText::new(format!(
                "{} · {}",
                unit.edition,
                source_name(language, page.source)
            ))
            .weak(),
        );
    }
    let has_counterparts = !browser.counterparts().is_empty();
    ui.add_enabled(
        has_counterparts,
        egui::Checkbox::new(
            &mut browser.side_by_side,
            language.tr("law-panel-side-by-side"),
        ),
    )
    .on_disabled_hover_text(language.tr("law-panel-no-counterpart"));
    // The cases citing the unit, above its text: a committee reading a Law asks how it was
    // applied.
    super::precedents::citing::show(ui, language, citing, commands);
    ui.separator();
    let Some(page) = browser.page() else {
        return;
    };
    if browser.side_by_side && has_counterparts {
        // A column an edition, the oldest first: 1997 beside 2017, and a later edition's
        // beside them when the library has its map.
        let pages: Vec<&Page> = std::iter::once(page)
            .chain(browser.counterparts())
            .collect();
        let mut editions: Vec<Option<Edition>> = pages.iter().map(|p| p.edition()).collect();
        editions.sort();
        editions.dedup();
        ui.columns(editions.len(), |columns| {
            for (column, edition) in columns.iter_mut().zip(&editions) {
                let year = edition.map(|e| e.to_string()).unwrap_or_default();
                let in_edition: Vec<&Page> = pages
                    .iter()
                    .copied()
                    .filter(|p| p.edition() == *edition)
                    .collect();
                column.label(RichText::new(&year).strong());
                page_column(column, &year, &in_edition, commands);
            }
        });
    } else {
        page_column(ui, "law_page", &[page], commands);
    }
}

fn page_column(ui: &mut Ui, id: &str, pages: &[&Page], commands: &mut CommandQueue) {
    ScrollArea::vertical()
        .id_salt(id)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (i, page) in pages.iter().enumerate() {
                if i > 0 {
                    ui.separator();
                }
                for block in &page.blocks {
                    block_ui(ui, block, commands);
                }
            }
        });
}

/// Draws one block of library Markdown; the write-up preview uses it too.
pub(crate) fn block_ui(ui: &mut Ui, block: &Block, commands: &mut CommandQueue) {
    let body = ui.text_style_height(&TextStyle::Body);
    match block {
        Block::Heading { level, spans } => {
            ui.add_space(body * 0.3);
            let size = match level {
                1 => ui.text_style_height(&TextStyle::Heading),
                2 => body * 1.2,
                _ => body * 1.05,
            };
            spans_ui(
                ui,
                spans,
                |text| RichText::new(text).size(size).strong(),
                commands,
            );
        }
        Block::Paragraph(spans) => spans_ui(ui, spans, plain, commands),
        Block::Item(spans) => {
            ui.horizontal_top(|ui| {
                ui.label("•");
                ui.vertical(|ui| spans_ui(ui, spans, plain, commands));
            });
        }
        Block::Note(spans) => {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                spans_ui(ui, spans, |text| RichText::new(text).italics(), commands);
            });
        }
        Block::Table(rows) => {
            ScrollArea::horizontal()
                .id_salt(ui.next_auto_id())
                .show(ui, |ui| {
                    egui::Grid::new(ui.next_auto_id())
                        .striped(true)
                        .show(ui, |ui| {
                            for row in rows {
                                for cell in row {
                                    cell_ui(ui, cell, commands);
                                }
                                ui.end_row();
                            }
                        });
                });
        }
        Block::Code(text) => {
            ScrollArea::horizontal()
                .id_salt(ui.next_auto_id())
                .show(ui, |ui| {
                    ui.add(egui::Label::new(RichText::new(text).monospace()).extend())
                });
        }
    }
    ui.add_space(body * 0.3);
}

/// A table cell on one line: the table scrolls sideways rather than squeeze its columns.
fn cell_ui(ui: &mut Ui, spans: &[Span], commands: &mut CommandQueue) {
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 0.0;
        for span in spans {
            // The scoring tables head their columns ♣ ♦ ♥ ♠: red suits in red.
            if span.link.is_none() && span.text.contains(['♥', '♦']) {
                let suits = SuitText::new(span.text.as_str());
                ui.add(suits);
                continue;
            }
            let mut text = RichText::new(&span.text);
            if span.strong {
                text = text.strong();
            }
            let label = egui::Label::new(text).extend();
            match span.link {
                Some(link) => {
                    if ui.add(label.sense(Sense::click())).clicked() {
                        commands.push(Command::OpenLaw(link));
                    }
                }
                None => {
                    ui.add(label);
                }
            }
        }
    });
}

fn plain(text: &str) -> RichText {
    RichText::new(text)
}

/// A block's runs, wrapping as one text; links open their unit.
fn spans_ui(
    ui: &mut Ui,
    spans: &[Span],
    style: impl Fn(&str) -> RichText,
    commands: &mut CommandQueue,
) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 0.0;
        for span in spans {
            let mut text = style(&span.text);
            if span.strong {
                text = text.strong();
            }
            if span.emphasis {
                text = text.italics();
            }
            match span.link {
                Some(link) => {
                    if ui.link(text).on_hover_text(link.anchor()).clicked() {
                        commands.push(Command::OpenLaw(link));
                    }
                }
                None => {
                    ui.label(text);
                }
            }
        }
    });
}

fn source_name(language: Language, source: Source) -> String {
    let key = match source {
        // An added text is named by its title, as its federation wrote it.
        Source::Added(_) => {
            return casebook::laws::library()
                .text(source)
                .map_or_else(String::new, |t| t.title.clone());
        }
        Source::Laws2017Bg => "law-source-laws-2017-bg",
        Source::Commentary1997Ru => "law-source-commentary-1997-ru",
        Source::Commentary1987Ru => "law-source-commentary-1987-ru",
        Source::AdjustedScoresTrainingRu => "law-source-adjusted-scores-training-ru",
        Source::LawsRuPages => "law-source-laws-ru-pages",
    };
    language.tr(key)
}

/// Where the panel gave way: a narrow strip with the button that brings it back.
pub fn show_toggle(ui: &mut Ui, language: Language, commands: &mut CommandQueue) {
    let response = ui
        .add(Button::new("§").min_size(egui::vec2(ui.available_width(), 0.0)))
        .accessible_name(language.tr("law-panel-show"))
        .on_hover_text(language.tr("law-panel-show"));
    if response.clicked() {
        commands.push(Command::ToggleLawPane);
    }
}
