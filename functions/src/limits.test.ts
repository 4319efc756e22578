/** @jest-environment node */
import { addressVerdict, clientVerdict, dayId, dayVerdict, hashedId } from './limits';

const MINUTE = 60_000;
const now = Date.parse('2026-11-27T12:00:00Z');

describe('the links one address may get', () => {
  it('allows the first link', () => {
    expect(addressVerdict([], now)).toEqual({ ok: true, kept: [] });
  });

  it('refuses a second link within a minute, saying when the next may go', () => {
    expect(addressVerdict([now - 20_000], now)).toEqual({
      ok: false,
      reason: 'address-limit',
      retryAfterMs: 40_000,
    });
  });

  it('allows three an hour and refuses the fourth until the first leaves the hour', () => {
    const three = [now - 50 * MINUTE, now - 30 * MINUTE, now - 2 * MINUTE];
    expect(addressVerdict(three.slice(1), now)).toMatchObject({ ok: true });
    expect(addressVerdict(three, now)).toEqual({
      ok: false,
      reason: 'address-limit',
      retryAfterMs: 10 * MINUTE,
    });
  });

  it('forgets what left the hour, in time order whatever the stored order', () => {
    const sent = [now - 5 * MINUTE, now - 61 * MINUTE, now - 90 * MINUTE, now - 10 * MINUTE];
    expect(addressVerdict(sent, now)).toEqual({
      ok: true,
      kept: [now - 10 * MINUTE, now - 5 * MINUTE],
    });
  });

  it('counts a day in UTC', () => {
    expect(dayId(Date.parse('2026-11-27T23:59:59Z'))).toBe('day-2026-11-27');
    expect(dayId(Date.parse('2026-11-28T00:00:00Z'))).toBe('day-2026-11-28');
  });
});

describe('the links one client may ask for', () => {
  const HOUR = 60 * MINUTE;
  it('allows ten an hour, then says when the oldest leaves the hour', () => {
    const nine = Array.from({ length: 9 }, (_, i) => now - (50 - i) * MINUTE);
    expect(clientVerdict(nine, now)).toMatchObject({ ok: true });
    expect(clientVerdict([...nine, now - MINUTE], now)).toEqual({
      ok: false,
      reason: 'client-limit',
      retryAfterMs: 10 * MINUTE,
    });
  });

  it('allows twenty a day, spread over the hours', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => now - (i + 2) * HOUR);
    expect(clientVerdict(twenty.slice(1), now)).toMatchObject({ ok: true });
    expect(clientVerdict(twenty, now)).toMatchObject({ ok: false, reason: 'client-limit' });
  });
});

describe("the day's budget", () => {
  it("keeps a share for the links to leave or delete one's data that sign-ups cannot use", () => {
    // A budget of 100: sign-ups stop at 70, access links go on to 100.
    expect(dayVerdict({ total: 69, signup: 69 }, 'signup', 100, now)).toEqual({ ok: true });
    expect(dayVerdict({ total: 70, signup: 70 }, 'signup', 100, now)).toMatchObject({
      ok: false,
      reason: 'daily-limit',
    });
    expect(dayVerdict({ total: 70, signup: 70 }, 'manage', 100, now)).toEqual({ ok: true });
    expect(dayVerdict({ total: 99, signup: 70 }, 'manage', 100, now)).toEqual({ ok: true });
    expect(dayVerdict({ total: 100, signup: 70 }, 'manage', 100, now)).toMatchObject({ ok: false });
  });

  it('says the budget comes back at midnight UTC', () => {
    const verdict = dayVerdict({ total: 100, signup: 0 }, 'manage', 100, now);
    expect(verdict).toEqual({ ok: false, reason: 'daily-limit', retryAfterMs: 12 * 60 * MINUTE });
  });
});

describe("the records' ids", () => {
  it('hold a hash of the mailbox or the network address, never the value', () => {
    const id = hashedId('mailbox', 'ana@gmail.com');
    expect(id).toMatch(/^mailbox-[0-9a-f]{64}$/);
    expect(id).not.toContain('ana');
    expect(hashedId('client', '203.0.113.9')).toMatch(/^client-[0-9a-f]{64}$/);
  });
});
