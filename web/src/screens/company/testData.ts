/** What the company screens' component tests answer: a signed-in person with `permissions`, the company, its configs. */
export const EVERYTHING = ['PIPELINES_VIEW', 'BILLING_VIEW', 'MEMBERS_VIEW', 'COMPANY_MANAGE', 'TOKENS_MANAGE'] as const;

export function aMe(permissions: readonly string[]) {
  return {
    me: {
      __typename: 'User',
      userid: '1000000000000000001',
      companyId: '2000000000000000001',
      uname: '张三',
      role: 'owner',
      builtinRole: 'OWNER',
      roleName: '所有者',
      permissions,
    },
  };
}

export const aPerson = (userid: string, uname: string, over: { disabled?: boolean; email?: string } = {}) => ({
  __typename: 'User',
  userid,
  uname,
  email: over.email ?? `${userid.slice(-1)}@example.com`,
  disabled: over.disabled ?? false,
});

export const ZHANG = aPerson('1000000000000000001', '张三');
export const LI = aPerson('1000000000000000002', '李四', { disabled: true });
export const WANG = aPerson('1000000000000000003', '王五');

export function aConfig(eventType: string, over: Record<string, unknown> = {}) {
  return {
    __typename: 'NoticeEventConfig',
    eventType,
    status: true,
    emailNotice: false,
    smsNotice: false,
    updatedAt: null,
    notifiedUsers: [],
    ...over,
  };
}
