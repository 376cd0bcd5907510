//! The modules' allocator: talc (smaller than the standard library's dlmalloc: the
//! main module 2.9 KB smaller gzipped, 105.9 → 103.0 KB with the `Record` class in),
//! fed by a source that, once the WebAssembly memory is 64 MB, grows it by a
//! sixteenth of its size at least. Talc's own source grows it by just what each
//! allocation needs, page after page, and beyond about 64 MB V8 starts a full garbage
//! collection every few grows (it counts the memory as external): reading a
//! 10⁶-move record with `Game.fromSgf` took 233 of them and 23 times as long as 10⁵
//! moves (tests/bench/game-from-sgf.mjs). Grown geometrically, the grows beyond 64 MB are logarithmic in the memory
//! used (a sixteenth at most is grown ahead); below, the memory stays as small as
//! talc's own source keeps it.

use core::alloc::Layout;
use core::arch::wasm32::{memory_grow, memory_size};
use core::ptr::NonNull;

use talc::base::binning::Binning;
use talc::base::{Talc, CHUNK_UNIT};
use talc::cell::TalcSyncCell;
use talc::source::Source;
use talc::wasm::WasmBinning;

/// A WebAssembly page.
const PAGE: usize = 64 * 1024;

/// The memory, in pages, from which it grows geometrically: 64 MB.
const GEOMETRIC_FROM: usize = 1024;

/// Grows the memory (by a sixteenth of its size at least from 64 MB on) and extends
/// talc's heap with it, or claims a new heap when the memory was grown elsewhere.
#[derive(Debug)]
pub struct GrowGeometrically {
    end: Option<NonNull<u8>>,
}

// SAFETY: does not allocate; hands talc only memory it has just grown.
unsafe impl Source for GrowGeometrically {
    fn acquire<B: Binning>(talc: &mut Talc<Self, B>, layout: Layout) -> Result<(), ()> {
        // The allocation with its alignment and talc's bookkeeping (as talc's own
        // source reckons it, with room to spare).
        let needed = (layout.size() + layout.align() + 4 * CHUNK_UNIT).div_ceil(PAGE);
        let size = memory_size::<0>();
        let ahead = if size >= GEOMETRIC_FROM { size / 16 } else { 0 };
        let mut pages = needed.max(ahead);
        let mut previous = memory_grow::<0>(pages);
        if previous == usize::MAX {
            // No room for the sixteenth: what the allocation needs, or the failure.
            pages = needed;
            previous = memory_grow::<0>(pages);
            if previous == usize::MAX {
                return Err(());
            }
        }
        let base = (previous * PAGE) as *mut u8;
        // At the 4 GiB limit the end is past the last address: the top one stands for it.
        let end = (previous * PAGE).saturating_add(pages * PAGE) as *mut u8;
        if let Some(old_end) = talc.source.end.take() {
            if old_end.as_ptr() == base {
                // SAFETY: the pages from the heap's end on were just grown for it.
                talc.source.end = Some(unsafe { talc.extend(old_end, end) });
                return Ok(());
            }
        }
        // SAFETY: the pages were just grown and nothing else uses them.
        talc.source.end = unsafe { talc.claim(base, pages * PAGE) };
        Ok(())
    }
}

/// The global allocator of a single-threaded WebAssembly module.
pub type Heap = TalcSyncCell<GrowGeometrically, WasmBinning>;

/// A new [`Heap`], for `#[global_allocator]`.
pub const fn new_heap() -> Heap {
    TalcSyncCell::new_wasm(GrowGeometrically { end: None })
}
