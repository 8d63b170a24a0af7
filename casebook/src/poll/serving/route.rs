//! One request to a served poll, answered: `GET /p/TOKEN` opens the pollee's page (the form,
//! or what was received), `POST /p/TOKEN` sends his answer, kept before the reply redirects
//! to the page that shows it. Everything else is refused with a page that shows nothing of
//! any poll.

use super::archive::ServedArchive;
use super::limits::{BODY_DEADLINE, BODY_LIMIT};
use crate::poll::served::{AnswerRefused, LinkToken};
use crate::poll::served_page::{
    Notice, form_page, notice_page, read_form, received_page, refused_page,
};
use http_body_util::{BodyExt, Full, LengthLimitError, Limited};
use hyper::body::{Bytes, Incoming};
use hyper::header::{self, HeaderValue};
use hyper::{Method, Request, Response, StatusCode};

/// The path of a pollee's page.
pub const LINK_PREFIX: &str = "/p/";

/// The reply to `request`; `language` words the refusals that come before any poll is known.
pub async fn answer(
    request: Request<Incoming>,
    archive: &ServedArchive,
    language: &str,
) -> Response<Full<Bytes>> {
    let token = request
        .uri()
        .path()
        .strip_prefix(LINK_PREFIX)
        .and_then(LinkToken::parse);
    let Some(token) = token else {
        return page(
            StatusCode::NOT_FOUND,
            refused_page(language, &AnswerRefused::UnknownLink),
        );
    };
    match *request.method() {
        Method::GET | Method::HEAD => open_page(token, archive, language).await,
        Method::POST => send_answer(request, token, archive, language).await,
        _ => {
            let mut reply = page(
                StatusCode::METHOD_NOT_ALLOWED,
                notice_page(language, Notice::BadRequest),
            );
            reply
                .headers_mut()
                .insert(header::ALLOW, HeaderValue::from_static("GET, POST"));
            reply
        }
    }
}

/// A request refused for its count, before it is read.
pub fn too_many(language: &str) -> Response<Full<Bytes>> {
    let mut reply = page(
        StatusCode::TOO_MANY_REQUESTS,
        notice_page(language, Notice::Busy),
    );
    reply
        .headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from_static("2"));
    reply
}

async fn open_page(
    token: LinkToken,
    archive: &ServedArchive,
    language: &str,
) -> Response<Full<Bytes>> {
    let (poll, pollee) = match archive.pollee(token).await {
        Ok(Some(found)) => found,
        Ok(None) => {
            return page(
                StatusCode::NOT_FOUND,
                refused_page(language, &AnswerRefused::UnknownLink),
            );
        }
        Err(_) => {
            return page(
                StatusCode::SERVICE_UNAVAILABLE,
                notice_page(language, Notice::NotKept),
            );
        }
    };
    match (&pollee.answer, poll.is_open()) {
        // What was received stays readable, even once the poll is closed.
        (Some(answer), _) => page(
            StatusCode::OK,
            received_page(&poll.problem, pollee.number, &answer.given),
        ),
        (None, true) => page(
            StatusCode::OK,
            form_page(&poll.problem, pollee.number, None),
        ),
        (None, false) => page(
            StatusCode::GONE,
            refused_page(&poll.problem.language, &AnswerRefused::Closed),
        ),
    }
}

async fn send_answer(
    request: Request<Incoming>,
    token: LinkToken,
    archive: &ServedArchive,
    language: &str,
) -> Response<Full<Bytes>> {
    let form = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.split(';').next().is_some_and(|t| {
                t.trim()
                    .eq_ignore_ascii_case("application/x-www-form-urlencoded")
            })
        });
    if !form {
        return page(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            notice_page(language, Notice::BadRequest),
        );
    }
    let declared = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|length| length > BODY_LIMIT as u64) {
        return page(
            StatusCode::PAYLOAD_TOO_LARGE,
            notice_page(language, Notice::BadRequest),
        );
    }
    let body = Limited::new(request.into_body(), BODY_LIMIT);
    let body = match tokio::time::timeout(BODY_DEADLINE, body.collect()).await {
        Err(_) => {
            return page(
                StatusCode::REQUEST_TIMEOUT,
                notice_page(language, Notice::BadRequest),
            );
        }
        Ok(Err(error)) => {
            let status = if error.downcast_ref::<LengthLimitError>().is_some() {
                StatusCode::PAYLOAD_TOO_LARGE
            } else {
                StatusCode::BAD_REQUEST
            };
            return page(status, notice_page(language, Notice::BadRequest));
        }
        Ok(Ok(body)) => body.to_bytes(),
    };
    let given = match read_form(&body) {
        Ok(given) => given,
        // The form again, saying what to mend, while the link may still answer.
        Err(refused) => return form_again(token, archive, language, &refused).await,
    };
    match archive.keep(token, given).await {
        Ok(Ok(_)) => {
            // The answer is in the archive: now the phone is told, by the page that shows it
            // (a reload does not send it again).
            let mut reply = page(StatusCode::SEE_OTHER, String::new());
            if let Ok(location) = HeaderValue::from_str(&format!("{LINK_PREFIX}{token}")) {
                reply.headers_mut().insert(header::LOCATION, location);
            }
            reply
        }
        Ok(Err(refused)) => refused_reply(language, &refused),
        Err(_) => page(
            StatusCode::SERVICE_UNAVAILABLE,
            notice_page(language, Notice::NotKept),
        ),
    }
}

/// The form shown again with why the answer sent was not taken.
async fn form_again(
    token: LinkToken,
    archive: &ServedArchive,
    language: &str,
    refused: &AnswerRefused,
) -> Response<Full<Bytes>> {
    match archive.pollee(token).await {
        Ok(Some((poll, pollee))) if poll.is_open() && pollee.answer.is_none() => page(
            StatusCode::UNPROCESSABLE_ENTITY,
            form_page(&poll.problem, pollee.number, Some(refused)),
        ),
        Ok(Some((poll, pollee))) => {
            let why = match pollee.answer {
                Some(answer) => AnswerRefused::AlreadyAnswered {
                    at: answer.received_at,
                },
                None => AnswerRefused::Closed,
            };
            refused_reply(&poll.problem.language, &why)
        }
        Ok(None) => refused_reply(language, &AnswerRefused::UnknownLink),
        Err(_) => page(
            StatusCode::SERVICE_UNAVAILABLE,
            notice_page(language, Notice::NotKept),
        ),
    }
}

fn refused_reply(language: &str, refused: &AnswerRefused) -> Response<Full<Bytes>> {
    let status = match refused {
        AnswerRefused::UnknownLink => StatusCode::NOT_FOUND,
        AnswerRefused::AlreadyAnswered { .. } => StatusCode::CONFLICT,
        AnswerRefused::Closed => StatusCode::GONE,
        AnswerRefused::NoAction | AnswerRefused::TooLong { .. } => StatusCode::UNPROCESSABLE_ENTITY,
    };
    page(status, refused_page(language, refused))
}

/// A page with the headers every reply carries: not cached, not framed, no scripts, no
/// referrer (the link is the pollee's key).
fn page(status: StatusCode, html: String) -> Response<Full<Bytes>> {
    let mut reply = Response::new(Full::new(Bytes::from(html)));
    *reply.status_mut() = status;
    let headers = reply.headers_mut();
    for (name, value) in [
        (header::CONTENT_TYPE, "text/html; charset=utf-8"),
        (header::CACHE_CONTROL, "no-store"),
        (header::REFERRER_POLICY, "no-referrer"),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (
            header::CONTENT_SECURITY_POLICY,
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
        ),
    ] {
        headers.insert(name, HeaderValue::from_static(value));
    }
    reply
}
