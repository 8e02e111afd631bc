import { platformEngine } from '@huiliu/platform';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../../test/fake-server';
import { livePipeline, orderPipeline, postWebhook } from '../../test/pipelines';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
let receiver: FakeServer;
beforeAll(async () => {
  process.env.HUILIU_OUTBOUND_ALLOW = '127.0.0.1';
  receiver = await startFakeServer((_req, res) => res.writeHead(204).end());
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
  await receiver?.close();
});

interface RunEvent {
  data?: { runUpdated: { logId: string; processId: string; status: string; processTitle: string } };
  errors?: { message: string; extensions: Record<string, unknown> }[];
}

/**
 * Opens the subscription over SSE (yoga's built-in transport) and keeps reading it: yoga pulls the
 * subscription, and so the platform's stream, only while the client reads.
 */
async function subscribe(token: string | null, processId: string | null, signal: AbortSignal) {
  const reply = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({
      query: 'subscription ($p: ID) { runUpdated(processId: $p) { logId processId status processTitle } }',
      variables: { p: processId },
    }),
    signal,
  });
  expect(reply.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const received: RunEvent[] = [];
  let wake = () => {};
  void (async () => {
    try {
      // yoga's "complete" event carries an empty data line
      for await (const { data } of reply.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream())) {
        if (data === '') continue;
        received.push(JSON.parse(data) as RunEvent);
        wake();
      }
    } catch {
      // aborted by the test
    }
  })();
  return {
    received,
    /** Resolves once `count` events have arrived (bounded by the test timeout). */
    async atLeast(count: number): Promise<RunEvent[]> {
      while (received.length < count) await new Promise<void>((resolve) => (wake = resolve));
      return received;
    },
  };
}

describe('Subscription.runUpdated over SSE', () => {
  it('streams each status change of a pipeline’s run until it finishes', async () => {
    const { token } = await stack.signUp('实时');
    const { processId, url } = await livePipeline(stack, token, orderPipeline(receiver.url));
    const controller = new AbortController();
    const opened = eventStreams();
    const events = await subscribe(token, processId, controller.signal);
    await waitForEventStream(opened);

    const { log_id } = await postWebhook(url, '{"order_id":5,"amount":120}');
    let statuses: string[] = [];
    for (let count = 1; !['success', 'failed'].includes(statuses.at(-1) ?? ''); count++) {
      const received = await events.atLeast(count);
      expect(received.flatMap((e) => e.errors ?? [])).toEqual([]);
      statuses = received.map((e) => e.data!.runUpdated.status);
    }
    expect(events.received.map((e) => e.data!.runUpdated)).toEqual(
      statuses.map((status) => ({ logId: log_id, processId, processTitle: '订单同步', status })),
    );
    expect(statuses).toEqual(['queued', 'running', 'success']);
    controller.abort();
  });

  it('sends one pipeline’s subscriber nothing of another pipeline or another company', async () => {
    const owner = await stack.signUp('订阅甲');
    const stranger = await stack.signUp('订阅乙');
    const watched = await livePipeline(stack, owner.token, orderPipeline(receiver.url), '被订阅');
    const other = await livePipeline(stack, owner.token, orderPipeline(receiver.url), '另一个');
    const strangers = await livePipeline(stack, stranger.token, orderPipeline(receiver.url), '别人的');
    const controller = new AbortController();
    const opened = eventStreams();
    const events = await subscribe(owner.token, watched.processId, controller.signal);
    await waitForEventStream(opened);

    await postWebhook(other.url, '{"amount":1}');
    await postWebhook(strangers.url, '{"amount":1}');
    const { log_id } = await postWebhook(watched.url, '{"amount":1}');
    const [first] = await events.atLeast(1);
    // the first event the subscriber sees is already its own pipeline's run
    expect(first!.data!.runUpdated.logId).toBe(log_id);
    controller.abort();
  });

  it('closes the platform stream when the subscriber goes away', async () => {
    const { token } = await stack.signUp('离开');
    const engine = platformEngine(stack.platform.app);
    const listening = engine.events.listenerCount('run');
    const controller = new AbortController();
    const opened = eventStreams();
    await subscribe(token, null, controller.signal);
    await waitForEventStream(opened);
    await until(() => engine.events.listenerCount('run') === listening + 1);
    controller.abort();
    await until(() => engine.events.listenerCount('run') === listening);
  });

  it('refuses a subscriber that is not signed in', async () => {
    const controller = new AbortController();
    const events = await subscribe(null, null, controller.signal);
    const [event] = await events.atLeast(1);
    expect(event!.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    controller.abort();
  });
});

const eventStreams = () => stack.upstreamCalls.filter((c) => c === 'GET /v1/api/log/events').length;

/** Waits until the gateway has opened one more upstream event stream than `before` (the counting hop saw it). */
async function waitForEventStream(before: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (eventStreams() > before) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the gateway never opened the platform event stream');
}

/** Polls a condition the system reaches by itself (bounded: a leak fails the test). */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition never held');
}
