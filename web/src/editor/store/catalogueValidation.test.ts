import { BUILTIN_VALIDATION_CONTEXT, validateStep, type AppStep } from '@huiliu/core';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueContext, setValidationContext, validationVersion } from './catalogueValidation';
import { outcomesOf } from './selectors';

const facts = {
  apps: [
    {
      appId: '2002',
      needsAccount: true,
      actions: [{ actionId: 'send_text', fields: [{ key: 'content', kind: 'text', required: true }] }],
      accounts: [
        { accountId: '31', status: 'FAILED' },
        { accountId: '32', status: 'OK' },
      ],
    },
    { appId: '2099', needsAccount: false, actions: [{ actionId: 'ping', fields: [] }], accounts: [] },
  ],
};
const step = (extra: Partial<AppStep>): AppStep => ({
  uuid: 's',
  sort: 2,
  action_type: '2',
  app_id: '2002',
  action_id: 'send_text',
  params: { content: 'hi' },
  ...extra,
});
const kinds = (s: AppStep) => validateStep(s, catalogueContext(facts)).map((o) => o.kind);

afterEach(() => setValidationContext(BUILTIN_VALIDATION_CONTEXT));

describe('catalogue validation context', () => {
  it("asks for an account only where the app's definition needs one (spec §4 未选择账户)", () => {
    expect(kinds(step({}))).toContain('noAccount');
    expect(kinds(step({ app_id: '2099', action_id: 'ping', params: {} }))).not.toContain('noAccount');
  });

  it('flags a failed account, not a working one', () => {
    expect(kinds(step({ account_id: '31' }))).toContain('accountFailed');
    expect(kinds(step({ account_id: '32' }))).not.toContain('accountFailed');
  });

  it("applies the required rule to a catalogue action's fields", () => {
    expect(kinds(step({ account_id: '32', params: {} }))).toContain('requiredMissing');
  });

  it('makes cached outcomes stale when it changes', () => {
    const s = step({ app_id: '2099', action_id: 'ping', params: {} });
    expect(outcomesOf(s).map((o) => o.kind)).toContain('noAccount');
    const before = validationVersion();
    setValidationContext(catalogueContext(facts));
    expect(validationVersion()).toBe(before + 1);
    expect(outcomesOf(s).map((o) => o.kind)).not.toContain('noAccount');
  });
});
