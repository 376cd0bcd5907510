//! Native tests of the end-of-game marks, from the API's own answers (`deadStones()`,
//! `score().ownership`, `fillCount().steps`) as the app passes them.

use super::*;
use crate::value::Value;
use crate::view::scene::{build, Overlay};
use crate::view::shapes::Scene;
use crate::view::test_support::{position_of, session};

/// A 5×5 game where a white stone sits in Black's area and both passed: play has
/// stopped (RULES R4.6: two passes stop, then the players mark dead stones).
fn stopped_game() -> crate::session::Session {
    session(
        "japanese",
        5,
        5,
        &[
            "C1", "D1", "C2", "D2", "C3", "D3", "C4", "D4", "C5", "D5", "pass", "A4", "pass",
            "pass",
        ],
    )
}

fn roles(scene: &Scene) -> Vec<Role> {
    scene.items.iter().map(|item| item.role).collect()
}

fn point(name: &str) -> Point {
    BoardSize::square(5).unwrap().parse_point(name).unwrap()
}

#[test]
fn owners_read_from_rows_top_first() {
    let size = BoardSize::square(5).unwrap();
    let owners = Annotations::owners_from_rows(size, ["X...O", ".....", "....."]);
    assert_eq!(
        owners,
        vec![(point("A5"), Color::Black), (point("E5"), Color::White)]
    );
    // Rows and columns beyond the board are ignored rather than misplaced.
    let long = Annotations::owners_from_rows(size, ["XXXXXXX"; 9]);
    assert_eq!(long.len(), 25);
}

#[test]
fn dead_stones_are_see_through_and_carry_their_owner() {
    let mut s = stopped_game();
    s.toggle_dead(&Value::from("A4")).unwrap();
    let score = s.score(&Value::Missing).unwrap();
    let position = position_of(&s);
    let marks = Annotations {
        dead: s
            .dead_stones()
            .iter()
            .map(|p| position.size().parse_point(p).unwrap())
            .collect(),
        owners: Annotations::owners_from_rows(
            position.size(),
            score.ownership.iter().map(String::as_str),
        ),
        ..Annotations::default()
    };
    let layout = Layout::new(position.size(), 400.0, 420.0, 2.0, true);
    let overlay = Overlay {
        marks,
        ..Overlay::default()
    };
    let scene = build(&layout, &Theme::WOOD, &position, &overlay);
    let roles = roles(&scene);
    // The dead white stone: no solid stone, a see-through one, Black's square on it.
    assert!(!roles.contains(&Role::Stone(point("A4"))));
    assert!(roles.contains(&Role::Dead(point("A4"))));
    assert!(roles.contains(&Role::Owner(point("A4"), Color::Black)));
    // Black's territory on the left, White's on the right; the live wall has none.
    assert!(roles.contains(&Role::Owner(point("A1"), Color::Black)));
    assert!(roles.contains(&Role::Owner(point("E5"), Color::White)));
    assert!(!roles
        .iter()
        .any(|r| matches!(r, Role::Owner(p, _) if *p == point("C3"))));
    let squares = roles
        .iter()
        .filter(|r| matches!(r, Role::Owner(..)))
        .count();
    // Black: A1–B5 (nine empty points and the dead stone); White: E1–E5.
    assert_eq!(squares, 15);
    // The see-through stone is drawn at its point: a translucent white disc.
    let at = layout.center(point("A4"));
    let see_through: Vec<_> = scene
        .items
        .iter()
        .filter(|i| i.role == Role::Dead(point("A4")))
        .filter_map(|i| match &i.shape {
            Shape::Circle {
                center,
                fill: Some(fill),
                ..
            } if fill.a < 255 => Some(*center),
            _ => None,
        })
        .collect();
    assert!(
        !see_through.is_empty(),
        "no see-through disc for the dead stone"
    );
    for center in see_through {
        assert!((center.x - at.x).abs() < 0.5 && (center.y - at.y).abs() < 0.5);
    }
}

#[test]
fn the_count_removes_and_places_stones_in_order() {
    let s = stopped_game();
    let position = position_of(&s);
    let marks = Annotations {
        removed: vec![point("A4")],
        placed: vec![(point("A1"), Color::Black), (point("E1"), Color::White)],
        highlight: vec![point("B3")],
        ..Annotations::default()
    };
    let layout = Layout::new(position.size(), 300.0, 320.0, 1.0, false);
    let overlay = Overlay {
        marks,
        ..Overlay::default()
    };
    let scene = build(&layout, &Theme::WOOD, &position, &overlay);
    let roles = roles(&scene);
    assert!(!roles.contains(&Role::Stone(point("A4"))));
    assert!(!roles.contains(&Role::Dead(point("A4"))));
    let counted: Vec<Role> = roles
        .iter()
        .copied()
        .filter(|r| matches!(r, Role::Counted(_)))
        .collect();
    // Each count stone: its body (black has a highlight too) and the count's dot.
    assert_eq!(counted.first(), Some(&Role::Counted(point("A1"))));
    assert_eq!(counted.last(), Some(&Role::Counted(point("E1"))));
    assert!(roles.contains(&Role::Highlight(point("B3"))));
    // Without marks the same position draws the stone again.
    let plain = build(&layout, &Theme::WOOD, &position, &Overlay::default());
    assert!(plain
        .items
        .iter()
        .any(|i| i.role == Role::Stone(point("A4"))));
    assert!(!plain
        .items
        .iter()
        .any(|i| matches!(i.role, Role::Counted(_) | Role::Owner(..) | Role::Dead(_))));
}

#[test]
fn points_to_fill_get_a_ring_r4_4() {
    // A defect and a dame as score().ownership writes them (`*`, `-`): each gets
    // the "must be filled" ring; owners keep their squares.
    let size = BoardSize::square(5).unwrap();
    let rows = ["X*..O", "..-..", "....."];
    assert_eq!(
        Annotations::fill_from_rows(size, rows),
        vec![point("B5"), point("C4")]
    );
    let s = session("japanese", 5, 5, &["C3"]);
    let position = position_of(&s);
    let marks = Annotations {
        owners: Annotations::owners_from_rows(size, rows),
        fill: Annotations::fill_from_rows(size, rows),
        ..Annotations::default()
    };
    let layout = Layout::new(position.size(), 300.0, 320.0, 1.0, true);
    let overlay = Overlay {
        marks,
        ..Overlay::default()
    };
    let roles = roles(&build(&layout, &Theme::WOOD, &position, &overlay));
    assert!(roles.contains(&Role::Fill(point("B5"))));
    assert!(roles.contains(&Role::Fill(point("C4"))));
    assert!(!roles.contains(&Role::Fill(point("A5"))));
    assert!(roles.contains(&Role::Owner(point("A5"), Color::Black)));
}

#[test]
fn marks_off_the_board_are_left_out() {
    let s = session("japanese", 5, 5, &["C3"]);
    let position = position_of(&s);
    let far = Point::new(20, 20);
    let marks = Annotations {
        dead: vec![far],
        owners: vec![(far, Color::Black)],
        placed: vec![(far, Color::White)],
        highlight: vec![far],
        removed: vec![],
        fill: vec![far],
    };
    let layout = Layout::new(position.size(), 300.0, 320.0, 1.0, true);
    let overlay = Overlay {
        marks,
        ..Overlay::default()
    };
    let scene = build(&layout, &Theme::WOOD, &position, &overlay);
    assert!(!scene.items.iter().any(|i| matches!(
        i.role,
        Role::Counted(_) | Role::Owner(..) | Role::Dead(_) | Role::Highlight(_) | Role::Fill(_)
    )));
}
