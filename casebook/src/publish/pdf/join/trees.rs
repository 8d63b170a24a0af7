//! Reading a part's trees — number trees, name trees, the outline — and the few entries
//! the join changes, from lopdf's objects.

use super::PAGE_LINK;
use lopdf::{Dictionary, Document, Object, ObjectId};

/// Raises every reference in `object` by `base`.
pub(super) fn renumber(object: &mut Object, base: u32) {
    match object {
        Object::Reference((id, _)) => *id += base,
        Object::Array(items) => items.iter_mut().for_each(|item| renumber(item, base)),
        Object::Dictionary(dictionary) => dictionary
            .iter_mut()
            .for_each(|(_, value)| renumber(value, base)),
        Object::Stream(stream) => stream
            .dict
            .iter_mut()
            .for_each(|(_, value)| renumber(value, base)),
        _ => {}
    }
}

pub(super) fn shift_integer(dictionary: &mut Dictionary, key: &[u8], by: i64) {
    if let Ok(Object::Integer(value)) = dictionary.get_mut(key) {
        *value += by;
    }
}

/// The page of the volume a link annotation goes to, when it is a [`PAGE_LINK`].
pub(super) fn page_link(annotation: &Dictionary) -> Option<usize> {
    let uri = annotation
        .get(b"A")
        .and_then(Object::as_dict)
        .and_then(|action| action.get(b"URI"))
        .and_then(Object::as_str)
        .ok()?;
    std::str::from_utf8(uri.strip_prefix(PAGE_LINK.as_bytes())?)
        .ok()?
        .parse()
        .ok()
}

/// `object`, or the object it refers to.
pub(super) fn resolve<'a>(
    document: &'a Document,
    object: Option<&'a Object>,
) -> Option<&'a Object> {
    match object? {
        Object::Reference(id) => document.get_object(*id).ok(),
        other => Some(other),
    }
}

/// Removes the object `reference` refers to from `document` and returns it.
pub(super) fn take_reference(
    document: &mut Document,
    reference: Option<&Object>,
) -> Option<Object> {
    document.objects.remove(&reference?.as_reference().ok()?)
}

/// The entries of a number tree (`/Nums`, or `/Kids` of number trees), in order.
pub(super) fn number_tree(document: &Document, tree: &Object, out: &mut Vec<(i64, Object)>) {
    let Ok(tree) = tree.as_dict() else { return };
    if let Ok(Object::Array(nums)) = tree.get(b"Nums") {
        for pair in nums.chunks_exact(2) {
            if let Ok(key) = pair[0].as_i64() {
                out.push((key, pair[1].clone()));
            }
        }
    }
    if let Ok(Object::Array(kids)) = tree.get(b"Kids") {
        for kid in kids {
            if let Some(kid) = resolve(document, Some(kid)) {
                number_tree(document, kid, out);
            }
        }
    }
}

/// The entries of a name tree (`/Names`, or `/Kids` of name trees), in order.
pub(super) fn name_tree(document: &Document, tree: &Object, out: &mut Vec<(Vec<u8>, Object)>) {
    let Ok(tree) = tree.as_dict() else { return };
    if let Ok(Object::Array(names)) = tree.get(b"Names") {
        for pair in names.chunks_exact(2) {
            if let Ok(name) = pair[0].as_str() {
                out.push((name.to_vec(), pair[1].clone()));
            }
        }
    }
    if let Ok(Object::Array(kids)) = tree.get(b"Kids") {
        for kid in kids {
            if let Some(kid) = resolve(document, Some(kid)) {
                name_tree(document, kid, out);
            }
        }
    }
}

/// A number tree of one node holding every entry, which must be sorted by key.
pub(super) fn flat_number_tree(entries: Vec<(i64, Object)>) -> Object {
    let nums = entries
        .into_iter()
        .flat_map(|(key, value)| [Object::Integer(key), value])
        .collect();
    let mut tree = Dictionary::new();
    tree.set("Nums", Object::Array(nums));
    Object::Dictionary(tree)
}

/// The part's outline root, if it is an object of its own, and the bookmarks at its top, in
/// order.
pub(super) fn top_bookmarks(
    part: &Document,
    catalog: &Dictionary,
) -> Option<(Option<ObjectId>, Vec<ObjectId>)> {
    let reference = catalog.get(b"Outlines").and_then(Object::as_reference).ok();
    let outline = resolve(part, catalog.get(b"Outlines").ok())?
        .as_dict()
        .ok()?;
    let mut items = Vec::new();
    let mut next = outline.get(b"First").and_then(Object::as_reference).ok();
    while let Some(item) = next {
        // A malformed chain that loops ends where it meets itself.
        if items.contains(&item) {
            break;
        }
        items.push(item);
        next = part
            .get_dictionary(item)
            .and_then(|b| b.get(b"Next"))
            .and_then(Object::as_reference)
            .ok();
    }
    Some((reference, items))
}

/// The height of `page`'s media box: the top of the page in PDF coordinates.
pub(super) fn page_height(document: &Document, page: ObjectId) -> f32 {
    document
        .get_dictionary(page)
        .and_then(|p| p.get(b"MediaBox"))
        .and_then(Object::as_array)
        .ok()
        .and_then(|b| b.get(3)?.as_float().ok())
        .unwrap_or(841.89)
}

/// The XMP packet with its page count (`xmpTPg:NPages`) set to `count`.
pub(super) fn with_page_count(xmp: &[u8], count: usize) -> Vec<u8> {
    const OPEN: &[u8] = b"<xmpTPg:NPages>";
    const CLOSE: &[u8] = b"</xmpTPg:NPages>";
    let find = |needle: &[u8], from: usize| {
        xmp[from..]
            .windows(needle.len())
            .position(|w| w == needle)
            .map(|at| at + from)
    };
    let Some(start) = find(OPEN, 0).map(|open| open + OPEN.len()) else {
        return xmp.to_vec();
    };
    let Some(end) = find(CLOSE, start) else {
        return xmp.to_vec();
    };
    let mut out = xmp[..start].to_vec();
    out.extend_from_slice(count.to_string().as_bytes());
    out.extend_from_slice(&xmp[end..]);
    out
}
