// The Node flags the server process runs with, wherever it is started from (npm start, the bench, the
// end-to-end tests). Measured under the sync webhook load (issue 9): V8 lets the old generation grow by
// up to 4× its live size between full collections when the heap may reach its default limit (4 GB on
// this machine), so the main thread's heap peaked at 160–215 MB while ~80 MB was live, and the process at
// 400–490 MB. A 512 MB limit makes V8 grow the heap by at most ≈ 1.5× (its factor for heaps of ≤ 1 GB):
// peak 324–327 MB at the same throughput (4,110–4,150 vs 3,530–4,170 req/s). 512 MB leaves several times
// the live heap of the largest accepted input (1 MiB bodies, uploads parsed in worker threads).
export const SERVER_NODE_FLAGS = ['--max-old-space-size=512'];

// The environment the server process starts with, for glibc's allocator (Linux; ignored elsewhere).
// Measured on an existing data folder, 2 s after `npm start` returned, five starts each: glibc's per-thread
// arenas held 57–76 MB of freed memory (V8's compiler zones, the PGlite worker's allocations), because its
// mmap threshold grows with the largest freed block up to 32 MB and its trim threshold with it, so freed
// zone segments stay in the arenas. A fixed 128 KB threshold (glibc's own default before it adapts) maps
// those blocks on their own and unmaps them when freed: idle RSS 194–219 MB instead of 231–275 MB, peak
// under the sync webhook load 271 MB instead of 323–329 MB, at the same req/s (1,734–2,127 vs 1,711–1,979,
// three alternating rounds each). Values the caller sets win.
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };
