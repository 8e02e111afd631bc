import { APP_STATES, JINSHUJU_ACTIONS, JINSHUJU_APP_ID, type AppField, type AppManifest } from '@huiliu/core';

/**
 * 金数据 (issue 17): online forms. API v1 with HTTP Basic (API Key : API Secret, open.jinshuju.net "API v1 认证方式");
 * `base_url` lets an enterprise account on its own domain use it. Only the API-key method is offered: 金数据's OAuth is
 * open to its business partners alone and reaches another API (v4, bearer tokens, Link-header paging) —
 * docs/rest-contract-jinshuju.md "Why API keys only".
 *
 * The form's fields are not fixed: the editor reads them through the account (form/detail) and writes them into the
 * `entry` object by api code; the trigger lists entries through a named lister (a time cursor, 金数据's `next` pages)
 * and also receives 金数据's data push at the pipeline's push address (platform/src/families/jinshuju/push.ts).
 */
const form: AppField = {
  key: 'form',
  kind: 'select',
  label: '表单',
  required: true,
  help: '账户中的表单（最近的 50 个）；表单 token 也可以直接填写，即填写链接 https://jinshuju.net/f/ABC123 中的 ABC123',
  dynamic_options: {
    request: { method: 'GET', url: '{{auth.base_url}}/api/v1/forms', headers: { Accept: 'application/json' } },
    items: 'data',
    value: 'token',
    label: 'name',
  },
};

const entrySample = {
  serial_number: 28,
  field_1: '张三',
  field_2: '13000000000',
  creator_name: '',
  created_at: '2026-01-01T08:00:00.000Z',
  updated_at: '2026-01-01T08:00:00.000Z',
  info_remote_ip: '203.0.113.7',
};

export const jinshuju: AppManifest = {
  app_id: JINSHUJU_APP_ID,
  name: '金数据',
  description: '在线表单：有新的表单数据时启动流程，或向表单添加、查询数据',
  icon: 'jinshuju',
  class_type: 'office',
  version: '1.0.0',
  state: APP_STATES.ONLINE,
  doc: 'https://open.jinshuju.net/api_v1',
  auth: [
    {
      type: 'basic',
      fields: [
        {
          key: 'api_key',
          kind: 'text',
          label: 'API Key',
          required: true,
          help: '金数据「个人中心 → API」或企业「系统设置 → 企业 API」中开启 API 访问后生成',
        },
        { key: 'api_secret', kind: 'text', label: 'API Secret', required: true, secret: true, help: '与 API Key 同一页面的 API Secret' },
        {
          key: 'base_url',
          kind: 'text',
          label: '金数据地址',
          default: 'https://jinshuju.net',
          help: '使用专属域名的企业填写自己的地址，其他人保留默认值',
        },
      ],
      apply: { username: '{{auth.api_key}}', password: '{{auth.api_secret}}' },
    },
  ],
  connection_test: { request: { method: 'GET', url: '{{auth.base_url}}/api/v1/forms', headers: { Accept: 'application/json' } } },
  actions: [
    {
      action_id: JINSHUJU_ACTIONS.NEW_ENTRY,
      name: '新表单数据',
      description: '表单收到新数据时启动流程：金数据推送到本流程的推送地址即时触发，每 5 分钟检查一次作为补充',
      kind: 'polling',
      editor: 'fields',
      fields: [form],
      polling: { handler: 'jinshuju_entries', items: '', id: 'serial_number', cursor: 'created_at', interval_minutes: 5 },
      output_sample: entrySample,
    },
    {
      action_id: JINSHUJU_ACTIONS.ADD_ENTRY,
      name: '添加数据',
      description: '向表单添加一条数据，按表单字段填写',
      kind: 'action',
      editor: 'fields',
      sendsData: true,
      handler: 'jinshuju_add_entry',
      fields: [
        form,
        {
          key: 'entry',
          kind: 'object',
          label: '表单字段',
          required: true,
          mappable: true,
          help: '按字段填写或映射前面步骤的数据；选项字段可填选项文字，会换成金数据的选项编码',
        },
      ],
      output_sample: { form: 'ABC123', form_name: '客户登记', entry: entrySample },
      flatten: { root: 'entry' },
    },
    {
      action_id: JINSHUJU_ACTIONS.FIND_ENTRIES,
      name: '查询数据',
      description: '按字段值和提交时间查询表单数据',
      kind: 'action',
      editor: 'fields',
      handler: 'jinshuju_find_entries',
      fields: [
        form,
        { key: 'field', kind: 'text', label: '按字段查询', help: '字段编码，如 field_1；不填则只按提交时间查询' },
        {
          key: 'operator',
          kind: 'select',
          label: '比较方式',
          default: 'eq',
          options: [
            { value: 'eq', label: '等于' },
            { value: 'ne', label: '不等于' },
            { value: 'like', label: '包含' },
            { value: 'gte', label: '大于或等于' },
            { value: 'lte', label: '小于或等于' },
          ],
        },
        { key: 'value', kind: 'text', label: '字段值', mappable: true },
        { key: 'since', kind: 'text', label: '提交时间起', mappable: true, help: '如 2026-01-01T00:00:00+08:00' },
        { key: 'until', kind: 'text', label: '提交时间止', mappable: true },
        { key: 'limit', kind: 'number', label: '最多条数', default: 50, help: '1–500，默认 50' },
      ],
      output_sample: { count: 1, entries: [entrySample], first: entrySample },
    },
  ],
  en: {
    name: 'Jinshuju',
    description: 'Online forms: start a pipeline on a new entry, or add and find entries',
    actions: {
      new_entry: {
        name: 'New form entry',
        description:
          "Starts when the form gets an entry: Jinshuju's data push to this pipeline's address starts it at once, a check every 5 minutes backs it up",
      },
      add_entry: { name: 'Add entry', description: "Adds an entry to a form, filled in by the form's fields" },
      find_entries: { name: 'Find entries', description: 'Finds entries of a form by a field value and submission time' },
    },
    fields: {
      api_key: { label: 'API Key', help: 'Generated once API access is on: Profile → API, or System settings → Enterprise API' },
      api_secret: { label: 'API Secret', help: 'The API Secret on the same page' },
      base_url: { label: 'Jinshuju address', help: 'Enterprises on their own domain enter it; everyone else keeps the default' },
      form: { label: 'Form', help: 'A form of the account (the newest 50); or type its token, ABC123 in https://jinshuju.net/f/ABC123' },
      entry: { label: 'Form fields', help: 'Fill in or map each field; for a choice you may give its text, it becomes its code' },
      field: { label: 'Field', help: 'A field code such as field_1; leave empty to search by submission time only' },
      operator: { label: 'Comparison' },
      value: { label: 'Value' },
      since: { label: 'Submitted from', help: 'e.g. 2026-01-01T00:00:00+08:00' },
      until: { label: 'Submitted until' },
      limit: { label: 'At most', help: '1–500, default 50' },
    },
    options: { eq: 'equals', ne: 'does not equal', like: 'contains', gte: 'at least', lte: 'at most' },
  },
};
