//! Names in messages: the engine names every value ([`weiqi::Named`]); this only
//! lists them for a person (`a, b or c`).

use weiqi::Named;

/// The names of every value of `T` for a message: `a, b or c`.
pub fn list<T: Named>() -> String {
    or_list(T::NAMES)
}

/// `a, b or c`.
pub fn or_list(names: &[&str]) -> String {
    let mut out = String::new();
    let _ = weiqi::names::write_or_list(&mut out, names);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use weiqi::clock::ClockSystem;
    use weiqi::scoring::ing_count::StepKind;
    use weiqi::scoring::ScorePart;
    use weiqi::*;

    /// Every name reads back as its value, in any case, and every value has its own.
    fn round_trips<T: Named + core::fmt::Debug>() {
        for &value in T::ALL {
            assert_eq!(T::from_name(value.name()), Some(value));
            assert_eq!(T::from_name(&value.name().to_uppercase()), Some(value));
            let same = T::ALL.iter().filter(|v| v.name() == value.name()).count();
            assert_eq!(same, 1, "{value:?}");
        }
        assert_eq!(T::from_name("no-such-name"), None);
    }

    #[test]
    fn every_name_list_is_in_the_order_of_all() {
        fn same<T: Named>() {
            let names: Vec<&str> = T::ALL.iter().map(|v| v.name()).collect();
            assert_eq!(names, T::NAMES, "{}", T::WHAT);
        }
        same::<KoRule>();
        same::<RuleSet>();
        same::<ErrorCode>();
        same::<ClockSystem>();
    }

    #[test]
    fn every_name_round_trips() {
        round_trips::<KoRule>();
        round_trips::<SuicideRule>();
        round_trips::<Scoring>();
        round_trips::<SekiPolicy>();
        round_trips::<TieRule>();
        round_trips::<HandicapPlacement>();
        round_trips::<HandicapCompensation>();
        round_trips::<Ending>();
        round_trips::<RuleSet>();
        round_trips::<Resumption>();
        round_trips::<ScorePart>();
        round_trips::<StepKind>();
        round_trips::<ErrorCode>();
        round_trips::<ClockSystem>();
    }

    #[test]
    fn names_are_read_in_any_case_and_listed_for_messages() {
        assert_eq!(KoRule::parse(" Situational "), Some(KoRule::Situational));
        assert_eq!(KoRule::parse("superko"), None);
        assert_eq!(list::<Scoring>(), "area or territory");
        assert_eq!(
            list::<SuicideRule>(),
            "forbidden, multi, multi-single-is-pass or all"
        );
        assert_eq!(or_list(&["a"]), "a");
    }
}
