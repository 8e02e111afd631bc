import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in answers one request with: a completion's content, an HTTP error, or nothing at all. */
export type StandinTurn = { content: string } | { status: number; body: string } | { hang: true };

export interface StandinRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: unknown;
    messages?: Array<{ role: string; content: string }>;
    response_format?: { type?: unknown; json_schema?: { name?: unknown; strict?: unknown; schema?: unknown } };
  };
}

export interface Standin {
  /** The base URL to configure (`…/v1`). */
  url: string;
  requests: StandinRequest[];
  /** Turns still to answer; the last one repeats. */
  script(turns: StandinTurn[]): void;
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible chat API on loopback for the LLM engine's tests (real HTTP, no mock of the client): it refuses,
 * as a real provider would, a request that is not a JSON-schema-constrained chat completion for the expected model,
 * and otherwise answers the scripted turns in order.
 */
export async function startStandin(expectedModel: string): Promise<Standin> {
  let turns: StandinTurn[] = [{ status: 500, body: 'no script' }];
  const requests: StandinRequest[] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as StandinRequest['body'];
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      const format = body.response_format;
      const wellFormed =
        req.method === 'POST' &&
        req.url === '/v1/chat/completions' &&
        body.model === expectedModel &&
        Array.isArray(body.messages) &&
        body.messages[0]?.role === 'system' &&
        body.messages[1]?.role === 'user' &&
        format?.type === 'json_schema' &&
        typeof format.json_schema?.name === 'string' &&
        format.json_schema.strict === true &&
        typeof format.json_schema.schema === 'object';
      if (!wellFormed) {
        res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'not a json_schema chat completion for the model' } }));
        return;
      }
      const turn = turns.length > 1 ? turns.shift()! : turns[0]!;
      if ('hang' in turn) {
        const end = () => res.destroy();
        hanging.add(end);
        res.on('close', () => hanging.delete(end));
      } else if ('status' in turn) res.writeHead(turn.status, { 'content-type': 'application/json' }).end(turn.body);
      else {
        const completion = {
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          model: expectedModel,
          choices: [{ index: 0, message: { role: 'assistant', content: turn.content }, finish_reason: 'stop' }],
        };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    script: (next) => {
      turns = [...next];
    },
    close: async () => {
      for (const end of hanging) end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
