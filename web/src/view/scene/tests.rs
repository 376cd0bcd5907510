//! Native tests of the scene, through the same API answers `BoardView` reads.

use super::*;
use crate::session::Session;
use crate::view::position::BanKind;
use crate::view::shapes::Shape;
use crate::view::test_support::{position_of, session};
use weiqi::Color;

/// The ko on 9×9 (RULES R4.2): White has just taken at D4; E4 is banned for Black.
const KO: [&str; 8] = ["D5", "E5", "C4", "F4", "D3", "E3", "E4", "D4"];

/// Canvas sizes and device pixel ratios the tests draw at.
const CANVASES: [(f64, f64, f64); 4] = [
    (390.0, 416.0, 3.0),
    (800.0, 840.0, 1.0),
    (600.0, 600.0, 1.5),
    (1000.0, 700.0, 2.0),
];

fn near(a: Xy, b: Xy, tolerance: f64) -> bool {
    (a.x - b.x).abs() <= tolerance && (a.y - b.y).abs() <= tolerance
}

/// Every ban mark of the scene: its point, kind and shapes.
fn ban_marks(scene: &Scene) -> Vec<(Point, BanKind, Vec<&Shape>)> {
    let mut marks: Vec<(Point, BanKind, Vec<&Shape>)> = Vec::new();
    for item in &scene.items {
        if let Role::Ban(p, kind) = item.role {
            match marks.iter_mut().find(|m| m.0 == p) {
                Some(m) => m.2.push(&item.shape),
                None => marks.push((p, kind, vec![&item.shape])),
            }
        }
    }
    marks
}

/// Checks that the scene marks exactly the engine's bans, each centred on its point
/// and hit there by the pointer; returns the kinds drawn.
fn assert_marks_follow_the_engine(s: &Session) -> Vec<BanKind> {
    let position = position_of(s);
    let size = position.size();
    let mut kinds = Vec::new();
    for (w, h, dpr) in CANVASES {
        for labels in [true, false] {
            let layout = Layout::new(size, w, h, dpr, labels);
            let scene = build(&layout, &Theme::WOOD, &position, &Overlay::default());
            let marks = ban_marks(&scene);
            let mut drawn: Vec<String> = marks.iter().map(|m| size.gtp(m.0).to_string()).collect();
            let mut engine: Vec<String> = s.bans().into_iter().map(|b| b.point).collect();
            drawn.sort();
            engine.sort();
            assert_eq!(drawn, engine, "{w}×{h} at {dpr}");
            let unit = layout.cell_width();
            for (p, kind, shapes) in marks {
                let center = layout.center(p);
                for shape in shapes {
                    assert!(
                        near(shape.center(), center, 0.2 * unit),
                        "{kind:?} at {p:?}: {shape:?}"
                    );
                }
                let css = layout.to_css(center);
                assert_eq!(layout.point_at(css.x, css.y), Some(p));
                let ban = s
                    .bans()
                    .into_iter()
                    .find(|b| b.point == size.gtp(p).to_string())
                    .unwrap();
                assert_eq!(kind.code(), ban.code);
                kinds.push(kind);
            }
        }
    }
    kinds.sort_by_key(|k| format!("{k:?}"));
    kinds.dedup();
    kinds
}

#[test]
fn a_ko_is_marked_with_a_square_where_the_engine_bans_it() {
    // RULES R4.2.
    let s = session("japanese", 9, 9, &KO);
    assert_eq!(assert_marks_follow_the_engine(&s), [BanKind::Ko]);
}

#[test]
fn superko_marks_carry_the_move_the_engine_names() {
    // RULES R5 (Chinese, positional superko), on 4×4: after A1 takes B1, White
    // retaking at B1 would repeat the position after move 7.
    let moves = ["C2", "A2", "B2", "B1", "D1", "C4", "B3", "C1", "A1"];
    let s = session("chinese", 4, 4, &moves);
    let kinds = assert_marks_follow_the_engine(&s);
    let superko = BanKind::Superko { repeats: 7 };
    assert!(kinds.contains(&superko), "{kinds:?}");
    let position = position_of(&s);
    let layout = Layout::new(position.size(), 500.0, 500.0, 2.0, true);
    let scene = build(&layout, &Theme::WOOD, &position, &Overlay::default());
    let b1 = position.size().parse_point("B1").unwrap();
    let number = scene
        .with_role(Role::Ban(b1, superko))
        .find_map(|shape| match shape {
            Shape::Text { text, .. } => Some(text.clone()),
            _ => None,
        });
    assert_eq!(number.as_deref(), Some("7"));
}

#[test]
fn ing_hot_stones_are_marked_with_a_flame() {
    // RULES R1.4: White's D4 has just captured; taking it back at once is banned.
    let s = session("ing", 9, 9, &KO);
    assert_eq!(assert_marks_follow_the_engine(&s), [BanKind::HotStone]);
}

#[test]
fn suicide_points_are_marked_with_an_x_on_a_rectangular_board() {
    // RULES R4.1: A1 surrounded by White is suicide for Black; on 13×7.
    let s = session("japanese", 13, 7, &["N7", "A2", "N6", "B1"]);
    let kinds = assert_marks_follow_the_engine(&s);
    assert_eq!(kinds, [BanKind::Suicide]);
}

#[test]
fn nothing_is_marked_when_nothing_is_banned() {
    let s = session("japanese", 19, 19, &["D4", "Q16"]);
    assert!(assert_marks_follow_the_engine(&s).is_empty());
}

#[test]
fn coordinates_skip_i_and_surround_the_board() {
    for (w, h) in [(19, 19), (25, 25), (13, 9), (2, 2)] {
        let s = session("japanese", w, h, &[]);
        let position = position_of(&s);
        let layout = Layout::new(position.size(), 700.0, 700.0, 2.0, true);
        let scene = build(&layout, &Theme::WOOD, &position, &Overlay::default());
        let labels: Vec<(Xy, String)> = scene
            .with_role(Role::Label)
            .map(|shape| match shape {
                Shape::Text { at, text, .. } => (*at, text.clone()),
                _ => panic!("a label is text: {shape:?}"),
            })
            .collect();
        assert_eq!(labels.len(), 2 * (w + h) as usize);
        assert!(labels.iter().all(|(_, text)| text != "I"));
        let top_row = layout.rows()[0];
        let letters: String = labels
            .iter()
            .filter(|(at, _)| at.y < top_row)
            .map(|(_, text)| text.as_str())
            .collect();
        let expected: String = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
            .chars()
            .take(w as usize)
            .collect();
        assert_eq!(letters, expected);
        let left = layout.columns()[0];
        let numbers: Vec<&str> = labels
            .iter()
            .filter(|(at, _)| at.x < left)
            .map(|(_, text)| text.as_str())
            .collect();
        assert_eq!(numbers.first().copied(), Some(h.to_string().as_str()));
        assert_eq!(numbers.last().copied(), Some("1"));
        let no_labels = Layout::new(position.size(), 700.0, 700.0, 2.0, false);
        let scene = build(&no_labels, &Theme::WOOD, &position, &Overlay::default());
        assert_eq!(scene.with_role(Role::Label).count(), 0);
    }
}

#[test]
fn stones_sit_on_their_points_with_the_last_move_marked() {
    let s = session(
        "japanese",
        9,
        9,
        &["D5", "E5", "E6", "A1", "F5", "A2", "E4"],
    );
    let position = position_of(&s);
    let layout = Layout::new(position.size(), 390.0, 420.0, 3.0, true);
    let scene = build(&layout, &Theme::WOOD, &position, &Overlay::default());
    let mut stones = 0;
    for p in position.size().points() {
        let shapes: Vec<_> = scene.with_role(Role::Stone(p)).collect();
        if position.stone(p).is_some() {
            stones += 1;
            let Shape::Circle { center, radius, .. } = shapes[0] else {
                panic!("{shapes:?}");
            };
            assert_eq!(*center, layout.center(p));
            assert!(*radius <= layout.stone_radius());
        } else {
            assert!(shapes.is_empty());
        }
    }
    assert_eq!(stones, 6, "E5 was captured");
    let e4 = position.size().parse_point("E4").unwrap();
    assert_eq!(scene.with_role(Role::LastMove(e4)).count(), 1);
    assert_eq!(
        scene.matching(|r| matches!(r, Role::LastMove(_))).count(),
        1
    );
    assert_eq!(
        scene.matching(|r| matches!(r, Role::MoveNumber(_))).count(),
        0
    );
}

#[test]
fn move_numbers_on_demand() {
    let s = session(
        "japanese",
        9,
        9,
        &["D5", "E5", "E6", "A1", "F5", "A2", "E4"],
    );
    let position = position_of(&s);
    let layout = Layout::new(position.size(), 600.0, 640.0, 1.0, true);
    let overlay = Overlay {
        move_numbers: true,
        ..Overlay::default()
    };
    let scene = build(&layout, &Theme::WOOD, &position, &overlay);
    let numbers: Vec<String> = scene
        .matching(|r| matches!(r, Role::MoveNumber(_)))
        .map(|item| match &item.shape {
            Shape::Text { text, .. } => text.clone(),
            _ => panic!(),
        })
        .collect();
    // Board order, top row first: E6 (3), D5 (1), F5 (5), E4 (7), A2 (6), A1 (4).
    assert_eq!(numbers, ["3", "1", "5", "7", "6", "4"]);
}

#[test]
fn the_legal_points_toggle_dots_exactly_the_engines_legal_points() {
    let s = session("japanese", 9, 9, &KO);
    let position = position_of(&s);
    let layout = Layout::new(position.size(), 500.0, 500.0, 2.0, false);
    let on = Overlay {
        legal_points: true,
        ..Overlay::default()
    };
    let scene = build(&layout, &Theme::WOOD, &position, &on);
    let dots: Vec<Point> = scene
        .matching(|r| matches!(r, Role::Legal(_)))
        .map(|item| match item.role {
            Role::Legal(p) => p,
            _ => unreachable!(),
        })
        .collect();
    assert_eq!(dots.len(), s.legal_moves().len());
    let e4 = position.size().parse_point("E4").unwrap();
    assert!(!dots.contains(&e4));
    let off = build(&layout, &Theme::WOOD, &position, &Overlay::default());
    assert_eq!(off.matching(|r| matches!(r, Role::Legal(_))).count(), 0);
}

#[test]
fn the_ghost_shows_only_where_a_move_is_legal() {
    let s = session("japanese", 9, 9, &KO);
    let position = position_of(&s);
    let size = position.size();
    let layout = Layout::new(size, 500.0, 500.0, 2.0, true);
    let at = |name: &str| size.parse_point(name).unwrap();
    let ghost_at = |hover: Point| {
        let overlay = Overlay {
            hover: Some(hover),
            ..Overlay::default()
        };
        let scene = build(&layout, &Theme::WOOD, &position, &overlay);
        let n = scene.with_role(Role::Ghost(hover)).count();
        n
    };
    assert!(ghost_at(at("A1")) > 0, "an empty legal point");
    assert_eq!(ghost_at(at("D4")), 0, "a stone stands there");
    assert_eq!(ghost_at(at("E4")), 0, "the ko is banned");
    // The ghost is the player to move's colour: Black.
    assert_eq!(position.to_move(), Color::Black);
}

#[test]
fn a_preview_rings_the_point_and_ghosts_a_legal_move() {
    let s = session("japanese", 9, 9, &KO);
    let position = position_of(&s);
    let size = position.size();
    let layout = Layout::new(size, 390.0, 420.0, 3.0, true);
    for (name, ghost) in [("A1", true), ("E4", false)] {
        let p = size.parse_point(name).unwrap();
        let overlay = Overlay {
            preview: Some(p),
            hover: Some(p),
            ..Overlay::default()
        };
        let scene = build(&layout, &Theme::WOOD, &position, &overlay);
        assert_eq!(scene.with_role(Role::Preview(p)).count(), 1, "{name}");
        assert_eq!(scene.with_role(Role::Ghost(p)).count() > 0, ghost, "{name}");
    }
}

#[test]
fn star_points_and_grid_lines_are_where_they_belong() {
    let s = session("japanese", 19, 19, &[]);
    let position = position_of(&s);
    let layout = Layout::new(position.size(), 800.0, 850.0, 1.0, true);
    let scene = build(&layout, &Theme::WOOD, &position, &Overlay::default());
    assert_eq!(scene.with_role(Role::Grid).count(), 38);
    let stars: Vec<Xy> = scene.with_role(Role::Star).map(Shape::center).collect();
    assert_eq!(stars.len(), 9);
    let d4 = position.size().parse_point("D4").unwrap();
    assert!(stars.contains(&layout.center(d4)));
    assert_eq!((scene.width, scene.height), (800, 850));
}

/// Random legal moves on a `width` × `height` board, as the API's names (`D4`).
fn random_moves(width: u32, height: u32, seed: u64, count: u32) -> Vec<String> {
    let size = weiqi::BoardSize::new(width, height).unwrap();
    let mut game = weiqi::Game::new(weiqi::RuleSet::Chinese.rules(), size);
    let mut rng = weiqi::playout::Rng::new(seed);
    let mut moves = Vec::new();
    for _ in 0..count {
        match weiqi::playout::play_random(&mut game, &mut rng) {
            Ok(record) => moves.push(match record.mv {
                weiqi::Move::Play(p) => size.gtp(p).to_string(),
                weiqi::Move::Pass => "pass".to_string(),
            }),
            Err(_) => break,
        }
    }
    moves
}

/// RULES R0.1: on every size from 1×1 to 25×25 the scene of a half-played game,
/// with every toggle, a hover and a preview on the last point, and end-of-game marks
/// on every stone, is built with every shape at a finite place on the canvas, and
/// the pointer finds each point at its centre.
#[test]
fn every_size_draws_within_the_canvas() {
    for width in 1..=25u32 {
        for height in 1..=25u32 {
            let moves = random_moves(
                width,
                height,
                u64::from(width * 31 + height),
                width * height / 2,
            );
            let names: Vec<&str> = moves.iter().map(String::as_str).collect();
            let s = session("chinese", width, height, &names);
            let position = position_of(&s);
            let size = position.size();
            let last = Point::new(width as u8 - 1, height as u8 - 1);
            let stones: Vec<(Point, Color)> = size
                .points()
                .filter_map(|p| position.stone(p).map(|c| (p, c)))
                .collect();
            let overlay = Overlay {
                move_numbers: true,
                legal_points: true,
                hover: Some(last),
                preview: Some(last),
                marks: Annotations {
                    dead: stones.iter().map(|&(p, _)| p).collect(),
                    owners: size.points().map(|p| (p, Color::White)).collect(),
                    removed: Vec::new(),
                    placed: stones.clone(),
                    highlight: vec![last, Point::new(0, 0)],
                    fill: vec![last],
                },
                markup: Vec::new(),
            };
            for (w, h, dpr) in [(390.0, 416.0, 3.0), (1000.0, 300.0, 1.0)] {
                let layout = Layout::new(size, w, h, dpr, true);
                let scene = build(&layout, &Theme::WOOD, &position, &overlay);
                assert!(!scene.items.is_empty());
                for item in &scene.items {
                    let c = item.shape.center();
                    assert!(
                        c.x.is_finite()
                            && c.y.is_finite()
                            && (0.0..=f64::from(layout.width())).contains(&c.x)
                            && (0.0..=f64::from(layout.height())).contains(&c.y),
                        "{width}×{height} at {w}×{h}: {item:?}"
                    );
                }
                for p in size.points() {
                    let css = layout.to_css(layout.center(p));
                    assert_eq!(layout.point_at(css.x, css.y), Some(p), "{width}×{height}");
                }
            }
        }
    }
}
