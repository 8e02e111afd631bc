import { randomBytes, randomInt } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * What a 企业微信 callback URL needs (企业微信 "接收消息与事件" 回调配置): a Token of letters and digits (up to 32)
 * and an EncodingAESKey of 43 characters — the base64 of 32 random bytes without its '='. Both from node:crypto.
 */
export function generateCallbackSecrets(): { token: string; encoding_aes_key: string } {
  let token = '';
  for (let i = 0; i < 32; i++) token += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return { token, encoding_aes_key: randomBytes(32).toString('base64').replace(/=+$/, '') };
}
