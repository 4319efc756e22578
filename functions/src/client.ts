import { isIP } from 'node:net';

// Who is asking, as the per-client link limit counts it (decision 17): the caller's network
// address as Cloud Functions sees it. Google's front end appends the address it received the
// request from to X-Forwarded-For, so the last entry is Google's view; earlier entries are
// whatever the caller wrote and are ignored. An IPv6 caller usually holds a whole /64, so it counts
// as that network; an IPv4 address counts alone.

interface RawRequest {
  headers?: Record<string, string | string[] | undefined>;
  ip?: string;
}

/** The last address of an X-Forwarded-For header (or of its last copy), trimmed. */
function lastForwarded(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header.at(-1) : header;
  return value?.split(',').at(-1)?.trim() || null;
}

/** The eight groups of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail = ''] = address.split('::');
  const part = (text: string) => (text ? text.split(':') : []);
  const left = part(head);
  const right = part(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
}

/** The key one caller's links are counted under, or null when no address is known. */
export function clientKey(request: RawRequest | undefined): string | null {
  const candidate = lastForwarded(request?.headers?.['x-forwarded-for']) ?? request?.ip ?? null;
  if (!candidate) return null;
  const address = candidate.replace(/^::ffff:/i, '');
  const version = isIP(address);
  if (version === 4) return address;
  if (version === 6) {
    const prefix = ipv6Groups(address.toLowerCase())
      .slice(0, 4)
      .map((group) => group.replace(/^0+(?=.)/, ''));
    return `${prefix.join(':')}::/64`;
  }
  return null;
}
