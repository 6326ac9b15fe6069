/**
 * The network an address's limits count against. An IPv4 address is its own. An IPv6 address counts
 * as its /64: one home, phone or server is handed a whole /64 and may take any address in it, so a
 * limit per IPv6 address would be a limit per try. The answer is one spelling (`2001:db8:0:a::/64`,
 * lower case, leading zeros dropped) for every way of writing the same network; an IPv4 address written
 * as IPv6 is that IPv4 address (`embeddedIpv4`). What is no address is
 * answered as written: the caller's own check has already refused it, or it counts on its own.
 */
export function limitedNetwork(address: string): string {
  if (!address.includes(':')) return address;
  const groups = expandIpv6(address.toLowerCase());
  if (!groups) return address;
  const embedded = embeddedIpv4(groups);
  if (embedded) return embedded;
  const prefix = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
}

/**
 * An IPv4 client written as IPv6 counts as that IPv4 address, not as one /64 shared with every other:
 * mapped (`::ffff:192.0.2.1`, also in hex, `::ffff:c000:201`), NAT64's well-known prefix (`64:ff9b::/96`,
 * how a translator shows IPv4 clients) and the old compatible form (`::192.0.2.1`; `::` and `::1` are
 * IPv6's own).
 */
function embeddedIpv4(groups: string[]): string | null {
  const value = groups.map((group) => parseInt(group, 16));
  const head = value.slice(0, 6).join(':');
  const compatible = head === '0:0:0:0:0:0' && value[6]! > 0;
  if (head !== '0:0:0:0:0:65535' && head !== '100:65435:0:0:0:0' && !compatible) return null;
  return [value[6]! >> 8, value[6]! & 255, value[7]! >> 8, value[7]! & 255].join('.');
}

const GROUP = /^[0-9a-f]{1,4}$/;
const DOTTED_TAIL = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail as the last two), or null when it is none. */
function expandIpv6(text: string): string[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const read = (part: string, last: boolean): string[] | null => {
    if (part === '') return [];
    const pieces = part.split(':');
    const out: string[] = [];
    for (const [i, piece] of pieces.entries()) {
      const dotted = DOTTED_TAIL.exec(piece);
      if (dotted && last && i === pieces.length - 1) {
        const bytes = dotted.slice(1).map(Number);
        if (bytes.some((byte) => byte > 255)) return null;
        out.push(((bytes[0]! << 8) | bytes[1]!).toString(16), ((bytes[2]! << 8) | bytes[3]!).toString(16));
      } else if (GROUP.test(piece)) out.push(piece);
      else return null;
    }
    return out;
  };
  const head = read(halves[0]!, halves.length === 1);
  const tail = halves.length === 2 ? read(halves[1]!, true) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  return [...head, ...Array<string>(missing).fill('0'), ...tail];
}
