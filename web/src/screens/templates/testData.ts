/** Templates as the gateway answers them, for the template screens' component tests (typenames as urql sees them). */

const appRef = (appId: string, appName: string, appNameEn: string, icon: string) => ({
  __typename: 'AppRef',
  appId,
  appName,
  app: { __typename: 'App', appId, appNameEn, icon },
});

/** A gallery card: a starter by default ("Webhook 收到数据 → 发到钉钉群"), with an English twin. */
export function aCard(extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Template',
    templateId: '900000001',
    title: 'Webhook 收到数据 → 发到钉钉群',
    titleEn: 'Webhook data → DingTalk group',
    description: '每当 Webhook 收到数据，就把它发到钉钉群',
    descriptionEn: 'Posts whatever the webhook receives to a DingTalk group',
    category: 'NOTIFY',
    source: 'STARTER',
    featured: true,
    useCount: 12,
    apps: [appRef('1001', 'Webhook', 'Webhook', 'webhook'), appRef('2002', '钉钉群机器人', 'DingTalk group bot', 'dingtalk')],
    ...extra,
  };
}

const dingtalkAuth = [
  {
    __typename: 'AppAuthMethod',
    type: 'custom',
    fields: [
      {
        __typename: 'AppField',
        key: 'webhook_url',
        kind: 'text',
        label: '机器人 Webhook 地址',
        labelEn: 'Bot webhook URL',
        help: null,
        helpEn: null,
        placeholder: null,
        required: true,
        secret: false,
        mappable: false,
        default: null,
        dynamic: false,
        dependsOn: [],
        options: null,
        children: null,
      },
    ],
  },
];

export const dingtalkAccount = (accountId = '31', accountName = '销售群', status = 'OK') => ({
  __typename: 'AppAccount',
  accountId,
  accountName,
  status,
});

/** A need of the DingTalk step (step 2), with the company's accounts of that app. */
export function dingtalkNeed(accounts: unknown[] = [dingtalkAccount()]) {
  return {
    __typename: 'TemplateAccountNeed',
    stepUuid: 'bot',
    stepNumber: 2,
    appId: '2002',
    actionId: 'send_text',
    app: {
      __typename: 'App',
      appId: '2002',
      appName: '钉钉群机器人',
      appNameEn: 'DingTalk group bot',
      icon: 'dingtalk',
      authMethods: dingtalkAuth,
      accounts,
    },
  };
}

/** A need of an SMTP mail step (step 3). */
export function mailNeed(accounts: unknown[] = [{ __typename: 'AppAccount', accountId: '41', accountName: '运营邮箱', status: 'OK' }]) {
  return {
    __typename: 'TemplateAccountNeed',
    stepUuid: 'mail',
    stepNumber: 3,
    appId: '2004',
    actionId: 'send_mail',
    app: { __typename: 'App', appId: '2004', appName: '邮件', appNameEn: 'Email', icon: 'email', authMethods: [], accounts },
  };
}

const step = (
  uuid: string,
  actionType: string,
  appId: string,
  actionId: string,
  title: string,
  app: unknown,
  fields: unknown[] = [],
  sampleData: unknown = null,
) => ({
  __typename: 'Step',
  uuid,
  actionType,
  appId,
  actionId,
  title,
  fields,
  sampleData,
  app,
});

const webhookStep = () =>
  step(
    'hook',
    'TRIGGER',
    '1001',
    'receive',
    '收到订单',
    { __typename: 'App', appId: '1001', appName: 'Webhook', appNameEn: 'Webhook', icon: 'webhook', actions: [] },
    [],
    {
      order_id: 'A-1',
      buyer: { name: '王小明' },
    },
  );

const dingtalkStep = () =>
  step(
    'bot',
    'ACTION',
    '2002',
    'send_text',
    '通知销售群',
    {
      __typename: 'App',
      appId: '2002',
      appName: '钉钉群机器人',
      appNameEn: 'DingTalk group bot',
      icon: 'dingtalk',
      actions: [
        {
          __typename: 'AppAction',
          actionId: 'send_text',
          name: '发送文本消息',
          nameEn: 'Send a text message',
          fields: [
            { __typename: 'AppField', key: 'content', label: '消息内容', labelEn: 'Message' },
            { __typename: 'AppField', key: 'at_all', label: '@所有人', labelEn: 'Mention everyone' },
          ],
        },
      ],
    },
    [{ __typename: 'FieldMapping', key: 'content', value: '新订单 {{1.order_id}}' }],
  );

/** The template creation reads: webhook → 钉钉, one account need, one asked field, one variable; override any part. */
export function aTemplate(extra: Record<string, unknown> = {}) {
  return {
    ...aCard(),
    active: true,
    shareTip: null,
    steps: [webhookStep(), dingtalkStep()],
    accountNeeds: [dingtalkNeed()],
    variableNeeds: ['SALES_GROUP'],
    inputs: [
      {
        __typename: 'TemplateInput',
        stepUuid: 'bot',
        key: 'content',
        label: '消息内容',
        labelEn: 'Message',
        help: '可插入 Webhook 收到的字段',
        helpEn: 'You may insert fields the webhook received',
        required: true,
      },
    ],
    ...extra,
  };
}

/** A template of the company's own, as my shares and the share dialog read it. */
export function aSharedTemplate(extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Template',
    templateId: '1234567890123456789',
    title: '订单通知',
    description: '销售部用',
    category: 'ORDERS',
    visibility: 'LINK',
    active: true,
    shareTip: null,
    processId: '2234567890123456789',
    shareToken: 'tok-abc',
    useCount: 3,
    updatedAt: '2026-11-26T02:00:00Z',
    ...extra,
  };
}
