import { openPgliteEarly } from '@huiliu/platform/early';

// PGlite's worker opens the data folder while the rest of the server loads (issue 9: restart time);
// hence the rest is a dynamic import, loaded only after this line has started it.
openPgliteEarly();
await import('./serve');
