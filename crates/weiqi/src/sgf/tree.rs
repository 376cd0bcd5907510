//! The game tree as an arena: nodes in one `Vec`, linked by indices (SGF `FF[4]`
//! "GameTree", "Sequence", "Node").
//!
//! Nothing here recurses: walking, comparing, cloning and dropping a tree take the
//! same stack however deep its variations go.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::error::Position;

/// The index of a node in its [`GameTree`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(u32);

impl NodeId {
    /// The node at `index` in the arena (the root is 0). Whether it exists is the
    /// tree's business: see [`GameTree::get`].
    pub const fn new(index: usize) -> NodeId {
        NodeId(index as u32)
    }

    /// The index in the arena.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for NodeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "node {}", self.0)
    }
}

/// One property: an identifier such as `B` or `AB` and its values.
///
/// Values hold the text between `[` and `]` with the SGF escapes already resolved
/// (`\]` is `]`, `\\` is `\`, a soft line break `\` + newline is gone); the writer
/// escapes again. Nothing else is changed, so an unknown or invalid property comes
/// back out as it went in. Typed readers ([`Node::comment`], [`Node::points`], …)
/// apply the rules of each value type on top.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Property {
    /// The identifier: uppercase letters (`B`, `AB`, `KM`).
    pub ident: String,
    /// The values, at least one in a valid file.
    pub values: Vec<String>,
}

impl Property {
    /// A property from an identifier and its values.
    pub fn new(ident: impl Into<String>, values: Vec<String>) -> Property {
        Property {
            ident: ident.into(),
            values,
        }
    }

    /// A property with one value.
    pub fn single(ident: impl Into<String>, value: impl Into<String>) -> Property {
        Property::new(ident, alloc::vec![value.into()])
    }
}

/// A node: its place in the tree and its properties, in file order.
#[derive(Clone, Debug, Default)]
pub struct Node {
    parent: Option<NodeId>,
    children: Vec<NodeId>,
    /// Where the node's `;` stood in the text it was read from, if it was read.
    source: Option<Position>,
    /// The properties in the order they were read or added.
    pub props: Vec<Property>,
}

impl Node {
    /// A node with these properties, not yet in a tree.
    pub fn new(props: Vec<Property>) -> Node {
        Node {
            props,
            ..Node::default()
        }
    }

    /// The node above this one; `None` for the root.
    pub fn parent(&self) -> Option<NodeId> {
        self.parent
    }

    /// The nodes below this one: the first continues the main line, the others are
    /// variations.
    pub fn children(&self) -> &[NodeId] {
        &self.children
    }

    /// Where this node's `;` stood in the SGF text, when the node was parsed.
    pub fn source_position(&self) -> Option<Position> {
        self.source
    }

    /// The first property with this identifier.
    pub fn get(&self, ident: &str) -> Option<&Property> {
        self.props.iter().find(|p| p.ident == ident)
    }

    /// Whether the node has a property with this identifier.
    pub fn has(&self, ident: &str) -> bool {
        self.get(ident).is_some()
    }

    /// The first value of the first property with this identifier, unformatted.
    pub fn value(&self, ident: &str) -> Option<&str> {
        self.get(ident)?.values.first().map(String::as_str)
    }

    /// Every value of the first property with this identifier (empty if absent).
    pub fn values(&self, ident: &str) -> &[String] {
        self.get(ident).map_or(&[], |p| &p.values)
    }

    /// Sets a property's values, replacing those of the first property with this
    /// identifier in place or adding it at the end.
    pub fn set(&mut self, ident: &str, values: Vec<String>) {
        match self.props.iter_mut().find(|p| p.ident == ident) {
            Some(p) => p.values = values,
            None => self.props.push(Property::new(ident, values)),
        }
    }

    /// Sets a property to one value; see [`Node::set`].
    pub fn set_value(&mut self, ident: &str, value: impl Into<String>) {
        self.set(ident, alloc::vec![value.into()]);
    }

    /// Removes every property with this identifier; returns the first one removed.
    pub fn remove(&mut self, ident: &str) -> Option<Property> {
        let first = self.props.iter().position(|p| p.ident == ident)?;
        let removed = self.props.remove(first);
        self.props.retain(|p| p.ident != ident);
        Some(removed)
    }
}

/// One game: a tree of nodes kept in an arena, the root at index 0.
///
/// The main line is the chain of first children from the root; every other child
/// starts a variation.
///
/// ```
/// use weiqi::sgf::{GameTree, Property};
/// let mut tree = GameTree::new();
/// let b = tree.add_child(tree.root(), vec![Property::single("B", "pd")]);
/// tree.add_child(b, vec![Property::single("W", "dd")]);
/// tree.add_child(b, vec![Property::single("W", "dp")]); // a variation
/// assert_eq!(tree.main_line().count(), 3);
/// assert_eq!(tree.to_string(), "(;\n;B[pd]\n(;W[dd])\n(;W[dp]))\n");
/// ```
#[derive(Clone, Debug)]
pub struct GameTree {
    nodes: Vec<Node>,
}

impl Default for GameTree {
    fn default() -> Self {
        GameTree::new()
    }
}

impl GameTree {
    /// A tree with an empty root node.
    pub fn new() -> GameTree {
        GameTree::with_root(Vec::new())
    }

    /// A tree whose root node has these properties.
    pub fn with_root(props: Vec<Property>) -> GameTree {
        GameTree {
            nodes: alloc::vec![Node::new(props)],
        }
    }

    /// The root node's id (always index 0).
    pub const fn root(&self) -> NodeId {
        NodeId(0)
    }

    /// The root node: game information and the starting position live here.
    pub fn root_node(&self) -> &Node {
        &self.nodes[0]
    }

    /// The root node, to change.
    pub fn root_node_mut(&mut self) -> &mut Node {
        &mut self.nodes[0]
    }

    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Always false: a tree has at least its root.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The node `id`.
    ///
    /// # Panics
    /// If `id` is not a node of this tree; see [`GameTree::get`].
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.index()]
    }

    /// The node `id`, to change its properties.
    ///
    /// # Panics
    /// If `id` is not a node of this tree.
    pub fn node_mut(&mut self, id: NodeId) -> &mut Node {
        &mut self.nodes[id.index()]
    }

    /// The node `id`, if the tree has it.
    pub fn get(&self, id: NodeId) -> Option<&Node> {
        self.nodes.get(id.index())
    }

    /// Every node with its id, in arena order (for a parsed tree: file order),
    /// detached ones included ([`GameTree::detach`]).
    pub fn iter(&self) -> impl Iterator<Item = (NodeId, &Node)> + '_ {
        self.nodes
            .iter()
            .enumerate()
            .map(|(i, n)| (NodeId::new(i), n))
    }

    /// Adds a node with these properties as the last child of `parent` (the first
    /// child continues the main line, later ones are variations).
    ///
    /// # Panics
    /// If `parent` is not a node of this tree.
    pub fn add_child(&mut self, parent: NodeId, props: Vec<Property>) -> NodeId {
        self.add_node(parent, Node::new(props))
    }

    /// Adds `node` (its own links are ignored) as the last child of `parent`.
    pub(crate) fn add_node(&mut self, parent: NodeId, mut node: Node) -> NodeId {
        assert!(parent.index() < self.nodes.len(), "no such parent node");
        let id = NodeId::new(self.nodes.len());
        node.parent = Some(parent);
        node.children = Vec::new();
        self.nodes.push(node);
        let siblings = &mut self.nodes[parent.index()].children;
        // Most nodes have one child: no room for four (memory per node, RULES R6.1).
        siblings.reserve_exact(1);
        siblings.push(id);
        id
    }

    /// Records where a parsed node stood.
    pub(crate) fn set_source(&mut self, id: NodeId, position: Position) {
        self.nodes[id.index()].source = Some(position);
    }

    /// Reserves room for `additional` more nodes.
    pub(crate) fn reserve(&mut self, additional: usize) {
        self.nodes.reserve_exact(additional);
    }

    /// The main line: the root, then first children to the end.
    pub fn main_line(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.line_from(self.root())
    }

    /// `start`, then first children to the end of the line.
    pub fn line_from(&self, start: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        let mut next = Some(start);
        core::iter::from_fn(move || {
            let id = next?;
            next = self.nodes[id.index()].children.first().copied();
            Some(id)
        })
    }

    /// The nodes from the root down to `id`, root first.
    pub fn path_to(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = Vec::new();
        let mut at = Some(id);
        while let Some(n) = at {
            path.push(n);
            at = self.nodes[n.index()].parent;
        }
        path.reverse();
        path
    }

    /// Every node in depth-first order, main line first at each branch (the order
    /// the writer uses).
    pub fn preorder(&self) -> Vec<NodeId> {
        let mut order = Vec::with_capacity(self.nodes.len());
        let mut stack = alloc::vec![self.root()];
        while let Some(id) = stack.pop() {
            order.push(id);
            stack.extend(self.nodes[id.index()].children.iter().rev().copied());
        }
        order
    }

    /// Makes `id` the first child of its parent, so that it continues the main line
    /// of that branch. Does nothing for the root.
    pub fn promote(&mut self, id: NodeId) {
        if let Some(parent) = self.nodes[id.index()].parent {
            let siblings = &mut self.nodes[parent.index()].children;
            if let Some(i) = siblings.iter().position(|&c| c == id) {
                siblings[..=i].rotate_right(1);
            }
        }
    }

    /// Takes `id` (with everything below it) out of its parent's children, keeping
    /// it in the arena so that [`GameTree::reattach`] can put it back and no id
    /// changes. Returns the parent and the index it had there; `None` for the root
    /// or a node already detached. Walks and the writer no longer reach it.
    pub fn detach(&mut self, id: NodeId) -> Option<(NodeId, usize)> {
        let parent = self.nodes.get(id.index())?.parent?;
        let siblings = &mut self.nodes[parent.index()].children;
        let index = siblings.iter().position(|&c| c == id)?;
        siblings.remove(index);
        Some((parent, index))
    }

    /// Puts a node taken out by [`GameTree::detach`] back as child `index` of
    /// `parent` (at the end when `index` is past it).
    ///
    /// # Panics
    /// If `id` or `parent` is not a node of this tree.
    pub fn reattach(&mut self, id: NodeId, parent: NodeId, index: usize) {
        assert!(id.index() < self.nodes.len(), "no such node");
        self.nodes[id.index()].parent = Some(parent);
        let siblings = &mut self.nodes[parent.index()].children;
        if !siblings.contains(&id) {
            siblings.insert(index.min(siblings.len()), id);
        }
    }

    /// Whether `id` is reached from the root (not detached, nor below a detached
    /// node). Walks up to the root: O(depth).
    pub fn is_attached(&self, id: NodeId) -> bool {
        let mut at = id;
        loop {
            let Some(node) = self.nodes.get(at.index()) else {
                return false;
            };
            match node.parent {
                None => return at == self.root(),
                Some(parent) => {
                    if !self.nodes[parent.index()].children.contains(&at) {
                        return false;
                    }
                    at = parent;
                }
            }
        }
    }

    /// Moves `id` to place `index` among its siblings (the last place when `index`
    /// is past it); 0 makes it the main line of its branch. Returns the place it
    /// had, or `None` for the root.
    pub fn reorder(&mut self, id: NodeId, index: usize) -> Option<usize> {
        let (parent, old) = self.detach(id)?;
        self.reattach(id, parent, index);
        Some(old)
    }

    /// Replaces the children of `id`, in this order (for undoing a reorder).
    pub(crate) fn set_children(&mut self, id: NodeId, children: Vec<NodeId>) {
        self.nodes[id.index()].children = children;
    }

    /// The node after `id` in [`GameTree::preorder`] order, without building it.
    pub fn preorder_next(&self, id: NodeId) -> Option<NodeId> {
        if let Some(&first) = self.nodes[id.index()].children.first() {
            return Some(first);
        }
        let mut at = id;
        while let Some(parent) = self.nodes[at.index()].parent {
            let siblings = &self.nodes[parent.index()].children;
            let index = siblings.iter().position(|&c| c == at)?;
            if let Some(&next) = siblings.get(index + 1) {
                return Some(next);
            }
            at = parent;
        }
        None
    }

    /// The node before `id` in [`GameTree::preorder`] order.
    pub fn preorder_previous(&self, id: NodeId) -> Option<NodeId> {
        let parent = self.nodes[id.index()].parent?;
        let siblings = &self.nodes[parent.index()].children;
        let index = siblings.iter().position(|&c| c == id)?;
        if index == 0 {
            return Some(parent);
        }
        // The last node, in preorder, of the previous sibling's subtree.
        let mut at = siblings[index - 1];
        while let Some(&last) = self.nodes[at.index()].children.last() {
            at = last;
        }
        Some(at)
    }

    /// The next node after `id`, in [`GameTree::preorder`] order, that has a
    /// comment (`C`); the search does not wrap around.
    pub fn next_commented(&self, id: NodeId) -> Option<NodeId> {
        let mut at = self.preorder_next(id)?;
        while !self.nodes[at.index()].has("C") {
            at = self.preorder_next(at)?;
        }
        Some(at)
    }

    /// The last node before `id`, in [`GameTree::preorder`] order, that has a
    /// comment (`C`).
    pub fn previous_commented(&self, id: NodeId) -> Option<NodeId> {
        let mut at = self.preorder_previous(id)?;
        while !self.nodes[at.index()].has("C") {
            at = self.preorder_previous(at)?;
        }
        Some(at)
    }

    /// Removes `id` and everything below it. Node ids are renumbered (arena order is
    /// kept); returns the new id of every old id, `None` for removed nodes. The root
    /// cannot be removed: removing it returns `None` and changes nothing.
    pub fn remove_subtree(&mut self, id: NodeId) -> Option<Vec<Option<NodeId>>> {
        let parent = self.nodes[id.index()].parent?;
        let mut removed = alloc::vec![false; self.nodes.len()];
        let mut stack = alloc::vec![id];
        while let Some(n) = stack.pop() {
            removed[n.index()] = true;
            stack.extend_from_slice(&self.nodes[n.index()].children);
        }
        self.nodes[parent.index()].children.retain(|&c| c != id);
        let mut map = Vec::with_capacity(self.nodes.len());
        let mut next = 0;
        for &gone in &removed {
            map.push(if gone {
                None
            } else {
                next += 1;
                Some(NodeId::new(next - 1))
            });
        }
        let old = core::mem::take(&mut self.nodes);
        for (node, gone) in old.into_iter().zip(&removed) {
            if *gone {
                continue;
            }
            let mut node = node;
            node.parent = node.parent.and_then(|p| map[p.index()]);
            node.children = node
                .children
                .iter()
                .filter_map(|c| map[c.index()])
                .collect();
            self.nodes.push(node);
        }
        Some(map)
    }
}

impl PartialEq for GameTree {
    /// Trees are equal when they have the same shape and the same properties in the
    /// same order, node by node; arena order and source positions do not matter.
    fn eq(&self, other: &GameTree) -> bool {
        let mut stack = alloc::vec![(self.root(), other.root())];
        while let Some((a, b)) = stack.pop() {
            let (a, b) = (self.node(a), other.node(b));
            if a.props != b.props || a.children.len() != b.children.len() {
                return false;
            }
            stack.extend(a.children.iter().copied().zip(b.children.iter().copied()));
        }
        true
    }
}

impl Eq for GameTree {}

/// An SGF collection: one or more games, in file order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Collection {
    /// The games.
    pub games: Vec<GameTree>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(text: &str) -> GameTree {
        let c: Collection = text.parse().unwrap();
        c.games.into_iter().next().unwrap()
    }

    // SGF FF[4] "GameTree": the first variation is the main line; promoting a
    // variation makes it the main line of its branch.
    #[test]
    fn promote_makes_the_main_line() {
        let mut t = tree("(;A[0](;B[1])(;B[2])(;B[3]))");
        let third = t.node(t.root()).children()[2];
        t.promote(third);
        assert_eq!(t.node(t.root()).children()[0], third);
        assert_eq!(t, tree("(;A[0](;B[3])(;B[1])(;B[2]))"));
    }

    // Removing a variation renumbers the arena and reports the new ids.
    #[test]
    fn remove_subtree_renumbers() {
        let mut t = tree("(;A[0](;B[1];C[1])(;B[2];C[2]))");
        let first = t.node(t.root()).children()[0];
        let map = t.remove_subtree(first).unwrap();
        assert_eq!(t, tree("(;A[0];B[2];C[2])"));
        assert_eq!(
            map,
            [
                Some(NodeId::new(0)),
                None,
                None,
                Some(NodeId::new(1)),
                Some(NodeId::new(2))
            ]
        );
        assert!(t.remove_subtree(t.root()).is_none());
        assert_eq!(t.path_to(NodeId::new(2)).len(), 3);
    }
}
