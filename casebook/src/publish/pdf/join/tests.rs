//! The joined volume read back: its pages in the order of their places, however the parts
//! came, and the links, bookmarks, named destinations, page labels and structure of every
//! part pointing at the volume's pages.

use super::{JoinedPdf, PAGE_LINK, PartPdf, read_part};
use crate::publish::pdf::{export, lay_out};
use lopdf::{Document, Object};
// Shared with the integration tests that read the casebook's PDF.
#[path = "../../../../tests/pdf_reading/mod.rs"]
mod pdf_reading;
use pdf_reading::{bookmarks, link_targets, named_destinations};

const SETUP: &str = "#set document(title: \"Volume\")\n#set text(font: \"DejaVu Sans\")\n#set page(numbering: \"1\")\n";

fn part_pdf(first_page: usize, body: &str) -> PartPdf {
    let source = format!("{SETUP}#counter(page).update({first_page})\n{body}");
    read_part(&export(&lay_out(source).expect("laid out")).expect("exported")).expect("read")
}

/// Front (pages 1–2) linking to page 3, a part of cases (3–4), a back (5) linking to pages 3
/// and 1; added body, back, front, as the casebook adds them.
fn volume() -> Document {
    let front = part_pdf(
        1,
        &format!("= Front\n#link(\"{PAGE_LINK}3\")[Case A]\n#pagebreak()\nStill the front."),
    );
    let cases = part_pdf(
        3,
        "= Case A <case-a>\nThe facts.\n#pagebreak()\n= Case B <case-b>\nMore facts.",
    );
    let back = part_pdf(
        5,
        &format!("= Index\n#link(\"{PAGE_LINK}3\")[A], #link(\"{PAGE_LINK}1\")[front]"),
    );
    let mut joined = JoinedPdf::new();
    joined.add(1, cases).expect("cases");
    joined.add(2, back).expect("back");
    joined.add(0, front).expect("front");
    Document::load_mem(&joined.finish().expect("joined")).expect("a PDF lopdf reads")
}

/// The dictionary the catalog's `key` refers to.
fn catalog_object<'a>(document: &'a Document, key: &[u8]) -> &'a lopdf::Dictionary {
    document
        .catalog()
        .and_then(|c| c.get(key))
        .and_then(Object::as_reference)
        .and_then(|id| document.get_dictionary(id))
        .expect("the catalog's entry")
}

fn text(object: &Object) -> String {
    lopdf::decode_text_string(object).expect("a text string")
}

#[test]
fn pages_follow_their_places_and_links_between_parts_reach_their_pages() {
    let document = volume();
    assert_eq!(document.get_pages().len(), 5);
    let mut front_links = link_targets(&document, 1);
    front_links.dedup();
    assert_eq!(front_links, vec![3], "the front's link goes to page 3");
    let mut back_links = link_targets(&document, 5);
    back_links.dedup();
    assert_eq!(
        back_links,
        vec![3, 1],
        "the back's links go to pages 3 and 1"
    );
    let info = document
        .trailer
        .get(b"Info")
        .and_then(Object::as_reference)
        .and_then(|id| document.get_dictionary(id))
        .expect("information");
    assert_eq!(text(info.get(b"Title").expect("title")), "Volume");
}

#[test]
fn bookmarks_names_and_labels_follow_the_volume() {
    let document = volume();
    let catalog = document.catalog().expect("catalog");
    let outline = catalog_object(&document, b"Outlines");
    let bookmarks = bookmarks(&document);
    let expected = [("Front", 1), ("Case A", 3), ("Case B", 4), ("Index", 5)];
    assert_eq!(
        bookmarks,
        expected.map(|(t, p)| (t.to_string(), p)).to_vec(),
        "one outline, in the order of the pages"
    );
    assert_eq!(
        outline
            .get(b"Count")
            .and_then(Object::as_i64)
            .expect("count"),
        4
    );

    let named = named_destinations(&document);
    assert_eq!(
        named,
        vec![("case-a".to_string(), 3), ("case-b".to_string(), 4)]
    );

    let labels = catalog
        .get(b"PageLabels")
        .and_then(Object::as_dict)
        .and_then(|l| l.get(b"Nums"))
        .and_then(Object::as_array)
        .expect("page labels");
    let starts: Vec<(i64, i64)> = labels
        .chunks(2)
        .map(|pair| {
            let label = match &pair[1] {
                Object::Reference(id) => document.get_dictionary(*id).expect("label"),
                other => other.as_dict().expect("label"),
            };
            (
                pair[0].as_i64().expect("page index"),
                label.get(b"St").and_then(Object::as_i64).unwrap_or(1),
            )
        })
        .collect();
    for (index, start) in starts {
        assert_eq!(start, index + 1, "page {} is labelled {start}", index + 1);
    }
}

#[test]
fn the_structure_has_one_document_element_and_one_parent_tree_for_every_part() {
    let document = volume();
    let root = catalog_object(&document, b"StructTreeRoot");
    let kids = root.get(b"K").and_then(Object::as_array).expect("kids");
    assert_eq!(kids.len(), 1, "one document element");
    let element_id = kids[0].as_reference().expect("element");
    let element = document.get_dictionary(element_id).expect("element");
    let parts: Vec<&Object> = element
        .get(b"K")
        .and_then(Object::as_array)
        .expect("elements")
        .iter()
        .collect();
    let mut headings = Vec::new();
    for kid in &parts {
        let kid = document
            .get_dictionary(kid.as_reference().expect("an element"))
            .expect("element");
        assert_eq!(
            kid.get(b"P").and_then(Object::as_reference).ok(),
            Some(element_id),
            "every part's elements belong to the volume's document element"
        );
        if kid.get(b"S").and_then(Object::as_name).ok() == Some(b"H1") {
            headings.push(text(kid.get(b"T").expect("a heading's title")));
        }
    }
    assert_eq!(headings, ["Front", "Case A", "Case B", "Index"]);

    let tree = root
        .get(b"ParentTree")
        .and_then(Object::as_dict)
        .expect("tree");
    let keys: Vec<i64> = tree
        .get(b"Nums")
        .and_then(Object::as_array)
        .expect("nums")
        .chunks(2)
        .map(|pair| pair[0].as_i64().expect("key"))
        .collect();
    let mut used: Vec<i64> = Vec::new();
    for page in document.page_iter() {
        let dictionary = document.get_dictionary(page).expect("page");
        used.extend(dictionary.get(b"StructParents").and_then(Object::as_i64));
        for annotation in document.get_page_annotations(page).expect("annotations") {
            used.extend(annotation.get(b"StructParent").and_then(Object::as_i64));
        }
    }
    let mut distinct = used.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), used.len(), "no key is used twice: {used:?}");
    for key in &used {
        assert!(keys.contains(key), "{key} is in the parent tree");
    }
    let next = root
        .get(b"ParentTreeNextKey")
        .and_then(Object::as_i64)
        .expect("next key");
    assert!(keys.iter().all(|k| *k < next));
}

#[test]
fn a_volume_without_its_front_or_with_a_part_that_is_not_a_pdf_is_an_error() {
    assert!(read_part(b"not a PDF").is_err());
    let mut joined = JoinedPdf::new();
    joined.add(1, part_pdf(1, "= Only a case")).expect("a part");
    assert!(joined.finish().is_err(), "the front was never added");
}
