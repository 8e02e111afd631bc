/**
 * spec §5: for a custom-request action, query parameters whose template value marks a variable from
 * authorisation (`{{auth.…}}`) keep the template (the engine fills them from the account at run time);
 * the others take their value from the filled fields.
 */
export function customRequestQuery(query: Record<string, string>, filled: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, template] of Object.entries(query)) {
    if (/\{\{\s*auth\./.test(template)) out[key] = template;
    else if (filled[key] !== undefined && filled[key] !== null) out[key] = String(filled[key]);
    else out[key] = '';
  }
  return out;
}

/**
 * spec §5: a request URL starting with http has its scheme and host removed before the call (the
 * platform's own base is used); an invalid one yields undefined so the caller reports 'request URL error'.
 */
export function toRequestPath(url: string): string | undefined {
  if (!/^https?:/i.test(url)) return url.startsWith('/') ? url : undefined;
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return undefined;
  }
}
