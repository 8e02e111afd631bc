import { networkInterfaces } from 'node:os';
import { deniedRange } from './address-ranges';
import { parseIp } from './ip-address';

/**
 * The addresses outbound calls leave from, for third parties' allow-lists (spec §7 process/app ip/white and the
 * open platform's ip_white_list): what the operator wrote in HUILIU_EGRESS_IPS, comma-separated.
 */
export function configuredEgressIps(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.HUILIU_EGRESS_IPS ?? '')
    .split(',')
    .map((ip) => ip.trim())
    .filter(Boolean);
}

/** spec ip_white_list: HUILIU_EGRESS_IPS when the operator set it (behind NAT only they know), else this host's own. */
export function egressAddresses() {
  const configured = configuredEgressIps();
  if (configured.length > 0) return { ips: configured, source: 'env' as const, note: '由运维配置（HUILIU_EGRESS_IPS）' };
  const ips = publicAddresses(
    Object.values(networkInterfaces())
      .flatMap((list) => list ?? [])
      .map((i) => i.address),
  );
  return {
    ips,
    source: 'interfaces' as const,
    note:
      ips.length > 0
        ? '读取自本机网卡的公网地址；经 NAT 或代理出网时实际地址可能不同，请让运维配置 HUILIU_EGRESS_IPS'
        : '本机没有公网地址，出网经过 NAT 或代理：请让运维配置 HUILIU_EGRESS_IPS',
  };
}

/**
 * The addresses a third party could ever see a call come from: the ones the outbound policy would call public. A
 * container's private, loopback and link-local addresses mean nothing to a third party's allow-list, and would
 * only show every tenant the platform's inner network.
 */
export function publicAddresses(addresses: readonly string[]): string[] {
  return [
    ...new Set(
      addresses.filter((a) => {
        const ip = parseIp(a);
        return ip !== undefined && deniedRange(ip) === undefined;
      }),
    ),
  ];
}
