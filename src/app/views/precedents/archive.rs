//! View > Archive: the figures over the years as charts — cases per year by subject, what
//! became of the rulings, deposits kept and appeals without merit, the adjusted-score methods,
//! the Laws most cited — and the consistency report, the like cases decided otherwise in the
//! years chosen, each pair with a button to open either case.

use super::divergences;
use crate::app::command::CommandQueue;
use crate::app::precedents::IndexState;
use crate::i18n::{FluentArgs, Language};
use casebook::case::Subject;
use casebook::precedent::{ArchiveStatistics, ConsistencyReport, YearFigures};
use egui::{Color32, DragValue, RichText, ScrollArea, Ui};
use egui_plot::{Bar, BarChart, Legend, Line, Plot, PlotPoints};
use std::sync::Arc;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ArchiveTab {
    #[default]
    Statistics,
    Consistency,
}

/// The window's state: open or not, the tab, the years chosen.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ArchiveWindow {
    pub open: bool,
    pub tab: ArchiveTab,
    /// The years the statistics cover; `None` until the archive's span is known.
    pub years: Option<(i32, i32)>,
    /// The years the consistency report covers.
    pub consistency_years: Option<(i32, i32)>,
}

pub struct ArchiveModel<'a> {
    pub language: Language,
    pub state: &'a IndexState,
    /// The archive's first and last year.
    pub span: Option<(i32, i32)>,
    pub statistics: Option<Arc<ArchiveStatistics>>,
    /// `None` while it is being made.
    pub consistency: Option<Arc<ConsistencyReport>>,
}

pub fn show(
    ctx: &egui::Context,
    window: &mut ArchiveWindow,
    model: &ArchiveModel<'_>,
    commands: &mut CommandQueue,
) {
    let language = model.language;
    let mut open = window.open;
    egui::Window::new(language.tr("archive-title"))
        .id(egui::Id::unique("archive_window"))
        .open(&mut open)
        .default_size([760.0, 640.0])
        .resizable(true)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                for (tab, key) in [
                    (ArchiveTab::Statistics, "archive-tab-statistics"),
                    (ArchiveTab::Consistency, "archive-tab-consistency"),
                ] {
                    if ui
                        .selectable_label(window.tab == tab, language.tr(key))
                        .clicked()
                    {
                        window.tab = tab;
                    }
                }
            });
            ui.separator();
            if !super::index_ready(ui, model.state, language) {
                return;
            }
            let Some(span) = model.span else {
                ui.label(RichText::new(language.tr("archive-empty")).weak());
                return;
            };
            match window.tab {
                ArchiveTab::Statistics => {
                    let years = window.years.get_or_insert(span);
                    year_range(ui, language, years, span, "archive-statistics-years");
                    if let Some(figures) = &model.statistics {
                        ScrollArea::vertical()
                            .id_salt("archive-statistics")
                            .show(ui, |ui| charts(ui, figures, language));
                    }
                }
                ArchiveTab::Consistency => {
                    let years = window.consistency_years.get_or_insert((span.1, span.1));
                    year_range(ui, language, years, span, "archive-consistency-years");
                    match &model.consistency {
                        None => {
                            ui.horizontal(|ui| {
                                ui.spinner();
                                ui.label(language.tr("archive-consistency-working"));
                            });
                        }
                        Some(report) => consistency(ui, report, language, commands),
                    }
                }
            }
        });
    window.open = open;
}

fn year_range(ui: &mut Ui, language: Language, years: &mut (i32, i32), span: (i32, i32), id: &str) {
    ui.push_id(id, |ui| {
        ui.horizontal(|ui| {
            let from = ui.label(language.tr("archive-from"));
            ui.add(DragValue::new(&mut years.0).range(span.0..=span.1))
                .labelled_by(from.id);
            let to = ui.label(language.tr("archive-to"));
            ui.add(DragValue::new(&mut years.1).range(span.0..=span.1))
                .labelled_by(to.id);
            if years.0 > years.1 {
                std::mem::swap(&mut years.0, &mut years.1);
            }
            if ui.button(language.tr("archive-all-years")).clicked() {
                *years = span;
            }
        });
    });
}

/// A colour per series, the same in every chart and readable in both themes.
const PALETTE: [Color32; 10] = [
    Color32::from_rgb(0x1f, 0x77, 0xb4),
    Color32::from_rgb(0xd6, 0x27, 0x28),
    Color32::from_rgb(0x2c, 0xa0, 0x2c),
    Color32::from_rgb(0xff, 0x7f, 0x0e),
    Color32::from_rgb(0x94, 0x67, 0xbd),
    Color32::from_rgb(0x8c, 0x56, 0x4b),
    Color32::from_rgb(0xe3, 0x77, 0xc2),
    Color32::from_rgb(0x7f, 0x7f, 0x7f),
    Color32::from_rgb(0xbc, 0xbd, 0x22),
    Color32::from_rgb(0x17, 0xbe, 0xcf),
];

const CHART_HEIGHT: f32 = 190.0;

/// A series of a chart: its name and its count in a year.
type Series = (String, Box<dyn Fn(&YearFigures) -> usize>);

fn plot(id: &str) -> Plot<'static> {
    Plot::new(id.to_string())
        .height(CHART_HEIGHT)
        .legend(Legend::default())
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .include_y(0.0)
        .x_axis_formatter(|mark, _| {
            // Years are whole numbers.
            if mark.value.fract() == 0.0 {
                format!("{}", mark.value as i64)
            } else {
                String::new()
            }
        })
}

/// Stacked bars per year, one series per (name, count of a year).
fn stacked(plot_ui: &mut egui_plot::PlotUi<'_>, years: &[YearFigures], series: Vec<Series>) {
    let mut charts: Vec<BarChart> = Vec::new();
    for (i, (name, count)) in series.into_iter().enumerate() {
        let bars: Vec<Bar> = years
            .iter()
            .map(|y| Bar::new(f64::from(y.year), count(y) as f64).width(0.7))
            .collect();
        if bars.iter().all(|b| b.value == 0.0) {
            continue;
        }
        let others: Vec<&BarChart> = charts.iter().collect();
        let chart = BarChart::new(name, bars)
            .color(PALETTE[i % PALETTE.len()])
            .stack_on(&others);
        charts.push(chart);
    }
    for chart in charts {
        plot_ui.bar_chart(chart);
    }
}

fn charts(ui: &mut Ui, figures: &ArchiveStatistics, language: Language) {
    let mut args = FluentArgs::new();
    args.set("cases", figures.cases());
    args.set("years", figures.years.len());
    ui.label(RichText::new(language.tr_args("archive-summary", &args)).strong());
    let years = &figures.years;

    ui.label(RichText::new(language.tr("archive-chart-subjects")).strong());
    let subjects: Vec<Series> = Subject::ALL
        .into_iter()
        .map(|subject| {
            let name = language.tr(&format!("subject-{}", subject.code()));
            let count: Box<dyn Fn(&YearFigures) -> usize> = Box::new(move |y: &YearFigures| {
                y.subjects.get(subject.code()).copied().unwrap_or(0)
            });
            (name, count)
        })
        .collect();
    plot("archive-subjects").show(ui, |plot_ui| stacked(plot_ui, years, subjects));

    ui.label(RichText::new(language.tr("archive-chart-rulings")).strong());
    let rulings: Vec<Series> = vec![
        (
            language.tr("archive-upheld"),
            Box::new(|y: &YearFigures| y.upheld),
        ),
        (
            language.tr("archive-changed"),
            Box::new(|y: &YearFigures| y.changed),
        ),
        (
            language.tr("archive-cancelled"),
            Box::new(|y: &YearFigures| y.cancelled),
        ),
        (
            language.tr("archive-undecided"),
            Box::new(|y: &YearFigures| y.undecided),
        ),
    ];
    plot("archive-rulings").show(ui, |plot_ui| stacked(plot_ui, years, rulings));

    ui.label(RichText::new(language.tr("archive-chart-deposits")).strong());
    plot("archive-deposits").show(ui, |plot_ui| {
        let series = [
            (language.tr("archive-deposits-kept"), 0),
            (language.tr("archive-without-merit"), 1),
            (language.tr("archive-deposits-returned"), 2),
        ];
        for (name, which) in series {
            let points: PlotPoints = years
                .iter()
                .map(|y| {
                    let value = match which {
                        0 => y.deposits_kept,
                        1 => y.without_merit,
                        _ => y.deposits_returned,
                    };
                    [f64::from(y.year), value as f64]
                })
                .collect();
            plot_ui.line(Line::new(name, points).color(PALETTE[which + 1]).width(2.0));
        }
    });

    ui.label(RichText::new(language.tr("archive-chart-methods")).strong());
    let methods: Vec<Series> = ["weighted", "assigned", "artificial"]
        .into_iter()
        .map(|method| {
            let count: Box<dyn Fn(&YearFigures) -> usize> =
                Box::new(move |y: &YearFigures| y.methods.get(method).copied().unwrap_or(0));
            (language.tr(&format!("archive-method-{method}")), count)
        })
        .collect();
    plot("archive-methods").show(ui, |plot_ui| stacked(plot_ui, years, methods));

    ui.label(RichText::new(language.tr("archive-chart-laws")).strong());
    let names: Vec<String> = figures.laws.iter().map(|t| t.name.clone()).collect();
    let law_word = language.tr("archive-law");
    let bars: Vec<Bar> = figures
        .laws
        .iter()
        .enumerate()
        .map(|(i, tally)| {
            Bar::new((figures.laws.len() - i) as f64, tally.count as f64)
                .name(format!("{law_word} {}", tally.name))
                .width(0.7)
        })
        .collect();
    let count = names.len();
    Plot::new("archive-laws")
        .height((count as f32 * 18.0).max(80.0))
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .include_x(0.0)
        .y_axis_formatter(move |mark, _| {
            let position = mark.value;
            if position.fract() != 0.0 || position < 1.0 {
                return String::new();
            }
            let i = count as i64 - position as i64;
            usize::try_from(i)
                .ok()
                .and_then(|i| names.get(i))
                .cloned()
                .unwrap_or_default()
        })
        .show(ui, |plot_ui| {
            plot_ui.bar_chart(
                BarChart::new(language.tr("archive-chart-laws"), bars)
                    .horizontal()
                    .color(PALETTE[0]),
            )
        });
}

fn consistency(
    ui: &mut Ui,
    report: &ConsistencyReport,
    language: Language,
    commands: &mut CommandQueue,
) {
    let mut args = FluentArgs::new();
    args.set("cases", report.cases);
    args.set("pairs", report.pairs.len());
    ui.label(RichText::new(language.tr_args("archive-consistency-summary", &args)).strong());
    ScrollArea::vertical()
        .id_salt("archive-consistency")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (here, divergence) in &report.pairs {
                ui.separator();
                super::case_heading(ui, here, language, commands);
                super::decision_line(ui, here, language);
                ui.indent("pair", |ui| {
                    divergences::row(ui, divergence, language, commands)
                });
            }
        });
}
