//! The modules' allocator: talc (smaller than the standard library's dlmalloc: the
//! main module 2.9 KB smaller gzipped, 105.9 → 103.0 KB with the `Record` class in),
//! fed by a source that grows the WebAssembly memory by a quarter of its size at
//! least. Talc's own source grows it by just what the allocation needs, one page
//! after another, and every `memory.grow` may start a full garbage collection in the
//! JavaScript engine (V8 counts the memory as external): reading a 10⁶-move record
//! with `Game.fromSgf` took 464 of them and 39 times as long as 10⁵ moves. Grown
//! geometrically, the number of grows is logarithmic in the memory used.

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

/// Grows the memory by at least a quarter of its size and extends talc's heap with
/// it (or claims a new heap when the memory was grown elsewhere).
#[derive(Debug)]
pub struct GrowByAQuarter {
    end: Option<NonNull<u8>>,
}

// SAFETY: does not allocate; hands talc only memory it has just grown.
unsafe impl Source for GrowByAQuarter {
    fn acquire<B: Binning>(talc: &mut Talc<Self, B>, layout: Layout) -> Result<(), ()> {
        // The allocation with its alignment and talc's bookkeeping (as talc's own
        // source reckons it, with room to spare).
        let needed = (layout.size() + layout.align() + 4 * CHUNK_UNIT).div_ceil(PAGE);
        let mut pages = needed.max(memory_size::<0>() / 4);
        let mut previous = memory_grow::<0>(pages);
        if previous == usize::MAX {
            // No room for the quarter: what the allocation needs, or the failure.
            pages = needed;
            previous = memory_grow::<0>(pages);
            if previous == usize::MAX {
                return Err(());
            }
        }
        let base = (previous * PAGE) as *mut u8;
        let end = base.wrapping_add(pages * PAGE);
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
pub type Heap = TalcSyncCell<GrowByAQuarter, WasmBinning>;

/// A new [`Heap`], for `#[global_allocator]`.
pub const fn new_heap() -> Heap {
    TalcSyncCell::new_wasm(GrowByAQuarter { end: None })
}
