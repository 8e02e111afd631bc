/** The sync job the webhook figures use (issue 9): a webhook, a filter `amount > 100`, a custom return `{"ok":true,"order_id":N}`. */

/** The order every load posts, to 汇流 and to its peers alike. */
export const ORDER = '{"order_id":1234567890123456789,"amount":150}';

/** One REST call through the public port, envelope unwrapped. */
export async function rest<T>(url: string, method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

const PASSWORD = 'bench-pass-1';

/** A new company and its owner; the email lets a later start of the same data folder log in again. */
export async function signUp(url: string, email = `bench-${Date.now()}@example.com`): Promise<{ token: string; email: string }> {
  const auth = await rest<{ token: string }>(url, 'POST', '/v1/api/user/register', undefined, {
    company_name: '压测公司',
    uname: '压测',
    email,
    password: PASSWORD,
  });
  return { token: auth.token, email };
}

export async function logIn(url: string, email: string): Promise<string> {
  return (await rest<{ token: string }>(url, 'POST', '/v1/api/user/login', undefined, { email, password: PASSWORD })).token;
}

const filterStep = {
  uuid: 'filter',
  action_type: '2',
  app_id: '1003',
  action_id: 'filter',
  params: { conditions: [[{ field: '{{1.amount}}', operator: 21, value: 100 }]] },
};
const returnStep = {
  uuid: 'ret',
  action_type: '2',
  app_id: '1009',
  action_id: 'return',
  params: { status: 200, body: { ok: true, order_id: '{{1.order_id}}' } },
};

/** A published pipeline behind a webhook: the sync job, or (sync false) the filter alone answered on accept. */
export async function livePipeline(url: string, token: string, title: string, sync: boolean) {
  const trigger = {
    uuid: 'trigger',
    action_type: '1',
    app_id: '1001',
    action_id: 'receive',
    params: sync ? { response_type: 'following_steps' } : {},
  };
  const content = sync ? [trigger, filterStep, returnStep] : [trigger, filterStep];
  const added = await rest<{ process_id: string }>(url, 'POST', '/v1/api/dataprocess/add', token, { title, content: JSON.stringify(content) });
  await rest(url, 'POST', '/v1/api/dataprocess/status', token, { process_id: added.process_id, status: 1 });
  const hook = await rest<{ accept_path: string }>(url, 'GET', `/v1/api/data/webhook/fetch?process_id=${added.process_id}`, token);
  return { processId: added.process_id, path: hook.accept_path };
}

/** Runs of a pipeline in the log (optionally of one status). */
export async function logged(url: string, token: string, processId: string, status?: string): Promise<number> {
  return (await rest<{ total: number }>(url, 'POST', '/v1/api/log/list', token, { process_id: processId, limit: 1, ...(status ? { status } : {}) }))
    .total;
}

/** Wait until every run of the pipeline has left queued/running; returns the ms it took. */
export async function settled(url: string, token: string, processId: string): Promise<number> {
  const began = performance.now();
  while ((await logged(url, token, processId, 'queued')) + (await logged(url, token, processId, 'running')) > 0) {
    await new Promise((r) => setTimeout(r, 50));
  }
  return performance.now() - began;
}

/** The log count beside the answered count: more in the log is fine (requests cut off when the load ended still ran). */
export function storedVerdict(inLog: number, answered: number): string {
  return inLog >= answered ? `every answered run persisted with its steps (+${inLog - answered} cut off by the end of the load)` : 'MISSING RUNS';
}
