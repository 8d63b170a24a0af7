//! The statistics chart as an inline SVG bar chart (one horizontal bar a row), self-contained
//! so the casebook stays one file.

use crate::text::escape::html_attribute;
use std::fmt::Write;

const ROW_HEIGHT: usize = 24;
const LABEL_WIDTH: usize = 300;
const BAR_WIDTH: usize = 320;
const COUNT_WIDTH: usize = 40;

/// A horizontal bar chart of `rows` (label, count); `title` is its accessible name.
pub fn bar_chart_svg(title: &str, rows: &[(String, usize)]) -> String {
    let max = rows.iter().map(|(_, n)| *n).max().unwrap_or(0).max(1);
    let width = LABEL_WIDTH + BAR_WIDTH + COUNT_WIDTH;
    let height = ROW_HEIGHT * rows.len().max(1) + 8;
    let mut svg = String::new();
    let _ = write!(
        svg,
        "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" \
         viewBox=\"0 0 {width} {height}\" width=\"{width}\" height=\"{height}\" \
         aria-label=\"{}\"><title>{}</title>",
        html_attribute(title),
        html_attribute(title)
    );
    for (i, (label, n)) in rows.iter().enumerate() {
        let y = i * ROW_HEIGHT + 4;
        let bar = (BAR_WIDTH - 10) * n / max;
        let _ = write!(
            svg,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"end\" class=\"chart-label\">{}</text>\
             <rect x=\"{}\" y=\"{}\" width=\"{bar}\" height=\"{}\" class=\"chart-bar\"/>\
             <text x=\"{}\" y=\"{}\" class=\"chart-count\">{n}</text>",
            LABEL_WIDTH - 8,
            y + 15,
            html_attribute(label),
            LABEL_WIDTH,
            y + 2,
            ROW_HEIGHT - 8,
            LABEL_WIDTH + bar + 6,
            y + 15,
        );
    }
    svg.push_str("</svg>");
    svg
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bars_scale_to_the_largest_count_and_labels_are_escaped() {
        let svg = bar_chart_svg(
            "Cases <by> subject",
            &[("Claim".into(), 4), ("<b>UI</b>".into(), 2)],
        );
        assert!(svg.starts_with("<svg"), "{svg}");
        assert!(
            svg.contains("width=\"310\""),
            "the largest bar is full width: {svg}"
        );
        assert!(
            svg.contains("width=\"155\""),
            "half the count, half the bar: {svg}"
        );
        assert!(svg.contains("&lt;b&gt;UI&lt;/b&gt;"), "{svg}");
        assert!(!svg.contains("<b>"), "{svg}");
    }
}
