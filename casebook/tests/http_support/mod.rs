//! HTTP/1.1 spoken by hand over a socket, as a phone's browser or a malicious client would:
//! the tests of a served poll send exactly the bytes they mean, well-formed or not.

#![allow(dead_code)] // each test file uses the part it needs

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

/// One HTTP/1.1 exchange on a new connection: the status and the whole reply.
pub fn exchange(address: SocketAddr, request: &[u8]) -> (u16, String) {
    let mut stream = TcpStream::connect(address).expect("connect");
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    stream.write_all(request).expect("send");
    let mut reply = Vec::new();
    let _ = stream.read_to_end(&mut reply);
    let reply = String::from_utf8_lossy(&reply).into_owned();
    let status = reply
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, reply)
}

pub fn get(address: SocketAddr, path: &str) -> (u16, String) {
    exchange(
        address,
        format!("GET {path} HTTP/1.1\r\nHost: {address}\r\n\r\n").as_bytes(),
    )
}

pub fn post(address: SocketAddr, path: &str, form: &str) -> (u16, String) {
    exchange(
        address,
        format!(
            "POST {path} HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{form}",
            form.len()
        )
        .as_bytes(),
    )
}
