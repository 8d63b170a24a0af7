//! The statistics page: the figures `casebook stats` prints, over the site's cases, as a table
//! and as SVG charts (cases a year, what became of the rulings, appeals without merit, the
//! adjusted-score methods, the Laws most cited).

use super::load::SiteCase;
use super::page::{Frame, Page, PageParts, heading};
use crate::case::Hearing;
use crate::panel::{PanelCase, PanelSummary, panel_figures};
use crate::precedent::{CaseDigest, YearColumn, statistics};
use crate::publish::chart::bar_chart_svg;
use crate::publish::statistics::panel_rows;
use crate::text::escape::push_html_text;

fn chart(out: &mut String, title: &str, rows: &[(String, usize)]) {
    if rows.iter().all(|(_, n)| *n == 0) {
        return;
    }
    out.push_str("<figure class=\"chart\">\n");
    out.push_str(&bar_chart_svg(title, rows));
    out.push_str("\n<figcaption>");
    push_html_text(out, title);
    out.push_str("</figcaption>\n</figure>\n");
}

/// In a site with the panel, the panel's figures by year and hearing body: of the rulings
/// changed on appeal, how many the panel judged improved, worsened or too close, the
/// improvement per case and the average marks.
fn panel_figures_of(main: &mut String, cases: &[SiteCase], labels: &crate::publish::Labels) {
    let commented: Vec<PanelCase> = cases
        .iter()
        .filter_map(|c| {
            Some(PanelCase {
                year: Some(c.year),
                hearing: c.hearing,
                outcome: c.outcome,
                laws: Vec::new(),
                subjects: Vec::new(),
                panel: PanelSummary::of(&c.panel)?,
            })
        })
        .collect();
    if commented.is_empty() {
        return;
    }
    let figures = panel_figures(&commented, None, None);
    heading(main, 2, labels.panel);
    for year in &figures.years {
        let body = Hearing::ALL
            .into_iter()
            .find(|h| h.code() == year.hearing)
            .map_or("", |h| h.name(labels.language.into()));
        let title = match year.year {
            Some(y) => format!("{y} — {body}"),
            None => body.to_string(),
        };
        heading(main, 3, &title);
        main.push_str("<div class=\"table-wrap\"><table class=\"figures panel\">\n<tbody>\n");
        for (label, figure) in panel_rows(&year.tally, labels) {
            main.push_str("<tr><th scope=\"row\">");
            push_html_text(main, &label);
            main.push_str("</th><td>");
            push_html_text(main, &figure);
            main.push_str("</td></tr>\n");
        }
        main.push_str("</tbody></table></div>\n");
    }
}

/// What each body that heard appeals did with the rulings: reviews of the ruling apart from
/// committees and panels of directors. Shown where more than a committee heard them.
fn bodies_table(
    main: &mut String,
    bodies: &[crate::precedent::BodyFigures],
    words: &super::words::SiteWords,
    labels: &crate::publish::Labels,
) {
    if bodies.iter().all(|b| b.hearing == Hearing::Committee) {
        return;
    }
    heading(main, 2, labels.rulings_by_body);
    main.push_str(
        "<div class=\"table-wrap\"><table class=\"figures bodies\">\n<thead><tr><th></th>",
    );
    for column in [words.cases, words.upheld, words.changed, words.cancelled] {
        main.push_str("<th scope=\"col\">");
        push_html_text(main, column);
        main.push_str("</th>");
    }
    main.push_str("</tr></thead>\n<tbody>\n");
    for body in bodies {
        let name = body.hearing.name(labels.language.into());
        main.push_str("<tr><th scope=\"row\">");
        push_html_text(main, name);
        main.push_str(&format!(
            "</th><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
            body.cases, body.upheld, body.changed, body.cancelled
        ));
    }
    main.push_str("</tbody>\n</table></div>\n");
}

/// The statistics of `cases`.
pub fn statistics_page(frame: &Frame, cases: &[SiteCase]) -> Page {
    let words = frame.words;
    let labels = frame.language.labels();
    let digests: Vec<CaseDigest> = cases.iter().map(|c| c.digest.clone()).collect();
    let figures = statistics(&digests, None, None);
    let mut main = String::new();
    heading(&mut main, 1, words.statistics);

    main.push_str("<div class=\"table-wrap\"><table class=\"figures\">\n<thead><tr>");
    let label = |column: YearColumn| match column {
        YearColumn::Cases => words.cases,
        YearColumn::Upheld => words.upheld,
        YearColumn::Changed => words.changed,
        YearColumn::Cancelled => words.cancelled,
        YearColumn::Undecided => labels.outcome_unknown,
        YearColumn::DepositsKept => labels.deposits_kept,
        YearColumn::WithoutMerit => words.without_merit,
        YearColumn::Weighted => words.weighted,
        YearColumn::Assigned => words.assigned,
    };
    let headings = std::iter::once(words.year).chain(YearColumn::ALL.map(label));
    for column in headings {
        main.push_str("<th scope=\"col\">");
        push_html_text(&mut main, column);
        main.push_str("</th>");
    }
    main.push_str("</tr></thead>\n<tbody>\n");
    for year in &figures.years {
        main.push_str(&format!("<tr><th scope=\"row\">{}</th>", year.year));
        for column in YearColumn::ALL {
            main.push_str(&format!("<td>{}</td>", year.count(column)));
        }
        main.push_str("</tr>\n");
    }
    main.push_str("</tbody>\n</table></div>\n");
    bodies_table(&mut main, &figures.bodies, words, labels);

    let per_year = |f: &dyn Fn(&crate::precedent::YearFigures) -> usize| -> Vec<(String, usize)> {
        figures
            .years
            .iter()
            .map(|y| (y.year.to_string(), f(y)))
            .collect()
    };
    chart(&mut main, words.cases_a_year, &per_year(&|y| y.cases));
    let sum = |f: &dyn Fn(&crate::precedent::YearFigures) -> usize| -> usize {
        figures.years.iter().map(f).sum()
    };
    chart(
        &mut main,
        words.rulings_a_year,
        &[
            (words.upheld.to_string(), sum(&|y| y.upheld)),
            (words.changed.to_string(), sum(&|y| y.changed)),
            (words.cancelled.to_string(), sum(&|y| y.cancelled)),
        ],
    );
    chart(
        &mut main,
        words.without_merit,
        &per_year(&|y| y.without_merit),
    );
    let methods: Vec<(String, usize)> = ["weighted", "assigned", "artificial"]
        .into_iter()
        .map(|m| {
            (
                words.method(Some(m)).to_string(),
                sum(&|y| y.methods.get(m).copied().unwrap_or(0)),
            )
        })
        .collect();
    chart(&mut main, words.methods, &methods);
    let laws: Vec<(String, usize)> = figures
        .laws
        .iter()
        .map(|t| (format!("{} {}", words.law, t.name), t.count))
        .collect();
    chart(&mut main, words.laws_most_cited, &laws);
    panel_figures_of(&mut main, cases, labels);

    frame.page(&PageParts {
        address: "statistics/",
        lang: frame.language.code(),
        title: words.statistics,
        head: "",
        main_attributes: "",
        main: &main,
    })
}
