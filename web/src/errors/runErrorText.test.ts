import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import enLogs from '../locales/en/logs.json';
import { runErrorText } from './runErrorText';

const english = i18next.createInstance();
beforeAll(() => english.init({ lng: 'en', resources: { en: { translation: en, logs: enLogs } } }));
const chinese = { resolvedLanguage: 'zh-CN', t: () => 'never', exists: () => true } as never;

describe('runErrorText', () => {
  it('gives a catalogue message in English with the detail the engine added', () => {
    expect(runErrorText('目标地址不允许访问（内网、本机或保留地址）：127.0.0.1:9', english)).toBe(
      'The target address is not allowed (private, local or reserved address): 127.0.0.1:9',
    );
  });

  it('reads a refused call in English', () => {
    expect(runErrorText('对方返回 HTTP 404', english)).toBe('The other side answered HTTP 404');
  });

  it('reads the words of a step with an account in English, keeping the account’s name and translating the detail', () => {
    expect(runErrorText('账户「钉钉 运营群」授权失败：对方返回 HTTP 401', english)).toBe(
      'The account “钉钉 运营群” was refused: The other side answered HTTP 401',
    );
    expect(runErrorText('账户「邮件」授权失败：535 Authentication failed', english)).toBe(
      'The account “邮件” was refused: 535 Authentication failed',
    );
    expect(runErrorText('未选择账户', english)).toBe('No account chosen');
    expect(runErrorText('账户不存在或已删除', english)).toBe('The account does not exist or was deleted');
    expect(runErrorText('应用 2012 暂不支持运行', english)).toBe('App 2012 cannot run yet');
  });

  it('shows other messages as stored, and every message as stored to a Chinese reader', () => {
    expect(runErrorText('Quota exceeded for this API key', english)).toBe('Quota exceeded for this API key');
    expect(runErrorText('对方返回 HTTP 404', chinese)).toBe('对方返回 HTTP 404');
  });
});
