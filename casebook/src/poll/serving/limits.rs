//! What one request, one connection and one address may ask of a served poll: the page never
//! needs more, so anything beyond is refused before the archive is read.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// A request's headers must arrive within this (a slow client holds no connection longer).
pub const HEADER_DEADLINE: Duration = Duration::from_secs(5);
/// A request's body must arrive within this.
pub const BODY_DEADLINE: Duration = Duration::from_secs(10);
/// A whole connection, from accept to the last byte of the reply.
pub const CONNECTION_DEADLINE: Duration = Duration::from_secs(30);
/// How long a stopping server lets the requests it is answering finish.
pub const STOP_GRACE: Duration = Duration::from_secs(3);
/// The largest body taken: the page's form with every field at its limit is under 12 KB.
pub const BODY_LIMIT: usize = 16 * 1024;
/// The most header bytes hyper buffers (its smallest allowed buffer is 8 KB).
pub const HEADER_LIMIT: usize = 16 * 1024;
/// Connections served at once; one more is closed unanswered.
pub const CONNECTIONS: usize = 256;

/// Requests an address may make at once, and then a second: a phone opens its page, sends,
/// and opens the reply; fifty pollees behind one address (a test on loopback, a venue's
/// router) stay within it, a flood from one address does not.
const BURST: f64 = 300.0;
const PER_SECOND: f64 = 50.0;
/// Addresses remembered before those that are full again are forgotten.
const REMEMBERED: usize = 4_096;

/// A token bucket per address.
#[derive(Debug, Default)]
pub struct RateLimit {
    buckets: HashMap<IpAddr, Bucket>,
}

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl RateLimit {
    /// Whether `address` may make a request at `now`; a request admitted takes a token.
    pub fn admit(&mut self, address: IpAddr, now: Instant) -> bool {
        if self.buckets.len() >= REMEMBERED {
            self.buckets.retain(|_, b| refilled(*b, now) < BURST);
            if self.buckets.len() >= REMEMBERED {
                // Thousands of addresses busy at once: forgetting them is the lenient bound.
                self.buckets.clear();
            }
        }
        let bucket = self.buckets.entry(address).or_insert(Bucket {
            tokens: BURST,
            at: now,
        });
        let tokens = refilled(*bucket, now);
        if tokens < 1.0 {
            *bucket = Bucket { tokens, at: now };
            return false;
        }
        *bucket = Bucket {
            tokens: tokens - 1.0,
            at: now,
        };
        true
    }
}

fn refilled(bucket: Bucket, now: Instant) -> f64 {
    let elapsed = now.saturating_duration_since(bucket.at).as_secs_f64();
    (bucket.tokens + elapsed * PER_SECOND).min(BURST)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_is_refused_after_its_burst_and_admitted_again_as_it_refills() {
        let mut limit = RateLimit::default();
        let flood: IpAddr = "192.0.2.7".parse().unwrap();
        let other: IpAddr = "192.0.2.8".parse().unwrap();
        let now = Instant::now();
        let admitted = (0..1_000).filter(|_| limit.admit(flood, now)).count();
        assert_eq!(admitted, BURST as usize);
        // Another address is not held to the first's count.
        assert!(limit.admit(other, now));
        // A tenth of a second later, five more requests of the flooding address are taken.
        let later = now + Duration::from_millis(100);
        let again = (0..100).filter(|_| limit.admit(flood, later)).count();
        assert_eq!(again, 5);
    }

    #[test]
    fn the_addresses_remembered_stay_bounded() {
        let mut limit = RateLimit::default();
        let now = Instant::now();
        for n in 0..20_000u32 {
            let address = IpAddr::from(n.to_be_bytes());
            limit.admit(
                address,
                now + Duration::from_secs(u64::from(n / 1_000) * 10),
            );
        }
        assert!(limit.buckets.len() <= REMEMBERED, "{}", limit.buckets.len());
    }
}
