import { randomBytes } from 'node:crypto';
import { startStandinServer, type StandinRequest, type StandinServer } from './vendor-standin-server';

/**
 * A loopback 企业微信 server API for one self-built app (企业微信开发者中心 服务端 API): gettoken, message/send,
 * department/list, user/simplelist and externalcontact/convert_to_openid, with the documented errcodes.
 */
export interface CorpWechatStandin extends StandinServer {
  /** How many times gettoken handed out a token. */
  tokensIssued(): number;
  /** Every token issued so far answers 42001 from now on (as after its 7200 s). */
  expireTokens(): void;
  /** Messages 企业微信 accepted. */
  messages: Record<string, unknown>[];
}

export const CORPWECHAT_STANDIN = {
  corpid: 'ww0a1b2c3d4e5f',
  corpsecret: 'corp-secret-value-123',
  agentid: '1000002',
  agentName: '汇流通知',
  users: [
    { userid: 'zhangsan', name: '张三', department: [1] },
    { userid: 'lisi', name: '李四', department: [2] },
  ],
  departments: [
    { id: 1, name: '总部', parentid: 0, order: 100 },
    { id: 2, name: '研发部', parentid: 1, order: 90 },
  ],
  externalUsers: { wmEXT001: 'oAbCdEfG123' } as Record<string, string>,
};

const err = (errcode: number, errmsg: string) => ({ errcode, errmsg });

export async function startCorpWechat(): Promise<CorpWechatStandin> {
  const S = CORPWECHAT_STANDIN;
  const tokens = new Map<string, boolean>(); // token → still valid
  const messages: Record<string, unknown>[] = [];

  const tokenProblem = (req: StandinRequest) => {
    const t = req.query.access_token;
    if (!t || !tokens.has(t)) return err(40014, 'invalid access_token');
    if (!tokens.get(t)) return err(42001, 'access_token expired');
    return undefined;
  };

  const answer = (req: StandinRequest): unknown => {
    if (req.path === '/cgi-bin/gettoken') {
      if (req.query.corpid !== S.corpid) return err(40013, 'invalid corpid');
      if (req.query.corpsecret !== S.corpsecret) return err(40001, 'invalid credential');
      const token = randomBytes(16).toString('hex');
      tokens.set(token, true);
      return { errcode: 0, errmsg: 'ok', access_token: token, expires_in: 7200 };
    }
    const problem = tokenProblem(req);
    if (problem) return problem;
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    switch (req.path) {
      case '/cgi-bin/message/send': {
        if (req.method !== 'POST') return err(43002, 'require POST method');
        if (String(body.agentid) !== S.agentid) return err(40056, 'invalid agentid');
        const type = body.msgtype;
        if (type !== 'text' && type !== 'markdown') return err(40008, 'invalid message type');
        const content = (body[type] as { content?: unknown } | undefined)?.content;
        if (typeof content !== 'string' || content === '') return err(41016, 'missing content');
        const users = String(body.touser ?? '')
          .split('|')
          .filter(Boolean);
        const parties = String(body.toparty ?? '')
          .split('|')
          .filter(Boolean);
        const invalidUsers = users.filter((u) => u !== '@all' && !S.users.some((x) => x.userid === u));
        const invalidParties = parties.filter((p) => !S.departments.some((d) => String(d.id) === p));
        if (users.length - invalidUsers.length + parties.length - invalidParties.length === 0) {
          return err(81013, 'user & party & tag all invalid');
        }
        messages.push(body);
        return {
          errcode: 0,
          errmsg: 'ok',
          invaliduser: invalidUsers.join('|'),
          invalidparty: invalidParties.join('|'),
          msgid: `msg${messages.length}`,
        };
      }
      case '/cgi-bin/agent/get': {
        // 企业微信 answers only for the app whose Secret issued the token
        if (req.query.agentid !== S.agentid) return err(40056, 'invalid agentid');
        return { errcode: 0, errmsg: 'ok', agentid: Number(S.agentid), name: S.agentName, description: '', close: 0, home_url: '' };
      }
      case '/cgi-bin/department/list': {
        const list = req.query.id ? S.departments.filter((d) => String(d.id) === req.query.id || String(d.parentid) === req.query.id) : S.departments;
        return { errcode: 0, errmsg: 'ok', department: list };
      }
      case '/cgi-bin/user/simplelist': {
        if (!req.query.department_id) return err(40058, 'department_id is required');
        const id = Number(req.query.department_id);
        if (!S.departments.some((d) => d.id === id)) return err(60123, 'invalid party id');
        return { errcode: 0, errmsg: 'ok', userlist: S.users.filter((u) => u.department.includes(id)) };
      }
      case '/cgi-bin/externalcontact/convert_to_openid': {
        const openid = S.externalUsers[String(body.external_userid ?? '')];
        if (!openid) return err(84061, 'not external contact');
        return { errcode: 0, errmsg: 'ok', openid };
      }
      default:
        return err(404, 'api not found');
    }
  };

  const server = await startStandinServer(answer);
  return {
    ...server,
    messages,
    tokensIssued: () => tokens.size,
    expireTokens: () => {
      for (const t of tokens.keys()) tokens.set(t, false);
    },
  };
}
