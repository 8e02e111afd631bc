import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform } from 'node:stream';
import { BODY_LIMIT_BYTES, DRAIN_LIMIT_BYTES, ERRORS, UPLOAD_FILE_LIMIT_BYTES } from '@huiliu/core';

/** Multipart's boundaries and the upload's few text fields, on top of the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The largest body the platform takes on a pass-through path: multipart carries an upload's file. */
export function bodyLimitOf(contentType: string | undefined): number {
  return /^multipart\/form-data/i.test(contentType ?? '') ? UPLOAD_FILE_LIMIT_BYTES + MULTIPART_OVERHEAD_BYTES : BODY_LIMIT_BYTES;
}

/** 413 in the platform's envelope; the connection stays open only if what is left of the body will be drained. */
export function refuseOversized(res: ServerResponse, keepAlive: boolean): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const { code, http, msg } = ERRORS.PAYLOAD_TOO_LARGE;
  const body = JSON.stringify({ code, msg, data: null });
  res.writeHead(http, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    ...(keepAlive ? {} : { connection: 'close' }),
  });
  res.end(body);
}

/** Reads and drops the rest of a body (up to DRAIN_LIMIT_BYTES in all), then lets the connection go on. */
export function drainBody(req: IncomingMessage, alreadyRead = 0): void {
  let read = alreadyRead;
  req.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > DRAIN_LIMIT_BYTES) req.socket.destroy();
  });
  req.resume();
}

/**
 * A pass-through stage that counts a streamed body (chunked bodies declare no length) and, past
 * `limit`, forwards nothing more and calls `onOversized` once; the remainder is still read and dropped
 * (up to DRAIN_LIMIT_BYTES) so the caller's connection stays usable.
 */
export function bodyCounter(limit: number, onOversized: () => void, onDrainExceeded: () => void): Transform {
  let received = 0;
  let over = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received <= limit) return done(null, chunk);
      if (!over) {
        over = true;
        onOversized();
      }
      if (received > DRAIN_LIMIT_BYTES) onDrainExceeded();
      done();
    },
  });
}
