import { AppError, ERRORS } from '@huiliu/core';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { AddressPolicy } from './address-policy';

export interface OutboundRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
  maxResponseBytes?: number;
}

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The URL that answered, after redirects. */
  url: string;
  text(): string;
}

export interface GuardedClientOptions {
  policy?: AddressPolicy;
  timeoutMs?: number;
  maxResponseBytes?: number;
  maxRedirects?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

/** The port a connection to this URL uses. */
function portOf(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

const CREDENTIAL_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding']);

function withoutHeaders(headers: Record<string, string>, names: ReadonlySet<string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.has(name.toLowerCase())));
}

/** OUTBOUND_BLOCKED naming what was refused, so the run log says which address the step tried. */
function blocked(target: string): AppError {
  return new AppError('OUTBOUND_BLOCKED', `${ERRORS.OUTBOUND_BLOCKED.msg}：${target}`);
}

/**
 * The one client for outbound HTTP made on a user's behalf (DESIGN §3): the resolved address and the
 * URL's port are checked inside `lookup`, so the address we connect to is the address we checked (no
 * DNS-rebinding gap); literal IPs are checked the same way before connecting; redirects are followed by
 * hand and every hop is checked again; every call has a timeout and a response size cap.
 */
export class GuardedHttpClient {
  private readonly policy: AddressPolicy;
  private readonly timeoutMs: number;
  private readonly maxBytes: number;
  private readonly maxRedirects: number;

  constructor(options: GuardedClientOptions = {}) {
    this.policy = options.policy ?? new AddressPolicy();
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_BYTES;
    this.maxRedirects = options.maxRedirects ?? 5;
  }

  /** The client runs use: `HUILIU_OUTBOUND_ALLOW` as its allow-list; throws CONFIG_INVALID on a bad entry. */
  static fromEnv(env: NodeJS.ProcessEnv = process.env): GuardedHttpClient {
    return new GuardedHttpClient({ policy: AddressPolicy.fromEnv(env.HUILIU_OUTBOUND_ALLOW) });
  }

  async request(req: OutboundRequest): Promise<OutboundResponse> {
    const deadline = Date.now() + (req.timeoutMs ?? this.timeoutMs);
    let url = this.parseUrl(req.url);
    let method = (req.method ?? 'GET').toUpperCase();
    let body = req.body;
    let headers = req.headers ?? {};
    for (let hop = 0; ; hop++) {
      const res = await this.once(url, method, headers, body, deadline, req.maxResponseBytes ?? this.maxBytes);
      const location = res.headers.location;
      if (res.status >= 300 && res.status < 400 && location && hop < this.maxRedirects) {
        const next = this.parseUrl(new URL(location, url).toString());
        // as fetch does: an account's credentials never follow a redirect to another origin, which a third party
        // (or an open-platform app's server) could otherwise point anywhere the address policy allows
        if (next.origin !== url.origin) headers = withoutHeaders(headers, CREDENTIAL_HEADERS);
        url = next;
        if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
          headers = withoutHeaders(headers, BODY_HEADERS);
        }
        continue;
      }
      return res;
    }
  }

  /**
   * The address a non-HTTP connection made on a user's behalf (SMTP) may use for `hostname:port`, checked by the
   * same policy; the caller connects to this address, so what was checked is what is reached (no rebinding gap).
   */
  resolveAllowed(hostname: string, port: number): Promise<string> {
    const host = hostname.replace(/^\[|\]$/g, '');
    if (isIP(host)) {
      return this.policy.isAllowed(host, port) ? Promise.resolve(host) : Promise.reject(blocked(`${hostname}:${port}`));
    }
    return new Promise((resolve, reject) => {
      this.lookupFor(port)(host, {}, (err, address) => (err ? reject(err) : resolve(address as string)));
    });
  }

  private parseUrl(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new AppError('OUTBOUND_BAD_URL', `请求地址错误: ${raw}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AppError('OUTBOUND_BAD_URL', '请求地址必须以 http:// 或 https:// 开头');
    // Literal IPs never reach `lookup`, so they are checked here. The WHATWG parser has already turned
    // 2130706433, 0177.0.0.1, 127.1 and 0x7f000001 into 127.0.0.1, so `isIP` sees every spelling.
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !this.policy.isAllowed(host, portOf(url))) throw blocked(`${url.hostname}:${portOf(url)}`);
    return url;
  }

  /** A `lookup` for one connection: the port is the URL's, so the policy can judge address and port together. */
  private lookupFor(port: number): LookupFunction {
    return (hostname, options, callback) => {
      dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
        if (err) return callback(err, '', 4);
        const usable = addresses.filter((a) => this.policy.isAllowed(a.address, port));
        // the message names the host, never what it resolved to: a run log must not map internal DNS
        if (usable.length === 0) return callback(blocked(`${hostname}:${port}`) as unknown as NodeJS.ErrnoException, '', 4);
        if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
        callback(null, usable[0]!.address, usable[0]!.family);
      });
    };
  }

  private once(
    url: URL,
    method: string,
    headers: Record<string, string>,
    body: string | Buffer | undefined,
    deadline: number,
    maxBytes: number,
  ): Promise<OutboundResponse> {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return Promise.reject(new AppError('OUTBOUND_TIMEOUT'));
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        fn();
      };
      const fail = (err: Error) =>
        settle(() => reject(err instanceof AppError ? err : new AppError('OUTBOUND_FAILED', `请求外部地址失败: ${err.message}`)));
      const req = transport.request(url, { method, headers, lookup: this.lookupFor(portOf(url)), agent: false });
      const timer = setTimeout(() => {
        fail(new AppError('OUTBOUND_TIMEOUT'));
        req.destroy();
      }, remaining);
      req.on('error', fail);
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            fail(new AppError('OUTBOUND_TOO_LARGE'));
            req.destroy();
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => {
          const buffer = Buffer.concat(chunks);
          settle(() =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: buffer, url: url.toString(), text: () => buffer.toString('utf8') }),
          );
        });
        res.on('error', fail);
      });
      if (body !== undefined) req.write(body);
      req.end();
    });
  }
}
