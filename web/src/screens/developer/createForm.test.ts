import { describe, expect, it } from 'vitest';
import { createInput, emptyCreateForm, validateCreateForm } from './createForm';

describe('新建应用 form', () => {
  it('needs both names', () => {
    expect(validateCreateForm(emptyCreateForm)).toEqual({ name: 'create.nameRequired', nameEn: 'create.nameEnRequired' });
    expect(validateCreateForm({ ...emptyCreateForm, name: '订单', nameEn: ' ' })).toEqual({ nameEn: 'create.nameEnRequired' });
    expect(validateCreateForm({ ...emptyCreateForm, name: '订单', nameEn: 'Orders' })).toEqual({});
  });

  it('sends trimmed names with the class and auth type', () => {
    expect(createInput({ name: ' 订单 ', nameEn: 'Orders ', classType: 'ecommerce', authType: 'none' })).toEqual({
      name: '订单',
      nameEn: 'Orders',
      classType: 'ecommerce',
      authType: 'none',
    });
  });
});
