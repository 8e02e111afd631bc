import {
  ERROR_MONITOR_APP_ID,
  SCHEDULE_APP_ID,
  SWITCH_APP_ID,
  WEBHOOK_ACTIONS,
  WEBHOOK_APP_ID,
  WEBHOOK_RESPONSE_TYPES,
  type AppStep,
  type FilterCondition,
  type SavedStepSettings,
  type Segment,
  type StarterTemplate,
  type TemplateInput,
} from '@huiliu/core';

/**
 * Small builders for the starter catalogue, so each starter reads as what it does: a trigger with a realistic
 * sample, steps with their Chinese titles and `{{N.path}}` mappings, and the questions the simplified creation asks.
 * Steps get their `sort` from their place; uuids are stable words, since `instantiateTemplate` keeps them.
 */

type Params = Record<string, unknown>;

/**
 * A webhook trigger holding `sample` as its sample data (what later steps map from). `sync` makes the caller wait
 * for a custom return (spec §5: only "接收到数据时" with "使用后续步骤返回数据").
 */
export function webhookTrigger(sample: Params, opts: { sync?: boolean } = {}): AppStep {
  return {
    uuid: 'trigger',
    sort: 1,
    action_type: '1',
    app_id: WEBHOOK_APP_ID,
    action_id: WEBHOOK_ACTIONS.RECEIVE,
    title: opts.sync ? '接收到数据时（同步返回）' : '接收到数据时',
    params: { response_type: opts.sync ? WEBHOOK_RESPONSE_TYPES.FOLLOWING_STEPS : WEBHOOK_RESPONSE_TYPES.IMMEDIATE },
    sample_data: sample,
  };
}

/** A schedule trigger (cron in the company's time zone, or an interval); its sample is what a tick sends. */
export function scheduleTrigger(title: string, schedule: { cron: string } | { interval_minutes: number }): AppStep {
  return {
    uuid: 'trigger',
    sort: 1,
    action_type: '1',
    app_id: SCHEDULE_APP_ID,
    action_id: 'schedule',
    title,
    params: { ...schedule },
    // platform/src/engine/schedules.ts: the trigger data of every tick
    sample_data: { scheduled_at: '2026-11-26T01:00:00.000Z', process_id: '1876543210987654321', time_zone: 'Asia/Shanghai' },
  };
}

/** The error monitor trigger: another pipeline's failed run, as platform/src/families/monitor/notifier.ts sends it. */
export function errorMonitorTrigger(): AppStep {
  return {
    uuid: 'trigger',
    sort: 1,
    action_type: '1',
    app_id: ERROR_MONITOR_APP_ID,
    action_id: 'run_failed',
    title: '被监控的流程运行失败时',
    params: {},
    sample_data: {
      process_id: '1876543210987654321',
      log_id: '1876543210987650001',
      error: '对方返回 HTTP 500',
      step_uuid: 'push',
      title: '订单同步到 ERP',
    },
  };
}

/** A trigger of a catalogue app (a polling trigger), its sample shaped like the app's items. */
export function appTrigger(appId: string, actionId: string, title: string, params: Params, sample: Params): AppStep {
  return { uuid: 'trigger', sort: 1, action_type: '1', app_id: appId, action_id: actionId, title, params, sample_data: sample };
}

/** An action step; `extra` carries retry settings or the loop it belongs to. */
export function action(
  uuid: string,
  appId: string,
  actionId: string,
  title: string,
  params: Params,
  extra: { settings?: SavedStepSettings; parentLoopUuid?: string } = {},
): AppStep {
  return { uuid, sort: 0, action_type: '2', app_id: appId, action_id: actionId, title, params, ...extra };
}

/** One condition row (spec §5 operator codes): a field, usually a `{{N.path}}`, an operator and a value. */
export function when(field: string, operator: number, value?: unknown): FilterCondition {
  return value === undefined ? { field, operator } : { field, operator, value };
}

/** A switch branch: its conditions as OR-of-AND groups, or `'fallback'` for the branch taken when none matches. */
export function branch(segKey: string, title: string, conditions: FilterCondition[][] | 'fallback', apps: AppStep[]): Segment {
  const base = { segKey, title, apps: numbered(apps) };
  return conditions === 'fallback' ? { ...base, isFallback: true } : { ...base, conditions };
}

/** A switch step (first matching branch wins), each branch pointing back at it as the editor saves them. */
export function switchStep(uuid: string, title: string, segs: Segment[]): AppStep {
  return {
    ...action(uuid, SWITCH_APP_ID, 'switch', title, { mode: 'first' }),
    segs: segs.map((seg) => ({ ...seg, switchParentuuid: uuid })),
  };
}

/** A question of the simplified creation: a step's field, in Chinese with its English twin. */
export function ask(stepUuid: string, key: string, label: [zh: string, en: string], help?: [zh: string, en: string], required = true): TemplateInput {
  return {
    step_uuid: stepUuid,
    key,
    label: label[0],
    label_en: label[1],
    ...(help ? { help: help[0], help_en: help[1] } : {}),
    required,
  };
}

function numbered(steps: AppStep[]): AppStep[] {
  return steps.map((step, i) => ({ ...step, sort: i + 1 }));
}

/** A starter with its steps numbered in order. */
export function starter(t: Omit<StarterTemplate, 'content'> & { steps: AppStep[] }): StarterTemplate {
  const { steps, ...rest } = t;
  return { ...rest, content: numbered(steps) };
}
