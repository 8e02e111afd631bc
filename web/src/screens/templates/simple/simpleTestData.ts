/** The catalogue as simplified creation reads it (AppCatalogue): two built-ins, a bot, and an app with both kinds. */

const app = (appId: string, appName: string, appNameEn: string, icon: string, kinds: string[]) => ({
  __typename: 'App',
  appId,
  appName,
  appNameEn,
  description: appName,
  descriptionEn: appNameEn,
  icon,
  classType: 'builtin',
  appState: 1,
  isTrigger: kinds.some((k) => k !== 'action'),
  needsAccount: false,
  actions: kinds.map((kind, i) => ({
    __typename: 'AppAction',
    actionId: `a${i}`,
    name: appName,
    nameEn: appNameEn,
    description: '',
    descriptionEn: '',
    kind,
    fields: [],
  })),
  accounts: [],
});

export const simpleCatalogue = {
  apps: [
    app('1001', 'Webhook', 'Webhook', 'webhook', ['webhook']),
    app('1003', '数据过滤', 'Data filter', 'filter', ['action']),
    app('1007', '发送数据', 'Send data', 'send', ['action']),
    app('2002', '钉钉群机器人', 'DingTalk group bot', 'dingtalk', ['action']),
    app('2006', 'GitHub', 'GitHub', 'github', ['action', 'polling']),
  ],
  appClasses: [],
};
