import { describe, expect, it } from 'vitest';
import { updateFields, validateVariableForm, variableReference, type VariableForm } from './variableForm';

const form = (patch: Partial<VariableForm> = {}): VariableForm => ({
  name: '区域',
  key: 'REGION',
  value: '华东',
  type: 'text',
  variableClass: '',
  ...patch,
});

describe('variable form', () => {
  it.each(['REGION', 'api_key_2', '_', 'a'.repeat(64)])('accepts the key %s', (key) => {
    expect(validateVariableForm(form({ key }), 'add')).toEqual({});
  });

  it.each(['', 'bad-key', 'has space', '中文', 'a.b', 'a'.repeat(65)])('refuses the key %j', (key) => {
    expect(validateVariableForm(form({ key }), 'add')).toEqual({ key: 'keyRule' });
  });

  it('does not check the key when editing: it cannot change', () => {
    expect(validateVariableForm(form({ key: '' }), 'edit')).toEqual({});
  });

  it('needs a name and, for a number, a number', () => {
    expect(validateVariableForm(form({ name: '  ' }), 'add')).toEqual({ name: 'nameRequired' });
    expect(validateVariableForm(form({ type: 'number', value: '12.5' }), 'add')).toEqual({});
    expect(validateVariableForm(form({ type: 'number', value: 'abc' }), 'add')).toEqual({ value: 'numberRule' });
    expect(validateVariableForm(form({ type: 'number', value: '' }), 'add')).toEqual({ value: 'numberRule' });
  });

  it('keeps a secret when its value is left empty on edit', () => {
    expect(updateFields(form({ type: 'secret', value: '' }))).toEqual({ variableName: '区域', variableType: 'secret', variableClass: '' });
    expect(updateFields(form({ type: 'secret', value: 'new' })).variableValue).toBe('new');
    expect(updateFields(form({ value: '' })).variableValue).toBe('');
  });

  it('names the template reference a step uses', () => {
    expect(variableReference('API_KEY')).toBe('{{env.API_KEY}}');
  });
});
