import { APP_STATES, type AppManifest } from '@huiliu/core';

/**
 * 美团外卖 (app 2008): a developer app of 美团外卖开放平台, authorised by app_id + app_secret; every call is
 * signed (v1 `sig`, platform/src/apps/vendors/meituan-sign.ts). The account is proven by a signed
 * poi/getids in its confirmation call (spec §7 meituan/account/add/confirm).
 */
export const meituan: AppManifest = {
  app_id: '2008',
  name: '美团外卖',
  description: '连接美团外卖开放平台的开发者应用，读取门店信息',
  icon: 'meituan',
  class_type: 'ecommerce',
  version: '1.0.0',
  state: APP_STATES.BETA,
  doc: 'https://developer.waimai.meituan.com/',
  auth: [
    {
      type: 'custom',
      confirm: 'meituan',
      fields: [
        { key: 'app_id', kind: 'text', label: '开发者 app_id', required: true, help: '美团外卖开放平台「开发者中心」中应用的 app_id' },
        { key: 'app_secret', kind: 'text', label: 'app_secret', required: true, secret: true, help: '同一页面的 app_secret（签名密钥）' },
      ],
    },
  ],
  actions: [
    {
      action_id: 'poi_ids',
      name: '获取门店 ID 列表',
      description: '读取该开发者应用已授权的全部门店 ID',
      kind: 'action',
      editor: 'fields',
      handler: 'meituan_poi_ids',
      fields: [],
      output_sample: { poi_ids: ['t_poi_1001'] },
    },
  ],
  en: {
    name: 'Meituan Waimai',
    description: 'Connect a developer app of the Meituan Waimai open platform and read its shops',
    actions: { poi_ids: { name: 'List shop ids', description: 'Read every shop id the developer app is authorised for' } },
    fields: {
      app_id: { label: 'Developer app_id', help: 'The app_id of the app in the Meituan Waimai developer centre' },
      app_secret: { label: 'app_secret', help: 'The app_secret (signing key) on the same page' },
    },
  },
};
