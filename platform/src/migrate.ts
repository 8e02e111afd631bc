import { resolve } from 'node:path';
import { openDatabase } from './db/open';

// `npm run migrate` (issue 15): applies the migrations to DATABASE_URL, or to DATA_DIR's PGlite, and exits — for a
// deployment that migrates before it starts its processes. Every process also migrates on start, one at a time.
const databaseUrl = process.env.DATABASE_URL;
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: resolve(process.env.DATA_DIR ?? './data') });
await database.close();
process.stdout.write(`汇流: 数据库已是最新结构（${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}）\n`);
