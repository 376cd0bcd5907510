//! What a record shows at its node on the board (RULES R6.1): the node's markup and
//! the next moves of its variations, as the record's `ST[]` says or the viewer
//! chooses (`BoardView.setRecord`). `ST` bit 2 (value 2) says no marks; bit 1
//! (value 1) marks the alternatives to the move shown (its siblings) instead of the
//! moves that follow it.

use weiqi::sgf::{GameTree, Mark, NodeId};
use weiqi::{BoardSize, Move};

use super::markup::{Kind, Markup};

/// How the next moves of a record's variations are marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextMoves {
    /// As the record's `ST[]` says (letters unless it says none).
    Auto,
    /// A, B, C on the points, where there is a choice.
    Letters,
    /// See-through stones.
    Stones,
    /// None.
    None,
}

impl NextMoves {
    /// The API's name: `auto`, `letters`, `stones` or `none` (`auto` for another).
    pub fn named(name: &str) -> NextMoves {
        match name {
            "letters" => NextMoves::Letters,
            "stones" => NextMoves::Stones,
            "none" => NextMoves::None,
            _ => NextMoves::Auto,
        }
    }
}

/// The marks the board shows at `node` of `tree` (a board of `size`): back to front,
/// dimmed points, the next moves' stones, the marks, the labels (the node's, then
/// the next moves' letters on points no label took), lines and arrows. `hidden`: a
/// problem's answers are not shown (no next moves).
pub fn record_markup(
    tree: &GameTree,
    size: BoardSize,
    node: NodeId,
    next: NextMoves,
    hidden: bool,
) -> Vec<Markup> {
    let markup = tree.node(node).markup(size).unwrap_or_default();
    let style: u32 = tree
        .root_node()
        .value("ST")
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(0);
    let kind = match next {
        _ if hidden => NextMoves::None,
        NextMoves::Auto if style & 2 != 0 => NextMoves::None,
        NextMoves::Auto => NextMoves::Letters,
        other => other,
    };
    let siblings = next == NextMoves::Auto && style & 1 != 0;
    let nodes: &[NodeId] = match (siblings, tree.node(node).parent()) {
        (true, Some(parent)) => tree.node(parent).children(),
        (true, None) => &[],
        (false, _) => tree.node(node).children(),
    };
    let one = |kind, at, text: &str| Markup {
        kind,
        at,
        to: at,
        text: text.into(),
    };
    let mut ghosts = Vec::new();
    let mut labels: Vec<Markup> = markup
        .labels
        .iter()
        .map(|l| one(Kind::Label, l.point, &l.text))
        .collect();
    if kind == NextMoves::Stones || (kind == NextMoves::Letters && nodes.len() > 1) {
        for (i, &id) in nodes.iter().enumerate() {
            let Some(Ok((color, Move::Play(p)))) = tree.node(id).get_move(size) else {
                continue;
            };
            if kind == NextMoves::Stones {
                ghosts.push(one(Kind::Ghost(color), p, ""));
            } else if !labels.iter().any(|l| l.at == p) {
                let letter = char::from(b'A' + (i % 26) as u8);
                labels.push(one(Kind::Label, p, letter.encode_utf8(&mut [0; 4])));
            }
        }
    }
    let mut items: Vec<Markup> = markup
        .dimmed
        .iter()
        .map(|&p| one(Kind::Dimmed, p, ""))
        .collect();
    items.extend(ghosts);
    items.extend(markup.marks.iter().map(|&(mark, p)| {
        let kind = match mark {
            Mark::Circle => Kind::Circle,
            Mark::Cross => Kind::Cross,
            Mark::Square => Kind::Square,
            Mark::Triangle => Kind::Triangle,
            Mark::Selected => Kind::Selected,
        };
        one(kind, p, "")
    }));
    items.extend(labels);
    for (kind, list) in [(Kind::Line, &markup.lines), (Kind::Arrow, &markup.arrows)] {
        items.extend(list.iter().map(|s| Markup {
            kind,
            at: s.from,
            to: s.to,
            text: String::new(),
        }));
    }
    items
}

#[cfg(test)]
mod tests {
    use super::*;
    use weiqi::sgf::parse;

    fn marks(text: &str, node: usize, next: NextMoves) -> Vec<(Kind, String)> {
        let tree = parse(text).unwrap().games.remove(0);
        let size = tree.root_node().board_size().unwrap();
        record_markup(&tree, size, NodeId::new(node), next, false)
            .into_iter()
            .map(|m| (m.kind, m.text))
            .collect()
    }

    // RULES R6.1, ST: letters where there is a choice; none with ST[2]; the
    // siblings with ST[1]; stones when the viewer asks for them.
    #[test]
    fn next_moves_follow_st() {
        let two = "(;SZ[9](;B[aa])(;B[bb]))";
        assert_eq!(
            marks(two, 0, NextMoves::Auto),
            [(Kind::Label, "A".into()), (Kind::Label, "B".into())]
        );
        assert!(marks("(;SZ[9]ST[2](;B[aa])(;B[bb]))", 0, NextMoves::Auto).is_empty());
        assert!(
            marks("(;SZ[9];B[aa])", 0, NextMoves::Auto).is_empty(),
            "no choice: no letter"
        );
        assert_eq!(
            marks("(;SZ[9]ST[1](;B[aa])(;B[bb]))", 1, NextMoves::Auto).len(),
            2,
            "the siblings"
        );
        assert_eq!(
            marks(two, 0, NextMoves::Stones)[0].0,
            Kind::Ghost(weiqi::Color::Black)
        );
        assert!(marks(two, 0, NextMoves::None).is_empty());
        // A label of the node keeps its point: no letter over it.
        assert_eq!(
            marks("(;SZ[9]LB[aa:x](;B[aa])(;B[bb]))", 0, NextMoves::Auto).len(),
            2
        );
    }
}
