/** @jest-environment node */
import { Timestamp } from 'firebase-admin/firestore';
import { MailToolError } from './mail-tool';
import { backoffMs, classifyToolError, needsDelivery, toolState } from './outbox';

const at = Timestamp.fromDate(new Date('2026-11-27T12:00:00Z'));
const pending = {
  email: 'ana@empresa.mx',
  active: true,
  confirmedAt: null,
  preferences: { newsletter: true },
};
const confirmed = { ...pending, confirmedAt: at };
const unsubscribed = { ...confirmed, active: false };
const newsletterOff = { ...confirmed, preferences: { newsletter: false } };

describe('what the mail tool must hold for a subscription', () => {
  it('is the lists of its choices once confirmed and active; none once off; nothing before', () => {
    const everything = {
      ...confirmed,
      preferences: { newsletter: true, productUpdates: true, blogNotifications: true },
    };
    expect(
      [pending, confirmed, everything, unsubscribed, newsletterOff, undefined].map(toolState),
    ).toEqual([
      null,
      { lists: ['newsletter'] },
      { lists: ['blogNotifications', 'newsletter', 'productUpdates'] },
      { lists: [] },
      { lists: [] },
      'forgotten',
    ]);
  });

  it.each([
    ['a sign-up', undefined, pending, false],
    ['a confirmation', pending, confirmed, true],
    ['an unsubscribe', confirmed, unsubscribed, true],
    ['the newsletter switched off', confirmed, newsletterOff, true],
    ['a resubscription', unsubscribed, confirmed, true],
    [
      'new articles switched on',
      confirmed,
      { ...confirmed, preferences: { newsletter: true, blogNotifications: true } },
      true,
    ],
    ['an unrelated change', confirmed, { ...confirmed, metadata: { userAgent: 'x' } }, false],
    ['an unsubscribe while pending', pending, { ...pending, active: false }, false],
    ['the deletion of a confirmed address', confirmed, undefined, true],
    // Its sign-in account must go too.
    ['the database deleting a pending sign-up', pending, undefined, true],
    ['nothing at all', undefined, undefined, false],
  ] as const)('%s: %s', (_what, before, after, expected) => {
    expect(needsDelivery(before, after)).toBe(expected);
  });
});

describe('retrying the mail tool', () => {
  it('waits 2 s, 4 s, 8 s… and at most an hour', () => {
    expect([1, 2, 3, 4, 5].map(backoffMs)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000]);
    expect(backoffMs(30)).toBe(3_600_000);
  });

  it.each([429, 500, 502, 503, 408])('retries an HTTP %s', (status) => {
    expect(classifyToolError(new MailToolError(status, 'x'))).toMatchObject({ retry: true });
  });

  it.each([400, 401, 403])('gives up on an HTTP %s: it cannot succeed as it is', (status) => {
    expect(classifyToolError(new MailToolError(status, 'x'))).toMatchObject({ retry: false });
  });

  it('retries a timeout and a network failure, which the tool may still apply', () => {
    const timeout = Object.assign(new Error('The operation was aborted due to timeout'), {
      name: 'TimeoutError',
    });
    expect(classifyToolError(timeout)).toEqual({
      retry: true,
      message: 'tiempo de espera agotado',
      unsettled: true,
    });
    expect(classifyToolError(new TypeError('fetch failed'))).toEqual({
      retry: true,
      message: 'fetch failed',
      unsettled: true,
    });
  });

  it.each([
    [500, false],
    [503, false],
    [504, true],
    [429, false],
  ])('takes an HTTP %s as a call that may still land: %s', (status, unsettled) => {
    expect(classifyToolError(new MailToolError(status, 'x')).unsettled).toBe(unsettled);
  });
});
