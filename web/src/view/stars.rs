//! Star points (hoshi): where the dots go on a board of any size — the engine's
//! rule ([`weiqi::star_points`]), which fixed handicaps and diagrams use too.

pub use weiqi::star_points;

#[cfg(test)]
mod tests {
    use super::*;
    use weiqi::BoardSize;

    fn names(w: u32, h: u32) -> Vec<String> {
        let size = BoardSize::new(w, h).unwrap();
        star_points(size)
            .into_iter()
            .map(|p| size.gtp(p).to_string())
            .collect()
    }

    #[test]
    fn the_usual_boards_have_the_usual_star_points() {
        assert_eq!(
            names(19, 19),
            ["D16", "K16", "Q16", "D10", "K10", "Q10", "D4", "K4", "Q4"]
        );
        assert_eq!(names(13, 13), ["D10", "K10", "G7", "D4", "K4"]);
        assert_eq!(names(9, 9), ["C7", "G7", "E5", "C3", "G3"]);
        assert!(names(5, 5).is_empty());
        assert!(names(2, 19).is_empty());
        // A rectangle: the long side's middle gets points, the short one's does not.
        assert_eq!(names(19, 13), ["D10", "K10", "Q10", "K7", "D4", "K4", "Q4"]);
    }
}
