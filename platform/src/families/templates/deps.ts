import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StarterTemplate } from '@huiliu/core';
import type { AccountStore } from '../../apps/accounts';
import type { Catalogue } from '../../apps/catalogue';
import type { Db } from '../../db/open';
import type { CompanyEnv } from '../../engine/deps';
import { decryptSecret, encryptSecret } from '../../secrets';

/** What the templates family reads beside its own tables: pipelines' accounts and variables (to mask), the catalogue. */
export interface TemplatesDeps {
  db: Db;
  catalogue: Catalogue;
  accounts: AccountStore;
  /** Seals share tokens (the sharer sees its link again). */
  secretKey: Buffer;
  /** The company's variables, secret values listed (variables family `envLoader`). */
  loadEnv(companyId: string): Promise<CompanyEnv>;
  /** The starter catalogue (`platform/src/templates/starters`). */
  starters: readonly StarterTemplate[];
}

/** 144 random bits: the link is the only thing that opens a LINK template to another company. */
export function newShareToken(secretKey: Buffer): { token: string; sealed: string } {
  const token = randomBytes(18).toString('base64url');
  return { token, sealed: encryptSecret(secretKey, token) };
}

/** The link's token; null when it was sealed with another key (HUILIU_SECRET_KEY changed): no link opens it then. */
export function openShareToken(secretKey: Buffer, sealed: string): string | null {
  try {
    return decryptSecret(secretKey, sealed);
  } catch {
    return null;
  }
}

/** Compared in constant time (as digests, so lengths never differ): a wrong guess learns nothing of the right one. */
export function shareTokenMatches(secretKey: Buffer, sealed: string, given: string): boolean {
  const token = openShareToken(secretKey, sealed);
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return token !== null && timingSafeEqual(digest(token), digest(given));
}
