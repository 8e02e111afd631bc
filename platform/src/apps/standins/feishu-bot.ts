import { feishuSign } from '../signers';
import { isObject, startJsonServer, type Standin } from './server';

/**
 * 飞书 自定义机器人 (open.feishu.cn "自定义机器人使用指南"): POST /open-apis/bot/v2/hook/{HOOK_ID} with
 * `{ timestamp, sign, msg_type: 'text', content: { text } }` or `msg_type: 'post'` with
 * `content.post.zh_cn = { title, content: [[{ tag: 'text', text }]] }`. Answers
 * `{ StatusCode: 0, StatusMessage: 'success', code: 0, data: {}, msg: 'success' }`; a wrong hook 19001,
 * a bad signature 19021, a bad body 19002.
 */
export function startFeishuBot(opts: { hookId: string; secret?: string }): Promise<Standin> {
  return startJsonServer((req) => {
    if (req.method !== 'POST' || !req.path.startsWith('/open-apis/bot/v2/hook/')) return { status: 404, body: { code: 404, msg: 'not found' } };
    if (req.path.slice('/open-apis/bot/v2/hook/'.length) !== opts.hookId)
      return { body: { code: 19001, msg: 'param invalid: incoming webhook access token invalid', data: {} } };
    const b = req.body;
    if (!isObject(b)) return { body: { code: 19002, msg: 'params error, msg_type need', data: {} } };
    if (opts.secret) {
      const ts = Number(b.timestamp);
      const fresh = Number.isFinite(ts) && Math.abs(Date.now() / 1000 - ts) < 3600;
      if (!fresh || b.sign !== feishuSign(opts.secret, ts)) {
        return { body: { code: 19021, msg: 'sign match fail or timestamp is not within one hour from current time', data: {} } };
      }
    }
    const c = b.content;
    const okText = b.msg_type === 'text' && isObject(c) && typeof c.text === 'string' && c.text !== '';
    const post = isObject(c) && isObject(c.post) ? (c.post.zh_cn ?? c.post.en_us) : undefined;
    const okPost = b.msg_type === 'post' && isObject(post) && Array.isArray(post.content) && post.content.every((line) => Array.isArray(line));
    if (!okText && !okPost) return { body: { code: 19002, msg: 'params error, content is invalid', data: {} } };
    return { body: { StatusCode: 0, StatusMessage: 'success', code: 0, data: {}, msg: 'success' } };
  });
}
