import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../../auth/storage';
import { authorizationPath, savePendingAuthorization } from './pendingAuthorization';

describe('pending authorisation', () => {
  it("is left where the oauth slice's redirect screen reads it: huiliu_oauth_pending, as JSON", () => {
    const store = memoryStore();
    savePendingAuthorization(store, { appId: '2005', authData: { client_id: 'c' }, returnTo: '/data-pipeline/7' });
    expect(JSON.parse(store.getItem('huiliu_oauth_pending')!)).toEqual({ appId: '2005', authData: { client_id: 'c' }, returnTo: '/data-pipeline/7' });
  });

  it('starts at /app-auth-redirect/{appId} with where to come back', () => {
    expect(authorizationPath('2005')).toBe('/app-auth-redirect/2005');
    expect(authorizationPath('2005', '/data-pipeline/7?x=1')).toBe('/app-auth-redirect/2005?return_to=%2Fdata-pipeline%2F7%3Fx%3D1');
  });
});
