import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../../auth/storage';
import { authorizationPath, PENDING_AUTHORIZATION_KEY, savePendingAuthorization, takePendingAuthorization } from './pendingAuthorization';

describe('pending authorisation', () => {
  it('is read once: the redirect screen takes it and it is gone', () => {
    const store = memoryStore();
    savePendingAuthorization(store, { appId: '2005', authData: { client_id: 'c' }, returnTo: '/data-pipeline/7' });
    expect(takePendingAuthorization(store)).toEqual({ appId: '2005', authData: { client_id: 'c' }, returnTo: '/data-pipeline/7' });
    expect(takePendingAuthorization(store)).toBeUndefined();
  });

  it('ignores what it cannot read', () => {
    const store = memoryStore();
    store.setItem(PENDING_AUTHORIZATION_KEY, '{not json');
    expect(takePendingAuthorization(store)).toBeUndefined();
    store.setItem(PENDING_AUTHORIZATION_KEY, JSON.stringify({ authData: {} }));
    expect(takePendingAuthorization(store)).toBeUndefined();
  });

  it('starts at /app-auth-redirect/{appId} with where to come back', () => {
    expect(authorizationPath('2005')).toBe('/app-auth-redirect/2005');
    expect(authorizationPath('2005', '/data-pipeline/7?x=1')).toBe('/app-auth-redirect/2005?return_to=%2Fdata-pipeline%2F7%3Fx%3D1');
  });
});
