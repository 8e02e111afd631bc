// @vitest-environment happy-dom
import { aPipeline } from '@huiliu/core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInEditor } from '../../test/renderInEditor';
import { MappingInput } from './MappingInput';

/** The input as a form holds it: every emitted value becomes the next value, and is remembered. */
function Controlled({ initial, emitted }: { initial: string; emitted: string[] }) {
  const [value, setValue] = useState(initial);
  const change = (next: string) => {
    emitted.push(next);
    setValue(next);
  };
  return <MappingInput label="收件人" stepUuid="a" value={value} onChange={change} />;
}

/** The trigger has a sample with a name, so the picker offers {{1.name}} to step a. */
function renderMapping(initial: string) {
  const content = aPipeline().withStep('a').build();
  content[0]!.sample_data = { name: '张三', city: '上海' };
  const emitted: string[] = [];
  const view = renderInEditor(<Controlled initial={initial} emitted={emitted} />, { content });
  const box = screen.getByRole('textbox', { name: '收件人' });
  const chips = () => [...box.querySelectorAll<HTMLElement>('[data-template]')].map((chip) => chip.textContent);
  // the picker's popover is aria-hidden while happy-dom cannot position it, hence `hidden`
  const pick = async (field: RegExp) => {
    await view.user.click(screen.getByRole('button', { name: '为“收件人”插入变量' }));
    await view.user.click(screen.getByRole('treeitem', { name: field, hidden: true }));
  };
  /** Focus the field with the caret at `offset` of its first text, or after its last chip or text. */
  const placeCaret = (offset?: number) => {
    box.focus();
    const range = document.createRange();
    if (offset === undefined) {
      range.selectNodeContents(box);
      range.collapse(false);
    } else range.setStart(box.firstChild!, offset);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
  };
  const typeAtEnd = async (text: string) => {
    placeCaret();
    await view.user.keyboard(text);
  };
  return { ...view, box, chips, pick, placeCaret, typeAtEnd, emitted };
}

describe('MappingInput: the contenteditable round trip of a mapping template', () => {
  it('names each picker entry by its key and value apart, not run together (issue 10 item 7)', async () => {
    const { user } = renderMapping('');
    await user.click(screen.getByRole('button', { name: '为“收件人”插入变量' }));
    expect(screen.getByRole('treeitem', { name: 'name，值：张三', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('treeitem', { name: 'name张三', hidden: true })).toBeNull();
  });

  it('gives back typed text with a picked {{N.path}} chip at the caret, and what is typed after it', async () => {
    const { user, box, chips, pick, typeAtEnd, emitted } = renderMapping('');
    await user.click(box);
    await user.keyboard('Hello ');
    await pick(/^name/);
    await typeAtEnd('!');
    expect(emitted.at(-1)).toBe('Hello {{1.name}}!');
    expect(chips()).toEqual(['1 · name']);
  });

  it('puts a picked chip where the caret was, between typed words', async () => {
    const { placeCaret, pick, emitted } = renderMapping('您好，欢迎');
    placeCaret(3);
    await pick(/^name/);
    expect(emitted.at(-1)).toBe('您好，{{1.name}}欢迎');
  });

  it('puts a chip at the end when the caret was never in the field', async () => {
    const { pick, emitted } = renderMapping('城市：');
    await pick(/^city/);
    expect(emitted.at(-1)).toBe('城市：{{1.city}}');
  });

  it.each<[string, string[]]>([
    ['{{1.name}}', ['1 · name']],
    ['Dear {{1.buyer.name}}, order {{2.items[0].sku}}', ['1 · buyer.name', '2 · items.0.sku']],
    ['{{env.API_BASE}}/orders/{{1.order.id}}', ['env · API_BASE', '1 · order.id']],
    ['Bearer {{auth.access_token}}', ['auth · access_token']],
    ['{{not a ref}} stays text', []],
    ['订单 {{1.id}} 已发货', ['1 · id']],
  ])('shows %j as chips and writes it back unchanged, with what is typed at its end', async (template, labels) => {
    const { chips, typeAtEnd, emitted } = renderMapping(template);
    expect(chips()).toEqual(labels);
    await typeAtEnd('!');
    expect(emitted).toEqual([`${template}!`]);
  });
});
