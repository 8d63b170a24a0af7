//! Lines for the person at the terminal. `eprint!` panics when standard error is closed
//! (`casebook cases 2>&1 | head -1` closes it with standard output), and a panic there would
//! leave a crash report — and the window's "stopped unexpectedly" on its next start — for
//! nothing; these drop what cannot be written.

use std::io::Write;

/// Writes `text` to standard error as it is (a progress line rewrites itself with `\r`).
pub fn show(text: &str) {
    let mut stderr = std::io::stderr().lock();
    let _ = stderr.write_all(text.as_bytes());
    let _ = stderr.flush();
}

/// Writes `text` and a line break to standard error.
pub fn say(text: &str) {
    let _ = writeln!(std::io::stderr().lock(), "{text}");
}
