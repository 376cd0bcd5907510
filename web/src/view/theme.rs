//! Colours and line weights. Stones must read on a phone in sunlight: near-black and
//! near-white with a dark outline on the white ones, flat fills with a small
//! highlight, never a subtle gradient alone.

/// A colour with opacity, written for the canvas as CSS.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgba {
    /// Red, 0–255.
    pub r: u8,
    /// Green, 0–255.
    pub g: u8,
    /// Blue, 0–255.
    pub b: u8,
    /// Opacity, 0 (transparent) – 255 (opaque).
    pub a: u8,
}

impl Rgba {
    /// An opaque colour.
    pub const fn rgb(r: u8, g: u8, b: u8) -> Rgba {
        Rgba { r, g, b, a: 255 }
    }

    /// The same colour with opacity `a` (0–255).
    pub const fn with_alpha(self, a: u8) -> Rgba {
        Rgba { a, ..self }
    }

    /// The colour as CSS: `#rrggbb`, or `rgba(r,g,b,a)` when not opaque.
    pub fn css(self) -> String {
        if self.a == 255 {
            format!("#{:02x}{:02x}{:02x}", self.r, self.g, self.b)
        } else {
            // Thousandths in integers: no float formatting in the wasm module.
            let thousandths = (u32::from(self.a) * 1000 + 127) / 255;
            format!(
                "rgba({},{},{},0.{:03})",
                self.r, self.g, self.b, thousandths
            )
        }
    }
}

/// Everything the board's look depends on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Theme {
    /// The wood.
    pub board: Rgba,
    /// Grid lines and star points.
    pub line: Rgba,
    /// Coordinate labels.
    pub label: Rgba,
    /// Black stones.
    pub black: Rgba,
    /// The highlight on black stones, so that neighbouring ones stay apart.
    pub black_highlight: Rgba,
    /// White stones.
    pub white: Rgba,
    /// The outline of white stones (and of black ones, thinner).
    pub outline: Rgba,
    /// Move numbers and the last-move ring on black stones.
    pub on_black: Rgba,
    /// Move numbers and the last-move ring on white stones.
    pub on_white: Rgba,
    /// The number of the last move, when numbers are shown.
    pub last_number: Rgba,
    /// Ban marks.
    pub ban: Rgba,
    /// The light edge around ban marks that keeps them visible on any wood.
    pub ban_halo: Rgba,
    /// Dots on legal points.
    pub legal: Rgba,
    /// The ring around a previewed point (first tap on a touch screen).
    pub preview: Rgba,
    /// How much thicker lines and outlines are than on the plain board.
    pub weight: f64,
}

impl Theme {
    /// Light wood, dark lines: the default.
    pub const WOOD: Theme = Theme {
        board: Rgba::rgb(0xdc, 0xb3, 0x6a),
        line: Rgba::rgb(0x1f, 0x17, 0x0c),
        label: Rgba::rgb(0x3a, 0x2a, 0x12),
        black: Rgba::rgb(0x12, 0x12, 0x12),
        black_highlight: Rgba::rgb(0xff, 0xff, 0xff).with_alpha(0x38),
        white: Rgba::rgb(0xfb, 0xfb, 0xf8),
        outline: Rgba::rgb(0x14, 0x14, 0x14),
        on_black: Rgba::rgb(0xff, 0xff, 0xff),
        on_white: Rgba::rgb(0x10, 0x10, 0x10),
        last_number: Rgba::rgb(0xd4, 0x1a, 0x1a),
        ban: Rgba::rgb(0x8c, 0x00, 0x19),
        ban_halo: Rgba::rgb(0xff, 0xf4, 0xe0).with_alpha(0xd0),
        legal: Rgba::rgb(0x0b, 0x6b, 0x2e),
        preview: Rgba::rgb(0x00, 0x55, 0xd4),
        weight: 1.0,
    };

    /// Paler wood, black lines, heavier strokes: for bright light and weak eyes.
    pub const CONTRAST: Theme = Theme {
        board: Rgba::rgb(0xf3, 0xd9, 0x9b),
        line: Rgba::rgb(0x00, 0x00, 0x00),
        label: Rgba::rgb(0x00, 0x00, 0x00),
        black: Rgba::rgb(0x00, 0x00, 0x00),
        black_highlight: Rgba::rgb(0xff, 0xff, 0xff).with_alpha(0x30),
        white: Rgba::rgb(0xff, 0xff, 0xff),
        outline: Rgba::rgb(0x00, 0x00, 0x00),
        on_black: Rgba::rgb(0xff, 0xff, 0xff),
        on_white: Rgba::rgb(0x00, 0x00, 0x00),
        last_number: Rgba::rgb(0xc0, 0x00, 0x00),
        ban: Rgba::rgb(0xa0, 0x00, 0x00),
        ban_halo: Rgba::rgb(0xff, 0xff, 0xff).with_alpha(0xe0),
        legal: Rgba::rgb(0x00, 0x5a, 0x1e),
        preview: Rgba::rgb(0x00, 0x3c, 0xb4),
        weight: 1.5,
    };

    /// The names [`Theme::named`] knows.
    pub const NAMES: [&'static str; 2] = ["wood", "contrast"];

    /// A theme by name: `wood` or `contrast`.
    pub fn named(name: &str) -> Option<Theme> {
        match name {
            "wood" => Some(Theme::WOOD),
            "contrast" => Some(Theme::CONTRAST),
            _ => None,
        }
    }
}

impl Default for Theme {
    fn default() -> Theme {
        Theme::WOOD
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Relative luminance (WCAG 2).
    fn luminance(c: Rgba) -> f64 {
        let channel = |v: u8| {
            let v = f64::from(v) / 255.0;
            if v <= 0.03928 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
    }

    fn contrast(a: Rgba, b: Rgba) -> f64 {
        let (la, lb) = (luminance(a), luminance(b));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    #[test]
    fn stones_lines_and_marks_stand_out_in_every_theme() {
        for name in Theme::NAMES {
            let t = Theme::named(name).unwrap();
            assert!(contrast(t.black, t.white) > 15.0, "{name}");
            assert!(contrast(t.black, t.board) > 7.0, "{name}: black on wood");
            assert!(contrast(t.outline, t.white) > 15.0, "{name}: white outline");
            assert!(contrast(t.line, t.board) > 7.0, "{name}: lines");
            assert!(contrast(t.ban, t.board) > 4.5, "{name}: ban marks");
            assert!(contrast(t.on_black, t.black) > 10.0, "{name}");
            assert!(contrast(t.on_white, t.white) > 10.0, "{name}");
        }
        assert_eq!(Theme::named("neon"), None);
    }

    #[test]
    fn colours_are_written_as_css() {
        assert_eq!(Rgba::rgb(0xdc, 0xb3, 0x6a).css(), "#dcb36a");
        assert_eq!(Rgba::rgb(0, 0, 0).with_alpha(51).css(), "rgba(0,0,0,0.200)");
    }
}
