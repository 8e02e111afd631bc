import { APP_STATES, type AppManifest } from '@huiliu/core';

/**
 * 抖店 (app 2009): a self-use (自用型) app of 抖店开放平台 for the company's own shop: app_key + app_secret +
 * shop_id, turned into access/refresh tokens by token.create (grant_type authorization_self) in the
 * authorisation call (spec §7 process/doudian/auth/authorize). Calls are signed hmac-sha256.
 */
export const doudian: AppManifest = {
  app_id: '2009',
  name: '抖店',
  description: '以自用型应用连接自己的抖店店铺，查询订单',
  icon: 'doudian',
  class_type: 'ecommerce',
  version: '1.0.0',
  state: APP_STATES.BETA,
  doc: 'https://op.jinritemai.com/docs/guide-docs/9/21',
  auth: [
    {
      type: 'custom',
      confirm: 'doudian',
      fields: [
        { key: 'app_key', kind: 'text', label: 'App Key', required: true, help: '抖店开放平台「控制台 → 应用详情」中的 App Key' },
        { key: 'app_secret', kind: 'text', label: 'App Secret', required: true, secret: true, help: '同一页面的 App Secret' },
        { key: 'shop_id', kind: 'text', label: '店铺 ID', required: true, help: '抖店后台「店铺 → 店铺基本信息」中的店铺 ID' },
      ],
    },
  ],
  actions: [
    {
      action_id: 'order_detail',
      name: '查询订单详情',
      description: '按店铺单号查询一个订单的详情（order.orderDetail）',
      kind: 'action',
      editor: 'fields',
      handler: 'doudian_order_detail',
      fields: [{ key: 'shop_order_id', kind: 'text', label: '店铺单号', required: true, mappable: true }],
      output_sample: { shop_order_detail: { order_id: '6919', order_status: 2, order_status_desc: '备货中', pay_amount: 9900 } },
      flatten: { root: 'shop_order_detail' },
    },
  ],
  en: {
    name: 'Douyin shop',
    description: 'Connect your own Douyin shop as a self-use app and look up orders',
    actions: { order_detail: { name: 'Get order details', description: 'Look up one order by its shop order id (order.orderDetail)' } },
    fields: {
      app_key: { label: 'App Key', help: 'Console → app details on the Douyin shop open platform' },
      app_secret: { label: 'App Secret', help: 'The App Secret on the same page' },
      shop_id: { label: 'Shop id', help: 'Shop → basic shop information in the Douyin shop back office' },
      shop_order_id: { label: 'Shop order id' },
    },
  },
};
