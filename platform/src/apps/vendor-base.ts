/**
 * The official API servers of the catalogue's vendors, each overridable by `HUILIU_VENDOR_BASE_<NAME>` (a
 * private deployment, a company proxy, or the loopback stand-in of a test). Read per call, so a test may set
 * it after the platform started. Accounts whose provider lets the user choose the server (GitHub Enterprise,
 * a bot's own webhook URL) carry it in their auth data instead.
 */
export const VENDOR_BASES = {
  dingtalk: 'https://oapi.dingtalk.com',
  feishu: 'https://open.feishu.cn',
  corpwechat: 'https://qyapi.weixin.qq.com',
  github: 'https://api.github.com',
  meituan: 'https://waimaiopen.meituan.com',
  doudian: 'https://openapi-fxg.jinritemai.com',
  /** 微信公众号 (app 2010). */
  wechat: 'https://api.weixin.qq.com',
  /** 金数据 (app 2012, issue 17): API v1. */
  jinshuju: 'https://jinshuju.net',
} as const;

export type Vendor = keyof typeof VENDOR_BASES;

export function vendorBase(vendor: Vendor, env: NodeJS.ProcessEnv = process.env): string {
  const override = env[`HUILIU_VENDOR_BASE_${vendor.toUpperCase()}`];
  return (override && override.trim() !== '' ? override.trim() : VENDOR_BASES[vendor]).replace(/\/+$/, '');
}
