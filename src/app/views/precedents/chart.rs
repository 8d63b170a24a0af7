//! What the Archive window's charts share: a plot of years that neither zooms nor drags, and a
//! legend above it.

use egui::{Color32, Ui};
use egui_plot::Plot;

const CHART_HEIGHT: f32 = 190.0;
const CHART_WIDTH: f32 = 880.0;

pub(super) fn plot(id: &str, width: f32) -> Plot<'static> {
    Plot::new(id.to_string())
        .height(CHART_HEIGHT)
        // A window grows to fit its content: the chart takes the width there is, no more.
        .width(width.clamp(240.0, CHART_WIDTH))
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

/// The series' names in their colours, above the chart rather than over its bars.
pub(super) fn legend(ui: &mut Ui, entries: &[(String, Color32)]) {
    ui.horizontal_wrapped(|ui| {
        for (name, colour) in entries {
            // The square and its name are one unit, never parted at the end of a line.
            let mut job = egui::text::LayoutJob::default();
            let font = egui::TextStyle::Body.resolve(ui.style());
            job.append("■ ", 0.0, egui::TextFormat::simple(font.clone(), *colour));
            job.append(
                name,
                0.0,
                egui::TextFormat::simple(font, ui.visuals().text_color()),
            );
            ui.add(egui::Label::new(job).wrap_mode(egui::TextWrapMode::Extend));
        }
    });
}
