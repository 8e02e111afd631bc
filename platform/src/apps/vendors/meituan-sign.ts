import { createHash } from 'node:crypto';

/**
 * 美团外卖开放平台 v1 signature: `sig = md5(url + '?' + params sorted by name, joined as k=v with '&' + app_secret)`,
 * lower-case hex. `url` is the request URL without its query; `params` are every system and application
 * parameter of the call except `sig` itself, values as sent (not URL-encoded).
 */
export function meituanSig(url: string, params: Record<string, string>, appSecret: string): string {
  const joined = Object.keys(params)
    .filter((k) => k !== 'sig')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHash('md5').update(`${url}?${joined}${appSecret}`, 'utf8').digest('hex');
}

/** The signed query of a 美团 v1 call: app_id and timestamp (seconds) added, then `sig`. */
export function meituanSignedQuery(
  url: string,
  params: Record<string, string>,
  creds: { app_id: string; app_secret: string },
  now: Date = new Date(),
): Record<string, string> {
  const all = { ...params, app_id: creds.app_id, timestamp: String(Math.floor(now.getTime() / 1000)) };
  return { ...all, sig: meituanSig(url, all, creds.app_secret) };
}
