import { PRODUCT_KEYS } from '@huiliu/core';
import { z } from 'zod';
import { call, page } from './call';
import { id, idList, idString, paging, queryFlag } from './fields';
import { User } from './user';

/** A role given by key: a built-in role's (owner, admin, editor, viewer) or a custom role's id. */
export const roleKey = z.string().trim().min(1, '请选择角色').max(40);

/** A person's role in one product (spec §7 product-roles; one product today, 汇流). */
export const ProductRole = z.strictObject({
  product: z.enum(PRODUCT_KEYS),
  product_name: z.string(),
  role: z.string(),
  role_name: z.string(),
});
export type ProductRole = z.output<typeof ProductRole>;

export const UserProductRoles = z.strictObject({ user_id: id, roles: z.array(ProductRole) });
export type UserProductRoles = z.output<typeof UserProductRoles>;

const byUserId = z.object({ user_id: idString });

/** spec §7 Members; `users` is also the batch endpoint behind the gateway's user loader (`ids`, answered whole). */
export const members = {
  /**
   * The company's people, newest first: `keyword` matches the name or the email, `role` a role key, `disabled`
   * 0/1. Any member may read their colleagues' names; email and mobile only a role with members.view.
   */
  users: call({
    method: 'GET',
    path: '/v1/api/base/users',
    query: z.object({
      ids: idList.optional(),
      keyword: z.string().trim().max(100).optional(),
      role: roleKey.optional(),
      disabled: queryFlag.optional(),
      ...paging,
    }),
    reply: page(User),
  }),
  productRoles: call({ method: 'GET', path: '/v1/api/base/users/:user_id/product-roles', params: byUserId, reply: UserProductRoles }),
  /** Replaces the person's roles with `roles` (one per product) and answers what the platform now holds (spec §4). */
  updateProductRoles: call({
    method: 'PATCH',
    path: '/v1/api/base/users/:user_id/product-roles',
    params: byUserId,
    body: z.object({
      roles: z
        .array(z.object({ product: z.enum(PRODUCT_KEYS, { message: '未知的产品' }), role: roleKey }))
        .min(1, '请至少给出一个产品的角色')
        .max(PRODUCT_KEYS.length)
        .refine((roles) => new Set(roles.map((r) => r.product)).size === roles.length, '每个产品只能有一个角色'),
    }),
    reply: UserProductRoles,
  }),
};
