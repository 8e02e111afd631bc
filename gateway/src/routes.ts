import {
  ai,
  appAccounts,
  appOauth,
  appRun,
  appCatalogue,
  appVendors,
  // issue 13 company
  companyConsole,
  // issue 13 billing
  companyBilling,
  pay,
  data,
  dataprocess,
  datasource,
  logs,
  members,
  monitor,
  notice,
  processApp,
  processAppAccounts,
  processEdit,
  templates,
  tokens,
  user,
  variables,
  // issue 13 members
  companyMembers,
  invite,
  type Call,
} from '@huiliu/contract';
import type { Loaders } from './loaders';

/**
 * The route ↔ field table (DESIGN §5): every GraphQL field that costs a platform call, and the call. The
 * resolvers are generated from it where a field is just "this call with these arguments" (`route-resolvers.ts`),
 * the coverage test checks it against the platform's routes and schema.graphql, and the cost limit reads its
 * per-item fields. Adding a REST call to GraphQL is one line here (plus its schema.graphql field).
 */
export type FieldRoute =
  | RestField
  /** Resolved by a loader (one batch call per 100 ids): the id is `key`, an argument of a root field or a property of the parent. */
  | { call: Call; loader: keyof Loaders; key: string }
  /** A resolver written by hand in its family, and why. `loader` when it reads through one (per-item cost). */
  | { call: Call; handWritten: string; loader?: keyof Loaders };

/** A field resolved by calling `call` with its arguments (through `toRest`), its reply unwrapped by `reply`. */
export interface RestField {
  call: Call;
  /** 'page': `{ list, total, … }` → `{ items, total, … }`; a key: that part of the reply; absent: the whole reply. */
  reply?: 'page' | string;
  /** GraphQL argument names the REST call spells differently (not just snake_case). */
  renames?: Record<string, string>;
  /** A by-id query: unknown and foreign ids (4004) answer null. */
  nullWhenNotFound?: true;
}

const page = 'page';

/** spec §3 "Pipeline-list filters": the favourite mark is the REST collect_status of the current user. */
export const PIPELINE_FILTER_RENAMES = { favourite: 'collect_status' };

export const ROUTES: Record<string, FieldRoute> = {
  'Query.me': { call: user.info, handWritten: 'the session (null when signed out), and primes the user loader' },
  'Mutation.signUp': { call: user.register, handWritten: 'sets the session cookie' },
  'Mutation.login': { call: user.login, handWritten: 'sets the session cookie' },
  'Mutation.logout': { call: user.logout, handWritten: 'clears the cookie whatever the platform says' },
  'Query.users': { call: members.users, handWritten: 'primes the user loader with the page' },
  'Pipeline.creator': { call: members.users, loader: 'user', key: 'creator_id' },
  'PipelineVersion.creator': { call: members.users, loader: 'user', key: 'creator_id' },
  'VariableLog.user': { call: members.users, loader: 'user', key: 'user_id' },
  'MonitorSettings.notifiedUsers': { call: members.users, loader: 'user', handWritten: 'drops people who left' },

  'Query.pipelines': { call: dataprocess.list, handWritten: 'favourite filter, primes the pipeline loader' },
  'Query.pipelineCount': { call: dataprocess.getallcount, reply: 'count', renames: PIPELINE_FILTER_RENAMES },
  'Query.pipeline': { call: dataprocess.batch, loader: 'pipeline', key: 'processId' },
  'Run.pipeline': { call: dataprocess.batch, loader: 'pipeline', key: 'process_id' },
  'MonitorRelation.errorPipeline': { call: dataprocess.batch, loader: 'pipeline', key: 'error_process_id' },
  'Pipeline.steps': { call: dataprocess.batchDetail, loader: 'pipelineDetail', handWritten: 'only when the parent lacks it' },
  'Pipeline.dataProcess': { call: dataprocess.batchDetail, loader: 'pipelineDetail', handWritten: 'only when the parent lacks it' },
  'Mutation.createPipeline': { call: dataprocess.add },
  'Mutation.copyPipeline': { call: dataprocess.copy },
  'Mutation.updatePipeline': { call: dataprocess.update },
  'Mutation.renamePipeline': { call: dataprocess.updateTitle },
  'Mutation.setPipelineStatus': { call: dataprocess.status },
  'Mutation.deletePipeline': { call: dataprocess.delete, reply: 'process_id' },
  'Query.pipelineVersions': { call: dataprocess.versions, reply: page },
  'Mutation.reusePipelineVersion': { call: dataprocess.versionReuse },
  'Mutation.checkPipelineVersion': { call: dataprocess.versionCheck },
  'Mutation.setPipelineFavourite': { call: dataprocess.collectUpdate, renames: { favourite: 'collect_status' } },
  'Query.checkPipeline': { call: dataprocess.checkFlow },
  'Query.calculatePipeline': { call: dataprocess.calculateContent },
  'Query.stepCatalogue': { call: dataprocess.node, reply: 'list' },
  'Query.pipelineRunLog': { call: dataprocess.runLog, reply: page },
  'Query.stepSampleData': { call: dataprocess.septdata },
  'Mutation.runPipelineNow': { call: dataprocess.run },
  'Mutation.replacePipelineSteps': { call: dataprocess.openapiReplaceContent },
  'Query.pipelineDagStatuses': { call: data.checkDagStatus, reply: 'list' },
  'Query.pipelineSettings': { call: processEdit.settings },
  'Query.expandKeywords': { call: data.expand },
  'Mutation.updatePipelineSettings': { call: processEdit.settingsEdit },
  'Mutation.editPipelineSteps': { call: processEdit.contentEdit },
  'Query.sampleDisplays': { call: processEdit.displayInSampleList, reply: 'list' },
  'Mutation.setSampleDisplay': { call: processEdit.displayInSample },

  'Query.runs': { call: logs.list, reply: page },
  'Query.run': { call: logs.batchDetail, loader: 'runDetail', key: 'logId' },
  'Run.steps': { call: logs.batchDetail, loader: 'runDetail', handWritten: 'only when the parent lacks them' },
  'Run.triggerData': { call: logs.batchDetail, loader: 'runDetail', handWritten: 'only when the parent lacks it' },
  'Run.flowSteps': { call: logs.batchFlowContent, loader: 'runFlowContent', handWritten: 'a run deleted meanwhile is NOT_FOUND' },
  'Query.runStepExecutions': { call: logs.taskRunDetail },
  'Query.loopIterations': { call: logs.loopFlowRun, reply: page },
  'Query.loopIterationCount': { call: logs.loopFlowRunCount },
  'Query.runStatus': { call: logs.status, reply: 'status' },
  'Mutation.deleteRuns': { call: logs.delete, reply: 'deleted' },
  'Mutation.cancelRun': { call: logs.reset },
  'Mutation.refreshRun': { call: logs.refresh },
  'Query.runPipelineOptions': { call: logs.processOption, reply: 'list' },
  'Query.pipelineRunStats': { call: logs.companyProcess, reply: 'list' },
  'Query.runStatistics': { call: logs.runStatistical },
  'Subscription.runUpdated': { call: logs.events, handWritten: 'an event stream per subscriber' },
  'Mutation.rescheduleRun': { call: logs.reschedule },
  'Mutation.rerunFromFailedStep': { call: logs.reruntask },

  'Query.webhook': { call: data.fetch },
  'Query.webhookAccepts': { call: data.acceptList, reply: page },
  'Query.webhookAccept': { call: data.acceptDetail, nullWhenNotFound: true },
  'Mutation.fetchWebhookSample': { call: data.fetchSampleByPost },
  'Mutation.listenWebhookSample': { call: data.listen },

  'Mutation.testStep': { call: processApp.steps, renames: { send: 'isend' } },
  'Query.triggerSample': { call: processApp.firstMatch },
  'Mutation.forwardCustomAction': { call: processApp.customActionForward, renames: { send: 'isend' } },

  'Query.variables': { call: variables.list, reply: page },
  'Query.variableClasses': { call: variables.classdata, reply: 'list' },
  'Mutation.addVariable': { call: variables.add },
  'Mutation.updateVariable': { call: variables.update },
  'Mutation.deleteVariable': { call: variables.delete, reply: 'variable_id' },
  'Query.variableLogs': { call: variables.logs, reply: 'list' },

  'Query.monitorRelation': { call: monitor.relation },
  'Mutation.addMonitor': { call: monitor.add },
  'Mutation.updateMonitor': { call: monitor.update },
  'Mutation.removeMonitor': { call: monitor.delete, reply: 'process_id' },
  'Query.monitorSettings': { call: monitor.settings },
  'Mutation.saveMonitorSettings': { call: monitor.saveSettings, renames: { notifiedUserIds: 'notified_users' } },
  'Query.notices': { call: notice.list, reply: page, renames: { unreadOnly: 'unread' } },
  'Mutation.markNoticesRead': { call: notice.read, handWritten: 'no ids means all' },

  'Mutation.addDatasource': { call: datasource.adddatasource, renames: { filepath: 'Filepath', sheet: 'Sheet' } },
  'Mutation.deleteDatasource': { call: datasource.delete, reply: 'dsid' },
  'Mutation.updateDatasource': { call: datasource.update },
  'Query.datasource': { call: datasource.getoneinfo, nullWhenNotFound: true },
  'Query.datasources': { call: datasource.getallinfo, reply: page },
  'Query.datasourceCount': { call: datasource.getallcount, reply: 'count' },
  'Query.datasourceHeaders': { call: datasource.getheaders, reply: 'headers' },
  'Query.datasourceSample': { call: datasource.getsampledata, reply: 'list' },
  'Query.datasourceTypes': { call: datasource.typedata, reply: 'table_fields' },
  'Mutation.setDatasourceTypes': { call: datasource.setTypedata },
  // spec §7 names these parameters Filepath and Sheet
  'Query.describeDatasourceFile': { call: datasource.autotypedata, renames: { filepath: 'Filepath', sheet: 'Sheet' } },
  'Query.datasourceRows': { call: datasource.getone, reply: page },
  'Mutation.uploadDatasourceFile': { call: datasource.upfile, handWritten: 'a GraphQL multipart upload sent on as a plain form' },

  // the app catalogue (issue 11, slice "catalogue"): apps resolve through one batch call per request
  'Query.apps': { call: appCatalogue.list, reply: 'list' },
  'Query.app': { call: appCatalogue.batch, loader: 'app', key: 'appId' },
  'Query.appClasses': { call: appCatalogue.class, reply: 'list' },
  'Query.appsByClass': { call: appCatalogue.appClass, reply: 'list' },
  'Query.appClass': { call: appCatalogue.appClassInfo, nullWhenNotFound: true },
  'Query.appActions': { call: appCatalogue.action, reply: 'list' },
  'Query.actionFields': { call: appCatalogue.nfiled, reply: 'fields' },
  'Query.companyUsedApps': { call: appCatalogue.companyUsed, reply: 'list' },
  'Query.appFieldMatches': { call: appCatalogue.match, reply: 'list' },
  'Query.stepChecks': { call: appCatalogue.checkSteps, reply: 'list' },
  'Query.appStatistics': { call: appCatalogue.statistics, reply: 'list' },
  'Query.appRequests': { call: appCatalogue.notJointList, reply: 'list' },
  'Query.egressIps': { call: appCatalogue.ipWhite },
  'Mutation.requestApp': { call: appCatalogue.notJoint },
  'Query.searchApps': { call: appCatalogue.search, handWritten: 'the search service answers Meilisearch’s shape, not the envelope' },
  'Step.app': { call: appCatalogue.batch, loader: 'app', key: 'appId' },
  'AppRef.app': { call: appCatalogue.batch, loader: 'app', key: 'appId' },
  'AppSearchHit.app': { call: appCatalogue.batch, loader: 'app', key: 'appId' },
  'RunStep.app': { call: appCatalogue.batch, loader: 'app', key: 'app_id' },
  'AppUsage.app': { call: appCatalogue.batch, loader: 'app', key: 'app_id' },
  'AppAccount.app': { call: appCatalogue.batch, loader: 'app', key: 'appId' },
  'Pipeline.apps': { call: appCatalogue.batch, loader: 'app', handWritten: 'names from the catalogue, ids as the pipeline keeps them' },
  // vendor apps (issue 11 slice vendors): the secret-bearing confirmations are POSTs, never a query string
  'Mutation.confirmCorpWechatAccount': { call: appVendors.corpWechatConfirm },
  'Mutation.confirmMeituanAccount': { call: appVendors.meituanConfirm },
  'Mutation.authorizeDoudianShop': { call: appVendors.doudianAuthorizePost },
  'Query.corpWechatDepartments': { call: appVendors.xkDepartments, reply: 'list' },
  'Query.corpWechatUsers': { call: appVendors.xkUsers, reply: 'list' },
  'Query.corpWechatMessageSample': { call: appVendors.xkSample },
  'Query.corpWechatOpenid': { call: appVendors.corpwechatOpenid },
  'Query.corpWechatCallbackSecrets': { call: appVendors.generateEncryption },
  // App accounts (issue 11, slice accounts): pickers and steps read accounts through loaders, one call per page
  'Query.appAccounts': { call: appAccounts.list, reply: page },
  'Query.appAccount': { call: appAccounts.batch, loader: 'appAccount', key: 'accountId' },
  'Step.account': { call: appAccounts.batch, loader: 'appAccount', key: 'accountId' },
  'App.accounts': { call: appAccounts.connection, loader: 'appAccountsOfApp', key: 'app_id' },
  'AppAccount.pipelines': { call: dataprocess.batch, loader: 'pipeline', handWritten: 'the pipelines of processIds, deleted ones dropped' },
  'Mutation.addAppAccount': { call: processAppAccounts.addAccount },
  'Mutation.updateAppAccount': { call: appAccounts.update },
  'Mutation.renameAppAccount': { call: appAccounts.updatename },
  'Mutation.deleteAppAccount': { call: appAccounts.delete, reply: 'account_id' },
  'Mutation.authorizeApp': { call: appOauth.start, handWritten: 'sends the origin the browser used, for the redirect_uri' },
  'Query.authorizedAccount': { call: appOauth.account, nullWhenNotFound: true },
  'Mutation.refreshAppAccount': { call: appOauth.refresh },
  // issue 11 slice "run": running apps outside a run (connection test, dynamic options, sample data)
  'Mutation.testAppAccount': { call: appRun.connectTest },
  // the POST form: `input` is a JSON object, which a query string cannot carry
  'Query.appFieldOptions': { call: appRun.modelData, reply: 'list' },
  'Query.appSampleData': { call: appRun.modelValue },
  // templates and sharing (issue 12): the gallery, the share dialog, my shares; creating from one is dataprocess/add
  'Query.templates': { call: templates.list, reply: page },
  'Query.templateCategories': { call: templates.categories, reply: 'list' },
  'Query.template': { call: templates.get, nullWhenNotFound: true, renames: { templateId: 'id' } },
  'Query.pipelineTemplate': { call: templates.isExists, reply: 'template', nullWhenNotFound: true, renames: { processId: 'id' } },
  'Query.sharePreview': { call: templates.tips },
  'Query.templateUses': { call: templates.uses, reply: page },
  'Mutation.sharePipeline': { call: templates.create, handWritten: 'visibility is REST visible, inputs in snake_case' },
  'Mutation.updateTemplate': { call: templates.update, handWritten: 'a PUT with the id in the path, inputs in snake_case' },
  'Mutation.setTemplateShareTip': { call: templates.setTip },
  'Mutation.createPipelineFromTemplate': { call: dataprocess.add, handWritten: 'the accounts and values lists as REST objects by step' },
  'Template.apps': { call: appCatalogue.batch, loader: 'app', handWritten: 'names from the catalogue, as Pipeline.apps' },
  'Template.creator': { call: members.users, loader: 'user', key: 'creator_id' },
  'TemplateAccountNeed.app': { call: appCatalogue.batch, loader: 'app', key: 'app_id' },
  'TemplateUse.user': { call: members.users, loader: 'user', key: 'user_id' },
  // AI (issue 12): the draft's steps are typed by families/ai/resolvers.ts (no call of their own)
  'Mutation.generatePipelineDraft': { call: ai.scheme },
  'Query.flowSuggestions': { call: ai.flowSuggestion, reply: page },
  'Query.fieldSuggestions': { call: ai.fieldsSuggestion, reply: page },
  'FlowSuggestion.app': { call: appCatalogue.batch, loader: 'app', key: 'app_id' },
  // issue 13 company
  'Query.company': { call: companyConsole.info },
  'Company.owners': { call: members.users, loader: 'user', handWritten: 'a list of ids; people who left drop out' },
  'Mutation.updateCompany': { call: companyConsole.update },
  'Query.noticeEventConfigs': { call: companyConsole.eventConfigs, reply: page },
  'NoticeEventConfig.notifiedUsers': { call: members.users, loader: 'user', handWritten: 'a list of ids; people who left drop out' },
  'Mutation.saveNoticeEventConfig': { call: companyConsole.saveEventConfig, renames: { notifiedUserIds: 'notified_users' } },
  // issue 13 billing: the plan, its use, the fee, orders; buying opens the provider's trade page in the browser
  'Query.products': { call: companyBilling.products, reply: 'list' },
  'Query.quotas': { call: companyBilling.quotas },
  'Query.companyFee': { call: companyBilling.balance },
  'Query.companyResource': { call: companyBilling.resource },
  'Query.orders': { call: companyBilling.orders, reply: page },
  'Query.billingAmounts': { call: companyBilling.amounts },
  'Query.balanceChanges': { call: companyBilling.balanceChanges, reply: page },
  'Query.bills': { call: companyBilling.bills, reply: 'list' },
  'Query.checkPaidApps': { call: companyBilling.checkApps },
  'Query.orderStatus': { call: companyBilling.checkpay },
  'Query.billingNotice': { call: companyBilling.msgRelated },
  'Mutation.createOrder': { call: pay.orders },
  'Mutation.repayOrder': { call: companyBilling.payment },
  'Mutation.saveBillingNotice': { call: companyBilling.savemsg, renames: { notifiedUserIds: 'notified_users' } },
  'Order.buyer': { call: members.users, loader: 'user', key: 'buyer_id' },
  'CompanyFee.buyers': { call: members.users, loader: 'user', handWritten: 'a list of ids; people who left drop out' },
  'BillingNoticeSettings.notifiedUsers': { call: members.users, loader: 'user', handWritten: 'a list of ids; people who left drop out' },
  // issue 13 members: the console's members and roles, product roles, invite links (people in lists through the user loader)
  'Query.members': { call: companyMembers.members, reply: page },
  'Query.companyRoles': { call: companyMembers.roleList, reply: 'list' },
  'Query.rolePermissions': { call: companyMembers.rolePermissions },
  'Query.userPermissions': { call: companyMembers.userPermissions },
  'Query.userProductRoles': { call: members.productRoles },
  'Query.invites': { call: invite.getoken, reply: page },
  'Query.inviteLink': { call: invite.checkurl, handWritten: 'an unknown token answers null, not an error' },
  'Mutation.createRole': { call: companyMembers.roleCreate },
  'Mutation.deleteRole': { call: companyMembers.roleDelete, reply: 'role_id' },
  'Mutation.saveRolePermissions': { call: companyMembers.roleSavePermissions },
  'Mutation.setUserRole': { call: companyMembers.userRole },
  'Mutation.setUserDisabled': { call: companyMembers.userDisable },
  'Mutation.updateUserProductRoles': { call: members.updateProductRoles },
  'Mutation.createInvite': { call: invite.newtoken, handWritten: 'sends the origin the browser used, for the link' },
  'Mutation.setInviteStatus': { call: invite.swtich },
  'Mutation.acceptInvite': { call: invite.regist, handWritten: 'sets the session cookie, as signUp' },
  'UserProductRoles.user': { call: members.users, loader: 'user', key: 'user_id' },
  'Invite.inviter': { call: members.users, loader: 'user', key: 'inviter_id' },
  'Invite.acceptedBy': { call: members.users, loader: 'user', key: 'accepted_by' },
  // issue 13 tokens: API tokens for internal tools, their roles and the audit list
  'Query.apiTokens': { call: tokens.list, reply: page },
  'Query.apiTokenRoles': { call: tokens.roles, reply: 'list' },
  'Query.apiTokenAudit': { call: tokens.audit, reply: page },
  'Mutation.createApiToken': { call: tokens.create },
  'Mutation.revokeApiToken': { call: tokens.revoke },
  'ApiToken.user': { call: members.users, loader: 'user', key: 'user_id' },
  'ApiToken.creator': { call: members.users, loader: 'user', key: 'creator_id' },
  'ApiTokenCall.user': { call: members.users, loader: 'user', key: 'user_id' },
};

/** `Type.field` → the loader its per-item call goes through (the cost limit counts one call per 100 items). */
export const BATCHED_FIELDS: Record<string, keyof Loaders> = Object.fromEntries(
  Object.entries(ROUTES).flatMap(([field, route]) => ('loader' in route && route.loader ? [[field, route.loader]] : [])),
);
