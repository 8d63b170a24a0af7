//! How counts and runs of numbers are written in messages, for every reader and checker
//! that lists what it refused.

/// The English plural ending for `count` things: `board` or `boards`.
pub fn plural(count: usize) -> &'static str {
    if count == 1 { "" } else { "s" }
}

/// Sorted numbers as runs: `1–32, 40`.
pub fn ranges(numbers: &[u32]) -> String {
    let mut runs: Vec<(u32, u32)> = Vec::new();
    for &n in numbers {
        match runs.last_mut() {
            // Saturating: a board numbered u32::MAX ends its run rather than overflow.
            Some((_, end)) if n == end.saturating_add(1) => *end = n,
            _ => runs.push((n, n)),
        }
    }
    let runs: Vec<String> = runs
        .into_iter()
        .map(|(a, b)| {
            if a == b {
                a.to_string()
            } else {
                format!("{a}–{b}")
            }
        })
        .collect();
    runs.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_numbers_are_listed_as_runs() {
        assert_eq!(ranges(&[1, 2, 3, 5, 7, 8]), "1–3, 5, 7–8");
        assert_eq!(ranges(&[]), "");
    }
}
