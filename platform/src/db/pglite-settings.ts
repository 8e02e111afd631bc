import { PGlite } from '@electric-sql/pglite';

/**
 * Postgres settings for an embedded database (issue 9), each measured with PGlite on a migrated folder:
 * - shared_buffers=16MB (PGlite's default 128MB): resident memory right after opening 257-268 MB
 *   instead of 390-530 MB, and WebAssembly memory never shrinks; writing 50k JSON rows in 500
 *   transactions and sorting them took no measurably longer (3.5-5.4 s vs 3.5-6.3 s, noisy machine).
 * - work_mem=4MB (Postgres' default, stated so it is a choice): 1 MB or 8 MB changed sorts of those
 *   rows by less than the noise, and every sort node may take this much of memory that never shrinks.
 * - max_wal_size=64MB, min_wal_size=32MB (defaults 1 GB, 80 MB): PGlite runs Postgres single-user, so
 *   WAL is cut only by checkpoints this size triggers. Writing 300k such rows took 14.0-16.5 s instead of
 *   26.6-31.3 s (segments recycled instead of created), and pg_wal was 65 MB after a restart instead of 337 MB.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'work_mem=4MB', 'max_wal_size=64MB', 'min_wal_size=32MB'];
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])];
