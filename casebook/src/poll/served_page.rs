//! The page a pollee's link opens: a plain HTML form that works without JavaScript, made for a
//! 360-pixel-wide phone in a bright room, in the language the poll was served in. It shows the
//! frozen problem and nothing else of the case — no names, no unauthorized information, no
//! ruling, no other pollee's answer — and, once answered, what was received.

use super::served::{AnswerGiven, AnswerRefused, FrozenProblem};
use crate::text::escape::{html_attribute, html_text};

/// The words of the page, in one language.
pub(crate) struct PageWords {
    pub(crate) lang: &'static str,
    pub(crate) title: &'static str,
    pub(crate) pollee: &'static str,
    your_call: &'static str,
    another: &'static str,
    considered: &'static str,
    other: &'static str,
    send: &'static str,
    received: &'static str,
    you_chose: &'static str,
    you_considered: &'static str,
    unknown_link: &'static str,
    answered: &'static str,
    closed: &'static str,
    no_action: &'static str,
    too_long: &'static str,
    /// The archive could not keep the answer (nothing was kept).
    not_kept: &'static str,
    /// Too many requests from one address.
    busy: &'static str,
    /// A request the page never sends: malformed, too large or too slow.
    bad_request: &'static str,
    /// A printed slip: how the pollee opens his page.
    pub(crate) slip_scan: &'static str,
}

const ENGLISH: PageWords = PageWords {
    lang: "en",
    title: "Poll",
    pollee: "Pollee",
    your_call: "Your answer",
    another: "Another answer:",
    considered: "Which others did you seriously consider?",
    other: "What else did you consider, in your words",
    send: "Send my answer",
    received: "Received. Thank you: your answer is with the Director.",
    you_chose: "You chose",
    you_considered: "You also considered",
    unknown_link: "This link is not one of the poll's. Ask the Director for yours.",
    answered: "This link has answered already. One answer a link: ask the Director if something is wrong.",
    closed: "The poll is closed: the Director takes no more answers.",
    no_action: "Choose your answer (or write another) and send again.",
    too_long: "The answer is too long: a few words are enough.",
    not_kept: "Your answer could not be kept: nothing was received. Please tell the Director.",
    busy: "Too many requests from this device: wait a moment and try again.",
    bad_request: "This request cannot be read. Open your link again.",
    slip_scan: "Point the phone's camera at the code, or type the address:",
};

const RUSSIAN: PageWords = PageWords {
    lang: "ru",
    title: "Опрос",
    pollee: "Опрашиваемый",
    your_call: "Ваш ответ",
    another: "Другой ответ:",
    considered: "Какие ещё ответы вы всерьёз рассматривали?",
    other: "Что ещё вы рассматривали — своими словами",
    send: "Отправить ответ",
    received: "Получено. Спасибо: ваш ответ у судьи.",
    you_chose: "Вы выбрали",
    you_considered: "Вы также рассматривали",
    unknown_link: "Эта ссылка не из этого опроса. Попросите у судьи свою.",
    answered: "По этой ссылке уже ответили. Один ответ на ссылку: если что-то не так, скажите судье.",
    closed: "Опрос закрыт: судья больше не принимает ответов.",
    no_action: "Выберите ответ (или напишите другой) и отправьте снова.",
    too_long: "Ответ слишком длинный: хватит нескольких слов.",
    not_kept: "Ответ не удалось сохранить: ничего не получено. Пожалуйста, скажите судье.",
    busy: "Слишком много запросов с этого устройства: подождите немного и попробуйте снова.",
    bad_request: "Этот запрос не читается. Откройте свою ссылку снова.",
    slip_scan: "Наведите камеру телефона на код или наберите адрес:",
};

const BULGARIAN: PageWords = PageWords {
    lang: "bg",
    title: "Анкета",
    pollee: "Анкетиран",
    your_call: "Вашият отговор",
    another: "Друг отговор:",
    considered: "Кои други отговори обмисляхте сериозно?",
    other: "Какво друго обмисляхте — с ваши думи",
    send: "Изпрати отговора",
    received: "Получено. Благодарим: отговорът ви е при съдията.",
    you_chose: "Избрахте",
    you_considered: "Обмисляхте също",
    unknown_link: "Тази връзка не е от анкетата. Поискайте своята от съдията.",
    answered: "По тази връзка вече е отговорено. Един отговор на връзка: ако нещо не е наред, кажете на съдията.",
    closed: "Анкетата е затворена: съдията не приема повече отговори.",
    no_action: "Изберете отговор (или напишете друг) и изпратете отново.",
    too_long: "Отговорът е твърде дълъг: стигат няколко думи.",
    not_kept: "Отговорът не можа да бъде запазен: нищо не е получено. Моля, кажете на съдията.",
    busy: "Твърде много заявки от това устройство: изчакайте малко и опитайте отново.",
    bad_request: "Тази заявка не може да бъде прочетена. Отворете връзката си отново.",
    slip_scan: "Насочете камерата на телефона към кода или въведете адреса:",
};

pub(crate) fn words(language: &str) -> &'static PageWords {
    match language {
        "ru" => &RUSSIAN,
        "bg" => &BULGARIAN,
        _ => &ENGLISH,
    }
}

/// Large type, strong contrast, one column: a phone in a bright playing room.
const STYLE: &str = "body{margin:0;padding:12px;font:18px/1.4 sans-serif;color:#000;background:#fff;max-width:40em}\
h1{font-size:20px;margin:0 0 8px}p.h{font-weight:bold;margin:4px 0}pre{white-space:pre-wrap;font:inherit;margin:8px 0}\
fieldset{border:2px solid #000;margin:12px 0;padding:8px}legend{font-weight:bold}\
label{display:inline-block;min-width:4.2em;padding:8px 6px;margin:2px;border:1px solid #555}\
input[type=text],textarea{width:100%;box-sizing:border-box;font:inherit;padding:8px;border:2px solid #000}\
button{width:100%;font:inherit;font-weight:bold;padding:14px;margin-top:12px;background:#000;color:#fff;border:0}\
.red{color:#c00}.ok{border:3px solid #060;padding:8px}.no{border:3px solid #c00;padding:8px}";

fn page(words: &PageWords, body: &str) -> String {
    format!(
        "<!DOCTYPE html><html lang=\"{}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\
         <meta name=\"robots\" content=\"noindex\"><title>{}</title><style>{STYLE}</style></head>\
         <body>{body}</body></html>",
        words.lang, words.title
    )
}

fn problem_part(words: &PageWords, problem: &FrozenProblem, number: u32) -> String {
    format!(
        "<h1>{} · {} {number}</h1><p class=\"h\">{}</p><pre>{}</pre><p class=\"h\">{}</p>",
        words.title,
        words.pollee,
        html_text(&problem.heading),
        html_text(&problem.problem),
        html_text(&problem.question)
    )
}

/// The form a pollee answers: the problem, the answers offered (one chosen, others considered),
/// another answer in his words, and the button. `refused` says why the last sending was not
/// taken, when it was not.
pub fn form_page(problem: &FrozenProblem, number: u32, refused: Option<&AnswerRefused>) -> String {
    let words = words(&problem.language);
    let mut body = problem_part(words, problem, number);
    if let Some(refused) = refused {
        body.push_str(&format!(
            "<p class=\"no\">{}</p>",
            refusal_text(words, refused)
        ));
    }
    body.push_str("<form method=\"post\">");
    body.push_str(&format!("<fieldset><legend>{}</legend>", words.your_call));
    for (i, call) in problem.calls.iter().enumerate() {
        body.push_str(&format!(
            "<label for=\"a{i}\"><input type=\"radio\" id=\"a{i}\" name=\"action\" value=\"{}\"> {}</label>",
            html_attribute(call),
            html_text(call)
        ));
    }
    body.push_str(&format!(
        "<p><label for=\"free\" style=\"border:0\">{}</label><input type=\"text\" id=\"free\" name=\"free\" maxlength=\"100\"></p></fieldset>",
        words.another
    ));
    body.push_str(&format!("<fieldset><legend>{}</legend>", words.considered));
    for (i, call) in problem.calls.iter().enumerate() {
        body.push_str(&format!(
            "<label for=\"c{i}\"><input type=\"checkbox\" id=\"c{i}\" name=\"considered\" value=\"{}\"> {}</label>",
            html_attribute(call),
            html_text(call)
        ));
    }
    body.push_str(&format!(
        "<p><label for=\"other\" style=\"border:0\">{}</label><textarea id=\"other\" name=\"other\" rows=\"2\" maxlength=\"500\"></textarea></p></fieldset>",
        words.other
    ));
    body.push_str(&format!(
        "<button type=\"submit\">{}</button></form>",
        words.send
    ));
    page(words, &body)
}

/// The page after the answer was kept: what was received.
pub fn received_page(problem: &FrozenProblem, number: u32, answer: &AnswerGiven) -> String {
    let words = words(&problem.language);
    let mut body = problem_part(words, problem, number);
    body.push_str(&format!(
        "<div class=\"ok\"><p>{}</p><p>{}: <b>{}</b></p>",
        words.received,
        words.you_chose,
        html_text(&answer.action)
    ));
    if !answer.considered.is_empty() {
        body.push_str(&format!(
            "<p>{}: {}</p>",
            words.you_considered,
            html_text(&answer.considered.join(", "))
        ));
    }
    if !answer.other.is_empty() {
        body.push_str(&format!("<p>{}</p>", html_text(&answer.other)));
    }
    body.push_str("</div>");
    page(words, &body)
}

/// A page that takes no answer: a link not the poll's, one answered already, a closed poll. It
/// shows no problem: a link that is not a pollee's sees nothing of the case.
pub fn refused_page(language: &str, refused: &AnswerRefused) -> String {
    let words = words(language);
    page(
        words,
        &format!(
            "<h1>{}</h1><p class=\"no\">{}</p>",
            words.title,
            refusal_text(words, refused)
        ),
    )
}

/// A page that says only `what` (a request refused before any link was read: too many, too
/// large, malformed, or the archive failing): nothing of any poll.
pub fn notice_page(language: &str, what: Notice) -> String {
    let words = words(language);
    let text = match what {
        Notice::NotKept => words.not_kept,
        Notice::Busy => words.busy,
        Notice::BadRequest => words.bad_request,
    };
    page(
        words,
        &format!("<h1>{}</h1><p class=\"no\">{text}</p>", words.title),
    )
}

/// What a [`notice_page`] says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Notice {
    NotKept,
    Busy,
    BadRequest,
}

fn refusal_text(words: &PageWords, refused: &AnswerRefused) -> &'static str {
    match refused {
        AnswerRefused::UnknownLink => words.unknown_link,
        AnswerRefused::AlreadyAnswered { .. } => words.answered,
        AnswerRefused::Closed => words.closed,
        AnswerRefused::NoAction => words.no_action,
        AnswerRefused::TooLong { .. } => words.too_long,
    }
}

/// The answer a form sends (`application/x-www-form-urlencoded`): the call chosen, or another
/// answer typed; the others considered; the words. Unknown fields are ignored; the answer is
/// checked as every answer is ([`AnswerGiven::checked`]).
pub fn read_form(body: &[u8]) -> Result<AnswerGiven, AnswerRefused> {
    let mut chosen = String::new();
    let mut free = String::new();
    let mut given = AnswerGiven::default();
    for (key, value) in form_urlencoded::parse(body) {
        match key.as_ref() {
            "action" => chosen = value.into_owned(),
            "free" => free = value.into_owned(),
            "considered" => given.considered.push(value.into_owned()),
            "other" => given.other = value.into_owned(),
            _ => {}
        }
    }
    // Another answer typed is the pollee's answer even where a call was also ticked: he wrote
    // it on purpose.
    given.action = if free.trim().is_empty() { chosen } else { free };
    given.checked()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problem(language: &str) -> FrozenProblem {
        FrozenProblem {
            language: language.into(),
            heading: "Board 5 · Dealer North · Vulnerable: N–S".into(),
            problem: "West: ♠J762 ♥1042 ♦Q105 ♣AK9\nAuction: 1♥ 2♠ 3♥ 3♠ 4♥ pass pass".into(),
            question: "What do you call? What else did you consider?".into(),
            // A whole bidding box: the largest page.
            calls: (0..38).map(|i| format!("call{i}")).collect(),
        }
    }

    #[test]
    fn the_form_works_without_javascript_and_stays_small() {
        for language in ["en", "ru", "bg"] {
            let page = form_page(&problem(language), 3, None);
            assert!(page.len() <= 30 * 1024, "{language}: {} bytes", page.len());
            assert!(!page.contains("<script"), "{language}");
            assert!(page.contains("<form method=\"post\">"));
            assert!(page.contains(&format!("<html lang=\"{language}\">")));
            // Every input has its label.
            assert_eq!(
                page.matches("<input").count() + page.matches("<textarea").count(),
                page.matches("<label for=").count(),
                "{language}"
            );
        }
        let page = form_page(&problem("ru"), 3, None);
        assert!(page.contains("Отправить ответ"));
        assert!(page.contains("<span class=\"red\">♥</span>"));
    }

    #[test]
    fn a_problem_cannot_inject_markup() {
        let mut evil = problem("en");
        evil.problem = "<script>alert(1)</script>".into();
        evil.calls = vec!["\"><script>".into()];
        let page = form_page(&evil, 1, None);
        assert!(!page.contains("<script"), "{page}");
    }

    #[test]
    fn the_form_is_read_as_the_pollee_sent_it() {
        let answer =
            read_form(b"action=Pass&considered=4%E2%99%A0&considered=Pass&other=maybe+double")
                .unwrap();
        assert_eq!(answer.action, "Pass");
        assert_eq!(answer.considered, ["4♠"]);
        assert_eq!(answer.other, "maybe double");
        let typed = read_form(b"action=Pass&free=4NT").unwrap();
        assert_eq!(typed.action, "4NT");
        assert_eq!(read_form(b"considered=Pass"), Err(AnswerRefused::NoAction));
        assert_eq!(read_form(b"\xff\xfe=\xff"), Err(AnswerRefused::NoAction));
    }

    #[test]
    fn a_refusal_shows_nothing_of_the_case() {
        let page = refused_page("bg", &AnswerRefused::UnknownLink);
        assert!(page.contains("Тази връзка не е от анкетата"));
        assert!(!page.contains("<form"));
        let received = received_page(
            &problem("en"),
            2,
            &AnswerGiven {
                action: "Pass".into(),
                considered: vec!["4♠".into()],
                other: String::new(),
                comment: String::new(),
            },
        );
        assert!(received.contains("You chose: <b>Pass</b>"));
        assert!(received.contains("You also considered: 4♠"), "{received}");
    }
}
