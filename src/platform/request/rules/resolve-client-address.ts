/**
 * The address a request came from. The socket's peer is the only fact; `X-Forwarded-For` is a claim
 * anyone can write, believed only hop by hop from the right while each hop is one of our own
 * proxies. So a client behind a trusted load balancer is known by the address the balancer saw, and
 * a client that writes the header itself is still known by its socket.
 */
export function resolveClientAddress(socketAddress: string | null, forwardedFor: string | null, isTrustedProxy: (address: string) => boolean): string {
  const peer = normaliseAddress(socketAddress ?? '');
  if (!peer) return 'unknown';
  if (!isTrustedProxy(peer)) return peer;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => normaliseAddress(hop))
    .filter((hop): hop is string => hop !== null);
  for (let at = hops.length - 1; at >= 0; at -= 1) {
    if (!isTrustedProxy(hops[at]!)) return hops[at]!;
  }
  // Every hop is ours (or none was given): the leftmost is the nearest to the client we know.
  return hops[0] ?? peer;
}

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6 = /^[0-9a-f:]+(?:\.\d+\.\d+\.\d+\.\d+)?$/i;

/**
 * An address as one spelling: IPv4-mapped IPv6 (`::ffff:10.0.0.1`, how Node reports IPv4 peers on a
 * dual-stack socket) as plain IPv4, IPv6 in lower case without brackets or a zone; a port after an
 * IPv4 address is dropped. Anything that is not an address is null, so junk in a header is skipped.
 */
export function normaliseAddress(raw: string): string | null {
  let text = raw.trim();
  if (text.startsWith('[')) text = text.slice(1, text.indexOf(']') === -1 ? undefined : text.indexOf(']'));
  text = text.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (mapped) text = mapped[1]!;
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(text);
  if (withPort) text = withPort[1]!;
  if (IPV4.test(text)) return text;
  if (text.includes(':') && IPV6.test(text) && text.length <= 45) return text;
  return null;
}
