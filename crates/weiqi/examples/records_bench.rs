//! Speed and memory of reading records (RULES R6.1): a main line of 10⁴, 10⁵ and 10⁶
//! nodes read into a [`Record`] (time per node must stay flat: linear time), the
//! heap it holds per node (counted by a wrapping allocator), and a 10 000-node tree
//! with comments and variations (target: at most 10 ms).
//!
//! `cargo run --release -p weiqi --example records_bench`
//!
//! The machine is shared: times are the thread's CPU time where Linux gives it
//! (`/proc/thread-self/schedstat`), else wall time; compare the ratios within one
//! run, and note `uptime`.

use std::alloc::{GlobalAlloc, Layout, System};
use std::hint::black_box;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use weiqi::sgf::{ParseOptions, Record};

/// The system allocator, counting the bytes in use and their peak.
struct Counting;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let now = IN_USE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(now, Ordering::Relaxed);
        System.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        IN_USE.fetch_sub(layout.size(), Ordering::Relaxed);
        System.dealloc(ptr, layout)
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// `(;GM[1]SZ[19];B[..];W[..]…)`, one move per node.
fn main_line(nodes: usize) -> String {
    let mut text = String::with_capacity(nodes * 7 + 32);
    text.push_str("(;GM[1]SZ[19]");
    for i in 1..nodes {
        let color = if i % 2 == 0 { 'W' } else { 'B' };
        let x = (b'a' + (i % 19) as u8) as char;
        let y = (b'a' + (i / 19 % 19) as u8) as char;
        text.push_str(&format!(";{color}[{x}{y}]"));
    }
    text.push(')');
    text
}

/// About `nodes` nodes: a main line with a commented node every third move and a
/// three-move variation every tenth, some with markup.
fn commented_tree(nodes: usize) -> String {
    let mut text = String::from("(;GM[1]SZ[19]PB[Black]PW[White]C[A commented record.]");
    let mut written = 1;
    let mut closes = 0;
    let mut i = 0;
    while written < nodes {
        i += 1;
        let color = if i % 2 == 0 { 'W' } else { 'B' };
        let x = (b'a' + (i % 19) as u8) as char;
        let y = (b'a' + (i / 19 % 19) as u8) as char;
        if i % 10 == 0 {
            // A variation here, then the main line continues in a second branch.
            text.push_str(&format!(
                "(;{color}[{y}{x}]C[A variation \\] with an escape.];B[aa]TR[bb][cc];W[bb])(",
            ));
            written += 3;
            closes += 1;
        }
        text.push_str(&format!(";{color}[{x}{y}]"));
        if i % 3 == 0 {
            text.push_str("C[Move comment: a good point,\nand a second line.]");
        }
        written += 1;
    }
    text.push_str(&")".repeat(closes));
    text.push(')');
    text
}

/// This thread's CPU time in seconds (Linux `schedstat`), else `None`: on a shared,
/// loaded machine wall time mostly measures the other processes.
fn cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e9)
}

/// The time of one read of `text` (CPU seconds, or wall seconds without
/// schedstat), averaged over as many reads as take 50 ms (the CPU clock advances
/// in scheduler ticks); and the nodes read.
fn read_once(text: &str) -> (f64, usize) {
    let now = || cpu_seconds().unwrap_or_else(|| START.with(|s| s.elapsed().as_secs_f64()));
    let start = now();
    let (mut reads, mut nodes) = (0, 0);
    while reads == 0 || now() - start < 0.05 {
        let (record, _) = Record::from_sgf(black_box(text.as_bytes()), &ParseOptions::LENIENT)
            .expect("the record reads");
        nodes = record.tree().len();
        drop(black_box(record));
        reads += 1;
    }
    ((now() - start) / reads as f64, nodes)
}

thread_local! {
    static START: Instant = Instant::now();
}

/// Best of `runs` timings of reading `text`, in seconds, with the record's size.
fn time_read(text: &str, runs: usize) -> (f64, usize) {
    let mut best = f64::INFINITY;
    let mut nodes = 0;
    for _ in 0..runs {
        let (seconds, read) = read_once(text);
        best = best.min(seconds);
        nodes = read;
    }
    (best, nodes)
}

/// Heap bytes a read record holds, and the peak while reading, beyond `text`.
fn memory_of(text: &str) -> (usize, usize) {
    let before = IN_USE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let (record, _) = Record::from_sgf(text.as_bytes(), &ParseOptions::LENIENT).unwrap();
    let held = IN_USE.load(Ordering::Relaxed) - before;
    let peak = PEAK.load(Ordering::Relaxed) - before;
    drop(black_box(record));
    (held, peak)
}

fn main() {
    let clock = if cpu_seconds().is_some() {
        "thread CPU time"
    } else {
        "wall time"
    };
    println!(
        "Reading SGF records into weiqi::sgf::Record (native, release; {clock}, best of runs)"
    );
    println!("main line      nodes   best time   ns/node   held B/node   peak B/node");
    let mut first_per_node = None;
    for nodes in [10_000, 100_000, 1_000_000] {
        let text = main_line(nodes);
        let runs = if nodes >= 1_000_000 { 3 } else { 10 };
        let (seconds, read) = time_read(&text, runs);
        assert_eq!(read, nodes);
        let per_node = seconds * 1e9 / nodes as f64;
        first_per_node.get_or_insert(per_node);
        let (held, peak) = memory_of(&text);
        println!(
            "{:>16} {:>10.2} ms {:>9.0} {:>13.0} {:>13.0}",
            nodes,
            seconds * 1e3,
            per_node,
            held as f64 / nodes as f64,
            peak as f64 / nodes as f64
        );
    }
    if let Some(first) = first_per_node {
        let text = main_line(1_000_000);
        let (seconds, _) = time_read(&text, 3);
        println!(
            "time per node, 10^6 against 10^4: {:.2}x (1.00x is linear)",
            seconds * 1e9 / 1e6 / first
        );
    }

    let text = commented_tree(10_000);
    let (seconds, nodes) = time_read(&text, 20);
    println!(
        "a tree with comments and variations: {} nodes, {} bytes, read in {:.2} ms (target <= 10 ms)",
        nodes,
        text.len(),
        seconds * 1e3
    );
}
