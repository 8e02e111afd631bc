// Run by scripts/build-server.mjs after compiling: makes the migrated PGlite folder new data folders
// are copied from, so the first `npm start` on a new folder does not run initdb (issue 9).
import { ensureSnapshot } from './open';

await ensureSnapshot();
