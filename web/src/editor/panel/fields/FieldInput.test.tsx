// @vitest-environment happy-dom
import type { FieldDefinition } from '@huiliu/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInEditor } from '../../../test/renderInEditor';
import { FieldForm } from './FieldForm';
import { FieldInput } from './FieldInput';

const tags: FieldDefinition = { key: 'tags', kind: 'multiText', label: '标签' };
const contacts: FieldDefinition = {
  key: 'contacts',
  kind: 'group',
  label: '联系人',
  children: [{ key: 'name', kind: 'text', label: '姓名' }],
};
const receiver: FieldDefinition = {
  key: 'receiver',
  kind: 'object',
  label: '收件人',
  children: [{ key: 'email', kind: 'text', label: '邮箱' }],
};

function renderField(field: FieldDefinition, value: unknown, disabled: boolean) {
  const onChange = vi.fn();
  const view = renderInEditor(<FieldInput field={field} value={value} onChange={onChange} stepUuid="trigger" id="f" disabled={disabled} />);
  return { ...view, onChange };
}

describe('FieldInput remove buttons', () => {
  it.each<[string, FieldDefinition, unknown, string]>([
    ['a multi-item text', tags, ['a', 'b'], '删除标签第 1 项'],
    ['a group', contacts, [{ name: '甲' }, { name: '乙' }], '删除联系人第 1 项'],
  ])('remove a row of %s while enabled', async (_, field, value, label) => {
    const { user, onChange } = renderField(field, value, false);
    await user.click(screen.getByRole('button', { name: label }));
    expect(onChange).toHaveBeenCalledWith((value as unknown[]).slice(1));
  });

  it.each<[string, FieldDefinition, unknown, string]>([
    ['a multi-item text', tags, ['a', 'b'], '删除标签第 1 项'],
    ['a group', contacts, [{ name: '甲' }, { name: '乙' }], '删除联系人第 1 项'],
  ])('do nothing on %s while the field is disabled', async (_, field, value, label) => {
    const { user, onChange } = renderField(field, value, true);
    const remove = screen.getByRole('button', { name: label });
    await user.click(remove);
    expect(remove).toHaveProperty('disabled', true);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('FieldInput nested forms', () => {
  it.each<[string, FieldDefinition, unknown, string]>([
    ['a group', contacts, [{ name: '甲' }], '姓名'],
    ['an object', receiver, { email: 'a@example.com' }, '邮箱'],
  ])('disable the inputs inside %s with the field', (_, field, value, inner) => {
    renderField(field, value, true);
    expect(screen.getByLabelText(inner)).toHaveProperty('disabled', true);
  });

  it.each<[string, FieldDefinition, unknown, string]>([
    ['a group', contacts, [{ name: '甲' }], '姓名'],
    ['an object', receiver, { email: 'a@example.com' }, '邮箱'],
  ])('leave the inputs inside %s editable while the field is', (_, field, value, inner) => {
    renderField(field, value, false);
    expect(screen.getByLabelText(inner)).toHaveProperty('disabled', false);
  });

  it('lock a nested form with its field: a locked object field locks what is inside it', () => {
    const onChange = vi.fn();
    renderInEditor(
      <FieldForm
        fields={[receiver, { key: 'note', kind: 'text', label: '备注' }]}
        values={{ receiver: { email: 'a@example.com' } }}
        onChange={onChange}
        stepUuid="trigger"
        idPrefix="f"
        locked={{ keys: ['receiver'], reason: '已锁定' }}
      />,
    );
    expect(screen.getByLabelText('邮箱')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('备注')).toHaveProperty('disabled', false);
  });
});
