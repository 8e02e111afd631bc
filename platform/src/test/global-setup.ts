import { migratedSnapshot } from './snapshot';

/** Migrates PGlite once for the whole run; every test file then starts from the snapshot. Says which passes are skipped. */
export default async function setup(): Promise<void> {
  await migratedSnapshot();
  if (!process.env.TEST_DATABASE_URL) {
    process.stderr.write('\n!!! TEST_DATABASE_URL is not set: the PostgreSQL pass of the platform tests was SKIPPED !!!\n\n');
  }
  if (!process.env.TEST_REDIS_URL) {
    process.stderr.write('\n!!! TEST_REDIS_URL is not set: the Redis/BullMQ runtime tests (platform/src/runtime) were SKIPPED !!!\n\n');
  }
}
