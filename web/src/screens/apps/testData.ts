/** A catalogue as the gateway answers it (typenames included, as urql's cache needs them). */

const field = (key: string, label: string, extra: Record<string, unknown> = {}) => ({
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
  mappable: true,
  default: null,
  dynamic: false,
  dependsOn: [],
  options: null,
  children: null,
  ...extra,
});

export const dingtalkAuthFields = [
  field('webhook_url', '机器人 Webhook 地址', { labelEn: 'Bot webhook URL', required: true }),
  field('secret', '加签密钥', { labelEn: 'Signing secret', secret: true, help: '机器人安全设置中的加签密钥' }),
];

export const account = (extra: Record<string, unknown> = {}) => ({
  __typename: 'AppAccount',
  accountId: '31',
  accountName: '销售群',
  accountType: 'custom',
  appId: '2002',
  processNum: 0,
  userName: '王小明',
  status: 'OK',
  statusMessage: null,
  checkedAt: null,
  tokenExpiresAt: null,
  refreshedAt: null,
  refreshCount: 0,
  authData: { webhook_url: 'http://127.0.0.1:9/robot/send?access_token=x', secret: '******' },
  pipelines: [],
  createdAt: '2026-11-22T02:04:05Z',
  updatedAt: '2026-11-22T02:04:05Z',
  ...extra,
});

const action = (actionId: string, name: string, nameEn: string, kind = 'action', fields: unknown[] = []) => ({
  __typename: 'AppAction',
  actionId,
  name,
  nameEn,
  description: `${name}的说明`,
  descriptionEn: `About ${nameEn}`,
  kind,
  editor: 'fields',
  sendsData: true,
  outputSample: null,
  fields,
});

export const dingtalkApp = (accounts: unknown[] = []) => ({
  __typename: 'App',
  appId: '2002',
  appName: '钉钉群机器人',
  appNameEn: 'DingTalk group bot',
  description: '向钉钉群发送消息',
  descriptionEn: 'Posts messages to a DingTalk group',
  icon: 'dingtalk',
  classType: 'message',
  appState: 1,
  doc: null,
  isTrigger: false,
  needsAccount: true,
  authMethods: [{ __typename: 'AppAuthMethod', type: 'custom', fields: dingtalkAuthFields }],
  actions: [
    action('send_text', '发送文本消息', 'Send a text message', 'action', [
      field('content', '消息内容', { labelEn: 'Message', required: true }),
      field('chat', '群', { labelEn: 'Group', kind: 'select', dynamic: true, dependsOn: ['content'] }),
    ]),
  ],
  accounts,
});

export const githubApp = (accounts: unknown[] = []) => ({
  __typename: 'App',
  appId: '2006',
  appName: 'GitHub',
  appNameEn: 'GitHub',
  description: '代码托管',
  descriptionEn: 'Code hosting',
  icon: 'github',
  classType: 'developer',
  appState: 3,
  doc: 'https://docs.github.com/rest',
  isTrigger: true,
  needsAccount: true,
  authMethods: [
    {
      __typename: 'AppAuthMethod',
      type: 'api_key',
      fields: [field('token', '个人访问令牌', { labelEn: 'Personal access token', required: true, secret: true })],
    },
    {
      __typename: 'AppAuthMethod',
      type: 'oauth2',
      fields: [field('client_id', 'Client ID', { required: true }), field('client_secret', 'Client secret', { required: true, secret: true })],
    },
  ],
  actions: [action('create_issue', '创建议题', 'Create an issue'), action('new_issue', '新议题', 'New issue', 'polling')],
  accounts,
});

export const catalogue = (dingtalkAccounts: unknown[] = []) => ({
  apps: [dingtalkApp(dingtalkAccounts), githubApp()],
  appClasses: [
    { __typename: 'AppClass', classType: 'message', count: 1 },
    { __typename: 'AppClass', classType: 'developer', count: 1 },
  ],
});
