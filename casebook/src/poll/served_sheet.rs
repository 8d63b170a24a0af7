//! A served poll's record, printed for the committee's file: the problem exactly as the
//! pollees were shown it, and each pollee's answer — his class, when it was received, the
//! call, the others he considered, his words — counted, or set aside with the Director's
//! reason. An A4 page, in the poll's language.

use super::served::ServedPoll;
use crate::text::escape::html_text;
use chrono::{DateTime, Utc};

/// The record's words in one language.
struct RecordWords {
    lang: &'static str,
    title: &'static str,
    shown: &'static str,
    opened: &'static str,
    closed: &'static str,
    open: &'static str,
    columns: [&'static str; 7],
    waiting: &'static str,
    counted: &'static str,
    set_aside: &'static str,
}

const ENGLISH: RecordWords = RecordWords {
    lang: "en",
    title: "Poll served to the pollees' phones",
    shown: "The problem as it was shown",
    opened: "Served",
    closed: "closed",
    open: "still open",
    columns: [
        "Pollee",
        "Class",
        "Received",
        "Answer",
        "Also considered",
        "In his words",
        "Counted",
    ],
    waiting: "no answer",
    counted: "yes",
    set_aside: "set aside",
};

const RUSSIAN: RecordWords = RecordWords {
    lang: "ru",
    title: "Опрос на телефонах опрашиваемых",
    shown: "Задача в том виде, в каком её показали",
    opened: "Открыт",
    closed: "закрыт",
    open: "ещё открыт",
    columns: [
        "Опрашиваемый",
        "Класс",
        "Получен",
        "Ответ",
        "Рассматривал также",
        "Своими словами",
        "Учитывается",
    ],
    waiting: "нет ответа",
    counted: "да",
    set_aside: "отложен",
};

const BULGARIAN: RecordWords = RecordWords {
    lang: "bg",
    title: "Анкета на телефоните на анкетираните",
    shown: "Задачата, както е била показана",
    opened: "Отворена",
    closed: "затворена",
    open: "още отворена",
    columns: [
        "Анкетиран",
        "Класа",
        "Получен",
        "Отговор",
        "Обмислял също",
        "С негови думи",
        "Брои се",
    ],
    waiting: "няма отговор",
    counted: "да",
    set_aside: "отделен",
};

fn words(language: &str) -> &'static RecordWords {
    match language {
        "ru" => &RUSSIAN,
        "bg" => &BULGARIAN,
        _ => &ENGLISH,
    }
}

fn when(at: DateTime<Utc>) -> String {
    at.format("%Y-%m-%d %H:%M UTC").to_string()
}

/// The record of `poll` as an HTML page for A4.
pub fn answers_html(poll: &ServedPoll) -> String {
    let words = words(&poll.problem.language);
    let state = match poll.closed_at {
        Some(at) => format!("{}, {} {}", when(poll.opened_at), words.closed, when(at)),
        None => format!("{}, {}", when(poll.opened_at), words.open),
    };
    let mut rows = String::new();
    for pollee in &poll.pollees {
        let class = [pollee.class.strength.trim(), pollee.class.methods.trim()]
            .into_iter()
            .filter(|t| !t.is_empty())
            .collect::<Vec<_>>()
            .join(", ");
        let cells: [String; 6] = match &pollee.answer {
            None => [
                html_text(&pollee.label()),
                html_text(&class),
                String::new(),
                format!("<i>{}</i>", words.waiting),
                String::new(),
                String::new(),
            ],
            Some(answer) => [
                html_text(&pollee.label()),
                html_text(&class),
                when(answer.received_at),
                format!("<b>{}</b>", html_text(&answer.given.action)),
                html_text(&answer.given.considered.join(", ")),
                html_text(answer.given.other.trim()),
            ],
        };
        let counted = match pollee.answer.as_ref().map(|a| &a.set_aside) {
            None => String::new(),
            Some(None) => words.counted.to_string(),
            Some(Some(aside)) => format!(
                "{} {}: {}",
                words.set_aside,
                when(aside.at),
                html_text(&aside.reason)
            ),
        };
        rows.push_str("<tr>");
        for cell in cells.iter().chain(std::iter::once(&counted)) {
            rows.push_str(&format!("<td>{cell}</td>"));
        }
        rows.push_str("</tr>");
    }
    let header: String = words
        .columns
        .iter()
        .map(|c| format!("<th>{c}</th>"))
        .collect();
    format!(
        "<!DOCTYPE html><html lang=\"{lang}\"><head><meta charset=\"utf-8\"><title>{title}</title>\
         <style>{RECORD_STYLE}</style></head><body><h1>{title}</h1><p>{opened}: {state}</p>\
         <h2>{shown}</h2><p><b>{heading}</b></p><pre>{problem}</pre><p><b>{question}</b></p>\
         <table><thead><tr>{header}</tr></thead><tbody>{rows}</tbody></table></body></html>",
        lang = words.lang,
        title = words.title,
        opened = words.opened,
        shown = words.shown,
        heading = html_text(&poll.problem.heading),
        problem = html_text(&poll.problem.problem),
        question = html_text(&poll.problem.question),
    )
}

const RECORD_STYLE: &str = "@page{size:A4;margin:15mm}body{font:10pt sans-serif;color:#000}\
h1{font-size:14pt}h2{font-size:11pt}pre{white-space:pre-wrap;font:inherit}\
table{border-collapse:collapse;width:100%}th,td{border:1px solid #888;padding:2px 4px;text-align:left;vertical-align:top}\
th{background:#eee}.red{color:#c00}";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::poll::served::{
        AnswerGiven, FrozenProblem, LinkToken, PolleeClass, ServedAnswer, ServedPollee, SetAside,
    };

    #[test]
    fn the_record_shows_the_problem_as_shown_and_each_answer_counted_or_set_aside() {
        let at = DateTime::parse_from_rfc3339("2026-12-07T14:06:00Z")
            .unwrap()
            .with_timezone(&Utc);
        let answer = |action: &str, aside: Option<&str>| ServedAnswer {
            received_at: at,
            given: AnswerGiven {
                action: action.into(),
                considered: vec!["4♠".into()],
                other: "<думал>".into(),
                comment: String::new(),
            },
            set_aside: aside.map(|reason| SetAside {
                reason: reason.into(),
                by: "Судья".into(),
                at,
            }),
        };
        let pollee = |n: u32, name: &str, given: Option<ServedAnswer>| ServedPollee {
            token: LinkToken::new(),
            number: n,
            class: PolleeClass {
                name: name.into(),
                strength: "мастер".into(),
                methods: String::new(),
            },
            answer: given,
        };
        let poll = ServedPoll {
            id: 1,
            case: uuid::Uuid::new_v4(),
            poll: 0,
            problem: FrozenProblem {
                language: "ru".into(),
                heading: "Сдача 5".into(),
                problem: "♠В762 ♥1042".into(),
                question: "Ваша заявка?".into(),
                calls: vec!["Пас".into()],
            },
            opened_at: at,
            opened_by: String::new(),
            closed_at: None,
            pollees: vec![
                pollee(1, "Иванов", Some(answer("Пас", None))),
                pollee(2, "", Some(answer("4♠", Some("Знал сдачу.")))),
                pollee(3, "", None),
            ],
        };
        let html = answers_html(&poll);
        assert!(html.contains("<html lang=\"ru\">"));
        assert!(html.contains("♠В762") && html.contains("Ваша заявка?"));
        assert!(html.contains(
            "<td>Иванов</td><td>мастер</td><td>2026-12-07 14:06 UTC</td><td><b>Пас</b></td>"
        ));
        assert!(html.contains("отложен 2026-12-07 14:06 UTC: Знал сдачу."));
        assert!(html.contains("<td>#3</td>") && html.contains("нет ответа"));
        assert!(html.contains("&lt;думал&gt;"), "the pollee's words escaped");
        assert!(html.contains("ещё открыт"));
    }
}
