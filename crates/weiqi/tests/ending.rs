//! Each rule set's ending played through: stop, dead stones, agreement, dispute and
//! resumption, resignation, time, no result (RULES R1.6, R2.4, R4.4, R0.4, R1.10).

mod common;

use weiqi::*;

/// [`common::WALLS`] under `preset`, Black to move.
fn settled(preset: RuleSet) -> Game {
    common::walls(preset.rules())
}

fn pt(game: &Game, s: &str) -> Point {
    game.board().size().parse_point(s).unwrap()
}

/// Plays `mv` and checks that undo takes it back exactly.
fn play(game: &mut Game, mv: &str) {
    let before = game.clone();
    let mv = Move::parse(game.board().size(), mv).unwrap();
    game.play(mv).unwrap();
    let mut undone = game.clone();
    assert!(matches!(undone.undo(), Some(Undone::Move(_))));
    assert!(undone == before);
}

/// Runs an end-of-game action and checks that undo takes it back exactly.
fn act<T: std::fmt::Debug>(
    game: &mut Game,
    action: impl FnOnce(&mut Game) -> Result<T, EndError>,
) -> T {
    let before = game.clone();
    let out = action(game).unwrap();
    let mut undone = game.clone();
    assert_eq!(undone.undo(), Some(Undone::EndOfGame));
    assert!(undone == before, "undo of an end-of-game action");
    out
}

#[test]
fn ing_two_passes_stop_four_end_r1_6() {
    let mut g = settled(RuleSet::Ing);
    play(&mut g, "pass");
    assert_eq!(g.status(), Status::Playing);
    play(&mut g, "pass");
    assert_eq!(g.status(), Status::Stopped);
    // During the stop stones are marked, not played.
    assert_eq!(g.check(Move::Play(pt(&g, "B2"))), Err(Illegal::Stopped));
    let toggled = act(&mut g, |g| g.toggle_dead(pt(g, "A1")));
    assert_eq!(toggled.len(), 1);
    assert!(g.dead_stones().contains(pt(&g, "A1")));
    // Agreement is sealed by two more passes: four in a row.
    g.agree().unwrap();
    assert_eq!(g.move_number(), 4);
    assert!(g.history().iter().all(|r| r.mv == Move::Pass));
    assert_eq!(g.status(), Status::Over(Outcome::Counted));
    // Black 5 + 10 = 15, White 5 + 5 = 10, komi 8: W+3.
    assert_eq!(g.result().as_deref(), Some("W+3"));
    // Undo the fourth pass: stopped again, marks kept.
    g.undo();
    assert_eq!(g.status(), Status::Stopped);
    assert!(g.dead_stones().contains(pt(&g, "A1")));
}

#[test]
fn ing_dispute_plays_on_in_normal_alternation_r1_6() {
    let mut g = settled(RuleSet::Ing);
    play(&mut g, "pass");
    play(&mut g, "pass");
    act(&mut g, |g| g.toggle_dead(pt(g, "A1")));
    // White disputes: play goes on from the current position, Black to move.
    act(&mut g, |g| g.resume(Color::White));
    assert_eq!(g.status(), Status::Playing);
    assert_eq!(g.to_move(), Color::Black);
    assert!(g.dead_stones().is_empty(), "the marks go with the dispute");
    // Black captures the disputed stone; two passes stop again.
    play(&mut g, "B1");
    play(&mut g, "pass");
    assert_eq!(g.status(), Status::Playing);
    play(&mut g, "A2");
    assert_eq!(g.board().get(pt(&g, "A1")), None);
    play(&mut g, "pass");
    play(&mut g, "pass");
    assert_eq!(g.status(), Status::Stopped);
}

#[test]
fn simplified_ing_resumes_with_the_opponent_of_the_last_passer_r2_4() {
    let mut g = settled(RuleSet::SimplifiedIng);
    play(&mut g, "pass");
    play(&mut g, "pass"); // White passed last
    assert_eq!(g.status(), Status::Stopped);
    act(&mut g, |g| g.toggle_dead(pt(g, "A1")));
    // Disagreement: whoever asks, Black (the opponent of White, who passed last) resumes.
    act(&mut g, |g| g.resume(Color::Black));
    assert_eq!(g.to_move(), Color::Black);
    assert!(g.in_second_phase());
    play(&mut g, "pass");
    play(&mut g, "pass");
    // The second stop ends the game at once, every stone alive: A1 counts for White.
    assert_eq!(g.status(), Status::Over(Outcome::Counted));
    let s = g.score();
    assert_eq!(s.dead, ByColor::new(0, 0));
    assert_eq!(s.stones.white, 6);
}

#[test]
fn japanese_resumption_lets_the_requesters_opponent_move_first_r4_4() {
    let mut g = settled(RuleSet::Japanese);
    play(&mut g, "pass");
    play(&mut g, "pass");
    assert_eq!(g.status(), Status::Stopped);
    assert_eq!(g.to_move(), Color::Black);
    // Black asks to resume: White must accept and moves first.
    act(&mut g, |g| g.resume(Color::Black));
    assert_eq!(g.to_move(), Color::White);
    play(&mut g, "B1");
    play(&mut g, "pass");
    play(&mut g, "pass");
    assert_eq!(g.status(), Status::Stopped);
    act(&mut g, |g| g.toggle_dead(pt(g, "B1")));
    // B1 and A1 stand in the same enclosed region: both marked together.
    assert_eq!(g.dead_stones().len(), 2);
    act(&mut g, |g| g.agree());
    assert_eq!(g.status(), Status::Over(Outcome::Counted));
    let s = g.score();
    assert_eq!(
        s.prisoners.black, 2,
        "RULES R4.5: dead stones become prisoners"
    );
    assert_eq!(g.check(Move::Pass), Err(Illegal::GameOver));
}

#[test]
fn tromp_taylor_ends_at_two_passes_with_every_stone_alive() {
    let mut g = settled(RuleSet::TrompTaylor);
    play(&mut g, "pass");
    play(&mut g, "pass");
    assert_eq!(g.status(), Status::Over(Outcome::Counted));
    assert_eq!(g.score().stones.white, 6);
    assert_eq!(g.resume(Color::Black), Err(EndError::GameOver));
}

#[test]
fn aga_white_passes_last_and_passes_give_stones() {
    let mut g = settled(RuleSet::Aga);
    play(&mut g, "B2");
    play(&mut g, "pass"); // White
    play(&mut g, "pass"); // Black: two in a row, but Black passed last
    assert_eq!(g.status(), Status::Playing);
    play(&mut g, "pass"); // White
    assert_eq!(g.status(), Status::Stopped);
    assert_eq!(
        g.prisoners(),
        ByColor::new(2, 1),
        "each pass hands the opponent a stone"
    );
}

#[test]
fn resignation_time_and_no_result_give_sgf_results_r0_4_r1_10_r4_2() {
    let mut g = settled(RuleSet::Japanese);
    act(&mut g, |g| g.resign(Color::Black));
    assert_eq!(
        g.status(),
        Status::Over(Outcome::Resignation {
            winner: Color::White
        })
    );
    assert_eq!(g.result().as_deref(), Some("W+R"));
    assert_eq!(g.play(Move::Pass), Err(Illegal::GameOver));
    assert_eq!(g.resign(Color::White), Err(EndError::GameOver));

    let mut g = settled(RuleSet::Ing);
    act(&mut g, |g| g.lose_on_time(Color::White));
    assert_eq!(g.result().as_deref(), Some("B+T"));

    let g = settled(RuleSet::Japanese);
    assert_eq!(g.result(), None, "no result while the game goes on");
    assert_eq!(
        settled(RuleSet::Japanese).clone().toggle_dead(pt(&g, "A1")),
        Err(EndError::NotStopped)
    );
}

#[test]
fn marks_need_a_stone_and_the_stop() {
    let mut g = settled(RuleSet::Chinese);
    play(&mut g, "pass");
    play(&mut g, "pass");
    assert_eq!(g.toggle_dead(pt(&g, "B2")), Err(EndError::NoStone));
    // Toggling twice restores the marks.
    act(&mut g, |g| g.toggle_dead(pt(g, "D3")));
    assert_eq!(g.dead_stones().len(), 5);
    act(&mut g, |g| g.toggle_dead(pt(g, "D3")));
    assert!(g.dead_stones().is_empty());
    act(&mut g, |g| g.toggle_dead_chain(pt(g, "A1")));
    assert_eq!(g.dead_stones().len(), 1);
}

#[test]
fn comparing_presets_from_a_game_uses_its_marks() {
    let mut g = settled(RuleSet::Japanese);
    play(&mut g, "pass");
    play(&mut g, "pass");
    g.toggle_dead(pt(&g, "A1")).unwrap();
    let all = g.compare_presets();
    assert_eq!(all.len(), 9);
    assert!(all.iter().all(|(_, s)| s.dead == ByColor::new(0, 1)));
    // Japanese komi 6.5 counts as 7 in the fill count: 15 − 10 − 7.
    let count = g.ing_count(ByColor::default()).unwrap();
    assert_eq!(count.result(), "W+2");
}

#[test]
fn the_engine_says_how_play_resumes_under_each_preset_r1_6_r2_4_r4_4() {
    // Who may ask and who moves first, as `resume` then does it.
    for preset in RuleSet::ALL {
        for requester in Color::ALL {
            let mut g = settled(preset);
            g.play(Move::Pass).unwrap();
            g.play(Move::Pass).unwrap();
            while g.status() == Status::Playing {
                g.play(Move::Pass).unwrap(); // AGA: White passes last.
            }
            let kind = g.resumption();
            assert_eq!(kind, Resumption::of(preset.rules().ending));
            let first = g.first_to_resume(requester);
            if g.status() != Status::Stopped {
                assert_eq!(kind, Resumption::None, "{preset:?} ends at two passes");
                continue;
            }
            let last_passer = g.history().last().unwrap().color;
            let expected = match preset {
                RuleSet::Ing => Some(g.to_move()),
                RuleSet::SimplifiedIng => Some(!last_passer),
                RuleSet::TrompTaylor => None,
                _ => Some(!requester),
            };
            assert_eq!(first, expected, "{preset:?} asked by {requester:?}");
            assert_eq!(kind.asker_matters(), kind == Resumption::Requester);
            match first {
                Some(color) => {
                    g.resume(requester).unwrap();
                    assert_eq!(g.to_move(), color, "{preset:?}");
                }
                None => assert_eq!(g.resume(requester), Err(EndError::NotInTheseRules)),
            }
        }
    }
    let names: Vec<_> = Resumption::ALL.iter().map(|r| r.name()).collect();
    assert_eq!(names, ["play-on", "by-last-passer", "requester", "none"]);
}

#[test]
fn the_result_as_it_stands_and_with_clock_penalties_r1_10() {
    let mut g = settled(RuleSet::Japanese);
    assert_eq!(g.current_result(), None, "no result while moves are played");
    g.play(Move::Pass).unwrap();
    g.play(Move::Pass).unwrap();
    g.toggle_dead(pt(&g, "A1")).unwrap();
    // During the stop: the count of the marks as they stand, not yet the result.
    assert_eq!(g.result(), None);
    assert_eq!(g.current_result(), Some(g.score().result()));
    g.agree().unwrap();
    assert_eq!(g.current_result(), g.result());
    let with = g.result_with(ByColor::new(0, 20)).unwrap();
    let score = g.score_with(&g.score_dead_stones(), ByColor::new(0, 20));
    assert_eq!(with, score.result());
    assert_eq!(score.margin_half, g.score().margin_half + 40);
    assert_eq!(score.penalties, ByColor::new(0, 20));
    g.undo();
    g.resign(Color::White).unwrap();
    assert_eq!(g.current_result().as_deref(), Some("B+R"));
    assert_eq!(g.result_with(ByColor::new(6, 0)).as_deref(), Some("B+R"));
}

#[test]
fn the_fill_count_is_offered_under_area_scoring_on_odd_boards_r1_1_r1_9() {
    use weiqi::scoring::ing_count::CountError;
    assert_eq!(settled(RuleSet::Ing).can_fill_count(), Ok(()));
    assert_eq!(settled(RuleSet::Chinese).can_fill_count(), Ok(()));
    assert_eq!(
        settled(RuleSet::Japanese).can_fill_count(),
        Err(CountError::TerritoryScoring)
    );
    let even = Game::new(RuleSet::Ing.rules(), BoardSize::new(4, 5).unwrap());
    assert_eq!(
        even.can_fill_count(),
        Err(CountError::EvenPoints { points: 20 })
    );
    assert_eq!(CountError::TerritoryScoring.code(), "territory-scoring");
}
