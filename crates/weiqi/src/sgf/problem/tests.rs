use super::*;
use crate::sgf::{parse, GameTree};

fn tree(text: &str) -> GameTree {
    parse(text).unwrap().games.remove(0)
}

/// The verdict of the learner's first move `at` (SGF) in `text`.
fn verdict(text: &str, at: &str) -> Option<Verdict> {
    let t = tree(text);
    let size = t.root_node().board_size().unwrap();
    let p = Problem::new(&t, size);
    let mv = Move::Play(size.parse_sgf_point(at).unwrap());
    let child = p
        .child_playing(t.root(), mv)
        .expect("the move is in the tree");
    p.step(child, 0).verdict
}

const R: Option<Verdict> = Some(Verdict::Right);
const W: Option<Verdict> = Some(Verdict::Wrong);

// The learner is the side PL names, else the first move's.
#[test]
fn the_learner() {
    let size = BoardSize::square(9).unwrap();
    let learner = |text| Problem::new(&tree(text), size).learner();
    assert_eq!(learner("(;SZ[9]PL[W]AB[cc];B[dd])"), Color::White);
    assert_eq!(learner("(;SZ[9]AB[cc];W[dd])"), Color::White);
    assert_eq!(learner("(;SZ[9](;B[dd])(;W[ee]))"), Color::Black);
}

// SGF FF[4] GB/GW, TE, BM, DO, IT on the learner's move and on the answer.
#[test]
fn sgf_annotations() {
    assert_eq!(verdict("(;SZ[9];B[ee]GB[1])", "ee"), R);
    assert_eq!(verdict("(;SZ[9];B[ee]GW[1])", "ee"), W);
    assert_eq!(verdict("(;SZ[9];B[ee]BM[1];W[dd])", "ee"), W);
    assert_eq!(verdict("(;SZ[9];B[ee]DO[];W[dd])", "ee"), W);
    assert_eq!(
        verdict("(;SZ[9];B[ee];W[dd]TE[1];B[cc])", "ee"),
        W,
        "the answer's tesuji"
    );
    assert_eq!(verdict("(;SZ[9]PL[W];W[ee]TE[1])", "ee"), R);
    // TE approves a move on the way; IT says nothing: the line goes on.
    assert_eq!(
        verdict("(;SZ[9];B[ee]TE[1];W[dd];B[cc]C[RIGHT])", "ee"),
        None
    );
    assert_eq!(
        verdict("(;SZ[9];B[ee]IT[];W[dd];B[cc]C[RIGHT])", "ee"),
        None
    );
}

// Comments as files in the wild write them: English, Russian, Romanian (with a
// comma, a cedilla or no mark under the s), a leading "+", negations.
#[test]
fn comment_words() {
    let on_move = |comment: &str| {
        verdict(
            &alloc::format!("(;SZ[9](;B[ee]C[{comment}])(;B[aa]C[RIGHT]))"),
            "ee",
        )
    };
    for right in [
        "RIGHT",
        "Correct!",
        "correct",
        "Правильно!",
        "ВЕРНО",
        "Corect.",
        "+",
        "+ two eyes",
        "Răspuns corect",
    ] {
        assert_eq!(on_move(right), R, "{right}");
    }
    for wrong in [
        "Wrong",
        "Incorrect: too slow",
        "Неправильно",
        "неверно",
        "Ошибка!",
        "Greșit",
        "Greşit",
        "gresit",
        "Incorect",
        "не верно",
        "Nu este corect",
        "not correct",
    ] {
        assert_eq!(on_move(wrong), W, "{wrong}");
    }
    // Whole words only: "right" in lower case is a direction, "incorrectly" no verdict.
    assert_eq!(
        on_move("the right side"),
        W,
        "unmarked in a tree that marks a right line"
    );
    assert_eq!(comment_verdict("correctly placed"), None);
    assert_eq!(comment_verdict("a -1 point move"), None);
}

// A line that ends unmarked is right where no line is marked right, wrong where some
// are; a wrong answer ends the problem with its refutation.
#[test]
fn unmarked_ends() {
    assert_eq!(verdict("(;SZ[9];B[ee];W[dd])", "ee"), R);
    let text = "(;SZ[9]AB[cb][bc][dc]AW[cc](;B[cd]C[Correct!])(;B[bd];W[cd]C[The stone escapes]))";
    assert_eq!(verdict(text, "cd"), R);
    let t = tree(text);
    let p = Problem::new(&t, BoardSize::square(9).unwrap());
    let child = p
        .child_playing(t.root(), Move::Play(Point::new(1, 3)))
        .unwrap();
    let answer = p.step(child, 0);
    assert_eq!(answer.verdict, W);
    assert_eq!(answer.nodes.len(), 2, "the refutation is played");
}

// goproblems.com: NOTTHIS takes a move back; FORCE keeps only the marked moves;
// CHOICE makes the answer one of the marked lines.
#[test]
fn goproblems_markers() {
    assert_eq!(
        verdict(
            "(;SZ[9](;B[ee]C[NOTTHIS: a tempting first move])(;B[aa]C[RIGHT]))",
            "ee"
        ),
        Some(Verdict::NotThis)
    );
    let t = tree("(;SZ[9](;B[ee]C[FORCE];W[dd];B[cc]C[RIGHT])(;B[aa]))");
    let p = Problem::new(&t, BoardSize::square(9).unwrap());
    let [forced, other] = [0, 1].map(|i| t.node(t.root()).children()[i]);
    assert!(p.accepts(t.root(), forced) && !p.accepts(t.root(), other));
    let t = tree("(;SZ[9];B[ee](;W[dd];B[cc]C[RIGHT])(;W[gg]C[CHOICE];B[hh]C[RIGHT])(;W[ff];B[fg]C[CHOICE RIGHT]))");
    let p = Problem::new(&t, BoardSize::square(9).unwrap());
    let first = t.node(t.root()).children()[0];
    let answers = p.answers(first);
    assert_eq!(
        answers.len(),
        2,
        "the two CHOICE lines, not the first child"
    );
    assert_ne!(p.step(first, 0).nodes[1], p.step(first, 1).nodes[1]);
}

// The markers are for the solver: the learner reads the rest of the comment.
#[test]
fn readable_comments() {
    assert_eq!(
        readable_comment("RIGHT: two eyes.").as_deref(),
        Some("Two eyes.")
    );
    assert_eq!(
        readable_comment("Black lives. RIGHT").as_deref(),
        Some("Black lives.")
    );
    assert_eq!(readable_comment("RIGHT").as_deref(), None);
    assert_eq!(readable_comment("+").as_deref(), None);
    assert_eq!(readable_comment("CHOICE").as_deref(), None);
    assert_eq!(
        readable_comment("Right side first").as_deref(),
        Some("Right side first")
    );
    assert_eq!(readable_comment("RIGHTEOUS").as_deref(), Some("RIGHTEOUS"));
    assert_eq!(readable_comment("Правильно").as_deref(), Some("Правильно"));
}

// A problem: stones set up at the root, no handicap, a line marked right that ends.
#[test]
fn what_reads_as_a_problem() {
    let size = BoardSize::square(9).unwrap();
    let is = |text| is_problem(&tree(text), size);
    assert!(is("(;SZ[9]AB[cc];B[dd]C[RIGHT])"));
    assert!(is("(;SZ[9]AB[cc];B[dd]GB[1])"));
    assert!(!is("(;SZ[9];B[dd]C[RIGHT])"), "no setup");
    assert!(!is("(;SZ[9]HA[2]AB[cc][gg];W[dd]C[RIGHT])"), "a handicap");
    assert!(!is("(;SZ[9]AB[cc];B[dd]TE[1])"), "a tesuji alone");
}

// The region: VW, else the stones' box widened to the near edges; `A1-K10`.
#[test]
fn regions() {
    let size = BoardSize::square(19).unwrap();
    let r = region(&tree("(;SZ[19]VW[aa:ee]AB[pp])"), size);
    assert_eq!((r.x0, r.y0, r.x1, r.y1), (0, 0, 4, 4));
    let r = region(&tree("(;SZ[19]AB[pd][qc]AW[qd];B[rc])"), size);
    assert_eq!((r.x0, r.y0, r.x1, r.y1), (13, 0, 18, 5));
    let whole = region(&tree("(;SZ[19])"), size);
    assert_eq!((whole.x0, whole.x1, whole.y1), (0, 18, 18));
    let r = parse_region("A1-K10", size).unwrap();
    assert_eq!((r.x0, r.y0, r.x1, r.y1), (0, 9, 9, 18));
    assert!(parse_region("A1-Z99", size).is_none());
}

// Hint and solution: the right moves from a node, and the first right line.
#[test]
fn right_lines() {
    let t = tree("(;SZ[9](;B[aa];W[bb])(;B[ee];W[dd];B[cc]C[RIGHT])(;B[ff]C[Correct]))");
    let p = Problem::new(&t, BoardSize::square(9).unwrap());
    let right = p.right_moves(t.root());
    assert_eq!(right.len(), 2);
    let line = p.right_line(t.root()).unwrap();
    assert_eq!(line.len(), 3, "B[ee], W[dd], B[cc]");
}
