import { APP_CLASSES, APP_STATES, OPEN_PLATFORM_ID_MIN, type AppManifest, isOpenPlatformAppId } from '@huiliu/core';
import { z } from 'zod';

/**
 * The app definition format (core/src/apps/definition.ts) as a validator: every definition — built-in,
 * catalogue or a JSON file in HUILIU_APPS_DIR — passes here before the platform serves it, and a bad one is
 * refused with a Chinese message naming the path (issue 11 "invalid app definitions refused").
 */
const text = (what: string) =>
  z
    .string({ error: `${what}必须是文本` })
    .trim()
    .min(1, `${what}不能为空`);
const templateMap = z.record(z.string(), z.string());

const requestTemplate = z.strictObject({
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], { error: '请求方式只能是 GET、POST、PUT、PATCH 或 DELETE' }),
  url: z.string().regex(/^(https?:\/\/|\{\{\s*(auth|input|meta)\.)/, '请求地址必须以 http(s):// 或 {{auth.…}} / {{input.…}} / {{meta.…}} 开头'),
  query: templateMap.optional(),
  headers: templateMap.optional(),
  body: z.unknown().optional(),
  body_type: z.enum(['json', 'form']).optional(),
  sign: z.enum(['dingtalk', 'feishu', 'meituan', 'doudian']).optional(),
});

const successRule = z.strictObject({
  path: z.string(),
  equals: z.array(z.union([z.string(), z.number(), z.boolean()])).min(1, '成功判断至少要有一个取值'),
  message_path: z.string().optional(),
  auth_errors: z.array(z.union([z.string(), z.number(), z.boolean()]), { error: '授权失败的取值（auth_errors）必须是列表' }).optional(),
});

const fieldKinds = ['text', 'number', 'boolean', 'multiText', 'group', 'object', 'select', 'date'] as const;

type FieldInput = z.input<typeof fieldBase> & { children?: FieldInput[] };
const fieldBase = z.strictObject({
  key: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, '字段标识只能由字母、数字和下划线组成，且不以数字开头'),
  kind: z.enum(fieldKinds, { error: `字段类型只能是 ${fieldKinds.join('、')}` }),
  label: text('字段名称'),
  required: z.boolean().optional(),
  placeholder: z.string().optional(),
  help: z.string().optional(),
  options: z.array(z.strictObject({ value: z.string(), label: z.string() })).optional(),
  mappable: z.boolean().optional(),
  default: z.unknown().optional(),
  secret: z.boolean().optional(),
  dynamic_options: z
    .strictObject({
      request: requestTemplate,
      items: z.string(),
      value: z.string().min(1),
      label: z.string().min(1),
      success: successRule.optional(),
      depends_on: z.array(z.string()).optional(),
    })
    .optional(),
});
const field: z.ZodType<FieldInput> = fieldBase.extend({ children: z.lazy(() => z.array(field)).optional() });

const fields = z.array(field).superRefine((list, ctx) => {
  const seen = new Set<string>();
  for (const [i, f] of list.entries()) {
    if (seen.has(f.key)) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: `字段标识 ${f.key} 重复` });
    seen.add(f.key);
  }
});

const authMethod = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('none') }),
    z.strictObject({
      type: z.literal('api_key'),
      fields,
      apply: z.strictObject({ in: z.enum(['header', 'query']), name: z.string().min(1), value: z.string().min(1) }),
    }),
    z.strictObject({ type: z.literal('basic'), fields, apply: z.strictObject({ username: z.string(), password: z.string() }) }),
    z.strictObject({
      type: z.literal('oauth2'),
      fields,
      authorize_url: z.string().min(1),
      token_url: z.string().min(1),
      scope: z.string().optional(),
      pkce: z.literal(true, { error: 'OAuth 2 授权必须使用 PKCE' }),
      authorize_params: templateMap.optional(),
    }),
    z.strictObject({
      type: z.literal('custom'),
      fields,
      confirm: z.enum(['corpwechat_selfbuild', 'meituan', 'doudian']).optional(),
      apply: z.strictObject({ headers: templateMap.optional(), query: templateMap.optional() }).optional(),
    }),
  ],
  { error: '授权方式只能是 none、api_key、basic、oauth2 或 custom' },
);

const action = z
  .strictObject({
    action_id: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, '动作标识只能由字母、数字、点、横线和下划线组成'),
    name: text('动作名称'),
    description: z.string(),
    kind: z.enum(['action', 'webhook', 'polling', 'schedule', 'event'], { error: '动作类型只能是 action、webhook、polling、schedule 或 event' }),
    editor: z.enum(['fields', 'filter', 'switch']),
    fields,
    sendsData: z.boolean().optional(),
    request: requestTemplate.optional(),
    handler: z.string().min(1).optional(),
    polling: z
      .strictObject({
        request: requestTemplate.optional(),
        handler: z.string().min(1).optional(),
        items: z.string(),
        id: z.string().min(1),
        cursor: z.string().optional(),
        interval_minutes: z.number().int().min(1, '轮询间隔至少 1 分钟').max(1440),
      })
      .optional(),
    success: successRule.optional(),
    output_sample: z.unknown().optional(),
    hidden: z.boolean().optional(),
    flatten: z.strictObject({ root: z.string().optional(), exclude: z.array(z.string()).optional() }).optional(),
  })
  .superRefine((a, ctx) => {
    const runs = [a.request, a.handler, a.polling].filter((x) => x !== undefined).length;
    if (a.kind === 'polling' && !a.polling) ctx.addIssue({ code: 'custom', path: ['polling'], message: '轮询触发必须写明 polling 规则' });
    else if (a.polling && [a.polling.request, a.polling.handler].filter((x) => x !== undefined).length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['polling', 'request'], message: '轮询规则必须有且只有一个 request 或 handler' });
    } else if (a.kind === 'action' && runs !== 1) {
      ctx.addIssue({ code: 'custom', path: ['request'], message: '动作必须有且只有一个 request 或 handler' });
    }
  });

export const manifestSchema = z
  .strictObject({
    // spec §3/§9: ids of 1,000,000 and above belong to the open platform (issue 14), not to definitions here
    app_id: z
      .string()
      .regex(/^[1-9]\d{0,6}$/, '应用 ID 必须是 1–7 位数字')
      .refine((id) => !isOpenPlatformAppId(id), {
        error: (issue) => `应用 ID ${String(issue.input)} 属于开放平台（≥ ${OPEN_PLATFORM_ID_MIN}）`,
      }),
    name: text('应用名称'),
    description: z.string(),
    icon: text('应用图标'),
    class_type: z.enum(APP_CLASSES, { error: `应用分类只能是 ${APP_CLASSES.join('、')}` }),
    version: z.string().regex(/^\d+\.\d+\.\d+$/, '版本号格式应为 1.0.0'),
    state: z.union([z.literal(APP_STATES.ONLINE), z.literal(APP_STATES.OFFLINE), z.literal(APP_STATES.BETA)], {
      error: '应用状态只能是 1（上线）、2（下线）或 3（测试）',
    }),
    doc: z.string().url('文档地址必须是网址').optional(),
    paid: z.boolean().optional(),
    auth: z.array(authMethod).min(1, '至少要有一种授权方式（不需要授权时写 none）'),
    connection_test: z.strictObject({ request: requestTemplate, success: successRule.optional() }).optional(),
    actions: z.array(action).min(1, '应用至少要有一个动作'),
    en: z.strictObject({
      name: text('英文名称'),
      description: z.string().optional(),
      actions: z.record(z.string(), z.strictObject({ name: z.string(), description: z.string().optional() })).optional(),
      fields: z.record(z.string(), z.strictObject({ label: z.string(), help: z.string().optional(), placeholder: z.string().optional() })).optional(),
      options: z.record(z.string(), z.string()).optional(),
    }),
  })
  .superRefine((m, ctx) => {
    const ids = new Set<string>();
    for (const [i, a] of m.actions.entries()) {
      if (ids.has(a.action_id)) ctx.addIssue({ code: 'custom', path: ['actions', i, 'action_id'], message: `动作标识 ${a.action_id} 重复` });
      ids.add(a.action_id);
      // the English UI shows no Chinese: a third-party app words every action in English too
      if (m.class_type !== 'builtin' && !m.en.actions?.[a.action_id]) {
        ctx.addIssue({ code: 'custom', path: ['en', 'actions', a.action_id], message: `动作 ${a.action_id} 缺少英文名称` });
      }
    }
    const types = m.auth.map((a) => a.type);
    if (new Set(types).size !== types.length) ctx.addIssue({ code: 'custom', path: ['auth'], message: '同一种授权方式只能写一次' });
  });

export type ManifestCheck = { ok: true; manifest: AppManifest } | { ok: false; problems: string[] };

/** Validates an app definition; problems are Chinese, each with the path it concerns. */
export function validateManifest(input: unknown): ManifestCheck {
  const parsed = manifestSchema.safeParse(input);
  if (parsed.success) return { ok: true, manifest: parsed.data as AppManifest };
  return { ok: false, problems: parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}：${i.message}` : i.message)) };
}
