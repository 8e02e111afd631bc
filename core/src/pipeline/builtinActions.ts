import { emptyCondition } from '../filter/evaluate';
import type { FieldKind, FieldRule } from '../required';
import { lookupAppId } from '../apps/ids';
import type { AppStep } from './model';
import {
  CUSTOM_ACTION_APP_ID,
  CUSTOM_RETURN_APP_ID,
  DATA_MODEL_APP_ID,
  ERROR_MONITOR_APP_ID,
  FILTER_APP_ID,
  FIND_DATA_APP_ID,
  LOOP_APP_ID,
  SCHEDULE_APP_ID,
  SEND_DATA_APP_ID,
  SWITCH_APP_ID,
  WEBHOOK_ACTIONS,
  WEBHOOK_APP_ID,
  WEBHOOK_RESPONSE_TYPES,
} from './webhook';

/**
 * Field definitions of the built-in apps' actions: the editor generates its forms from them and the
 * required rule (spec §5, required.ts) checks them, in the editor and on the platform alike. Keys are the
 * params the engine reads (platform/src/engine/apps/builtin.ts).
 */
export interface FieldOption {
  value: string;
  /** zh-CN label. */
  label: string;
}

export interface FieldDefinition extends FieldRule {
  kind: FieldKind;
  /** zh-CN label shown above the input. */
  label: string;
  placeholder?: string;
  help?: string;
  options?: readonly FieldOption[];
  /** Whether `{{N.path}}` references may be mapped into it (text-like fields). */
  mappable?: boolean;
  default?: unknown;
  /**
   * Children of a group (a list of rows) or an object (one nested record). An object without children
   * is a free key/value map, saved as a plain object (headers, a request body, a table row).
   */
  children?: FieldDefinition[];
}

/** Which editor a step's settings need beyond a field form. */
export type ActionEditor = 'fields' | 'filter' | 'switch';

export interface ActionDefinition {
  action_id: string;
  /** zh-CN name. */
  name: string;
  description: string;
  editor: ActionEditor;
  fields: readonly FieldDefinition[];
  /**
   * Whether the action sends data somewhere (an address, a data table): only such a step can be
   * 测试发送-ed, so only it warns "未测试发送数据" (spec §4 "data send failed or not executed").
   */
  sendsData?: boolean;
  /** The step's output before a run, for mappings (issue 17 datamodel: the 预测 action's known shape). */
  output_sample?: unknown;
}

export interface AppDefinition {
  app_id: string;
  is_trigger: boolean;
  actions: readonly ActionDefinition[];
}

const method = (values: string[], required = true): FieldDefinition => ({
  key: 'method',
  kind: 'select',
  label: '请求方式',
  required,
  default: values[0],
  options: values.map((v) => ({ value: v, label: v.toUpperCase() })),
});

const keyValue = (key: string, label: string): FieldDefinition => ({ key, kind: 'object', label, mappable: true });

/** issue 17 datamodel: the data model app's one action. */
export const PREDICT_ACTION_ID = 'predict';

/**
 * What a 预测 step gives later steps before any run (its sample output): the shape the engine's executor returns,
 * so `{{N.prediction}}` and `{{N.confidence}}` can be mapped as soon as the step is added.
 */
export const PREDICT_OUTPUT_SAMPLE = { prediction: '', confidence: 0.9, version: 1, dmid: '', imputed: [] as string[] };

const responseType: FieldDefinition = {
  key: 'response_type',
  kind: 'select',
  label: '响应方式',
  default: WEBHOOK_RESPONSE_TYPES.IMMEDIATE,
  options: [
    { value: WEBHOOK_RESPONSE_TYPES.IMMEDIATE, label: '立即返回接收成功' },
    { value: WEBHOOK_RESPONSE_TYPES.FOLLOWING_STEPS, label: '使用后续步骤返回数据' },
  ],
};

export const BUILTIN_APP_DEFINITIONS: readonly AppDefinition[] = [
  {
    app_id: WEBHOOK_APP_ID,
    is_trigger: true,
    actions: [
      {
        action_id: WEBHOOK_ACTIONS.RECEIVE,
        name: '接收到数据时',
        description: '有数据发送到 Webhook 地址时触发',
        editor: 'fields',
        fields: [responseType],
      },
      {
        action_id: WEBHOOK_ACTIONS.RECEIVE_WITH_HEADERS,
        name: '接收到带请求头的数据时',
        description: '触发数据中同时包含请求头',
        editor: 'fields',
        fields: [responseType],
      },
      { action_id: WEBHOOK_ACTIONS.RECEIVE_RAW, name: '接收原始数据时', description: '请求体原样作为文本传入', editor: 'fields', fields: [] },
    ],
  },
  {
    app_id: SCHEDULE_APP_ID,
    is_trigger: true,
    actions: [
      {
        action_id: 'schedule',
        name: '按计划定时触发',
        description: '按 cron 表达式或固定间隔运行',
        editor: 'fields',
        fields: [
          { key: 'cron', kind: 'text', label: 'Cron 表达式', placeholder: '0 9 * * *', help: '与“间隔分钟”二选一，按公司时区' },
          { key: 'interval_minutes', kind: 'number', label: '间隔分钟' },
        ],
      },
    ],
  },
  {
    app_id: ERROR_MONITOR_APP_ID,
    is_trigger: true,
    actions: [{ action_id: 'run_failed', name: '流程运行失败时', description: '被监控的流程运行失败时触发', editor: 'fields', fields: [] }],
  },
  {
    app_id: FILTER_APP_ID,
    is_trigger: false,
    actions: [{ action_id: 'filter', name: '仅当满足条件时继续', description: '条件不满足时流程在此结束', editor: 'filter', fields: [] }],
  },
  {
    app_id: SWITCH_APP_ID,
    is_trigger: false,
    actions: [
      {
        action_id: 'switch',
        name: '按条件进入分支',
        description: '按顺序判断分支条件，都不满足时进入默认分支',
        editor: 'switch',
        fields: [
          {
            key: 'mode',
            kind: 'select',
            label: '匹配方式',
            default: 'first',
            options: [
              { value: 'first', label: '进入第一个满足条件的分支' },
              { value: 'all', label: '进入所有满足条件的分支' },
            ],
          },
        ],
      },
    ],
  },
  {
    app_id: LOOP_APP_ID,
    is_trigger: false,
    actions: [
      {
        action_id: 'loop',
        name: '逐项处理列表',
        description: '对列表中的每一项运行循环内的步骤',
        editor: 'fields',
        fields: [
          { key: 'items', kind: 'text', label: '列表数据', required: true, mappable: true },
          { key: 'max_items', kind: 'number', label: '最多处理条数', default: 1000 },
        ],
      },
    ],
  },
  {
    app_id: FIND_DATA_APP_ID,
    is_trigger: false,
    actions: [
      {
        action_id: 'find_rows',
        name: '查找数据表中的数据',
        description: '按条件查找公司数据表的行',
        editor: 'fields',
        fields: [
          { key: 'table_id', kind: 'text', label: '数据表', required: true },
          keyValue('conditions', '查找条件'),
          { key: 'limit', kind: 'number', label: '最多返回条数', default: 10 },
        ],
      },
    ],
  },
  {
    app_id: SEND_DATA_APP_ID,
    is_trigger: false,
    actions: [
      {
        action_id: 'send',
        sendsData: true,
        name: '发送 HTTP 请求',
        description: '把数据发送到一个网址',
        editor: 'fields',
        fields: [
          { key: 'url', kind: 'text', label: '请求地址', required: true, mappable: true, placeholder: 'https://' },
          method(['POST', 'GET', 'PUT', 'PATCH', 'DELETE']),
          keyValue('headers', '请求头'),
          {
            key: 'body_type',
            kind: 'select',
            label: '请求体格式',
            default: 'json',
            options: [
              { value: 'json', label: 'JSON' },
              { value: 'form', label: '表单' },
              { value: 'text', label: '文本' },
            ],
          },
          keyValue('body', '请求体'),
          { key: 'timeout_ms', kind: 'number', label: '超时（毫秒）' },
        ],
      },
      {
        action_id: 'to_table',
        sendsData: true,
        name: '写入数据表',
        description: '在公司数据表中新增一行',
        editor: 'fields',
        fields: [{ key: 'table_id', kind: 'text', label: '数据表', required: true }, keyValue('row', '行数据')],
      },
    ],
  },
  {
    app_id: CUSTOM_ACTION_APP_ID,
    is_trigger: false,
    actions: [
      {
        action_id: 'request',
        sendsData: true,
        name: '自定义请求',
        description: '按填写的方式、地址、请求头和 JSON 请求体发送',
        editor: 'fields',
        fields: [
          method(['post', 'get']),
          { key: 'url', kind: 'text', label: '请求地址', required: true, mappable: true, placeholder: 'https://' },
          { key: 'headers', kind: 'text', label: '请求头（JSON）', mappable: true },
          { key: 'body', kind: 'text', label: '请求体（JSON 文本）', mappable: true },
        ],
      },
    ],
  },
  {
    app_id: CUSTOM_RETURN_APP_ID,
    is_trigger: false,
    actions: [
      {
        action_id: 'return',
        name: '返回数据给调用方',
        description: '作为同步 Webhook 请求的响应',
        editor: 'fields',
        fields: [
          { key: 'status', kind: 'number', label: '状态码', default: 200 },
          {
            key: 'body_type',
            kind: 'select',
            label: '返回格式',
            default: 'json',
            options: [
              { value: 'json', label: 'JSON' },
              { value: 'text', label: '文本' },
            ],
          },
          keyValue('body', '返回数据'),
          keyValue('headers', '响应头'),
        ],
      },
    ],
  },
  // issue 17 datamodel: the editor words `features` as the chosen model's feature fields (their names and types)
  {
    app_id: DATA_MODEL_APP_ID,
    is_trigger: false,
    actions: [
      {
        action_id: PREDICT_ACTION_ID,
        name: '预测',
        description: '用训练好的数据模型，根据映射的字段预测结果',
        editor: 'fields',
        output_sample: PREDICT_OUTPUT_SAMPLE,
        fields: [
          { key: 'dmid', kind: 'text', label: '数据模型', required: true },
          { key: 'version', kind: 'number', label: '模型版本', help: '留空时使用最新版本' },
          keyValue('features', '特征字段'),
        ],
      },
    ],
  },
];

export function appDefinition(appId: string): AppDefinition | undefined {
  const id = lookupAppId(appId);
  return BUILTIN_APP_DEFINITIONS.find((a) => a.app_id === id);
}

export function actionDefinition(appId: string, actionId: string): ActionDefinition | undefined {
  return appDefinition(appId)?.actions.find((a) => a.action_id === actionId);
}

/** The field rules of a step's action, for validateStep's `fieldsOf`. */
export function builtinFieldsOf(step: Pick<AppStep, 'app_id' | 'action_id'>): FieldDefinition[] | undefined {
  const action = actionDefinition(step.app_id, step.action_id);
  return action ? [...action.fields] : undefined;
}

/**
 * Whether a step's action sends data: a built-in action when its definition says so (filter, switch, loop,
 * find data and custom return do not); an app of the open platform always (its actions write to that app).
 */
export function sendsData(step: Pick<AppStep, 'app_id' | 'action_id' | 'action_type'>): boolean {
  if (step.action_type === '1') return false;
  if (!appDefinition(step.app_id)) return true;
  return actionDefinition(step.app_id, step.action_id)?.sendsData === true;
}

/** The params a newly chosen action starts with: each field's default. */
export function defaultParams(appId: string, actionId: string): Record<string, unknown> {
  const action = actionDefinition(appId, actionId);
  const params: Record<string, unknown> = {};
  for (const field of action?.fields ?? []) if (field.default !== undefined) params[field.key] = field.default;
  if (action?.editor === 'filter') params.conditions = [[emptyCondition()]];
  return params;
}
