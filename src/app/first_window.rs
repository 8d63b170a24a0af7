//! The first window fits the screen it opens on: a 1366×768 laptop leaves 728 points above
//! Windows' taskbar, less than the window's 800, so its status bar would be below the edge.
//! A window that does not fit is maximized, which the system fits to its work area (taskbar
//! and dock excluded); one that fits — a size the user left, which eframe restores — is left
//! as it is.

use egui::{Vec2, ViewportCommand};

/// What a screen keeps for itself beside a window's inner area: the taskbar (40 points on
/// Windows 10, 48 on Windows 11) and the title bar (about 31).
const SCREEN_MARGIN: f32 = 90.0;

/// How many frames the window waits for the system to say how large its screen is.
const FRAMES_TO_WAIT: u32 = 10;

/// Whether a window `inner` points large fits a screen `monitor` points large.
pub fn fits(inner: Vec2, monitor: Vec2) -> bool {
    inner.x <= monitor.x && inner.y + SCREEN_MARGIN <= monitor.y
}

/// Looks once, on the first frames, whether the window fits its screen.
#[derive(Debug, Default)]
pub struct FirstWindow {
    frames: u32,
    done: bool,
}

impl FirstWindow {
    pub fn follow(&mut self, ctx: &egui::Context) {
        if self.done {
            return;
        }
        self.frames += 1;
        let (monitor, inner, maximized) = ctx.input(|input| {
            let info = input.viewport();
            (info.monitor_size, info.inner_rect, info.maximized)
        });
        match (monitor, inner) {
            (Some(monitor), Some(inner)) => {
                self.done = true;
                if maximized != Some(true) && !fits(inner.size(), monitor) {
                    tracing::info!(
                        "the window ({:.0}×{:.0}) does not fit its screen ({:.0}×{:.0}): maximized",
                        inner.width(),
                        inner.height(),
                        monitor.x,
                        monitor.y
                    );
                    ctx.send_viewport_cmd(ViewportCommand::Maximized(true));
                }
            }
            _ => self.done = self.frames >= FRAMES_TO_WAIT,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_window_fits_a_large_screen_and_not_a_laptops() {
        let first = Vec2::new(1280.0, 800.0);
        assert!(fits(first, Vec2::new(1920.0, 1080.0)));
        assert!(fits(first, Vec2::new(1440.0, 900.0)));
        // 1366×768: 728 points above a Windows taskbar, less the title bar.
        assert!(!fits(first, Vec2::new(1366.0, 768.0)));
        assert!(!fits(first, Vec2::new(1024.0, 1280.0)));
    }
}
