import fc from 'fast-check';

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** Text that breaks careless code: NUL, lone surrogates, huge numbers, quotes, CJK, long runs. */
export const hostileText = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\ud800',
      '%00',
      '%',
      '../../etc/passwd',
      '<script>',
      "' OR 1=1 --",
      '中文标题',
      'NaN',
      '-1',
      '1e309',
    ),
    fc.constantFrom('12345678901234567890123', '9007199254740993', '0', '-0', '1.5', 'true', 'null', '[]', '{}'),
    fc.string({ minLength: 300, maxLength: 3000 }),
  );

/** Field names the platform's routes read, so generated bodies reach validation and handlers. */
const KNOWN_FIELDS = [
  'process_id',
  'processId',
  'title',
  'content',
  'status',
  'limit',
  'offset',
  'keyword',
  'log_id',
  'log_ids',
  'step_uuid',
  'dsid',
  'Name',
  'TableFields',
  'variable_id',
  'variable_name',
  'variable_key',
  'variable_value',
  'variable_type',
  'variable_class',
  'email',
  'password',
  'company_name',
  'uname',
  'version_id',
  'version_remark',
  'data_process',
  'start_date',
  'end_date',
  'ids',
  'account_id',
  'app_id',
  'action_id',
  'fields',
  'params',
  'sort',
  'monitored',
  'error_process_id',
  'emails',
  'webhook_url',
  'row',
  'rows',
  // templates (issue 12)
  'template_id',
  'share_token',
  'share_tip',
  'visible',
  'category',
  'inputs',
  'accounts',
  'values',
  'active',
  'refresh_steps',
  'mine',
];

const jsonValue = () => fc.jsonValue({ maxDepth: 3 });
const fieldValue = () => fc.oneof(hostileText(), jsonValue(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const knownObject = () => fc.dictionary(fc.constantFrom(...KNOWN_FIELDS), fieldValue(), { maxKeys: 6 });

/** A body: JSON of any shape, JSON of the routes' own fields, broken JSON, or not JSON at all. */
const body = (): fc.Arbitrary<{ contentType?: string; body?: string | Buffer }> =>
  fc.oneof(
    { weight: 4, arbitrary: knownObject().map((o) => ({ contentType: 'application/json', body: JSON.stringify(o) })) },
    { weight: 2, arbitrary: jsonValue().map((v) => ({ contentType: 'application/json', body: JSON.stringify(v) })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }).map((s) => ({ contentType: 'application/json', body: s })) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((b) => ({ contentType: 'application/octet-stream', body: Buffer.from(b) })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/json; charset=gbk')
        .chain((t) => fc.string({ maxLength: 100 }).map((s) => ({ contentType: t, body: s }))),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );

/** A request to one of the platform's routes (its `:params` filled with hostile text) through the public port. */
export function restRequest(routes: Array<{ method: string; url: string }>, tokens: string[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      route: fc.constantFrom(...routes),
      params: fc.array(hostileText(), { minLength: 3, maxLength: 3 }),
      query: fc.dictionary(fc.oneof(fc.constantFrom(...KNOWN_FIELDS, 'token', 'key'), fc.string({ maxLength: 10 })), hostileText(), { maxKeys: 4 }),
      body: body(),
      auth: fc.oneof(fc.constantFrom(...tokens), fc.constant(''), hostileText()),
    })
    .map(({ route, params, query, body: b, auth }) => {
      let i = 0;
      const path = route.url.replace(/:\w+/g, () => encodeURIComponent(wellFormed(params[i++ % params.length] || 'x')));
      const search = new URLSearchParams(query).toString();
      const headers: Record<string, string> = {};
      if (auth) headers.authorization = `Bearer ${auth.replace(/[^\x21-\x7e]/g, '')}`;
      if (b.contentType) headers['content-type'] = b.contentType;
      const withBody = route.method !== 'GET' && b.body !== undefined;
      return { method: route.method, path: search ? `${path}?${search}` : path, headers, ...(withBody ? { body: b.body } : {}) };
    });
}

/** Lone surrogates as U+FFFD: encodeURIComponent throws on them, and no client could send them anyway. */
function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}
