import type { ModelTraining } from '@huiliu/contract';
import type { FastifyInstance } from 'fastify';
import { platformTrainer } from '../../../app';
import type { Reply, usePlatform } from '../../../test/harness';
import { multipart } from '../../../test/multipart';
import { toCsv, type GeneratedRow } from './datasets';

/** What the helpers need of a platform: the harness's fixture, or `callerOf` an app built by hand. */
type Fixture = Pick<ReturnType<typeof usePlatform>, 'app' | 'call'>;

/** The harness's `call` for an app built by hand (a restart test builds two on one database). */
export function callerOf(app: FastifyInstance): Fixture {
  return {
    app,
    async call(method, url, o = {}) {
      const headers: Record<string, string> = o.token ? { authorization: `Bearer ${o.token}` } : {};
      const query = o.query ? Object.fromEntries(Object.entries(o.query).map(([k, v]) => [k, String(v)])) : undefined;
      const res = await app.inject({
        method,
        url,
        headers,
        ...(o.body !== undefined ? { payload: o.body as object } : {}),
        ...(query ? { query } : {}),
      });
      const parsed = JSON.parse(res.body) as Omit<Reply, 'status' | 'raw'>;
      return { status: res.statusCode, ...parsed, raw: res.body };
    },
  };
}

/** A new company on `f` and its first person's token. */
export async function signUpOn(f: Fixture): Promise<string> {
  const email = `dm.${Math.random().toString(36).slice(2, 12)}@example.com`;
  const res = await f.call('POST', '/v1/api/user/register', {
    body: { company_name: '模型公司', uname: '甲', email, password: 'correct-horse-battery' },
  });
  return res.data.token as string;
}

export const DM = '/v1/api/datamodel';

/** A data source made the way a person makes one: the CSV uploaded, then imported with the detected column types. */
export async function uploadTable(f: Fixture, token: string, name: string, rows: readonly GeneratedRow[]): Promise<string> {
  const { payload, contentType } = multipart([{ name: 'file', value: toCsv(rows), filename: `${name}.csv` }]);
  const res = await f.app.inject({
    method: 'POST',
    url: '/v1/api/datasource/upfile',
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
  });
  const staged = JSON.parse(res.body) as { code: number; data: { Filepath: string; types: unknown[] } };
  if (staged.code !== 0) throw new Error(`upfile failed: ${res.body}`);
  const added = await f.call('POST', '/v1/api/datasource/adddatasource', {
    token,
    body: { name, table_fields: staged.data.types, Filepath: staged.data.Filepath },
  });
  if (added.code !== 0) throw new Error(`adddatasource failed: ${added.raw}`);
  return added.data.dsid as string;
}

/** A saved model; throws with the reply when the platform refused it. */
export async function addModel(f: Fixture, token: string, body: Record<string, unknown>) {
  const res = await f.call('POST', `${DM}/add`, { token, body: { name: '购买预测', ...body } });
  if (res.code !== 0) throw new Error(`add model failed: ${res.raw}`);
  return res.data as { dmid: string; [key: string]: unknown };
}

/** Starts a training and waits for every job of the platform to settle; answers the training as it ended. */
export async function trainToEnd(f: Fixture, token: string, dmid: string) {
  const started = await f.call('POST', `${DM}/train`, { token, body: { dmid } });
  if (started.code !== 0) throw new Error(`train failed: ${started.raw}`);
  await platformTrainer(f.app).idle();
  const status = await f.call('GET', `${DM}/train/status`, { token, query: { tmid: started.data.tmid } });
  return status.data as { tmid: string; status: string; error: string | null; version: number | null; progress: Record<string, unknown> };
}

/** Polls a training until `done` says so (at most `ms`). */
export async function waitForTraining(f: Fixture, token: string, tmid: string, done: (t: ModelTraining) => boolean, ms = 20_000) {
  const until = Date.now() + ms;
  for (;;) {
    const status = await f.call('GET', `${DM}/train/status`, { token, query: { tmid } });
    if (done(status.data as ModelTraining)) return status.data as ModelTraining;
    if (Date.now() > until) throw new Error(`training never reached the state: ${status.raw}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
