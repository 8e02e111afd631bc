import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawExchange {
  responses: RawResponse[];
  /** The server closed the connection (rather than the test, once it had what it waited for). */
  closedByServer: boolean;
}

/** Splits what came back into HTTP/1.1 responses (bodies framed by Content-Length, as ours are). */
function parseResponses(raw: Buffer): RawResponse[] {
  const out: RawResponse[] = [];
  let at = 0;
  while (at < raw.length) {
    const headEnd = raw.indexOf('\r\n\r\n', at);
    if (headEnd < 0) break;
    const [statusLine, ...lines] = raw.subarray(at, headEnd).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    const length = Number(headers['content-length'] ?? 0);
    if (raw.length < headEnd + 4 + length) break;
    out.push({ status: Number(statusLine!.split(' ')[1]), headers, body: raw.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8') });
    at = headEnd + 4 + length;
  }
  return out;
}

/**
 * Writes `parts` on ONE connection, in order, and collects responses until `expect` of them arrived,
 * the server closed the socket, or `timeoutMs` passed: what a keep-alive client sees, byte for byte.
 */
export function exchange(url: string, parts: Array<string | Buffer>, expect: number, timeoutMs = 10_000): Promise<RawExchange> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (closedByServer: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ responses: parseResponses(Buffer.concat(chunks)), closedByServer });
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (parseResponses(Buffer.concat(chunks)).length >= expect) finish(false);
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    // the writes may fail once the server has answered and closed: the responses still count
    for (const part of parts) socket.write(part, () => undefined);
  });
}

/** A POST of `body` as raw HTTP/1.1 (Content-Length, or chunked when `chunked`). */
export function rawPost(path: string, body: Buffer | string, opts: { chunked?: boolean; contentType?: string } = {}): Buffer {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const type = opts.contentType ?? 'application/json';
  if (opts.chunked) {
    const head = `POST ${path} HTTP/1.1\r\nHost: test\r\nContent-Type: ${type}\r\nTransfer-Encoding: chunked\r\n\r\n`;
    return Buffer.concat([Buffer.from(`${head}${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n0\r\n\r\n')]);
  }
  return Buffer.concat([
    Buffer.from(`POST ${path} HTTP/1.1\r\nHost: test\r\nContent-Type: ${type}\r\nContent-Length: ${bytes.length}\r\n\r\n`),
    bytes,
  ]);
}
