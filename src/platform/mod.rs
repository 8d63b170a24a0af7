//! What differs between the platforms the binary itself runs on (the core keeps its own seams
//! for data folders, paths and line ends).

pub mod console;
