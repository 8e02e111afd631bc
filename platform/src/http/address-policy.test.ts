import { describe, expect, it } from 'vitest';
import { AddressPolicy } from './address-policy';

describe('AddressPolicy without an allow-list', () => {
  const policy = new AddressPolicy();

  it.each([
    // IPv4 special ranges
    ['0.0.0.0', 'this network'],
    ['10.2.3.4', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['172.20.0.1', 'private'],
    ['192.0.0.170', 'IETF protocol assignments'],
    ['192.0.2.1', 'documentation'],
    ['192.88.99.1', '6to4 relay anycast'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.251', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    // IPv6 ranges of their own
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fc00::1', 'unique-local'],
    ['fd00:ec2::254', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%lo', 'link-local'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['100::1', 'discard-only'],
    ['5f00::1', 'segment routing'],
    ['4000::1', 'reserved'],
    // IPv4 embedded in IPv6, refused whole
    ['::127.0.0.1', 'IPv4-compatible'],
    ['::7f00:1', 'IPv4-compatible'],
    ['::8.8.8.8', 'IPv4-compatible'],
    ['::ffff:0:7f00:1', 'IPv4-translated'],
    ['::ffff:0:127.0.0.1', 'IPv4-translated'],
    ['::ffff:0:808:808', 'IPv4-translated'],
    ['64:ff9b:1::a00:1', 'NAT64 local-use'],
    ['64:ff9b:1::808:808', 'NAT64 local-use'],
    ['2002:7f00:1::1', '6to4'],
    ['2002:808:808::1', '6to4'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'IETF protocol assignments'], // Teredo
    ['2001:2::1', 'IETF protocol assignments'], // benchmarking
    // IPv4 embedded in IPv6, judged by the IPv4
    ['::ffff:127.0.0.1', 'loopback (embedded IPv4 127.0.0.1)'],
    ['::ffff:7f00:1', 'loopback (embedded IPv4 127.0.0.1)'],
    ['0:0:0:0:0:ffff:7f00:1', 'loopback (embedded IPv4 127.0.0.1)'],
    ['::ffff:169.254.169.254', 'link-local (embedded IPv4 169.254.169.254)'],
    ['::ffff:a00:1', 'private (embedded IPv4 10.0.0.1)'],
    ['64:ff9b::127.0.0.1', 'loopback (embedded IPv4 127.0.0.1)'],
    ['64:ff9b::a9fe:a9fe', 'link-local (embedded IPv4 169.254.169.254)'],
    // not addresses a socket takes
    ['127.1', 'not an IP address'],
    ['0x7f000001', 'not an IP address'],
    ['0177.0.0.1', 'not an IP address'],
    ['2130706433', 'not an IP address'],
    ['localhost', 'not an IP address'],
    ['[::1]', 'not an IP address'],
  ])('refuses %s (%s)', (address, range) => {
    expect(policy.refusal(address, 80)).toBe(range);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '2606:4700::1111',
    '2a00:1450:4001:82a::200e',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '64:ff9b::8.8.8.8',
    '64:ff9b::808:808',
  ])('lets %s through', (address) => {
    expect(policy.isAllowed(address, 443)).toBe(true);
  });
});

describe('AddressPolicy with an allow-list', () => {
  it('opens a named range on every port, and nothing beside it', () => {
    const open = AddressPolicy.fromEnv('10.1.0.0/16, 127.0.0.1');
    expect(open.isAllowed('10.1.2.3', 1)).toBe(true);
    expect(open.isAllowed('10.1.2.3', 65535)).toBe(true);
    expect(open.isAllowed('10.2.0.1', 80)).toBe(false);
    expect(open.isAllowed('127.0.0.1', 8080)).toBe(true);
    expect(open.isAllowed('127.0.0.2', 8080)).toBe(false);
  });

  it('opens an entry with a port on that port only', () => {
    const open = AddressPolicy.fromEnv('127.0.0.5:4305,[::1]:8080,10.0.0.0/8:443,[fd00::/8]:9000');
    expect(open.isAllowed('127.0.0.5', 4305)).toBe(true);
    expect(open.isAllowed('127.0.0.5', 4306)).toBe(false);
    expect(open.isAllowed('127.0.0.6', 4305)).toBe(false);
    expect(open.isAllowed('::1', 8080)).toBe(true);
    expect(open.isAllowed('::1', 80)).toBe(false);
    expect(open.isAllowed('10.9.8.7', 443)).toBe(true);
    expect(open.isAllowed('10.9.8.7', 80)).toBe(false);
    expect(open.isAllowed('fd12::1', 9000)).toBe(true);
    expect(open.isAllowed('fd12::1', 9001)).toBe(false);
  });

  it('treats an IPv4-mapped address as the IPv4 address it connects to', () => {
    const open = AddressPolicy.fromEnv('127.0.0.5:4305');
    expect(open.isAllowed('::ffff:127.0.0.5', 4305)).toBe(true);
    expect(open.isAllowed('::ffff:7f00:5', 4305)).toBe(true);
    expect(open.isAllowed('::ffff:7f00:5', 4306)).toBe(false);
    // the other embeddings are other destinations: an IPv4 entry does not open them
    expect(open.isAllowed('::127.0.0.5', 4305)).toBe(false);
    expect(open.isAllowed('::ffff:0:127.0.0.5', 4305)).toBe(false);
    expect(open.isAllowed('64:ff9b::127.0.0.5', 4305)).toBe(false);
  });

  it('ignores blank items but nothing else', () => {
    expect(AddressPolicy.fromEnv(' 127.0.0.1 , ,').isAllowed('127.0.0.1', 80)).toBe(true);
    expect(AddressPolicy.fromEnv(undefined).isAllowed('127.0.0.1', 80)).toBe(false);
    expect(() => AddressPolicy.fromEnv('127.0.0.1,localhost')).toThrow(/“localhost”/);
  });
});
