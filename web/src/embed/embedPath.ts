/**
 * issue 14 embed: 汇流 inside a partner's iframe lives under `/embed/<cfgId>/…`, one page configuration per
 * prefix. The prefix is the router's basename, so every screen keeps its ordinary paths inside it.
 */
export const EMBED_PREFIX = '/embed/';

/** A page configuration id as a path segment: letters, digits, `_` and `-` (never `/`, `.` or `%`). */
const CFG_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The page configuration a path belongs to, or null when the path is not an embedded one. */
export function embedCfgIdOf(pathname: string): string | null {
  if (!pathname.startsWith(EMBED_PREFIX)) return null;
  const cfgId = pathname.slice(EMBED_PREFIX.length).split('/')[0] ?? '';
  return CFG_ID.test(cfgId) ? cfgId : null;
}

/** The router's basename for one page configuration. */
export function embedBasename(cfgId: string): string {
  return `${EMBED_PREFIX}${cfgId}`;
}
