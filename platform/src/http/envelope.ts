import { ERRORS, type Envelope } from '@huiliu/core';

/** The success envelope (spec §8: code 0 is success; DESIGN §3 picks 0 for our own replies). */
export function ok<T>(data: T): Envelope<T> {
  return { code: ERRORS.OK.code, msg: ERRORS.OK.msg, data };
}
