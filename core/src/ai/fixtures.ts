import { BUILTIN_MANIFESTS } from '../apps/builtin-manifests';
import type { AppManifest } from '../apps/definition';
import { lookupOf } from '../apps/lookup';
import type { AiDraft, DraftBranch, DraftStep } from './draft';

/** A group bot like the catalogue's (an account needed, one mappable field): the tests' third-party app. */
const BOT: AppManifest = {
  app_id: '2002',
  name: '钉钉群机器人',
  description: '向钉钉群发送消息',
  icon: 'dingtalk',
  class_type: 'message',
  version: '1.0.0',
  state: 1,
  auth: [{ type: 'custom', fields: [{ key: 'webhook_url', kind: 'text', label: 'Webhook 地址', required: true, secret: true }] }],
  actions: [
    {
      action_id: 'send_text',
      name: '发送文本消息',
      description: '发送一条文本消息',
      kind: 'action',
      editor: 'fields',
      sendsData: true,
      fields: [
        { key: 'content', kind: 'text', label: '消息内容', required: true, mappable: true },
        { key: 'at_mobiles', kind: 'multiText', label: '@ 成员手机号', mappable: true },
        { key: 'is_at_all', kind: 'boolean', label: '@ 所有人', default: false },
      ],
    },
  ],
  en: { name: 'DingTalk group bot', fields: { content: { label: 'Content' } } },
};

/** The built-in apps and the bot, as the platform's catalogue would list them. */
export const TEST_APPS = lookupOf([...BUILTIN_MANIFESTS, BOT]);

/** A draft step with nothing structural; `over` adds conditions, branches or a body. */
export function aDraftStep(
  appId: string,
  actionId: string,
  params: Record<string, DraftStep['params'][number]['value']> = {},
  over: Partial<DraftStep> = {},
): DraftStep {
  return {
    app_id: appId,
    action_id: actionId,
    title: '',
    explanation: `${appId}/${actionId}`,
    params: Object.entries(params).map(([key, value]) => ({ key, value })),
    conditions: null,
    branches: null,
    body: null,
    ...over,
  };
}

export function aBranch(title: string, steps: DraftStep[], conditions: DraftBranch['conditions'], fallback = false): DraftBranch {
  return { title, fallback, conditions, steps };
}

/** A webhook-triggered draft of the given steps. */
export function aDraft(steps: DraftStep[], over: Partial<AiDraft> = {}): AiDraft {
  return {
    title: '测试流程',
    trigger: { app_id: '1001', action_id: 'receive', title: '接收表单', explanation: '收到数据时开始', params: [] },
    steps,
    notes: [],
    ...over,
  };
}
