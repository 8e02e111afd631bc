import { isObject, startJsonServer, type Standin, type StandinReply, type StandinRequest } from './server';

/** A form of the stand-in: its token, name and fields as API v1 describes them. */
export interface JinshujuStandinForm {
  token: string;
  name: string;
  fields: Array<{ api_code: string; label: string; type: string; required?: boolean; choices?: Array<{ name: string; value: string }> }>;
}

/** The form the tests use: a required text, a single choice stored by code, a number. */
export const SIGNUP_FORM: JinshujuStandinForm = {
  token: 'SignUp',
  name: '活动报名',
  fields: [
    { api_code: 'field_1', label: '姓名', type: 'single_line_text', required: true },
    {
      api_code: 'field_2',
      label: '称呼',
      type: 'single_choice',
      choices: [
        { name: '先生', value: '2jYk' },
        { name: '女士', value: 'pIjs' },
      ],
    },
    { api_code: 'field_3', label: '人数', type: 'number' },
  ],
};

type Entry = Record<string, unknown> & { serial_number: number; created_at: string };

interface FormState extends JinshujuStandinForm {
  entries: Entry[];
  setting: { entry_post_url: string | null; post_new_entry: boolean; post_updated_entry: boolean };
}

export interface PushOutcome {
  status: number;
  body: unknown;
}

export interface JinshujuStandin extends Standin {
  /** Credentials that pass Basic auth, as `key:secret` (mutable: a test revokes one). */
  credentials: Set<string>;
  /** A person fills the form: the entry is stored and, when the form's data push is set, pushed to its URL. */
  submit(
    token: string,
    values: Record<string, unknown>,
    opts?: { minutesAgo?: number; push?: boolean },
  ): Promise<{ entry: Entry; push?: PushOutcome }>;
  /** 金数据's data push of an entry (the form's push URL unless `url` says otherwise), as 金数据 sends it. */
  push(token: string, entry: Entry, url?: string): Promise<PushOutcome>;
  entries(token: string): Entry[];
  setting(token: string): FormState['setting'];
}

const PAGE = 50;
const refused = (status: number, description: string): StandinReply => ({ status, body: { error_description: description } });

function compare(a: unknown, operator: string, b: unknown): boolean {
  const list = Array.isArray(a) ? a.map(String) : [String(a ?? '')];
  const x = String(a ?? '');
  const y = String(b ?? '');
  const order = (p: string, q: string) =>
    Number.isFinite(Number(p)) && Number.isFinite(Number(q)) ? Number(p) - Number(q) : Date.parse(p) - Date.parse(q);
  switch (operator) {
    case 'eq':
      return list.includes(y);
    case 'ne':
      return !list.includes(y);
    case 'like':
      return list.some((v) => v.toLowerCase().includes(y.toLowerCase()));
    case 'gte':
      return order(x, y) >= 0;
    case 'gt':
      return order(x, y) > 0;
    case 'lte':
      return order(x, y) <= 0;
    case 'lt':
      return order(x, y) < 0;
    default:
      throw new Error(`Unsupported operator '${operator}'.`);
  }
}

/**
 * 金数据 API v1 on loopback (open.jinshuju.net "API v1"): HTTP Basic with API Key and Secret (401 otherwise);
 * GET /api/v1/forms (paged, `next`), GET and PATCH /api/v1/forms/TOKEN (fields as `[{ field_N: {…} }]`, the data push
 * setting `entry_post_url` / `post_new_entry`), GET /api/v1/forms/TOKEN/entries (50 a page by serial_number, `next`
 * cursor, `filters` JSON joined by AND, sorted by created_at when it filters on it) and POST …/entries (422 for a
 * missing required field). A new entry is pushed as 金数据 pushes it: `{ form, form_name, entry }` as JSON.
 */
export async function startJinshuju(opts: {
  key: string;
  secret: string;
  forms: JinshujuStandinForm[];
  pageSize?: number;
}): Promise<JinshujuStandin> {
  const credentials = new Set([`${opts.key}:${opts.secret}`]);
  const pageSize = opts.pageSize ?? PAGE;
  const forms = new Map<string, FormState>(
    opts.forms.map((f) => [f.token, { ...f, entries: [], setting: { entry_post_url: null, post_new_entry: true, post_updated_entry: false } }]),
  );
  const detail = (f: FormState) => ({
    name: f.name,
    description: '',
    fields: f.fields.map((x) => ({
      [x.api_code]: {
        label: x.label,
        type: x.type,
        notes: '',
        private: false,
        validation: x.required ? { required: true } : {},
        ...(x.choices ? { choices: x.choices, allow_other: false } : {}),
      },
    })),
    setting: f.setting,
  });
  const page = <T>(list: T[], next: string | undefined, cursorOf: (item: T) => number) => {
    const from = next ? list.findIndex((item) => cursorOf(item) > Number(next)) : 0;
    const rest = from < 0 ? [] : list.slice(from);
    const data = rest.slice(0, pageSize);
    return { total: list.length, count: data.length, data, next: rest.length > pageSize ? String(cursorOf(data.at(-1)!)) : null };
  };

  const push = async (token: string, entry: Entry, url?: string): Promise<PushOutcome> => {
    const form = forms.get(token)!;
    const target = url ?? form.setting.entry_post_url;
    if (!target) throw new Error(`form ${token} has no data push URL`);
    const res = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Jinshuju-Push' },
      body: JSON.stringify({ form: token, form_name: form.name, entry }),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // a receiver may answer plain text
    }
    return { status: res.status, body };
  };

  const create = (form: FormState, values: Record<string, unknown>, minutesAgo = 0, creator = ''): Entry | string => {
    const missing = form.fields.find((f) => f.required && (values[f.api_code] === undefined || values[f.api_code] === ''));
    if (missing) return `${missing.label} 不能为空`;
    const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const serial = (form.entries.at(-1)?.serial_number ?? 0) + 1;
    const own = Object.fromEntries(form.fields.map((f) => [f.api_code, values[f.api_code] ?? '']));
    const entry: Entry = { serial_number: serial, ...own, creator_name: creator, created_at: at, updated_at: at, info_remote_ip: '203.0.113.7' };
    form.entries.push(entry);
    return entry;
  };

  const answer = (req: StandinRequest): StandinReply => {
    const basic = /^Basic (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
    const pair = basic ? Buffer.from(basic, 'base64').toString('utf8') : '';
    if (!credentials.has(pair)) return refused(401, 'Invalid API Key or API Secret');
    if (req.method === 'GET' && req.path === '/api/v1/me') return { body: { id: 'u1', name: '测试账号', role: 'owner' } };
    if (req.method === 'GET' && req.path === '/api/v1/forms') {
      const q = (req.query.q ?? '').toLowerCase();
      const list = [...forms.values()].filter((f) => f.name.toLowerCase().includes(q));
      const indexed = list.map((f, i) => ({ i: i + 1, f }));
      const p = page(indexed, req.query.next, (x) => x.i);
      return {
        body: {
          ...p,
          data: p.data.map(({ f }) => ({
            name: f.name,
            token: f.token,
            tags: [],
            created_at: '2026-01-01T00:00:00.000Z',
            creator: { name: '测试账号' },
          })),
        },
      };
    }
    const m = /^\/api\/v1\/forms\/([^/]+)(\/entries)?$/.exec(req.path);
    const form = m ? forms.get(m[1]!) : undefined;
    if (!m || !form) return refused(404, 'Form not found');
    if (!m[2] && req.method === 'GET') return { body: detail(form) };
    if (!m[2] && req.method === 'PATCH') {
      const setting = isObject(req.body) && isObject(req.body.setting) ? req.body.setting : {};
      if (typeof setting.entry_post_url === 'string' || setting.entry_post_url === null) form.setting.entry_post_url = setting.entry_post_url;
      if (typeof setting.post_new_entry === 'boolean') form.setting.post_new_entry = setting.post_new_entry;
      return { body: detail(form) };
    }
    if (m[2] && req.method === 'POST') {
      if (!isObject(req.body)) return refused(400, 'Body must be a JSON object');
      const made = create(form, req.body, 0, 'API调用者');
      if (typeof made === 'string') return refused(422, made);
      return { status: 201, body: { form: form.token, form_name: form.name, entry: made } };
    }
    if (m[2] && req.method === 'GET') {
      let filters: Array<{ field: string; operator: string; value?: unknown }> = [];
      try {
        const parsed: unknown = req.query.filters ? JSON.parse(req.query.filters) : [];
        if (Array.isArray(parsed)) filters = parsed as typeof filters;
      } catch {
        // 金数据: malformed filters are ignored silently
      }
      try {
        const found = form.entries.filter((e) => filters.every((f) => compare(e[f.field], f.operator, f.value)));
        const byTime = filters.some((f) => f.field === 'created_at');
        const sorted = byTime ? [...found].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at)) : found;
        return { body: page(sorted, req.query.next, (e) => e.serial_number) };
      } catch (err) {
        return refused(400, (err as Error).message);
      }
    }
    return refused(404, 'Not found');
  };
  const server = await startJsonServer(answer);
  return {
    ...server,
    credentials,
    push,
    entries: (token) => forms.get(token)?.entries ?? [],
    setting: (token) => forms.get(token)!.setting,
    async submit(token, values, o = {}) {
      const form = forms.get(token);
      if (!form) throw new Error(`no form ${token}`);
      const entry = create(form, values, o.minutesAgo ?? 0);
      if (typeof entry === 'string') throw new Error(entry);
      const pushes = (o.push ?? true) && form.setting.post_new_entry && form.setting.entry_post_url;
      return pushes ? { entry, push: await push(token, entry) } : { entry };
    },
  };
}
