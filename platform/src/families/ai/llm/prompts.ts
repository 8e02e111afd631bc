import type { AiLang } from '@huiliu/contract';
import { needsAccount, OPERATORS, type AppField, type AppManifest, type PipelineContent } from '@huiliu/core';
import { samplePaths, type SampleStep } from '@huiliu/core/ai';
import { flattenSteps, stepNumbers } from '@huiliu/core';

/**
 * What the LLM is told (zh-CN, the product's language): the task, the rules a draft must keep (the same ones core
 * checks, so a retry's feedback matches what it was told), and the catalogue it may use.
 */
const KIND: Record<string, string> = {
  text: '文本',
  number: '数字',
  boolean: '布尔',
  multiText: '文本列表',
  group: '分组',
  object: '键值对',
  select: '选项',
  date: '日期',
};

function fieldText(field: AppField): string {
  const parts = [field.label, KIND[field.kind] ?? field.kind];
  if (field.required) parts.push('必填');
  if (field.mappable) parts.push('可映射');
  if (field.options?.length) parts.push(`可选值 ${field.options.map((o) => o.value).join('/')}`);
  return `${field.key}（${parts.join('，')}）`;
}

/** The catalogue as the model reads it: every listed app, its triggers and actions with their fields. */
export function catalogueText(apps: readonly AppManifest[]): string {
  return apps
    .map((app) => {
      const head = `应用 ${app.app_id} ${app.name}（${app.en.name}）${needsAccount(app) ? '，需要使用者的账户' : ''}`;
      const actions = app.actions.map(
        (a) =>
          `  - ${a.kind === 'action' ? '动作' : '触发'} ${a.action_id}「${a.name}」：${a.description}${a.fields.length ? `；字段：${a.fields.map(fieldText).join('；')}` : ''}`,
      );
      return [head, ...actions].join('\n');
    })
    .join('\n');
}

const languageOf = (lang: AiLang) => (lang === 'en' ? '英文' : '中文');

export function draftSystemPrompt(apps: readonly AppManifest[], lang: AiLang): string {
  return `你是汇流（无代码集成平台）的流程设计助手。根据使用者对流程的描述设计一个流程草稿，只输出符合给定 JSON Schema 的 JSON。
规则：
1. trigger 只能用应用目录里标为“触发”的动作；steps 里只能用标为“动作”的。
2. 步骤编号：1 是触发步骤，之后按顺序编号；分支路径的各分支里的步骤紧跟在分支路径步骤之后依次编号，循环体的步骤紧跟在循环步骤之后编号。
3. 字段值里用 {{N.path}} 映射第 N 步的输出，只能映射在它之前运行的步骤（不能映射自己、之后的步骤或同一分支路径里别的分支的步骤）；用 {{env.KEY}} 读取变量；不要用 {{auth.…}}。循环体里用 {{循环步骤编号.item.字段}} 读取当前这一项。
4. 数据过滤（1003/filter）写 conditions：外层数组是“或”，内层数组是“且”。运算符代码：${OPERATORS.map((o) => `${o.code} ${o.kind === 'number' ? '数字' : o.kind === 'datetime' ? '日期' : ''}${o.label}`).join('，')}。
5. 分支路径（1004/switch）写 branches：每个分支有 title 和 conditions；默认分支 fallback 为 true、conditions 为 null，最多一个，放在最后。
6. 循环（1005/loop）的 params 里 items 映射一个列表，body 是每一项都要运行的步骤。
7. 自定义返回（1009/return）只能用在 Webhook 触发（1001 的 receive 或 receive_with_headers）之后，并且触发步骤的 response_type 必须是 following_steps。
8. 金数据等表单服务还没有触发应用：用 Webhook（1001/receive）触发，并在 notes 里说明把 Webhook 地址填到表单服务的数据推送里。
9. 账户、数据表 ID、密钥由使用者在编辑器里选择或填写，不要编造；不知道的值不要填。
10. 只用目录里列出的字段 key；键值对字段写成 [{"key": …, "value": …}]。
11. title、每一步的 explanation 和 notes 用${languageOf(lang)}写，explanation 一句话说明这一步做什么。
应用目录：
${catalogueText(apps)}`;
}

/** The steps so far as numbered lines: "1. 1001/receive 接收到数据时". */
function stepsText(content: PipelineContent): string {
  const numbers = stepNumbers(content);
  return flattenSteps(content)
    .map((s) => `${numbers.get(s.uuid)}. ${s.app_id}/${s.action_id} ${String(s.title ?? '')}`.trim())
    .join('\n');
}

export function flowSystemPrompt(apps: readonly AppManifest[], lang: AiLang, limit: number): string {
  return `你是汇流（无代码集成平台）的流程设计助手。根据流程已有的步骤和使用者的描述，推荐最值得加在后面的 ${limit} 个以内的动作，最好的在前，只输出符合给定 JSON Schema 的 JSON。
只能推荐应用目录里标为“动作”的，不要推荐流程里已有的同一个动作。reason 用${languageOf(lang)}写一句话。
应用目录：
${catalogueText(apps)}`;
}

export function flowUserPrompt(content: PipelineContent, description: string | undefined): string {
  return `已有步骤：\n${content.length > 0 ? stepsText(content) : '（还没有步骤）'}${description ? `\n描述：${description}` : ''}`;
}

export function fieldsSystemPrompt(lang: AiLang): string {
  return `你是汇流（无代码集成平台）的字段映射助手。给出一个动作的字段和之前各步骤的样本数据，为每个可以映射的空字段推荐一个映射 {{N.path}}（N 是步骤编号，path 是那一步样本里的路径），没有合适的就不推荐。只输出符合给定 JSON Schema 的 JSON。
confidence 是 0 到 1 的把握，reason 用${languageOf(lang)}写一句话。`;
}

export function fieldsUserPrompt(
  app: AppManifest,
  actionId: string,
  fields: readonly AppField[],
  steps: readonly SampleStep[],
  filled: readonly string[],
): string {
  const samples = steps.map((s) => ({
    step_number: s.step_number,
    paths: samplePaths(s.sample)
      .slice(0, 60)
      .map((p) => ({ path: p.path, example: typeof p.value === 'string' ? p.value.slice(0, 60) : p.value })),
  }));
  return JSON.stringify({ app: `${app.app_id} ${app.name}`, action: actionId, fields: fields.map(fieldText), filled, samples });
}
