import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../auth/storage';
import {
  clearPendingAuthorization,
  readPendingAuthorization,
  rememberReturnTo,
  returnTo,
  safeReturnTo,
  savePendingAuthorization,
  authorizationPath,
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

  describe('as the account form leaves it', () => {
    it('is left where the redirect screen reads it: huiliu_oauth_pending, as JSON', () => {
      const store = memoryStore();
      savePendingAuthorization(store, { appId: '2005', authData: { client_id: 'c' }, returnTo: '/data-pipeline/7' });
      expect(JSON.parse(store.getItem('huiliu_oauth_pending')!)).toEqual({
        appId: '2005',
        authData: { client_id: 'c' },
        returnTo: '/data-pipeline/7',
      });
    });

    it('starts at /app-auth-redirect/{appId} with where to come back', () => {
      expect(authorizationPath('2005')).toBe('/app-auth-redirect/2005');
      expect(authorizationPath('2005', '/data-pipeline/7?x=1')).toBe('/app-auth-redirect/2005?return_to=%2Fdata-pipeline%2F7%3Fx%3D1');
    });
  });
});
