import { lookupAppId } from '@huiliu/core';

/**
 * 企业微信自建应用, 美团, 抖店 and 金数据 accounts are proven by the vendor before anything is saved (spec §7
 * corpWechatSelfBuild/account/add/confirm, meituan/account/add/confirm, doudian authorize): addAppAccount refuses
 * them, so their form goes through the vendors slice's confirmation mutations instead. The documents are plain
 * strings because those mutations live in the vendors block of schema.graphql on main; once merged they can become
 * typed graphql() documents.
 */
export interface VendorConfirmation {
  /** The mutation's field in the reply. */
  field: 'confirmCorpWechatAccount' | 'confirmMeituanAccount' | 'authorizeDoudianShop' | 'authorizeJinshuju';
  /** The auth method it proves (core AuthType). */
  authType: string;
  document: string;
  /** The mutation's input from the form's auth data (keys of the app's custom auth fields). */
  input(authData: Record<string, unknown>, accountName: string, accountId?: string): Record<string, unknown>;
}

const ACCOUNT_FIELDS = `accountId accountName accountType appId processNum userName status statusMessage checkedAt
  tokenExpiresAt refreshedAt refreshCount authData pipelines { processId title } createdAt updatedAt`;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const withId = (accountId: string | undefined) => (accountId ? { accountId } : {});

const CONFIRMATIONS: Record<string, VendorConfirmation> = {
  '2007': {
    field: 'confirmCorpWechatAccount',
    authType: 'custom',
    document: `mutation ConfirmCorpWechatAccount($input: CorpWechatAccountInput!) { confirmCorpWechatAccount(input: $input) { ${ACCOUNT_FIELDS} } }`,
    input: (d, accountName, accountId) => ({
      ...withId(accountId),
      accountName,
      corpid: text(d.corpid),
      corpsecret: text(d.corpsecret),
      agentid: text(d.agentid),
    }),
  },
  '2008': {
    field: 'confirmMeituanAccount',
    authType: 'custom',
    document: `mutation ConfirmMeituanAccount($input: MeituanAccountInput!) { confirmMeituanAccount(input: $input) { ${ACCOUNT_FIELDS} } }`,
    input: (d, accountName, accountId) => ({ ...withId(accountId), accountName, appId: text(d.app_id), appSecret: text(d.app_secret) }),
  },
  '2009': {
    field: 'authorizeDoudianShop',
    authType: 'custom',
    document: `mutation AuthorizeDoudianShop($input: DoudianShopInput!) { authorizeDoudianShop(input: $input) { ${ACCOUNT_FIELDS} } }`,
    input: (d, accountName, accountId) => ({
      ...withId(accountId),
      accountName,
      appKey: text(d.app_key),
      appSecret: text(d.app_secret),
      shopId: text(d.shop_id),
    }),
  },
  // issue 17 jinshuju: 金数据's API Key and Secret are proven with 金数据 before they are saved (REST jinshuju/auth)
  '2012': {
    field: 'authorizeJinshuju',
    authType: 'basic',
    document: `mutation AuthorizeJinshuju($input: JinshujuAuthInput!) { authorizeJinshuju(input: $input) { ${ACCOUNT_FIELDS} } }`,
    input: (d, accountName, accountId) => ({
      ...withId(accountId),
      accountName,
      apiKey: text(d.api_key),
      apiSecret: text(d.api_secret),
      ...(text(d.base_url) ? { baseUrl: text(d.base_url) } : {}),
    }),
  },
};

/** The confirmation an app's account needs, if any. */
export function vendorConfirmation(appId: string, authType: string): VendorConfirmation | undefined {
  const confirmation = CONFIRMATIONS[lookupAppId(appId)];
  return confirmation?.authType === authType ? confirmation : undefined;
}
