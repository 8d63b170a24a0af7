//! The Archive window's panel: of the rulings an appeal changed, how many the casebooks'
//! panels judged improved (up) and worsened (down) year by year, and the table by year and
//! hearing body and by Law — the improvement per case and the average marks.

use casebook::panel::{PanelFigures, PanelTally};
use egui::{Color32, RichText, Ui};
use egui_plot::{Bar, BarChart};

use crate::i18n::Language;

const IMPROVED: Color32 = Color32::from_rgb(0x2c, 0xa0, 0x2c);
const WORSENED: Color32 = Color32::from_rgb(0xd6, 0x27, 0x28);
const TOO_CLOSE: Color32 = Color32::from_rgb(0x7f, 0x7f, 0x7f);

/// The panel's section of the statistics; nothing when no panel has written.
pub fn section(ui: &mut Ui, figures: &PanelFigures, language: Language) {
    if figures.all.commented == 0 {
        return;
    }
    ui.add_space(8.0);
    ui.label(RichText::new(language.tr("archive-chart-panel")).strong());
    ui.label(RichText::new(language.tr("archive-panel-explained")).weak());
    // A year's bodies together in the chart; apart in the table.
    let mut years: std::collections::BTreeMap<i32, (usize, usize, usize)> = Default::default();
    for row in &figures.years {
        let Some(year) = row.year else { continue };
        let entry = years.entry(year).or_default();
        entry.0 += row.tally.improved;
        entry.1 += row.tally.worsened;
        entry.2 += row.tally.too_close;
    }
    let series = [
        (language.tr("archive-panel-improved"), IMPROVED),
        (language.tr("archive-panel-too-close"), TOO_CLOSE),
        (language.tr("archive-panel-worsened"), WORSENED),
    ];
    super::chart::legend(ui, &series);
    let bars = |value: &dyn Fn(&(usize, usize, usize)) -> f64| -> Vec<Bar> {
        years
            .iter()
            .map(|(year, counts)| Bar::new(f64::from(*year), value(counts)).width(0.6))
            .collect()
    };
    let improved = BarChart::new(series[0].0.clone(), bars(&|c| c.0 as f64)).color(IMPROVED);
    let too_close = BarChart::new(series[1].0.clone(), bars(&|c| c.2 as f64))
        .color(TOO_CLOSE)
        .stack_on(&[&improved]);
    // Worsened below the axis: the year's balance is seen at a glance.
    let worsened = BarChart::new(series[2].0.clone(), bars(&|c| -(c.1 as f64))).color(WORSENED);
    super::chart::plot("archive-panel", ui.available_width()).show(ui, |plot_ui| {
        plot_ui.bar_chart(improved);
        plot_ui.bar_chart(too_close);
        plot_ui.bar_chart(worsened);
    });

    let headers: [&str; 10] = [
        "archive-panel-year",
        "archive-panel-body",
        "archive-panel-commented",
        "archive-panel-changed",
        "archive-panel-improved",
        "archive-panel-worsened",
        "archive-panel-too-close",
        "archive-panel-improvement",
        "archive-panel-ruling-mark",
        "archive-panel-decision-mark",
    ];
    // The tables scroll sideways rather than widen the window past its charts.
    egui::ScrollArea::horizontal()
        .id_salt("archive-panel-table-scroll")
        .show(ui, |ui| by_year(ui, figures, &headers, language));

    if !figures.laws.is_empty() {
        ui.add_space(6.0);
        ui.label(RichText::new(language.tr("archive-panel-by-law")).strong());
        egui::ScrollArea::horizontal()
            .id_salt("archive-panel-laws-scroll")
            .show(ui, |ui| by_law(ui, figures, &headers, language));
    }
}

fn by_year(ui: &mut Ui, figures: &PanelFigures, headers: &[&str], language: Language) {
    egui::Grid::new("archive-panel-table")
        .num_columns(headers.len())
        .striped(true)
        .show(ui, |ui| {
            for key in headers {
                ui.label(RichText::new(language.tr(key)).strong());
            }
            ui.end_row();
            for row in &figures.years {
                ui.label(row.year.map_or_else(|| "—".to_string(), |y| y.to_string()));
                ui.label(language.tr(&format!("hearing-{}", row.hearing)));
                tally_cells(ui, &row.tally);
                ui.end_row();
            }
            ui.label(RichText::new(language.tr("archive-panel-all")).strong());
            ui.label("");
            tally_cells(ui, &figures.all);
            ui.end_row();
        });
}

fn by_law(ui: &mut Ui, figures: &PanelFigures, headers: &[&str], language: Language) {
    let law_word = language.tr("archive-law");
    egui::Grid::new("archive-panel-laws")
        .num_columns(headers.len() - 1)
        .striped(true)
        .show(ui, |ui| {
            ui.label("");
            for key in &headers[2..] {
                ui.label(RichText::new(language.tr(key)).strong());
            }
            ui.end_row();
            for (law, tally) in &figures.laws {
                ui.label(format!("{law_word} {law}"));
                tally_cells(ui, tally);
                ui.end_row();
            }
        });
}

fn tally_cells(ui: &mut Ui, tally: &PanelTally) {
    let printed = tally.printed();
    for cell in [
        tally.commented.to_string(),
        tally.changed.to_string(),
        tally.improved.to_string(),
        tally.worsened.to_string(),
        tally.too_close.to_string(),
        printed.improvement,
        printed.ruling_mark,
        printed.decision_mark,
    ] {
        ui.label(cell);
    }
}
