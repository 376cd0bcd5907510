//! Where a named rank should be, in Elo, for `cargo xtask strength --rank`: the scale
//! the teacher's ranks are calibrated on, and the anchors it is measured against.
//!
//! **The scale.** Ranks are turned into Elo with the European Go Federation's rating
//! (GoR): 1 dan is GoR 2100 and each kyu 100 less, and a player whose GoR is `D`
//! below the opponent's wins with probability 1 / (e^(D/a) + 1), where `a` = 200 −
//! (GoR − 100) / 20 for the weaker player (a = 200 below 20 kyu, EGF's floor). One
//! rank up from GoR `g` is then 400 · log10(e^(100/a(g))) = 17372 / a(g) Elo: 87 at
//! 20 kyu, 116 at 10 kyu, 165 at 1 kyu — stronger players are more consistent.
//!
//! **The anchor.** GNU Go 3.8 at `--level 10` is taken as 8 kyu (Elo 0 here): the
//! rank commonly reported for it on the Go servers (19×19). Every other anchor is
//! placed by matches against it or against an anchor placed so ([`ANCHORS`]).

/// The GoR of a rank given as kyu (`1`..`30`); `0` is 1 dan.
fn gor(kyu: u32) -> f64 {
    2100.0 - 100.0 * kyu as f64
}

/// EGF's `a` for a player of GoR `g`.
fn a(g: f64) -> f64 {
    if g < 100.0 {
        200.0
    } else {
        200.0 - (g - 100.0) / 20.0
    }
}

/// The rank GNU Go 3.8 `--level 10` is taken to be, in kyu.
pub const GNUGO_10_KYU: u32 = 8;

/// The Elo of a rank (kyu `1`..`30`, `0` for 1 dan) on the scale, GNU Go level 10 at 0.
pub fn rank_elo(kyu: u32) -> f64 {
    let step = |k: u32| 17372.0 / a(gor(k));
    if kyu >= GNUGO_10_KYU {
        -((GNUGO_10_KYU + 1)..=kyu).map(step).sum::<f64>()
    } else {
        (kyu + 1..=GNUGO_10_KYU).map(step).sum::<f64>()
    }
}

/// The kyu of a rank's name (`15k` → 15, `1d` → 0).
pub fn kyu_of(name: &str) -> Option<u32> {
    if name == "1d" {
        return Some(0);
    }
    name.strip_suffix('k')?
        .parse()
        .ok()
        .filter(|k| (1..=30).contains(k))
}

/// The opponents whose Elo on the scale is known: GNU Go level 10, by definition.
/// Others are placed by matches and given with `--opponent-elo`.
/// `(opponent as --against names it, Elo)`.
pub const ANCHORS: [(&str, f64); 1] = [("gnugo:10", 0.0)];

/// The Elo of an opponent on the scale, if it is an anchor.
pub fn anchor_elo(opponent: &str) -> Option<f64> {
    ANCHORS
        .iter()
        .find(|(name, _)| *name == opponent)
        .map(|&(_, elo)| elo)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scale_follows_egf_odds() {
        assert_eq!(rank_elo(8), 0.0);
        // One rank at 20 kyu (a = 200): 17372 / 200.
        assert!((rank_elo(20) - rank_elo(21) - 86.86).abs() < 0.01);
        assert!((rank_elo(30).round() + 2089.0).abs() < 1.0);
        assert!((rank_elo(0).round() - 1145.0).abs() < 1.0);
        assert!(rank_elo(1) > rank_elo(2) && rank_elo(29) > rank_elo(30));
        assert_eq!(kyu_of("15k"), Some(15));
        assert_eq!(kyu_of("1d"), Some(0));
        assert_eq!(kyu_of("31k"), None);
    }
}
