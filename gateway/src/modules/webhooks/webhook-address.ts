import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { InvalidError } from '../../core/errors.js';

// Addresses a webhook must not reach unless the operator allows it: this machine, the private
// networks behind it and their cloud metadata services, and addresses that route nowhere public.
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

export const WEBHOOK_URL_MESSAGE = 'The webhook URL must be an http or https address.';
export const PRIVATE_ADDRESS_MESSAGE = 'The webhook URL leads to a loopback, private or link-local address; set WEBHOOK_ALLOW_PRIVATE=true to allow it.';
export const UNRESOLVED_MESSAGE = 'The webhook URL names a host that does not resolve.';

function isPublic(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublic(mapped);
  return !NOT_PUBLIC.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Checks a webhook URL: http or https, and (unless `allowPrivate`) a host whose every address is
 * public, so the gateway cannot be made to call into its own network. Checked when an endpoint is
 * registered and again before each delivery, as a name may resolve elsewhere later.
 */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InvalidError({ url: WEBHOOK_URL_MESSAGE });
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) throw new InvalidError({ url: WEBHOOK_URL_MESSAGE });
  if (allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true, verbatim: true }).then(
        (found) => found.map(({ address }) => address),
        () => [],
      );
  if (addresses.length === 0) throw new InvalidError({ url: UNRESOLVED_MESSAGE });
  if (!addresses.every(isPublic)) throw new InvalidError({ url: PRIVATE_ADDRESS_MESSAGE });
  return url;
}
