import { describe, expect, it } from 'vitest';
import { creationPath, shareLink, simpleFormPath, simpleTemplatesPath, templateEditPath } from './paths';

describe('template paths', () => {
  it('name the template, and the share token only when there is one', () => {
    expect(creationPath('900000001')).toBe('/data-pipeline/create-from-template?template_id=900000001');
    expect(creationPath('1234567890123456789', 'tok-1')).toBe('/data-pipeline/create-from-template?template_id=1234567890123456789&share=tok-1');
  });

  it('build an absolute share link on the page origin', () => {
    expect(shareLink('https://huiliu.example.com', '77', 'a/b c')).toBe(
      'https://huiliu.example.com/data-pipeline/template-auto?template_id=77&share=a%2Fb+c',
    );
  });

  it('lead simplified creation to a template or to the best one of an app pair', () => {
    expect(simpleFormPath({ templateId: '5' })).toBe('/data-pipeline/create-simple-best?template_id=5');
    expect(simpleFormPath({ triggerAppId: '1001', actionAppId: '2002' })).toBe(
      '/data-pipeline/create-simple-best?trigger_app_id=1001&action_app_id=2002',
    );
    expect(simpleTemplatesPath('1001', '2002')).toBe('/data-pipeline/create-simple-template?trigger_app_id=1001&action_app_id=2002');
    expect(templateEditPath('9')).toBe('/template-edit?template_id=9');
  });
});
