/**
 * The actions a clause asks for (the planner's keyword rules): 发到钉钉群 / 企业微信 / 飞书 / 邮件 → the catalogue's
 * message apps, 记一行到数据表 → send data's to_table, 查…数据表 → find data, 返回给调用方 → custom return, 调用接口 or
 * an address → send data … Each rule names one action; the first rule of a group that matches wins (企业微信应用消息
 * before the group bot). A clause may ask for several ("通知飞书群和钉钉群"): they come in the order it names them.
 */
export interface ActionRule {
  app_id: string;
  /** The action, or how the clause picks one ("markdown" → send_markdown). */
  action_id: string | ((clause: string) => string);
  pattern: RegExp;
  /** Only when the whole description also says this (抖店's 订单详情 needs 抖店 somewhere). */
  context?: RegExp;
  /** Rules of one group exclude each other: the first that matches wins. */
  group?: string;
}

/** '表' but not '表单' (a form is no data table). */
const TABLE = '(数据表|表格|表(?!单))';

export const ACTION_RULES: readonly ActionRule[] = [
  { app_id: '2009', action_id: 'order_detail', pattern: /(查询|查|获取|拉取)[^,]{0,4}订单详情|订单详情/u, context: /抖店|抖音/u, group: 'lookup' },
  { app_id: '2008', action_id: 'poi_ids', pattern: /美团[^,]{0,8}门店|门店[^,]{0,6}(列表|id)/iu, context: /美团/u },
  {
    app_id: '2010',
    action_id: 'send_template_message',
    pattern: /模板消息|公众号[^,]{0,6}(推送|发送|通知|发消息)|(推送|发送|发)到?[^,]{0,6}公众号/u,
  },
  { app_id: '2011', action_id: 'create_contact', pattern: /mautic|营销[^,]{0,4}联系人/iu },
  {
    app_id: '2006',
    action_id: 'create_issue',
    pattern:
      /(提|创建|新建|开|建|提交|生成)\s*(一个|一条|个|条)?\s*(github\s*)?issue|github[^,]{0,8}(创建|新建|提|开)|(create|open)\s+(an?\s+)?(github\s+)?issue/iu,
  },
  {
    app_id: '2007',
    action_id: 'send_app_message',
    pattern: /(企业微信|企微|wecom)[^,]{0,8}(应用消息|自建应用)|(企业微信|企微)[^,]{0,10}发给[^,]{0,6}(同事|成员|员工|个人)/iu,
    group: 'wecom',
  },
  { app_id: '2001', action_id: 'send_text', pattern: /企业微信|企微|wecom|wechat work/iu, group: 'wecom' },
  { app_id: '2002', action_id: (c) => (/markdown|md 格式/iu.test(c) ? 'send_markdown' : 'send_text'), pattern: /钉钉|dingtalk/iu },
  { app_id: '2003', action_id: (c) => (/富文本|post/iu.test(c) ? 'send_post' : 'send_text'), pattern: /飞书|feishu|lark/iu },
  {
    app_id: '2004',
    action_id: 'send_email',
    pattern:
      /(发|寄|写|回)[送个一封份条]*[^,]{0,6}(邮件|email|e-mail)|(邮件|email)\s*(通知|提醒|发送|告知|给|to)|发[^,]{0,6}[\w.+-]+@[\w-]+\.[\w.]+|send\s+(an?\s+)?(email|mail)|email/iu,
  },
  {
    app_id: '1007',
    action_id: 'to_table',
    pattern: new RegExp(
      `(记|存|写|保存|插入|添加|加|记录|登记|同步|导入|放)\\s*(入|到|进|在)?[^,]{0,10}${TABLE}|${TABLE}[^,]{0,4}(新增|记|写|存|添加|登记)|(记|存|写|加|插|登记)(一行|一条记录)|(record|save|write|add)[^,]{0,20}table`,
      'iu',
    ),
  },
  {
    app_id: '1006',
    action_id: 'find_rows',
    pattern: new RegExp(
      `(查找|查询|查出|查一下|查看|找出|检索|统计|汇总|读取)[^,]{0,12}(${TABLE}|记录|订单|数据|客户)|${TABLE}[^,]{0,12}(查出|查一下|查找|查询)`,
      'u',
    ),
    group: 'lookup',
  },
  {
    app_id: '1009',
    action_id: 'return',
    pattern: /(返回|回复|响应|回传)[^,]{0,10}(调用方|请求方|结果|给对方|响应|数据)|同步返回|返回给|return[^,]{0,20}(caller|response)/iu,
  },
  {
    app_id: '1007',
    action_id: 'send',
    pattern: /https?:\/\/\S+|(调用|请求|推送|转发|发送|提交|post|通知|检查|访问|同步)[^,]{0,12}(接口|api|url|网址|地址|系统|服务)|接口|\bapi\b/iu,
  },
];

export interface ActionMatch {
  app_id: string;
  action_id: string;
  /** Where in the clause it was named: actions come in this order. */
  at: number;
}

/** The actions a clause names, in the order it names them; `whole` is the description (for rules' context). */
export function actionsIn(clause: string, whole: string): ActionMatch[] {
  const found: ActionMatch[] = [];
  const groups = new Set<string>();
  for (const rule of ACTION_RULES) {
    if (rule.group && groups.has(rule.group)) continue;
    if (rule.context && !rule.context.test(whole)) continue;
    const m = rule.pattern.exec(clause);
    if (!m) continue;
    if (rule.group) groups.add(rule.group);
    const action_id = typeof rule.action_id === 'string' ? rule.action_id : rule.action_id(clause);
    if (found.some((f) => f.app_id === rule.app_id && f.action_id === action_id)) continue;
    found.push({ app_id: rule.app_id, action_id, at: m.index });
  }
  // an address or 接口 inside a clause that already names an app is that app's, not a second HTTP call
  const named = found.filter((f) => f.app_id !== '1007' || f.action_id !== 'send');
  const out = named.length > 0 && named.length < found.length && !/https?:\/\//iu.test(clause) ? named : found;
  return out.sort((a, b) => a.at - b.at);
}

/** A clause that asks for something to be done, though no rule named it: the catalogue search may know the app. */
export function asksForAction(clause: string): boolean {
  return /发|推送|通知|提醒|同步|创建|新建|添加|记录|调用|转发|告诉|send|notify|post|create|sync/iu.test(clause);
}
