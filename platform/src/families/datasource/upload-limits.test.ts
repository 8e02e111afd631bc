import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePlatform, type SignedUp } from '../../test/harness';
import { multipart, type Part } from '../../test/multipart';
import { xlsxBomb } from '../../test/spreadsheet-files';
import { UploadStore } from './uploads';

const D = '/v1/api/datasource';
const FIELDS = [
  { name: '客户', type: 'text' },
  { name: '金额', type: 'number' },
];
const file = (value: string | Buffer, filename: string): Part => ({ name: 'file', value, filename });

/** The upload folder of a test platform, and what it holds for a company. */
function stagingArea() {
  const dir = mkdtempSync(join(tmpdir(), 'huiliu-upload-limits-'));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return { dir, staged: (companyId: string) => readdir(join(dir, companyId)).catch(() => [] as string[]) };
}

/** upfile through the platform's own HTTP parser (inject): the refusal code and whether a table was touched. */
function uploader(t: ReturnType<typeof usePlatform>) {
  return async (token: string, parts: Part[], query: Record<string, string> = {}) => {
    const { payload, contentType } = multipart(parts);
    const res = await t.app.inject({
      method: 'POST',
      url: `${D}/upfile`,
      query,
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    });
    const body = JSON.parse(res.body) as { code: number; msg: string };
    return { status: res.statusCode, code: body.code, msg: body.msg };
  };
}

describe('spreadsheet bombs', () => {
  const area = stagingArea();
  const t = usePlatform('pglite', { uploadDir: area.dir });
  const upload = uploader(t);
  let me: SignedUp;
  let other: SignedUp;
  let dsid: string;
  let bomb4m: Buffer;
  let bomb10m: Buffer;
  const rowsOf = async (id: string) => (await t.call('GET', `${D}/getoneinfo`, { token: me.token, query: { dsid: id } })).data.rows;

  beforeAll(async () => {
    [me, other] = [await t.signUp(), await t.signUp()];
    dsid = (await t.call('POST', `${D}/adddatasource`, { token: me.token, body: { name: '订单', table_fields: FIELDS } })).data.dsid;
    [bomb4m, bomb10m] = [await xlsxBomb(4_000_000), await xlsxBomb(10_000_000)];
  });

  it('refuses a 4 M-cell XLSX of 142 KB for its cell count and stores nothing, staged or appended', async () => {
    expect(bomb4m.length).toBeLessThan(150 * 1024);
    const refused = { status: 413, code: 4064, msg: '文件内容超出限制：单元格数量超过 1100000' };
    expect(await upload(me.token, [file(bomb4m, 'bomb.xlsx')])).toEqual(refused);
    expect(await upload(me.token, [file(bomb4m, 'bomb.xlsx')], { dsid })).toEqual(refused);
    expect(await rowsOf(dsid)).toBe(0);
    expect(await area.staged(me.company_id)).toEqual([]);
  });

  it('refuses a 10 M-cell XLSX of 354 KB once it inflates past 100 MB and stores nothing', async () => {
    expect(bomb10m.length).toBeLessThan(360 * 1024);
    const refused = { status: 413, code: 4064, msg: '文件内容超出限制：解压后的大小超过 100 MB' };
    expect(await upload(me.token, [file(bomb10m, 'bomb.xlsx'), { name: 'dsid', value: dsid }])).toEqual(refused);
    expect(await rowsOf(dsid)).toBe(0);
    expect(await area.staged(me.company_id)).toEqual([]);
  });

  it('refuses CSV files of 10 MB of commas or of too many cells and stores nothing', async () => {
    const commas = Buffer.from(','.repeat(10 * 1024 * 1024 - 1024));
    expect(await upload(me.token, [file(commas, 'a.csv')], { dsid })).toEqual({ status: 413, code: 4064, msg: '文件内容超出限制：列数超过 200' });
    const cells = Buffer.from(`${Array(200).fill('12345').join(',')}\r\n`.repeat(8_000));
    expect(await upload(me.token, [file(cells, 'b.csv')], { dsid })).toEqual({
      status: 413,
      code: 4064,
      msg: '文件内容超出限制：单元格数量超过 1100000',
    });
    expect(await rowsOf(dsid)).toBe(0);
    expect(await area.staged(me.company_id)).toEqual([]);
  });

  it("answers another company's requests while a bomb is being refused, all before the bomb's reply", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const { payload, contentType } = multipart([file(bomb4m, 'bomb.xlsx')]);
    const finished: string[] = [];
    let sent!: () => void;
    const bodySent = new Promise<void>((resolve) => (sent = resolve));
    const bomb = new Promise<number>((resolve, reject) => {
      const req = request(
        `${base}${D}/upfile`,
        { method: 'POST', headers: { 'content-type': contentType, 'content-length': payload.length, authorization: `Bearer ${me.token}` } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            finished.push('bomb');
            resolve((JSON.parse(Buffer.concat(chunks).toString()) as { code: number }).code);
          });
        },
      );
      req.on('error', reject);
      req.end(payload, sent);
    });
    // Fired once the whole bomb is on its way: parsing it on the event loop would hold all of these.
    await bodySent;
    const info = Array.from({ length: 20 }, async () => {
      const res = await fetch(`${base}/v1/api/user/info`, { headers: { authorization: `Bearer ${other.token}` } });
      const { code } = (await res.json()) as { code: number };
      finished.push('info');
      return code;
    });
    const [bombCode, ...infoCodes] = await Promise.all([bomb, ...info]);
    expect(finished).toEqual([...Array(20).fill('info'), 'bomb']);
    expect([bombCode, infoCodes]).toEqual([4064, Array(20).fill(0)]);
  });
});

describe('a parse that outlasts its time budget', () => {
  const area = stagingArea();
  const t = usePlatform('pglite', { uploadDir: area.dir, sheetReader: { timeoutMs: 1 } });
  const upload = uploader(t);

  it('is stopped and refused with 4065, and nothing is stored: no staged file, no rows, no table', async () => {
    const me = await t.signUp();
    const dsid = (await t.call('POST', `${D}/adddatasource`, { token: me.token, body: { name: '订单', table_fields: FIELDS } })).data.dsid;
    const timedOut = { status: 422, code: 4065, msg: '文件解析超时，请拆分成较小的文件后重试（超过 0.001 秒）' };
    expect(await upload(me.token, [file('客户,金额\n张三,1\n', 'a.csv')], { dsid })).toEqual(timedOut);
    expect((await t.call('GET', `${D}/getoneinfo`, { token: me.token, query: { dsid } })).data.rows).toBe(0);
    expect(await area.staged(me.company_id)).toEqual([]);
    // A file staged earlier (by a platform with time to spare) is re-read when a table is made from it.
    const Filepath = await new UploadStore(area.dir).save(me.company_id, 'csv', Buffer.from('客户,金额\n张三,1\n'));
    const made = await t.call('POST', `${D}/adddatasource`, { token: me.token, body: { name: '导入', table_fields: FIELDS, Filepath } });
    expect([made.status, made.code]).toEqual([422, 4065]);
    expect((await t.call('GET', `${D}/getallcount`, { token: me.token })).data.count).toBe(1);
  });
});
