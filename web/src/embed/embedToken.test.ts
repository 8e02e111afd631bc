import { describe, expect, it } from 'vitest';
import { memoryStore } from '../auth/storage';
import { embedBasename, embedCfgIdOf } from './embedPath';
import { adoptFragmentToken, clearEmbedToken, embedTokenKey, saveEmbedToken } from './embedToken';

describe('embedded paths', () => {
  it('reads the page configuration from /embed/<cfgId>/…', () => {
    expect(embedCfgIdOf('/embed/cfg_1')).toBe('cfg_1');
    expect(embedCfgIdOf('/embed/cfg-1/data-pipeline/create')).toBe('cfg-1');
    expect(embedBasename('cfg-1')).toBe('/embed/cfg-1');
  });

  it('is not embedded elsewhere, nor with an id that could escape the prefix', () => {
    expect(embedCfgIdOf('/data-pipeline')).toBeNull();
    expect(embedCfgIdOf('/embedded/x')).toBeNull();
    expect(embedCfgIdOf('/embed/')).toBeNull();
    expect(embedCfgIdOf('/embed/..')).toBeNull();
    expect(embedCfgIdOf('/embed/a%2Fb')).toBeNull();
  });
});

describe('the fragment token', () => {
  it('leaves the address at once and is kept in the store', () => {
    const store = memoryStore();
    const replaced: string[] = [];
    const token = adoptFragmentToken(
      'c1',
      { pathname: '/embed/c1/data-pipeline', search: '?a=1', hash: '#token=hlu_abc' },
      (url) => replaced.push(url),
      store,
    );
    expect(token).toBe('hlu_abc');
    expect(replaced).toEqual(['/embed/c1/data-pipeline?a=1']);
    expect(store.getItem(embedTokenKey('c1'))).toBe('hlu_abc');
  });

  it('keeps other fragment parameters', () => {
    const replaced: string[] = [];
    adoptFragmentToken('c1', { pathname: '/embed/c1', search: '', hash: '#token=t&x=1' }, (url) => replaced.push(url), memoryStore());
    expect(replaced).toEqual(['/embed/c1#x=1']);
  });

  it('after a reload (no fragment) uses the kept token and touches no address', () => {
    const store = memoryStore();
    saveEmbedToken('c1', 'kept', store);
    const replaced: string[] = [];
    expect(adoptFragmentToken('c1', { pathname: '/embed/c1', search: '', hash: '' }, (url) => replaced.push(url), store)).toBe('kept');
    expect(replaced).toEqual([]);
  });

  it('is per page configuration, and gone once cleared', () => {
    const store = memoryStore();
    saveEmbedToken('c1', 'one', store);
    expect(adoptFragmentToken('c2', { pathname: '/embed/c2', search: '', hash: '' }, () => {}, store)).toBeNull();
    clearEmbedToken('c1', store);
    expect(store.getItem(embedTokenKey('c1'))).toBeNull();
  });
});
