import { describe, expect, it } from 'vitest';
import { parseAllowEntry } from './allow-entry';

describe('parseAllowEntry', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1/32', undefined],
    ['127.0.0.5:4305', '127.0.0.5/32', 4305],
    ['10.0.0.0/8', '10.0.0.0/8', undefined],
    ['10.0.0.0/8:443', '10.0.0.0/8', 443],
    ['0.0.0.0/0', '0.0.0.0/0', undefined],
    ['::1', '::1/128', undefined],
    ['[::1]', '::1/128', undefined],
    ['[::1]:8080', '::1/128', 8080],
    ['fd00::/8', 'fd00::/8', undefined],
    ['[fd00::/8]:443', 'fd00::/8', 443],
    ['64:ff9b::10.0.0.1', '64:ff9b::a00:1/128', undefined],
    ['  192.168.1.0/24:65535 ', '192.168.1.0/24', 65535],
  ])('reads %s as %s, port %s', (text, range, port) => {
    const entry = parseAllowEntry(text);
    expect(`${entry.range[0].toString()}/${entry.range[1]}`).toBe(range);
    expect(entry.port).toBe(port);
  });

  it.each([
    ['localhost', '不是 IP 地址'],
    ['example.com:443', '不是 IP 地址'],
    ['127.1', '不是 IP 地址'],
    ['0x7f000001', '不是 IP 地址'],
    ['010.0.0.1', '不是 IP 地址'],
    ['300.0.0.1', '不是 IP 地址'],
    ['127.0.0.5:99999', '端口必须是 1–65535'],
    ['127.0.0.5:0', '端口必须是 1–65535'],
    ['127.0.0.5:', '端口必须是 1–65535'],
    ['127.0.0.5:08080', '端口必须是 1–65535'],
    ['127.0.0.5:http', '端口必须是 1–65535'],
    ['[::1]:', '端口必须是 1–65535'],
    ['10.0.0.0/33', '前缀长度必须是 0–32'],
    ['10.0.0.0/', '前缀长度必须是 0–32'],
    ['fd00::/129', '前缀长度必须是 0–128'],
    ['10.1.2.3/8', '主机位不为 0，请写该网段的起始地址，例如 10.0.0.0/8'],
    ['fd00::1/8', '例如 fd00::/8'],
    ['[::1', '缺少右方括号'],
    ['[::1]8080', '方括号后只能跟 :端口'],
    ['[127.0.0.1]:80', '方括号只用于 IPv6'],
    ['fe80::1%eth0', '网卡名'],
    ['::ffff:127.0.0.1', '请直接写 IPv4 形式 127.0.0.1'],
    ['127.0.0.1-127.0.0.9', '不是 IP 地址'],
  ])('refuses %s, saying %s', (text, why) => {
    expect(() => parseAllowEntry(text)).toThrow(expect.objectContaining({ code: 5001 }));
    expect(() => parseAllowEntry(text)).toThrow(why);
    // the message names the variable and the entry as written
    expect(() => parseAllowEntry(text)).toThrow(`HUILIU_OUTBOUND_ALLOW 中的“${text.trim()}”无法识别`);
  });
});
