import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONFIRM_LINK_DAYS } from '@/lib/email/link-contract';

// The confirmation link's token (decision 17): the subscription it confirms (the id, the SHA-256
// of the address, so the link names no address) and when it was made, signed with the owner's
// secret key (HMAC-SHA256). Nobody without the key can make one, change one or move one to
// another subscription; it serves for CONFIRM_LINK_DAYS, on any device, as often as it is opened.
// Written as `<id>.<issued, seconds in base 36>.<signature, base64url>`: URL-safe, about 95 characters.

const DAY_MS = 86_400_000;
const ID = /^[0-9a-f]{64}$/;
const ISSUED = /^[0-9a-z]{1,10}$/;

export interface ConfirmClaim {
  subscriptionId: string;
  /** When the link was made (ms). */
  issuedAt: number;
}

/** The HMAC's first 128 bits: past guessing, and a shorter link. */
const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`confirm:${payload}`).digest('base64url').slice(0, 22);

export function makeConfirmToken(secret: string, claim: ConfirmClaim): string {
  const payload = `${claim.subscriptionId}.${Math.floor(claim.issuedAt / 1000).toString(36)}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The token's claim if the key signed it, else null (whatever its age: see isExpired). */
export function readConfirmToken(secret: string, token: unknown): ConfirmClaim | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [id, issued, signature, ...rest] = token.split('.');
  if (rest.length || !id || !issued || !signature || !ID.test(id) || !ISSUED.test(issued)) {
    return null;
  }
  const expected = Buffer.from(sign(secret, `${id}.${issued}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { subscriptionId: id, issuedAt: parseInt(issued, 36) * 1000 };
}

/** Whether a link made at `issuedAt` no longer confirms (older than CONFIRM_LINK_DAYS). */
export const isExpired = (claim: ConfirmClaim, now: number) =>
  now - claim.issuedAt > CONFIRM_LINK_DAYS * DAY_MS;
