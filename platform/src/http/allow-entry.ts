import { AppError } from '@huiliu/core';
import ipaddr from 'ipaddr.js';
import { inRange, parseIp, type IpAddress, type IpRange } from './ip-address';

/** One `HUILIU_OUTBOUND_ALLOW` entry: a range (a single address is a /32 or /128) and maybe one port. */
export interface AllowEntry {
  text: string;
  range: IpRange;
  /** Only this port; undefined opens every port. */
  port?: number;
}

const EXAMPLES = '可写 IP 地址或 CIDR 网段，可在末尾加 :端口（IPv6 需加方括号），例如 127.0.0.5:4305、[::1]:8080、10.0.0.0/8、10.0.0.0/8:443';

/**
 * The entry grammar (README "HUILIU_OUTBOUND_ALLOW"):
 *
 *   entry  = v4 [ "/" 0-32 ] [ ":" port ]
 *          | "[" v6 [ "/" 0-128 ] "]" [ ":" port ]
 *          | v6 [ "/" 0-128 ]                      bare IPv6 takes no port: `::1:80` is itself an address
 *   port   = 1-65535
 *
 * Host names are refused: the guard checks the address a name resolves to, so only addresses can open it.
 */
export function parseAllowEntry(raw: string): AllowEntry {
  const text = raw.trim();
  const fail = (why: string) => new AppError('CONFIG_INVALID', `HUILIU_OUTBOUND_ALLOW 中的“${text}”无法识别：${why}。${EXAMPLES}`);
  const [target, portText, bracketed] = splitPort(text, fail);
  const slash = target.indexOf('/');
  const addressText = slash < 0 ? target : target.slice(0, slash);
  const address = parseIp(addressText);
  if (!address) throw fail(`“${addressText}”不是 IP 地址（不支持域名，也不支持 127.1、0x7f000001 这类简写）`);
  if (bracketed && address.kind() !== 'ipv6') throw fail('方括号只用于 IPv6 地址');
  if (address.kind() === 'ipv6' && addressText.includes('%')) throw fail('地址不能带网卡名（%…）');
  // the policy judges IPv4-mapped addresses as their IPv4, so that is the form an entry must name
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    throw fail(`请直接写 IPv4 形式 ${(address as ipaddr.IPv6).toIPv4Address().toString()}`);
  }
  const bits = address.kind() === 'ipv4' ? 32 : 128;
  const prefix = slash < 0 ? bits : parseDecimal(target.slice(slash + 1), 0, bits);
  if (prefix === undefined) throw fail(`网段前缀长度必须是 0–${bits} 之间的整数`);
  // 10.1.2.3/8 is most likely a typo for a narrower range: ask instead of guessing
  const network = networkOf(address, prefix);
  if (network.toString() !== address.toString()) throw fail(`网段的主机位不为 0，请写该网段的起始地址，例如 ${network.toString()}/${prefix}`);
  if (portText === undefined) return { text, range: [address, prefix] };
  const port = parseDecimal(portText, 1, 65535);
  if (port === undefined) throw fail('端口必须是 1–65535 之间的整数');
  return { text, range: [address, prefix], port };
}

/** Whether an entry opens this address (already unmapped by the caller) on this port. */
export function entryAllows(entry: AllowEntry, address: IpAddress, port: number): boolean {
  return inRange(address, entry.range) && (entry.port === undefined || entry.port === port);
}

function splitPort(text: string, fail: (why: string) => AppError): [target: string, port: string | undefined, bracketed: boolean] {
  if (text.startsWith('[')) {
    const close = text.indexOf(']');
    if (close < 0) throw fail('缺少右方括号 ]');
    const rest = text.slice(close + 1);
    if (rest !== '' && !rest.startsWith(':')) throw fail('方括号后只能跟 :端口');
    return [text.slice(1, close), rest === '' ? undefined : rest.slice(1), true];
  }
  const colons = text.split(':').length - 1;
  // one colon: IPv4 with a port; more: a bare IPv6 address, which cannot carry one
  if (colons === 1) return [text.slice(0, text.indexOf(':')), text.slice(text.indexOf(':') + 1), false];
  return [text, undefined, false];
}

function parseDecimal(text: string, min: number, max: number): number | undefined {
  if (!/^(0|[1-9]\d{0,5})$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
}

function networkOf(address: IpAddress, prefix: number): IpAddress {
  const bytes = address.toByteArray().map((byte, i) => {
    const keep = Math.max(0, Math.min(8, prefix - i * 8));
    return byte & ~(0xff >> keep) & 0xff;
  });
  return ipaddr.fromByteArray(bytes);
}
