//! The user guide's pictures that another program draws, kept in the books or checked against
//! them with the same comparison as the window's and the website's (`pictures`): today the
//! Windows installer's pages, photographed under Wine by `packaging/windows/screenshots.sh`.
//!
//!   guide_picture_check [--check] [--made-by COMMAND] DRAWN BOOK-PICTURE [DRAWN BOOK-PICTURE ...]
//!
//! Each DRAWN file (a PNG) is written to its BOOK-PICTURE, or with `--check` compared with it,
//! which is left as it is: one line `<BOOK-PICTURE>: x % of its pixels changed` each, and
//! status 1 when one is stale, naming COMMAND as what makes them again.

// The books' folders are named by the caller; this program takes the comparison alone.
#[allow(dead_code)]
mod pictures;

use pictures::{Album, Keeping, Picture};
use std::path::Path;

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let keeping = Keeping::from_args(&mut args);
    let made_by = match args.iter().position(|a| a == "--made-by") {
        Some(at) if at + 1 < args.len() => {
            let command = args.remove(at + 1);
            args.remove(at);
            command
        }
        Some(_) => usage(),
        None => "the command that drew them".to_string(),
    };
    if args.is_empty() || !args.len().is_multiple_of(2) {
        usage();
    }
    let mut album = Album::default();
    for pair in args.chunks_exact(2) {
        let (drawn, book) = (&pair[0], Path::new(&pair[1]));
        let picture = std::fs::read(drawn)
            .map_err(|e| e.to_string())
            .and_then(|bytes| Picture::decode(&bytes));
        match picture {
            Ok(picture) => album.keep(book, &picture, keeping),
            Err(e) => {
                eprintln!("guide_picture_check: {drawn}: {e}");
                std::process::exit(1);
            }
        }
    }
    album.finish_made_by(keeping, &made_by);
}

fn usage() -> ! {
    eprintln!(
        "usage: guide_picture_check [--check] [--made-by COMMAND] DRAWN BOOK-PICTURE [DRAWN BOOK-PICTURE ...]"
    );
    std::process::exit(2);
}
