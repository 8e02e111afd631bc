import { operatorInfo } from '@huiliu/core';
import type { AiLang } from '@huiliu/contract';

/**
 * What the planner writes, in the reader's language (the `lang` of the request): explanations, notes, the messages
 * it drafts. The English UI shows no Chinese outside users' own words, so every sentence here has both.
 */
type Text = Record<AiLang, string>;
const t = (zh: string, en: string): Text => ({ 'zh-CN': zh, en });

export const PHRASES = {
  webhook: t('收到发到本流程 Webhook 地址的数据时开始运行', 'Starts when data is sent to this pipeline’s webhook address'),
  webhookSync: t('，调用方会等到自定义返回的结果', ', and the caller waits for the custom return'),
  jinshuju: t(
    '金数据（表单服务）还没有触发应用，这里用 Webhook 触发：保存后把流程的 Webhook 地址填到金数据表单的“数据推送”里',
    'Jinshuju (the form service) has no trigger app yet, so a webhook starts the pipeline: after saving, paste its webhook address into the form’s data push settings',
  ),
  form: t(
    '表单的提交用 Webhook 触发：把流程的 Webhook 地址填到表单服务的数据推送里',
    'Form submissions arrive through the webhook: give the form service this pipeline’s webhook address',
  ),
  schedule: t('按计划运行：{when}（公司时区）', 'Runs on a schedule: {when} (company time zone)'),
  github: t('仓库有新的 Issue 时开始（每 5 分钟检查一次）', 'Starts when the repository has a new issue (checked every 5 minutes)'),
  githubRepo: t('；请在编辑器里选择 GitHub 账户和仓库', '; pick the GitHub account and repository in the editor'),
  error: t(
    '被监控的流程运行失败时开始：在那些流程的错误监控里选本流程作为错误处理流程',
    'Starts when a monitored pipeline’s run fails: choose this pipeline as the error pipeline in their error monitor',
  ),
  filter: t(
    '只有“{field} {operator} {value}”时才继续，否则本次运行到此结束',
    'Goes on only when “{field} {operator} {value}”; otherwise the run ends here',
  ),
  wholeData: t('数据', 'the data'),
  switch: t('按{field}分流：{branches}', 'Routes by {field}: {branches}'),
  switchFallback: t('；都不满足时走“{fallback}”', '; anything else goes to “{fallback}”'),
  otherBranch: t('其他', 'Other'),
  matchedBranch: t('满足条件', 'Condition met'),
  loop: t('对 {list} 里的每一项分别运行循环里的步骤', 'Runs the steps inside the loop once for every item of {list}'),
  toTable: t('把数据记一行到数据表；请在编辑器里选择数据表', 'Adds a row to a data table; pick the table in the editor'),
  findRows: t(
    '在数据表里查找数据；请在编辑器里选择数据表和查找条件',
    'Looks up rows of a data table; pick the table and the conditions in the editor',
  ),
  send: t('把数据发送到 {url}', 'Sends the data to {url}'),
  sendNoUrl: t('调用接口；请填写请求地址', 'Calls an API; fill in its address'),
  return: t('把结果作为 Webhook 请求的响应返回给调用方', 'Returns the result to the caller as the webhook’s response'),
  message: t('通过{app}发送消息', 'Sends a message through {app}'),
  messageFields: t('，内容带上{fields}', ' with {fields}'),
  email: t('发送邮件给 {to}', 'Sends an email to {to}'),
  emailNoTo: t('发送邮件；请填写收件人', 'Sends an email; fill in the recipients'),
  issue: t('在 GitHub 创建 Issue', 'Creates a GitHub issue'),
  generic: t('{app}：{action}', '{app}: {action}'),
  returnDropped: t('自定义返回只能用在 Webhook 触发的流程里，已略去', 'A custom return only answers a webhook’s caller, so it was left out'),
  notUnderstood: t('没有识别出这部分，请在编辑器里补上：“{text}”', 'This part was not understood; add it in the editor: “{text}”'),
  foundBySearch: t('“{text}”按应用目录搜索到了{app}', '“{text}” was matched to {app} by searching the app catalogue'),
  // flow suggestions' reasons
  fromDescription: t('描述里提到了它', 'The description asks for it'),
  returnToCaller: t(
    'Webhook 设为“使用后续步骤返回数据”，还缺自定义返回',
    'The webhook waits for the following steps: a custom return is still missing',
  ),
  lookupOnSchedule: t('定时运行的流程通常先从数据表查出要处理的数据', 'A scheduled pipeline usually starts by looking up the data to handle'),
  loopRows: t('逐条处理查到的每一行', 'Handle every row found, one by one'),
  alertOnFailure: t('把运行失败及时告诉负责的人', 'Tell whoever is on call about the failed run'),
  filterFirst: t('只处理满足条件的数据，其余的在这里结束', 'Handle only the data that meets a condition'),
  notifyGroup: t('把数据及时通知到群里', 'Tell a group chat about the data as it arrives'),
  keepRecord: t('把每次的数据记一行到数据表留档', 'Keep every record as a row of a data table'),
  emailPeople: t('用邮件通知相关的人', 'Email the people concerned'),
  callApi: t('把数据交给其他系统的接口', 'Hand the data to another system’s API'),
  // field suggestions' reasons
  sameName: t('样本字段“{path}”与字段同名', 'The sample key “{path}” has the field’s name'),
  sameLabel: t('样本字段“{path}”与字段名称“{label}”相同', 'The sample key “{path}” is the field’s label “{label}”'),
  synonym: t('样本字段“{path}”与“{label}”意思相近', 'The sample key “{path}” means much the same as “{label}”'),
  contains: t('样本字段“{path}”与“{label}”名称相近', 'The sample key “{path}” is named much like “{label}”'),
  example: t('（示例：{value}）', ' (e.g. {value})'),
  // drafted message texts
  newForm: t('收到新的表单数据', 'New form data'),
  newOrder: t('收到新订单', 'New order'),
  newAlert: t('收到告警', 'New alert'),
  newData: t('收到新数据', 'New data'),
  allData: t('详细数据', 'Details'),
  reminder: t('定时提醒：{text}', 'Scheduled reminder: {text}'),
  newIssue: t('新 Issue：{{1.title}}', 'New issue: {{1.title}}'),
  runFailed: t('流程运行失败：{{1.title}}\n错误：{{1.error}}', 'Pipeline run failed: {{1.title}}\nError: {{1.error}}'),
  found: t('查询结果：共 {count} 条', 'Lookup result: {count} rows'),
  received: t('已收到', 'Received'),
  separator: t('：', ': '),
  listJoin: t('、', ', '),
} as const;

/** A phrase in `lang` with its `{name}` holes filled. */
export function say(phrase: Text, lang: AiLang, values: Record<string, string | number> = {}): string {
  return phrase[lang].replace(/\{(\w+)\}/g, (hole: string, name: string) => (name in values ? String(values[name]) : hole));
}

const EN_OPERATORS: Record<number, string> = {
  11: 'contains',
  12: 'does not contain',
  13: 'is',
  14: 'is not',
  15: 'starts with',
  16: 'does not start with',
  17: 'ends with',
  18: 'does not end with',
  21: '>',
  22: '≥',
  23: '<',
  24: '≤',
  25: '=',
  26: '≠',
  31: 'is before',
  32: 'is after',
  33: 'is on',
  41: 'is empty',
  42: 'is not empty',
  43: 'does not exist',
};

/** A spec §5 operator in words: core's zh-CN label, or its English twin. */
export function operatorWords(code: number, lang: AiLang): string {
  return lang === 'en' ? (EN_OPERATORS[code] ?? String(code)) : (operatorInfo(code)?.label ?? String(code));
}
