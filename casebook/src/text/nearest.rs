//! The names nearest to one typed: an event's name given to `archive grant` must be typed as
//! the cases carry it, and when it is not, the names it most likely meant are offered.

/// Edit distance between two texts, by characters, ignoring case.
fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.to_lowercase().chars().collect();
    let b: Vec<char> = b.to_lowercase().chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

/// Up to `limit` of `names` nearest to `typed`, nearest first: a name holding the typed text
/// (or held by it) before any other, then by edit distance; ties by name.
pub fn nearest<'a>(typed: &str, names: &'a [String], limit: usize) -> Vec<&'a str> {
    let typed = typed.trim();
    let lower = typed.to_lowercase();
    let mut ranked: Vec<(bool, usize, &str)> = names
        .iter()
        .map(|name| {
            let name_lower = name.to_lowercase();
            let contains = name_lower.contains(&lower) || lower.contains(&name_lower);
            (!contains, distance(typed, name), name.as_str())
        })
        .collect();
    ranked.sort();
    ranked
        .into_iter()
        .take(limit)
        .map(|(_, _, name)| name)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nearest_names_come_first() {
        let names: Vec<String> = [
            "Кубок России 2026 — пары",
            "Кубок России 2026 — команды",
            "Чемпионат Москвы — пары",
            "Открытый турнир",
        ]
        .map(String::from)
        .to_vec();
        assert_eq!(
            nearest("Кубок России — пары", &names, 2),
            ["Кубок России 2026 — пары", "Кубок России 2026 — команды"]
        );
        assert_eq!(nearest("открытый", &names, 1), ["Открытый турнир"]);
        assert_eq!(distance("пары", "Пары"), 0);
        assert_eq!(distance("kitten", "sitting"), 3);
    }
}
