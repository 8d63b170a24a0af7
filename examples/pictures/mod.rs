//! A picture of the user guide, written into its book or checked against the one there.
//!
//! The guide's pictures are committed (the books are read on the repository's pages and
//! installed with the program, where nothing can make them), and CI checks that each still
//! shows what the program draws now: `--check` draws every picture again and compares it with
//! the committed one, pixel by pixel. Two pictures of the same screen differ a little where
//! the committed one was reduced to a palette of 256 colours (`pngquant`), so a pixel counts
//! as changed only when a colour channel moved by more than [`CHANNEL`], and a picture is stale
//! when more than [`STALE_SHARE`] of its pixels changed. Drawn again unchanged, a window's
//! picture differs from its reduced copy in at most 0.04 % of its pixels; one sentence of a
//! comment reworded changed 0.3 %, a table's columns widened 1.1 %.

use std::path::{Path, PathBuf};

/// How far a colour channel may move (of 255) before its pixel counts as changed.
pub const CHANNEL: u8 = 24;
/// The share of changed pixels beyond which a committed picture is stale: 0.2 %, five times
/// what drawing the same screen again changes.
pub const STALE_SHARE: f64 = 0.002;

/// What is done with each picture drawn.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Keeping {
    /// Written into the book, replacing the one there.
    Write,
    /// Compared with the one in the book, which is left as it is.
    Check,
}

impl Keeping {
    /// `--check` among the program's arguments, which it takes away.
    pub fn from_args(args: &mut Vec<String>) -> Keeping {
        match args.iter().position(|a| a == "--check") {
            Some(at) => {
                args.remove(at);
                Keeping::Check
            }
            None => Keeping::Write,
        }
    }
}

/// A picture as drawn: 8-bit RGB, row after row.
pub struct Picture {
    pub width: u32,
    pub height: u32,
    pub rgb: Vec<u8>,
}

impl Picture {
    /// A PNG's picture: any colour type and depth the guide's files use (RGB as drawn, RGBA as a
    /// browser gives it, a palette as `pngquant` leaves it), alpha dropped.
    pub fn decode(bytes: &[u8]) -> Result<Picture, String> {
        let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        decoder.set_transformations(png::Transformations::normalize_to_color8());
        let mut reader = decoder.read_info().map_err(|e| e.to_string())?;
        let mut buffer = vec![0; reader.output_buffer_size().ok_or("a picture too large")?];
        let frame = reader.next_frame(&mut buffer).map_err(|e| e.to_string())?;
        let channels = frame.color_type.samples();
        let pixels = &buffer[..frame.buffer_size()];
        let rgb = match frame.color_type {
            png::ColorType::Rgb => pixels.to_vec(),
            png::ColorType::Rgba => pixels
                .chunks_exact(channels)
                .flat_map(|p| [p[0], p[1], p[2]])
                .collect(),
            png::ColorType::Grayscale | png::ColorType::GrayscaleAlpha => pixels
                .chunks_exact(channels)
                .flat_map(|p| [p[0], p[0], p[0]])
                .collect(),
            png::ColorType::Indexed => return Err("a palette left unexpanded".into()),
        };
        Ok(Picture {
            width: frame.width,
            height: frame.height,
            rgb,
        })
    }

    fn encode(&self, path: &Path) -> Result<(), String> {
        let file = std::fs::File::create(path).map_err(|e| e.to_string())?;
        let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), self.width, self.height);
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_compression(png::Compression::High);
        let mut writer = encoder.write_header().map_err(|e| e.to_string())?;
        writer
            .write_image_data(&self.rgb)
            .map_err(|e| e.to_string())
    }

    /// The share of pixels that changed from `other` (1 when the sizes differ).
    pub fn changed_share(&self, other: &Picture) -> f64 {
        if (self.width, self.height) != (other.width, other.height) {
            return 1.0;
        }
        let changed = self
            .rgb
            .chunks_exact(3)
            .zip(other.rgb.chunks_exact(3))
            .filter(|(a, b)| {
                a.iter()
                    .zip(b.iter())
                    .any(|(x, y)| x.abs_diff(*y) > CHANNEL)
            })
            .count();
        changed as f64 / (self.width as f64 * self.height as f64).max(1.0)
    }
}

/// The pictures kept or checked in one run, and those found stale.
#[derive(Default)]
pub struct Album {
    kept: usize,
    stale: Vec<String>,
}

impl Album {
    /// Writes `picture` to `path`, or compares it with the one there.
    pub fn keep(&mut self, path: &Path, picture: &Picture, keeping: Keeping) {
        self.kept += 1;
        match keeping {
            Keeping::Write => match picture.encode(path) {
                Ok(()) => println!("{} ({}×{})", path.display(), picture.width, picture.height),
                Err(e) => self
                    .stale
                    .push(format!("{}: not written: {e}", path.display())),
            },
            Keeping::Check => {
                let committed = std::fs::read(path)
                    .map_err(|e| e.to_string())
                    .and_then(|bytes| Picture::decode(&bytes));
                match committed {
                    Err(e) => self.stale.push(format!("{}: {e}", path.display())),
                    Ok(committed) => {
                        let share = picture.changed_share(&committed);
                        let line = format!(
                            "{}: {:.2} % of its pixels changed ({}×{} drawn, {}×{} committed)",
                            path.display(),
                            share * 100.0,
                            picture.width,
                            picture.height,
                            committed.width,
                            committed.height
                        );
                        println!("{line}");
                        if share > STALE_SHARE {
                            self.stale.push(line);
                        }
                    }
                }
            }
        }
    }

    /// Ends the run: with a stale picture, says which and how to make them again, and exits
    /// with status 1.
    pub fn finish(self, keeping: Keeping) {
        self.finish_made_by(keeping, "sh assets/guide/screenshots.sh");
    }

    /// [`Album::finish`] for pictures another command makes: a stale one is made again with
    /// `command`.
    pub fn finish_made_by(self, keeping: Keeping, command: &str) {
        if self.stale.is_empty() {
            let done = if keeping == Keeping::Check {
                "checked"
            } else {
                "written"
            };
            println!("{} pictures {done}", self.kept);
            return;
        }
        for line in &self.stale {
            eprintln!("stale: {line}");
        }
        eprintln!(
            "{} of {} pictures no longer show what the program draws (more than {} % of their pixels changed): make them again with `{command}` and commit them",
            self.stale.len(),
            self.kept,
            STALE_SHARE * 100.0
        );
        std::process::exit(1);
    }
}

/// Each book's pictures' folder under `books` (`assets/guide`), by the book's language code.
pub fn folder(books: &Path, code: &str) -> PathBuf {
    books.join(code).join("images")
}
