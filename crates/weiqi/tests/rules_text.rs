//! Rules as text: every knob combination prints and reads back, and survives an SGF
//! round trip through a descriptive `RU[]` (RULES R6).

use weiqi::sgf::{load, parse, GameInfo, GameTree, LoadOptions, RulesSource};
use weiqi::*;

/// Some knob combinations that are no preset, each from a different preset.
fn combinations() -> Vec<Rules> {
    let mut out = Vec::new();
    for (i, preset) in RuleSet::ALL.into_iter().enumerate() {
        let mut rules = preset.rules();
        rules.ko = KoRule::ALL[i % KoRule::ALL.len()];
        rules.suicide = SuicideRule::ALL[(i + 1) % SuicideRule::ALL.len()];
        rules.seki = SekiPolicy::ALL[(i + 2) % SekiPolicy::ALL.len()];
        rules.tie = TieRule::ALL[i % TieRule::ALL.len()];
        rules.ending = Ending::ALL[(i + 3) % Ending::ALL.len()];
        rules.handicap_compensation = HandicapCompensation::ALL[i % 3];
        rules.after_handicap = if i % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        rules.komi = Komi::from_half_points(i as i32 - 4);
        out.push(rules);
    }
    out
}

#[test]
fn rules_print_and_parse_back() {
    for preset in RuleSet::ALL {
        let rules = preset.rules();
        assert_eq!(
            rules.to_string(),
            preset.name(),
            "a preset prints as its name"
        );
        assert_eq!(rules.to_string().parse::<Rules>(), Ok(rules));
    }
    let mut custom = RuleSet::Japanese.rules();
    custom.ko = KoRule::Positional;
    custom.komi = Komi::from_half_points(15);
    assert_eq!(custom.to_string(), "japanese ko=positional komi=7.5");
    for rules in combinations() {
        let text = rules.to_string();
        assert_eq!(text.parse::<Rules>(), Ok(rules), "{text}");
    }
    assert!("japanese ko=super".parse::<Rules>().is_err());
    assert!("martian".parse::<Rules>().is_err());
    assert!("japanese colour=red".parse::<Rules>().is_err());
}

#[test]
fn a_combination_that_is_no_preset_survives_an_sgf_round_trip_r6() {
    let size = BoardSize::square(9).unwrap();
    for rules in combinations() {
        assert!(RuleSet::ALL.iter().all(|p| {
            let mut preset = p.rules();
            preset.komi = rules.komi;
            preset != rules
        }));
        let mut game = Game::new(rules, size);
        game.play(Move::parse(size, "E5").unwrap()).unwrap();
        let text = GameTree::from_game(&game, &GameInfo::default()).to_sgf();
        let value = rules.sgf_value();
        assert!(text.contains(&format!("RU[{value}]")), "{text}");
        let tree = &parse(&text).unwrap().games[0];
        let loaded = load(tree, &LoadOptions::default()).unwrap();
        assert_eq!(*loaded.game.rules(), rules, "{value}");
        assert_eq!(
            loaded.rules_source,
            RulesSource::Record(rules.nearest_preset())
        );
        assert!(loaded.warnings.is_empty(), "{value}");
    }
    // A preset is still written by its SGF name alone.
    let game = Game::new(RuleSet::Ing.rules(), size);
    let text = GameTree::from_game(&game, &GameInfo::default()).to_sgf();
    assert!(text.contains("RU[GOE]"), "{text}");
}
