import { dingtalkSign } from '../signers';
import { isObject, startJsonServer, type Standin } from './server';

/**
 * 钉钉 自定义机器人 (open.dingtalk.com "自定义机器人发送群消息"): POST /robot/send?access_token=TOKEN, with
 * `&timestamp=<ms>&sign=<base64 HMAC>` when 加签 is on; body `{ msgtype: 'text', text: { content }, at: { atMobiles,
 * isAtAll } }` or `{ msgtype: 'markdown', markdown: { title, text } }`. Answers `{ errcode: 0, errmsg: 'ok' }`;
 * a wrong token 300001, a bad or old signature 310000 (the timestamp must be within an hour).
 */
export function startDingtalkBot(opts: { accessToken: string; secret?: string }): Promise<Standin> {
  return startJsonServer((req) => {
    if (req.method !== 'POST' || req.path !== '/robot/send') return { status: 404, body: { errcode: 404, errmsg: 'not found' } };
    if (req.query.access_token !== opts.accessToken) return { body: { errcode: 300001, errmsg: 'token is not exist' } };
    if (opts.secret) {
      const ts = Number(req.query.timestamp);
      const fresh = Number.isFinite(ts) && Math.abs(Date.now() - ts) < 3_600_000;
      if (!fresh || req.query.sign !== dingtalkSign(opts.secret, ts)) {
        return { body: { errcode: 310000, errmsg: 'sign not match, more: [https://ding-doc.dingtalk.com/doc#/serverapi2/qf2nxq]' } };
      }
    }
    const b = req.body;
    if (!isObject(b)) return { body: { errcode: 40035, errmsg: '缺少参数 json' } };
    if (b.at !== undefined) {
      if (!isObject(b.at) || (b.at.atMobiles !== undefined && !Array.isArray(b.at.atMobiles)))
        return { body: { errcode: 40035, errmsg: '缺少参数 at' } };
    }
    if (b.msgtype === 'text' && isObject(b.text) && typeof b.text.content === 'string' && b.text.content !== '')
      return { body: { errcode: 0, errmsg: 'ok' } };
    if (
      b.msgtype === 'markdown' &&
      isObject(b.markdown) &&
      typeof b.markdown.title === 'string' &&
      typeof b.markdown.text === 'string' &&
      b.markdown.text !== ''
    ) {
      return { body: { errcode: 0, errmsg: 'ok' } };
    }
    return { body: { errcode: 40035, errmsg: '缺少参数 json' } };
  });
}
