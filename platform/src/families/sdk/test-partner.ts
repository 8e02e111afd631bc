import { randomBytes } from 'node:crypto';
import { signParams } from './signature';

/** A partner's server as the tests play it: signs every call as docs/rest-contract-sdk.md says. */
export class TestPartner {
  corpToken = '';
  constructor(
    readonly corpId: string,
    public secret: string,
    private readonly clock: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  /** `params` plus corp_id, timestamp, nonce (and corp_token once known), signed. */
  signed(params: Record<string, unknown>, over: Record<string, unknown> = {}): Record<string, unknown> {
    const all: Record<string, unknown> = {
      corp_id: this.corpId,
      timestamp: this.clock(),
      nonce: randomBytes(8).toString('hex'),
      ...(this.corpToken ? { corp_token: this.corpToken } : {}),
      ...params,
      ...over,
    };
    for (const [k, v] of Object.entries(all)) if (v === undefined) delete all[k];
    return { ...all, sign: signParams(this.secret, all) };
  }
}
