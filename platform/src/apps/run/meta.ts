import { VENDOR_BASES, vendorBase, type Vendor } from '../vendor-base';

/**
 * `{{meta.…}}` of a request template: the call's clock, its idempotency key and the vendors' API servers
 * (`{{meta.base.github}}`), read per call so `HUILIU_VENDOR_BASE_<NAME>` may point a test at a stand-in.
 */
export function requestMeta(now: Date, idempotencyKey: string, env: NodeJS.ProcessEnv = process.env): Record<string, unknown> {
  const base = Object.fromEntries((Object.keys(VENDOR_BASES) as Vendor[]).map((v) => [v, vendorBase(v, env)]));
  return { timestamp: Math.floor(now.getTime() / 1000), timestamp_ms: now.getTime(), now: now.toISOString(), idempotency_key: idempotencyKey, base };
}
