import { describe, expect, it } from 'vitest';
import { draftKey, fieldCandidates, initialDraft, toTemplateInputs, unlabelled } from './inputsDraft';

const steps = [
  { uuid: 'hook', fields: [] },
  { uuid: 'bot', fields: [{ key: 'content' }, { key: 'at_mobiles' }] },
];
const defined = (step: { uuid: string }) =>
  step.uuid === 'bot'
    ? [
        { key: 'content', label: '消息内容' },
        { key: 'title', label: '标题' },
      ]
    : [];

describe('the simplified form editor', () => {
  it("offers every defined field of every step, then the step's other keys, numbered from the trigger", () => {
    expect(fieldCandidates(steps, defined)).toEqual([
      { stepUuid: 'bot', stepNumber: 2, key: 'content', label: '消息内容' },
      { stepUuid: 'bot', stepNumber: 2, key: 'title', label: '标题' },
      { stepUuid: 'bot', stepNumber: 2, key: 'at_mobiles', label: 'at_mobiles' },
    ]);
  });

  it('starts from what the template asks, the rest unasked under their own names', () => {
    const candidates = fieldCandidates(steps, defined);
    const draft = initialDraft(candidates, [{ stepUuid: 'bot', key: 'content', label: '通知内容', help: '可插入字段', required: false }]);
    expect(draft[draftKey('bot', 'content')]).toEqual({ asked: true, label: '通知内容', help: '可插入字段', required: false });
    expect(draft[draftKey('bot', 'title')]).toEqual({ asked: false, label: '标题', help: '', required: true });
  });

  it('sends the asked fields in step order, trimmed, without empty help', () => {
    const candidates = fieldCandidates(steps, defined);
    const draft = initialDraft(candidates, []);
    draft[draftKey('bot', 'at_mobiles')] = { asked: true, label: ' @的手机号 ', help: ' ', required: false };
    draft[draftKey('bot', 'content')] = { asked: true, label: '消息内容', help: '写点什么', required: true };
    expect(toTemplateInputs(candidates, draft)).toEqual([
      { stepUuid: 'bot', key: 'content', label: '消息内容', required: true, help: '写点什么' },
      { stepUuid: 'bot', key: 'at_mobiles', label: '@的手机号', required: false },
    ]);
  });

  it('names asked fields whose label was emptied', () => {
    const candidates = fieldCandidates(steps, defined);
    const draft = initialDraft(candidates, []);
    draft[draftKey('bot', 'title')] = { asked: true, label: '  ', help: '', required: true };
    draft[draftKey('bot', 'content')] = { asked: false, label: '', help: '', required: true };
    expect(unlabelled(draft)).toEqual([draftKey('bot', 'title')]);
  });
});
