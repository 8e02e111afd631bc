import { randomBytes } from 'node:crypto';
import { AppError, SDK_CLOCK_SKEW_S, SDK_CORP_TOKEN_LIFETIME_S, SDK_SIGNED_PARAMS } from '@huiliu/core';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/open';
import { sdkCorpTokens, sdkNonces, sdkPartners } from '../../db/schema-sdk';
import { decryptSecret } from '../../secrets';
import { hashToken } from '../user/sessions';
import { signatureMatches } from './signature';

/** The partner a signed call was verified for. */
export interface Partner {
  id: string;
  companyId: string;
  corpId: string;
  domains: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** issue 14 sdk-api: set by the SDK gate on a signed call. */
    sdkPartner: Partner | null;
  }
}

/** spec §6 clock skew, seconds either way; `HUILIU_SDK_CLOCK_SKEW_S` (read per call, so a test may change it). */
export function clockSkewS(value = process.env.HUILIU_SDK_CLOCK_SKEW_S): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : SDK_CLOCK_SKEW_S;
}

/**
 * Checks a signed call before its body is validated, so each failure has its own code (docs/rest-contract-sdk.md):
 * missing parameter 4280, unknown corp_id 4281, disabled partner 4286, stale timestamp 4282, wrong sign 4283, replayed
 * nonce 4284, then — for every call but corp_token — an unknown or expired corp_token 4285. The nonce is remembered
 * only once the sign is right (a stranger cannot burn a partner's nonces), with a unique key in the database.
 */
export class SdkGate {
  constructor(
    private readonly db: Db,
    private readonly secretKey: Buffer,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A preValidation hook; `corpToken` says whether the call needs a corp_token. */
  hook(corpToken: boolean) {
    return async (req: FastifyRequest): Promise<void> => {
      const params = (req.method === 'GET' ? req.query : req.body) as Record<string, unknown> | undefined;
      req.sdkPartner = await this.verify(params ?? {}, corpToken);
    };
  }

  async verify(params: Record<string, unknown>, corpToken: boolean): Promise<Partner> {
    for (const name of [...SDK_SIGNED_PARAMS, ...(corpToken ? ['corp_token'] : [])]) {
      const value = params[name];
      if (value === undefined || value === null || value === '') throw new AppError('SDK_PARAM_MISSING', `缺少签名参数：${name}`);
    }
    const [row] = await this.db
      .select()
      .from(sdkPartners)
      .where(eq(sdkPartners.corpId, String(params.corp_id)))
      .limit(1);
    if (!row) throw new AppError('SDK_CORP_UNKNOWN');
    if (row.disabledAt) throw new AppError('SDK_PARTNER_DISABLED');
    const skew = clockSkewS();
    const timestamp = Number(params.timestamp);
    const nowS = Math.floor(this.now().getTime() / 1000);
    if (!Number.isInteger(timestamp) || Math.abs(nowS - timestamp) > skew) throw new AppError('SDK_TIMESTAMP_STALE');
    if (!signatureMatches(decryptSecret(this.secretKey, row.secretSealed), params, String(params.sign))) throw new AppError('SDK_SIGN_INVALID');
    await this.remember(row.corpId, String(params.nonce), skew);
    if (corpToken) await this.checkCorpToken(row.id, String(params.corp_token));
    return { id: row.id, companyId: row.companyId, corpId: row.corpId, domains: row.domains };
  }

  /** A second use of a nonce within twice the window (a timestamp may be early or late by the window) is a replay. */
  private async remember(corpId: string, nonce: string, skew: number): Promise<void> {
    const now = this.now();
    await this.db.delete(sdkNonces).where(and(eq(sdkNonces.corpId, corpId), eq(sdkNonces.nonce, nonce), lt(sdkNonces.expiresAt, now)));
    const inserted = await this.db
      .insert(sdkNonces)
      .values({ corpId, nonce, expiresAt: new Date(now.getTime() + 2 * skew * 1000) })
      .onConflictDoNothing()
      .returning({ nonce: sdkNonces.nonce });
    if (inserted.length === 0) throw new AppError('SDK_NONCE_REPLAYED');
  }

  private async checkCorpToken(partnerId: string, token: string): Promise<void> {
    const [row] = await this.db
      .select({ partnerId: sdkCorpTokens.partnerId })
      .from(sdkCorpTokens)
      .where(and(eq(sdkCorpTokens.tokenHash, hashToken(token)), eq(sdkCorpTokens.partnerId, partnerId), gt(sdkCorpTokens.expiresAt, this.now())))
      .limit(1);
    if (!row) throw new AppError('SDK_CORP_TOKEN_INVALID');
  }

  /** A new corp_token of the partner (2 h); only its sha256 is kept. */
  async issueCorpToken(partnerId: string): Promise<{ corp_token: string; expires_in: number }> {
    const token = `hlct_${randomBytes(32).toString('base64url')}`;
    const expiresAt = new Date(this.now().getTime() + SDK_CORP_TOKEN_LIFETIME_S * 1000);
    await this.db.insert(sdkCorpTokens).values({ tokenHash: hashToken(token), partnerId, expiresAt });
    return { corp_token: token, expires_in: SDK_CORP_TOKEN_LIFETIME_S };
  }

  /** Drops nonces and corp_tokens past their time (called on a timer by the routes' owner). */
  async sweep(): Promise<void> {
    const now = this.now();
    await this.db.delete(sdkNonces).where(lt(sdkNonces.expiresAt, now));
    await this.db.delete(sdkCorpTokens).where(lt(sdkCorpTokens.expiresAt, sql`${now}`));
  }
}
