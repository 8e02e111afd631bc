import { AppError } from '@huiliu/core';
import type { GuardedHttpClient } from '../../http/guarded-client';

/**
 * A vendor refused the call (errcode ≠ 0, code ≠ 10000, an `error` object): the vendor's own code and text,
 * worded for a Chinese reader. A 4000 to the browser: the credentials or input are what is wrong, not us.
 */
export class VendorError extends AppError {
  constructor(
    readonly vendorName: string,
    readonly vendorCode: string | number,
    readonly vendorMessage: string,
  ) {
    super('BAD_REQUEST', `${vendorName}返回错误：${vendorMessage || '未知错误'}（错误码 ${vendorCode}）`, { vendor_code: vendorCode });
  }
}

export interface VendorRequest {
  method: 'GET' | 'POST';
  /** Base URL + path, without query. */
  url: string;
  query?: Record<string, string>;
  body?: unknown;
}

/** One JSON call to a vendor through the guarded client (the only way out, DESIGN §3); a non-JSON reply is a failure. */
export async function vendorJson(http: GuardedHttpClient, vendorName: string, req: VendorRequest): Promise<Record<string, unknown>> {
  const qs = new URLSearchParams(req.query ?? {}).toString();
  const res = await http.request({
    url: qs ? `${req.url}?${qs}` : req.url,
    method: req.method,
    headers: req.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    ...(req.body === undefined ? {} : { body: JSON.stringify(req.body) }),
    timeoutMs: 15_000,
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.text());
  } catch {
    throw new AppError('OUTBOUND_FAILED', `${vendorName}的回复无法识别（HTTP ${res.status}）`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new AppError('OUTBOUND_FAILED', `${vendorName}的回复无法识别（HTTP ${res.status}）`);
  }
  return parsed as Record<string, unknown>;
}
