import { signUpMessages as text } from '@/content/sign-up';
import { LINK_EMAIL_KEY } from '@/lib/email/link';
import { CALLABLES } from '@/lib/email/link-contract';
import type { LinkOutcome } from '@/lib/email/link-request';
import { EMAIL_MESSAGES } from '@/lib/email/model';

// The form's side of a sign-up: what it says for each answer of the store and of the site's
// function (lib/email/link-request.ts, which the browser tests run against the Functions emulator).

let mode: 'online' | 'offline' = 'online';
let subscribed: { success: boolean; reason?: string; message?: string } = { success: true };
let linkOutcome: LinkOutcome = { sent: true };
const subscribe = jest.fn(async () => subscribed);
/** The site's callable as the browser meets it: it answers, or throws the function's refusal. */
const callFunction = jest.fn(async () => {
  if (linkOutcome.sent) return {};
  const { reason } = linkOutcome;
  const code = { unverified: 'functions/unauthenticated', unavailable: 'functions/internal' };
  throw Object.assign(new Error(reason), {
    code: reason in code ? code[reason as keyof typeof code] : 'functions/resource-exhausted',
    details: reason in code ? undefined : { reason },
  });
});

jest.mock('@/lib/email/store', () => ({
  getVisitorStore: async () => ({ mode, subscribe }),
}));
jest.mock('@/lib/email/callable', () => ({
  callFunction: (...args: unknown[]) => callFunction(...(args as [])),
}));
/** The sign-up's link, as the form asks the function for it. */
const linkRequest = (purpose: string) => [
  CALLABLES.sendLink,
  { email: ADDRESS, purpose },
  { limitedUse: true },
];

const ADDRESS = 'ana@empresa.mx';

beforeEach(() => {
  mode = 'online';
  subscribed = { success: true };
  linkOutcome = { sent: true };
  subscribe.mockClear();
  callFunction.mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.clear();
});

async function signUp(email = ` ${ADDRESS.toUpperCase()} `) {
  const { signUp: run } = await import('@/lib/email/sign-up');
  return run(email, { formLocation: 'footer' });
}

describe('a sign-up', () => {
  it('stores the address, asks the function for the confirmation and says what comes next', async () => {
    await expect(signUp()).resolves.toEqual({ ok: true, message: text.success(ADDRESS) });
    expect(subscribe).toHaveBeenCalledWith(ADDRESS, 'newsletter', { formLocation: 'footer' });
    expect(callFunction).toHaveBeenCalledWith(...linkRequest('signup'));
    // The link opened in this browser completes without asking for the address.
    expect(localStorage.getItem(LINK_EMAIL_KEY)).toBe(ADDRESS);
  });

  it.each<[LinkOutcome, string]>([
    [{ sent: false, reason: 'address-limit' }, text.addressLimit],
    [{ sent: false, reason: 'daily-limit' }, text.dailyLimit],
    [{ sent: false, reason: 'mail-failed' }, text.linkFailed],
    [{ sent: false, reason: 'unverified' }, text.linkFailed],
    [{ sent: false, reason: 'unavailable' }, text.linkFailed],
  ])(
    'keeps the sign-up when the mail does not go (%j), says why and offers it again',
    async (outcome, message) => {
      linkOutcome = outcome;
      await expect(signUp()).resolves.toEqual({ ok: false, message, resend: ADDRESS });
      expect(subscribe).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem(LINK_EMAIL_KEY)).toBeNull();
    },
  );

  it('offers the link again for a duplicate online, not in local-storage mode', async () => {
    subscribed = { success: false, reason: 'duplicate', message: EMAIL_MESSAGES.duplicate };
    await expect(signUp()).resolves.toEqual({
      ok: false,
      message: EMAIL_MESSAGES.duplicate,
      resend: ADDRESS,
    });
    mode = 'offline';
    await expect(signUp()).resolves.toEqual({ ok: false, message: EMAIL_MESSAGES.duplicate });
    expect(callFunction).not.toHaveBeenCalled();
  });

  it('sends nothing in local-storage mode and says so', async () => {
    mode = 'offline';
    await expect(signUp()).resolves.toEqual({ ok: true, message: text.successLocal });
    expect(callFunction).not.toHaveBeenCalled();
  });
});

describe('asking for the link again', () => {
  it('is a status when it went, with the way to ask again kept', async () => {
    const { resendConfirmation } = await import('@/lib/email/sign-up');
    await expect(resendConfirmation(ADDRESS)).resolves.toEqual({
      ok: true,
      message: text.resent(ADDRESS),
      resend: ADDRESS,
    });
  });

  it.each<[LinkOutcome, string]>([
    [{ sent: false, reason: 'address-limit' }, text.resendLimit],
    [{ sent: false, reason: 'daily-limit' }, text.resendDaily],
    [{ sent: false, reason: 'mail-failed' }, text.resendFailed],
  ])('says why when it did not (%j)', async (outcome, message) => {
    linkOutcome = outcome;
    const { resendConfirmation } = await import('@/lib/email/sign-up');
    await expect(resendConfirmation(ADDRESS)).resolves.toEqual({
      ok: false,
      message,
      resend: ADDRESS,
    });
  });
});

describe("the function's answers", () => {
  it('reads the reason the function gave, or what the error code says', async () => {
    const { refusalOf } = await import('@/lib/email/link-request');
    const error = (code: string, details?: unknown) =>
      Object.assign(new Error(code), { code, details });
    expect(refusalOf(error('functions/resource-exhausted', { reason: 'address-limit' }))).toBe(
      'address-limit',
    );
    expect(refusalOf(error('functions/resource-exhausted', { reason: 'daily-limit' }))).toBe(
      'daily-limit',
    );
    expect(refusalOf(error('functions/unavailable', { reason: 'mail-failed' }))).toBe(
      'mail-failed',
    );
    expect(refusalOf(error('functions/unauthenticated'))).toBe('unverified');
    expect(refusalOf(error('functions/internal'))).toBe('unavailable');
    expect(refusalOf(error('functions/resource-exhausted', { reason: 'other' }))).toBe(
      'unavailable',
    );
    expect(refusalOf(null)).toBe('unavailable');
  });
});
