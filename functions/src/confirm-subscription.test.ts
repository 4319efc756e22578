/** @jest-environment node */
import { Timestamp } from 'firebase-admin/firestore';
import { ownerVerdict, tokenVerdict } from './confirm-subscription';

const DAY = 86_400_000;
const now = Date.parse('2026-11-28T12:00:00Z');
const ID = 'c'.repeat(64);
const signedUp = Timestamp.fromMillis(now - 3 * DAY);
const pending = { email: 'ana@tienda.mx', active: true, confirmedAt: null, subscribedAt: signedUp };
const claim = (issuedAt: number) => ({ subscriptionId: ID, issuedAt });

describe("what a confirmation link's token does", () => {
  it('confirms a pending sign-up within its seven days, on any device', () => {
    expect(tokenVerdict(claim(now - 2 * DAY), pending, now)).toBe('confirm');
  });

  it('says an opened-again link is already confirmed, even past its seven days', () => {
    const confirmed = { ...pending, confirmedAt: Timestamp.fromMillis(now - DAY) };
    expect(tokenVerdict(claim(now - 2 * DAY), confirmed, now)).toBe('already-confirmed');
    const signedUpLongAgo = { ...confirmed, subscribedAt: Timestamp.fromMillis(now - 25 * DAY) };
    expect(tokenVerdict(claim(now - 20 * DAY), signedUpLongAgo, now)).toBe('already-confirmed');
  });

  it('says an old link expired, while the sign-up still waits for a fresh one', () => {
    expect(
      tokenVerdict(
        claim(now - 8 * DAY),
        { ...pending, subscribedAt: Timestamp.fromMillis(now - 9 * DAY) },
        now,
      ),
    ).toBe('expired');
  });

  it('refuses an altered token, a token from the future, and one mailed for an earlier sign-up', () => {
    expect(tokenVerdict(null, pending, now)).toBe('invalid');
    expect(tokenVerdict(claim(now + 5 * 60_000), pending, now)).toBe('invalid');
    // The address signed up again after this link was mailed: the link was not for this sign-up.
    expect(tokenVerdict(claim(now - 5 * DAY), pending, now)).toBe('invalid');
  });

  it('finds nothing to confirm once the sign-up is gone or unsubscribed', () => {
    expect(tokenVerdict(claim(now - DAY), undefined, now)).toBe('gone');
    expect(tokenVerdict(claim(now - 2 * DAY), { ...pending, active: false }, now)).toBe('gone');
  });
});

describe("the proven owner's own confirmation", () => {
  it('confirms a pending sign-up, says a confirmed one is, and finds nothing otherwise', () => {
    expect(ownerVerdict(pending)).toBe('confirm');
    expect(ownerVerdict({ ...pending, confirmedAt: Timestamp.fromMillis(now) })).toBe(
      'already-confirmed',
    );
    expect(ownerVerdict({ ...pending, active: false })).toBe('gone');
    expect(ownerVerdict(undefined)).toBe('gone');
  });
});
