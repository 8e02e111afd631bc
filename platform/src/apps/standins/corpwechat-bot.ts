import { isObject, startJsonServer, type Standin } from './server';

/**
 * 企业微信 群机器人 (developer.work.weixin.qq.com/document/path/91770): POST /cgi-bin/webhook/send?key=KEY with
 * `{ msgtype: 'text', text: { content, mentioned_list?, mentioned_mobile_list? } }` or
 * `{ msgtype: 'markdown', markdown: { content } }`; answers `{ errcode: 0, errmsg: 'ok' }`, a wrong key
 * 93000, a bad message 40008 / 44004 — always HTTP 200, as the real service does.
 */
export function startCorpWechatBot(opts: { key: string }): Promise<Standin> {
  return startJsonServer((req) => {
    if (req.method !== 'POST' || req.path !== '/cgi-bin/webhook/send') return { status: 404, body: { errcode: 404, errmsg: 'not found' } };
    if (req.query.key !== opts.key) return { body: { errcode: 93000, errmsg: 'invalid webhook url, hint: [1] from ip: 127.0.0.1' } };
    const b = req.body;
    if (!isObject(b)) return { body: { errcode: 40008, errmsg: 'invalid message type' } };
    if (b.msgtype === 'text') {
      const t = b.text;
      if (!isObject(t) || typeof t.content !== 'string' || t.content === '') return { body: { errcode: 44004, errmsg: 'text content is empty' } };
      for (const k of ['mentioned_list', 'mentioned_mobile_list']) {
        if (t[k] !== undefined && !Array.isArray(t[k])) return { body: { errcode: 40058, errmsg: `invalid ${k}` } };
      }
      return { body: { errcode: 0, errmsg: 'ok' } };
    }
    if (b.msgtype === 'markdown') {
      const m = b.markdown;
      if (!isObject(m) || typeof m.content !== 'string' || m.content === '') return { body: { errcode: 44004, errmsg: 'markdown content is empty' } };
      return { body: { errcode: 0, errmsg: 'ok' } };
    }
    return { body: { errcode: 40008, errmsg: 'invalid message type' } };
  });
}
