import { MAIL_SUBJECTS } from '@/content/newsletter-mail';
import { emailMessages } from '@/content/newsletter';
import { signUpMessage } from './sign-up-message';

const email = 'ana@empresa.mx';
const signup = { stage: 'signup', email } as const;

describe("a sign-up's answer in the visitor's words", () => {
  it("names the confirmation mail's subject, its button and how long the link lasts", () => {
    const message = signUpMessage({ ...signup, ok: true, code: 'sent' });
    expect(message).toContain(`a ${email} con el asunto “${MAIL_SUBJECTS.confirm}”`);
    expect(message).toContain('Ábrelo en los próximos 7 días');
    expect(message).toContain('“Confirmar mi suscripción”');
  });

  it("keeps the spec's catalogue for the store's refusals", () => {
    expect(signUpMessage({ ...signup, ok: false, code: 'invalid' })).toBe(emailMessages.invalid);
    expect(signUpMessage({ ...signup, ok: false, code: 'duplicate' })).toBe(
      emailMessages.duplicate,
    );
    expect(signUpMessage({ ...signup, ok: false, code: 'failed' })).toBe(
      emailMessages.subscribeFailed,
    );
  });

  it("says when a limit lets the link go again, on the reader's clock", () => {
    const now = new Date(2026, 10, 28, 14, 0).getTime();
    const addressLimit = signUpMessage(
      { ...signup, ok: false, code: 'address-limit', retryAfterSeconds: 65 * 60 },
      now,
    );
    expect(addressLimit).toMatch(/^Guardamos tu correo\. Para cuidar tu bandeja/);
    expect(addressLimit).toContain('pídelo aquí abajo a partir de las 15:05.');
    const tomorrow = signUpMessage(
      { stage: 'resend', email, ok: false, code: 'daily-limit', retryAfterSeconds: 12 * 3600 },
      now,
    );
    expect(tomorrow).toBe(
      'Hoy ya enviamos todos los enlaces que podemos. Inténtalo de nuevo mañana a partir de las 02:00.',
    );
    expect(signUpMessage({ ...signup, ok: false, code: 'client-limit' })).toContain(
      'desde tu conexión se pidieron muchos enlaces seguidos. Pide el tuyo aquí abajo más tarde.',
    );
  });

  it('tells a sign-up whose mail failed from a request again that failed', () => {
    expect(signUpMessage({ ...signup, ok: false, code: 'mail-failed' })).toMatch(
      /^Guardamos tu correo/,
    );
    expect(signUpMessage({ stage: 'resend', email, ok: false, code: 'mail-failed' })).toMatch(
      /^No pudimos enviarte el enlace/,
    );
  });
});
