import { data, dataprocess, envelope, logs, type Call } from '@huiliu/contract';
import { print, record } from './harness';

const stamp = new Date().toISOString();
const id = (n: number) => String(1_234_567_890_123_456_000n + BigInt(n));

const pipeline = (n: number) => ({
  process_id: id(n),
  title: `订单同步到表格 ${n}`,
  status: 1,
  create_channels: null,
  template_id: null,
  process_type: null,
  share_status: 0,
  collect_status: n % 2,
  app_ids: ['1001', '1003', '1008'],
  step_count: 4,
  creator_id: id(900),
  version_id: id(901),
  version_remark: '上线',
  isDagExist: true,
  created_at: stamp,
  updated_at: stamp,
});

const run = (n: number) => ({
  log_id: id(n),
  process_id: id(902),
  process_title: '订单同步',
  version_id: id(903),
  status: 'success',
  trigger_type: 'webhook',
  accept_id: id(904),
  error: null,
  failed_step_uuid: null,
  attempt: 1,
  parent_log_id: null,
  step_count: 4,
  created_at: stamp,
  started_at: stamp,
  finished_at: stamp,
  duration_ms: 12,
});

const ok = (payload: unknown) => ({ code: 0, msg: '成功', data: payload });
const page = <T>(item: (n: number) => T, size: number) => ok({ list: Array.from({ length: size }, (_, n) => item(n)), total: 1000 });

/** Mean µs of `fn` over the fastest of five trials (the bench machine is shared). */
function micros(fn: () => unknown, count: number): number {
  let best = Infinity;
  for (let trial = 0; trial < 5; trial++) {
    const began = process.hrtime.bigint();
    for (let i = 0; i < count; i++) fn();
    best = Math.min(best, Number(process.hrtime.bigint() - began) / count / 1000);
  }
  return best;
}

/**
 * What checking a reply against its call's schema costs (issue #8 strict replies), beside JSON.stringify of
 * the same envelope: the check runs under NODE_ENV=test only; these figures are why it stays off in production.
 */
export async function benchReplies() {
  print('checking replies against the contract, per reply');
  const cases: Array<[string, Call, unknown]> = [
    ['webhook accept', data.accept, ok({ accept_id: id(1), log_id: id(2) })],
    ['pipeline list, 15', dataprocess.list, page(pipeline, 15)],
    ['pipeline list, 100', dataprocess.list, page(pipeline, 100)],
    ['run list, 100', logs.list, page(run, 100)],
  ];
  for (const [name, call, reply] of cases) {
    const schema = envelope(call.reply);
    if (!schema.safeParse(reply).success) throw new Error(`${name}: the bench's reply breaks the contract`);
    const count = name.includes('100') ? 500 : 5000;
    const check = micros(() => schema.safeParse(reply), count);
    const stringify = micros(() => JSON.stringify(reply), count);
    const size = Math.round(JSON.stringify(reply).length / 1024);
    record(`reply check, ${name}`, `${check.toFixed(1)} µs`, `(JSON.stringify of the same ${size} KB: ${stringify.toFixed(1)} µs)`);
  }
}
