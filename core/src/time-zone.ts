/** An IANA zone name's shape: `Asia/Shanghai`, `America/Argentina/Buenos_Aires`, `Etc/GMT-8`, `UTC`. */
const ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

let spellings: Map<string, string> | undefined;

/** The runtime's zone names by their lower-case form, so `asia/shanghai` is stored as `Asia/Shanghai`. */
function canonicalSpellings(): Map<string, string> {
  spellings ??= new Map(['UTC', ...Intl.supportedValuesOf('timeZone')].map((zone) => [zone.toLowerCase(), zone]));
  return spellings;
}

/**
 * The company's time zone as it is stored (spec §3 "company", issue 13 company console): an IANA name the runtime
 * knows, spelt as the runtime lists it; null for anything else — offsets such as `+08:00` or `GMT+8` included, since
 * schedules (croner) and date filters read the zone through Intl and an offset has no daylight-saving rules. A link
 * such as `Asia/Kolkata` that the runtime knows under another name is kept as written.
 * @example canonicalTimeZone('asia/shanghai') // 'Asia/Shanghai'
 */
export function canonicalTimeZone(name: string): string | null {
  const zone = name.trim();
  if (!ZONE_SHAPE.test(zone)) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    return null;
  }
  return canonicalSpellings().get(zone.toLowerCase()) ?? zone;
}
