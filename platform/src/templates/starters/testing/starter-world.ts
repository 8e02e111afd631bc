import { randomBytes } from 'node:crypto';
import type { AppManifest } from '@huiliu/core';
import { afterAll, beforeAll } from 'vitest';
import { AccountStore } from '../../../apps/accounts';
import { loadCatalogue } from '../../../apps/catalogue';
import { CORPWECHAT_STANDIN, startCorpWechat, type CorpWechatStandin } from '../../../apps/standins/corpwechat';
import { startCorpWechatBot } from '../../../apps/standins/corpwechat-bot';
import { startDingtalkBot } from '../../../apps/standins/dingtalk-bot';
import { DOUDIAN_STANDIN, startDoudian } from '../../../apps/standins/doudian';
import { startFeishuBot } from '../../../apps/standins/feishu-bot';
import { startGithub, type GithubStandin } from '../../../apps/standins/github';
import { startMautic, type MauticStandin } from '../../../apps/standins/mautic';
import { startJsonServer, type Standin, type StandinRequest, type StandinReply } from '../../../apps/standins/server';
import { startSmtp } from '../../../apps/standins/smtp';
import { WECHAT_STANDIN, startWechat, type WechatStandin } from '../../../apps/standins/wechat';
import { tableServices } from '../../../families/datasource/service';
import type { JobData, JobHandler, ScheduleSpec, Scheduler } from '../../../runtime/types';
import { loopbackHttp } from '../../../test/engine-fixtures';
import { usePlatform, type SignedUp } from '../../../test/harness';

/**
 * A scheduler whose ticks the test fires: the engine's real schedules hand it each pipeline's spec and tick, so a
 * starter's cron is checked as the platform reads it and its run starts the way a tick starts it.
 */
export class ManualScheduler implements Scheduler {
  private readonly handlers = new Map<string, JobHandler>();
  readonly jobs = new Map<string, { name: string; spec: ScheduleSpec; data: JobData }>();
  register(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler);
  }
  async upsert(id: string, name: string, spec: ScheduleSpec, data: JobData = {}): Promise<void> {
    this.jobs.set(id, { name, spec, data });
  }
  async remove(id: string): Promise<void> {
    this.jobs.delete(id);
  }
  async nextRun(): Promise<Date | undefined> {
    return undefined;
  }
  onReset(): void {}
  async close(): Promise<void> {
    this.jobs.clear();
  }
  /** One tick of schedule `id`, run as a scheduler would: its job's registered handler with its data. */
  async fire(id: string): Promise<void> {
    const job = this.jobs.get(id);
    if (!job) throw new Error(`流程 ${id} 没有定时任务`);
    await this.handlers.get(job.name)!(id, job.data);
  }
}

export const API_KEY = 'starter-api-key-7';
export const GITHUB_REPO = { owner: 'acme', repo: 'web' };

/**
 * The company's own systems behind the starters that call "your API": a report API and a tracking API that want
 * the account's API key, a health check that is up or down, an order receiver that is busy once, and an ERP that
 * always fails (the pipeline an error monitor watches).
 */
function startCompanySystems(siteDown: () => boolean): Promise<Standin> {
  let busy = 1;
  const keyed = (req: StandinRequest, body: unknown): StandinReply =>
    req.headers['x-api-key'] === API_KEY ? { body } : { status: 401, body: { message: 'invalid api key' } };
  return startJsonServer((req) => {
    switch (`${req.method} ${req.path}`) {
      case 'GET /report':
        return keyed(req, { date: '2026-11-25', orders: 342, revenue: 52860.5, new_customers: 27 });
      case 'GET /tracking':
        return keyed(req, { tracking_no: req.query.tracking_no, status: '运输中', location: '上海转运中心', updated_at: '2026-11-26 08:00' });
      case 'GET /health':
        return siteDown() ? { status: 503, body: { status: 'down' } } : { body: { status: 'ok' } };
      case 'POST /orders':
        return busy-- > 0 ? { status: 503, body: { message: 'busy' } } : { body: { received: true } };
      case 'POST /erp':
        return { status: 500, body: { message: 'ERP 维护中' } };
      default:
        return { status: 404, body: { message: 'not found' } };
    }
  });
}

export interface World {
  f: ReturnType<typeof usePlatform>;
  me: SignedUp;
  scheduler: ManualScheduler;
  dingtalk: Standin;
  wecom: Standin;
  feishu: Standin;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  github: GithubStandin;
  corpwechat: CorpWechatStandin;
  wechat: WechatStandin;
  mautic: MauticStandin;
  doudian: Standin;
  company: Standin;
  /** Whether the company's website answers its health check with 503. */
  siteDown: boolean;
  /** App id → the account every step of that app uses. */
  accounts: Record<string, string>;
  /** A new data table with these columns (name → type). */
  table(name: string, columns: Record<string, 'text' | 'number' | 'datetime' | 'boolean'>): Promise<string>;
  rows(tableId: string): Promise<Record<string, unknown>[]>;
  insertRow(tableId: string, row: Record<string, unknown>): Promise<void>;
  /** Remember what every third party has received so far; `fresh` gives what came after. */
  mark(): void;
  fresh<T>(list: T[]): T[];
}

const VENDOR_ENV = ['CORPWECHAT', 'WECHAT', 'DOUDIAN'].map((v) => `HUILIU_VENDOR_BASE_${v}`);

/**
 * One platform for every starter (real PGlite, the real engine with loopback outbound calls allowed) and a stand-in
 * for each app the starters use, with one account each, sealed by the real AccountStore.
 */
export function useStarterWorld(): World {
  const secretKey = randomBytes(32);
  const catalogue = loadCatalogue();
  const scheduler = new ManualScheduler();
  const f = usePlatform('pglite', { secretKey, catalogue, engine: { http: loopbackHttp(), scheduler } });
  const marks = new Map<unknown[], number>();
  const world = { f, scheduler, accounts: {} as Record<string, string>, siteDown: false } as World;

  beforeAll(async () => {
    const [dingtalk, wecom, feishu, smtp, github, corpwechat, wechat, mautic, doudian, company] = await Promise.all([
      startDingtalkBot({ accessToken: 'ding-token-9', secret: 'SECstarter01' }),
      startCorpWechatBot({ key: 'wecom-key-9' }),
      startFeishuBot({ hookId: 'hook-starter-9', secret: 'feishu-secret-9' }),
      startSmtp({ user: 'robot@example.com', password: 'smtp-pass-9' }),
      startGithub({ token: 'ghp_starter_9', repos: [`${GITHUB_REPO.owner}/${GITHUB_REPO.repo}`] }),
      startCorpWechat(),
      startWechat(),
      startMautic(),
      startDoudian(),
      startCompanySystems(() => world.siteDown),
    ]);
    Object.assign(world, { dingtalk, wecom, feishu, smtp, github, corpwechat, wechat, mautic, doudian, company });
    [corpwechat.url, wechat.url, doudian.url].forEach((url, i) => (process.env[VENDOR_ENV[i]!] = url));
    world.me = await f.signUp();
    const store = new AccountStore(f.db, secretKey, catalogue);
    const add = async (appId: string, accountType: string, data: Record<string, unknown>) => {
      const app = catalogue.get(appId) as AppManifest;
      const row = await store.create({ companyId: world.me.company_id, userId: world.me.userid, app, accountType, accountName: app.name, data });
      world.accounts[appId] = row.id;
    };
    await add('2001', 'custom', { webhook_url: `${wecom.url}/cgi-bin/webhook/send?key=wecom-key-9` });
    await add('2002', 'custom', { webhook_url: `${dingtalk.url}/robot/send?access_token=ding-token-9`, secret: 'SECstarter01' });
    await add('2003', 'custom', { webhook_url: `${feishu.url}/open-apis/bot/v2/hook/hook-starter-9`, secret: 'feishu-secret-9' });
    await add('2004', 'custom', {
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      user: 'robot@example.com',
      password: 'smtp-pass-9',
      from: '汇流机器人 <robot@example.com>',
    });
    await add('2005', 'api_key', { header_name: 'X-API-Key', api_key: API_KEY });
    await add('2006', 'api_key', { token: 'ghp_starter_9', base_url: github.url });
    await add('2007', 'custom', {
      corpid: CORPWECHAT_STANDIN.corpid,
      corpsecret: CORPWECHAT_STANDIN.corpsecret,
      agentid: CORPWECHAT_STANDIN.agentid,
    });
    await add('2009', 'custom', { app_key: DOUDIAN_STANDIN.app_key, app_secret: DOUDIAN_STANDIN.app_secret, shop_id: DOUDIAN_STANDIN.shop_id });
    await add('2010', 'custom', { appid: WECHAT_STANDIN.appid, appsecret: WECHAT_STANDIN.appsecret });
    await add('2011', 'oauth2', {
      base_url: mautic.base,
      client_id: 'mautic-public',
      client_secret: 'mautic-secret',
      access_token: mautic.issueToken(),
    });
  });
  afterAll(async () => {
    for (const name of VENDOR_ENV) delete process.env[name];
    const { dingtalk, wecom, feishu, smtp, github, corpwechat, wechat, mautic, doudian, company } = world;
    await Promise.all([dingtalk, wecom, feishu, smtp, github, corpwechat, wechat, mautic, doudian, company].map((s) => s?.close()));
  });

  world.table = async (name, columns) => {
    const table_fields = Object.entries(columns).map(([field, type]) => ({ name: field, type }));
    const added = await f.call('POST', '/v1/api/datasource/adddatasource', { token: world.me.token, body: { name, table_fields } });
    if (added.code !== 0) throw new Error(`数据表创建失败：${added.raw}`);
    return added.data.dsid as string;
  };
  world.rows = (tableId) => tableServices(f.db).findRows(world.me.company_id, tableId, [], 1000) as Promise<Record<string, unknown>[]>;
  world.insertRow = async (tableId, row) => void (await tableServices(f.db).insertRow(world.me.company_id, tableId, row));
  world.mark = () => {
    const lists: unknown[][] = [
      ...[world.dingtalk, world.wecom, world.feishu, world.github, world.corpwechat, world.wechat, world.doudian, world.company].map(
        (s) => s.received,
      ),
      world.smtp.received,
      world.mautic.contacts,
      world.corpwechat.messages,
      world.wechat.messages,
    ];
    for (const list of lists) marks.set(list, list.length);
  };
  world.fresh = (list) => list.slice(marks.get(list) ?? 0);
  return world;
}
