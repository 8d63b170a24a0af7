//! Reading back where a PDF's links, bookmarks and named destinations go, as a viewer would:
//! each as the page number (from 1) it opens.

use lopdf::{Document, Object, ObjectId};

/// The page (from 1) an explicit destination — or a reference to one, or its name — goes to.
pub fn destination_page(document: &Document, destination: &Object) -> usize {
    let destination = match destination {
        Object::Reference(id) => document.get_object(*id).expect("a destination"),
        other => other,
    };
    if let Object::String(name, _) = destination {
        let name = String::from_utf8_lossy(name);
        return named_destinations(document)
            .into_iter()
            .find_map(|(named, page)| (named == name).then_some(page))
            .unwrap_or_else(|| panic!("no destination named {name}"));
    }
    let page: ObjectId = destination
        .as_array()
        .expect("an explicit destination")
        .first()
        .and_then(|page| page.as_reference().ok())
        .expect("a page");
    document
        .page_iter()
        .position(|p| p == page)
        .expect("a page of the PDF")
        + 1
}

/// The top bookmarks: title and page, in order.
pub fn bookmarks(document: &Document) -> Vec<(String, usize)> {
    let outline = document
        .catalog()
        .and_then(|c| c.get(b"Outlines"))
        .and_then(Object::as_reference)
        .and_then(|id| document.get_dictionary(id))
        .expect("an outline");
    let mut out = Vec::new();
    let mut next = outline.get(b"First").and_then(Object::as_reference).ok();
    while let Some(id) = next {
        let bookmark = document.get_dictionary(id).expect("a bookmark");
        let title =
            lopdf::decode_text_string(bookmark.get(b"Title").expect("a title")).expect("text");
        let page = destination_page(document, bookmark.get(b"Dest").expect("a destination"));
        out.push((title, page));
        next = bookmark.get(b"Next").and_then(Object::as_reference).ok();
    }
    out
}

/// The named destinations: name and page, in the name tree's order.
pub fn named_destinations(document: &Document) -> Vec<(String, usize)> {
    let names = document
        .catalog()
        .and_then(|c| c.get(b"Names"))
        .and_then(Object::as_dict)
        .and_then(|n| n.get(b"Dests"))
        .and_then(Object::as_dict)
        .and_then(|d| d.get(b"Names"))
        .and_then(Object::as_array)
        .expect("named destinations");
    names
        .chunks(2)
        .map(|pair| {
            let name = pair[0].as_str().expect("a name");
            (
                String::from_utf8(name.to_vec()).expect("UTF-8"),
                destination_page(document, &pair[1]),
            )
        })
        .collect()
}

/// The pages the links on page `page` (from 1) go to, in order.
pub fn link_targets(document: &Document, page: usize) -> Vec<usize> {
    let page = document.page_iter().nth(page - 1).expect("the page");
    document
        .get_page_annotations(page)
        .unwrap_or_default()
        .iter()
        .filter_map(|link| link.get(b"Dest").ok())
        .map(|destination| destination_page(document, destination))
        .collect()
}
