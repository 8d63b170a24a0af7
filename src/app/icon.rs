//! The application's mark (assets/icons): the window's icon for the desktop's task bar, and the
//! picture in the About window.

use egui::{ColorImage, IconData, TextureHandle, TextureOptions};

/// The 128 px rendering of `assets/icons/casebook.svg`.
const PNG: &[u8] = include_bytes!("../../assets/icons/hicolor/128x128/apps/casebook.png");

/// The icon for the window manager; empty (the platform's default) if it cannot be decoded.
pub fn icon_data() -> IconData {
    eframe::icon_data::from_png_bytes(PNG).unwrap_or_default()
}

/// The icon as a texture, made once per context.
pub fn texture(ctx: &egui::Context) -> Option<TextureHandle> {
    let id = egui::Id::unique("casebook-icon-texture");
    if let Some(texture) = ctx.data(|data| data.get_temp::<TextureHandle>(id)) {
        return Some(texture);
    }
    let icon = icon_data();
    if icon.width == 0 {
        return None;
    }
    let image =
        ColorImage::from_rgba_unmultiplied([icon.width as usize, icon.height as usize], &icon.rgba);
    let texture = ctx.load_texture("casebook-icon", image, TextureOptions::LINEAR);
    ctx.data_mut(|data| data.insert_temp(id, texture.clone()));
    Some(texture)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_embedded_icon_decodes_at_its_size() {
        let icon = super::icon_data();
        assert_eq!((icon.width, icon.height), (128, 128));
        assert_eq!(icon.rgba.len(), 128 * 128 * 4);
    }
}
