import { OPEN_PLATFORM_ID_MIN } from '../constants';

/**
 * The built-in apps of spec §1. Ids are small numbers (below the open-platform
 * range of spec §9); names are what the UI and the pipeline-list app filter show.
 */
export interface BuiltinApp {
  app_id: string;
  app_name: string;
  /** i18n key of the name for the web app. */
  i18nKey: string;
  is_trigger: boolean;
  paid: boolean;
}

export const BUILTIN_APPS: readonly BuiltinApp[] = [
  { app_id: '1001', app_name: 'Webhook', i18nKey: 'apps.webhook', is_trigger: true, paid: false },
  { app_id: '1002', app_name: '定时触发', i18nKey: 'apps.schedule', is_trigger: true, paid: false },
  { app_id: '1003', app_name: '数据过滤', i18nKey: 'apps.filter', is_trigger: false, paid: false },
  { app_id: '1004', app_name: '分支路径', i18nKey: 'apps.switch', is_trigger: false, paid: false },
  { app_id: '1005', app_name: '循环', i18nKey: 'apps.loop', is_trigger: false, paid: false },
  { app_id: '1006', app_name: '查找数据', i18nKey: 'apps.findData', is_trigger: false, paid: false },
  { app_id: '1007', app_name: '发送数据', i18nKey: 'apps.sendData', is_trigger: false, paid: false },
  { app_id: '1008', app_name: '自定义动作', i18nKey: 'apps.customAction', is_trigger: false, paid: false },
  { app_id: '1009', app_name: '自定义返回', i18nKey: 'apps.customReturn', is_trigger: false, paid: false },
  { app_id: '1010', app_name: '错误监控', i18nKey: 'apps.errorMonitor', is_trigger: true, paid: false },
  // issue 17 datamodel: 预测 with a company's trained data model
  { app_id: '1011', app_name: '数据模型', i18nKey: 'apps.dataModel', is_trigger: false, paid: false },
];

/** spec §5/§9: app ids longer than 7 digits are truncated to 7 for lookup. */
export function lookupAppId(appId: string | number): string {
  const id = String(appId);
  return id.length > 7 ? id.slice(0, 7) : id;
}

/** spec §3, §9: ids of 1,000,000 and above (looked up at 7 digits) are the open platform's apps. */
export function isOpenPlatformAppId(appId: string | number): boolean {
  return Number(lookupAppId(appId)) >= OPEN_PLATFORM_ID_MIN;
}

export function findBuiltinApp(appId: string | number): BuiltinApp | undefined {
  const id = lookupAppId(appId);
  return BUILTIN_APPS.find((a) => a.app_id === id);
}
