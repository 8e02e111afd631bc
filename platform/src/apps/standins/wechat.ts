import { randomBytes } from 'node:crypto';
import { startStandinServer, type StandinRequest, type StandinServer } from './vendor-standin-server';

/** A loopback 微信公众平台 API of one official account: /cgi-bin/token and message/template/send. */
export interface WechatStandin extends StandinServer {
  tokensIssued(): number;
  expireTokens(): void;
  messages: Record<string, unknown>[];
}

export const WECHAT_STANDIN = {
  appid: 'wx1234567890abcdef',
  appsecret: 'wechat-app-secret-456',
  followers: ['oFans0001'],
  templates: ['TPL_ORDER_SHIPPED'],
};

const err = (errcode: number, errmsg: string) => ({ errcode, errmsg });

export async function startWechat(): Promise<WechatStandin> {
  const S = WECHAT_STANDIN;
  const tokens = new Map<string, boolean>();
  const messages: Record<string, unknown>[] = [];
  const answer = (req: StandinRequest): unknown => {
    if (req.path === '/cgi-bin/token') {
      if (req.query.grant_type !== 'client_credential') return err(40002, 'invalid grant_type');
      if (req.query.appid !== S.appid) return err(40013, 'invalid appid');
      if (req.query.secret !== S.appsecret) return err(40125, 'invalid appsecret');
      const token = randomBytes(16).toString('hex');
      tokens.set(token, true);
      return { access_token: token, expires_in: 7200 };
    }
    const t = req.query.access_token;
    if (!t || !tokens.has(t)) return err(40001, 'invalid credential, access_token is invalid or not latest');
    if (!tokens.get(t)) return err(42001, 'access_token expired');
    if (req.path === '/cgi-bin/message/template/send' && req.method === 'POST') {
      const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
      if (!S.templates.includes(String(body.template_id))) return err(40037, 'invalid template_id');
      if (!S.followers.includes(String(body.touser))) return err(43004, 'require subscribe');
      if (!body.data || typeof body.data !== 'object') return err(47003, 'argument invalid! data.xxx.value is empty');
      messages.push(body);
      return { errcode: 0, errmsg: 'ok', msgid: 200228332 + messages.length };
    }
    return err(404, 'api not found');
  };
  const server = await startStandinServer(answer);
  return {
    ...server,
    messages,
    tokensIssued: () => tokens.size,
    expireTokens: () => {
      for (const k of tokens.keys()) tokens.set(k, false);
    },
  };
}
