import { randomBytes } from 'node:crypto';
import { aPipeline } from '@huiliu/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformEngine } from '../../app';
import { pollCursors } from '../../db/schema-apps';
import { runs } from '../../db/schema-engine';
import { flakyReceiver, livePipeline, loopbackHttp } from '../../test/engine-fixtures';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { AccountStore } from '../accounts';
import { loadCatalogue } from '../catalogue';
import { startGithub, type GithubStandin } from '../standins/github';

const secretKey = randomBytes(32);

describe.each(drivers())('GitHub new-issue polling trigger (%s)', (kind) => {
  const t = usePlatform(kind, { secretKey, engine: { http: loopbackHttp() } });
  let gh: GithubStandin;
  let receiver: Awaited<ReturnType<typeof flakyReceiver>>;
  let me: SignedUp;
  let processId: string;

  beforeAll(async () => {
    gh = await startGithub({ token: 'ghp_poll_token_1', repos: ['octo/shop'] });
    gh.addIssue('octo/shop', '旧问题一', 60);
    gh.addIssue('octo/shop', '旧问题二', 30);
    receiver = await flakyReceiver();
    me = await t.signUp();
    const store = new AccountStore(t.db, secretKey, loadCatalogue());
    const account = await store.create({
      companyId: me.company_id,
      userId: null,
      app: loadCatalogue().get('2006')!,
      accountType: 'api_key',
      accountName: 'GitHub 轮询',
      data: { token: 'ghp_poll_token_1', base_url: gh.url },
    });
    const content = aPipeline()
      .withStep('notify', {
        app_id: '1007',
        action_id: 'http',
        params: { url: `${receiver.url}/issue`, method: 'POST', body: { title: '{{1.title}}', number: '{{1.number}}' } },
      })
      .build();
    content[0] = { ...content[0]!, app_id: '2006', action_id: 'new_issue', account_id: account.id, params: { owner: 'octo', repo: 'shop' } };
    ({ processId } = await livePipeline(t, me.token, content));
  });
  afterAll(async () => {
    await gh.close();
    await receiver.close();
  });

  const poll = () => platformEngine(t.app).schedules.poller.poll(processId);
  // ids grow in creation order (core newId): the order the poll queued its runs in
  const runsOf = async () =>
    (await t.db.select().from(runs).where(eq(runs.processId, processId))).sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  const cursorRow = async () =>
    (
      await t.db
        .select()
        .from(pollCursors)
        .where(and(eq(pollCursors.processId, processId)))
    )[0]!;

  it('the first poll (when switched on) only records what exists', async () => {
    expect(await platformEngine(t.app).schedules.nextRun(processId)).toBeInstanceOf(Date);
    await poll();
    expect(await runsOf()).toHaveLength(0);
    const row = await cursorRow();
    expect(row.seenIds).toHaveLength(2);
    expect(row.cursor.since).toBe(gh.issues('octo/shop')[1]!.created_at);
    expect(row.lastError).toBeNull();
  });

  it('new issues start one run each, oldest first, with the issue as trigger data; the cursor is sent as since', async () => {
    gh.addIssue('octo/shop', '新问题 A', 2);
    gh.addIssue('octo/shop', '新问题 B', 1);
    const result = await poll();
    expect(result).toEqual({ started: 2, first: false });
    const listed = gh.received.at(-1)!;
    expect(listed.query).toMatchObject({ state: 'all', sort: 'created', direction: 'desc', since: gh.issues('octo/shop')[1]!.created_at });
    const created = await runsOf();
    expect(created.map((r) => JSON.parse(r.triggerData!).title)).toEqual(['新问题 A', '新问题 B']);
    expect(created.map((r) => r.triggerType)).toEqual(['polling', 'polling']);
    await platformEngine(t.app).idle();
    // the runs execute concurrently: both messages arrive, in either order
    expect(receiver.requests.map((r) => JSON.parse(r.body).title).sort()).toEqual(['新问题 A', '新问题 B']);
    expect((await cursorRow()).seenIds).toHaveLength(4);
  });

  it('polling again without new issues starts nothing (dedupe by id)', async () => {
    expect(await poll()).toEqual({ started: 0, first: false });
    expect(await runsOf()).toHaveLength(2);
  });

  it('an error is kept in last_error and the account shows failed', async () => {
    gh.tokens.clear();
    const result = await poll();
    expect(result.error).toBe('账户「GitHub 轮询」授权失败：Bad credentials（HTTP 401）');
    expect((await cursorRow()).lastError).toBe(result.error);
    gh.tokens.add('ghp_poll_token_1');
    gh.addIssue('octo/shop', '恢复后', 0);
    expect(await poll()).toEqual({ started: 1, first: false });
    expect((await cursorRow()).lastError).toBeNull();
  });
});
