/** @jest-environment node */
import { isExpired, makeConfirmToken, readConfirmToken } from './confirm-token';

const SECRET = 'clave-de-prueba';
const ID = 'a'.repeat(64);
const issuedAt = Date.parse('2026-11-28T10:00:00Z');
const DAY = 86_400_000;

describe('the confirmation link token', () => {
  const token = makeConfirmToken(SECRET, { subscriptionId: ID, issuedAt });

  it('names the subscription and when it was made, URL-safe and short', () => {
    expect(readConfirmToken(SECRET, token)).toEqual({ subscriptionId: ID, issuedAt });
    expect(token).toMatch(/^[0-9a-f]{64}\.[0-9a-z]+\.[\w-]+$/);
    expect(token.length).toBeLessThanOrEqual(100);
    expect(encodeURIComponent(token)).toBe(token);
  });

  it('is refused when altered: another subscription, another time, another signature', () => {
    const [id, issued, signature] = token.split('.') as [string, string, string];
    const other = 'b'.repeat(64);
    for (const altered of [
      `${other}.${issued}.${signature}`,
      `${id}.${(parseInt(issued, 36) + 1).toString(36)}.${signature}`,
      `${id}.${issued}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${id}.${issued}`,
      `${token}.extra`,
      token.slice(0, -3),
      '',
    ]) {
      expect(readConfirmToken(SECRET, altered)).toBeNull();
    }
    expect(readConfirmToken(SECRET, 42)).toBeNull();
    expect(readConfirmToken(SECRET, 'x'.repeat(500))).toBeNull();
  });

  it('is refused under another key (a new secret voids the links already mailed)', () => {
    expect(readConfirmToken('otra-clave', token)).toBeNull();
  });

  it('serves seven days from when it was made', () => {
    const claim = { subscriptionId: ID, issuedAt };
    expect(isExpired(claim, issuedAt + 7 * DAY - 1)).toBe(false);
    expect(isExpired(claim, issuedAt + 7 * DAY + 1_000)).toBe(true);
  });
});
