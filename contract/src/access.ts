import type { Access } from '@huiliu/core';
import type { Call } from './call';
import { families } from './families';

type Families = typeof families;

/**
 * Who may call each route (issue 13: roles enforced on the server on every route). Typed by the families, so a
 * call added to the contract does not compile until it is given its access here; the platform registers every
 * route with it and refuses a caller whose role lacks the permission (403 / 4003). The role × route test walks
 * this table with every built-in role.
 *
 * Reads are `.view`; what changes a pipeline's design is `pipelines.edit`; what acts for real (switching on, running
 * now, sharing) is `pipelines.publish`. Calls that fetch options or samples through an account for the editor are
 * reads of the pipeline, and the names of colleagues (`members.users`, behind every creator shown) any member sees.
 */
export const ACCESS = {
  ai: { scheme: 'pipelines.edit', flowSuggestion: 'pipelines.edit', fieldsSuggestion: 'pipelines.edit' },
  operational: { health: 'public' },
  user: { register: 'public', login: 'public', logout: 'signedIn', info: 'signedIn' },
  members: { users: 'signedIn', productRoles: 'members.view', updateProductRoles: 'members.manage' },
  dataprocess: {
    add: 'pipelines.edit',
    copy: 'pipelines.edit',
    update: 'pipelines.edit',
    updateTitle: 'pipelines.edit',
    getone: 'pipelines.view',
    detail: 'pipelines.view',
    batch: 'pipelines.view',
    batchDetail: 'pipelines.view',
    list: 'pipelines.view',
    getallcount: 'pipelines.view',
    status: 'pipelines.publish',
    delete: 'pipelines.edit',
    versions: 'pipelines.view',
    versionReuse: 'pipelines.edit',
    versionCheck: 'pipelines.edit',
    /** A person's own favourite mark. */
    collectUpdate: 'pipelines.view',
    checkFlow: 'pipelines.view',
    run: 'pipelines.publish',
    calculateContent: 'pipelines.edit',
    openapiReplaceContent: 'pipelines.edit',
    node: 'pipelines.view',
    runLog: 'logs.view',
    septdata: 'pipelines.view',
  },
  data: {
    fetch: 'pipelines.view',
    acceptList: 'logs.view',
    acceptDetail: 'logs.view',
    acceptListByPost: 'logs.view',
    acceptDetailByPost: 'logs.view',
    listen: 'pipelines.edit',
    fetchSample: 'pipelines.edit',
    fetchSampleByPost: 'pipelines.edit',
    accept: 'public',
    acceptByGet: 'public',
    acceptByKey: 'public',
    acceptByKeyGet: 'public',
    expand: 'pipelines.view',
    checkDagStatus: 'pipelines.view',
  },
  logs: {
    list: 'logs.view',
    detail: 'logs.view',
    batchDetail: 'logs.view',
    flowContent: 'logs.view',
    batchFlowContent: 'logs.view',
    taskRunDetail: 'logs.view',
    loopFlowRun: 'logs.view',
    loopFlowRunCount: 'logs.view',
    status: 'logs.view',
    refresh: 'logs.view',
    reset: 'logs.manage',
    delete: 'logs.manage',
    processOption: 'logs.view',
    companyProcess: 'logs.view',
    runStatistical: 'logs.view',
    events: 'logs.view',
    reschedule: 'logs.manage',
    reruntask: 'logs.manage',
  },
  processApp: { steps: 'pipelines.edit', firstMatch: 'pipelines.view', customActionForward: 'pipelines.edit' },
  processEdit: {
    settings: 'pipelines.view',
    settingsEdit: 'pipelines.edit',
    contentEdit: 'pipelines.edit',
    displayInSample: 'pipelines.edit',
    displayInSampleList: 'pipelines.view',
  },
  variables: {
    list: 'variables.view',
    classdata: 'variables.view',
    add: 'variables.manage',
    update: 'variables.manage',
    delete: 'variables.manage',
    logs: 'variables.view',
  },
  monitor: {
    relation: 'pipelines.view',
    add: 'pipelines.edit',
    update: 'pipelines.edit',
    delete: 'pipelines.edit',
    settings: 'pipelines.view',
    saveSettings: 'company.manage',
  },
  notice: { list: 'signedIn', read: 'signedIn' },
  datasource: {
    adddatasource: 'data.manage',
    delete: 'data.manage',
    update: 'data.manage',
    getoneinfo: 'data.view',
    getone: 'data.view',
    getallinfo: 'data.view',
    getallcount: 'data.view',
    getheaders: 'data.view',
    getsampledata: 'data.view',
    typedata: 'data.view',
    setTypedata: 'data.manage',
    autotypedata: 'data.view',
    upfile: 'data.manage',
  },
  appCatalogue: {
    list: 'pipelines.view',
    batch: 'pipelines.view',
    action: 'pipelines.view',
    class: 'pipelines.view',
    appClass: 'pipelines.view',
    appClassInfo: 'pipelines.view',
    match: 'pipelines.view',
    checkSteps: 'pipelines.view',
    companyUsed: 'pipelines.view',
    statistics: 'pipelines.view',
    nfiled: 'pipelines.view',
    notJoint: 'pipelines.edit',
    notJointList: 'pipelines.view',
    ipWhite: 'accounts.view',
    search: 'public',
  },
  appVendors: {
    corpWechatConfirm: 'accounts.manage',
    meituanConfirm: 'accounts.manage',
    doudianAuthorize: 'accounts.manage',
    doudianAuthorizePost: 'accounts.manage',
    xkDepartments: 'accounts.view',
    xkUsers: 'accounts.view',
    xkSample: 'accounts.view',
    corpwechatOpenid: 'accounts.view',
    generateEncryption: 'accounts.manage',
  },
  appAccounts: {
    delete: 'accounts.manage',
    accountAdd: 'accounts.manage',
    connection: 'accounts.view',
    list: 'accounts.view',
    update: 'accounts.manage',
    updatename: 'accounts.manage',
    batch: 'accounts.view',
  },
  processAppAccounts: {
    account: 'accounts.view',
    accounton: 'accounts.view',
    needAccount: 'accounts.view',
    getAccountAuth: 'accounts.manage',
    addAccount: 'accounts.manage',
    updateAccount: 'accounts.manage',
  },
  appOauth: { start: 'accounts.manage', callback: 'public', account: 'accounts.view', refresh: 'accounts.manage' },
  appRun: { connectTest: 'accounts.view', option: 'pipelines.view', modelData: 'pipelines.view', modelValue: 'pipelines.view' },
  templates: {
    list: 'pipelines.view',
    categories: 'pipelines.view',
    get: 'pipelines.view',
    tips: 'pipelines.view',
    setTip: 'pipelines.publish',
    isExists: 'pipelines.view',
    update: 'pipelines.publish',
    create: 'pipelines.publish',
    uses: 'pipelines.view',
  },
  // issue 13 company
  /**
   * Everyone of the company sees its name, plan and time zone; the event configs are read as the monitor's general
   * settings are (the same data for process_error); changing either is the company's administration.
   */
  companyConsole: { info: 'signedIn', update: 'company.manage', eventConfigs: 'pipelines.view', saveEventConfig: 'company.manage' },
  // issue 13 billing: everyone of the company sees the plan and its use; the owner alone buys (billing.manage);
  // notice settings are company settings; the provider's pages and notifications carry their own signatures
  companyBilling: {
    products: 'billing.view',
    quotas: 'billing.view',
    balance: 'billing.view',
    resource: 'billing.view',
    orders: 'billing.view',
    amounts: 'billing.view',
    balanceChanges: 'billing.view',
    bills: 'billing.view',
    payment: 'billing.manage',
    checkApps: 'billing.view',
    checkpay: 'billing.view',
    msgRelated: 'billing.view',
    savemsg: 'company.manage',
  },
  pay: { orders: 'billing.manage', tradepage: 'public', tradepageSubmit: 'public', notify: 'public' },
  // issue 13 members: reading people and roles is members.view, changing them members.manage; a link is public
  companyMembers: {
    members: 'members.view',
    roleList: 'members.view',
    roleCreate: 'members.manage',
    roleDelete: 'members.manage',
    rolePermissions: 'members.view',
    roleSavePermissions: 'members.manage',
    userPermissions: 'members.view',
    userDisable: 'members.manage',
    userRole: 'members.manage',
  },
  invite: { getoken: 'members.view', newtoken: 'members.manage', checkurl: 'public', regist: 'public', swtich: 'members.manage' },
  // issue 13 tokens: one's own personal tokens are any member's (the handlers refuse the rest without tokens.manage)
  tokens: { list: 'signedIn', create: 'signedIn', revoke: 'signedIn', roles: 'signedIn', audit: 'tokens.manage' },
} as const satisfies { [F in keyof Families]: { [N in keyof Families[F]]: Access } };

const byCall = new Map<Call, Access>();
for (const [family, calls] of Object.entries(families)) {
  const table = ACCESS[family as keyof Families] as Record<string, Access>;
  for (const [name, c] of Object.entries(calls as Record<string, Call>)) byCall.set(c, table[name]!);
}

/** Who may call `c`; a call that is not in the contract has no access at all (the platform refuses it). */
export function accessOf(c: Call): Access | undefined {
  return byCall.get(c);
}
