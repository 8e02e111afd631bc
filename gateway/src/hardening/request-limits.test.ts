import { aPipeline, toTypedSteps } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../test/stack';
import { createGatewayYoga } from '../yoga';
import { MAX_DOCUMENT_BYTES, maxBodyBytes } from './request-limits';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  ({ token } = await stack.signUp());
});
afterAll(() => stack?.close());

const url = () => `${stack.gateway.url}/graphql`;
const headers = () => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

/** A document that would call the platform if it were ever parsed and run, padded to `bytes`. */
function paddedMe(bytes: number): string {
  const query = '{ me { uid } }';
  return query + ' '.repeat(bytes - query.length);
}

async function expectRefusal(reply: Response, code: string, message: RegExp): Promise<void> {
  expect(reply.status).toBe(413);
  expect(reply.headers.get('content-type')).toContain('json');
  const body = (await reply.json()) as { errors: { message: string; extensions: { code: string } }[] };
  expect(body.errors).toEqual([{ message: expect.stringMatching(message), extensions: { code } }]);
}

describe('request and document size limits', () => {
  it('refuses a 5 MB document with a 413 before reading, parsing or running it', async () => {
    const before = stack.upstreamCalls.length;
    const reply = await fetch(url(), { method: 'POST', headers: headers(), body: JSON.stringify({ query: paddedMe(5 * 1024 * 1024) }) });
    await expectRefusal(reply, 'REQUEST_TOO_LARGE', /^请求体过大（最多 1\.0 MB）$/);
    expect(stack.upstreamCalls.length).toBe(before);
  });

  it('stops reading a chunked body that declares no length once it passes the limit', async () => {
    const before = stack.upstreamCalls.length;
    const body = new TextEncoder().encode(JSON.stringify({ query: paddedMe(5 * 1024 * 1024) }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < body.length; at += 64 * 1024) controller.enqueue(body.subarray(at, at + 64 * 1024));
        controller.close();
      },
    });
    const reply = await fetch(url(), { method: 'POST', headers: headers(), body: stream, duplex: 'half' } as RequestInit);
    await expectRefusal(reply, 'REQUEST_TOO_LARGE', /^请求体过大/);
    expect(stack.upstreamCalls.length).toBe(before);
  });

  it('refuses a document over the document limit inside a small body, before parsing it', async () => {
    const before = stack.upstreamCalls.length;
    const reply = await fetch(url(), { method: 'POST', headers: headers(), body: JSON.stringify({ query: paddedMe(MAX_DOCUMENT_BYTES + 1) }) });
    await expectRefusal(reply, 'DOCUMENT_TOO_LARGE', /^查询文档过大（33 KB，最多 32 KB），请拆分查询$/);
    expect(stack.upstreamCalls.length).toBe(before);
  });

  it('refuses an oversized GET document too', async () => {
    // Over HTTP, Node's 16 KiB header limit answers first, without a body and without a 5xx.
    const overHttp = await fetch(`${url()}?query=${encodeURIComponent(paddedMe(MAX_DOCUMENT_BYTES + 1))}`);
    expect(overHttp.status).toBe(431);
    // Behind a server allowing longer headers, the document limit still holds.
    const yoga = createGatewayYoga({ upstream: { baseUrl: stack.platform.url }, graphiql: false, hideSchemaFromAnonymous: true });
    const reply = await yoga.fetch(`http://gateway/graphql?query=${encodeURIComponent(paddedMe(MAX_DOCUMENT_BYTES + 1))}`);
    await expectRefusal(reply, 'DOCUMENT_TOO_LARGE', /^查询文档过大/);
  });

  it('still saves a pipeline whose content is close to the platform’s own 1 MiB limit', async () => {
    const content = aPipeline()
      .withStep('send', {
        title: '发送',
        app_id: '1007',
        action_id: 'http',
        params: { url: 'https://example.com', method: 'POST', body: { note: 'x'.repeat(900_000) } },
      })
      .build();
    const body = JSON.stringify({
      query: 'mutation ($input: CreatePipelineInput!) { createPipeline(input: $input) { processId } }',
      variables: { input: { title: '大流程', steps: toTypedSteps(content) } },
    });
    expect(body.length).toBeGreaterThan(900_000);
    expect(body.length).toBeLessThan(maxBodyBytes('application/json'));
    const reply = await fetch(url(), { method: 'POST', headers: headers(), body });
    const result = (await reply.json()) as { data?: { createPipeline: { processId: string } }; errors?: unknown };
    expect(result.errors).toBeUndefined();
    expect(result.data?.createPipeline.processId).toMatch(/^\d+$/);
  });

  it('leaves multipart uploads larger than the JSON limit to the upload limits', async () => {
    const csv = `备注\n${`${'长'.repeat(500)}\n`.repeat(1_500)}`;
    expect(new TextEncoder().encode(csv).length).toBeGreaterThan(maxBodyBytes('application/json'));
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({ query: 'mutation ($file: File!) { uploadDatasourceFile(file: $file) { rows } }', variables: { file: null } }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', new Blob([csv], { type: 'text/csv' }), '备注.csv');
    const reply = await fetch(url(), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(await reply.json()).toEqual({ data: { uploadDatasourceFile: { rows: 1_500 } } });
  });

  it('refuses a multipart upload larger than the platform would ever take, before reading it', async () => {
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({ query: 'mutation ($file: File!) { uploadDatasourceFile(file: $file) { rows } }', variables: { file: null } }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', new Blob([Buffer.alloc(11 * 1024 * 1024, 0x61)], { type: 'text/csv' }), 'big.csv');
    const reply = await fetch(url(), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(reply.status).toBe(413);
    expect(((await reply.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe('REQUEST_TOO_LARGE');
  });
});
