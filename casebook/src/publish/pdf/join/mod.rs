//! The PDFs of a casebook's parts — the front, the cases a few at a time, the back — joined
//! into one as they come, so that each part can be exported as soon as it is laid out and its
//! pages let go: neither the pages nor the parsed PDF of more than one part are held at once,
//! and the memory of a large volume does not grow with its pages.
//!
//! Each part is a whole tagged PDF as typst writes it. Its objects are renumbered past those
//! of the parts before and written out at once; what must see every part is kept aside and
//! written at the end: one page tree, one structure tree (every part's elements under one
//! `Document` element, the parent tree's keys and the pages' and annotations'
//! `StructParents` moved past the parts before), one outline (the parts' top bookmarks in
//! order), one page-label tree, one name tree of destinations (the cases' anchors, for
//! `casebook.pdf#case-…`), and the front's catalog settings, document information and
//! metadata (its page count made the volume's).
//!
//! Parts may be added in any order (the front is laid out last, once every page is known);
//! each says its place in the volume. A link from one part to a page of another cannot be
//! written by typst, which knows only its own part: such links are written as URIs
//! [`PAGE_LINK`]`N` and made links to page `N` of the volume at the end.

mod trees;

use crate::publish::run::PublishError;
use lopdf::{Dictionary, Document, Object, ObjectId, StringFormat, Writer};
use std::io::Write as _;
use trees::{
    flat_number_tree, name_tree, number_tree, page_height, page_link, renumber, resolve,
    shift_integer, take_reference, top_bookmarks, with_page_count,
};

/// The URI prefix of a link to a page of the volume, followed by the page number (from 1).
pub(super) const PAGE_LINK: &str = "casebook-page:";

// The volume's own objects, written at the end; the parts' objects are numbered after them.
const CATALOG: ObjectId = (1, 0);
const PAGE_TREE: ObjectId = (2, 0);
const STRUCTURE_ROOT: ObjectId = (3, 0);
const DOCUMENT_ELEMENT: ObjectId = (4, 0);
const OUTLINE: ObjectId = (5, 0);
const METADATA: ObjectId = (6, 0);
const INFO: ObjectId = (7, 0);
const FIRST_PART_OBJECT: u32 = 8;

/// A volume being joined from the PDFs of its parts.
pub(super) struct JoinedPdf {
    out: Vec<u8>,
    /// Where each object starts in `out`, by object number (0: not written).
    offsets: Vec<usize>,
    next_id: u32,
    parts: Vec<PartTrees>,
    /// The structure's parent tree, every part's keys moved past the parts before.
    parent_tree: Vec<(i64, Object)>,
    next_key: i64,
    role_map: Dictionary,
    /// Link annotations to a page of the volume, written once every page is known.
    page_links: Vec<(ObjectId, Dictionary, usize)>,
    /// The front's catalog, structure root, information and metadata.
    front: Option<Front>,
}

/// What a part brings to the volume's trees.
struct PartTrees {
    place: usize,
    pages: Vec<(ObjectId, f32)>,
    structure: Vec<Object>,
    bookmarks: Vec<(ObjectId, Dictionary)>,
    labels: Vec<(i64, Object)>,
    destinations: Vec<(Vec<u8>, Object)>,
}

struct Front {
    catalog: Dictionary,
    structure_root: Option<Dictionary>,
    info: Option<Dictionary>,
    metadata: Option<lopdf::Stream>,
    trailer_id: Option<Object>,
}

fn failure(what: impl std::fmt::Display) -> PublishError {
    PublishError::Typeset(format!("joining the parts of the PDF: {what}"))
}

impl JoinedPdf {
    pub(super) fn new() -> Self {
        let mut out = Vec::new();
        out.extend_from_slice(b"%PDF-1.7\n%\xBB\xAD\xC0\xDE\n");
        JoinedPdf {
            out,
            offsets: Vec::new(),
            next_id: FIRST_PART_OBJECT,
            parts: Vec::new(),
            parent_tree: Vec::new(),
            next_key: 0,
            role_map: Dictionary::new(),
            page_links: Vec::new(),
            front: None,
        }
    }

    /// Adds the part whose place in the volume is `place` (the front is 0): its objects are
    /// written, its trees kept for the end.
    pub(super) fn add(&mut self, place: usize, part: PartPdf) -> Result<(), PublishError> {
        let base = self.next_id - 1;
        let mut part = part.0;
        renumber_document(&mut part, base);
        self.next_id = part.max_id + 1;
        let catalog_id = part
            .trailer
            .get(b"Root")
            .and_then(Object::as_reference)
            .map_err(failure)?;
        let catalog = part.get_dictionary(catalog_id).map_err(failure)?.clone();
        let mut trees = PartTrees {
            place,
            pages: Vec::new(),
            structure: Vec::new(),
            bookmarks: Vec::new(),
            labels: Vec::new(),
            destinations: Vec::new(),
        };
        let mut set_aside = vec![catalog_id];

        let key_base = self.next_key;
        let pages: Vec<ObjectId> = part.page_iter().collect();
        for &page in &pages {
            let dictionary = part.get_dictionary_mut(page).map_err(failure)?;
            shift_integer(dictionary, b"StructParents", key_base);
            if let Ok(Object::Reference(parent)) = dictionary.get(b"Parent") {
                set_aside.push(*parent);
            }
            dictionary.set("Parent", Object::Reference(PAGE_TREE));
            let annotations: Vec<ObjectId> = match dictionary.get(b"Annots") {
                Ok(Object::Array(items)) => {
                    items.iter().filter_map(|a| a.as_reference().ok()).collect()
                }
                _ => Vec::new(),
            };
            for id in annotations {
                let Ok(annotation) = part.get_dictionary_mut(id) else {
                    continue;
                };
                shift_integer(annotation, b"StructParent", key_base);
                if let Some(target) = page_link(annotation) {
                    let annotation = annotation.clone();
                    part.objects.remove(&id);
                    self.page_links.push((id, annotation, target));
                }
            }
            trees.pages.push((page, page_height(&part, page)));
        }

        let structure_root = self.gather_structure(&mut part, &catalog, &mut trees)?;
        if let Ok(Object::Reference(id)) = catalog.get(b"StructTreeRoot") {
            set_aside.push(*id);
        }

        if let Some((outline, items)) = top_bookmarks(&part, &catalog) {
            set_aside.extend(outline);
            for id in items {
                if let Some(Object::Dictionary(bookmark)) = part.objects.remove(&id) {
                    trees.bookmarks.push((id, bookmark));
                }
            }
        }
        if let Some(labels) = resolve(&part, catalog.get(b"PageLabels").ok()) {
            number_tree(&part, labels, &mut trees.labels);
        }
        let names = resolve(&part, catalog.get(b"Names").ok());
        if let Some(dests) =
            names.and_then(|n| resolve(&part, n.as_dict().ok()?.get(b"Dests").ok()))
        {
            name_tree(&part, dests, &mut trees.destinations);
        }
        for key in [b"PageLabels".as_slice(), b"Names"] {
            if let Ok(Object::Reference(id)) = catalog.get(key) {
                set_aside.push(*id);
            }
        }
        if let Ok(Object::Dictionary(names)) = catalog.get(b"Names")
            && let Ok(Object::Reference(id)) = names.get(b"Dests")
        {
            set_aside.push(*id);
        }

        let metadata = take_reference(&mut part, catalog.get(b"Metadata").ok());
        let info_reference = part.trailer.get(b"Info").ok().cloned();
        let info = take_reference(&mut part, info_reference.as_ref());
        if place == 0 {
            self.front = Some(Front {
                catalog,
                structure_root,
                info: info.and_then(|i| i.as_dict().ok().cloned()),
                metadata: metadata.and_then(|m| m.as_stream().ok().cloned()),
                trailer_id: part.trailer.get(b"ID").ok().cloned(),
            });
        }
        for id in set_aside {
            part.objects.remove(&id);
        }
        for (id, object) in std::mem::take(&mut part.objects) {
            self.write(id, &object)?;
        }
        self.parts.push(trees);
        Ok(())
    }

    /// Takes the part's structure elements (the children of its `Document` element, which
    /// now belong to the volume's) and its parent tree, the keys moved past the parts before.
    /// Returns the part's structure root, without its children.
    fn gather_structure(
        &mut self,
        part: &mut Document,
        catalog: &Dictionary,
        trees: &mut PartTrees,
    ) -> Result<Option<Dictionary>, PublishError> {
        let Some(root) = resolve(part, catalog.get(b"StructTreeRoot").ok())
            .and_then(|r| r.as_dict().ok())
            .cloned()
        else {
            return Ok(None);
        };
        let element = match root.get(b"K") {
            Ok(Object::Array(items)) if items.len() == 1 => items[0].as_reference().ok(),
            Ok(Object::Reference(id)) => Some(*id),
            _ => None,
        }
        .ok_or_else(|| failure("a part's structure tree has no single document element"))?;
        let kids = match part.objects.remove(&element) {
            Some(Object::Dictionary(element)) => match element.get(b"K") {
                Ok(Object::Array(items)) => items.clone(),
                Ok(other) => vec![other.clone()],
                Err(_) => Vec::new(),
            },
            _ => return Err(failure("a part's document element is missing")),
        };
        for kid in &kids {
            let element = kid
                .as_reference()
                .and_then(|id| part.get_dictionary_mut(id))
                .map_err(|_| failure("a part's document element holds content of its own"))?;
            element.set("P", Object::Reference(DOCUMENT_ELEMENT));
        }
        trees.structure = kids;
        let mut entries = Vec::new();
        if let Some(tree) = resolve(part, root.get(b"ParentTree").ok()) {
            number_tree(part, tree, &mut entries);
        }
        if let Ok(Object::Reference(id)) = root.get(b"ParentTree") {
            part.objects.remove(id);
        }
        let next = root
            .get(b"ParentTreeNextKey")
            .and_then(Object::as_i64)
            .unwrap_or_else(|_| entries.iter().map(|(k, _)| k + 1).max().unwrap_or(0));
        let key_base = self.next_key;
        self.parent_tree.extend(
            entries
                .into_iter()
                .map(|(key, value)| (key + key_base, value)),
        );
        self.next_key = key_base + next;
        if let Ok(Object::Dictionary(roles)) = root.get(b"RoleMap") {
            for (role, kind) in roles.iter() {
                if !self.role_map.has(role) {
                    self.role_map.set(role.clone(), kind.clone());
                }
            }
        }
        Ok(Some(root))
    }

    /// Writes object `id` at the end of the output.
    fn write(&mut self, id: ObjectId, object: &Object) -> Result<(), PublishError> {
        let index = id.0 as usize;
        if self.offsets.len() <= index {
            self.offsets.resize(index + 1, 0);
        }
        self.offsets[index] = self.out.len();
        let _ = writeln!(self.out, "{} {} obj", id.0, id.1);
        Writer::write_object(&mut self.out, object).map_err(failure)?;
        self.out.extend_from_slice(b"\nendobj\n");
        Ok(())
    }
}

impl JoinedPdf {
    /// Writes the volume's own objects — the page tree, the structure, the outline, the
    /// links between parts, the catalog — and the cross-reference table; returns the PDF.
    pub(super) fn finish(mut self) -> Result<Vec<u8>, PublishError> {
        let front = self
            .front
            .take()
            .ok_or_else(|| failure("the front was not added"))?;
        let mut parts = std::mem::take(&mut self.parts);
        parts.sort_by_key(|p| p.place);
        let pages: Vec<(ObjectId, f32)> = parts.iter().flat_map(|p| p.pages.clone()).collect();
        if pages.is_empty() {
            return Err(failure("the parts have no pages"));
        }

        for (id, mut annotation, target) in std::mem::take(&mut self.page_links) {
            let (page, top) = pages[target.clamp(1, pages.len()) - 1];
            annotation.remove(b"A");
            annotation.set(
                "Dest",
                Object::Array(vec![
                    Object::Reference(page),
                    Object::Name(b"XYZ".to_vec()),
                    Object::Integer(0),
                    Object::Real(top),
                    Object::Integer(0),
                ]),
            );
            self.write(id, &Object::Dictionary(annotation))?;
        }

        let mut tree = Dictionary::new();
        tree.set("Type", Object::Name(b"Pages".to_vec()));
        tree.set("Count", Object::Integer(pages.len() as i64));
        tree.set(
            "Kids",
            Object::Array(pages.iter().map(|(id, _)| Object::Reference(*id)).collect()),
        );
        self.write(PAGE_TREE, &Object::Dictionary(tree))?;

        let mut catalog = front.catalog;
        catalog.set("Pages", Object::Reference(PAGE_TREE));
        self.write_structure(front.structure_root, &mut parts, &mut catalog)?;
        self.write_outline(&mut parts, &mut catalog)?;

        let mut labels = Vec::new();
        let mut destinations = Vec::new();
        let mut first_page = 0;
        for part in &mut parts {
            labels.extend(
                std::mem::take(&mut part.labels)
                    .into_iter()
                    .map(|(key, value)| (key + first_page, value)),
            );
            destinations.append(&mut part.destinations);
            first_page += part.pages.len() as i64;
        }
        if labels.is_empty() {
            catalog.remove(b"PageLabels");
        } else {
            labels.sort_by_key(|(key, _)| *key);
            catalog.set("PageLabels", flat_number_tree(labels));
        }
        destinations.sort_by(|a, b| a.0.cmp(&b.0));
        destinations.dedup_by(|later, earlier| later.0 == earlier.0);
        if destinations.is_empty() {
            catalog.remove(b"Names");
        } else {
            let names = destinations
                .into_iter()
                .flat_map(|(name, value)| [Object::String(name, StringFormat::Literal), value])
                .collect();
            let mut dests = Dictionary::new();
            dests.set("Names", Object::Array(names));
            let mut tree = Dictionary::new();
            tree.set("Dests", Object::Dictionary(dests));
            catalog.set("Names", Object::Dictionary(tree));
        }
        match front.metadata {
            Some(mut metadata) if metadata.dict.get(b"Filter").is_err() => {
                let xmp = with_page_count(&metadata.content, pages.len());
                metadata.set_plain_content(xmp);
                self.write(METADATA, &Object::Stream(metadata))?;
                catalog.set("Metadata", Object::Reference(METADATA));
            }
            _ => {
                catalog.remove(b"Metadata");
            }
        }
        self.write(CATALOG, &Object::Dictionary(catalog))?;
        let mut trailer = Dictionary::new();
        if let Some(info) = front.info {
            self.write(INFO, &Object::Dictionary(info))?;
            trailer.set("Info", Object::Reference(INFO));
        }
        if let Some(id) = front.trailer_id {
            trailer.set("ID", id);
        }
        self.write_cross_references(trailer);
        Ok(self.out)
    }

    /// One structure tree: the front's root, its one document element holding every part's
    /// elements in the order of the pages, and one parent tree.
    fn write_structure(
        &mut self,
        root: Option<Dictionary>,
        parts: &mut [PartTrees],
        catalog: &mut Dictionary,
    ) -> Result<(), PublishError> {
        let Some(mut root) = root else {
            catalog.remove(b"StructTreeRoot");
            return Ok(());
        };
        let kids: Vec<Object> = parts
            .iter_mut()
            .flat_map(|p| std::mem::take(&mut p.structure))
            .collect();
        let mut element = Dictionary::new();
        element.set("Type", Object::Name(b"StructElem".to_vec()));
        element.set("S", Object::Name(b"Document".to_vec()));
        element.set("P", Object::Reference(STRUCTURE_ROOT));
        element.set("K", Object::Array(kids));
        self.write(DOCUMENT_ELEMENT, &Object::Dictionary(element))?;
        let mut entries = std::mem::take(&mut self.parent_tree);
        entries.sort_by_key(|(key, _)| *key);
        root.set(
            "K",
            Object::Array(vec![Object::Reference(DOCUMENT_ELEMENT)]),
        );
        root.set("ParentTree", flat_number_tree(entries));
        root.set("ParentTreeNextKey", Object::Integer(self.next_key));
        if !self.role_map.is_empty() {
            root.set("RoleMap", Object::Dictionary(self.role_map.clone()));
        }
        self.write(STRUCTURE_ROOT, &Object::Dictionary(root))?;
        catalog.set("StructTreeRoot", Object::Reference(STRUCTURE_ROOT));
        Ok(())
    }

    /// One outline: every part's top bookmarks, in the order of the pages.
    fn write_outline(
        &mut self,
        parts: &mut [PartTrees],
        catalog: &mut Dictionary,
    ) -> Result<(), PublishError> {
        let items: Vec<(ObjectId, Dictionary)> = parts
            .iter_mut()
            .flat_map(|p| std::mem::take(&mut p.bookmarks))
            .collect();
        let (Some(first), Some(last)) = (items.first(), items.last()) else {
            catalog.remove(b"Outlines");
            return Ok(());
        };
        let (first, last) = (first.0, last.0);
        let ids: Vec<ObjectId> = items.iter().map(|(id, _)| *id).collect();
        let mut count = 0;
        for (at, (id, mut bookmark)) in items.into_iter().enumerate() {
            bookmark.set("Parent", Object::Reference(OUTLINE));
            bookmark.remove(b"Prev");
            bookmark.remove(b"Next");
            if at > 0 {
                bookmark.set("Prev", Object::Reference(ids[at - 1]));
            }
            if let Some(&next) = ids.get(at + 1) {
                bookmark.set("Next", Object::Reference(next));
            }
            // An open bookmark's shown children count with it.
            count += 1 + bookmark
                .get(b"Count")
                .and_then(Object::as_i64)
                .unwrap_or(0)
                .max(0);
            self.write(id, &Object::Dictionary(bookmark))?;
        }
        let mut outline = Dictionary::new();
        outline.set("Type", Object::Name(b"Outlines".to_vec()));
        outline.set("First", Object::Reference(first));
        outline.set("Last", Object::Reference(last));
        outline.set("Count", Object::Integer(count));
        self.write(OUTLINE, &Object::Dictionary(outline))?;
        catalog.set("Outlines", Object::Reference(OUTLINE));
        Ok(())
    }

    /// The classic cross-reference table (objects not written are free) and the trailer.
    fn write_cross_references(&mut self, mut trailer: Dictionary) {
        let start = self.out.len();
        let size = self.offsets.len().max(1);
        let _ = write!(self.out, "xref\n0 {size}\n");
        self.out.extend_from_slice(b"0000000000 65535 f\r\n");
        for index in 1..size {
            match self.offsets[index] {
                0 => self.out.extend_from_slice(b"0000000000 00000 f\r\n"),
                offset => {
                    let _ = write!(self.out, "{offset:010} 00000 n\r\n");
                }
            }
        }
        trailer.set("Size", Object::Integer(size as i64));
        trailer.set("Root", Object::Reference(CATALOG));
        self.out.extend_from_slice(b"trailer\n");
        let _ = Writer::write_object(&mut self.out, &Object::Dictionary(trailer));
        let _ = write!(self.out, "\nstartxref\n{start}\n%%EOF\n");
    }
}

/// A part's PDF, read.
pub(super) struct PartPdf(Document);

/// Reads a part's PDF (on any thread: what depends on the parts before is done by
/// [`JoinedPdf::add`]).
pub(super) fn read_part(pdf: &[u8]) -> Result<PartPdf, PublishError> {
    Document::load_mem(pdf).map(PartPdf).map_err(failure)
}

/// Raises every object number in `document` by `base`, so that its objects meet neither the
/// volume's own nor those of the parts before.
fn renumber_document(document: &mut Document, base: u32) {
    let objects = std::mem::take(&mut document.objects);
    document.objects = objects
        .into_iter()
        .map(|((id, generation), mut object)| {
            renumber(&mut object, base);
            ((id + base, generation), object)
        })
        .collect();
    for (_, value) in document.trailer.iter_mut() {
        renumber(value, base);
    }
    document.max_id += base;
}

#[cfg(test)]
mod tests;
