//! The binary's allocator: mimalloc for small blocks, the system's for large ones, and the
//! system's alone for a hook call.
//!
//! On a scan of many short sessions the system allocator was a tenth of the CPU, and mimalloc
//! took 0.83× the scan's time. But mimalloc grows a large block by copying it, and keeps what it
//! freed for a while: a scan holding one 40 MB line peaked at 137 MiB under it, against 53 MiB
//! under glibc, whose large blocks are their own mappings and grow in place (mremap). So blocks
//! from `LARGE` up stay with the system allocator. `dealloc` and `realloc` are told the block's
//! layout, so each block goes back to the allocator that made it.
//!
//! A hook call is a few milliseconds of start-up and a few hundred allocations, and mimalloc's
//! fresh pages made it about 0.8 ms (a fifth) dearer in CPU. So a process started as `hook`
//! uses the system allocator for everything. Which allocator a process uses is settled before its
//! first allocation and never changes, so every block is freed by the allocator that made it.
#![allow(unsafe_code)] // a global allocator and a constructor that reads argv are unsafe by nature

use std::alloc::{GlobalAlloc, Layout, System};
#[cfg(all(target_os = "linux", target_env = "gnu"))]
use std::ffi::{c_char, c_int};
use std::sync::atomic::{AtomicU8, Ordering};

use mimalloc::MiMalloc;

/// glibc's default mmap threshold: from here up its blocks are mappings of their own.
const LARGE: usize = 128 * 1024;

pub struct Split;

const UNSETTLED: u8 = 0;
const SYSTEM_ONLY: u8 = 1;
const SPLIT: u8 = 2;

/// Which allocator small blocks go to: settled by `settle_by_command` (run by the loader, before
/// `main`) or, where nothing runs it, by the first allocation, which settles it to the split (a
/// hook there pays mimalloc's start-up, a scan keeps its speed).
static MODE: AtomicU8 = AtomicU8::new(UNSETTLED);

/// Whether a block of `size` bytes goes to mimalloc. The first call settles the mode for good.
fn goes_to_mimalloc(size: usize) -> bool {
    if size >= LARGE {
        return false;
    }
    match MODE.load(Ordering::Relaxed) {
        SPLIT => true,
        SYSTEM_ONLY => false,
        _ => match MODE.compare_exchange(UNSETTLED, SPLIT, Ordering::Relaxed, Ordering::Relaxed) {
            Ok(_) => true,
            Err(settled) => settled == SPLIT,
        },
    }
}

/// Settles the mode from the command line before any allocation: the system allocator alone for
/// `hook`, the split for every other command. glibc calls `.init_array` functions with the
/// program's arguments (Rust's standard library reads its own `args` the same way).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[used]
#[unsafe(link_section = ".init_array")]
static SETTLE_BY_COMMAND: extern "C" fn(c_int, *const *const c_char, *const *const c_char) = settle_by_command;

#[cfg(all(target_os = "linux", target_env = "gnu"))]
extern "C" fn settle_by_command(argc: c_int, argv: *const *const c_char, _env: *const *const c_char) {
    // SAFETY: glibc passes `main`'s argc and argv: `argv` holds `argc` pointers to C strings.
    let first = if argc >= 2 && !argv.is_null() { unsafe { *argv.add(1) } } else { std::ptr::null() };
    // SAFETY: a non-null `argv[1]` is a NUL-terminated string that lives as long as the process.
    let is_hook =
        !first.is_null() && unsafe { std::ffi::CStr::from_ptr(first) }.to_bytes() == crate::HOOK_COMMAND.as_bytes();
    let mode = if is_hook { SYSTEM_ONLY } else { SPLIT };
    if is_hook {
        // The hook's two helper threads (its watchdog and its stdin reader) allocate a little
        // each: in the one arena, not in two more that glibc would map and set up for them.
        unsafe extern "C" {
            fn mallopt(param: c_int, value: c_int) -> c_int;
        }
        /// glibc's `M_ARENA_MAX` (malloc.h).
        const M_ARENA_MAX: c_int = -8;
        // SAFETY: mallopt only sets a tunable; it is called before any other thread exists.
        unsafe { mallopt(M_ARENA_MAX, 1) };
    }
    // Fails only if something allocated first, which settled the mode already.
    let _ = MODE.compare_exchange(UNSETTLED, mode, Ordering::Relaxed, Ordering::Relaxed);
}

// SAFETY: every call goes to exactly one of two sound allocators, chosen by the block's size,
// which `dealloc` and `realloc` are given back unchanged, and by the mode, which is settled before
// the first block is made and never changes; a block that changes allocator in `realloc` is moved
// by allocate, copy, free, each through the allocator that owns it.
unsafe impl GlobalAlloc for Split {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract for `alloc` is passed on.
        unsafe { if goes_to_mimalloc(layout.size()) { MiMalloc.alloc(layout) } else { System.alloc(layout) } }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as for `alloc`.
        unsafe {
            if goes_to_mimalloc(layout.size()) { MiMalloc.alloc_zeroed(layout) } else { System.alloc_zeroed(layout) }
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from the allocator its size chose in `alloc` or `realloc`.
        unsafe {
            if goes_to_mimalloc(layout.size()) { MiMalloc.dealloc(ptr, layout) } else { System.dealloc(ptr, layout) }
        }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `ptr` was made for `layout` by the allocator its size chose; the new layout is
        // valid by `realloc`'s contract.
        unsafe {
            match (goes_to_mimalloc(layout.size()), goes_to_mimalloc(new_size)) {
                (false, false) => System.realloc(ptr, layout, new_size),
                (true, true) => MiMalloc.realloc(ptr, layout, new_size),
                _ => {
                    let new_layout = Layout::from_size_align_unchecked(new_size, layout.align());
                    let new = self.alloc(new_layout);
                    if !new.is_null() {
                        std::ptr::copy_nonoverlapping(ptr, new, layout.size().min(new_size));
                        self.dealloc(ptr, layout);
                    }
                    new
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::LARGE;

    /// A block grown and shrunk across `LARGE` moves between the two allocators with its bytes.
    #[test]
    fn a_block_crossing_the_threshold_keeps_its_bytes() {
        let mut bytes: Vec<u8> = (0..LARGE / 2).map(|i| (i % 251) as u8).collect();
        bytes.reserve_exact(LARGE * 2);
        assert!(bytes.iter().enumerate().all(|(i, b)| *b == (i % 251) as u8));
        bytes.truncate(100);
        bytes.shrink_to_fit();
        assert!(bytes.iter().enumerate().all(|(i, b)| *b == (i % 251) as u8));
        assert_eq!(bytes.capacity(), 100);
    }
}
