import { describe, expect, it } from 'vitest';
import { applySuggestions } from './applySuggestions';

const kinds: Record<string, 'text' | 'multiText'> = { content: 'text', at_mobiles: 'multiText', title: 'text' };

describe('applySuggestions', () => {
  it('fills empty fields, a multi-text one as a list, and leaves what the person wrote', () => {
    const result = applySuggestions(
      { content: '', at_mobiles: [''], title: '我的标题' },
      [
        { field: 'content', reference: '{{1.text}}' },
        { field: 'at_mobiles', reference: '{{1.mobile}}' },
        { field: 'title', reference: '{{1.title}}' },
      ],
      (field) => kinds[field],
    );
    expect(result).toEqual({ patch: { content: '{{1.text}}', at_mobiles: ['{{1.mobile}}'] }, filled: ['content', 'at_mobiles'] });
  });

  it('takes the first suggestion for a field and changes nothing when every field is filled', () => {
    const twice = applySuggestions(
      {},
      [
        { field: 'content', reference: '{{1.a}}' },
        { field: 'content', reference: '{{1.b}}' },
      ],
      () => 'text',
    );
    expect(twice.patch).toEqual({ content: '{{1.a}}' });
    expect(applySuggestions({ content: 'x' }, [{ field: 'content', reference: '{{1.a}}' }], () => 'text')).toEqual({ patch: {}, filled: [] });
  });
});
