//! A served poll over real HTTP on 127.0.0.1, on both engines: fifty pollees answering at once
//! are all kept, each before his phone is told; a reused link, a wrong one, a closed poll, a
//! malformed, oversized or slow request and a flood from one address are each refused with
//! nothing stored and the poll left answerable. Sample У-03 (1997 commentary 16.8(ii)) is
//! polled.

mod http_support;
mod store_support;

use casebook::poll::served::{FrozenProblem, LinkToken, PolleeClass, ServedPoll};
use casebook::poll::serving::{HEADER_DEADLINE, PollServer};
use http_support::{exchange, get, post};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};
use store_support::full_case;

fn problem() -> FrozenProblem {
    FrozenProblem {
        language: "ru".into(),
        heading: "Сдача 5, игра по номеру; вы — Запад".into(),
        problem: "♠В762 ♥1042 ♦Д105 ♣ТК9. 1♥ – 2♠ – 3♥ – 3♠ – 4♥ – пас – пас – ?".into(),
        question: "Ваша заявка?".into(),
        calls: vec!["Пас".into(), "4♠".into(), "Контра".into()],
    }
}

fn link(token: LinkToken) -> String {
    format!("/p/{token}")
}

fn answered(poll: &ServedPoll) -> usize {
    poll.pollees.iter().filter(|p| p.answer.is_some()).count()
}

on_both_engines! {
    fn fifty_pollees_answering_at_once_are_all_kept(archive) {
        let mut store = archive.open();
        let case = store.save_case(&full_case(), 0).unwrap();
        let poll = store
            .serve_poll(case.uuid, 0, &problem(), &vec![PolleeClass::default(); 50], "")
            .unwrap();
        let server = PollServer::start(archive.open(), "127.0.0.1:0".parse().unwrap(), "ru").unwrap();
        let address = server.address();
        let started = Instant::now();
        let pollees: Vec<_> = poll
            .pollees
            .iter()
            .map(|pollee| {
                let (token, number) = (pollee.token, pollee.number);
                std::thread::spawn(move || {
                    let (status, page) = get(address, &link(token));
                    assert_eq!(status, 200, "{page}");
                    assert!(page.contains(&format!("Опрашиваемый {number}")));
                    // Half pass, half bid on: the answers are told apart.
                    let call = if number % 2 == 0 { "%D0%9F%D0%B0%D1%81" } else { "4%E2%99%A0" };
                    let (status, reply) = post(address, &link(token), &format!("action={call}&considered=%D0%9A%D0%BE%D0%BD%D1%82%D1%80%D0%B0"));
                    assert_eq!(status, 303, "{reply}");
                    // Told it was received only once it is kept: the page shows it at once.
                    let (status, page) = get(address, &link(token));
                    assert_eq!(status, 200);
                    assert!(page.contains("Получено"), "{page}");
                })
            })
            .collect();
        for pollee in pollees {
            pollee.join().expect("a pollee's exchange failed");
        }
        let took = started.elapsed();
        assert!(took < Duration::from_secs(60), "fifty pollees took {took:?}");
        assert_eq!(server.received(), 50);
        let kept = store.served_poll(poll.id).unwrap().unwrap();
        assert_eq!(answered(&kept), 50);
        let passes = kept.pollees.iter().filter(|p| p.answer.as_ref().unwrap().given.action == "Пас").count();
        assert_eq!(passes, 25);
        assert_eq!(kept.counted().len(), 50);
        assert_eq!(kept.pollees[0].answer.as_ref().unwrap().given.considered, vec!["Контра"]);
        // The case's own revision is untouched: the answers are kept apart from it.
        assert_eq!(store.load_case(case.uuid).unwrap().revision, case.revision);
        server.stop();
    }

    fn every_bad_request_is_refused_with_nothing_stored(archive) {
        let mut store = archive.open();
        let case = store.save_case(&full_case(), 0).unwrap();
        let poll = store
            .serve_poll(case.uuid, 0, &problem(), &vec![PolleeClass::default(); 3], "")
            .unwrap();
        let (first, second) = (poll.pollees[0].token, poll.pollees[1].token);
        let server = PollServer::start(archive.open(), "127.0.0.1:0".parse().unwrap(), "ru").unwrap();
        let address = server.address();
        assert_eq!(post(address, &link(first), "action=4%E2%99%A0").0, 303);
        // A reused link: refused, the first answer stands.
        let (status, page) = post(address, &link(first), "action=%D0%9F%D0%B0%D1%81");
        assert_eq!(status, 409, "{page}");
        assert!(page.contains("уже ответили"));
        // A wrong token, a path that is no link, a token not of this archive.
        assert_eq!(post(address, &link(LinkToken::new()), "action=Pass").0, 404);
        assert_eq!(get(address, "/").0, 404);
        assert_eq!(get(address, "/p/../../etc/passwd").0, 404);
        let (status, page) = get(address, &link(LinkToken::new()));
        assert_eq!(status, 404);
        assert!(!page.contains("♠"), "a wrong link sees nothing of the case: {page}");
        // No call chosen: the form again, saying what to mend.
        let (status, page) = post(address, &link(second), "considered=4%E2%99%A0");
        assert_eq!(status, 422);
        assert!(page.contains("Выберите ответ") && page.contains("<form"), "{page}");
        // Not a form; a method the page never uses.
        let (status, _) = exchange(address, format!("POST {} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 17\r\n\r\n{{\"action\":\"Pass\"}}", link(second)).as_bytes());
        assert_eq!(status, 415);
        assert_eq!(exchange(address, format!("DELETE {} HTTP/1.1\r\nHost: x\r\n\r\n", link(second)).as_bytes()).0, 405);
        // Malformed: not HTTP at all.
        let (status, _) = exchange(address, b"\x16\x03\x01\x02\x00garbage\r\n\r\n");
        assert!(status == 400 || status == 0, "{status}");
        // Oversized: a declared length over the limit, and a chunked body that grows past it.
        let big = "action=Pass&other=".to_string() + &"x".repeat(40_000);
        assert_eq!(post(address, &link(second), &big).0, 413);
        let chunk = "x".repeat(8_000);
        let mut chunked = format!("POST {} HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n", link(second));
        for _ in 0..4 {
            chunked.push_str(&format!("{:x}\r\n{chunk}\r\n", chunk.len()));
        }
        chunked.push_str("0\r\n\r\n");
        assert_eq!(exchange(address, chunked.as_bytes()).0, 413);
        // Headers larger than the server buffers.
        let header = format!("GET {} HTTP/1.1\r\nHost: x\r\nX-Big: {}\r\n\r\n", link(second), "y".repeat(40_000));
        let (status, _) = exchange(address, header.as_bytes());
        assert!(status == 431 || status == 400 || status == 0, "{status}");
        // Slow: headers begun and never finished are cut off after the deadline.
        let mut slow = TcpStream::connect(address).unwrap();
        slow.set_read_timeout(Some(HEADER_DEADLINE * 3)).unwrap();
        slow.write_all(b"POST /p/").unwrap();
        let waited = Instant::now();
        let mut rest = Vec::new();
        let _ = slow.read_to_end(&mut rest);
        assert!(waited.elapsed() < HEADER_DEADLINE * 2, "a slow request held the connection {:?}", waited.elapsed());
        let kept = store.served_poll(poll.id).unwrap().unwrap();
        assert_eq!(answered(&kept), 1, "only the first answer was kept");
        assert_eq!(kept.pollees[0].answer.as_ref().unwrap().given.action, "4♠");
        // The poll is unharmed: the second link still answers.
        assert_eq!(post(address, &link(second), "action=%D0%9F%D0%B0%D1%81").0, 303);
        // Closed: the form is gone, an answer is refused; what was received stays readable.
        store.close_served_poll(poll.id).unwrap();
        let third = poll.pollees[2].token;
        assert_eq!(get(address, &link(third)).0, 410);
        assert_eq!(post(address, &link(third), "action=Pass").0, 410);
        let (status, page) = get(address, &link(first));
        assert_eq!(status, 200);
        assert!(page.contains("4♠") && page.contains("Получено"));
        let kept = store.served_poll(poll.id).unwrap().unwrap();
        assert_eq!(answered(&kept), 2);
        server.stop();
    }
}

/// A flood from one address is refused (429, saying when to try again) before the archive is
/// read, and the poll answers again once the flood is over.
#[test]
fn a_flood_from_one_address_is_refused_and_the_poll_stays_answerable() {
    let archive = store_support::archives::TestArchive::sqlite();
    let mut store = archive.open();
    let case = store.save_case(&full_case(), 0).unwrap();
    let poll = store
        .serve_poll(case.uuid, 0, &problem(), &[PolleeClass::default()], "")
        .unwrap();
    let token = poll.pollees[0].token;
    let server = PollServer::start(archive.open(), "127.0.0.1:0".parse().unwrap(), "ru").unwrap();
    let address = server.address();
    let mut refused = 0;
    let mut statuses = Vec::new();
    for _ in 0..600 {
        let (status, reply) = get(address, &link(token));
        if status == 429 {
            refused += 1;
            assert!(reply.to_lowercase().contains("retry-after:"), "{reply}");
        }
        statuses.push(status);
    }
    assert!(refused >= 200, "of 600 requests at once {refused} refused");
    assert!(statuses.iter().all(|s| *s == 200 || *s == 429));
    std::thread::sleep(Duration::from_secs(1));
    assert_eq!(post(address, &link(token), "action=Pass").0, 303);
    assert_eq!(answered(&store.served_poll(poll.id).unwrap().unwrap()), 1);
    server.stop();
}

/// A stopped server no longer listens; the poll stays open in the archive, to be served again.
#[test]
fn a_stopped_server_listens_no_more_and_its_poll_stays_open() {
    let archive = store_support::archives::TestArchive::sqlite();
    let mut store = archive.open();
    let case = store.save_case(&full_case(), 0).unwrap();
    let poll = store
        .serve_poll(case.uuid, 0, &problem(), &[PolleeClass::default()], "")
        .unwrap();
    let server = PollServer::start(archive.open(), "127.0.0.1:0".parse().unwrap(), "ru").unwrap();
    let address = server.address();
    assert!(
        server
            .link(poll.pollees[0].token)
            .starts_with(&format!("http://127.0.0.1:{}/p/", address.port()))
    );
    server.stop();
    assert!(TcpStream::connect_timeout(&address, Duration::from_secs(2)).is_err());
    assert_eq!(store.open_served_polls().unwrap().len(), 1);
    // A second server takes the same poll's links.
    let again = PollServer::start(archive.open(), "127.0.0.1:0".parse().unwrap(), "ru").unwrap();
    assert_eq!(
        post(again.address(), &link(poll.pollees[0].token), "action=Pass").0,
        303
    );
}
