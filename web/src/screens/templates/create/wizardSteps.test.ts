import { describe, expect, it } from 'vitest';
import { initialChoices, withAccount, withValue, type ChoosableTemplate } from '../shared/templateChoices';
import { canLeave, wizardSteps } from './wizardSteps';

const template: ChoosableTemplate = {
  templateId: '1',
  accountNeeds: [{ stepUuid: 'bot' }, { stepUuid: 'mail' }],
  inputs: [{ stepUuid: 'bot', key: 'content', required: true }],
  steps: [{ uuid: 'bot', fields: [] }],
};

describe('the creation wizard', () => {
  it('asks one page per account, the fields when there are any, and ends with the title', () => {
    expect(wizardSteps(template)).toEqual([
      { kind: 'preview' },
      { kind: 'account', stepUuid: 'bot' },
      { kind: 'account', stepUuid: 'mail' },
      { kind: 'fields' },
      { kind: 'finish' },
    ]);
    expect(wizardSteps({ ...template, accountNeeds: [], inputs: [] })).toEqual([{ kind: 'preview' }, { kind: 'finish' }]);
  });

  it("advances past an account page only once that step's account is chosen", () => {
    const choices = initialChoices(template, '订单通知');
    expect(canLeave({ kind: 'account', stepUuid: 'bot' }, template, choices)).toBe(false);
    expect(canLeave({ kind: 'account', stepUuid: 'bot' }, template, withAccount(choices, 'bot', '31'))).toBe(true);
    expect(canLeave({ kind: 'preview' }, template, choices)).toBe(true);
  });

  it('creates only with every account, every required field and a valid title', () => {
    let choices = withAccount(withAccount(initialChoices(template, '订单通知'), 'bot', '31'), 'mail', '41');
    expect(canLeave({ kind: 'fields' }, template, choices)).toBe(false);
    expect(canLeave({ kind: 'finish' }, template, choices)).toBe(false);
    choices = withValue(choices, 'bot', 'content', '{{1.text}}');
    expect(canLeave({ kind: 'finish' }, template, choices)).toBe(true);
    expect(canLeave({ kind: 'finish' }, template, { ...choices, title: ' ' })).toBe(false);
  });
});
