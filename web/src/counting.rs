//! Counting for the JavaScript API: `score`, `compareRules` and `fillCount`, their
//! requests (`{ dead, penalties }`) and their plain-data results.

use weiqi::scoring::ing_count::IngCount;
use weiqi::scoring::{Score, ScorePart};
use weiqi::{BoardSize, ByColor, Color, Game, Point, PointSet, RuleSet};

use crate::errors::ApiError;
use crate::points::{color_name, parse_point, point_name};
use crate::value::Value;

/// What a count request may hold: `dead` (points of dead stones; the game's own
/// marks when absent) and clock `penalties` (`{ black, white }`
/// penalty points, RULES R1.10).
pub struct CountRequest {
    /// Dead stones to remove first; `None`: the marks made in the game.
    pub dead: Option<PointSet>,
    /// Penalty points per colour.
    pub penalties: ByColor<u32>,
}

/// Reads a request object; a missing request is `{}`.
pub fn parse_request(size: BoardSize, request: &Value) -> Result<CountRequest, ApiError> {
    if let Value::Object(entries) = request {
        if let Some((key, _)) = entries
            .iter()
            .find(|(k, _)| k != "dead" && k != "penalties")
        {
            return Err(ApiError::bad_option(format!(
                "unknown key '{key}': a count takes {{ dead: ['C3', …], penalties: {{ black, white }} }}"
            )));
        }
    } else if !request.is_missing() {
        return Err(ApiError::bad_option(format!(
            "a count takes an object {{ dead: ['C3', …] }}, not {}",
            request.kind()
        )));
    }
    let dead = match request.get("dead") {
        Value::Missing => None,
        Value::List(items) => {
            let mut set = PointSet::new();
            for item in items {
                set.insert(parse_point(size, item)?);
            }
            Some(set)
        }
        other => {
            return Err(ApiError::bad_option(format!(
                "dead is a list of points like ['C3', 'D4'], not {}",
                other.kind()
            )))
        }
    };
    let penalties = match request.get("penalties") {
        Value::Missing => ByColor::default(),
        object @ Value::Object(_) => {
            ByColor::new(penalty(object.get("black"))?, penalty(object.get("white"))?)
        }
        other => {
            return Err(ApiError::bad_option(format!(
                "penalties is {{ black, white }} in points, not {}",
                other.kind()
            )))
        }
    };
    Ok(CountRequest { dead, penalties })
}

fn penalty(value: &Value) -> Result<u32, ApiError> {
    match value {
        Value::Missing => Ok(0),
        Value::Number(n) if n.fract() == 0.0 && (0.0..=1000.0).contains(n) => Ok(*n as u32),
        other => Err(ApiError::bad_option(format!(
            "a penalty is a whole number of points from 0 to 1000, not {}",
            other.kind()
        ))),
    }
}

/// Points as JavaScript numbers: half points stay exact.
fn points(half: i32) -> f64 {
    half as f64 / 2.0
}

/// `{ black, white }` as numbers.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PerColor {
    /// Black's value.
    pub black: f64,
    /// White's value.
    pub white: f64,
}

impl PerColor {
    /// The values of `values` as numbers.
    pub fn of(values: ByColor<u32>) -> PerColor {
        PerColor {
            black: values.black as f64,
            white: values.white as f64,
        }
    }
}

/// A count (`ScoreResult`).
#[derive(Clone, Debug, PartialEq)]
pub struct ScoreInfo {
    /// Black's total, komi and compensation included (whole or half points).
    pub black: f64,
    /// White's total.
    pub white: f64,
    /// `B`, `W` or `draw`.
    pub winner: &'static str,
    /// The result as SGF writes it: `B+3.5`, `W+12`, `0`.
    pub result: String,
    /// Black's total minus White's.
    pub margin: f64,
    /// `area` or `territory`.
    pub scoring: &'static str,
    /// Live stones on the board.
    pub stones: PerColor,
    /// Territory (seki eyes excluded under RULES R4.5).
    pub territory: PerColor,
    /// Prisoners: captured in play (and AGA pass stones) plus dead stones.
    pub prisoners: PerColor,
    /// Dead stones removed.
    pub dead: PerColor,
    /// Empty points touching both colours.
    pub shared_points: u32,
    /// Each side's share of them (half each under Ing, RULES R1.5).
    pub seki_share: PerColor,
    /// Eyes in seki that count for nobody (RULES R4.5).
    pub seki_eyes: PerColor,
    /// Komi to White (negative: to Black).
    pub komi: f64,
    /// Handicap compensation to White, in points.
    pub compensation: u32,
    /// Clock penalty points taken off each total (RULES R1.10).
    pub penalties: PerColor,
    /// The parts that count in this score, in table order (`Score::parts`).
    pub parts: Vec<&'static str>,
    /// Who each point counts for, rows top first: `X` Black, `O` White, `.` nobody;
    /// under territory scoring also `-` a dame and `*` a defect, points filled
    /// before the count that count for nobody (RULES R4.4).
    pub ownership: Vec<String>,
}

impl ScoreInfo {
    /// The plain-data form of `score` on a board of `size`.
    pub fn new(size: BoardSize, score: &Score) -> ScoreInfo {
        let width = size.width() as usize;
        let ownership = score
            .ownership
            .chunks(width)
            .zip(0u8..)
            .map(|(row, y)| {
                row.iter()
                    .zip(0u8..)
                    .map(|(owner, x)| match owner {
                        Some(Color::Black) => 'X',
                        Some(Color::White) => 'O',
                        None if score.defects.contains(Point::new(x, y)) => '*',
                        None if score.dame.contains(Point::new(x, y)) => '-',
                        None => '.',
                    })
                    .collect()
            })
            .collect();
        ScoreInfo {
            black: points(score.total_half.black),
            white: points(score.total_half.white),
            winner: score.winner.map_or("draw", color_name),
            result: score.result(),
            margin: points(score.margin_half),
            scoring: score.scoring.name(),
            stones: PerColor::of(score.stones),
            territory: PerColor::of(score.territory),
            prisoners: PerColor::of(score.prisoners),
            dead: PerColor::of(score.dead),
            shared_points: score.shared_points,
            seki_share: PerColor {
                black: points(score.seki_half.black as i32),
                white: points(score.seki_half.white as i32),
            },
            seki_eyes: PerColor::of(score.seki_eyes),
            komi: points(score.komi.half_points()),
            compensation: score.compensation,
            penalties: PerColor::of(score.penalties),
            parts: score.parts().map(ScorePart::name).collect(),
            ownership,
        }
    }
}

/// One preset's count of the same position (`RuleSetScore`).
#[derive(Clone, Debug, PartialEq)]
pub struct RuleSetScore {
    /// The preset's name.
    pub rules: &'static str,
    /// Its count.
    pub score: ScoreInfo,
}

/// The same position under every preset.
pub fn compare(game: &Game, dead: &PointSet) -> Vec<RuleSetScore> {
    let size = game.board().size();
    game.compare_presets_with(dead)
        .iter()
        .map(|(preset, score): &(RuleSet, Score)| RuleSetScore {
            rules: preset.name(),
            score: ScoreInfo::new(size, score),
        })
        .collect()
}

/// One stone of the fill count (`CountStep`).
#[derive(Clone, Debug, PartialEq)]
pub struct CountStepInfo {
    /// Where it goes, GTP form.
    pub point: String,
    /// Whose cup it comes from.
    pub color: &'static str,
    /// `seki`, `compensation`, `penalty`, `territory` or `losing`.
    pub kind: &'static str,
    /// The stones left in each cup once this one is down.
    pub cups: PerColor,
}

/// What the fill count's margin is made of (`FillMargin`, RULES R1.9 step 5).
#[derive(Clone, Debug, PartialEq)]
pub struct MarginInfo {
    /// Losing stones placed on the winner's winning points: 2 points each.
    pub stones_placed: u32,
    /// A winning point left free: 1 point.
    pub free_point: u32,
    /// The margin in points.
    pub total: u32,
    /// `B`, `W` or `draw`.
    pub winner: &'static str,
}

/// The Ing fill-the-board count (`FillCount`, RULES R1.9).
#[derive(Clone, Debug, PartialEq)]
pub struct FillCountInfo {
    /// The stones in order.
    pub steps: Vec<CountStepInfo>,
    /// `B+3`, `W+1`, `0`.
    pub result: String,
    /// `B`, `W` or `draw`.
    pub winner: &'static str,
    /// The margin in points.
    pub margin: u32,
    /// The margin's parts.
    pub margin_parts: MarginInfo,
    /// S = (N − 1)/2.
    pub cup_size: u32,
    /// Stones in each cup at the start.
    pub cups_at_start: PerColor,
    /// Compensation and penalty points each colour owes.
    pub points_owed: PerColor,
    /// The payer's point left empty for an odd compensation, if any.
    pub uncounted: Option<String>,
    /// The winner's unfilled territory after filling.
    pub winning_points: u32,
    /// Stones left in the loser's cup after filling.
    pub losing_stones: u32,
    /// The point left empty at the end.
    pub empty_point: Option<String>,
}

impl FillCountInfo {
    /// The plain-data form of `count` on a board of `size`.
    pub fn new(size: BoardSize, count: &IngCount) -> FillCountInfo {
        FillCountInfo {
            steps: count
                .steps
                .iter()
                .map(|s| CountStepInfo {
                    point: point_name(size, s.point),
                    color: color_name(s.color),
                    kind: s.kind.name(),
                    cups: PerColor::of(s.cups_after),
                })
                .collect(),
            result: count.result(),
            winner: count.winner.map_or("draw", color_name),
            margin: count.margin,
            margin_parts: MarginInfo {
                stones_placed: count.margin_parts.stones_placed,
                free_point: count.margin_parts.free_point as u32,
                total: count.margin_parts.total,
                winner: count.margin_parts.winner.map_or("draw", color_name),
            },
            cup_size: count.cup_size,
            cups_at_start: PerColor::of(count.cups_at_start),
            points_owed: PerColor::of(count.points_owed),
            uncounted: count.uncounted.map(|p| point_name(size, p)),
            winning_points: count.winning_points,
            losing_stones: count.losing_stones,
            empty_point: count.empty_point.map(|p| point_name(size, p)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size() -> BoardSize {
        BoardSize::square(9).unwrap()
    }

    #[test]
    fn requests_read_dead_stones_and_penalties() {
        let request = Value::object(&[
            ("dead", Value::List(vec!["C3".into(), "dd".into()])),
            ("penalties", Value::object(&[("white", Value::Number(4.0))])),
        ]);
        let parsed = parse_request(size(), &request).unwrap();
        assert_eq!(parsed.dead.unwrap().len(), 2);
        assert_eq!(parsed.penalties, ByColor::new(0, 4));
        let empty = parse_request(size(), &Value::Missing).unwrap();
        assert!(empty.dead.is_none());
    }

    #[test]
    fn malformed_requests_say_what_is_expected() {
        let cases = [
            (Value::Number(1.0), "bad-option"),
            (Value::object(&[("dead", "C3".into())]), "bad-option"),
            (
                Value::object(&[("dead", Value::List(vec!["Z9".into()]))]),
                "bad-point",
            ),
            (
                Value::object(&[("deadd", Value::List(vec![]))]),
                "bad-option",
            ),
            (
                Value::object(&[("penalties", Value::object(&[("black", Value::Number(1.5))]))]),
                "bad-option",
            ),
        ];
        for (request, code) in cases {
            let error = parse_request(size(), &request).err().unwrap();
            assert_eq!(error.code(), code, "{request:?}");
        }
    }
}
