import { AppError, BIG_ID_DIGITS, ERRORS } from '@huiliu/core';
import { decryptSecret, encryptSecret } from '../../secrets';
import type { VariableType } from '@huiliu/contract';

/** What every reply and every log line shows instead of a secret (docs/rest-contract-engine.md). */
export const MASK = '******';

const NUMBER = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A value as it will be stored in plain form; a number variable must hold a number. */
export function checkValue(type: VariableType, value: string): string {
  if (type !== 'number') return value;
  const trimmed = value.trim();
  if (!NUMBER.test(trimmed)) throw new AppError('BAD_REQUEST', `${ERRORS.BAD_REQUEST.msg}：数字类型的变量值必须是数字`);
  return trimmed;
}

/** The column value: secrets sealed with AES-256-GCM (DESIGN §3), everything else as typed. */
export function sealValue(secretKey: Buffer, type: string, plain: string): string {
  return type === 'secret' ? encryptSecret(secretKey, plain) : plain;
}

export function openValue(secretKey: Buffer, type: string, stored: string): string {
  return type === 'secret' ? decryptSecret(secretKey, stored) : stored;
}

/** What a reply or a log may show of a stored value. */
export function shownValue(type: string, stored: string): string {
  return type === 'secret' ? MASK : stored;
}

/**
 * The `{{env.KEY}}` value: numbers as numbers, except integers of 15+ digits, which stay text so
 * they are not rounded (spec §5 "ids of 15 or more digits are kept as strings").
 */
export function envValue(type: string, plain: string): string | number {
  if (type !== 'number') return plain;
  const digits = plain.replace(/^-/, '');
  if (/^\d+$/.test(digits) && digits.length >= BIG_ID_DIGITS) return plain;
  return Number(plain);
}
