/** 金数据 replies as the gateway answers them (typenames included, as urql's cache needs them), for component tests. */

const choice = (name: string, value: string) => ({ __typename: 'JinshujuChoice', name, value });

export const SIGNUP_FIELDS = [
  { __typename: 'JinshujuField', apiCode: 'field_1', label: '姓名', type: 'single_line_text', required: true, choices: [] },
  {
    __typename: 'JinshujuField',
    apiCode: 'field_2',
    label: '称呼',
    type: 'single_choice',
    required: false,
    choices: [choice('先生', '2jYk'), choice('女士', 'pIjs')],
  },
  { __typename: 'JinshujuField', apiCode: 'field_3', label: '人数', type: 'number', required: false, choices: [] },
];

export const PUSH_URL = 'http://huiliu.test/v1/api/data/jinshuju/push/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

/** form/detail of 活动报名: its fields, and the pipeline 报名后回访 it starts; `pushUrl` is where the form pushes now. */
export const signupForm = (pushUrl: string | null = null) => ({
  jinshujuForm: {
    __typename: 'JinshujuForm',
    jsjId: '51',
    formToken: 'SignUp',
    name: '活动报名',
    pushUrl,
    fields: SIGNUP_FIELDS,
    pipelines: [{ __typename: 'JinshujuFormPipeline', processId: '7', title: '报名后回访', status: 1, pushUrl: PUSH_URL }],
  },
});

export const formsPage = {
  jinshujuForms: {
    __typename: 'JinshujuFormPage',
    total: 2,
    next: null,
    items: [
      { __typename: 'JinshujuFormSummary', formToken: 'SignUp', name: '活动报名', creatorName: '王小明' },
      { __typename: 'JinshujuFormSummary', formToken: 'Feedback', name: '意见反馈', creatorName: null },
    ],
  },
};

const appField = (key: string, label: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'AppField',
  key,
  kind: 'text',
  label,
  labelEn: null,
  help: null,
  helpEn: null,
  placeholder: null,
  required: false,
  secret: false,
  mappable: false,
  default: null,
  dynamic: false,
  dependsOn: [],
  options: null,
  children: null,
  ...extra,
});

const formField = appField('form', '表单', { labelEn: 'Form', kind: 'select', required: true, dynamic: true });
const action = (actionId: string, name: string, nameEn: string, kind: string, fields: unknown[]) => ({
  __typename: 'AppAction',
  actionId,
  name,
  nameEn,
  description: name,
  descriptionEn: nameEn,
  kind,
  editor: 'fields',
  sendsData: kind === 'action',
  outputSample: null,
  fields,
});

/** The 金数据 app as AppDetail answers it: the three actions with the fields the editor shapes by the form. */
export const jinshujuApp = () => ({
  __typename: 'App',
  appId: '2012',
  appName: '金数据',
  appNameEn: 'Jinshuju',
  description: '在线表单',
  descriptionEn: 'Online forms',
  icon: 'jinshuju',
  classType: 'office',
  appState: 1,
  doc: null,
  isTrigger: true,
  needsAccount: true,
  authMethods: [],
  actions: [
    action('new_entry', '新表单数据', 'New form entry', 'polling', [formField]),
    action('add_entry', '添加数据', 'Add entry', 'action', [
      formField,
      appField('entry', '表单字段', { labelEn: 'Form fields', kind: 'object', required: true, mappable: true }),
    ]),
    action('find_entries', '查询数据', 'Find entries', 'action', [formField, appField('field', '按字段查询', { labelEn: 'Field' })]),
  ],
  accounts: [],
});
