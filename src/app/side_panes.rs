//! Which side panels stand beside the committee's workflow: on a window too narrow for them
//! the like-cases pane (below about 1600 points: a 1280×800 projector, a 1366×768 laptop) and
//! the law panel (below about 1260: an XGA projector) give way to a toggle, so that the step
//! the committee is on reads in full lines rather than a column of three or four words. The
//! user's own choice, once made, stands.

/// The case list's width, as the window first lays it out.
pub const CASE_LIST_WIDTH: f32 = 300.0;
/// The law panel's width, as the window first lays it out.
pub const LAW_PANEL_WIDTH: f32 = 360.0;
/// The like-cases pane's width, as the workflow first lays it out.
pub const LIKE_CASES_WIDTH: f32 = 300.0;
/// The width a workflow step needs to read in full lines: its question, rule and answers.
pub const READING_WIDTH: f32 = 600.0;

/// What the user chose to show or hide; `None` leaves it to the window's width.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SidePanes {
    pub law_pane: Option<bool>,
    pub like_cases: Option<bool>,
}

impl SidePanes {
    /// Whether the law panel stands beside the case editor in a window `width` points wide;
    /// it gives way only to a workflow step (`reading_step`).
    pub fn law_pane_shown(&self, width: f32, reading_step: bool) -> bool {
        self.law_pane
            .unwrap_or(!reading_step || width - CASE_LIST_WIDTH - LAW_PANEL_WIDTH >= READING_WIDTH)
    }

    /// Whether the like-cases pane stands beside the workflow in a centre pane `width`
    /// points wide.
    pub fn like_cases_shown(&self, width: f32) -> bool {
        self.like_cases
            .unwrap_or(width - LIKE_CASES_WIDTH >= READING_WIDTH)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The law panel stands beside the case list in the window; the like-cases pane in what
    /// the two leave.
    fn shown(window: f32, panels: SidePanes) -> (bool, bool) {
        let law = panels.law_pane_shown(window, true);
        let centre = window - CASE_LIST_WIDTH - if law { LAW_PANEL_WIDTH } else { 0.0 };
        (law, panels.like_cases_shown(centre))
    }

    #[test]
    fn on_narrow_windows_the_side_panes_give_way_to_the_step() {
        let by_width = SidePanes::default();
        assert_eq!(shown(1024.0, by_width), (false, false));
        assert_eq!(shown(1280.0, by_width), (true, false));
        assert_eq!(shown(1366.0, by_width), (true, false));
        assert_eq!(shown(1600.0, by_width), (true, true));
        assert_eq!(shown(1920.0, by_width), (true, true));
        // Outside the workflow, the law panel stays.
        assert!(by_width.law_pane_shown(1024.0, false));
    }

    #[test]
    fn the_users_choice_stands_whatever_the_width() {
        let chosen = SidePanes {
            law_pane: Some(true),
            like_cases: Some(false),
        };
        assert_eq!(shown(1024.0, chosen), (true, false));
        assert_eq!(shown(1920.0, chosen), (true, false));
    }
}
