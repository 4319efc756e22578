/** @jest-environment node */
import { isMailable, mirrorAction } from './mirror-subscriber';

const at = '2026-11-27T12:00:00Z';
const pending = {
  email: 'ana@empresa.mx',
  active: true,
  confirmedAt: null,
  preferences: { newsletter: true },
};
const confirmed = { ...pending, confirmedAt: at };
const unsubscribed = { ...confirmed, active: false };
const newsletterOff = { ...confirmed, preferences: { newsletter: false } };

describe('what the mail tool is told', () => {
  it('mails only confirmed, active, newsletter-on subscriptions', () => {
    expect([pending, confirmed, unsubscribed, newsletterOff].map(isMailable)).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });

  it.each([
    ['a sign-up', undefined, pending, null],
    ['a confirmation', pending, confirmed, 'subscribe'],
    ['an owner subscribing already confirmed', undefined, confirmed, 'subscribe'],
    ['an unsubscribe', confirmed, unsubscribed, 'unsubscribe'],
    ['the newsletter switched off', confirmed, newsletterOff, 'unsubscribe'],
    ['a resubscription', unsubscribed, confirmed, 'subscribe'],
    [
      'a change that keeps it mailable',
      confirmed,
      { ...confirmed, preferences: { newsletter: true, productUpdates: true } },
      null,
    ],
    ['an unsubscribe while pending', pending, { ...pending, active: false }, null],
    ['the deletion of a confirmed address', confirmed, undefined, 'forget'],
    ['the deletion of an unsubscribed one', unsubscribed, undefined, 'forget'],
    ['the database deleting a pending sign-up', pending, undefined, null],
  ] as const)('%s: %s', (_what, before, after, action) => {
    expect(mirrorAction(before, after)).toBe(action);
  });
});
