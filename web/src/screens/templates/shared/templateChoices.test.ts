import { describe, expect, it } from 'vitest';
import {
  initialChoices,
  missingAccounts,
  missingValues,
  readyToCreate,
  toCreateInput,
  withAccount,
  withValue,
  type ChoosableTemplate,
} from './templateChoices';

const template: ChoosableTemplate = {
  templateId: '900000001',
  accountNeeds: [{ stepUuid: 'bot' }, { stepUuid: 'mail' }],
  inputs: [
    { stepUuid: 'bot', key: 'content', required: true },
    { stepUuid: 'mail', key: 'to', required: false },
    { stepUuid: 'mail', key: 'retries', required: false },
  ],
  steps: [
    { uuid: 'hook', fields: [] },
    { uuid: 'bot', fields: [{ key: 'content', value: '新订单 {{1.order_id}}' }] },
    { uuid: 'mail', fields: [{ key: 'retries', value: 3 }] },
  ],
};

describe('template choices', () => {
  it("start with no account and every asked field showing the template's design", () => {
    expect(initialChoices(template, '订单通知')).toEqual({
      accounts: {},
      values: { bot: { content: '新订单 {{1.order_id}}' }, mail: { to: '', retries: '3' } },
      title: '订单通知',
    });
  });

  it('name the steps still without an account, in order, until each has one', () => {
    let choices = initialChoices(template, 't');
    expect(missingAccounts(template, choices)).toEqual(['bot', 'mail']);
    choices = withAccount(choices, 'mail', '41');
    expect(missingAccounts(template, choices)).toEqual(['bot']);
    expect(missingAccounts(template, withAccount(choices, 'bot', '31'))).toEqual([]);
  });

  it('name the required fields left empty (spec §5), blank text counting as empty', () => {
    const choices = withValue(initialChoices(template, 't'), 'bot', 'content', '   ');
    expect(missingValues(template, choices)).toEqual(['bot.content']);
    expect(missingValues(template, withValue(choices, 'bot', 'content', '{{1.name}}'))).toEqual([]);
  });

  it('refuse an empty title and one wider than 280 units (CJK counts 2)', () => {
    const complete = withValue(withAccount(withAccount(initialChoices(template, 't'), 'bot', '31'), 'mail', '41'), 'bot', 'content', 'x');
    expect(readyToCreate(template, { ...complete, title: '  ' })).toBe(false);
    expect(readyToCreate(template, { ...complete, title: '流'.repeat(141) })).toBe(false);
    expect(readyToCreate(template, { ...complete, title: '流'.repeat(140) })).toBe(true);
  });

  it('send every chosen account and asked field; a number the design held goes back as a number', () => {
    let choices = initialChoices(template, '  订单通知  ');
    choices = withAccount(withAccount(choices, 'bot', '31'), 'mail', '41');
    choices = withValue(choices, 'mail', 'retries', '5');
    choices = withValue(choices, 'mail', 'to', 'ops@example.com');
    expect(toCreateInput(template, choices, 'tok')).toEqual({
      templateId: '900000001',
      shareToken: 'tok',
      title: '订单通知',
      accounts: [
        { stepUuid: 'bot', accountId: '31' },
        { stepUuid: 'mail', accountId: '41' },
      ],
      values: [
        { stepUuid: 'bot', key: 'content', value: '新订单 {{1.order_id}}' },
        { stepUuid: 'mail', key: 'to', value: 'ops@example.com' },
        { stepUuid: 'mail', key: 'retries', value: 5 },
      ],
    });
  });

  it('keep text that no longer reads as JSON as text, and leave the share token out when there is none', () => {
    const choices = withValue(initialChoices(template, 't'), 'mail', 'retries', '{{1.count}}');
    const input = toCreateInput(template, choices);
    expect(input).not.toHaveProperty('shareToken');
    expect(input.values?.[2]).toEqual({ stepUuid: 'mail', key: 'retries', value: '{{1.count}}' });
  });
});
