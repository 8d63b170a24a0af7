//! The hearing page laid out for the space it has: the deal, the auction and the question
//! scaled together, as large as the window allows, never cut off and never scrolled.
//!
//! Everything on the page is sized from one body size (a suit line's font size), so the page
//! at size `b` is the page at size 1 scaled by `b`. The page is measured at a reference size
//! in each arrangement — the auction and the question beside the deal (wide screens) or under
//! it (4:3 projectors), the question wrapped at a few widths — and drawn in the one that
//! allows the largest body size, checked at that size and shrunk a little where rounding
//! makes it overflow. The question's text is half the body size; where that would leave the
//! suits smaller than the back of a room reads, the text gives way first (to no less than
//! [`TEXT_RATIOS`]'s last share).

use super::page::{Emphasis, HandBlock, HearingPage};
use crate::app::widgets::SuitText;
use casebook::bridge::Seat;
use egui::{Galley, Rect, Ui, Vec2, vec2};
use std::sync::Arc;

/// The sizes of the page's parts, as shares of the body size.
const TITLE: f32 = 0.55;
const SEAT: f32 = 0.4;
const AUCTION: f32 = 0.55;
/// The question block's size as a share of the body size, the first preferred.
const TEXT_RATIOS: [f32; 4] = [0.5, 0.45, 0.4, 0.35];

/// A suit this many pixels tall reads from the back of a classroom; the question's text is
/// made smaller before the suits are made smaller than this.
const SUITS_READ_AT: f32 = 32.0;
/// DejaVu Sans's suit symbols stand 1492 of its 2048 units: this share of the font size.
const SUIT_HEIGHT: f32 = 1492.0 / 2048.0;

/// The size the page is measured at before it is scaled.
const REFERENCE: f32 = 20.0;
/// No larger than this, whatever the screen: a page with little on it stays a page.
const LARGEST: f32 = 160.0;
/// The widths the question may be wrapped at, in body sizes.
const TEXT_WIDTHS: [f32; 6] = [8.0, 11.0, 14.0, 18.0, 23.0, 30.0];

/// Where the auction and the question go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arrangement {
    /// To the right of the deal.
    Beside,
    /// Under the deal, the question to the right of the auction.
    Below,
}

/// A choice of layout: the arrangement, the body size, the question's width in points and
/// its size as a share of the body size.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Fit {
    pub arrangement: Arrangement,
    pub body: f32,
    pub text_width: f32,
    pub text_ratio: f32,
}

impl Fit {
    fn scaled(self, scale: f32) -> Fit {
        Fit {
            body: self.body * scale,
            text_width: self.text_width * scale,
            ..self
        }
    }
}

/// A piece of text at its place, from the page's top-left corner.
pub struct Placed {
    pub at: Vec2,
    pub galley: Arc<Galley>,
}

/// The page laid out at one size.
pub struct Laid {
    pub items: Vec<Placed>,
    pub size: Vec2,
}

/// Pieces laid out together, and the size they take.
struct Block {
    items: Vec<Placed>,
    size: Vec2,
}

impl Block {
    fn new() -> Block {
        Block {
            items: Vec::new(),
            size: Vec2::ZERO,
        }
    }

    /// Adds `galley` under what is there, `gap` below it.
    fn push(&mut self, galley: Arc<Galley>, gap: f32) {
        let top = if self.items.is_empty() {
            0.0
        } else {
            self.size.y + gap
        };
        self.size = vec2(self.size.x.max(galley.size().x), top + galley.size().y);
        self.items.push(Placed {
            at: vec2(0.0, top),
            galley,
        });
    }

    /// Moves the block's pieces into `out`, its top-left corner at `at`.
    fn place(self, at: Vec2, out: &mut Vec<Placed>) {
        out.extend(self.items.into_iter().map(|p| Placed {
            at: p.at + at,
            galley: p.galley,
        }));
    }
}

fn galley(ui: &Ui, text: &str, size: f32, emphasis: Emphasis, wrap: f32) -> Arc<Galley> {
    let text = SuitText::new(text).size(size);
    let text = match emphasis {
        Emphasis::Plain => text,
        Emphasis::Strong => text.strong(),
        Emphasis::Weak => text.weak(),
    };
    let mut job = text.layout_job(ui);
    job.wrap.max_width = wrap;
    ui.fonts_mut(|fonts| fonts.layout_job(job))
}

/// A hand: its seat's name small above its four suit lines.
fn hand(ui: &Ui, block: &HandBlock, body: f32) -> Block {
    let mut hand = Block::new();
    hand.push(
        galley(ui, &block.name, body * SEAT, Emphasis::Weak, f32::INFINITY),
        0.0,
    );
    for line in &block.lines {
        hand.push(galley(ui, line, body, Emphasis::Plain, f32::INFINITY), 0.0);
    }
    hand
}

/// The deal as a diamond: North above South in the middle column, West and East beside them
/// half-way down. The corners it leaves take the title (above West) and the keys (below East)
/// when they fit there; returns which did.
fn deal(ui: &Ui, page: &HearingPage, fit: Fit, title: &str, keys: &str) -> (Block, bool, bool) {
    let body = fit.body;
    let of = |seat: Seat| page.hands.iter().find(|h| h.seat == seat);
    let [north, east, south, west] = [Seat::North, Seat::East, Seat::South, Seat::West]
        .map(|seat| of(seat).map_or_else(Block::new, |h| hand(ui, h, body)));
    let gap_x = body * 0.6;
    let gap_y = body * 0.4;
    let centre = north.size.x.max(south.size.x);
    let middle = north.size.y + gap_y + south.size.y;
    let height = middle.max(west.size.y).max(east.size.y);
    let west_top = (height - west.size.y) / 2.0;
    let east_top = (height - east.size.y) / 2.0;
    let centre_x = west.size.x + gap_x;
    let east_x = centre_x + centre + gap_x;
    let width = east_x + east.size.x;
    let north_top = (height - middle) / 2.0;
    let south_top = north_top + middle - south.size.y;
    let mut items = Vec::new();
    // The corner above West, and the one below East.
    let corner = centre_x - gap_x * 0.5;
    let title = galley(ui, title, body * TITLE, Emphasis::Strong, corner);
    let title_in_corner = title.size().x <= corner && title.size().y <= west_top;
    if title_in_corner {
        items.push(Placed {
            at: Vec2::ZERO,
            galley: title,
        });
    }
    let corner = width - (centre_x + south.size.x + gap_x * 0.5);
    let keys = galley(ui, keys, body * fit.text_ratio, Emphasis::Weak, corner);
    let below_east = height - (east_top + east.size.y);
    let keys_in_corner = keys.size().x <= corner && keys.size().y <= below_east;
    if keys_in_corner {
        items.push(Placed {
            at: vec2(width - keys.size().x, height - keys.size().y),
            galley: keys,
        });
    }
    north.place(vec2(centre_x, north_top), &mut items);
    south.place(vec2(centre_x, south_top), &mut items);
    west.place(vec2(0.0, west_top), &mut items);
    east.place(vec2(east_x, east_top), &mut items);
    (
        Block {
            items,
            size: vec2(width, height),
        },
        title_in_corner,
        keys_in_corner,
    )
}

/// The auction: the seats' names over four columns, a row a round.
fn auction(ui: &Ui, page: &HearingPage, body: f32) -> Block {
    let size = body * AUCTION;
    if page.auction_header.is_empty() {
        return Block::new();
    }
    let row = |cells: &[String], emphasis| -> Vec<Arc<Galley>> {
        cells
            .iter()
            .map(|cell| galley(ui, cell, size, emphasis, f32::INFINITY))
            .collect()
    };
    let mut rows = vec![row(&page.auction_header, Emphasis::Strong)];
    rows.extend(page.auction_rows.iter().map(|r| row(r, Emphasis::Plain)));
    let mut widths = vec![size * 2.2; page.auction_header.len()];
    for cells in &rows {
        for (width, cell) in widths.iter_mut().zip(cells) {
            *width = width.max(cell.size().x);
        }
    }
    let row_height = rows
        .iter()
        .flatten()
        .map(|g| g.size().y)
        .fold(0.0, f32::max)
        * 1.05;
    let gap = size * 0.6;
    let mut items = Vec::new();
    for (r, cells) in rows.iter().enumerate() {
        let mut x = 0.0;
        for (cell, width) in cells.iter().zip(&widths) {
            items.push(Placed {
                at: vec2(x, r as f32 * row_height),
                galley: cell.clone(),
            });
            x += width + gap;
        }
    }
    Block {
        items,
        size: vec2(
            widths.iter().sum::<f32>() + gap * widths.len().saturating_sub(1) as f32,
            rows.len() as f32 * row_height,
        ),
    }
}

/// The notes and the question block wrapped at the fit's width, then the keys unless the
/// deal took them.
fn text(ui: &Ui, page: &HearingPage, fit: Fit, with_keys: bool) -> Block {
    let size = fit.body * fit.text_ratio;
    let mut text = Block::new();
    for (line, emphasis) in &page.text {
        text.push(
            galley(ui, line, size, *emphasis, fit.text_width),
            size * 0.3,
        );
    }
    if with_keys {
        text.push(
            galley(ui, &page.keys, size, Emphasis::Weak, fit.text_width),
            size * 0.6,
        );
    }
    text
}

/// The page laid out as `fit` says.
pub fn lay_out(ui: &Ui, page: &HearingPage, fit: Fit) -> Laid {
    let body = fit.body;
    let (deal, title_in_corner, keys_in_corner) = if page.hands.is_empty() {
        (Block::new(), false, false)
    } else {
        deal(ui, page, fit, &page.title, &page.keys)
    };
    let auction = auction(ui, page, body);
    let text = text(ui, page, fit, !keys_in_corner);
    let gap = body * 0.8;
    let mut items = Vec::new();
    let mut top = 0.0;
    let mut width: f32 = 0.0;
    if !title_in_corner {
        let title = galley(
            ui,
            &page.title,
            body * TITLE,
            Emphasis::Strong,
            f32::INFINITY,
        );
        top = title.size().y + body * 0.3;
        width = title.size().x;
        items.push(Placed {
            at: Vec2::ZERO,
            galley: title,
        });
    }
    let (deal_size, auction_size, text_size) = (deal.size, auction.size, text.size);
    let height = match fit.arrangement {
        Arrangement::Beside => {
            let right = if deal_size.x > 0.0 {
                deal_size.x + gap
            } else {
                0.0
            };
            let below_auction = if auction_size.y > 0.0 {
                body * 0.4
            } else {
                0.0
            };
            deal.place(vec2(0.0, top), &mut items);
            auction.place(vec2(right, top), &mut items);
            text.place(
                vec2(right, top + auction_size.y + below_auction),
                &mut items,
            );
            width = width.max(right + auction_size.x.max(text_size.x));
            top + deal_size
                .y
                .max(auction_size.y + below_auction + text_size.y)
        }
        Arrangement::Below => {
            let beside_auction = if auction_size.x > 0.0 { gap } else { 0.0 };
            let below_deal = if deal_size.y > 0.0 { body * 0.4 } else { 0.0 };
            width = width
                .max(deal_size.x)
                .max(auction_size.x + beside_auction + text_size.x);
            deal.place(vec2((width - deal_size.x) / 2.0, top), &mut items);
            let band = top + deal_size.y + below_deal;
            auction.place(vec2(0.0, band), &mut items);
            text.place(vec2(auction_size.x + beside_auction, band), &mut items);
            band + auction_size.y.max(text_size.y)
        }
    };
    Laid {
        items,
        size: vec2(width, height),
    }
}

/// The largest layout of `page` that fits `space` with the question's text at `ratio` of the
/// body size, and the scale from the reference size it takes.
fn largest(ui: &Ui, page: &HearingPage, space: Vec2, ratio: f32) -> (f32, Fit) {
    let mut best: Option<(f32, Fit)> = None;
    for arrangement in [Arrangement::Beside, Arrangement::Below] {
        for width in TEXT_WIDTHS {
            let trial = Fit {
                arrangement,
                body: REFERENCE,
                text_width: width * REFERENCE,
                text_ratio: ratio,
            };
            let size = lay_out(ui, page, trial).size;
            let scale = (space.x / size.x.max(1.0)).min(space.y / size.y.max(1.0));
            if best.is_none_or(|(s, _)| scale > s * 1.005) {
                best = Some((scale, trial));
            }
        }
    }
    best.unwrap_or((
        1.0,
        Fit {
            arrangement: Arrangement::Beside,
            body: REFERENCE,
            text_width: TEXT_WIDTHS[0] * REFERENCE,
            text_ratio: ratio,
        },
    ))
}

/// The largest layout of `page` that fits `space`: the question's text at half the body size
/// unless that leaves the suits too small to read across the room, then smaller.
pub fn fit(ui: &Ui, page: &HearingPage, space: Vec2) -> Fit {
    let readable = SUITS_READ_AT / SUIT_HEIGHT / ui.pixels_per_point();
    let mut chosen: Option<(f32, Fit)> = None;
    for ratio in TEXT_RATIOS {
        let (scale, trial) = largest(ui, page, space, ratio);
        if chosen.is_none_or(|(s, _)| scale > s) {
            chosen = Some((scale, trial));
        }
        if trial.body * scale >= readable {
            break;
        }
    }
    let (scale, trial) = chosen.unwrap_or_else(|| largest(ui, page, space, TEXT_RATIOS[0]));
    let mut fit = trial.scaled(scale.min(LARGEST / REFERENCE));
    // Text does not scale exactly (glyphs sit on whole pixels, lines wrap where they fit):
    // shrink a little until the page is inside.
    for _ in 0..12 {
        let size = lay_out(ui, page, fit).size;
        if size.x <= space.x && size.y <= space.y {
            break;
        }
        fit = fit.scaled(0.98);
    }
    fit
}

/// Draws the laid-out page centred in `rect`, each piece a label (so that a screen reader,
/// and a test, reads it).
pub fn draw(ui: &mut Ui, laid: Laid, rect: Rect) {
    let origin = rect.min + ((rect.size() - laid.size) / 2.0).max(Vec2::ZERO);
    for piece in laid.items {
        ui.place(
            Rect::from_min_size(origin + piece.at, piece.galley.size()),
            egui::Label::new(piece.galley),
        );
    }
}
