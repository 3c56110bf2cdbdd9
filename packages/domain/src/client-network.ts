/**
 * The network a client address stands for wherever the app counts what one client may do (the
 * forms' rate limit, the CV bytes per day). An IPv6 address counts as its /64: a provider gives
 * one subscriber at least a /64, so one attacker can send from any of its 2^64 addresses. An
 * IPv4 address counts as itself, and so does one mapped into IPv6 (`::ffff:192.0.2.1`, as a
 * dual-stack socket reports an IPv4 client), so one client has one key whichever socket it
 * reached. A zone id (`fe80::1%eth0`) is dropped. What is no address at all (a forwarded header
 * can say anything) is its own key.
 */
export function clientNetworkOf(address: string): string {
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address.split('%', 1)[0] ?? '');
  if (groups === undefined) return address;
  const [, , , , , mappedMarker = 0, high = 0, low = 0] = groups;
  if (groups.slice(0, 5).every((group) => group === 0) && mappedMarker === 0xffff) {
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

const ipv6GroupCount = 8;
const hexGroup = /^[0-9a-f]{1,4}$/i;
const dottedQuad = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The eight 16-bit groups of an IPv6 address in any of its textual forms (RFC 4291 2.2). */
function ipv6Groups(address: string): number[] | undefined {
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const [head = '', tail] = halves;
  // Only the address's last piece may be an IPv4 address (`::ffff:192.0.2.1`).
  const headGroups = groupsOf(head, tail === undefined);
  const tailGroups = tail === undefined ? [] : groupsOf(tail, true);
  if (headGroups === undefined || tailGroups === undefined) return undefined;
  const missing = ipv6GroupCount - headGroups.length - tailGroups.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  return [...headGroups, ...Array.from({ length: missing }, () => 0), ...tailGroups];
}

/** The groups of one side of `::`, or of a whole address without it. */
function groupsOf(text: string, mayEndInIpv4: boolean): number[] | undefined {
  if (text === '') return [];
  const pieces = text.split(':');
  const groups: number[] = [];
  for (const [index, piece] of pieces.entries()) {
    if (hexGroup.test(piece)) {
      groups.push(Number.parseInt(piece, 16));
      continue;
    }
    const octets = dottedQuad.exec(piece)?.slice(1).map(Number);
    if (!mayEndInIpv4 || index !== pieces.length - 1 || octets === undefined) return undefined;
    if (octets.some((octet) => octet > 255)) return undefined;
    const [a = 0, b = 0, c = 0, d = 0] = octets;
    groups.push((a << 8) | b, (c << 8) | d);
  }
  return groups;
}
