import 'server-only';
import { BlockList, isIPv6 } from 'node:net';
import { getEnv } from '@/platform/env/get-env';

let trusted: { list: readonly string[]; blocks: BlockList } | undefined;

/** Whether `address` (normalised) is one of ACAP_TRUSTED_PROXIES, given as addresses or CIDR ranges. */
export function isTrustedProxy(address: string): boolean {
  const list = getEnv().ACAP_TRUSTED_PROXIES;
  if (list.length === 0) return false;
  if (trusted?.list !== list) {
    const blocks = new BlockList();
    for (const entry of list) {
      const [network, prefix] = entry.split('/');
      const family = isIPv6(network!) ? 'ipv6' : 'ipv4';
      if (prefix === undefined) blocks.addAddress(network!, family);
      else blocks.addSubnet(network!, Number(prefix), family);
    }
    trusted = { list, blocks };
  }
  return trusted.blocks.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}
