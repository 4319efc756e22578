import { MAIL_SUBJECTS } from './newsletter-mail';
import { emailMessages } from './newsletter';

/**
 * What a sign-up answers, by the code lib/email/sign-up.ts returns: read on submit
 * (components/newsletter/sign-up-message.ts), so these words stay out of the form's first load.
 */

/** When a limit lets the link go again, on the reader's clock (lib/format/dates.ts, retryMoment). */
export interface RetryMoment {
  time: string;
  tomorrow: boolean;
}

export interface SignUpFacts {
  email: string;
  /** After the sign-up (the address is stored) or after asking for the link again. */
  stage: 'signup' | 'resend';
  retry: RetryMoment | null;
}

/** "a partir de las 18:00", "mañana a partir de las 02:00", or "más tarde". */
export const later = (retry: RetryMoment | null) =>
  retry ? `${retry.tomorrow ? 'mañana ' : ''}a partir de las ${retry.time}` : 'más tarde';

const PER_ADDRESS =
  'Para cuidar tu bandeja enviamos a cada dirección un enlace por minuto y tres por hora como máximo';

export const signUpMessages: Record<
  | 'sent'
  | 'saved-locally'
  | 'invalid'
  | 'duplicate'
  | 'failed'
  | 'address-limit'
  | 'client-limit'
  | 'daily-limit'
  | 'mail-failed',
  (facts: SignUpFacts) => string
> = {
  /**
   * Double opt-in (decisions 12, 15, 17): the mail's subject, how long its link lasts, and that
   * nothing is sent until it is opened. Asked for again: which mail it is.
   */
  sent: ({ email, stage }) =>
    stage === 'signup'
      ? `Falta un paso: te enviamos un correo a ${email} con el asunto “${MAIL_SUBJECTS.confirm}”. Ábrelo en los próximos 7 días y haz clic en “Confirmar mi suscripción”; hasta que lo hagas, no te enviaremos el boletín. Si no lo ves en unos minutos, revisa la carpeta de spam.`
      : `Listo: te enviamos un correo a ${email}. Si tu suscripción está pendiente, el correo trae el enlace para confirmarla; si no, el enlace para administrarla. Si no lo ves en unos minutos, revisa la carpeta de spam.`,
  /** Local-storage mode: no mail can be sent, so there is nothing to confirm. */
  'saved-locally': () =>
    '¡Listo! Guardamos tu correo en este navegador. Este sitio funciona sin base de datos, así que no enviamos correos (ni de confirmación ni el boletín).',
  invalid: () => emailMessages.invalid,
  duplicate: () => emailMessages.duplicate,
  failed: () => emailMessages.subscribeFailed,
  /** This mailbox got its links for now (one a minute, three an hour). */
  'address-limit': ({ stage, retry }) =>
    stage === 'signup'
      ? `Guardamos tu correo. ${PER_ADDRESS}: revisa si ya te llegó uno (también en spam) o pídelo aquí abajo ${later(retry)}.`
      : `${PER_ADDRESS}. Revisa si ya te llegó uno (también en spam) o inténtalo de nuevo ${later(retry)}.`,
  /** This connection asked for too many links (ten an hour, twenty a day). */
  'client-limit': ({ stage, retry }) =>
    stage === 'signup'
      ? `Guardamos tu correo, pero desde tu conexión se pidieron muchos enlaces seguidos. Pide el tuyo aquí abajo ${later(retry)}.`
      : `Desde tu conexión se pidieron muchos enlaces seguidos. Inténtalo de nuevo ${later(retry)}.`,
  /** The day's budget of mails for sign-ups is spent. */
  'daily-limit': ({ stage, retry }) =>
    stage === 'signup'
      ? `Guardamos tu correo, pero hoy ya enviamos todos los enlaces que podemos. Pide el tuyo aquí abajo ${later(retry)}: tu suscripción queda pendiente unos 30 días.`
      : `Hoy ya enviamos todos los enlaces que podemos. Inténtalo de nuevo ${later(retry)}.`,
  /** The sign-up is stored; its mail could not go (mail server down, App Check without a token). */
  'mail-failed': ({ stage }) =>
    stage === 'signup'
      ? 'Guardamos tu correo, pero no pudimos enviarte el enlace para confirmar tu suscripción. Espera un momento y pídelo aquí abajo.'
      : 'No pudimos enviarte el enlace. Espera un momento e inténtalo de nuevo.',
};
