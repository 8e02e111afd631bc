import { toTypedSteps } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishedRun, livePipeline, orderPipeline, postWebhook } from '../../test/pipelines';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe('single step tests, samples and accepts through GraphQL', () => {
  it('tests one step against given trigger data', async () => {
    const { token } = await stack.signUp('单步');
    const steps = toTypedSteps(orderPipeline('http://127.0.0.1:9/'));
    const test = `mutation ($input: TestStepInput!) { testStep(input: $input) { status output error } }`;
    const passes = await stack.gql(test, { input: { steps, stepUuid: 'filter', triggerData: { amount: 500 } } }, token);
    expect(passes.data?.testStep).toEqual({ status: 'success', output: { passed: true }, error: null });
    const stops = await stack.gql(test, { input: { steps, stepUuid: 'filter', triggerData: { amount: 5 } } }, token);
    expect(stops.data?.testStep.status).toBe('filtered');
    // send: false renders the request without sending it
    const rendered = await stack.gql(test, { input: { steps, stepUuid: 'send', triggerData: { order_id: 7 }, send: false } }, token);
    expect(rendered.data?.testStep.output).toEqual({ request: expect.objectContaining({ body: { order_id: 7 } }) });
  });

  it('renders a custom action without sending it, and refuses a form without a url', async () => {
    const { token } = await stack.signUp('自定义');
    const forward = `mutation ($input: CustomActionInput!) { forwardCustomAction(input: $input) { status output } }`;
    const dry = await stack.gql(forward, { input: { fields: { method: 'post', url: 'https://example.com/x', body: '{}' }, send: false } }, token);
    expect(dry.data?.forwardCustomAction.status).toBe('success');
    const bad = await stack.gql(forward, { input: { fields: { method: 'post' } } }, token);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('lists a webhook’s accepts and offers the newest as the trigger sample', async () => {
    const { token } = await stack.signUp('样本');
    const { processId, url } = await livePipeline(stack, token, orderPipeline('http://127.0.0.1:9/'));
    const none = await stack.gql(`query ($p: ID!) { triggerSample(processId: $p) { sampleData } }`, { p: processId }, token);
    expect(none.errors?.[0]?.extensions.code).toBe('NOT_FOUND');

    const { log_id } = await postWebhook(url, '{"order_id":1234567890123456789,"amount":1}');
    await finishedRun(stack, token, log_id);
    const reply = await stack.gql(
      `query ($p: ID!) {
        webhookAccepts(processId: $p) { total items { acceptId logId method acceptData } }
        triggerSample(processId: $p) { sampleData acceptId }
      }`,
      { p: processId },
      token,
    );
    expect(reply.errors).toBeUndefined();
    const accept = reply.data!.webhookAccepts.items[0];
    expect(reply.data?.webhookAccepts.total).toBe(1);
    expect(accept).toMatchObject({ logId: log_id, method: 'POST', acceptData: { order_id: '1234567890123456789', amount: 1 } });
    expect(reply.data?.triggerSample).toEqual({ sampleData: accept.acceptData, acceptId: accept.acceptId });

    const detail = await stack.gql(`query ($a: ID!) { webhookAccept(acceptId: $a) { acceptId processId } }`, { a: accept.acceptId }, token);
    expect(detail.data?.webhookAccept).toEqual({ acceptId: accept.acceptId, processId });
    const sample = await stack.gql(`mutation ($p: ID!) { fetchWebhookSample(processId: $p) { acceptId } }`, { p: processId }, token);
    expect(sample.data?.fetchWebhookSample.acceptId).toBe(accept.acceptId);
  });

  it('keeps a delivery to an off pipeline as its sample while the editor listens', async () => {
    const { token } = await stack.signUp('监听');
    const { processId, url } = await livePipeline(stack, token, orderPipeline('http://127.0.0.1:9/'));
    await stack.gql(`mutation ($id: ID!) { setPipelineStatus(processId: $id, status: OFF) { status } }`, { id: processId }, token);
    const refused = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(refused.status).toBe(403);

    const listen = await stack.gql(`mutation ($p: ID!) { listenWebhookSample(processId: $p) { processId listeningUntil } }`, { p: processId }, token);
    expect(listen.data?.listenWebhookSample.processId).toBe(processId);
    const kept = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"order_id":1234567890123456789}' });
    expect(await kept.json()).toMatchObject({ code: 0, data: { log_id: null, sample_only: true } });
    const sample = await stack.gql(`mutation ($p: ID!) { fetchWebhookSample(processId: $p) { sampleData } }`, { p: processId }, token);
    expect(sample.data?.fetchWebhookSample.sampleData).toEqual({ order_id: '1234567890123456789' });
    const runs = await stack.gql(`query ($p: ID!) { runs(filter: { processId: $p }) { total } }`, { p: processId }, token);
    expect(runs.data?.runs.total).toBe(0);
  });
});
