import type ipaddr from 'ipaddr.js';
import { deniedRange } from './address-ranges';
import { entryAllows, parseAllowEntry, type AllowEntry } from './allow-entry';
import { parseIp } from './ip-address';

/**
 * Which addresses and ports outbound calls made on a user's behalf may reach (DESIGN §3): never
 * private, loopback, link-local, metadata, multicast or reserved ranges, in any IPv4 or IPv6 spelling,
 * unless an allow-list entry names the address (and, when it names one, the port).
 */
export class AddressPolicy {
  private readonly allowed: readonly AllowEntry[];

  /**
   * `allow` entries follow `parseAllowEntry` ('127.0.0.5:4305', '[::1]:8080', '10.0.0.0/8:443').
   * An entry that does not parse throws CONFIG_INVALID naming it: a typo must stop the start, not
   * silently leave a receiver blocked or, worse, open more than was meant.
   */
  constructor(allow: readonly string[] = []) {
    this.allowed = allow.map(parseAllowEntry);
  }

  /** Parse the comma-separated `HUILIU_OUTBOUND_ALLOW` form; blank items (`a,,b`, a trailing comma) are not entries. */
  static fromEnv(value: string | undefined): AddressPolicy {
    return new AddressPolicy((value ?? '').split(',').filter((s) => s.trim() !== ''));
  }

  /** Why a call to this address and port is refused, or undefined when it may go out. */
  refusal(rawAddress: string, port: number): string | undefined {
    const parsed = parseIp(rawAddress);
    if (!parsed) return 'not an IP address';
    // an IPv4-mapped address is the IPv4 address itself on a dual-stack socket: allow-listed as such
    const address = parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress() ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
    if (this.allowed.some((entry) => entryAllows(entry, address, port))) return undefined;
    return deniedRange(parsed);
  }

  isAllowed(address: string, port: number): boolean {
    return this.refusal(address, port) === undefined;
  }
}
