//! What the laid-out pages keep of the elements typst tags them with. A tag at the start of
//! an element carries the element itself, body and all, so that the PDF can be given its
//! structure (headings, paragraphs, tables, lists) for screen readers; once a part is laid
//! out, its text is in the pages, and the bodies in the tags only held a second copy of every
//! case until the whole volume was written.

use typst::foundations::Content;
use typst::introspection::Tag;
use typst::layout::{Frame, FrameItem, GridCell};
use typst::model::{EmphElem, EnumItem, ListItem, ParElem, StrongElem, TableCell};

/// Removes every tag from `frame`: for pages laid out in another document, whose locations
/// mean nothing in this one.
pub(super) fn without_tags(frame: &mut Frame) {
    frame.retain(|item| match item {
        FrameItem::Tag(_) => false,
        FrameItem::Group(group) => {
            without_tags(&mut group.frame);
            true
        }
        _ => true,
    });
}

/// Empties the bodies the tags in `frame` carry for elements whose kind is all the PDF's
/// structure needs of them (paragraphs, strong and emphasized text, list items, table and
/// grid cells). Headings keep theirs: their text titles the PDF's bookmarks and structure.
pub(super) fn lighten_tags(frame: &mut Frame) {
    // A frame without such a tag is left alone: it may be shared with another page.
    if !holds_heavy_tag(frame) {
        return;
    }
    frame.retain(|item| {
        match item {
            FrameItem::Tag(Tag::Start(element, _)) => lighten(element),
            FrameItem::Group(group) => lighten_tags(&mut group.frame),
            _ => {}
        }
        true
    });
}

fn holds_heavy_tag(frame: &Frame) -> bool {
    frame.items().any(|(_, item)| match item {
        FrameItem::Tag(Tag::Start(element, _)) => is_heavy(element),
        FrameItem::Group(group) => holds_heavy_tag(&group.frame),
        _ => false,
    })
}

/// The body of `$element` if it is of a kind whose kind alone the PDF's structure needs;
/// `$get` is `to_packed` (giving `&`) or `to_packed_mut` (giving `&mut`).
macro_rules! light_body {
    ($element:expr, $get:ident, $($borrow:tt)+) => {
        if let Some(e) = $element.$get::<ParElem>() {
            Some($($borrow)+ e.body)
        } else if let Some(e) = $element.$get::<StrongElem>() {
            Some($($borrow)+ e.body)
        } else if let Some(e) = $element.$get::<EmphElem>() {
            Some($($borrow)+ e.body)
        } else if let Some(e) = $element.$get::<ListItem>() {
            Some($($borrow)+ e.body)
        } else if let Some(e) = $element.$get::<EnumItem>() {
            Some($($borrow)+ e.body)
        } else if let Some(e) = $element.$get::<TableCell>() {
            Some($($borrow)+ e.body)
        } else if let Some(e) = $element.$get::<GridCell>() {
            Some($($borrow)+ e.body)
        } else {
            None
        }
    };
}

/// Whether `element` is of a kind the structure needs only the kind of, and has a body.
fn is_heavy(element: &Content) -> bool {
    light_body!(element, to_packed, &).is_some_and(|body| !body.is_empty())
}

fn lighten(element: &mut Content) {
    if !is_heavy(element) {
        return;
    }
    // Copies the element first if another holds it; the copy shares all but its body.
    if let Some(body) = light_body!(element, to_packed_mut, &mut) {
        *body = Content::empty();
    }
}
