import { BlockList, isIP } from 'node:net';

/**
 * Which resolved addresses outbound calls made on a user's behalf may reach (DESIGN §3): never private,
 * loopback, link-local, metadata, multicast or reserved ranges, unless an allow-list names them.
 */
function deniedRanges(): BlockList {
  const list = new BlockList();
  const v4: Array<[string, number]> = [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10], // carrier-grade NAT
    ['127.0.0.0', 8],
    ['169.254.0.0', 16], // link-local, incl. the 169.254.169.254 metadata service
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4], // multicast
    ['240.0.0.0', 4], // reserved, incl. broadcast
  ];
  for (const [net, prefix] of v4) list.addSubnet(net, prefix, 'ipv4');
  const v6: Array<[string, number]> = [
    ['::', 128],
    ['::1', 128],
    ['64:ff9b::', 96], // NAT64 can reach any IPv4, private ones included
    ['100::', 64],
    ['2001:db8::', 32],
    ['fc00::', 7], // unique local, incl. fd00:ec2::254 metadata
    ['fe80::', 10],
    ['ff00::', 8],
  ];
  for (const [net, prefix] of v6) list.addSubnet(net, prefix, 'ipv6');
  return list;
}

const DENIED = deniedRanges();

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d) as its IPv4 form, so it meets the IPv4 rules. */
function unmap(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export class AddressPolicy {
  private readonly allowed = new BlockList();

  /** `allow` entries are addresses or CIDR ranges ('127.0.0.1', '10.1.0.0/16', '::1'). */
  constructor(allow: readonly string[] = []) {
    for (const entry of allow) {
      const [net, prefix] = entry.trim().split('/');
      if (!net || !isIP(net)) continue;
      const family = isIP(net) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) this.allowed.addAddress(net, family);
      else this.allowed.addSubnet(net, Number(prefix), family);
    }
  }

  /** Parse the comma-separated `HUILIU_OUTBOUND_ALLOW` form. */
  static fromEnv(value: string | undefined): AddressPolicy {
    return new AddressPolicy((value ?? '').split(',').filter((s) => s.trim() !== ''));
  }

  isAllowed(rawAddress: string): boolean {
    const { address, family } = unmap(rawAddress);
    if (!isIP(address)) return false;
    if (this.allowed.check(address, family)) return true;
    return !DENIED.check(address, family);
  }
}
