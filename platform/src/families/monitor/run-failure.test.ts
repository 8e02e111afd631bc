import { SECRET_MASK, aPipeline } from '@huiliu/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformEngine } from '../../app';
import { notices, runs } from '../../db/schema-engine';
import { livePipeline, loopbackHttp } from '../../test/engine-fixtures';
import { usePlatform, type SignedUp } from '../../test/harness';
import { startReceiver, type Receiver } from '../../test/receiver';
import { mailText, startSmtpSink, type SmtpSink } from '../../test/smtp';
import { mailerFromEnv, type Mailer } from './mailer';

/**
 * The error monitor end to end: a webhook starts a run of a watched pipeline, its send data step
 * fails at a real third party, and the engine's onRunFinished brings an in-app notice, a mail at a
 * real SMTP server, a webhook POST and a run of the error pipeline with the failure as trigger data.
 */
describe('a failed run of a monitored pipeline', () => {
  let smtp: SmtpSink;
  let monitorHook: Receiver;
  let handlerHook: Receiver;
  let thirdParty: Receiver;
  // SMTP_URL is read when the platform is built, before the sink has a port: resolve it per mail.
  const mailer: Mailer = { send: (mail) => mailerFromEnv({ SMTP_URL: smtp.url, SMTP_FROM: '汇流监控 <monitor@huiliu.test>' })!.send(mail) };
  const t = usePlatform('pglite', { engine: { http: loopbackHttp() }, mailer });
  let me: SignedUp;

  beforeAll(async () => {
    [smtp, monitorHook, handlerHook, thirdParty] = await Promise.all([startSmtpSink(), startReceiver(), startReceiver(), startReceiver(400)]);
    me = await t.signUp();
  });
  afterAll(() => Promise.all([smtp?.close(), monitorHook?.close(), handlerHook?.close(), thirdParty?.close()]));

  it('notifies in app, by mail and webhook, and runs the error pipeline with the failure', async () => {
    await t.call('POST', '/v1/api/process/environmentvariables/add', {
      token: me.token,
      body: { variable_name: '接口密钥', variable_key: 'API_KEY', variable_value: 's3cret-key-42', variable_type: 'secret' },
    });
    const handler = await livePipeline(
      t,
      me.token,
      aPipeline()
        .withStep('report', {
          app_id: '1007',
          action_id: 'http',
          params: {
            url: `${handlerHook.url}/handled`,
            method: 'POST',
            body: { failed_log: '{{1.log_id}}', title: '{{1.title}}', step: '{{1.step_uuid}}' },
          },
        })
        .build(),
    );
    const watched = await livePipeline(
      t,
      me.token,
      aPipeline()
        .withStep('push', {
          app_id: '1007',
          action_id: 'http',
          params: { url: `${thirdParty.url}/orders`, method: 'POST', headers: { 'x-api-key': '{{env.API_KEY}}' }, body: { id: '{{1.id}}' } },
        })
        .build(),
    );
    await t.call('POST', '/v1/api/application/monitor/add', {
      token: me.token,
      body: { process_id: watched.processId, error_process_id: handler.processId },
    });
    await t.call('POST', '/v1/api/application/monitor/general/settings', {
      token: me.token,
      body: { email_notice: 1, notified_users: [me.userid], emails: ['oncall@example.com'], webhook_url: `${monitorHook.url}/alerts` },
    });

    const accepted = await t.app.inject({ method: 'POST', url: `/v1/api/data/webhook/accept?key=${watched.key}`, payload: { id: 7 } });
    const logId = JSON.parse(accepted.body).data.log_id as string;
    await platformEngine(t.app).idle();

    // The failing call carried the decrypted secret: {{env.KEY}} reached the engine.
    const [call] = await thirdParty.waitFor(1);
    expect(call!.headers['x-api-key']).toBe('s3cret-key-42');

    const failed = await t.call('POST', '/v1/api/log/detail', { token: me.token, body: { log_id: logId } });
    expect(failed.data).toMatchObject({ status: 'failed', failed_step_uuid: 'push' });
    // ...but the run log never shows it: the recorded input carries the mask (DESIGN §3)
    expect(failed.raw).not.toContain('s3cret-key-42');
    const push = failed.data.steps.find((s: { step_uuid: string }) => s.step_uuid === 'push');
    expect(push.input.headers['x-api-key']).toBe(SECRET_MASK);

    const [alert] = await monitorHook.waitFor(1);
    expect(alert!.url).toBe('/alerts');
    expect(JSON.parse(alert!.body)).toMatchObject({
      event: 'run_failed',
      process_id: watched.processId,
      log_id: logId,
      step_uuid: 'push',
      title: '测试流程',
    });

    const [mail] = await smtp.waitFor(1);
    expect(mail!.from).toBe('monitor@huiliu.test');
    expect(mail!.to.sort()).toEqual(['oncall@example.com', me.email.toLowerCase()].sort());
    expect(mailText(mail!)).toContain(logId);

    const inApp = await t.db.select().from(notices).where(eq(notices.runId, logId));
    expect(inApp).toHaveLength(1);
    expect(inApp[0]).toMatchObject({ userId: me.userid, processId: watched.processId, kind: 'run_failed' });

    const [handled] = await handlerHook.waitFor(1);
    expect(JSON.parse(handled!.body)).toEqual({ failed_log: logId, title: '测试流程', step: 'push' });
    await platformEngine(t.app).idle();
    const [errorRun] = await t.db.select().from(runs).where(eq(runs.parentRunId, logId));
    expect(errorRun).toMatchObject({ processId: handler.processId, triggerType: 'error', status: 'success' });
    const detail = await t.call('POST', '/v1/api/log/detail', { token: me.token, body: { log_id: errorRun!.id } });
    expect(detail.data.trigger_data).toEqual({
      process_id: watched.processId,
      log_id: logId,
      error: failed.data.error,
      step_uuid: 'push',
      title: '测试流程',
    });
  });
});
