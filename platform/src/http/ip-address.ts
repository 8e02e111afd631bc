import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;

const DOTTED_TAIL = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * An IP address exactly as a socket would take it, or undefined for anything else.
 *
 * node:net's `isIP` is the gate: it accepts only dotted-decimal IPv4 (no `127.1`, `0x7f.1`, `0177.0.0.1`,
 * which ipaddr.js would happily read). ipaddr.js then does the arithmetic — but version 2.5 reads
 * `::a.b.c.d` as the IPv4-*mapped* `::ffff:a.b.c.d`, while RFC 4291 §2.5.5 makes it IPv4-*compatible*
 * `::a.b:c.d`. A dotted tail is therefore rewritten as two hex groups before ipaddr.js sees it.
 */
export function parseIp(text: string): IpAddress | undefined {
  const family = isIP(text);
  if (family === 4) return ipaddr.IPv4.parse(text);
  if (family !== 6) return undefined;
  // a zone (`fe80::1%eth0.100`) may itself hold dots: only the part before it is rewritten
  const zoneAt = text.indexOf('%');
  const [bare, zone] = zoneAt < 0 ? [text, ''] : [text.slice(0, zoneAt), text.slice(zoneAt)];
  const group = (hi: string, lo: string) => ((Number(hi) << 8) | Number(lo)).toString(16);
  const hex = bare.replace(DOTTED_TAIL, (_all, a: string, b: string, c: string, d: string) => `${group(a, b)}:${group(c, d)}`);
  return ipaddr.IPv6.parse(hex + zone);
}

/** A CIDR range; `prefix` counts bits from the left. */
export type IpRange = [IpAddress, number];

/** Whether `address` lies in `range`; addresses of the other family never do. */
export function inRange(address: IpAddress, [network, prefix]: IpRange): boolean {
  if (address.kind() === 'ipv4' && network.kind() === 'ipv4') return (address as ipaddr.IPv4).match(network as ipaddr.IPv4, prefix);
  if (address.kind() === 'ipv6' && network.kind() === 'ipv6') return (address as ipaddr.IPv6).match(network as ipaddr.IPv6, prefix);
  return false;
}

/** The IPv4 address held in the low 32 bits of an IPv6 address. */
export function low32(address: ipaddr.IPv6): ipaddr.IPv4 {
  const [hi, lo] = address.parts.slice(6) as [number, number];
  return new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
}
