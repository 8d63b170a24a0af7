//! The faces every printed page and the window are drawn with: DejaVu Sans (2.37) in its four
//! faces, embedded so that ♠♥♦♣, Cyrillic and true bold and italic look the same on any
//! machine (`assets/fonts/LICENSE-DejaVu.txt`).

pub const REGULAR: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");
pub const BOLD: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-Bold.ttf");
pub const OBLIQUE: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-Oblique.ttf");
pub const BOLD_OBLIQUE: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-BoldOblique.ttf");

/// All four faces.
pub const FACES: [&[u8]; 4] = [REGULAR, BOLD, OBLIQUE, BOLD_OBLIQUE];
