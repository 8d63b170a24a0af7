//! The pollees' links as QR codes: the modules a screen draws, and the printed slips — A4
//! pages of eight, cut along the dashed lines and handed out round the room, each with its
//! pollee's number (and name), the code and the address typed out.

use super::served::{ServedPoll, ServedPollee};
use super::served_page::words;
use crate::text::escape::html_text;
use qrcode::{EcLevel, QrCode};

/// A link's QR code: its side in modules, and each module dark or light, row by row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QrModules {
    pub side: usize,
    pub dark: Vec<bool>,
}

/// The QR code of `link` (error correction M: a slip creased in a pocket still reads), or
/// `None` for a link too long for any QR code.
pub fn qr_modules(link: &str) -> Option<QrModules> {
    let code = QrCode::with_error_correction_level(link.as_bytes(), EcLevel::M).ok()?;
    let side = code.width();
    let dark = code
        .to_colors()
        .into_iter()
        .map(|c| c == qrcode::Color::Dark)
        .collect();
    Some(QrModules { side, dark })
}

/// The code as SVG, drawn `size_mm` millimetres wide with its quiet zone: one path, crisp
/// at any printer's resolution.
pub fn qr_svg(link: &str, size_mm: u32) -> Option<String> {
    let modules = qr_modules(link)?;
    let quiet = 4;
    let total = modules.side + 2 * quiet;
    let mut path = String::new();
    for (i, dark) in modules.dark.iter().enumerate() {
        if *dark {
            let (x, y) = (i % modules.side + quiet, i / modules.side + quiet);
            path.push_str(&format!("M{x} {y}h1v1h-1z"));
        }
    }
    Some(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{size_mm}mm\" height=\"{size_mm}mm\" \
         viewBox=\"0 0 {total} {total}\" shape-rendering=\"crispEdges\" role=\"img\">\
         <rect width=\"{total}\" height=\"{total}\" fill=\"#fff\"/><path d=\"{path}\" fill=\"#000\"/></svg>"
    ))
}

/// The slips of `poll`'s pollees, eight to an A4 page, `link` giving each pollee's address.
pub fn slips_html(poll: &ServedPoll, link: impl Fn(&ServedPollee) -> String) -> String {
    let words = words(&poll.problem.language);
    let mut sheets = String::new();
    for eight in poll.pollees.chunks(8) {
        sheets.push_str("<section>");
        for pollee in eight {
            let address = link(pollee);
            let code = qr_svg(&address, 42).unwrap_or_default();
            let name = if pollee.class.name.trim().is_empty() {
                String::new()
            } else {
                format!(" — {}", html_text(pollee.class.name.trim()))
            };
            sheets.push_str(&format!(
                "<div class=\"slip\"><p class=\"who\">{} · {} {}{name}</p>{code}\
                 <p class=\"how\">{}</p><p class=\"link\">{}</p></div>",
                words.title,
                words.pollee,
                pollee.number,
                words.slip_scan,
                html_text(&address)
            ));
        }
        sheets.push_str("</section>");
    }
    format!(
        "<!DOCTYPE html><html lang=\"{lang}\"><head><meta charset=\"utf-8\"><title>{title}</title>\
         <style>{SLIP_STYLE}</style></head><body>{sheets}</body></html>",
        lang = words.lang,
        title = html_text(&poll.problem.heading),
    )
}

/// Two columns of four slips a page, dashed lines to cut along.
const SLIP_STYLE: &str = "@page{size:A4;margin:8mm}body{margin:0;font:11pt sans-serif;color:#000}\
section{display:grid;grid-template-columns:97mm 97mm;grid-auto-rows:70mm;break-after:page}\
section:last-child{break-after:auto}\
.slip{border:1px dashed #777;padding:3mm 4mm;box-sizing:border-box;text-align:center;overflow:hidden}\
.who{font-weight:bold;font-size:13pt;margin:0 0 1mm}.how{margin:1mm 0;font-size:9pt}\
.link{font-family:monospace;font-size:8pt;word-break:break-all;margin:0}svg{display:block;margin:0 auto}";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::poll::served::{FrozenProblem, LinkToken, PolleeClass};
    use chrono::Utc;

    fn poll(pollees: usize) -> ServedPoll {
        ServedPoll {
            id: 1,
            case: uuid::Uuid::new_v4(),
            poll: 0,
            problem: FrozenProblem {
                language: "ru".to_string(),
                heading: "Опрос <по делу>".to_string(),
                problem: String::new(),
                question: String::new(),
                calls: Vec::new(),
            },
            opened_at: Utc::now(),
            opened_by: String::new(),
            closed_at: None,
            pollees: (0..pollees)
                .map(|n| ServedPollee {
                    token: LinkToken::new(),
                    number: n as u32 + 1,
                    class: PolleeClass {
                        name: if n == 0 {
                            "Иванов".to_string()
                        } else {
                            String::new()
                        },
                        ..PolleeClass::default()
                    },
                    answer: None,
                })
                .collect(),
        }
    }

    #[test]
    fn a_link_is_a_square_code_with_the_finder_patterns_in_three_corners() {
        let link = format!("http://192.168.1.20:8080/p/{}", LinkToken::new());
        let code = qr_modules(&link).unwrap();
        assert_eq!(code.dark.len(), code.side * code.side);
        // Version 4 (33 modules) holds a 59-character link at level M.
        assert!(code.side >= 29, "{}", code.side);
        let at = |x: usize, y: usize| code.dark[y * code.side + x];
        for (x, y) in [(0, 0), (code.side - 7, 0), (0, code.side - 7)] {
            // Each finder's outer ring is dark, its inner ring light, its heart dark.
            assert!(at(x, y) && at(x + 6, y + 6), "finder at {x},{y}");
            assert!(!at(x + 1, y + 1) && at(x + 3, y + 3), "finder at {x},{y}");
        }
    }

    #[test]
    fn slips_come_eight_to_a_page_each_with_its_number_code_and_address() {
        let poll = poll(10);
        let html = slips_html(&poll, |p| format!("http://10.0.0.2:8080/p/{}", p.token));
        assert_eq!(html.matches("<section>").count(), 2);
        assert_eq!(html.matches("class=\"slip\"").count(), 10);
        assert_eq!(html.matches("<svg").count(), 10);
        for pollee in &poll.pollees {
            assert!(html.contains(&pollee.token.to_string()));
        }
        assert!(html.contains("Опрашиваемый 1 — Иванов"));
        assert!(html.contains("Опрашиваемый 10</p>"));
        // The heading is the page's title, escaped.
        assert!(html.contains("<title>Опрос &lt;по делу&gt;</title>"));
    }
}
