import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILTIN_MANIFESTS } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, readManifestDir } from './catalogue';
import { validateManifest } from './validate';

describe('app definitions', () => {
  it('holds every built-in app in the one format', () => {
    const catalogue = loadCatalogue();
    expect(catalogue.get('1001')?.actions.map((a) => a.kind)).toEqual(['webhook', 'webhook', 'webhook']);
    expect(catalogue.get('1003')?.name).toBe('数据过滤');
    // spec §5: ids longer than 7 digits are truncated for lookup; ≥ 1,000,000 is the open platform's
    expect(catalogue.get('10030000042')).toBeUndefined();
    expect(BUILTIN_MANIFESTS.every((m) => validateManifest(m).ok)).toBe(true);
  });

  it('refuses an invalid definition with the path and a Chinese message', () => {
    const check = validateManifest({ ...BUILTIN_MANIFESTS[0], app_id: '1000001', state: 5, auth: [] });
    expect(check.ok).toBe(false);
    const problems = check.ok ? [] : check.problems;
    expect(problems).toContain('app_id：应用 ID 1000001 属于开放平台（≥ 1000000）');
    expect(problems.some((p) => p.startsWith('state：应用状态只能是'))).toBe(true);
    expect(problems).toContain('auth：至少要有一种授权方式（不需要授权时写 none）');
  });

  it('names the file of a JSON definition that is not JSON or not valid', () => {
    const dir = mkdtempSync(join(tmpdir(), 'apps-'));
    writeFileSync(join(dir, 'broken.json'), '{"app_id": ');
    expect(() => readManifestDir(dir)).toThrow(/broken\.json 不是合法的 JSON/);
    const other = mkdtempSync(join(tmpdir(), 'apps-'));
    writeFileSync(join(other, 'bad.json'), JSON.stringify({ app_id: 'x' }));
    expect(() => readManifestDir(other)).toThrow(/bad\.json 不合法：app_id：应用 ID 必须是 1–7 位数字/);
  });
});
