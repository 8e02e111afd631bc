// @vitest-environment happy-dom
import { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../auth/storage';
import { createErrorBus } from '../errors/errorBus';
import { classifyErrors } from '../errors/classify';
import { createGraphqlClient } from '../graphql/createGraphqlClient';
import { createEmbedBridge } from './bridge';
import { embedTokenKey, saveEmbedToken } from './embedToken';
import { expireOnUnauthenticated } from './sessionExpiry';
import { GraphQLError } from 'graphql';

const opened: HappyWindow[] = [];
afterEach(async () => {
  vi.unstubAllGlobals();
  for (const w of opened.splice(0)) await w.happyDOM.close();
});

describe('the embedded session', () => {
  it('rides every request as a Bearer header and never a cookie', async () => {
    const seen: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      seen.push(init);
      return new Response(JSON.stringify({ data: { __typename: 'Query', ok: true } }), { headers: { 'content-type': 'application/json' } });
    });
    const client = createGraphqlClient(createErrorBus(), 'hlu_user_token');
    await client.query('query Probe { ok }', {}).toPromise();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.credentials).toBe('omit');
    expect(new Headers(seen[0]!.headers).get('authorization')).toBe('Bearer hlu_user_token');
  });

  it('ends on a 2101 with a message to the partner, not a way to /login', async () => {
    const partner = new HappyWindow({ url: 'https://partner.example.com/shop' });
    opened.push(partner);
    const heard: unknown[] = [];
    partner.addEventListener('message', (event) => heard.push((event as unknown as MessageEvent).data));
    const bridge = createEmbedBridge({ self: window, parent: partner as unknown as Window }, ['https://partner.example.com']);
    const store = memoryStore();
    saveEmbedToken('c1', 'hlu_old', store);
    const bus = createErrorBus();
    let expired = 0;
    const stop = expireOnUnauthenticated(bus, { cfgId: 'c1', bridge, store, onExpired: () => (expired += 1) });
    // the gateway's answer to a refused token, as the GraphQL exchange classifies it
    for (const event of classifyErrors([new GraphQLError('请先登录', { extensions: { code: 'UNAUTHENTICATED', upstreamCode: 2101 } })]))
      bus.emit(event);
    await new Promise((done) => setTimeout(done, 20));
    expect(store.getItem(embedTokenKey('c1'))).toBeNull();
    expect(expired).toBe(1);
    expect(heard).toEqual([{ source: 'huiliu', type: 'session-expired', payload: {} }]);
    expect(window.location.pathname).not.toBe('/login');
    stop();
    bridge.dispose();
  });
});
