/**
 * What a sign-up answers: read by lib/email/sign-up.ts, loaded on submit, so these words stay out
 * of the form's first load (a module's unused exports are not dropped from a client bundle).
 */
export const signUpMessages = {
  /**
   * Double opt-in (decisions 12, 15): the mail's subject, how long its link lasts, and that nothing
   * is sent until it is opened. The subject is the mail's own (content/newsletter-mail.ts).
   */
  success: (email: string) =>
    `Falta un paso: te enviamos un correo a ${email} con el asunto “Confirma tu suscripción al boletín de Hanzo”. Ábrelo dentro de la próxima hora y confirma con su botón; hasta que lo hagas no te enviaremos el boletín. Si no lo ves en unos minutos, revisa la carpeta de spam.`,
  /** Local-storage mode: no mail can be sent, so there is nothing to confirm. */
  successLocal:
    '¡Listo! Guardamos tu correo en este navegador. Este sitio funciona sin base de datos, así que no enviamos correos (ni de confirmación ni el boletín).',
  /** The sign-up is stored; its mail could not go (mail server down, App Check without a token). */
  linkFailed:
    'Guardamos tu correo, pero no pudimos enviarte el enlace para confirmar tu suscripción. Espera un momento y pídelo aquí abajo.',
  /** The sign-up is stored; this address got its links for now (one a minute, three an hour). */
  addressLimit:
    'Guardamos tu correo. Para cuidar tu bandeja enviamos a cada dirección un enlace por minuto y tres por hora como máximo: revisa si ya te llegó uno (también en spam) o pídelo aquí abajo más tarde.',
  /** The sign-up is stored; the day's budget of mails is spent. */
  dailyLimit:
    'Guardamos tu correo, pero hoy ya enviamos todos los enlaces que podemos. Pídelo aquí abajo mañana: tu suscripción te espera 30 días.',
  /** A link asked for again: the confirmation if it is pending, else the way into /boletin/. */
  resent: (email: string) =>
    `Listo: te enviamos un correo a ${email}. Si tu suscripción está pendiente, trae el enlace para confirmarla; si ya la confirmaste, el enlace para administrarla. Si no lo ves en unos minutos, revisa la carpeta de spam.`,
  resendLimit:
    'Para cuidar tu bandeja enviamos a cada dirección un enlace por minuto y tres por hora como máximo. Revisa si ya te llegó uno (también en spam) o inténtalo más tarde.',
  resendDaily: 'Hoy ya enviamos todos los enlaces que podemos. Inténtalo de nuevo mañana.',
  resendFailed: 'No pudimos enviarte el enlace. Espera un momento e inténtalo de nuevo.',
} as const;
