/** @jest-environment node */
import { mailFor, parseRequest } from './send-link';

describe('a request for a link', () => {
  it('takes a valid address, normalised, and what the link is for', () => {
    expect(parseRequest({ email: ' Ana@Empresa.MX ', purpose: 'signup' })).toEqual({
      email: 'ana@empresa.mx',
      purpose: 'signup',
    });
  });

  it.each([
    undefined,
    {},
    { email: 'sin-arroba', purpose: 'signup' },
    { email: 'a\u200b@b.mx', purpose: 'manage' },
  ])('refuses %j as an invalid address', (data) => {
    expect(() => parseRequest(data)).toThrow(
      expect.objectContaining({ details: { reason: 'invalid-email' } }),
    );
  });

  it.each([
    'x<victima@gmail.com>',
    'https://evil.example/x<victima@gmail.com>',
    'victima@gmail.com,',
    'victima@gmail.com(c1)',
    'Gana-premio-en-evil.example/x<victima@gmail.com>',
  ])('refuses %j: only a plain address reaches the mail', (email) => {
    expect(() => parseRequest({ email, purpose: 'signup' })).toThrow(
      expect.objectContaining({ details: { reason: 'invalid-email' } }),
    );
  });

  it("takes an expired confirmation's token instead of an address", () => {
    expect(parseRequest({ token: 'abc.def.ghi' })).toEqual({ token: 'abc.def.ghi' });
  });

  it('refuses an unknown purpose', () => {
    expect(() => parseRequest({ email: 'ana@empresa.mx', purpose: 'admin' })).toThrow('purpose');
  });
});

describe('which mail goes', () => {
  const pending = { active: true, confirmedAt: null };
  it("confirms a form's pending sign-up", () => {
    expect(mailFor('signup', pending)).toBe('confirm');
  });

  it.each([
    ['a confirmed subscription', { active: true, confirmedAt: '2026-11-27' }],
    ['an unsubscribed one', { active: false, confirmedAt: null }],
    ['no subscription', undefined],
  ])('sends the link to manage it for %s', (_what, subscription) => {
    expect(mailFor('signup', subscription)).toBe('manage');
  });

  it('always sends the link to manage it from /boletin/, even while pending', () => {
    expect(mailFor('manage', pending)).toBe('manage');
  });
});
