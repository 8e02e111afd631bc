import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../auth/storage';
import {
  clearPendingAuthorization,
  readPendingAuthorization,
  rememberReturnTo,
  returnTo,
  safeReturnTo,
  savePendingAuthorization,
} from './pendingAuthorization';

describe('pending authorisation', () => {
  it('hands the form from the account dialog to the redirect screen of the same app only', () => {
    const store = memoryStore();
    savePendingAuthorization(store, { appId: '2005', authData: { client_id: 'x' }, accountName: '我的账户' });
    expect(readPendingAuthorization(store, '2006')).toBeUndefined();
    expect(readPendingAuthorization(store, '2005')).toEqual({ appId: '2005', authData: { client_id: 'x' }, accountName: '我的账户' });
    clearPendingAuthorization(store);
    expect(readPendingAuthorization(store, '2005')).toBeUndefined();
  });

  it('ignores a broken entry', () => {
    const store = memoryStore();
    store.setItem('huiliu_oauth_pending', '{not json');
    expect(readPendingAuthorization(store, '2005')).toBeUndefined();
  });

  it('returns only to in-app paths', () => {
    expect(safeReturnTo('/data-pipeline/12')).toBe('/data-pipeline/12');
    expect(safeReturnTo('//evil.example.com')).toBeUndefined();
    expect(safeReturnTo('/\\evil.example.com')).toBeUndefined();
    expect(safeReturnTo('https://evil.example.com')).toBeUndefined();
    const store = memoryStore();
    rememberReturnTo(store, '/data-pipeline/12');
    expect(returnTo(store)).toBe('/data-pipeline/12');
    rememberReturnTo(store, undefined);
    expect(returnTo(store)).toBeUndefined();
  });
});
