// The Node flags the server process runs with, wherever it is started from (npm start, the bench, the
// end-to-end tests). Measured under the sync webhook load (issue 9): V8 lets the old generation grow by
// up to 4× its live size between full collections when the heap may reach its default limit (4 GB on
// this machine), so the main thread's heap peaked at 160–215 MB while ~80 MB was live, and the process at
// 400–490 MB. A 512 MB limit makes V8 grow the heap by at most ≈ 1.5× (its factor for heaps of ≤ 1 GB):
// peak 324–327 MB at the same throughput (4,110–4,150 vs 3,530–4,170 req/s). 512 MB leaves several times
// the live heap of the largest accepted input (1 MiB bodies, uploads parsed in worker threads).
export const SERVER_NODE_FLAGS = ['--max-old-space-size=512'];
