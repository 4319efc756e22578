/** @jest-environment node */
import { addressVerdict, dayId } from './limits';

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
