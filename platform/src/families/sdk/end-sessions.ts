import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { sessions } from '../../db/schema';
import { sdkSessions } from '../../db/schema-sdk';
import { forgetToken } from '../user/sessions';

/**
 * Ends at once the embedded sessions user_token issued for a partner, or for one of its page configurations: a
 * deleted page or a disabled partner must not leave 2-hour tokens working in partners' iframes. Other sessions of
 * the same people (they may also sign in directly) are not touched.
 */
export async function endEmbedSessions(db: Db, partnerId: string, cfgId?: string): Promise<number> {
  const scope = cfgId === undefined ? eq(sdkSessions.partnerId, partnerId) : and(eq(sdkSessions.partnerId, partnerId), eq(sdkSessions.cfgId, cfgId));
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(isNull(sessions.revokedAt), inArray(sessions.tokenHash, db.select({ tokenHash: sdkSessions.tokenHash }).from(sdkSessions).where(scope))),
    )
    .returning({ tokenHash: sessions.tokenHash });
  for (const s of ended) forgetToken(db, s.tokenHash);
  return ended.length;
}
