//! What a move does and whether it may be played, for either colour: `check_as`
//! agrees with playing out of turn on a copy (RULES R0.5, R1.3, R1.4, R2.2, R3.4),
//! and each move's record names the stones it took off.

use weiqi::*;

/// A small deterministic generator, so that every run plays the same games.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// The stones of `color` on `board`, in board order.
fn stones(board: &Board, color: Color) -> Vec<Point> {
    board
        .size()
        .points()
        .filter(|&p| board.get(p) == Some(color))
        .collect()
}

/// Random games on small boards under every preset, each colour moving at random
/// (out of turn too): every check for either colour gives what playing it on a
/// copy gives, and every move's captured and self-captured points are exactly the
/// stones that left the board.
#[test]
fn check_as_agrees_with_play_as_and_records_name_the_removed_stones() {
    let mut rng = Lcg(17);
    let mut captures_seen = 0;
    let mut suicides_seen = 0;
    for preset in RuleSet::ALL {
        for side in [3, 4, 5] {
            let size = BoardSize::square(side).unwrap();
            let mut game = Game::new(preset.rules(), size);
            for _ in 0..120 {
                let color = if rng.below(4) == 0 {
                    !game.to_move()
                } else {
                    game.to_move()
                };
                let points: Vec<Point> = size.points().collect();
                let mv = if rng.below(12) == 0 {
                    Move::Pass
                } else {
                    Move::Play(points[rng.below(points.len())])
                };
                let on_copy = game.clone().play_as(color, mv).map(|_| ());
                assert_eq!(
                    game.check_as(color, mv),
                    on_copy,
                    "{preset:?} {mv:?} {color:?}"
                );
                if color == game.to_move() {
                    assert_eq!(game.check(mv), on_copy);
                }
                let before = game.clone();
                let Ok(record) = game.play_as(color, mv) else {
                    assert!(game == before, "an illegal move changes nothing");
                    continue;
                };
                let gone = |c: Color| -> Vec<Point> {
                    stones(before.board(), c)
                        .into_iter()
                        .filter(|&p| game.board().get(p).is_none())
                        .collect()
                };
                let sorted = |points: &[Point]| {
                    let mut points = points.to_vec();
                    points.sort();
                    points
                };
                assert_eq!(
                    sorted(game.captured_points(&record)),
                    gone(!color),
                    "{preset:?}"
                );
                let mut own = gone(color);
                if record.suicide > 0 {
                    let Move::Play(p) = mv else { unreachable!() };
                    own.push(p);
                    own.sort();
                }
                assert_eq!(
                    sorted(game.self_captured_points(&record)),
                    own,
                    "{preset:?}"
                );
                assert_eq!(game.captured_points(&record).len() as u32, record.captures);
                captures_seen += record.captures;
                suicides_seen += record.suicide;
                // The record from the history reads the same as the one returned.
                let last = *game.history().last().unwrap();
                assert_eq!(game.captured_points(&last), game.captured_points(&record));
                if rng.below(6) == 0 {
                    game.undo();
                    assert!(game == before, "undo restores the removed stones' list too");
                }
                if game.status() != Status::Playing {
                    game = Game::new(preset.rules(), size);
                }
            }
        }
    }
    assert!(captures_seen > 100, "the games captured: {captures_seen}");
    assert!(
        suicides_seen > 0,
        "the games had group suicides: {suicides_seen}"
    );
}

#[test]
fn check_as_names_the_reason_for_the_other_colour() {
    // RULES R4.2: after White takes the ko, Black may not retake at once; White,
    // checked out of turn, may not fill the ko point's capture either way.
    let size = BoardSize::square(9).unwrap();
    let mut game = Game::new(RuleSet::Japanese.rules(), size);
    for mv in ["D5", "E5", "C4", "F4", "D3", "E3", "E4", "D4"] {
        game.play(Move::parse(size, mv).unwrap()).unwrap();
    }
    let e4 = Move::parse(size, "E4").unwrap();
    assert_eq!(game.to_move(), Color::Black);
    assert_eq!(game.check_as(Color::Black, e4), Err(Illegal::Ko));
    // White at E4 fills its own eye: legal, and the game is unchanged by the check.
    assert_eq!(game.check_as(Color::White, e4), Ok(()));
    let d4 = Move::parse(size, "D4").unwrap();
    assert_eq!(game.check_as(Color::White, d4), Err(Illegal::Occupied));
    assert_eq!(game.to_move(), Color::Black);
    assert_eq!(game.move_number(), 8);
}
