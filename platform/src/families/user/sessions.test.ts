import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { drivers, usePlatform } from '../../test/harness';
import { findSession, hashToken, revokeSession } from './sessions';

describe.each(drivers())('the session cache on %s', (kind) => {
  const t = usePlatform(kind);

  /** A session of `me` that ends `lifetimeMs` from now. */
  async function sessionEnding(lifetimeMs: number) {
    const me = await t.signUp();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + lifetimeMs);
    await t.db.insert(sessions).values({ tokenHash: hashToken(token), userId: me.userid, companyId: me.company_id, expiresAt });
    return { token, expiresAt };
  }

  /** What another platform process does on logout: the row changes, this process's cache does not hear of it. */
  const revokeElsewhere = (token: string) =>
    t.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.tokenHash, hashToken(token)));

  it('answers from memory once a session has been looked up', async () => {
    const { token } = await sessionEnding(3_600_000);
    expect(await findSession(t.db, token)).not.toBeNull();
    await revokeElsewhere(token);
    expect(await findSession(t.db, token)).not.toBeNull();
  });

  it('forgets a session at logout in this process', async () => {
    const { token } = await sessionEnding(3_600_000);
    const auth = await findSession(t.db, token);
    await revokeSession(t.db, auth!.tokenHash);
    expect(await findSession(t.db, token)).toBeNull();
  });

  it('never keeps a session past its own end, though that comes before the cache time', async () => {
    const { token, expiresAt } = await sessionEnding(400);
    expect(await findSession(t.db, token)).not.toBeNull();
    // from now on only the cache could still say yes
    await revokeElsewhere(token);
    while (Date.now() <= expiresAt.getTime()) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await findSession(t.db, token)).toBeNull();
  });
});
