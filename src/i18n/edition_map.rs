//! A map between editions as the reader sees it before it is kept, in the command line's
//! report and in the window's review alike.

use super::{Language, arg, say};
use casebook::laws::{Anchor, EditionMap};
use casebook::workflow::anchor_label;

/// The map's line (its editions, how many pairs, whether the rest keep their numbers), then a
/// line a pair: `93 (2017) → 94 (2027): Procedures of appeal`.
pub fn edition_map_lines(language: Language, title: &str, map: &EditionMap) -> Vec<String> {
    let rest = if map.others_keep_their_numbers {
        "texts-map-others-keep"
    } else {
        "texts-map-names-only"
    };
    let mut lines = vec![say(
        language,
        "texts-read-edition-map",
        [
            ("title", arg(title.to_string())),
            ("earlier", arg(map.earlier.to_string())),
            ("later", arg(map.later.to_string())),
            ("pairs", arg(map.pairs.len())),
            ("rest", arg(language.tr(rest))),
        ],
    )];
    let labels = |anchors: &[Anchor]| {
        anchors
            .iter()
            .map(anchor_label)
            .collect::<Vec<_>>()
            .join(", ")
    };
    for pair in &map.pairs {
        lines.push(say(
            language,
            "texts-map-pair",
            [
                ("from", arg(labels(&pair.earlier))),
                ("earlier", arg(map.earlier.to_string())),
                ("to", arg(labels(&pair.later))),
                ("later", arg(map.later.to_string())),
                ("subject", arg(pair.subject.clone())),
            ],
        ));
    }
    lines
}
