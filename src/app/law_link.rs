//! A handle on a unit of the law library, small enough for a command to carry: the law panel
//! opens it, the workflow and the citations name it.

use casebook::laws::{LawUnit, library};

/// A unit of the law library that a command can name: only units that exist can be named, and
/// the handle is as cheap to copy as the command that carries it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LawLink(&'static str);

impl LawLink {
    /// The unit with this anchor (`2017/law/12/C/1/c`), if the library has one.
    pub fn new(anchor: &str) -> Option<LawLink> {
        library()
            .get_str(anchor)
            .map(|unit| LawLink(unit.anchor.as_str()))
    }

    /// The unit a Markdown link target (`law:1997/law/12/C/3`) names.
    pub fn from_target(target: &str) -> Option<LawLink> {
        target
            .strip_prefix(casebook::laws::unit::LINK_SCHEME)
            .and_then(LawLink::new)
    }

    pub fn anchor(self) -> &'static str {
        self.0
    }

    pub fn unit(self) -> Option<&'static LawUnit> {
        library().get_str(self.0)
    }
}
