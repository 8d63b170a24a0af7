//! The 1997 ↔ 2017 numbering map (assets/laws/edition-map.json), both ways, checked against
//! the units of both texts.

use casebook::laws::{Anchor, library};

fn counterpart(anchor: &str) -> Vec<String> {
    library()
        .counterpart(&Anchor::new(anchor))
        .into_iter()
        .map(|a| a.to_string())
        .collect()
}

#[test]
fn every_anchor_of_the_map_is_a_unit_of_its_edition() {
    let lib = library();
    for pair in &lib.edition_maps()[0].pairs {
        assert!(
            !pair.earlier.is_empty() && !pair.later.is_empty(),
            "{}",
            pair.subject
        );
        for a in &pair.earlier {
            assert!(a.as_str().starts_with("1997/"), "{a}");
            assert!(lib.get(a).is_some(), "{a} ({})", pair.subject);
        }
        for a in &pair.later {
            assert!(a.as_str().starts_with("2017/"), "{a}");
            assert!(lib.get(a).is_some(), "{a} ({})", pair.subject);
        }
    }
}

#[test]
fn the_map_works_both_ways() {
    let lib = library();
    for pair in &lib.edition_maps()[0].pairs {
        for a in &pair.earlier {
            for b in &pair.later {
                assert!(lib.counterpart(a).contains(b), "{a} → {b}");
                assert!(lib.counterpart(b).contains(a), "{b} → {a}");
            }
        }
    }
}

// Law 12: 1997 12C3 (weighting, commentary-1997-ru.txt l.1111) is 2017 12C1(c) (laws-2017-bg.txt l.715); 1997 12C1
// (artificial, l.1102) is 2017 12C2 (l.723–726); 1997 12C2 (assigned, l.1106) is 2017
// 12C1(a)(b)(e); 2017 12C4 (knockout averaging, l.728) is 1997 86B (l.5886).
#[test]
fn law_12_both_ways() {
    assert_eq!(counterpart("1997/law/12/C/3"), ["2017/law/12/C/1/c"]);
    assert_eq!(counterpart("2017/law/12/C/1/c"), ["1997/law/12/C/3"]);
    assert_eq!(
        counterpart("1997/law/12/C/1"),
        ["2017/law/12/C/2", "2017/law/12/C/2/a", "2017/law/12/C/1/d"]
    );
    assert_eq!(counterpart("2017/law/12/C/2"), ["1997/law/12/C/1"]);
    assert_eq!(
        counterpart("1997/law/12/C/2"),
        [
            "2017/law/12/C/1/a",
            "2017/law/12/C/1/b",
            "2017/law/12/C/1/e"
        ]
    );
    assert_eq!(counterpart("2017/law/12/C/1/b"), ["1997/law/12/C/2"]);
    assert_eq!(counterpart("2017/law/12/C/1/e"), ["1997/law/12/C/2"]);
    assert_eq!(counterpart("2017/law/12/C/4"), ["1997/law/86/B"]);
    assert_eq!(counterpart("1997/law/86/B"), ["2017/law/12/C/4"]);
    assert_eq!(counterpart("1997/law/86/A"), ["2017/law/12/C/2/b"]);
    assert_eq!(counterpart("1997/law/12/B"), ["2017/law/12/B/2"]);
}

// Law 16: 1997 16A (extraneous information from partner, commentary-1997-ru.txt l.1433) is 2017 16B/16B1
// (laws-2017-bg.txt l.819–823); 16A2 is 16B3; 16B (other sources) is 16D; 16C is 16C.
#[test]
fn law_16_both_ways() {
    assert_eq!(
        counterpart("1997/law/16/A"),
        ["2017/law/16/B", "2017/law/16/B/1"]
    );
    assert_eq!(counterpart("2017/law/16/B/1"), ["1997/law/16/A"]);
    assert_eq!(counterpart("1997/law/16/A/2"), ["2017/law/16/B/3"]);
    assert_eq!(counterpart("2017/law/16/D"), ["1997/law/16/B"]);
    assert_eq!(counterpart("1997/law/16/C/2"), ["2017/law/16/C/2"]);
}

// Laws 20, 21, 40 and 75 (misinformation): 1997 footnote 22 (the examples and the presumption
// of mistaken explanation, commentary-1997-ru.txt l.4968–4980) is 2017 21B1(b) (laws-2017-bg.txt l.982) and 75A–C.
#[test]
fn misinformation_laws_both_ways() {
    assert_eq!(counterpart("1997/law/20/F/1"), ["2017/law/20/F/1"]);
    assert_eq!(
        counterpart("1997/law/21/B/1"),
        ["2017/law/21/B/1", "2017/law/21/B/1/a"]
    );
    assert_eq!(counterpart("2017/law/21/B/1/b"), ["1997/footnote/22"]);
    assert!(counterpart("1997/footnote/22").contains(&"2017/law/75/C".to_string()));
    assert_eq!(
        counterpart("1997/law/40/C"),
        ["2017/law/40/B/3/a", "2017/law/40/B/5/b"]
    );
    assert_eq!(
        counterpart("1997/law/75/D/1"),
        ["2017/law/20/F/4", "2017/law/75/B/2"]
    );
    assert_eq!(counterpart("2017/law/75/B/3"), ["1997/law/75/D/2"]);
}

// Laws 72 and 73: 1997 72B1 (could have known, commentary-1997-ru.txt l.4748) is 2017 72C (laws-2017-bg.txt l.1993);
// 1997 73F2 (illegal deception, adjusted score) is 2017 73E2 (l.2022); 73D is 73D.
#[test]
fn proprieties_both_ways() {
    assert_eq!(counterpart("1997/law/72/B/1"), ["2017/law/72/C"]);
    assert_eq!(counterpart("2017/law/72/C"), ["1997/law/72/B/1"]);
    assert_eq!(counterpart("1997/law/73/D"), ["2017/law/73/D"]);
    assert_eq!(counterpart("1997/law/73/D/1"), ["2017/law/73/D/1"]);
    assert_eq!(counterpart("1997/law/73/F/2"), ["2017/law/73/E/2"]);
    assert_eq!(
        counterpart("2017/law/73/E/2"),
        ["1997/law/73/F", "1997/law/73/F/2"]
    );
    assert_eq!(
        counterpart("1997/law/73/F"),
        ["2017/law/16/B/3", "2017/law/73/E/2"]
    );
}

// Director's error and appeals: 82C, 92, 93 keep their letters.
#[test]
fn director_error_and_appeals_both_ways() {
    assert_eq!(counterpart("1997/law/82/C"), ["2017/law/82/C"]);
    assert_eq!(counterpart("2017/law/82/C"), ["1997/law/82/C"]);
    for letter in ["A", "B", "C", "D"] {
        assert_eq!(
            counterpart(&format!("1997/law/92/{letter}")),
            [format!("2017/law/92/{letter}")]
        );
    }
    assert_eq!(counterpart("2017/law/93/B/3"), ["1997/law/93/B/3"]);
    assert_eq!(counterpart("1997/law/93/C"), ["2017/law/93/C"]);
}

#[test]
fn units_without_a_pair_use_their_nearest_mapped_ancestor() {
    let lib = library();
    assert!(
        lib.counterpart(&Anchor::new("2017/law/16/B/1/b"))
            .is_empty()
    );
    let (mapped, found) = lib
        .nearest_counterpart(&Anchor::new("2017/law/16/B/1/b"))
        .expect("16B1 is mapped");
    assert_eq!(mapped.as_str(), "2017/law/16/B/1");
    assert_eq!(found, [Anchor::new("1997/law/16/A")]);
}
