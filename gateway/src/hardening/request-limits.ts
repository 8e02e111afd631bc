import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { bodyLimitOf } from '../body-limit';
import { refuse } from './refusals';

/**
 * The largest GraphQL document accepted, checked before it is parsed. Screens send at most 532
 * bytes (RunDetail) and GraphiQL's introspection query is 1.7 KB; 1 000 tokens (armor.ts) of
 * hand-written GraphQL fit in ~10 KB. 32 KB also bounds what yoga's parse cache (1 024 entries)
 * can be made to hold. GET documents meet Node's 16 KiB header limit (431) before this one.
 */
export const MAX_DOCUMENT_BYTES = 32 * 1024;
/**
 * A body: variables beyond what the platform takes (1 MiB of JSON, or an upload's 10 MiB file in
 * multipart) could not be passed on anyway, plus the document.
 */
export function maxBodyBytes(contentType: string | null): number {
  return bodyLimitOf(contentType ?? undefined) + MAX_DOCUMENT_BYTES;
}

/**
 * What happens between the socket and the parser (DESIGN §5): oversized bodies and documents
 * are refused with 413 before anything is parsed, a POST of a type yoga cannot read gets a 415
 * that says so, and a request whose parameters cannot be read is the caller's 400, not a 500.
 */
export function requestLimitsPlugin(): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      if (!requestParser) {
        // other methods are yoga's 405
        if (request.method === 'POST') throw refuse.unsupportedMediaType();
        return;
      }
      const max = maxBodyBytes(request.headers.get('content-type'));
      const declared = Number(request.headers.get('content-length') ?? 0);
      if (declared > max) throw refuse.requestTooLarge(max);
      setRequestParser(async (req) => {
        const body = await readAtMost(req, max, fetchAPI.Request);
        try {
          return await requestParser(body);
        } catch (error) {
          // JSON.parse of GET variables and the like throw plain errors, which yoga would mask as a 500
          throw error instanceof GraphQLError ? error : refuse.malformedRequest();
        }
      });
    },
    onParams({ params }) {
      if (typeof params.query !== 'string') return;
      const bytes = Buffer.byteLength(params.query);
      if (bytes > MAX_DOCUMENT_BYTES) throw refuse.documentTooLarge(bytes, MAX_DOCUMENT_BYTES);
    },
  };
}

/** The body read into memory, or a 413 as soon as it passes `max` (a chunked body declares no length). */
async function readAtMost(request: Request, max: number, RequestClass: typeof Request): Promise<Request> {
  if (!request.body) return request;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      throw refuse.requestTooLarge(max);
    }
    chunks.push(value);
  }
  return new RequestClass(request.url, { method: request.method, headers: request.headers, body: Buffer.concat(chunks) });
}
