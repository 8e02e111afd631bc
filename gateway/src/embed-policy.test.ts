import { describe, expect, it } from 'vitest';
import { embedPolicy } from './embed-policy';
import { embedCfgIdOf } from './server';
import { normalSource } from './security-headers';

function counting(answer: (cfgId: string) => Promise<readonly string[] | null>) {
  const asked: string[] = [];
  return { asked, lookup: (cfgId: string) => (asked.push(cfgId), answer(cfgId)) };
}

describe('an embedded page’s frame-ancestors', () => {
  it('are the partner’s domains, asked once per page configuration within the cache window', async () => {
    let clock = 0;
    const { asked, lookup } = counting(async () => ['https://partner.example.com', 'http://127.0.0.1:8080/']);
    const policy = embedPolicy(lookup, { ttlMs: 30_000, now: () => clock });
    expect(await policy.frameAncestors('cfg1')).toEqual(['https://partner.example.com', 'http://127.0.0.1:8080']);
    clock = 29_999;
    await policy.frameAncestors('cfg1');
    expect(asked).toEqual(['cfg1']);
    clock = 30_000;
    await policy.frameAncestors('cfg1');
    expect(asked).toEqual(['cfg1', 'cfg1']);
  });

  it('frame nowhere for an unknown configuration, a partner without domains, or domains that are not origins', async () => {
    const answers: Record<string, readonly string[] | null> = {
      unknown: null,
      empty: [],
      bad: ["https://partner.example.com; script-src 'unsafe-inline'", 'javascript:alert(1)', 'https://partner.example.com/path', '*'],
    };
    const policy = embedPolicy(async (cfgId) => answers[cfgId]!);
    for (const cfgId of Object.keys(answers)) expect(await policy.frameAncestors(cfgId)).toEqual(["'none'"]);
  });

  it('frame nowhere while the platform fails, and ask again on the next load', async () => {
    let up = false;
    const { asked, lookup } = counting(async () => {
      if (!up) throw new Error('connection refused');
      return ['https://partner.example.com'];
    });
    const policy = embedPolicy(lookup);
    expect(await policy.frameAncestors('cfg1')).toEqual(["'none'"]);
    up = true;
    expect(await policy.frameAncestors('cfg1')).toEqual(['https://partner.example.com']);
    expect(asked).toHaveLength(2);
  });
});

describe('partner domains as CSP sources', () => {
  it.each([
    ['https://Partner.Example.com', 'https://partner.example.com'],
    ['https://partner.example.com:443/', 'https://partner.example.com'],
    ['http://localhost:4173', 'http://localhost:4173'],
    ['https://*.partner.cn', 'https://*.partner.cn'],
  ])('%s → %s', (domain, source) => expect(normalSource(domain)).toBe(source));
});

describe('embedded document paths', () => {
  it('name their page configuration', () => {
    expect(embedCfgIdOf('/embed/cfg_1')).toBe('cfg_1');
    expect(embedCfgIdOf('/embed/cfg_1/data-pipeline/create')).toBe('cfg_1');
    expect(embedCfgIdOf('/embed/')).toBeNull();
    expect(embedCfgIdOf('/embedded/x')).toBeNull();
    expect(embedCfgIdOf('/data-pipeline')).toBeNull();
  });
});
