import { LINK_EMAIL_KEY } from '@/lib/email/link';
import { CALLABLES } from '@/lib/email/link-contract';
import type { LinkOutcome } from '@/lib/email/link-request';

// The form's side of a sign-up: the code it answers for each answer of the store and of the site's
// function (lib/email/link-request.ts, which the browser tests run against the Functions emulator);
// components/newsletter/sign-up-message.test.ts says them in Spanish.

let mode: 'online' | 'offline' = 'online';
let subscribed: { success: boolean; reason?: string; message?: string } = { success: true };
let linkOutcome: LinkOutcome = { sent: true };
const subscribe = jest.fn(async () => subscribed);
/** The site's callable as the browser meets it: it answers, or throws the function's refusal. */
const callFunction = jest.fn(async () => {
  if (linkOutcome.sent) return {};
  const { reason, retryAfterSeconds } = linkOutcome;
  const code = { unverified: 'functions/unauthenticated', unavailable: 'functions/internal' };
  throw Object.assign(new Error(reason), {
    code: reason in code ? code[reason as keyof typeof code] : 'functions/resource-exhausted',
    details: reason in code ? undefined : { reason, retryAfterSeconds },
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

const signup = { stage: 'signup', email: ADDRESS } as const;

describe('a sign-up', () => {
  it('stores the address, asks the function for the confirmation and says it went', async () => {
    await expect(signUp()).resolves.toEqual({ ...signup, ok: true, code: 'sent' });
    expect(subscribe).toHaveBeenCalledWith(ADDRESS, 'newsletter', { formLocation: 'footer' });
    expect(callFunction).toHaveBeenCalledWith(...linkRequest('signup'));
    // The link opened in this browser completes without asking for the address.
    expect(localStorage.getItem(LINK_EMAIL_KEY)).toBe(ADDRESS);
  });

  it.each<[LinkOutcome, string, number | undefined]>([
    [{ sent: false, reason: 'address-limit', retryAfterSeconds: 40 }, 'address-limit', 40],
    [{ sent: false, reason: 'client-limit', retryAfterSeconds: 600 }, 'client-limit', 600],
    [{ sent: false, reason: 'daily-limit', retryAfterSeconds: 3600 }, 'daily-limit', 3600],
    [{ sent: false, reason: 'mail-failed' }, 'mail-failed', undefined],
    [{ sent: false, reason: 'unverified' }, 'mail-failed', undefined],
    [{ sent: false, reason: 'unavailable' }, 'mail-failed', undefined],
  ])(
    'keeps the sign-up when the mail does not go (%j), says why, when, and offers it again',
    async (outcome, code, retryAfterSeconds) => {
      linkOutcome = outcome;
      await expect(signUp()).resolves.toEqual({
        ...signup,
        ok: false,
        code,
        resend: ADDRESS,
        ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
      });
      expect(subscribe).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem(LINK_EMAIL_KEY)).toBeNull();
    },
  );

  it('offers the link again for a duplicate online, not in local-storage mode', async () => {
    subscribed = { success: false, reason: 'duplicate', message: 'Email ya está suscrito' };
    await expect(signUp()).resolves.toEqual({
      ...signup,
      ok: false,
      code: 'duplicate',
      resend: ADDRESS,
    });
    mode = 'offline';
    await expect(signUp()).resolves.toEqual({ ...signup, ok: false, code: 'duplicate' });
    expect(callFunction).not.toHaveBeenCalled();
  });

  it('sends nothing in local-storage mode and says so', async () => {
    mode = 'offline';
    await expect(signUp()).resolves.toEqual({ ...signup, ok: true, code: 'saved-locally' });
    expect(callFunction).not.toHaveBeenCalled();
  });
});

describe('asking for the link again', () => {
  const resend = { stage: 'resend', email: ADDRESS, resend: ADDRESS } as const;

  it('says it went, with the way to ask again kept', async () => {
    const { resendConfirmation } = await import('@/lib/email/sign-up');
    await expect(resendConfirmation(ADDRESS)).resolves.toEqual({
      ...resend,
      ok: true,
      code: 'sent',
    });
  });

  it.each<[LinkOutcome, string]>([
    [{ sent: false, reason: 'address-limit' }, 'address-limit'],
    [{ sent: false, reason: 'daily-limit' }, 'daily-limit'],
    [{ sent: false, reason: 'mail-failed' }, 'mail-failed'],
  ])('says why when it did not (%j)', async (outcome, code) => {
    linkOutcome = outcome;
    const { resendConfirmation } = await import('@/lib/email/sign-up');
    await expect(resendConfirmation(ADDRESS)).resolves.toEqual({ ...resend, ok: false, code });
  });
});

describe("the function's answers", () => {
  it('reads the reason and the wait the function gave, or what the error code says', async () => {
    const { refusalOf } = await import('@/lib/email/link-request');
    const error = (code: string, details?: unknown) =>
      Object.assign(new Error(code), { code, details });
    expect(
      refusalOf(
        error('functions/resource-exhausted', { reason: 'address-limit', retryAfterSeconds: 40 }),
      ),
    ).toEqual({ reason: 'address-limit', retryAfterSeconds: 40 });
    expect(refusalOf(error('functions/resource-exhausted', { reason: 'daily-limit' }))).toEqual({
      reason: 'daily-limit',
    });
    expect(refusalOf(error('functions/unavailable', { reason: 'mail-failed' }))).toEqual({
      reason: 'mail-failed',
    });
    expect(refusalOf(error('functions/unauthenticated'))).toEqual({ reason: 'unverified' });
    expect(refusalOf(error('functions/internal'))).toEqual({ reason: 'unavailable' });
    expect(refusalOf(error('functions/resource-exhausted', { reason: 'other' }))).toEqual({
      reason: 'unavailable',
    });
    expect(refusalOf(null)).toEqual({ reason: 'unavailable' });
  });
});
