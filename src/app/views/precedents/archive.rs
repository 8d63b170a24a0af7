//! View > Archive: the figures over the years as charts — cases per year by subject, what
//! became of the rulings, deposits kept and appeals without merit, the adjusted-score methods,
//! the Laws most cited — and the consistency report, the like cases decided otherwise in the
//! years chosen, each pair with a button to open either case.

use super::chart::{legend, plot};
use super::divergences;
use crate::app::command::CommandQueue;
use crate::app::jobs::precedents::IndexState;
use crate::i18n::{FluentArgs, Language};
use casebook::case::Hearing;
use casebook::case::Subject;
use casebook::panel::PanelFigures;
use casebook::precedent::{ArchiveStatistics, BodyFigures, ConsistencyReport, YearFigures};
use egui::{Color32, DragValue, RichText, ScrollArea, Ui};
use egui_plot::{Bar, BarChart, Line, PlotPoints};
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
    /// The panels' figures over the same years.
    pub panel: Option<Arc<PanelFigures>>,
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
    egui::Window::new(language.tr("archive-window-title"))
        .id(egui::Id::unique("archive_window"))
        .open(&mut open)
        .default_size([860.0, 760.0])
        .max_width(960.0)
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
                            .show(ui, |ui| {
                                charts(ui, figures, language);
                                if let Some(panel) = &model.panel {
                                    super::panel_chart::section(ui, panel, language);
                                }
                            });
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

/// A series of a chart: its name and its count in a year.
type Series = (String, Box<dyn Fn(&YearFigures) -> usize>);

/// A chart of bars per year stacked series on series, with its legend; series with no case
/// in the years shown are left out.
fn stacked_chart(ui: &mut Ui, id: &str, years: &[YearFigures], series: Vec<Series>) {
    let mut charts: Vec<BarChart> = Vec::new();
    let mut entries = Vec::new();
    for (i, (name, count)) in series.into_iter().enumerate() {
        let bars: Vec<Bar> = years
            .iter()
            .map(|y| Bar::new(f64::from(y.year), count(y) as f64).width(0.7))
            .collect();
        if bars.iter().all(|b| b.value == 0.0) {
            continue;
        }
        let colour = PALETTE[i % PALETTE.len()];
        entries.push((name.clone(), colour));
        let others: Vec<&BarChart> = charts.iter().collect();
        let chart = BarChart::new(name, bars).color(colour).stack_on(&others);
        charts.push(chart);
    }
    legend(ui, &entries);
    plot(id, ui.available_width()).show(ui, |plot_ui| {
        for chart in charts {
            plot_ui.bar_chart(chart);
        }
    });
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
    stacked_chart(ui, "archive-subjects", years, subjects);

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
    stacked_chart(ui, "archive-rulings", years, rulings);
    bodies(ui, &figures.bodies, language);

    ui.label(RichText::new(language.tr("archive-chart-deposits")).strong());
    let series = [
        (language.tr("archive-deposits-kept"), 0),
        (language.tr("archive-without-merit"), 1),
        (language.tr("archive-deposits-returned"), 2),
    ];
    let entries: Vec<(String, Color32)> = series
        .iter()
        .map(|(name, which)| (name.clone(), PALETTE[which + 1]))
        .collect();
    legend(ui, &entries);
    plot("archive-deposits", ui.available_width()).show(ui, |plot_ui| {
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
    stacked_chart(ui, "archive-methods", years, methods);

    ui.label(RichText::new(language.tr("archive-chart-laws")).strong());
    // A bar per Law with its name and count on it: read at a glance, and by a screen reader.
    let most = figures.laws.first().map_or(1, |t| t.count.max(1));
    let law_word = language.tr("archive-law");
    egui::Grid::new("archive-laws")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            for tally in &figures.laws {
                ui.label(format!("{law_word} {}", tally.name));
                ui.add(
                    egui::ProgressBar::new(tally.count as f32 / most as f32)
                        .text(tally.count.to_string())
                        .desired_width(ui.available_width().min(420.0))
                        .fill(PALETTE[0]),
                );
                ui.end_row();
            }
        });
}

/// What each body that heard appeals did with the rulings, where more than a committee heard
/// them: reviews of the ruling apart from committees and panels of directors.
fn bodies(ui: &mut Ui, bodies: &[BodyFigures], language: Language) {
    if bodies.iter().all(|b| b.hearing == Hearing::Committee) {
        return;
    }
    ui.label(RichText::new(language.tr("archive-chart-bodies")).strong());
    egui::Grid::new("archive-bodies")
        .num_columns(5)
        .striped(true)
        .show(ui, |ui| {
            ui.label("");
            for key in [
                "archive-cases",
                "archive-upheld",
                "archive-changed",
                "archive-cancelled",
            ] {
                ui.label(RichText::new(language.tr(key)).weak());
            }
            ui.end_row();
            for body in bodies {
                ui.label(language.tr(&format!("hearing-{}", body.hearing.code())));
                for figure in [body.cases, body.upheld, body.changed, body.cancelled] {
                    ui.label(figure.to_string());
                }
                ui.end_row();
            }
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
