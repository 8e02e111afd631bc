/**
 * The run log the analytics bench reads (issue 16), written in bulk by the database itself (generate_series): 90 days of
 * runs, four in five of one big company's 240 pipelines (a few of them busy, most quiet), the rest spread over nine
 * smaller companies' 60; 2–4 steps a run; about 7 % failed, more on the pipelines that keep failing; a trigger data
 * object with an order number, a customer and a phone number; the content a three-step pipeline freezes per run.
 */
export interface SeedPlan {
  runs: number;
  /** The big company (signed up, so the bench can call as it). */
  big: string;
  /** Nine smaller companies: the first signed up, the rest made here. */
  others: string[];
}

const CONTENT = JSON.stringify([
  { uuid: 'trigger', app_id: '1001', action_id: 'webhook', title: 'Webhook', params: { response_type: 'immediately' } },
  {
    uuid: 'step2',
    app_id: '1003',
    action_id: 'filter',
    title: '金额大于 100',
    params: { conditions: [[{ field: '{{1.amount}}', operator: 21, value: '100' }]] },
  },
  {
    uuid: 'step3',
    app_id: '1007',
    action_id: 'http',
    title: '推送订单',
    params: {
      url: 'https://erp.example.com/api/orders',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: { order_id: '{{1.order_id}}', customer: '{{1.customer}}', phone: '{{1.phone}}', amount: '{{1.amount}}' },
    },
  },
]).replace(/'/g, "''");

const ERRORS = [
  '请求超时：https://erp.example.com/api/orders',
  '目标返回 500：Internal Server Error',
  '目标返回 401：未授权',
  '字段 order_id 缺失',
  '连接被拒绝：10.0.0.8:443',
  '数据表「订单」不存在',
  '目标返回 429：请求过于频繁',
  'JSON 解析失败',
];
const APPS = ['1003', '1007', '1008', '1006', '2001', '2002', '2003', '2004', '1009'];
const list = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** The statements, in order; every value is ours (digits and fixed text), so they are spelled out, not bound. */
export function seedStatements(plan: SeedPlan): string[] {
  const { runs: n, big, others } = plan;
  if (!/^\d+$/.test(big) || others.length !== 9 || !others.every((id) => /^\d+$/.test(id)))
    throw new Error('seed: nine other companies, ids of digits');
  const company = (p: string) => `case when ${p} < 240 then ${big} else (${list(others)})[1 + ${p} % 9]::bigint end`;
  return [
    `select setseed(0.16)`,
    `insert into companies (id, name, plan, time_zone) select c, '压测公司 ' || c, 'enterprise', 'Asia/Shanghai'
       from unnest(${list(others.slice(1))}::bigint[]) as c on conflict (id) do nothing`,
    `insert into pipelines (id, company_id, title, content, status, creator_id, step_count)
       select 800000000000000000 + p, ${company('p')}, '订单同步 ' || p, '${CONTENT}', 1, 1, 3 from generate_series(0, 299) as p`,
    // ids grow with time, as core's newId does; a few pipelines take most of the big company's runs (random()²)
    `create temp table seed_runs as
       select i, (1000000000000000000 + ${n} - i)::bigint as id,
         case when i % 5 <> 0 then floor(random() ^ 2 * 240)::int else 240 + floor(random() * 60)::int end as p,
         now() - (i::float8 / ${n}) * interval '90 days' - random() * interval '5 seconds' as created_at,
         random() as r, random() as r2
       from generate_series(1, ${n}) as i`,
    `insert into runs (id, company_id, process_id, content, status, trigger_type, trigger_data, error, failed_step_uuid, attempt, step_count,
         started_at, finished_at, duration_ms, created_at)
       select s.id, ${company('s.p')}, 800000000000000000 + s.p, '${CONTENT}', st.status,
         case when s.r2 < 0.7 then 'webhook' when s.r2 < 0.9 then 'schedule' when s.r2 < 0.95 then 'manual' when s.r2 < 0.98 then 'rerun' else 'polling' end,
         '{"order_id":"' || (7000000000000000000 + s.i) || '","customer":"客户' || (s.i % 5000) || '","phone":"138' || lpad((s.i % 100000000)::text, 8, '0')
           || '","amount":' || (s.i % 997) || ',"items":[{"sku":"SKU-' || (s.i % 3000) || '","qty":' || (1 + s.i % 5) || '}]}',
         case when st.status = 'failed' then (${list(ERRORS)})[1 + (s.p + s.i % 3) % 8] end,
         case when st.status = 'failed' then 'step3' end,
         1, 2 + s.i % 3,
         case when st.status <> 'queued' then s.created_at + interval '5 ms' end,
         case when st.status not in ('queued', 'running') then s.created_at + interval '5 ms' + make_interval(secs => d.ms / 1000.0) end,
         case when st.status not in ('queued', 'running') then d.ms end,
         s.created_at
       from seed_runs as s
       cross join lateral (select case
           when s.created_at > now() - interval '2 minutes' and s.r < 0.5 then 'running'
           when s.r < case when s.p % 17 = 0 then 0.35 else 0.04 end then 'failed'
           when s.r < case when s.p % 17 = 0 then 0.39 else 0.08 end then 'filtered'
           when s.r < case when s.p % 17 = 0 then 0.40 else 0.09 end then 'partial'
           when s.r < case when s.p % 17 = 0 then 0.405 else 0.095 end then 'cancelled'
           else 'success' end as status) as st
       cross join lateral (select (20 + exp(random() * 7) * (1 + s.p % 5))::int as ms) as d`,
    `drop table seed_runs`,
    // the trigger, then the pipeline's apps; a failed run fails at its last step, a filtered one stops there
    `insert into run_steps (id, company_id, run_id, step_uuid, step_number, app_id, action_id, title, status, input, output, error, attempts, started_at, duration_ms)
       select r.id * 4 + k - 4000000000000000000, r.company_id, r.id, case k when 1 then 'trigger' else 'step' || k end, k,
         case when k = 1 then case when r.trigger_type = 'schedule' then '1002' else '1001' end
              else (${list(APPS)})[1 + ((r.process_id % 1000)::int + k * 3) % 9] end,
         'act', '步骤 ' || k,
         case when r.status = 'failed' and k = r.step_count then 'failed' when r.status = 'filtered' and k = r.step_count then 'filtered' else 'success' end,
         '{"order_id":"' || r.id || '","step":' || k || '}', '{"ok":true,"id":"' || (r.id + k) || '"}',
         case when r.status = 'failed' and k = r.step_count then r.error end, 1,
         r.created_at + make_interval(secs => k / 100.0), 10 + k
       from runs as r cross join lateral generate_series(1, r.step_count) as k`,
  ];
}
