import ipaddr from 'ipaddr.js';
import { inRange, low32, type IpAddress, type IpRange } from './ip-address';

/**
 * The ranges outbound calls made on a user's behalf never reach unless the allow-list names them
 * (DESIGN §3). Sources: the IANA IPv4 and IPv6 special-purpose address registries.
 */
const V4_DENIED: Array<[string, string]> = [
  ['0.0.0.0/8', 'this network'], // 0.0.0.0 connects to the local host on Linux
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'carrier-grade NAT'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'], // incl. the 169.254.169.254 metadata service
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'IETF protocol assignments'],
  ['192.0.2.0/24', 'documentation'],
  ['192.88.99.0/24', '6to4 relay anycast'], // deprecated by RFC 7526
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'benchmarking'],
  ['198.51.100.0/24', 'documentation'],
  ['203.0.113.0/24', 'documentation'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'], // incl. the broadcast address
];

/**
 * IPv6 ranges refused outright, before the global-unicast rule below, so each refusal is named.
 * Forms that embed an IPv4 address are refused whole, except the two judged by their IPv4 (see
 * `embeddedIpv4`): the others are deprecated or local by definition, and where a tunnel carries the
 * packet (6to4, Teredo) the embedded IPv4 is the tunnel's end, not the host, so judging it proves nothing.
 */
const V6_DENIED: Array<[string, string]> = [
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['::/96', 'IPv4-compatible'], // ::a.b.c.d, deprecated by RFC 4291 §2.5.5.1; no host uses it
  ['::ffff:0:0:0/96', 'IPv4-translated'], // SIIT (RFC 6145): internal to a translator
  ['64:ff9b:1::/48', 'NAT64 local-use'], // RFC 8215: its IPv4 position depends on the operator's prefix length
  ['100::/64', 'discard-only'],
  ['2001::/23', 'IETF protocol assignments'], // Teredo 2001::/32, benchmarking 2001:2::/48, ORCHID …
  ['2001:db8::/32', 'documentation'],
  ['2002::/16', '6to4'], // deprecated by RFC 7526; public relays are gone
  ['3fff::/20', 'documentation'],
  ['5f00::/16', 'segment routing'],
  ['fc00::/7', 'unique-local'], // incl. the fd00:ec2::254 metadata service
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'site-local'], // deprecated, but some stacks still route it
  ['ff00::/8', 'multicast'],
];

const parseRanges = (list: Array<[string, string]>): Array<[IpRange, string]> => list.map(([cidr, name]) => [ipaddr.parseCIDR(cidr), name]);
const V4_RANGES = parseRanges(V4_DENIED);
const V6_RANGES = parseRanges(V6_DENIED);
const GLOBAL_UNICAST: IpRange = ipaddr.parseCIDR('2000::/3');
const MAPPED: IpRange = ipaddr.parseCIDR('::ffff:0:0/96');
const NAT64: IpRange = ipaddr.parseCIDR('64:ff9b::/96');

/**
 * The IPv4 address an IPv6 address stands for, where the IPv4 is what it reaches:
 * IPv4-mapped `::ffff:a.b.c.d` (a dual-stack socket connects to a.b.c.d itself) and the NAT64
 * well-known prefix `64:ff9b::a.b.c.d` (RFC 6052; a DNS64 resolver on an IPv6-only network hands out
 * such addresses for every IPv4-only host, so refusing the prefix whole would cut those networks off).
 */
function embeddedIpv4(address: IpAddress): ipaddr.IPv4 | undefined {
  if (address.kind() !== 'ipv6') return undefined;
  if (inRange(address, MAPPED) || inRange(address, NAT64)) return low32(address as ipaddr.IPv6);
  return undefined;
}

/** The name of the refused range an address lies in, or undefined for a public address. */
export function deniedRange(address: IpAddress): string | undefined {
  const v4 = address.kind() === 'ipv4' ? address : embeddedIpv4(address);
  if (v4) {
    const name = V4_RANGES.find(([range]) => inRange(v4, range))?.[1];
    return name && v4 !== address ? `${name} (embedded IPv4 ${v4.toString()})` : name;
  }
  const named = V6_RANGES.find(([range]) => inRange(address, range))?.[1];
  if (named) return named;
  // everything outside 2000::/3 is unassigned or reserved by IANA: nothing public lives there
  return inRange(address, GLOBAL_UNICAST) ? undefined : 'reserved';
}
