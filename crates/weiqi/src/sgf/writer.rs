//! The SGF writer: `FF[4]` text from a tree, with an explicit stack (no recursion)
//! and lines wrapped between nodes and properties, never inside a value.

use alloc::string::String;
use core::fmt;

use super::text::escape_into;
use super::tree::{Collection, GameTree, NodeId, Property};

/// Options for the writer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WriteOptions {
    /// Start a new line before a node or property that would pass this many
    /// characters; 0 never wraps. Values are never split (a line break inside a
    /// value is part of the value). Default 80.
    pub line_width: usize,
}

impl Default for WriteOptions {
    fn default() -> Self {
        WriteOptions { line_width: 80 }
    }
}

/// Writes one game tree as SGF text: `(`, the nodes, variations in order, `)`, and
/// a final newline. Values are escaped (`]` and `\`, `FF[4]` "Text").
///
/// A property with no values (possible only in a tree built by hand) is written
/// with one empty value, so that the text stays valid SGF.
pub fn write_tree(tree: &GameTree, options: &WriteOptions, out: &mut String) {
    write_tree_with(tree, options, None, out);
}

/// [`write_tree`], with `root` written as the root node's properties (the
/// root's own, after the writer's `FF`, `GM`, `CA`, `AP`: RULES R6.1).
pub(crate) fn write_tree_with(
    tree: &GameTree,
    options: &WriteOptions,
    root: Option<&[Property]>,
    out: &mut String,
) {
    let mut w = Writer {
        out,
        column: 0,
        width: options.line_width,
        scratch: String::new(),
    };
    w.tree(tree, root);
}

/// Writes every game of a collection, one after the other.
pub fn write_collection(collection: &Collection, options: &WriteOptions, out: &mut String) {
    for tree in &collection.games {
        write_tree(tree, options, out);
    }
}

/// What is left to do at a branch.
enum Step {
    /// Write the variation starting at this node.
    Open(NodeId),
    /// Close a tree whose variations are all written.
    Close,
}

struct Writer<'a> {
    out: &'a mut String,
    column: usize,
    width: usize,
    scratch: String,
}

impl Writer<'_> {
    fn tree(&mut self, tree: &GameTree, root_props: Option<&[Property]>) {
        let root = tree.root();
        let mut steps = alloc::vec![Step::Open(root)];
        while let Some(step) = steps.pop() {
            let mut id = match step {
                Step::Close => {
                    self.token(")");
                    continue;
                }
                Step::Open(id) => id,
            };
            if self.column > 0 {
                self.put("\n");
            }
            self.put("(");
            // The sequence: nodes down to the end or to the next branch.
            loop {
                let node = tree.node(id);
                let props = match root_props {
                    Some(props) if id == root => props,
                    _ => &node.props,
                };
                self.node(props);
                if id == root && !node.children().is_empty() {
                    self.put("\n");
                }
                match node.children() {
                    [] => {
                        self.token(")");
                        break;
                    }
                    [only] => id = *only,
                    children => {
                        steps.push(Step::Close);
                        steps.extend(children.iter().rev().map(|&c| Step::Open(c)));
                        break;
                    }
                }
            }
        }
        self.put("\n");
    }

    fn node(&mut self, props: &[Property]) {
        // A short node that fits is one token; a long one is `;` and its first
        // property, then a token per property.
        self.scratch.clear();
        self.scratch.push(';');
        let mut first_end = None;
        for prop in props {
            push_property(prop, &mut self.scratch);
            first_end.get_or_insert(self.scratch.len());
        }
        let text = core::mem::take(&mut self.scratch);
        if self.fits_on_a_line(&text) {
            self.token(&text);
        } else {
            let first_end = first_end.unwrap_or(text.len());
            self.token(text.get(..first_end).unwrap_or(&text));
            let mut one = String::new();
            for prop in props.iter().skip(1) {
                one.clear();
                push_property(prop, &mut one);
                self.token(&one);
            }
        }
        self.scratch = text;
    }

    fn fits_on_a_line(&self, text: &str) -> bool {
        self.width == 0 || (!text.contains(['\n', '\r']) && text.chars().count() <= self.width)
    }

    /// Writes `text`, on a new line first if it would pass the line width.
    fn token(&mut self, text: &str) {
        let first_line = text.split(['\n', '\r']).next().unwrap_or("");
        if self.width > 0
            && self.column > 0
            && self.column + first_line.chars().count() > self.width
        {
            self.put("\n");
        }
        self.put(text);
    }

    fn put(&mut self, text: &str) {
        self.out.push_str(text);
        match text.rsplit_once(['\n', '\r']) {
            Some((_, last_line)) => self.column = last_line.chars().count(),
            None => self.column += text.chars().count(),
        }
    }
}

/// Appends `IDENT[value][value]…`, escaped.
fn push_property(prop: &Property, out: &mut String) {
    out.push_str(&prop.ident);
    if prop.values.is_empty() {
        out.push_str("[]");
    }
    for value in &prop.values {
        out.push('[');
        escape_into(value, out);
        out.push(']');
    }
}

impl GameTree {
    /// The tree as SGF text with the default [`WriteOptions`].
    pub fn to_sgf(&self) -> String {
        let mut out = String::new();
        write_tree(self, &WriteOptions::default(), &mut out);
        out
    }
}

impl Collection {
    /// The collection as SGF text with the default [`WriteOptions`].
    pub fn to_sgf(&self) -> String {
        let mut out = String::new();
        write_collection(self, &WriteOptions::default(), &mut out);
        out
    }
}

impl fmt::Display for GameTree {
    /// The SGF text, as [`GameTree::to_sgf`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_sgf())
    }
}

impl fmt::Display for Collection {
    /// The SGF text, as [`Collection::to_sgf`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_sgf())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sgf::parse;

    // SGF FF[4] EBNF: a variation is written as a nested GameTree after the node
    // it branches from.
    #[test]
    fn writes_variations_in_order() {
        let text = "(;GM[1]\n;B[aa]\n(;W[bb];B[cc])\n(;W[dd]))\n";
        let c = parse(text).unwrap();
        assert_eq!(c.to_sgf(), text);
    }

    // SGF FF[4] "Text", escaping: `]` and `\` are escaped on output.
    #[test]
    fn escapes_values() {
        let mut t = GameTree::new();
        t.root_node_mut().set_value("C", "a]b\\");
        assert_eq!(t.to_sgf(), "(;C[a\\]b\\\\])\n");
    }

    // SGF FF[4] EBNF: white space (line breaks) may stand between nodes.
    #[test]
    fn wraps_long_lines_between_nodes() {
        let mut text = String::from("(;GM[1]\n");
        for i in 0..40 {
            text.push_str(if i % 2 == 0 { ";B[aa]" } else { ";W[bb]" });
        }
        text.push(')');
        let out = parse(&text).unwrap().to_sgf();
        assert!(out.lines().all(|l| l.chars().count() <= 80), "{}", out);
        assert_eq!(parse(&out).unwrap(), parse(&text).unwrap());
    }
}
